import { buildCategoryTree, manufactoryHref } from '@rdc/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTree } from './CategoryTree';

const category = (id: number, virtual_path: string, virtual_name: string, title: string) => ({
  id,
  virtual_path,
  virtual_name,
  title,
});
const NODES = buildCategoryTree([
  category(1, '/', 'ships', 'Ships'),
  category(2, '/ships', 'fighters', 'Fighters'),
  category(3, '/ships/fighters', 'light', 'Light Fighters'),
  category(4, '/', 'components', 'Components'),
  category(5, '/components', 'weapons', 'Weapons'),
]);
const hrefOf = (node: { path: string }) => manufactoryHref('product', { category: node.path });

describe('the category tree side panel (marketplace-content.md §2.3)', () => {
  it('"The selected category opens all its ancestors"; "Each category links to the product list with its category path"', () => {
    render(<CategoryTree nodes={NODES} selected="/ships/fighters/light" hrefOf={hrefOf} />);
    const tree = screen.getByRole('navigation', { name: 'Categories' });
    const light = within(tree).getByRole('link', { name: 'Light Fighters' });
    expect(light).toBeVisible();
    expect(light).toHaveAttribute('aria-current', 'page');
    expect(light).toHaveAttribute('href', manufactoryHref('product', { category: '/ships/fighters/light' }));
    expect(screen.getByRole('button', { name: 'Ships sub-categories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Fighters sub-categories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Not an ancestor: closed.
    expect(screen.getByRole('button', { name: 'Components sub-categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Weapons' })).toBeNull();
  });

  it('"Nodes toggle open or closed", by click or by keyboard', async () => {
    render(<CategoryTree nodes={NODES} hrefOf={hrefOf} />);
    const components = screen.getByRole('button', { name: 'Components sub-categories' });
    await userEvent.click(components);
    expect(components).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Weapons' })).toBeVisible();
    components.focus();
    await userEvent.keyboard('{Enter}');
    expect(components).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Weapons' })).toBeNull();
  });

  it('"collapsible with a toggle button and up and down scroll buttons (80 px per step)"', async () => {
    render(<CategoryTree nodes={NODES} hrefOf={hrefOf} />);
    const scrollBy = vi.fn();
    const scroller = screen.getByRole('navigation', { name: 'Categories' }).parentElement as HTMLElement;
    scroller.scrollBy = scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Scroll categories down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll categories up' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ top: 80, behavior: 'smooth' }],
      [{ top: -80, behavior: 'smooth' }],
    ]);
    const toggle = screen.getByRole('button', { name: /^Categories/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Ships' })).toBeVisible();
  });
});
