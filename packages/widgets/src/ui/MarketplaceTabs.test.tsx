import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketplaceTabs } from './MarketplaceTabs';

describe('MarketplaceTabs (marketplace-content.md §2.2)', () => {
  it('"Tabs: Virtual Currency, Packages, Manufactory, Subscriptions", each a link to its route, the active one current; then the limited time offers', () => {
    render(<MarketplaceTabs active="packages" />);
    const links = within(screen.getByRole('navigation', { name: 'Marketplace' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Virtual Currency', '/marketplace/virtual-currency'],
      ['Packages', '/marketplace/packages'],
      ['Manufactory', '/marketplace/manufactory'],
      ['Subscriptions', '/marketplace/subscriptions'],
      ['Limited Offers', '/marketplace/limitedTimeOffers'],
    ]);
    expect(screen.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('the limited time offers are marked current on their view; links can point at another origin', () => {
    render(<MarketplaceTabs active="limitedTimeOffers" hrefBase="https://shop.example" />);
    const current = screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Limited Offers']);
    expect(screen.getByRole('link', { name: 'Manufactory' })).toHaveAttribute(
      'href',
      'https://shop.example/marketplace/manufactory',
    );
  });

  it('no view marks none', () => {
    render(<MarketplaceTabs active={null} />);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });
});
