import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { SideList } from './SideList';

const items = [
  { id: 7, title: 'Helix Void Armor' },
  { id: 9, title: 'Nova Drive' },
];

describe('<rdc-side-list> (marketplace-content.md §2.6 package-item side list)', () => {
  it('"The selected item follows the slug": marked and open to its anchors', () => {
    renderHosted(<SideList packageId={4} items={items} slug="nova-drive" />);
    expect(screen.getByRole('link', { name: 'Nova Drive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Helix Void Armor' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { name: 'Technical Specification' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'href',
      '/marketplace/product/package/4/item/nova-drive#gallery',
    );
  });

  it('"each item expands to anchors for gallery, tech specification, capabilities"; the list collapses', async () => {
    renderHosted(<SideList packageId={4} items={items} slug="nova-drive" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sections of Helix Void Armor' }));
    expect(
      screen.getAllByRole('link', { name: 'Capabilities' }).map((link) => link.getAttribute('href')),
    ).toEqual([
      '/marketplace/product/package/4/item/helix-void-armor#capabilities',
      '/marketplace/product/package/4/item/nova-drive#capabilities',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Package items/ }));
    expect(screen.getByRole('button', { name: /Package items/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Nova Drive' })).toBeNull();
  });

  it('"scrollable in 80 px steps"', async () => {
    renderHosted(<SideList packageId={4} items={items} slug="nova-drive" />);
    const list = screen.getByRole('list', { name: 'Items' }) as HTMLOListElement;
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as never;
    await userEvent.click(screen.getByRole('button', { name: 'Scroll the list down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll the list up' }));
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([80, -80]);
  });
});
