import { $cart, $cartCount } from '@rdc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCatalogue } from '@rdc/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listen } from '../../test/events';
import { withScriptedApi } from '../../test/with-scripted-api';
import { renderHosted } from '../../test/render-hosted';
import { CoinPacks } from './CoinPacks';

const harness = withScriptedApi();
// The catalogue keeps a list 5 minutes: each case starts from loading.
beforeEach(resetCatalogue);

/** A pack of `rdc` whole RDC: its count is the amount in minor units, as the sandbox seeds it. */
const pack = (id: number, rdc: number, usd: number) => ({
  id,
  count: rdc * 100,
  price: { USD: usd },
  enabled: true,
});
const EIGHT_PACKS = [
  pack(1, 100, 99),
  pack(2, 500, 499),
  pack(3, 1000, 999),
  pack(4, 2500, 1999),
  pack(5, 5000, 3999),
  pack(6, 10000, 7999),
  pack(7, 25000, 17999),
  pack(8, 50000, 34999),
];

/** A Buy button's name: "Buy RDC 1,000", the amount as the formatter writes it (a no-break space after RDC). */
const buy = (rdc: string) => new RegExp(`^Buy RDC\\s${rdc}$`);

describe('<rdc-coin-packs> (accounts-cart-checkout.md §2, marketplace-content.md §4, §8, §9)', () => {
  it('asks for the enabled coin packs and shows 6 skeletons while loading', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    harness.server.on('POST /market/coins_package/list', () => new Promise((resolve) => (answer = resolve)));
    renderHosted(<CoinPacks />);
    expect(screen.getAllByTestId('coin-pack-skeleton')).toHaveLength(6);
    await vi.waitFor(() => expect(harness.server.calls).toHaveLength(1));
    expect(harness.server.calls[0]).toEqual({
      route: 'POST /market/coins_package/list',
      body: {
        where: [{ field: 'enabled', condition: '=', value: ['true'] }],
        pagination: { offset: 0, limit: 100 },
      },
    });
    answer({ body: { count: 1, list: [pack(1, 100, 99)] } });
    expect(await screen.findByRole('button', { name: buy('100') })).toBeVisible();
    expect(screen.queryAllByTestId('coin-pack-skeleton')).toHaveLength(0);
  });

  it('"coin packs 6 per slide": 8 packs make two slides of 6 and 2, with the RDC amount, the USD price split into whole and fractional parts, and a -20% badge', async () => {
    harness.server.on('POST /market/coins_package/list', { body: { count: 8, list: EIGHT_PACKS } });
    const { container } = renderHosted(<CoinPacks />);
    await screen.findByRole('button', { name: buy('100') });
    const slides = [...container.querySelectorAll('.swiper-slide')];
    expect(slides.map((slide) => slide.querySelectorAll('[part="pack"]').length)).toEqual([6, 2]);
    const card = screen.getByRole('button', { name: buy('1,000') }).closest('li') as HTMLElement;
    // "RDC is shown as a whole number in some places": the coin context.
    expect(within(card).getByText('RDC 1,000')).toBeVisible();
    const price = card.querySelector('[part="price"]') as HTMLElement;
    expect(price).toHaveAttribute('aria-label', '$9.99');
    expect([...price.children].map((part) => [part.className, part.textContent])).toEqual([
      ['pack__currency', '$'],
      ['pack__whole', '9'],
      ['pack__fraction', '.99'],
    ]);
    expect(within(card).getByText('-20%')).toBeVisible();
    // The former price the sale is taken off, written as money: $9.99 at -20% was $12.49.
    expect(card.querySelector('[part="former-price"]')).toHaveTextContent(/^\$12\.49$/);
    expect(within(card).getByRole('button', { name: buy('1,000') })).toHaveTextContent(/^Buy$/);
  });

  it('Buy adds the pack to the cart (once per press) and emits rdc-cart-change with the count and lines', async () => {
    harness.server.on('POST /market/coins_package/list', { body: { count: 8, list: EIGHT_PACKS } });
    const changes = listen<{ count: number; lines: unknown[] }>('rdc-cart-change');
    renderHosted(<CoinPacks />);
    await userEvent.click(await screen.findByRole('button', { name: buy('500') }));
    expect($cartCount.get()).toBe(1);
    expect($cart.get()).toMatchObject([{ id: 2, lot_type: 'coin', count: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: buy('500') }));
    changes.stop();
    expect($cartCount.get()).toBe(2);
    expect(changes.events.map((event) => event.detail)).toEqual([
      { count: 1, lines: [{ lot_id: 2, lot_type: 'coin', count: 1, currency: 'USD' }] },
      { count: 2, lines: [{ lot_id: 2, lot_type: 'coin', count: 2, currency: 'USD' }] },
    ]);
  });

  it('Buy says what it did where the player looks (a game has no badge to count up): "RDC 500 added to your cart", read out as a status', async () => {
    harness.server.on('POST /market/coins_package/list', { body: { count: 8, list: EIGHT_PACKS } });
    renderHosted(<CoinPacks />);
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(await screen.findByRole('button', { name: buy('500') }));
    expect(status).toHaveTextContent('RDC 500 added to your cart');
    await userEvent.click(screen.getByRole('button', { name: buy('1,000') }));
    expect(status).toHaveTextContent('RDC 1,000 added to your cart');
  });

  it('"Coin list empty in the buy-coins block": \'Coin not found\'', async () => {
    harness.server.on('POST /market/coins_package/list', { body: { count: 0, list: [] } });
    renderHosted(<CoinPacks />);
    expect(await screen.findByRole('status')).toHaveTextContent('Coin not found');
  });

  it('"Coin or package list fails": \'Technical work is underway\', and rdc-error for the host', async () => {
    harness.server.on('POST /market/coins_package/list', {
      status: 500,
      body: { code: 5002, message: 'database error' },
    });
    const errors = listen('rdc-error');
    renderHosted(<CoinPacks />);
    // "retried 10 times with 100 ms delay" first: about a second.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical work is underway');
    expect(alert).toHaveTextContent(
      'This section of the website is under maintenance. Content will be coming soon.',
    );
    await vi.waitFor(() => expect(errors.events).toHaveLength(1));
    errors.stop();
    expect(errors.events[0]?.detail).toMatchObject({ source: 'rdc-coin-packs', status: 500, code: 5002 });
  });
});
