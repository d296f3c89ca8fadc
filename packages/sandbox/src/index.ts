export { createApp } from './app';
export type { SandboxOptions } from './app';
