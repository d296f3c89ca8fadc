// What the one-widget partner pages (the basket badge, the product footer, the user menu, the coin
// packs) need of core, and so what the partner bundle's shared runtime chunk holds
// (packages/widgets/vite.cdn.config.ts puts this module and everything it imports there): the client
// and the page's API, the session, the schemas, navigation, money, the cart, the balance, the auth
// and buy-now modals, the product and coin-pack stores. What only other widgets use (checkout,
// payment, cards, addresses, the notifications and confirmations, the error texts, …) is left out:
// the partner build splits it into chunks shared by the widgets that use it, so a page with one of
// those four never downloads it. Nor does anything here write an amount or a date: the formatter
// (format/) comes with the widgets that write them. What only a signed-in player needs (the cart's
// server sync, the token refresh, the balance's load) the modules here import on demand: a chunk
// each, which a guest never fetches. Never imported at run time: it only names the chunk.
import './config';
import './api/server-codes';
import './session/page-session';
import './navigation/host';
import './money/money';
import './cart/stores';
import './cart/actions';
// Whether a lot can be added: the product footer.
import './cart/can-add';
// The period chosen on a subscription's page, which the product footer buys at its price.
import './product/target-period';
// The product and coin-pack stores: the product footer, buy now and the coin packs. (The
// marketplace's lists and rules go to the chunks of the marketplace widgets.)
import './catalogue/lot-stores';
import './lots/product-lots';
import './wallet/store';
import './overlays/modals';
import './buy-now/store';
import './pagination/slides';
// Product links and page counts: a few bytes each, shared by most widgets (the basket, the
// marketplace lists, the search, the side list; every paged list), smaller here than as chunks.
import './cart/product-link';
import './pagination/page';
// The additional-currency rules: the coin packs' slides and the basket share them.
import './checkout/additional-currency';
// Log Out is a few bytes over the session; kept here, the user menu needs no other core chunk.
import './account/log-out';
// A page's configure({ stripe }) may come before any card widget: the atom it sets lives here.
import './cards/host-stripe';
