import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lists one card per item, in order, under its name', () => {
    render(
      <CardGrid
        label="Coin packs"
        items={[{ id: 1 }, { id: 2 }, { id: 3 }]}
        itemKey={(item) => item.id}
        renderItem={(item) => <p>Pack {item.id}</p>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Coin packs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['Pack 1', 'Pack 2', 'Pack 3']);
  });
});
