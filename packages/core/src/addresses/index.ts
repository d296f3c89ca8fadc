export * from './book';
export * from './books';
