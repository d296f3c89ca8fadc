import { describe, expect, it } from 'vitest';
import {
  ancestorPaths,
  buildCategoryTree,
  categoryPath,
  splitCategoryPath,
  toggleNode,
} from './category-tree';

const cat = (id: number, virtual_path?: string, virtual_name?: string) => ({
  id,
  title: `c${id}`,
  virtual_path,
  virtual_name,
});

describe('category tree (marketplace-content.md §3, §2.3)', () => {
  it('"node link is virtual_path plus virtual_name"', () => {
    expect(categoryPath({ virtual_path: '/', virtual_name: 'ships' })).toBe('/ships');
    expect(categoryPath({ virtual_path: '/ships', virtual_name: 'fighters' })).toBe('/ships/fighters');
    expect(categoryPath({ virtual_path: '/ships/', virtual_name: 'fighters' })).toBe('/ships/fighters');
  });

  it('"virtual_path equal to / is a root, otherwise a child of the node at that path; nodes missing either are skipped"', () => {
    const tree = buildCategoryTree([
      cat(1, '/', 'ships'),
      cat(2, '/ships', 'fighters'),
      cat(3, '/ships/fighters', 'light'),
      cat(4, '/', 'stations'),
      cat(5, undefined, 'lost'),
      cat(6, '/ships', undefined),
      cat(7, '/nowhere', 'orphan'),
    ]);
    expect(tree.map((node) => node.path)).toEqual(['/ships', '/stations']);
    expect(tree[0]?.children.map((node) => node.path)).toEqual(['/ships/fighters']);
    expect(tree[0]?.children[0]?.children.map((node) => node.category.id)).toEqual([3]);
    expect(tree[1]?.children).toEqual([]);
  });

  it('"The selected category opens all its ancestors."', () => {
    expect(ancestorPaths('/ships/fighters/light')).toEqual(['/ships', '/ships/fighters']);
    expect(ancestorPaths('/ships')).toEqual([]);
  });

  it('"Nodes toggle open or closed."', () => {
    const open = toggleNode(new Set(), '/ships');
    expect([...open]).toEqual(['/ships']);
    expect([...toggleNode(open, '/ships')]).toEqual([]);
  });

  it('a category path splits into the virtual_path and virtual_name the item list call takes', () => {
    expect(splitCategoryPath('/ships/fighters')).toEqual({
      virtual_path: '/ships',
      virtual_name: 'fighters',
    });
    expect(splitCategoryPath('/ships')).toEqual({ virtual_path: '/', virtual_name: 'ships' });
  });
});
