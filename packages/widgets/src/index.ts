// React exports of the widgets. Importing this module registers no custom element.
export { Status } from './ui/Status';
export type { StatusKind, StatusProps } from './ui/Status';
