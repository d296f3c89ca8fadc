// The zod schemas of every entity and payload of the spec, and their inferred types.
export * from './zod';
export * from './common';
export * from './limits';
export * from './auth';
export * from './account';
export * from './settings';
export * from './wallet';
export * from './lot';
export * from './market';
export * from './cart';
export * from './payment';
export * from './address';
export * from './content';
export * from './link';
export * from './entity-url';
export * from './referral';
export * from './admin';
