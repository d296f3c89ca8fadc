export * from './messages';
export * from './rules';
export * from './account-forms';
export * from './card-form';
export * from './address-forms';
export * from './luhn';
