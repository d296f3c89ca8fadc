import type { Tag } from '@rdc/core/schemas';

export interface TagFilterProps {
  tags: readonly Tag[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/**
 * marketplace-content.md §2.3 "a filter by tags": one checkbox per tag of the listed items (the rule is
 * core's `filterByTags`).
 */
export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  if (tags.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <fieldset className="m-tags" part="tag-filter">
      <legend className="m-tags__legend">Filter by tags</legend>
      {tags.map((tag) => (
        <label key={tag.id} className="m-tags__tag">
          <input type="checkbox" checked={selected.includes(tag.id)} onChange={() => toggle(tag.id)} />
          <span>{tag.title ?? `#${tag.id}`}</span>
        </label>
      ))}
    </fieldset>
  );
}
