import { isTagChosen, toggleTag } from '@rdc/core';
import type { Tag } from '@rdc/core/schemas';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface TagFilterProps {
  /** Every tag of the category's items (the same on every page). */
  tags: readonly Tag[];
  /** The chosen tag titles. */
  chosen: readonly string[];
  onChange: (chosen: readonly string[]) => void;
}

/**
 * marketplace-content.md §2.3 "a filter by tags": one checkbox per tag of the category, and a Clear beside
 * them once one is ticked. marketplace-content.md §4: "Product tag filter keeps only items whose tags include
 * every selected tag" (the server applies it to the whole category).
 */
export function TagFilter({ tags, chosen, onChange }: TagFilterProps) {
  const locale = useLocale();
  if (tags.length === 0) return null;
  return (
    <fieldset className="m-tags" part="tag-filter">
      <legend className="m-tags__legend">{m.manufactory_tag_filter(locale)}</legend>
      {tags.map((tag) => {
        const title = tag.title ?? `#${tag.id}`;
        return (
          <label key={tag.id} className="m-tags__tag">
            <input
              type="checkbox"
              checked={isTagChosen(chosen, title)}
              onChange={() => onChange(toggleTag(chosen, title))}
            />
            <span>{title}</span>
          </label>
        );
      })}
      {chosen.length > 0 && (
        <button
          type="button"
          className="rdc-button rdc-button--ghost m-tags__clear"
          onClick={() => onChange([])}
        >
          {m.manufactory_tag_filter_clear(locale)}
        </button>
      )}
    </fieldset>
  );
}
