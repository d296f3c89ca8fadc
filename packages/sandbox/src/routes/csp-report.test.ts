// "The CSP has no reporting endpoint, so a violation in production is never seen: add report-to
// with an endpoint in the sandbox that logs reports (bounded size and rate)."
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CSP_REPORT_MAX_BYTES } from './csp-report';

describe('the CSP report endpoint', async () => {
  const lines: string[] = [];
  let now = Date.UTC(2030, 0, 1);
  const app = await createApp({ log: (line) => lines.push(line), now: () => new Date(now) });
  afterAll(() => app.close());
  const report = (body: string, type = 'application/reports+json', address = '10.3.0.1') =>
    Promise.resolve(
      app.fetch(
        new Request('http://sandbox.test/api/v1/csp-report', {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }),
        {
          incoming: { socket: { remoteAddress: address } },
        },
      ),
    );
  const violations = () => lines.filter((line) => line.startsWith('csp violation'));

  it('logs a Reporting API report (report-to) and a report-uri one, one line each', async () => {
    const reportTo = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://127.0.0.1:4321/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'https://evil.example/x.js',
        },
      },
    ];
    expect((await report(JSON.stringify(reportTo))).status).toBe(204);
    const reportUri = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:4321/basket',
        'violated-directive': 'style-src',
        'blocked-uri': 'inline',
      },
    };
    expect((await report(JSON.stringify(reportUri), 'application/csp-report')).status).toBe(204);
    expect(violations()).toEqual([
      'csp violation: script-src-elem blocked https://evil.example/x.js on http://127.0.0.1:4321/',
      'csp violation: style-src blocked inline on http://127.0.0.1:4321/basket',
    ]);
  });

  it(`refuses a report over ${CSP_REPORT_MAX_BYTES} bytes unread (413), and logs nothing for it`, async () => {
    const before = violations().length;
    const huge = JSON.stringify([{ body: { blockedURL: 'x'.repeat(CSP_REPORT_MAX_BYTES) } }]);
    expect((await report(huge, 'application/reports+json', '10.3.0.2')).status).toBe(413);
    expect(violations()).toHaveLength(before);
  });

  it('logs 20 reports a minute per address, then answers 429 and logs no more', async () => {
    const one = JSON.stringify([
      { body: { documentURL: '/', effectiveDirective: 'img-src', blockedURL: 'data' } },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push((await report(one, 'application/reports+json', '10.3.0.3')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(204));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    now += 61_000;
    expect((await report(one, 'application/reports+json', '10.3.0.3')).status).toBe(204);
  });
});
