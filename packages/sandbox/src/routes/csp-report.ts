// Where browsers send the site's Content-Security-Policy violations (the policy's report-to and
// report-uri name it), so a violation in production is seen in the log. A report is small: a body
// past CSP_REPORT_MAX_BYTES is refused unread, and each address has a few reports a minute before
// the rest are dropped, so the endpoint can neither fill the log nor the memory.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { SandboxEnv } from '../env';
import { clientAddress } from '../http/client-address';
import { tooManyAttempts } from '../http/problem';

export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_MAX_BYTES = 8 * 1024;

export const cspReportRoutes = new Hono<SandboxEnv>();

/** The fields a log line names, from either format: Reporting API (`body`) or report-uri (`csp-report`). */
const ViolationSchema = z.looseObject({
  documentURL: z.string().optional(),
  'document-uri': z.string().optional(),
  effectiveDirective: z.string().optional(),
  'effective-directive': z.string().optional(),
  'violated-directive': z.string().optional(),
  blockedURL: z.string().optional(),
  'blocked-uri': z.string().optional(),
});

function violationsOf(value: unknown): z.infer<typeof ViolationSchema>[] {
  const reports = Array.isArray(value) ? value : [value];
  return reports.flatMap((report) => {
    const inner =
      (report as { body?: unknown; 'csp-report'?: unknown } | null)?.body ??
      (report as { 'csp-report'?: unknown } | null)?.['csp-report'];
    const parsed = ViolationSchema.safeParse(inner);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A field as logged: printable, one line, short. */
const clip = (text: string | undefined) => (text ?? '?').replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

const TOO_LARGE = { code: 1000, message: `a report is at most ${CSP_REPORT_MAX_BYTES} bytes` };

cspReportRoutes.post(
  CSP_REPORT_PATH,
  bodyLimit({ maxSize: CSP_REPORT_MAX_BYTES, onError: (c) => c.json(TOO_LARGE, 413) }),
  async (c) => {
    const ctx = c.var.sandbox;
    const address = clientAddress(c);
    const wait = ctx.throttles.cspReportAddress.waitFor(address);
    if (wait > 0) throw tooManyAttempts(wait);
    ctx.throttles.cspReportAddress.count([address]);
    const text = await c.req.text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return c.json({ code: 1000, message: 'a report is JSON' }, 400);
    }
    const violations = violationsOf(value).slice(0, 10);
    for (const v of violations) {
      ctx.log(
        `csp violation: ${clip(v.effectiveDirective ?? v['effective-directive'] ?? v['violated-directive'])} blocked ${clip(v.blockedURL ?? v['blocked-uri'])} on ${clip(v.documentURL ?? v['document-uri'])}`,
      );
    }
    return c.body(null, 204);
  },
);
