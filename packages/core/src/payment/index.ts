export * from './idempotency';
export * from './pay';
export * from './products';
export * from './purchased';
