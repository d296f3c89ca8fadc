import { STYLES as TREE_STYLES } from './TreePanel';
import { VIEW_STYLES } from './view-styles';

/** The styles the manufactory's views and tree panel bring with their code, for a first screen drawn on a server. */
export const PART_STYLES = [...VIEW_STYLES, ...TREE_STYLES];
