export * from './steps';
export * from './additional-currency';
export * from './store';
