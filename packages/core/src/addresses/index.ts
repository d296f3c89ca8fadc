export * from './book';
export * from './books';
export * from './countries';
