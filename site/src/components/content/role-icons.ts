// The creator role cards' pictures, drawn as inline SVG (24×24, stroked in the text colour): an
// emoji needs an emoji font, and where the system has none it renders as an empty box.

/** Each icon's path data, by the name the role cards' content uses. */
export const ROLE_ICONS = {
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.7-1.3-.7-2.1 0-.9.7-1.5 1.6-1.5H16a5 5 0 0 0 5-5c0-4.3-4-7.8-9-7.8Z M7.5 11.5h.01 M10 7.5h.01 M14.5 7.5h.01 M17 11h.01',
  music: 'M9 18V5l11-2v13 M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  cube: 'M12 2.5 20.5 7v10L12 21.5 3.5 17V7Z M3.5 7 12 11.5 20.5 7 M12 11.5v10',
  antenna:
    'M12 13v8 M8.5 21h7 M12 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M7.8 15.2a6 6 0 0 1 0-8.4 M16.2 6.8a6 6 0 0 1 0 8.4 M5 18a10 10 0 0 1 0-14 M19 4a10 10 0 0 1 0 14',
  play: 'M3.5 6.5a2.5 2.5 0 0 1 2.5-2.5h12a2.5 2.5 0 0 1 2.5 2.5v11a2.5 2.5 0 0 1-2.5 2.5H6a2.5 2.5 0 0 1-2.5-2.5Z M10 9v6l5-3Z',
  spark:
    'M12 2.5l2.2 6.3 6.3 2.2-6.3 2.2L12 19.5l-2.2-6.3L3.5 11l6.3-2.2Z M19 17.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8Z',
} as const;

export type RoleIconName = keyof typeof ROLE_ICONS;

/** The names, for the content schema (a role card names one of these). */
export const ROLE_ICON_NAMES = Object.keys(ROLE_ICONS) as [RoleIconName, ...RoleIconName[]];
