import type { RdcEventType } from './events';
import { attributeName } from './props';
import type { PropType } from './props';
import { BASE_STYLES } from './base-styles';
import { WIDGET_TOKENS } from '../theme/tokens';
import type { TokenName } from '../theme/tokens';
import type { WidgetDocs } from './widget-table';

/** What the manifest reads of a widget: its row and what its module brings, bar the component. */
interface ManifestWidget {
  tag: string;
  props: Readonly<Record<string, PropType | undefined>>;
  styles: readonly string[];
  docs: Omit<WidgetDocs<object>, 'attributes'> & { attributes: Readonly<Record<string, string | undefined>> };
}

/**
 * What the theme's custom properties do; the manifest lists every one a widget's CSS reads, with the
 * token's value (src/theme/tokens.ts) as its default.
 */
export const CSS_PROPERTY_DOCS: Partial<Record<TokenName, string>> = {
  '--rdc-color-text': 'Text colour.',
  '--rdc-color-muted': 'Secondary text colour.',
  '--rdc-color-link': 'Link colour.',
  '--rdc-color-focus': 'Focus outline colour.',
  '--rdc-color-accent': 'Buttons and highlights.',
  '--rdc-color-on-accent': 'Text on accent-coloured buttons.',
  '--rdc-color-surface': 'Card and popup background.',
  '--rdc-color-surface-raised': 'Background of hovered cards and skeletons.',
  '--rdc-color-border': 'Card and popup borders.',
  '--rdc-color-badge': 'Count and sale badge background.',
  '--rdc-color-on-badge': 'Text on badges.',
  '--rdc-color-online': 'The logged-in dot.',
  '--rdc-color-highlight': 'Highlighted text (the package teaser).',
  '--rdc-color-error': 'Error messages and the border of a field with an error.',
  '--rdc-font-family': 'Font family.',
  '--rdc-font-size': 'Base font size; sizes inside scale from it.',
  '--rdc-radius': 'Corner radius of cards and buttons.',
  '--rdc-shadow': 'Popup shadow.',
  '--rdc-card-min-width':
    'The narrowest a card of a marketplace grid gets; the grid fits as many columns as the width allows.',
  '--rdc-card-gap': 'The space between the cards of a marketplace grid.',
  '--rdc-color-accent-soft': 'A faint accent background: the active option of a dropdown, hovered controls.',
  '--rdc-color-success': 'Success notices.',
  '--rdc-color-warning': 'Warning notices.',
  '--rdc-font-display': 'Font family of headings.',
  '--rdc-font-size-2xl': 'Size of page titles inside a widget.',
  '--rdc-radius-lg': 'Corner radius of large panels.',
  '--rdc-radius-sm': 'Corner radius of small pieces: chips, badges, thumbnails.',
  '--rdc-radius-pill': 'Corner radius of pill-shaped counts and tags.',
  '--rdc-font-size-xs': 'The smallest text: badges, captions.',
  '--rdc-font-size-sm': 'Small text: secondary lines, hints.',
  '--rdc-font-size-md': 'Slightly larger text: names and prices in lists.',
  '--rdc-font-size-lg': 'Section headings inside a widget.',
  '--rdc-font-size-xl': 'Large figures and headings: prices, totals.',
  '--rdc-z-popup': 'Stacking layer of popups and notifications.',
  '--rdc-z-modal': 'Stacking layer of modals, above everything on the page.',
  '--rdc-duration-fast': 'Duration of hover and focus transitions.',
  '--rdc-duration-slow': 'Duration of larger movements: notifications, panels.',
};

/** The --rdc-* properties a stylesheet reads, each with its default: the token's value. */
export function cssPropertiesOf(css: string): { name: string; default?: string }[] {
  const names = new Set([...css.matchAll(/var\(\s*(--rdc-[\w-]+)/g)].map((match) => match[1] as string));
  return [...names].map((name) => {
    const token = WIDGET_TOKENS[name as TokenName] as string | undefined;
    return token === undefined ? { name } : { name, default: token };
  });
}

const EVENT_DETAIL_TYPES: Record<RdcEventType, string> = {
  'rdc-cart-change':
    'CustomEvent<{ count: number; lines: { lot_id: number; lot_type: string; count: number; currency: string }[] }>',
  'rdc-login': 'CustomEvent<{ alias: string; userId: number }>',
  'rdc-logout': "CustomEvent<{ reason: 'user' | 'expired' }>",
  'rdc-purchase': 'CustomEvent<{ lots: { lotId: number; lotType: string; count: number }[] }>',
  'rdc-error': 'CustomEvent<{ source: string; message: string; status?: number; code?: number }>',
  'rdc-open-auth': "CustomEvent<{ category: 'auth' | 'register' }>",
  'rdc-buy-now': 'CustomEvent<{ lotId: number; lotType: string }>',
};

/**
 * The custom-elements.json of the widgets (schema 1.0.0 of the Custom Elements Manifest): tags,
 * attributes, properties, events, parts and CSS properties, all taken from the definitions the
 * elements are made from, so the manifest cannot drift from the code.
 */
export function buildManifest(widgets: readonly { path: string; widget: ManifestWidget }[]) {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: widgets.map(({ path, widget }) => {
      const props = Object.entries(widget.props);
      const attributeDocs = widget.docs.attributes;
      const className = widget.tag.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
        letter.toUpperCase(),
      );
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: className,
            tagName: widget.tag,
            description: widget.docs.summary,
            attributes: props.map(([prop, type]) => ({
              name: attributeName(prop),
              fieldName: prop,
              type: { text: type === 'json' ? 'object' : type },
              description: attributeDocs[prop] ?? '',
            })),
            members: props.map(([prop, type]) => ({
              kind: 'field',
              name: prop,
              attribute: attributeName(prop),
              reflects: type !== 'json',
              type: { text: type === 'json' ? 'object' : type },
              description: attributeDocs[prop] ?? '',
            })),
            events: Object.entries(widget.docs.events).map(([name, description]) => ({
              name,
              type: { text: EVENT_DETAIL_TYPES[name as RdcEventType] },
              description,
            })),
            cssParts: Object.entries(widget.docs.parts).map(([name, description]) => ({ name, description })),
            cssProperties: cssPropertiesOf(
              [...BASE_STYLES, ...widget.styles, ...(widget.docs.partStyles ?? []).flat()].join('\n'),
            ).map((property) => ({
              ...property,
              description: CSS_PROPERTY_DOCS[property.name as TokenName] ?? '',
            })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: widget.tag,
            declaration: { name: className, module: path },
          },
        ],
      };
    }),
  };
}
