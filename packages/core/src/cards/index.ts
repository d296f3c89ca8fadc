export * from './rules';
export * from './store';
export * from './add-card';
export * from './vault-billing';
export * from './stripe-vault';
export * from './host-stripe';
export * from './unsaved-card';
export * from './stripe-payment-method';
