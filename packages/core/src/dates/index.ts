export * from './birthday';
export * from './add-months';
