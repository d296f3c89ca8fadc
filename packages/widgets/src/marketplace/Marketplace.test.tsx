import { $cart } from '@rdc/core';
import { resetCatalogue, resetNavigationHost } from '@rdc/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../../test/events';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { Marketplace } from './Marketplace';

const harness = withSandbox({ faults: true });

beforeEach(() => {
  // The list position lives in the real (jsdom) address here, not the harness's recorded one.
  resetNavigationHost();
  resetCatalogue();
  window.history.replaceState(null, '', '/marketplace');
});

const at = (address: string) => window.history.replaceState(null, '', address);
const address = () => window.location.pathname + window.location.search;
const navigator = (label: string, where: 'above' | 'below') =>
  screen.getByRole('navigation', { name: `${label} pages, ${where} the list` });
// A coin pack's Buy is named by its amount as the formatter writes it: "Buy RDC 500".
const coinCards = () => screen.getAllByRole('button', { name: /^Buy RDC\s[\d,]+$/ });
const back = () =>
  act(async () => {
    const done = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await done;
  });

describe('<rdc-marketplace>: Virtual Currency (marketplace-content.md §2.2, §4, §9)', () => {
  it('/marketplace opens the default tab: 6 skeletons, then 6 coin packs with a navigator above and below', async () => {
    renderHosted(<Marketplace />);
    expect(screen.getByRole('link', { name: 'Virtual Currency' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(6);
    await waitFor(() => expect(coinCards()).toHaveLength(6));
    for (const where of ['above', 'below'] as const) {
      expect(within(navigator('Coin packs', where)).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(navigator('Coin packs', where)).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'href',
        '/marketplace?page=1',
      );
    }
    expect(screen.getByRole('combobox', { name: 'Coin packs per page' })).toHaveValue('6');
    expect(harness.bodies('POST /market/coins_package/list')[0]).toEqual({
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
      pagination: { offset: 0, limit: 6 },
    });
  });

  it('pages forward and back: "?page=" is zero-based in the address and 1-based on screen, and Back shows the page before', async () => {
    renderHosted(<Marketplace tab="virtual-currency" />);
    await waitFor(() => expect(coinCards()).toHaveLength(6));
    await userEvent.click(within(navigator('Coin packs', 'below')).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(coinCards()).toHaveLength(2));
    expect(address()).toBe('/marketplace?page=1');
    expect(within(navigator('Coin packs', 'above')).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(
      within(navigator('Coin packs', 'above')).getByRole('link', { name: 'Previous page' }),
    );
    await waitFor(() => expect(coinCards()).toHaveLength(6));
    expect(address()).toBe('/marketplace');
    await userEvent.click(within(navigator('Coin packs', 'above')).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(coinCards()).toHaveLength(2));
    await back();
    await waitFor(() => expect(coinCards()).toHaveLength(6));
    expect(address()).toBe('/marketplace');
  });

  it('"changing per-page resets to page 0"; 12 a page is one page of 8', async () => {
    at('/marketplace/virtual-currency?page=1');
    renderHosted(<Marketplace tab="virtual-currency" />);
    await waitFor(() => expect(coinCards()).toHaveLength(2));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coin packs per page' }), '12');
    await waitFor(() => expect(coinCards()).toHaveLength(8));
    expect(address()).toBe('/marketplace/virtual-currency?perPage=12');
    expect(screen.queryByRole('navigation', { name: /Coin packs pages/ })).toBeNull();
  });

  it.each(['?page=-1&perPage=7', '?page=abc&perPage=x', '?page=99999999999'])(
    'bad input %s is page 0 with the default per-page',
    async (query) => {
      at(`/marketplace/virtual-currency${query}`);
      renderHosted(<Marketplace tab="virtual-currency" />);
      await waitFor(() => expect(coinCards()).toHaveLength(6));
      expect(within(navigator('Coin packs', 'above')).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('a page past the end (a stale link) shows the last page, replacing the address', async () => {
    at('/marketplace/virtual-currency?page=9');
    renderHosted(<Marketplace tab="virtual-currency" />);
    await waitFor(() => expect(coinCards()).toHaveLength(2));
    expect(address()).toBe('/marketplace/virtual-currency?page=1');
  });

  it('Buy adds the pack to the cart through core and tells the host', async () => {
    const changes = listen('rdc-cart-change');
    renderHosted(<Marketplace />);
    await waitFor(() => expect(coinCards()).toHaveLength(6));
    await userEvent.click(screen.getByRole('button', { name: /^Buy RDC\s500$/ }));
    changes.stop();
    expect($cart.get()).toMatchObject([{ lot_type: 'coin', count: 1, title: '500 RDC' }]);
    expect(changes.events).toHaveLength(1);
  });
});

describe('<rdc-marketplace>: Packages, Subscriptions, limited time offers', () => {
  it('Packages: 5 skeletons, then the enabled packages 6 a page, the extra block, and Add to Cart', async () => {
    renderHosted(<Marketplace tab="packages" />);
    expect(screen.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(5);
    const grid = await screen.findByRole('list', { name: 'Packages' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    // The first screen's images load at once (the largest paint is often the first card's); the
    // rest wait until they are near.
    expect([...grid.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(screen.getByRole('complementary', { name: 'Why a package?' })).toBeVisible();
    await userEvent.click(within(navigator('Packages', 'above')).getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem')).toHaveLength(5),
    );
    const first = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole(
      'article',
    )[0] as HTMLElement;
    const title = within(first).getByRole('heading').textContent ?? '';
    expect(within(first).getByRole('link', { name: title }).getAttribute('href')).toMatch(
      /^\/marketplace\/product\/package\/\d+$/,
    );
    // Its prices, each written as money: "$49.99", "RDC 6,000.00".
    expect(first.querySelector('[part="prices"]')).toHaveTextContent(/^\$[\d,]+\.\d\d(RDC [\d,]+\.\d\d)?$/);
    await userEvent.click(within(first).getByRole('button', { name: `Add to Cart: ${title}` }));
    expect($cart.get()).toMatchObject([{ lot_type: 'package', title, count: 1 }]);
  });

  it('Subscriptions: 5 a page (5, 10, 15), in a chunk sorted by items plus packages, and In Cart once added', async () => {
    renderHosted(<Marketplace tab="subscriptions" />);
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(5);
    const chunk = await screen.findByRole('list', { name: 'Subscriptions, group 1' });
    const cells = within(chunk).getAllByRole('listitem');
    expect(cells).toHaveLength(5);
    const counts = cells.map((cell) => {
      const [items = 0, packages = 0] = (
        cell.querySelector('[part="contents"]')?.textContent?.match(/\d+/g) ?? []
      ).map(Number);
      return items + packages;
    });
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15']);
    expect(within(navigator('Subscriptions', 'below')).getByRole('link', { name: 'Page 3' })).toBeVisible();
    expect(harness.bodies('POST /market/subscription/list')[0]).toMatchObject({
      where: [{ field: 'enabled', value: ['true'] }],
      pagination: { offset: 0, limit: 5 },
    });

    const add = within(cells[0] as HTMLElement).getByRole('button', { name: /^Add to Cart: / });
    await userEvent.click(add);
    expect(within(cells[0] as HTMLElement).getByRole('button', { name: /^In Cart: / })).toBeDisabled();
    expect($cart.get()).toMatchObject([{ lot_type: 'subscription', count: 1 }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subscriptions per page' }), '15');
    await waitFor(() =>
      expect(screen.getAllByRole('list', { name: /^Subscriptions, group/ })).toHaveLength(3),
    );
    expect(address()).toBe('/marketplace?perPage=15');
  });

  it('limited time offers: the time-limited packages, their place in the navigation marked current', async () => {
    renderHosted(<Marketplace tab=" limitedtimeoffers " />);
    const grid = await screen.findByRole('list', { name: 'Limited time offers' });
    expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0);
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current'))
        .map((link) => link.textContent),
    ).toEqual(['Limited Offers']);
  });

  it('"Countdown marker for timed items": a limited offer with an end shows the time left on its card, in weeks when a week or more remains', async () => {
    renderHosted(<Marketplace tab="limitedTimeOffers" />);
    const grid = await screen.findByRole('list', { name: 'Limited time offers' });
    // The countdown's code is fetched on demand: waited for, as the player waits for it.
    const markers = (await within(grid).findAllByText('Ends in')).map((marker) => marker.textContent);
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker).toMatch(/^Ends in (\d+ weeks?|\d+ days?|\d\d:\d\d:\d\d)$/);
    expect(markers).toContainEqual(expect.stringMatching(/^Ends in \d+ weeks?$/));
  });
});

describe("<rdc-marketplace>: list states through the sandbox's fault rules (marketplace-content.md §4, §8)", () => {
  it('"Coin or package list fails": \'Technical work is underway\' after the 10 retries, and rdc-error for the host', async () => {
    harness.app.faults?.add({
      path: '/market/coins_package/list',
      status: 500,
      code: 5002,
      message: 'database error',
    });
    const errors = listen<{ source: string }>('rdc-error');
    renderHosted(<Marketplace />);
    const alert = await screen.findByRole('alert');
    errors.stop();
    expect(alert).toHaveTextContent('Technical work is underway');
    expect(alert).toHaveTextContent(
      'This section of the website is under maintenance. Content will be coming soon.',
    );
    expect(harness.calls.filter((call) => call === 'POST /market/coins_package/list')).toHaveLength(11);
    expect(errors.details).toEqual([
      expect.objectContaining({ source: 'rdc-marketplace', message: 'database error' }),
    ]);
  });

  it('"Coin or package list empty": \'Comming soon\' (an answer with no list is an empty list)', async () => {
    harness.app.faults?.add({ path: '/market/packages/list', status: 200 });
    renderHosted(<Marketplace tab="packages" />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Comming soon');
    expect(status).toHaveTextContent('This section of the site is empty. Content will be coming soon.');
    expect(status).toHaveTextContent('Thank you for your visit!');
  });

  it("subscriptions: a failure is 'Error' with Retry, which asks again; an empty list is 'NoItem'", async () => {
    harness.app.faults?.add({ path: '/market/subscription/list', status: 500, times: 11 });
    renderHosted(<Marketplace tab="subscriptions" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^ErrorRetry$/);
    harness.app.faults?.replace([{ path: '/market/subscription/list', status: 200 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^NoItem$/);
  });

  it('an unknown tab is NoItem', () => {
    renderHosted(<Marketplace tab="weapons" />);
    expect(screen.getByRole('status')).toHaveTextContent('NoItem');
  });
});

describe('<rdc-marketplace> as an element', () => {
  it('shows one tab alone with hide-tabs, matched from the tab attribute in any case', async () => {
    defineWidget(await loadWidgetOf('rdc-marketplace'));
    document.body.innerHTML = '<rdc-marketplace tab=" PACKAGES " hide-tabs></rdc-marketplace>';
    const root = () => document.querySelector('rdc-marketplace')?.shadowRoot;
    await waitFor(() => expect(root()?.querySelectorAll('[part="card"]')).toHaveLength(6));
    expect(root()?.querySelector('nav[aria-label="Marketplace"]')).toBeNull();
    expect(root()?.querySelector('[part="extra"]')).not.toBeNull();
  });
});
