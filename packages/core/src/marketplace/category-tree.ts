import type { Category } from '../schemas/market';

/**
 * marketplace-content.md §3, Category: "Tree: node link is virtual_path plus virtual_name;
 * virtual_path equal to / is a root, otherwise a child of the node at that path; nodes missing
 * either are skipped". The link joins with one slash: '/' + 'ships' = '/ships', '/ships' +
 * 'fighters' = '/ships/fighters' (the sandbox's reading of the same rule).
 */
export interface CategoryNode {
  readonly category: Category;
  /** The node's link: its category path. */
  readonly path: string;
  readonly title: string;
  readonly children: CategoryNode[];
}

const ROOT = '/';

/** A category's link, or null when it lacks virtual_path or virtual_name. */
export function categoryPath(category: Pick<Category, 'virtual_path' | 'virtual_name'>): string | null {
  const { virtual_path: parent, virtual_name: name } = category;
  if (!parent || !name) return null;
  return parent === ROOT ? `/${name}` : `${parent.replace(/\/+$/, '')}/${name}`;
}

/** The forest of categories, in the order given; a child whose parent is missing is dropped with its subtree. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const byPath = new Map<string, CategoryNode>();
  for (const category of categories) {
    const path = categoryPath(category);
    if (path === null || byPath.has(path)) continue;
    byPath.set(path, {
      category,
      path,
      title: category.title ?? category.virtual_name ?? path,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byPath.values()) {
    const parent = node.category.virtual_path ?? ROOT;
    if (parent === ROOT) roots.push(node);
    else byPath.get(parent.replace(/\/+$/, ''))?.children.push(node);
  }
  return roots;
}

/** The segments of a category path: '/ships/fighters' → ['ships', 'fighters']. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * marketplace-content.md §2.3: "The selected category opens all its ancestors." The paths of the selected
 * node's ancestors, root first ('/ships/fighters/light' → ['/ships', '/ships/fighters']).
 */
export function ancestorPaths(path: string): string[] {
  const segments = pathSegments(path);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/**
 * marketplace-content.md §2.3: "Category tree side panel: collapsible with a toggle button and up and down
 * scroll buttons (80 px per step)."
 */
export const TREE_SCROLL_STEP_PX = 80;

/** The open set after a node toggles ("Nodes toggle open or closed"). */
export function toggleNode(open: ReadonlySet<string>, path: string): Set<string> {
  const next = new Set(open);
  if (!next.delete(path)) next.add(path);
  return next;
}

/** The parent path and name the list-by-virtual-path calls take for a category path ('/ships/fighters' → '/ships', 'fighters'). */
export function splitCategoryPath(path: string): { virtual_path: string; virtual_name: string } {
  const segments = pathSegments(path);
  const name = segments.pop() ?? '';
  return { virtual_path: segments.length === 0 ? ROOT : `/${segments.join('/')}`, virtual_name: name };
}
