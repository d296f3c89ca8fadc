import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { SpecTable } from './SpecTable';

describe('<rdc-spec-table> ("four columns (Model, Dimension, Structural, Maneuvering), each a list of titled values with unit")', () => {
  it('shows the four columns with titled values, the weight as thousands with a three-digit remainder', () => {
    renderHosted(
      <SpecTable
        spec={{
          model: { name_table: 'Model', list_spec: [{ title: 'Role', value: 'Fighter', unit: '' }] },
          dimension: {
            name_table: 'Dimension',
            list_spec: [
              { title: 'Mass', value: 25_043, unit: 'kg' },
              { title: 'Length', value: 24, unit: 'm' },
            ],
          },
        }}
      />,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Model',
      'Dimension',
      'Structural',
      'Maneuvering',
    ]);
    const dimension = screen.getByRole('region', { name: 'Dimension' });
    expect(within(dimension).getByText('Mass').nextSibling).toHaveTextContent('25,043 kg');
    expect(within(dimension).getByText('24 m')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Structural' })).getByText('—')).toBeVisible();
  });
});
