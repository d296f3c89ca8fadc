export * from './modals';
export * from './confirmation';
export * from './notifications';
