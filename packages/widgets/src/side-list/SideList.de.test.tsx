import { loadLocale } from '@rdc/core';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { SideList } from './SideList';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));

describe('<rdc-side-list> in German', () => {
  it('names the list, its controls and the sections of each item', () => {
    expect(m.side_list_sections('de', { item: 'Nova Drive' })).toBe('Abschnitte zu Nova Drive');
    renderHosted(<SideList packageId={4} items={[{ id: 9, title: 'Nova Drive' }]} slug="nova-drive" />);
    expect(screen.getByRole('navigation', { name: 'Paketinhalt' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Paketinhalt/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Artikel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abschnitte zu Nova Drive' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Liste nach unten scrollen' })).toBeVisible();
  });
});
