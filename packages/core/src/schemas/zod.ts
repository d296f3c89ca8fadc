/**
 * The one zod entry point of core. Jitless mode makes zod validate without
 * `new Function`, so the client runs under a Content-Security-Policy without
 * 'unsafe-eval'. Every schema file imports `z` from here, so the setting is
 * applied before any schema is built. package.json lists this module under
 * `sideEffects`: a bundler would otherwise trace the re-export straight to zod
 * and drop the module, and the setting with it.
 */
import * as z from 'zod';

z.config({ jitless: true });

export { z };
