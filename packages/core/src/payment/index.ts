export * from './idempotency';
export * from './machine';
export * from './products';
export * from './purchased';
