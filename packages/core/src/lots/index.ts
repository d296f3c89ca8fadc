export * from './product-lots';
export * from './package-items';
