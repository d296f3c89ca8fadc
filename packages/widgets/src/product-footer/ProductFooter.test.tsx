import { $buyNowProduct, $cart, $cartCount } from '@rdc/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { listen } from '../../test/events';
import { logIn, withScriptedApi } from '../../test/with-scripted-api';
import { renderHosted } from '../../test/render-hosted';
import { ProductFooter } from './ProductFooter';

const harness = withScriptedApi();

const lot = (id: number, lot_type: string, usd: number, rdc: number) => ({
  id,
  title: `${lot_type} ${id}`,
  lot_type,
  price: { USD: usd, RDC: rdc },
});

beforeEach(() => {
  $buyNowProduct.set(null);
  harness.server.on('GET /market/items/11', { body: lot(11, 'item', 1999, 250000) });
  harness.server.on('GET /market/items/12', { body: lot(12, 'item', 500, 6000) });
  harness.server.on('GET /market/packages/21', { body: lot(21, 'package', 4999, 600000) });
  harness.server.on('POST /market/subscription/get_by_id', (body) =>
    (body as { id: number }).id === 31
      ? { body: lot(31, 'subscription', 999, 120000) }
      : { status: 404, body: { code: 1000, message: 'not found' } },
  );
  harness.server.on('GET /wallet/balance', { body: { balance: 0 } });
});
afterEach(() => $buyNowProduct.set(null));

describe('<rdc-product-footer> (marketplace-content.md §2.6)', () => {
  it("an item: the price in USD and RDC, and the teaser: a struck-through USD 7000 (written as money) and 'SAVE 30% in package'", async () => {
    renderHosted(<ProductFooter lotId={11} lotType="item" />);
    expect(await screen.findByText('$19.99')).toBeVisible();
    expect(screen.getByText('RDC 2,500.00')).toBeVisible();
    const struck = screen.getByText('$7,000.00');
    expect(struck.tagName).toBe('S');
    expect(screen.getByText('SAVE 30% in package')).toBeVisible();
  });

  it('a package shows its prices without the item teaser', async () => {
    renderHosted(<ProductFooter lotId={21} lotType="package" />);
    expect(await screen.findByText('$49.99')).toBeVisible();
    expect(screen.getByText('RDC 6,000.00')).toBeVisible();
    expect(screen.queryByText('SAVE 30% in package')).toBeNull();
  });

  it("'Add to Cart' adds the product and emits rdc-cart-change; 'Buy now' is for logged-in users only", async () => {
    const changes = listen('rdc-cart-change');
    renderHosted(<ProductFooter lotId={11} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    changes.stop();
    expect($cart.get()).toMatchObject([{ id: 11, lot_type: 'item', count: 2 }]);
    expect(changes.events.map((event) => (event.detail as { count: number }).count)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it("'Buy now' opens the buy-now checkout with the product and emits rdc-buy-now", async () => {
    logIn();
    const buyNow = listen('rdc-buy-now');
    renderHosted(<ProductFooter lotId={11} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    buyNow.stop();
    expect(buyNow.events.map((event) => event.detail)).toEqual([{ lotId: 11, lotType: 'item' }]);
    expect($buyNowProduct.get()).toMatchObject({ id: 11, lot_type: 'item', count: 1 });
  });

  it('"a subscription count stays 1": once in the cart it cannot be added again', async () => {
    renderHosted(<ProductFooter lotId={31} lotType="subscription" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect($cartCount.get()).toBe(1);
    const inCart = screen.getByRole('button', { name: 'In Cart' });
    expect(inCart).toBeDisabled();
    expect(screen.queryByText('SAVE 30% in package')).toBeNull();
  });

  it('"A missing product shows a \'NoItem\' state", and rdc-error for the host', async () => {
    const errors = listen('rdc-error');
    renderHosted(<ProductFooter lotId={99} lotType="subscription" />);
    expect(await screen.findByRole('status')).toHaveTextContent(/^NoItem$/);
    await waitFor(() => expect(errors.events).toHaveLength(1));
    errors.stop();
    expect(errors.events[0]?.detail).toMatchObject({ source: 'rdc-product-footer', status: 404 });
  });

  // A failure other than 404 (a 400 here: it is not retried, where a 5xx is, for seconds) is not a missing product.
  it("a product the server failed to give shows the spec's 'Error' status, not NoItem, as its page would", async () => {
    harness.server.on('GET /market/items/13', { status: 400, body: { code: 1001, message: 'bad request' } });
    renderHosted(<ProductFooter lotId={13} lotType="item" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('a disabled product is NoItem, as its page is: it cannot be added to the cart', async () => {
    harness.server.on('GET /market/items/14', { body: { ...lot(14, 'item', 100, 100), enabled: false } });
    renderHosted(<ProductFooter lotId={14} lotType="item" />);
    expect(await screen.findByRole('status')).toHaveTextContent(/^NoItem$/);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('as an element: changing lot-id loads the other product; a bad lot-type shows NoItem', async () => {
    defineWidget(await loadWidgetOf('rdc-product-footer'));
    document.body.innerHTML = '<rdc-product-footer lot-id="11" lot-type="item"></rdc-product-footer>';
    const element = document.querySelector('rdc-product-footer') as HTMLElement;
    const text = () => element.shadowRoot?.textContent ?? '';
    await waitFor(() => expect(text()).toContain('$19.99'));
    act(() => element.setAttribute('lot-id', '12'));
    await waitFor(() => expect(text()).toContain('$5.00'));
    act(() => element.setAttribute('lot-type', 'coin'));
    await waitFor(() => expect(text()).toContain('NoItem'));
  });
});
