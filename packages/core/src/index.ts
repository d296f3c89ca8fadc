// The public API of @rdc/core, by domain. Anything not listed here is internal to core; the reset
// helpers tests use are in @rdc/core/testing, the full set of schemas in @rdc/core/schemas.
// Tests sit beside their code; those that run core against the sandbox API are in
// packages/sandbox/src/core-*.test.ts (README.md, "Where core's tests are").

// Page setup: where the API is, the shared client and API of the page.
export { configure, getApiBase, getClient } from './config';
export { getApi } from './api/page-api';
export type { PageConfig } from './config';

// The HTTP client, its errors and the typed API of every domain.
export { createApi } from './api/api';
export type { Api } from './api/api';
export { createClient, DEFAULT_API_BASE, DEFAULT_TIMEOUT_MS } from './api/client';
export type { Client, ClientOptions, FetchLike } from './api/client';
export { createAccountApi } from './api/domains/account';
export type { AccountApi } from './api/domains/account';
export { createAddressApi } from './api/domains/address';
export type { AddressApi } from './api/domains/address';
export { createAuthApi } from './api/domains/auth';
export type { AuthApi } from './api/domains/auth';
export { createCartApi } from './api/domains/cart';
export type { CartApi } from './api/domains/cart';
export { createContentApi } from './api/domains/content';
export type { ContentApi } from './api/domains/content';
export { createEntityUrlApi } from './api/domains/entity-url';
export type { EntityUrlApi } from './api/domains/entity-url';
export { createLinkTemplateApi } from './api/domains/link-template';
export type { LinkTemplateApi } from './api/domains/link-template';
export { createMarketApi } from './api/domains/market';
export type { MarketApi } from './api/domains/market';
export { createMicroServiceApi } from './api/domains/micro-service';
export type { MicroServiceApi } from './api/domains/micro-service';
export { createPaymentApi } from './api/domains/payment';
export type { PaymentApi, PayOptions } from './api/domains/payment';
export { createPolicyApi } from './api/domains/policy';
export type { PolicyApi } from './api/domains/policy';
export { createReferralApi } from './api/domains/referral';
export type { ReferralApi } from './api/domains/referral';
export { createRewardApi } from './api/domains/reward';
export type { RewardApi } from './api/domains/reward';
export { createSettingsApi } from './api/domains/settings';
export type { SettingsApi } from './api/domains/settings';
export { createStreamingTemplateApi } from './api/domains/streaming-template';
export type { StreamingTemplateApi } from './api/domains/streaming-template';
export { createWalletApi } from './api/domains/wallet';
export type { WalletApi } from './api/domains/wallet';
export { ApiError, isApiError } from './api/errors';
export type { ApiErrorInit, ApiErrorKind } from './api/errors';
export { describeServerCode, isServerCode, SERVER_CODES, ServerCode } from './api/server-codes';
export { createMemoryTokenStore } from './api/token-store';
export type { TokenStore } from './api/token-store';
export type { ApiClient, CallOptions, HttpMethod, QueryValue } from './api/types';

// The page's session: tokens, profile, login state and its persistence.
export { $isLoggedIn, logout, $logoutReason, $profile, $session, setSession } from './session/page-session';
export { $displayName } from './session/display-name';
export {
  createBrowserPersistence,
  createDefaultPersistence,
  createMemoryPersistence,
} from './session/persistence';
export type { BrowserStorageHost, RemoteChange, StoredTokens, TokenPersistence } from './session/persistence';
export { GUEST_PROFILE } from './session/profile';
export type { Profile } from './session/profile';
export { createSession } from './session/session';
export type { LogoutReason, Session, SessionState, SetSessionOptions } from './session/session';
export { STORED_SESSION_MARK_SCRIPT } from './session/stored-session-mark';
export { ACCESS_TOKEN_KEY, LOGOUT_SIGNAL_KEY, REFRESH_TOKEN_KEY } from './session/tokens';
export type { Tokens } from './session/tokens';

// How core navigates and reads the address (a host may pass its router).
export { currentUrl, navigate, pushUrl, replaceUrl, setNavigationHost } from './navigation/host';
export type { NavigationHost } from './navigation/host';
// The site's frame: navigation from the link templates, header versions and scroll rules.
export {
  COPYRIGHT_YEAR,
  defaultFooterLinks,
  defaultHeaderLinks,
  loadSiteNavigation,
  refreshSiteNavigation,
  $siteNavigation,
  SOCIAL_LINKS,
} from './navigation/site-links';
export type { NavLink, SiteNavigation } from './navigation/site-links';
export {
  HEADER_VERSIONS,
  headerDownNavigationOf,
  headerVersionOf,
  isActiveLink,
  showsHomePreview,
  showsOnlyLogo,
} from './navigation/header-version';
export type { HeaderDownNavigation, HeaderVersion } from './navigation/header-version';
export { HEADER_SCROLL, headerScrollState } from './navigation/scroll';
export { nextTask } from './scheduling/next-task';

// The in-game view mode: the session handoff, the bridge to the game, its messages and theme.
export {
  encodeSessionHandoff,
  parseSessionHandoff,
  SESSION_HANDOFF_PARAM,
  takeSessionHandoff,
  withoutSessionHandoff,
} from './embed/handoff';
export type { SessionHandoff } from './embed/handoff';
export {
  BRIDGE_SOURCE,
  BRIDGE_VERSION,
  BridgeCommandSchema,
  bridgeMessage,
  parseBridgeCommand,
} from './embed/messages';
export type { BridgeCommand, BridgeCommandType, BridgeMessage } from './embed/messages';
export { DEFAULT_ANDROID_INTERFACE, findBridgeChannel, readParentOrigin } from './embed/channels';
export type { BridgeChannel, BridgeChannelName, ChannelOptions } from './embed/channels';
export { BRIDGE_GLOBAL, startGameBridge } from './embed/bridge';
export type { GameBridge, GameBridgeDetailMap, GameBridgeOptions } from './embed/bridge';
export { applyTheme, THEME_PROPERTIES, themeFromQuery } from './embed/theme';

// What core opens over the page: the modals, confirmations and notifications.
export { answerConfirmation, askConfirmation, $confirmation } from './overlays/confirmation';
export type { ConfirmationKind, OpenConfirmation } from './overlays/confirmation';
export {
  $addCardModal,
  $authModal,
  closeAddCardModal,
  closeAuthModal,
  closeErrorModal,
  closePurchaseModal,
  ERROR_MODAL_TEXT,
  $errorModal,
  errorModalText,
  $isErrorModalOpen,
  openAddCardModal,
  openAuthModal,
  openErrorModal,
  openPurchaseModal,
  PAYMENT_ERROR_FALLBACK,
  $purchaseModal,
  switchAuthView,
} from './overlays/modals';
export type { AuthView, StoredText } from './overlays/modals';
export {
  clearNotifications,
  dismissNotification,
  NOTIFICATION,
  $notifications,
  notify,
  pauseNotification,
  resumeNotification,
} from './overlays/notifications';
export type {
  NotificationItem,
  NotificationKind,
  NotificationPosition,
  NotifyOptions,
} from './overlays/notifications';

// Account flows: login, register, recovery, restore, verification, password, settings.
export { hasAccountCodeInAddress } from './account/address-codes';
export type { FlowState } from './account/flow';
export { logOut } from './account/log-out';
export { login, loginState } from './account/login';
export { changePassword, passwordChangeState } from './account/password-change';
export { clearRecovery, $recoverySent, recoveryState, sendRecovery } from './account/recovery';
export { initialRegisterValues, register, RegisterError, registerState } from './account/register';
export type { RegisterFormValues } from './account/register';
export { openRestoreFromAddress, restorePassword, restoreState } from './account/restore';
export {
  languageOptions,
  loadSettings,
  restoreSettings,
  saveSettings,
  showPageInLanguage,
  $settings,
  settingsState,
  timezoneOptions,
} from './account/settings';
export { verifyAccount, VerifyError, verifyFromAddress, verifyState } from './account/verify';

// Form rules and the spec's messages.
export {
  validateLogin,
  validatePasswordChange,
  validateRecovery,
  validateRegister,
  validateRestore,
} from './validation/account-forms';
export type {
  LoginValues,
  PasswordChangeValues,
  RecoveryValues,
  RegisterErrors,
  RegisterValues,
  RestoreValues,
} from './validation/account-forms';
export {
  validateBillingAddress,
  validateGameAddress,
  validateShippingAddress,
} from './validation/address-forms';
export type { BillingAddressField, GameAddressField, ShippingAddressField } from './validation/address-forms';
export { SAMPLE_CARD, validateCardForm, validateStripeCardForm } from './validation/card-form';
export type { CardFormValues } from './validation/card-form';
export { Messages } from './validation/messages';
export type { Message } from './validation/messages';
export { all, isValid, required, validateFields } from './validation/rules';
export { passesLuhn } from './validation/luhn';
export type { FieldRule, FormErrors } from './validation/rules';

// The cart: stores, actions, totals, product links and server sync.
export {
  addToCart,
  clearCart,
  decrementLine,
  incrementLine,
  removeLine,
  setLineCount,
  setLineCurrency,
} from './cart/actions';
export type { AddToCartOptions } from './cart/actions';
export { canIncrement, cartCount, lineKey, sameLine } from './cart/lines';
export type { LineIdentity } from './cart/lines';
export { CART_SYNC_FAILED_TEXT, $cartSyncError, $cartSyncing } from './cart/page-cart';
export { productLink } from './cart/product-link';
export { CART_STORAGE_KEY } from './cart/storage';
export { linePeriod, periodLengthOf, periodPrice, subscriptionPeriodChoice } from './cart/line-period';
export type { StoredCart } from './cart/storage';
export { $cart, $cartBadge, $cartCount, $cartState, $cartTotals } from './cart/stores';
export { startCartSync, stopCartSync } from './cart/sync';
export { cartTotals, lineCost } from './cart/totals';
export type { CartTotals } from './cart/totals';
export { canAddToCart } from './cart/can-add';
export { canPayIn, payableCurrencies } from './cart/currencies';

// Lots with a product page and package items.
export { packageItemBySlug, packageItemSlug } from './lots/package-items';
export { fetchLot, isLotShown, isProductLotType, PRODUCT_LOT_TYPES } from './lots/product-lots';
export type { ProductLotType } from './lots/product-lots';

// Product pages: the detail block, the specification table, the image slider, the package-item
// side list, periods and their prices, and the countdown of time-limited lots.
export { $clock, countdownEnd, countdownStore, countdownText } from './product/countdown';
export {
  DEFAULT_TABLE_VIEW,
  DETAIL_TABS,
  OVERVIEW_CARDS_PER_SLIDE,
  productDetails,
  selectDetailTab,
  TABLE_COLUMNS,
  TABLE_VIEWS,
} from './product/detail-tabs';
export type { DetailSelection, DetailTabKey, ProductDetails, TableView } from './product/detail-tabs';
export {
  galleryImages,
  gallerySlides,
  IMAGE_SLIDER,
  imageFileName,
  PLACEHOLDER_IMAGE,
} from './product/gallery';
export { loadPeriods, PERIODS_ERROR_TEXT } from './product/periods';
export { $periods, $targetPeriod, choosePeriod } from './product/target-period';
export type { PeriodsState } from './product/target-period';
export { periodPriceText } from './product/period-price';
export { fetchPackageComposition, packageSaving, savingLabel } from './product/package-composition';
export type { CompositionEntry } from './product/package-composition';
export { fetchRelatedPackages } from './product/related-packages';
export type { RelatedPackages } from './product/related-packages';
export { cardTitle, DATA_PACKAGE_LABEL, isDataPackage } from './product/data-package';
export { FOOTER_TEASER, footerTeaser } from './product/footer-teaser';
export {
  capabilitiesOf,
  DATABASE_RESET_TEXT,
  GET_STARTED_HREF,
  packageItemLink,
  PRODUCT_SECTIONS,
  SIDE_LIST_STEP_PX,
  sideListEntries,
} from './product/product-page';
export type { SideListEntry } from './product/product-page';
export { formatSpecValue, hasSpecification, SPEC_COLUMNS, specColumns } from './product/spec-table';
export type { SpecColumn } from './product/spec-table';

// The plans (/AISubscription): the enabled plans, each card's period and what it offers for it.
export { EVERY_PLAN, PLAN_LIST, plans } from './plans/plan-list';
export { $chosenPlanPeriods, choosePlanPeriod, planPeriod } from './plans/period-choice';
export { planOffer } from './plans/plan-offer';
export type { PlanOffer, PlanPrice } from './plans/plan-offer';
export { addPlanToCart, buyPlanNow } from './plans/actions';

// Coin packs: their amount and name, and adding one to the cart.
export { addCoinPackToCart } from './coin-packs/add-to-cart';
export { coinPackTitle, formatCoinPackRdc } from './coin-packs/amount-text';

// The RDC balance.
export {
  $balance,
  $balanceError,
  $balanceLoading,
  $knownBalance,
  loadBalance,
  refreshBalance,
} from './wallet/store';

// Saved cards, adding a card (PayPal or Stripe) and the save-card rule.
export {
  $addCardView,
  $addingCard,
  addPaypalCard,
  addStripeCard,
  backToCardList,
  choosePaymentSystem,
  $paymentSystem,
  $paypalData,
  showAddCardForm,
  startPaypalSession,
  stopPaypalSession,
} from './cards/add-card';
export type { AddCardOptions, AddCardResult, PaymentSystem, VaultBillingAddress } from './cards/add-card';
export { configureStripe, $hostStripe } from './cards/host-stripe';
export type { StripePaymentMethodFactory } from './cards/host-stripe';
export { CARDS_PER_SLIDE, isDefaultCard, REQUIRED_FOR_SUBSCRIPTIONS } from './cards/rules';
export { $saveCardRequired } from './cards/save-card-required';
export {
  $cards,
  $cardsLoading,
  $defaultCard,
  deleteCard,
  $hasSavedCards,
  loadCards,
  makeCardDefault,
  selectCard,
  $selectedCard,
  $selectedCardId,
} from './cards/store';
export type { StripePaymentMethod } from './cards/stripe-payment-method';
export {
  EMPTY_PROVIDER_FIELDS,
  ProviderMessages,
  sandboxStripePaymentMethod,
  validateProviderCardFields,
} from './cards/stripe-vault';
export type { ProviderCardFields } from './cards/stripe-vault';
export { isUnsavedCard } from './cards/unsaved-card';
export type { ListedCard } from './cards/unsaved-card';
export { vaultBillingOf } from './cards/vault-billing';
export { cardBillingAddress } from './cards/card-billing';
export { realStripe, stripePaymentMethodOf } from './cards/stripe-choice';

// Billing, shipping and game address books; countries.
export type { AddressBook, AddressView, SaveResult, StoredAddress } from './addresses/address-book';
export {
  billingAddresses,
  $billingState,
  inGameAddresses,
  PICKUP_CARD_TEXT,
  pickupAddresses,
  shippingAddresses,
} from './addresses/by-kind';
export type { BillingState, GameAddressFormFields } from './addresses/by-kind';
export { countries, countryCode, countryName } from './addresses/countries';
export type { Country } from './addresses/countries';

// The buy-now modal.
export { $buyNowSummary } from './buy-now/summary';
export { $buyNowProduct, closeBuyNow, $isBuyNowOpen, openBuyNow, setBuyNowCurrency } from './buy-now/store';

// The basket's checkout: steps, additional currency, coupon, placing the order.
export { COIN_PACKS_PER_SLIDE } from './checkout/additional-currency';
export { COIN_PACK_SALE, coinPackFormerPrice } from './coin-packs/sale';
export type { AdditionalCurrencyLine } from './checkout/additional-currency';
export type { CheckoutStep } from './checkout/steps';
export {
  addAdditionalCurrencyPack,
  $additionalCurrency,
  $additionalCurrencyNeeded,
  $allowedSteps,
  $authBlockOpen,
  $checkoutStep,
  continueCheckout,
  $continueDisabled,
  continueToPayment,
  $currencyDropdownOpen,
  $deliveryStepDisabled,
  $deliveryTab,
  $inGameSubTab,
  lineNeedsTopUp,
  openAuthFromCheckout,
  openStep,
  $paymentMethodBlockVisible,
  removeAdditionalCurrencyPack,
  setDeliveryTab,
  setInGameSubTab,
  $showAuthBlock,
  startCheckout,
  toggleCurrencyDropdown,
  openTopUp,
  $orderSummary,
  $topUpLines,
} from './checkout/store';
export { $couponMessage, applyCoupon } from './checkout/coupon';
export { expectedCharge, orderSummary } from './checkout/order-summary';
export { paymentBody } from './checkout/payment-body';
export type { OrderLine, OrderSummary, OrderTopUp } from './checkout/order-summary';
export type { DeliveryTab, InGameSubTab } from './checkout/store';
export {
  $buyNowPlaceOrderDisabled,
  placeBuyNowOrder,
  placeOrder,
  $placeOrderDisabled,
} from './checkout/place-order';

// Paying by card and what a purchase bought.
export { pay, PRICE_CHANGED_TEXT } from './payment/pay';
export { $lastPurchase, $paymentState, resetPayment } from './payment/state';
export type { PaymentState } from './payment/state';
export { PURCHASE_MODAL_TITLE, PURCHASED_PER_SLIDE, purchasedProducts } from './payment/purchased';

// Orders: the player's payments, newest first and paged, each order's receipt, and support tickets.
export { lineDetailText, orderDateText, paidWithText } from './orders/order-text';
export type { Order, OrderLineView } from './orders/order';
export { $hasMoreOrders, loadOrders, $orders, ORDERS_PAGE_SIZE, showMoreOrders } from './orders/store';
export type { OrdersState } from './orders/store';
export { closeReceipt, openReceipt, $receipt } from './orders/receipt';
export type { ReceiptState } from './orders/receipt';
export { closeTicket, loadTickets, $tickets } from './orders/tickets';
export type { TicketsState, TicketView } from './orders/tickets';
export { PROBLEM_TEXT_MAX, problemTextError, reportProblem } from './orders/report-problem';
export type { ProblemReport } from './orders/report-problem';

// The reader's locale, and every amount, date, count and country name written for it.
export { DEFAULT_LOCALE, LOCALES, OFFERED_LOCALES, resolveLocale } from './locale/locale';
export type { Locale } from './locale/locale';
export {
  SITE_LOCALE_META,
  localePath,
  siteLocale,
  sitePath,
  splitLocalePath,
  switchLocalePath,
} from './locale/locale-path';
export { $catalogues, loadLocale, messageCatalogue } from './locale/catalogues';
export { formatCount, formatUnits } from './format/counts';
export { formatDay, formatMoment, formatShortDay, monthNames } from './format/dates';
export { FORMATS_WARM_UP_WORKER_SCRIPT } from './format/formats-warm-up';
export { formatMoney, machineAmount, moneyParts, prepareMoneyFormat } from './format/money';
export { formatRegion } from './format/region';
export type { DateOptions } from './format/dates';
export type { MoneyOptions, MoneyParts } from './format/money';

// Amounts in minor units.
export { toMajor, toMinor } from './money/money';

// Birthday fields.
export { birthdayDays, birthdayMonths, birthdayYears } from './dates/birthday';

// Pages and slides of a list.
export { pageCount, pageOf } from './pagination/page';
export { toSlides } from './pagination/slides';

// The marketplace: tabs, the list position in the address, the manufactory's filter, views, tree,
// breadcrumbs and cards, the all view's layout, the subscriptions tab.
export {
  DEFAULT_MARKETPLACE_TAB,
  MARKETPLACE_NAVIGATION,
  MARKETPLACE_TABS,
  marketplaceHref,
  marketplaceViewOfPath,
  matchMarketplaceView,
  readMarketplaceAddress,
} from './marketplace/tabs';
export type { MarketplaceAddress, MarketplaceTab, MarketplaceView } from './marketplace/tabs';
export {
  clampPage,
  listPositionQuery,
  pageRequest,
  PER_PAGE,
  readListPosition,
  withListPosition,
  withPerPage,
} from './marketplace/list-address';
export type { ListPosition, PerPageRule } from './marketplace/list-address';
export {
  ALL_CATEGORIES,
  decodeManufactoryFilter,
  DEFAULT_MANUFACTORY_FILTER,
  encodeManufactoryFilter,
} from './marketplace/manufactory-filter';
export type { DecodedFilter, ManufactoryFilter } from './marketplace/manufactory-filter';
export {
  MANUFACTORY_TABS,
  MANUFACTORY_VIEWS,
  manufactoryHref,
  matchManufactoryView,
  manufactoryViewSegment,
} from './marketplace/manufactory-views';
export type { ManufactoryView } from './marketplace/manufactory-views';
export {
  ancestorPaths,
  buildCategoryTree,
  categoryPath,
  pathSegments,
  splitCategoryPath,
  toggleNode,
  TREE_SCROLL_STEP_PX,
} from './marketplace/category-tree';
export type { CategoryNode } from './marketplace/category-tree';
export {
  ALL_VIEW_KEYS,
  CATEGORY_TREE_KEY,
  categoryViewKey,
  manufacturerOf,
  manufacturersKey,
  NOT_FOUND_HREF,
  ownerOf,
  productViewKeys,
  readManufactoryAddress,
} from './marketplace/manufactory-page';
export type { ItemsKey, ManufactoryAddress } from './marketplace/manufactory-page';
export { categoryTitles, manufactoryBreadcrumbs } from './marketplace/breadcrumbs';
export type { Crumb } from './marketplace/breadcrumbs';
export { categoryHref, manufacturerHref, manufacturerImage } from './marketplace/cards';
export { isTagChosen, readTagFilter, toggleTag, withTagFilter } from './marketplace/tag-filter';
export { allViewColumns, interleave } from './marketplace/layout';
export {
  SUBSCRIPTION_CHUNK,
  SUBSCRIPTION_SLOTS_BY_WIDTH,
  subscriptionChunks,
} from './marketplace/subscriptions';
export { LIST_STATES, RESPONSE_IS_EMPTY } from './marketplace/list-states';
export type { CatalogueList, ListEmpty, ListFailure, ListStateRule } from './marketplace/list-states';

// The catalogue: the marketplace's lists as keyed fetcher stores, with the spec's request rules.
export { catalogue, SEARCH_DEBOUNCE_MS, SEARCH_LIMIT } from './catalogue/stores';
export { limitedOffersRequest } from './catalogue/limited-offers';
export { EVERY_COIN_PACK, lotCatalogue } from './catalogue/lot-stores';
export {
  adoptPageAnswer,
  loadManufactoryAnswers,
  loadCoinPacksAnswer,
  loadPageAnswer,
  loadPeriodsAnswer,
  loadPlansAnswer,
  lotPageAnswer,
  pageAnswerImage,
  pageAnswerState,
  pageAnswerText,
} from './catalogue/page-answers';
export type { LotPageAnswer, PageAnswer, PageAnswerList } from './catalogue/page-answers';
export type { PageKey, ProductKey } from './catalogue/lot-stores';
export { keyedQuery, keyText } from './cache/keyed-query';
export type { KeyedQuery, QueryState } from './cache/keyed-query';
export { REQUEST_RULES } from './catalogue/request-rules';
export type { RequestRule } from './catalogue/request-rules';
export { createSearchBox, searchText } from './catalogue/search-box';
export type { SearchBox, SearchResults } from './catalogue/search-box';
export {
  createLotSearchBox,
  FOUND_LOT_KIND_TITLES,
  foundLotPriceText,
  headerSearchFinds,
  LOT_SEARCH_MIN_LENGTH_TEXT,
  LOT_SEARCH_PAGE_SIZE,
  lotSearch,
  readSearchPage,
  searchPageHref,
} from './catalogue/search-lots';
export type { FoundLot, FoundLotKind, FoundLots } from './catalogue/search-lots';

// Articles and their paragraphs.
export { ARTICLE_IDS, articleSections } from './content/article';
export type { ArticleSection } from './content/article';
export { textParagraphs } from './content/paragraphs';
// Content: news cards, comments, the home preview slider, the timeline and the creators sign-up.
export { loadNews, NEWS_LIMIT, newsCards } from './content/news';
export { commentCount, commentTree } from './content/comment-tree';
export type { CommentView } from './content/comment-tree';
export { createPostComments } from './content/post-comments';
export type { CommentsStatus, PostComments, SendCommentResult } from './content/post-comments';
export { createSlideshow, orderedSlides, slideDelayMs, VIDEO_PAUSE_AFTER_MS } from './content/slideshow';
export type { Slideshow, SlideshowOptions } from './content/slideshow';
export { timelineCards } from './content/timeline';
export { creatorsPageData } from './content/creators-page';
export { timelinePage } from './content/timeline-page';
export type { TimelineBigBlock, TimelinePage } from './content/timeline-page';
export type { CreatorCard, FaqQuestion } from './content/creators-page';
export type { TimelineCard } from './content/timeline';
export { birthDateToday, composeBirthDate, isRealDate } from './content/creator-birth-date';
export type { BirthDateParts } from './content/creator-birth-date';
export {
  CREATOR_SIGN_UP_FAILED,
  creatorSignUpState,
  initialCreatorSignUpValues,
  NO_SUCH_DATE,
  signUpCreator,
  validateCreatorSignUp,
} from './content/creator-sign-up';
export type { CreatorSignUpErrors, CreatorSignUpValues } from './content/creator-sign-up';

// What a page of the site shows (its subject).
export { failedSubjectKind, loadPageSubject, pageStatus, routeId } from './pages/subject';
export type { PageSubject } from './pages/subject';

// The entities a page handles most (the full set of schemas: @rdc/core/schemas).
export {
  CartProductSchema,
  ENABLED_ONLY,
  LOT_TYPES,
  LotSchema,
  PurchaseResultSchema,
  SavedCardSchema,
} from './schemas';
export type {
  CartProduct,
  CoinPack,
  Currency,
  Lot,
  LotType,
  PaymentAnswer,
  Post,
  PurchaseResult,
  SavedCard,
} from './schemas';
