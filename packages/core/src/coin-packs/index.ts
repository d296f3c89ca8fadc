export * from './amount';
export * from './add-to-cart';
export * from './load';
