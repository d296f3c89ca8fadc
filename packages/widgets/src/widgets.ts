import { auth } from './auth/Auth.element';
import { basket } from './basket/Basket.element';
import { basketBadge } from './basket-badge/BasketBadge.element';
import { buyNow } from './buy-now/BuyNow.element';
import { coinPacks } from './coin-packs/CoinPacks.element';
import { productFooter } from './product-footer/ProductFooter.element';
import { userMenu } from './user-menu/UserMenu.element';

/** Every widget's definition, with the source module the manifest names. */
export const WIDGETS = [
  { path: 'src/basket-badge/BasketBadge.element.ts', widget: basketBadge },
  { path: 'src/coin-packs/CoinPacks.element.ts', widget: coinPacks },
  { path: 'src/product-footer/ProductFooter.element.ts', widget: productFooter },
  { path: 'src/user-menu/UserMenu.element.ts', widget: userMenu },
  { path: 'src/auth/Auth.element.ts', widget: auth },
  { path: 'src/basket/Basket.element.ts', widget: basket },
  { path: 'src/buy-now/BuyNow.element.ts', widget: buyNow },
] as const;
