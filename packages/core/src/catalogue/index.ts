export * from './request-rules';
export * from './query';
export * from './stores';
