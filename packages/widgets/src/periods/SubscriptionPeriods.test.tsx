import { addToCart } from '@rdc/core';
import { resetPeriods } from '@rdc/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import { SubscriptionPeriods } from './SubscriptionPeriods';

const harness = withSandbox({ faults: true });
afterEach(() => {
  resetPeriods();
  vi.restoreAllMocks();
});

describe('<rdc-subscription-periods> (marketplace-content.md §4 periods, §9 plan prices)', () => {
  it('loads the periods, the first chosen by default; the price is "USD price times months divided by 100", written as money', async () => {
    renderHosted(<SubscriptionPeriods lotId={2} usd={999} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading periods');
    const first = await screen.findByRole('radio', { name: '1 month' });
    expect(first).toBeChecked();
    const price = () => screen.getByText(/^\$\d/);
    expect(price()).toHaveTextContent(/^\$9\.99 for 1 month$/);
    await userEvent.click(screen.getByRole('radio', { name: '12 months' }));
    expect(price()).toHaveTextContent(/^\$119\.88 for 12 months$/);
    expect(harness.calls).toContain('POST /market/period/list');
  });

  it('"error \'Error loading periods\'", logged', async () => {
    harness.app.faults?.replace([
      { path: '/market/period/list', status: 500, code: 5002, message: 'database error' },
    ]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHosted(<SubscriptionPeriods lotId={2} usd={999} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading periods');
    expect(logged).toHaveBeenCalledWith('Error loading periods', expect.anything());
  });

  it('a subscription already in the cart says so', async () => {
    addToCart({ id: 2, title: 'Pilot Subscription', lot_type: 'subscription', price: { USD: 999 } });
    renderHosted(<SubscriptionPeriods lotId={2} usd={999} />);
    expect(await screen.findByText('This subscription is already in your cart.')).toBeVisible();
  });
});
