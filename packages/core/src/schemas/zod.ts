/**
 * The one zod entry point of core. Jitless mode makes zod validate without
 * `new Function`, so the client runs under a Content-Security-Policy without
 * 'unsafe-eval'. Every schema file imports `z` from here, so the setting is
 * applied before any schema is built.
 */
import * as zod from 'zod';

zod.config({ jitless: true });

// An alias owned by this module, not a re-export of 'zod': a bundler that trusts
// `sideEffects: false` traces a plain re-export straight to zod and drops this
// module, and the jitless setting with it.
export import z = zod;
