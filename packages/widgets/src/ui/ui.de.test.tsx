import { loadLocale } from '@rdc/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as m from '../generated/messages';
import { PageNavigator } from './PageNavigator';
import { PasswordField } from './PasswordField';
import { SearchSelect } from './SearchSelect';
import { Status } from './Status';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));

describe('the shared controls in German', () => {
  it('write the plurals and the texts with inputs', () => {
    expect(m.ui_search_select_results('de', { count: 1 })).toBe('1 Ergebnis verfügbar');
    expect(m.ui_search_select_results('de', { count: 8 })).toBe('8 Ergebnisse verfügbar');
    expect(m.ui_search_select_results('en', { count: 1 })).toBe('1 result available');
    expect(m.ui_pager_above('de', { label: 'Münzpakete' })).toBe('Münzpakete: Seiten, über der Liste');
    expect(m.ui_pagination_page('de', { page: 2, count: 3 })).toBe('Seite 2 von 3');
    expect(m.ui_category_tree_children('de', { category: 'Jäger' })).toBe('Unterkategorien von Jäger');
    expect(m.ui_category_tree_scroll_up('de')).toBe('Kategorien nach oben scrollen');
  });

  it('the page navigator and a status', () => {
    render(<PageNavigator page={0} pageCount={3} onPage={() => {}} label="Münzpakete: Seiten" />);
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveTextContent('Weiter');
    render(<Status kind="coming-soon" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Demnächst verfügbarDieser Bereich der Website ist noch leer. Inhalte folgen in Kürze.Danke für deinen Besuch!',
    );
  });

  it('the password toggle names itself in German', async () => {
    render(<PasswordField label="Passwort" value="" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toHaveTextContent('Verbergen');
  });

  it('the dropdown announces its results with the plural', async () => {
    const options = [
      { value: 'de', label: 'Deutschland' },
      { value: 'at', label: 'Österreich' },
    ];
    render(<SearchSelect label="Land" value="" onChange={() => {}} options={options} />);
    const box = screen.getByRole('combobox', { name: 'Land' });
    expect(box).toHaveAttribute('placeholder', 'Auswählen …');
    await userEvent.click(box);
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toBe('2 Ergebnisse verfügbar');
    await userEvent.type(box, 'deu');
    expect(live()).toBe('1 Ergebnis verfügbar');
    await userEvent.type(box, 'x');
    expect(live()).toBe('Keine Optionen');
  });
});
