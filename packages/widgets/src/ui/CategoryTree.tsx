import { ancestorPaths, toggleNode, TREE_SCROLL_STEP_PX, type CategoryNode, sitePath } from '@rdc/core';
import { useId, useRef, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  /** The selected category's path ('/ships/fighters'), or none. */
  selected?: string | undefined;
  /** Where a category links to (the product list with its category path). */
  hrefOf: (node: CategoryNode) => string;
}

/**
 * The category tree side panel (marketplace-content.md §2.3): "collapsible with a toggle button and
 * up and down scroll buttons (80 px per step). The selected category opens all its ancestors. Each
 * category links to the product list with its category path. Nodes toggle open or closed." A
 * disclosure navigation: nested lists of links, each parent with a button that shows or hides its
 * sub-categories, so Tab and Enter or Space reach everything and a screen reader hears each state.
 */
export function CategoryTree({ nodes, selected, hrefOf }: CategoryTreeProps) {
  const locale = useLocale();
  const label = m.ui_category_tree_label(locale);
  const id = useId();
  const [expanded, setExpanded] = useState(true);
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(selected ? ancestorPaths(selected) : []),
  );
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy?.({ top: direction * TREE_SCROLL_STEP_PX, behavior: 'smooth' });

  const branch = (level: readonly CategoryNode[]) =>
    level.map((node) => {
      const isOpen = open.has(node.path);
      const groupId = `${id}-${node.path}`;
      return (
        <li key={node.path} className="tree__node">
          <div className="tree__row">
            {node.children.length > 0 ? (
              <button
                type="button"
                className="tree__toggle"
                part="tree-toggle"
                aria-expanded={isOpen}
                aria-controls={groupId}
                aria-label={m.ui_category_tree_children(locale, { category: node.title })}
                onClick={() => setOpen((current) => toggleNode(current, node.path))}
              >
                <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
              </button>
            ) : (
              <span className="tree__spacer" aria-hidden="true" />
            )}
            <a
              className="tree__link"
              part="tree-link"
              href={sitePath(hrefOf(node))}
              aria-current={node.path === selected ? 'page' : undefined}
            >
              {node.title}
            </a>
          </div>
          {node.children.length > 0 && (
            <ul className="tree__group" id={groupId} hidden={!isOpen}>
              {branch(node.children)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <div className={expanded ? 'tree' : 'tree tree--collapsed'} part="tree">
      <button
        type="button"
        className="tree__panel-toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={() => setExpanded(!expanded)}
      >
        {label} <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </button>
      <div id={`${id}-panel`} className="tree__panel" hidden={!expanded}>
        <button
          type="button"
          className="tree__scroll"
          aria-label={m.ui_category_tree_scroll_up(locale)}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">▲</span>
        </button>
        <div className="tree__scroller" ref={scroller}>
          <nav aria-label={label}>
            <ul className="tree__level">{branch(nodes)}</ul>
          </nav>
        </div>
        <button
          type="button"
          className="tree__scroll"
          aria-label={m.ui_category_tree_scroll_down(locale)}
          onClick={() => scroll(1)}
        >
          <span aria-hidden="true">▼</span>
        </button>
      </div>
    </div>
  );
}
