import {
  $balance,
  $buyNowProduct,
  $cart,
  $cartTotals,
  $notifications,
  formatDay,
  formatMoney,
  login,
} from '@rdc/core';
import { resetPlans } from '@rdc/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen } from '../../test/events';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import { Plans } from './Plans';

const harness = withSandbox({ faults: true });
afterEach(() => {
  resetPlans();
  vi.restoreAllMocks();
});

/** The demo world's AI Companion Plan: $14.99 a month; periods 1, 3, 6 and 12 months (ids 1 to 4). */
const COMPANION_USD = 1499;

/** "expiry is today plus the plan length in months" (a day the month lacks is its last), as the card writes the day. */
function expiresText(months: number): string {
  const today = new Date();
  const expiry = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(expiry.getFullYear(), expiry.getMonth() + 1, 0).getDate();
  expiry.setDate(Math.min(today.getDate(), lastDay));
  return `Expires on ${formatDay(expiry, 'en')}`;
}

async function companionCard(): Promise<HTMLElement> {
  return screen.findByRole('article', { name: 'AI Companion Plan' });
}

const offerOf = (card: HTMLElement) => card.querySelector('[part="offer"]') as HTMLElement;

describe('<rdc-plans> (/AISubscription), against the sandbox', () => {
  it('shows the subscription list\'s 5 skeletons while loading, then every enabled plan with its periods, "the first is the default target period"', async () => {
    renderHosted(<Plans />);
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(5);
    const card = await companionCard();
    expect(
      screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['AI Companion Plan', 'Fleet Insurance Plan']);
    const periods = within(card).getByRole('group', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 month', '3 months', '6 months', '12 months']);
    expect(within(periods).getByRole('radio', { name: '1 month' })).toBeChecked();
    expect(offerOf(card)).toHaveTextContent('$14.99');
    expect(offerOf(card)).toHaveTextContent(expiresText(1));
    expect(harness.bodies('POST /market/plan/list')).toEqual([
      {
        where: [{ field: 'enabled', condition: '=', value: ['true'] }],
        pagination: { offset: 0, limit: 100 },
      },
    ]);
  });

  it('"Plan price shown is USD price times months divided by 100"; "expiry is today plus the plan length in months": choosing 6 months changes both', async () => {
    renderHosted(<Plans />);
    const card = await companionCard();
    const rdcText = () => card.querySelector('[part="price-rdc"]')?.textContent ?? '';
    // "RDC 149.90": the currency, a no-break space, the amount with its grouping.
    const rdcMonthly = Number(
      /^RDC\u00a0([\d,]+)\.(\d{2})$/.exec(rdcText())?.slice(1).join('').replace(/,/g, ''),
    );
    expect(rdcMonthly).toBeGreaterThan(0);
    await userEvent.click(within(card).getByRole('radio', { name: '6 months' }));
    expect(within(card).getByRole('radio', { name: '6 months' })).toBeChecked();
    expect(offerOf(card)).toHaveTextContent('$89.94');
    expect(offerOf(card)).toHaveTextContent('for 6 months');
    expect(offerOf(card)).toHaveTextContent(expiresText(6));
    // "Plan prices are multiplied by the period length": the RDC price with it.
    expect(rdcText()).toBe(formatMoney(rdcMonthly * 6, 'RDC', 'en'));
    // The other plan keeps its own period.
    const fleet = screen.getByRole('article', { name: 'Fleet Insurance Plan' });
    expect(within(fleet).getByRole('radio', { name: '1 month' })).toBeChecked();
  });

  it('the period choice is a radio group the keyboard moves through', async () => {
    renderHosted(<Plans />);
    const card = await companionCard();
    within(card).getByRole('radio', { name: '1 month' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(card).getByRole('radio', { name: '3 months' })).toBeChecked();
    expect(offerOf(card)).toHaveTextContent('$44.97');
    expect(offerOf(card)).toHaveTextContent(expiresText(3));
  });

  it('Add to Cart puts the plan in the cart with its period (period_id and length), priced for it, says so and tells the host', async () => {
    const changes = listen<{ count: number; lines: unknown[] }>('rdc-cart-change');
    renderHosted(<Plans />);
    const card = await companionCard();
    await userEvent.click(within(card).getByRole('radio', { name: '6 months' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart: AI Companion Plan' }));
    changes.stop();
    expect($cart.get()).toMatchObject([
      {
        id: 1,
        lot_type: 'plan',
        count: 1,
        selectCurrency: 'USD',
        period_id: 3,
        period: { id: 3, length: 6 },
      },
    ]);
    expect($cartTotals.get().USD).toBe(COMPANION_USD * 6);
    expect($notifications.get().map((note) => note.message)).toContain(
      'AI Companion Plan was added to your cart.',
    );
    expect(changes.events.map((event) => event.detail.count)).toEqual([1]);
  });

  it('Buy now is for a logged-in player; it puts the plan, for the chosen period, in the buy-now checkout and tells the host', async () => {
    renderHosted(<Plans />);
    const card = await companionCard();
    expect(within(card).queryByRole('button', { name: /Buy now/ })).toBeNull();
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await waitFor(() => expect($balance.get()).toBeGreaterThan(0));
    const buyEvents = listen<{ lotId: number; lotType: string }>('rdc-buy-now');
    await userEvent.click(within(card).getByRole('radio', { name: '12 months' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Buy now: AI Companion Plan' }));
    buyEvents.stop();
    expect(buyEvents.events.map((event) => event.detail)).toEqual([{ lotId: 1, lotType: 'plan' }]);
    expect($buyNowProduct.get()).toMatchObject({
      id: 1,
      lot_type: 'plan',
      count: 1,
      period_id: 4,
      period: { id: 4, length: 12 },
    });
  });

  it("no plans: the subscription list's 'NoItem'", async () => {
    await harness.app.db.query('UPDATE market_plan SET enabled = false');
    try {
      renderHosted(<Plans />);
      expect(await screen.findByRole('status')).toHaveTextContent('NoItem');
    } finally {
      await harness.app.db.query('UPDATE market_plan SET enabled = true');
    }
  });

  it("a failed list: 'Error' with Retry, rdc-error for the host; Retry loads the plans", async () => {
    harness.app.faults?.replace([
      { path: '/market/plan/list', status: 500, code: 5002, message: 'database error' },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = listen<{ source: string }>('rdc-error');
    renderHosted(<Plans />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    errors.stop();
    expect(errors.events.map((event) => event.detail.source)).toEqual(['rdc-plans']);
    harness.app.faults?.replace([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await companionCard()).toBeVisible();
  });
});
