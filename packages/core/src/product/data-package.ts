import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import type { Lot } from '../schemas/lot';

/** Entity URLs: "Item category id -1 is special: its cards show a data package instead of a title." */
const DATA_PACKAGE_CATEGORY_ID = -1;
export const DATA_PACKAGE_LABEL = m.product_data_package;
export const isDataPackage = (lot: Pick<Lot, 'category_id'>): boolean =>
  lot.category_id === DATA_PACKAGE_CATEGORY_ID;
/** What an item's card shows where its title goes: 'Data package' for category -1, else the title. */
export const cardTitle = (lot: Pick<Lot, 'category_id' | 'title'>, locale: Locale): string =>
  isDataPackage(lot) ? DATA_PACKAGE_LABEL(locale) : lot.title;
