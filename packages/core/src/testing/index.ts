// Test helpers of @rdc/core: put core's page-wide state back between tests and point the card
// vaults at a fake. Not for production pages.

export { resetAddresses } from '../addresses/by-kind';
export { configureCardVault } from '../cards/add-card';
export { resetCatalogue } from '../catalogue/stores';
export { resetCards, setCards } from '../cards/store';
export { configureStripeVault } from '../cards/stripe-vault';
export { cartSynced } from '../cart/sync';
export { resetConfig } from '../config';
export { resetNavigationHost } from '../navigation/host';
export { resetPeriods } from '../product/target-period';
export { resetPlans } from '../plans/plan-list';
export { resetBalance } from '../wallet/store';
export { resetOrders } from '../orders/store';
export { resetTickets } from '../orders/tickets';
