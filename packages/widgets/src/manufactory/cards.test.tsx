import { ItemSchema } from '@rdc/core/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemCard } from './cards';

const item = (categoryId: number) =>
  ItemSchema.parse({
    id: 61,
    title: 'Star Chart Data Package 1',
    lot_type: 'item',
    category_id: categoryId,
    price: { USD: 499, RDC: 49900 },
  });

describe('the manufactory item card', () => {
  it('"Item category id -1 is special: its cards show a data package instead of a title"', () => {
    render(<ItemCard item={item(-1)} siteBase="" />);
    expect(screen.getByRole('link', { name: 'Data package' })).toHaveAttribute(
      'href',
      '/marketplace/product/item/61',
    );
    expect(screen.queryByText('Star Chart Data Package 1')).toBeNull();
  });

  it('any other item shows its title, and its prices written as money', () => {
    render(<ItemCard item={item(7)} siteBase="https://store.example" />);
    expect(screen.getByRole('link', { name: 'Star Chart Data Package 1' })).toHaveAttribute(
      'href',
      'https://store.example/marketplace/product/item/61',
    );
    expect(screen.getByText('$4.99')).toBeVisible();
    expect(screen.getByText('RDC 499.00')).toBeVisible();
  });
});
