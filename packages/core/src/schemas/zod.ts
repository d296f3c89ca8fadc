/**
 * The one zod entry point of core. Jitless mode makes zod validate without
 * `new Function`, so the client runs under a Content-Security-Policy without
 * 'unsafe-eval'. Every schema file imports `z` from here, so the setting is
 * applied before any schema is built.
 */
import * as z from 'zod';

z.config({ jitless: true });

export { z };
