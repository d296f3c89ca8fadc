// Widgets drawn on a server: a widget's first screen in the served HTML, for its island (or its
// element) to take over once its code has run. The widget renders as in a browser, into the same
// <div data-rdc-widget> host, in a declarative shadow root with the styles its shadow root adopts.
import type { ComponentType } from 'react';
import { BASE_STYLES } from './platform/base-styles';
import { PageSnapshotProvider, type PageSnapshot } from './platform/page-snapshot';
import type { PropsOf, WidgetModule } from './platform/widget-table';
import { loadWidgetOf, type WidgetTableRow, type WidgetTag } from './widgets';

export type { PageSnapshot } from './platform/page-snapshot';

/** A widget loaded for a server: its component and its shadow root's stylesheet as one text. */
export interface ServerWidget<P extends object> {
  readonly tag: WidgetTag;
  readonly component: ComponentType<P>;
  /**
   * What the shadow root adopts in a browser (the theme, the controls, the widget's own), as the
   * text of one <style>: a page with a Content-Security-Policy allows it by its hash.
   */
  readonly css: string;
  /** Fetches the code of the parts these props show, to be awaited before the first screen is drawn. */
  readonly ready: (props: P) => Promise<void>;
}

/** Loads a widget of the table for a server render. */
export async function loadServerWidget<Tag extends WidgetTag>(
  tag: Tag,
): Promise<ServerWidget<PropsOf<Extract<WidgetTableRow, { tag: Tag }>>>> {
  type Props = PropsOf<Extract<WidgetTableRow, { tag: Tag }>>;
  const { component, styles, parts } = (await loadWidgetOf(tag)) as WidgetModule<Props>;
  const partStyles = (await parts?.styles()) ?? [];
  return {
    tag,
    component,
    css: [...BASE_STYLES, ...styles, ...partStyles].join('\n'),
    ready: async (props) => await parts?.load(props),
  };
}

export interface ShadowFirstScreenProps<P extends object> {
  widget: ServerWidget<P>;
  props: P;
  /**
   * The page's address, locale and list answers: the widget reads no store on a server. The
   * locale's catalogue is loaded first (core's `loadLocale`), as the site's middleware does.
   */
  snapshot: PageSnapshot;
}

/**
 * A widget's first screen: its host and a declarative shadow root holding its styles and what it
 * renders from the snapshot. The design's tokens come from the page around it, as they do for
 * the widget in a browser before it registers their defaults. It is inert until the widget takes
 * over: a control it shows has no behaviour yet, and a choice made on it (a plan's period) would
 * be shown without its price and then dropped.
 */
export function ShadowFirstScreen<P extends object>({ widget, props, snapshot }: ShadowFirstScreenProps<P>) {
  const Component = widget.component;
  return (
    <div data-rdc-widget={widget.tag} inert>
      <template {...{ shadowrootmode: 'open' }}>
        <style>{widget.css}</style>
        <PageSnapshotProvider value={snapshot}>
          <Component {...props} />
        </PageSnapshotProvider>
      </template>
    </div>
  );
}
