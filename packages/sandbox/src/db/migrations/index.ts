// Every migration, in the order it runs. Each id is recorded once applied, so a data folder
// is only ever migrated forward. 001–049: accounts, wallet, cart, payments, addresses
// (sandbox-core); 050–099: market, content, admin (sandbox-market).
import * as accounts from './001_accounts';
import * as walletCart from './002_wallet_cart';
import * as payments from './003_payments';
import * as addresses from './004_addresses';
import * as cardClaims from './005_card_claims';
import * as refreshTokenReuse from './006_refresh_token_reuse';
import * as cartPeriods from './007_cart_periods';
import * as market from './050_market';
import * as content from './051_content';
import * as admin from './052_admin';
import * as catalogueIndexes from './053_catalogue_indexes';
import * as categoryTagCounts from './054_category_tag_counts';
import * as itemSearchText from './055_item_search_text';
import * as categoryItemCounts from './056_category_item_counts';

export interface Migration {
  id: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  accounts,
  walletCart,
  payments,
  addresses,
  cardClaims,
  refreshTokenReuse,
  cartPeriods,
  market,
  content,
  admin,
  catalogueIndexes,
  categoryTagCounts,
  itemSearchText,
  categoryItemCounts,
];
