/**
 * The one zod entry point of core. It is zod/mini: functions instead of method
 * chains, so a bundle keeps only the parts core uses (classic zod cost the
 * partner runtime about 90 kB raw). Jitless mode makes zod validate without
 * `new Function`, so the client runs under a Content-Security-Policy without
 * 'unsafe-eval'. Every schema file imports `z` from here, so the setting is
 * applied before any schema is built. package.json lists this module under
 * `sideEffects`: a bundler would otherwise trace the re-export straight to zod
 * and drop the module, and the setting with it.
 */
import * as z from 'zod/mini';
import { englishIssueMessage } from './error-map';

// zod/mini ships no messages ("Invalid input" for everything); our small English map keeps the
// texts classic zod gave, which reach callers in ApiError messages (see error-map.ts).
z.config({ jitless: true, localeError: englishIssueMessage });

export { z };
