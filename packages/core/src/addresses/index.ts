export * from './address-book';
export * from './by-kind';
export * from './countries';
