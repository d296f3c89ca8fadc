import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { DetailTabs } from './DetailTabs';

const data = {
  overview_cards: Array.from({ length: 12 }, (_, n) => ({
    id: n + 1,
    card_title: `Card ${n + 1}`,
    description: `About ${n + 1}`,
    data: [{ id: 1, title: 'Size', value: 'L' }],
  })),
  block_tech_spec: { model: { name_table: 'Model', list_spec: [{ title: 'Crew', value: 2, unit: '' }] } },
  systems: [
    { title: 'Power plant A', type: 'Power plant', class: 'Military', manufacturer: 'Aurora', count: 2 },
  ],
  hardpoints: [{ title: 'Turret S2', type: 'Turret', class: 'Energy', manufacturer: 'Vega', count: 1 }],
};

describe('<rdc-detail-tabs> (marketplace-content.md §2.6 product detail block)', () => {
  it('has the tabs "overview, specifications, systems, hardpoints"; overview slides hold 10 cards each', async () => {
    renderHosted(<DetailTabs data={data as never} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Specifications',
      'Systems',
      'Hardpoints',
    ]);
    expect(screen.getAllByRole('button', { name: /^Card / })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(screen.getAllByRole('button', { name: /^Card / }).map((card) => card.textContent)).toEqual([
      'Card 11',
      'Card 12',
    ]);
  });

  it('"Selecting a tab resets the selected card"', async () => {
    renderHosted(<DetailTabs data={data as never} />);
    await userEvent.click(screen.getByRole('button', { name: 'Card 3' }));
    expect(screen.getByRole('article', { name: 'Card 3' })).toHaveTextContent('About 3');
    await userEvent.click(screen.getByRole('tab', { name: 'Systems' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('systems and hardpoints: a table with a list or grid switch, list by default', async () => {
    renderHosted(<DetailTabs data={data as never} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hardpoints' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Hardpoints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Type', 'Class', 'Manufacturer', 'Count']);
    expect(within(table).getByRole('row', { name: /Turret S2/ })).toHaveTextContent('Vega');
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Hardpoints' })).getByText('Turret S2')).toBeVisible();
  });

  it('shows nothing for a lot without details', () => {
    const { host } = renderHosted(<DetailTabs data={{}} />);
    expect(host).toBeEmptyDOMElement();
  });
});
