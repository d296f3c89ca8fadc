import { encodeManufactoryFilter, manufactoryHref } from '@rdc/core';
import { resetNavigationHost } from '@rdc/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import { Manufactory } from './Manufactory';

const harness = withSandbox();

const AURORA = { manufacturerId: 1, manufacturerTitle: 'Aurora Dynamics' };
const grid = (name: string) => screen.findByRole('list', { name });

describe('<rdc-manufactory> (marketplace-content.md §2.1, §2.3, §4, §8, §9)', () => {
  it('Manufacturers tab: "A card shows its image, or its title when the image is missing or is only a slash. It links to the category view with the path parameter holding manufacturerId, manufacturerTitle and category."', async () => {
    renderHosted(<Manufactory />);
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(15);
    const cards = within(await grid('Manufacturers')).getAllByRole('link');
    expect(cards.length).toBeGreaterThanOrEqual(5);
    const aurora = screen.getByRole('link', { name: 'Aurora Dynamics' });
    // The name shows under the logo, so no card is an image alone.
    expect(within(aurora).getByRole('presentation')).toBeVisible();
    expect(within(aurora).getByText('Aurora Dynamics')).toBeVisible();
    expect(aurora).toHaveAttribute('href', manufactoryHref('category', { category: 'all', ...AURORA }));
    // Kestrel Yards has no image, Driftworks Collective only '/': their titles show instead.
    for (const name of ['Kestrel Yards', 'Driftworks Collective']) {
      const card = screen.getByRole('link', { name });
      expect(within(card).queryByRole('img')).toBeNull();
      expect(card).toHaveTextContent(name);
    }
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('6');
    expect(screen.getByRole('searchbox', { name: 'Search manufacturers' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Manufactory' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Manufacturers', 'Category', 'All']);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Marketplace' })).getByRole('link', {
        name: 'Manufactory',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("the manufacturers' search box narrows the grid", async () => {
    renderHosted(<Manufactory />);
    await grid('Manufacturers');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search manufacturers' }), 'helix');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Manufacturers' })).getAllByRole('link')).toHaveLength(
        1,
      ),
    );
    expect(screen.getByRole('link', { name: 'Helix Forge' })).toBeVisible();
  });

  it('Category view: "grid of top-level category cards with breadcrumbs"; "A card links to the product view with the category path set to the card\'s virtual_path followed by its virtual_name"', async () => {
    renderHosted(
      <Manufactory view="category" path={encodeManufactoryFilter({ category: 'all', ...AURORA })} />,
    );
    const cards = within(await grid('Categories')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toContain(
      manufactoryHref('product', { ...AURORA, category: '/ships' }),
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Aurora Dynamics']);
    expect(
      within(screen.getByRole('navigation', { name: 'Manufactory' })).getByRole('link', { name: 'Category' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('Product view: item cards linking to their pages, breadcrumbs per segment, the tree open down to the category, and "Product tag filter keeps only items whose tags include every selected tag"', async () => {
    renderHosted(
      <Manufactory view="product" path={encodeManufactoryFilter({ category: '/ships/fighters/light' })} />,
    );
    const items = await grid('Items');
    const titles = within(items).getAllByRole('heading');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(6);
    for (const title of titles)
      expect(within(title).getByRole('link').getAttribute('href')).toMatch(
        /^\/marketplace\/product\/item\/\d+$/,
      );
    // The crumbs read as the cards do: the categories' titles, not their slugs.
    const crumbLinks = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    await waitFor(() =>
      expect(crumbLinks().map((crumb) => crumb.textContent)).toEqual([
        'Main',
        'Ships',
        'Fighters',
        'Light Fighters',
      ]),
    );
    const crumbs = crumbLinks();
    expect(crumbs[0]).toHaveAttribute('href', manufactoryHref('category'));
    expect(crumbs[2]).toHaveAttribute('href', manufactoryHref('product', { category: '/ships/fighters' }));
    const tree = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(tree).getByRole('link', { name: 'Light Fighters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('"Product tag filter keeps only items whose tags include every selected tag": over the whole category, in the address, with Clear', async () => {
    resetNavigationHost();
    window.history.replaceState(null, '', '/marketplace/manufactory/product');
    renderHosted(<Manufactory view="product" path={encodeManufactoryFilter({ category: '/equipment' })} />);
    // Equipment has no items of its own: its sub-categories' items show together, two pages of them.
    const items = await grid('Items in its sub-categories');
    expect(within(items).getAllByRole('article')).toHaveLength(6);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Medical' }));
    expect(window.location.search).toBe('?tags=Medical');
    await waitFor(() => {
      const cards = within(screen.getByRole('list', { name: 'Items in its sub-categories' })).getAllByRole(
        'article',
      );
      for (const card of cards)
        expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('Medical');
    });
    // Every tag of the category stays to choose from; Clear beside them undoes the choice.
    expect(screen.getByRole('checkbox', { name: 'Medical' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mining' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(within(items).getAllByRole('article')).toHaveLength(6));
  });

  it('a choice that matches nothing says so and offers to clear it', async () => {
    resetNavigationHost();
    window.history.replaceState(null, '', '/marketplace/manufactory/product?tags=Medical,Racing');
    renderHosted(<Manufactory view="product" path={encodeManufactoryFilter({ category: '/equipment' })} />);
    expect(await screen.findByText('No items have every chosen tag')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the tag filter' }));
    expect(await grid('Items in its sub-categories')).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('"a sub-category list shown when no items exist"; "With no items and no sub-categories a \'NoItem\' state shows"', async () => {
    const { unmount } = renderHosted(
      <Manufactory view="product" path={encodeManufactoryFilter({ category: '/ships' })} />,
    );
    const sub = within(await grid('Sub-categories')).getAllByRole('link');
    expect(sub.map((card) => card.textContent)).toEqual(
      expect.arrayContaining(['Fighters', 'Freighters', 'Explorers']),
    );
    unmount();
    renderHosted(
      <Manufactory view="product" path={encodeManufactoryFilter({ category: '/nowhere/at-all' })} />,
    );
    expect(await screen.findByText('NoItem')).toBeVisible();
  });

  it('All view: manufacturer and category cards interleaved, in "5 at 1470 px or wider, 3 from 1024 to 1469" columns', async () => {
    window.innerWidth = 1024;
    renderHosted(<Manufactory view="all" />);
    const cards = within(await grid('Manufacturers and categories')).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', expect.stringContaining('/marketplace/manufactory/category'));
    expect(cards[1]).toHaveAttribute('href', expect.stringContaining('/marketplace/manufactory/product'));
    // Both kinds share one grid: each card says which it is, and every card is named.
    expect(cards[0]).toHaveTextContent(/^Manufacturer \S/);
    expect(cards[1]).toHaveTextContent(/^Category \S/);
    expect(cards[0]).toHaveAccessibleName(/^Manufacturer .+/);
    const block = screen.getByRole('list', { name: 'Manufacturers and categories' }).parentElement;
    expect(block).toHaveAttribute('data-columns', '3');
    act(() => {
      window.innerWidth = 1470;
      window.dispatchEvent(new Event('resize'));
    });
    expect(block).toHaveAttribute('data-columns', '5');
  });

  it('"An undecodable value sends the user to /404"', async () => {
    renderHosted(<Manufactory view="product" path="%%%not-base64" />);
    await waitFor(() => expect(harness.navigations).toEqual(['/404']));
    expect(harness.calls).toEqual([]);
  });

  it('as an element: <rdc-manufactory view="category"> shows the categories in its shadow root', async () => {
    defineWidget(await loadWidgetOf('rdc-manufactory'));
    document.body.innerHTML = '<rdc-manufactory view="category" hide-tabs></rdc-manufactory>';
    const element = document.querySelector('rdc-manufactory') as HTMLElement;
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="category-card"]')).not.toBeNull());
    expect(element.shadowRoot?.querySelector('nav[aria-label="Marketplace"]')).toBeNull();
    act(() => element.remove());
  });
});
