/**
 * What an island of a rendered page shows: the widget it renders and that widget's props as Astro
 * serialised them ([type, value] pairs). An island of MountWhenNear stands for the widget it
 * mounts (its `widget` prop), with that widget's props.
 */
export interface IslandWidget {
  component: string | null;
  client: string | null;
  props: Record<string, unknown>;
}

export function islandWidget(island: Element): IslandWidget {
  const props = JSON.parse(island.getAttribute('props') ?? '{}') as Record<string, unknown>;
  const client = island.getAttribute('client');
  const [, widget] = (props.widget as [number, string] | undefined) ?? [];
  if (widget === undefined) return { component: island.getAttribute('component-export'), client, props };
  const [, inner] = (props.props as [number, Record<string, unknown>] | undefined) ?? [0, {}];
  return { component: widget, client, props: inner };
}

/** The islands under a selector that render the named widget. */
export const widgetIslands = (root: ParentNode, scope: string, component: string): Element[] =>
  [...root.querySelectorAll(`${scope} astro-island`)].filter(
    (island) => islandWidget(island).component === component,
  );
