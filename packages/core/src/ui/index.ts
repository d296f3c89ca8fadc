export * from './modals';
export * from './confirmation';
export * from './notifications';
export * from './error-text';
export * from './slides';
