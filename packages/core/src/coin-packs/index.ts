export * from './amount';
export * from './add-to-cart';
