import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('shows the given number of placeholder cards in a list marked busy', () => {
    render(<ListSkeleton count={5} label="Packages" />);
    const list = screen.getByRole('list', { name: 'Packages, loading' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(5);
  });
});
