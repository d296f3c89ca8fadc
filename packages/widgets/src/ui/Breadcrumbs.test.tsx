import { manufactoryBreadcrumbs, manufactoryHref } from '@rdc/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('the manufactory breadcrumbs (marketplace-content.md §2.3)', () => {
  it('"start with the manufacturer title … then one crumb per segment"; "The root crumb links to the category view; deeper crumbs link to the product view"', () => {
    const owner = { manufacturerId: 3, manufacturerTitle: 'Nova Armaments' };
    render(<Breadcrumbs crumbs={manufactoryBreadcrumbs({ ...owner, category: '/ships/fighters' }, 'en')} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Nova Armaments', 'ships', 'fighters']);
    expect(links[0]).toHaveAttribute('href', manufactoryHref('category', { ...owner, category: 'all' }));
    expect(links[2]).toHaveAttribute(
      'href',
      manufactoryHref('product', { ...owner, category: '/ships/fighters' }),
    );
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('"or \'Main\' when none is set"', () => {
    render(<Breadcrumbs crumbs={manufactoryBreadcrumbs({ category: 'all' }, 'en')} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link'),
    ).toHaveTextContent(/^Main$/);
  });
});
