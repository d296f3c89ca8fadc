import { encodeManufactoryFilter, loadLocale } from '@rdc/core';
import { resetNavigationHost } from '@rdc/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import { Manufactory } from './Manufactory';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));

const grid = (name: string) => screen.findByRole('list', { name });

describe('<rdc-manufactory> in German', () => {
  it('the Manufacturers tab: its tabs, the loading grid, the search box and the grid', async () => {
    renderHosted(<Manufactory />);
    expect(screen.getByRole('list', { name: 'Hersteller, wird geladen' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Manufaktur' })).toBeVisible();
    expect(within(await grid('Hersteller')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Hersteller' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Hersteller suchen' })).toBeVisible();
  });

  it('the product view: the items of the sub-categories, their tags and the tag filter', async () => {
    resetNavigationHost();
    window.history.replaceState(null, '', '/marketplace/manufactory/product');
    renderHosted(<Manufactory view="product" path={encodeManufactoryFilter({ category: '/equipment' })} />);
    const items = await grid('Artikel der Unterkategorien');
    expect(within(items).getAllByRole('list', { name: 'Tags' }).length).toBeGreaterThan(0);
    const filter = screen.getByRole('group', { name: 'Nach Tags filtern' });
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Medical' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('a tag choice that matches nothing says so and offers to clear it', async () => {
    resetNavigationHost();
    window.history.replaceState(null, '', '/marketplace/manufactory/product?tags=Medical,Racing');
    renderHosted(<Manufactory view="product" path={encodeManufactoryFilter({ category: '/equipment' })} />);
    expect(await screen.findByText('Kein Artikel hat alle gewählten Tags')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tag-Filter zurücksetzen' }));
    expect(await grid('Artikel der Unterkategorien')).toBeVisible();
  });

  it('the sub-categories, and the All view, where each card says its kind', async () => {
    const { unmount } = renderHosted(
      <Manufactory view="product" path={encodeManufactoryFilter({ category: '/ships' })} />,
    );
    expect(await grid('Unterkategorien')).toBeVisible();
    unmount();
    renderHosted(<Manufactory view="all" />);
    const cards = within(await grid('Hersteller und Kategorien')).getAllByRole('link');
    expect(cards[0]).toHaveAccessibleName(/^Hersteller \S/);
    expect(cards[1]).toHaveAccessibleName(/^Kategorie \S/);
  });
});
