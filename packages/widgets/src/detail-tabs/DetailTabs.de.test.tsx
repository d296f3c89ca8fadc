import { loadLocale } from '@rdc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { DetailTabs } from './DetailTabs';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));

const data = {
  overview_cards: Array.from({ length: 12 }, (_, n) => ({
    id: n + 1,
    card_title: `Card ${n + 1}`,
    data: [],
  })),
  hardpoints: [{ title: 'Turret S2', type: 'Turret', class: 'Energy', manufacturer: 'Vega', count: 1 }],
};

describe('<rdc-detail-tabs> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.detail_tabs_overview_slide('de', { tab: 'Übersicht', slide: 1, count: 2 })).toBe(
      'Übersicht, Folie 1 von 2',
    );
    expect(m.detail_tabs_view('de', { table: 'Systeme' })).toBe('Ansicht der Systeme');
  });

  it('names the tabs, the slides and the view switch', async () => {
    renderHosted(<DetailTabs data={data as never} />);
    expect(screen.getByRole('tablist', { name: 'Produktdetails' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Seite 2 von 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Waffenhalterungen' }));
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Kacheln' })).toHaveAttribute('aria-pressed', 'false');
  });
});
