export { createApp, BASE_PATH } from './app';
export type { SandboxApp, SandboxOptions } from './app';
export type { FaultRule } from './faults/rules';
export { MALFORMED_BODY } from './faults/inject';
export { DEMO_ACCOUNTS } from './seed/accounts';
export { startSiteServer, withStaticSite } from './static-site';
