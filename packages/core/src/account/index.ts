export * from './flow';
export * from './login';
export * from './register';
export * from './recovery';
export * from './restore';
export * from './verify';
export * from './password-change';
export * from './settings';
