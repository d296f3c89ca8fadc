export * from './api/server-codes';
