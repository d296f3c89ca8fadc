export * from './host';
