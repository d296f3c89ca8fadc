export * from './page';
export * from './slides';
