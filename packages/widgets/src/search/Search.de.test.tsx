import { loadLocale } from '@rdc/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { Search } from './Search';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));

describe('<rdc-search> in German', () => {
  it('writes the plurals and the texts with inputs', () => {
    expect(m.search_results('de', { count: 1 })).toBe('1 Ergebnis verfügbar');
    expect(m.search_results('de', { count: 4 })).toBe('4 Ergebnisse verfügbar');
    expect(m.search_results('en', { count: 1 })).toBe('1 result available');
    expect(m.search_results('en', { count: 4 })).toBe('4 results available');
    expect(m.search_too_short('de', { count: 2 })).toBe('Gib mindestens 2 Zeichen ein');
    expect(m.search_too_short('en', { count: 1 })).toBe('Type at least 1 character');
    expect(m.search_too_short('en', { count: 2 })).toBe('Type at least 2 characters');
    expect(m.search_all_results('de', { query: 'veteran' })).toBe('Alle Ergebnisse für „veteran“');
  });

  it('the item search: its name, the wait, and an answer with nothing in it', async () => {
    render(<Search />);
    const box = screen.getByRole('combobox', { name: 'Artikel suchen' });
    await userEvent.click(box);
    await userEvent.keyboard('zzzqqq');
    expect(screen.getByRole('status')).toHaveTextContent('Suche läuft …');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keine Artikel gefunden'));
  });

  it("the header's search: too short, then the results with their count and the way to all of them", async () => {
    render(<Search finds="lots" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Artikel suchen' }));
    await userEvent.keyboard('v');
    expect(screen.getByRole('status')).toHaveTextContent('Gib mindestens 2 Zeichen ein');
    await userEvent.keyboard('eteran');
    const listbox = await screen.findByRole('listbox', { name: 'Suchergebnisse' });
    const count = within(listbox).getAllByRole('option').length;
    expect(screen.getByRole('status')).toHaveTextContent(m.search_results('de', { count }));
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ Ergebnisse? verfügbar$/);
    expect(screen.getByRole('link', { name: 'Alle Ergebnisse für „veteran“' })).toHaveAttribute(
      'href',
      '/search?q=veteran',
    );
  });

  it("the header's search with nothing found", async () => {
    render(<Search finds="lots" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Artikel suchen' }));
    await userEvent.keyboard('zzzqqq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nichts gefunden'));
  });
});
