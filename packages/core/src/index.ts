export * from './api/server-codes';
export * from './schemas';
export * from './api';
export * from './session';
export * from './config';
export * from './api/api';
export * from './api/domains';
