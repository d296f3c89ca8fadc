// What every widget of the partner bundle needs of core, and so what its shared runtime chunk holds
// (packages/widgets/vite.cdn.config.ts puts this module and everything it imports there): the client
// and the page's API, the session, the schemas, navigation, money, the cart, the balance, the
// overlays, buy-now and coin packs. Core's other stores (checkout, payment, cards, addresses, …) go
// to the chunks of the widgets using them. Never imported at run time: it only names the chunk.
import './config';
import './api/error-text';
import './api/server-codes';
import './session/page-session';
import './schemas';
import './navigation/host';
import './money/money';
import './money/plan';
import './cart/stores';
import './cart/actions';
import './cart/product-link';
// Whether a lot can be added: the product footer.
import './cart/can-add';
// The catalogue's stores (lots, coin packs, the marketplace's lists) and the rules their views
// read: the product footer, buy now, the coin packs and the marketplace.
import './catalogue/stores';
import './marketplace/tabs';
import './marketplace/list-address';
import './marketplace/list-states';
import './marketplace/subscriptions';
import './pagination/page';
import './lots/product-lots';
import './wallet/store';
import './overlays/modals';
import './overlays/confirmation';
import './overlays/notifications';
import './buy-now/store';
import './coin-packs/add-to-cart';
import './pagination/slides';
// The additional-currency rules: the coin packs' slides and the basket share them.
import './checkout/additional-currency';
// Log Out is a few bytes over the session; kept here, the user menu needs no other core chunk.
import './account/log-out';
// A page's configure({ stripe }) may come before any card widget: the atom it sets lives here.
import './cards/host-stripe';
// The catalogue's stores and the search box: the marketplace widgets and the header's search.
import './catalogue/search-box';
