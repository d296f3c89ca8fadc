import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_ANCESTORS, securityHeaders } from './security-headers';

const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'";
const options = { policy, embedAncestors: DEFAULT_EMBED_ANCESTORS, https: false };

describe('the security headers of a served site', () => {
  it("every page: the site's strict policy, framed by nobody, nosniff and the referrer policy", () => {
    expect(securityHeaders('/basket', options)).toEqual({
      'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('/embed/* pages may be framed by the pages a game or partner shows them in, and only those', () => {
    const headers = securityHeaders('/embed/basket', {
      ...options,
      embedAncestors: ["'self'", 'https://game.example'],
    });
    expect(headers['Content-Security-Policy']).toBe(`${policy}; frame-ancestors 'self' https://game.example`);
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders('/embedded', options)['Content-Security-Policy']).toMatch(
      /frame-ancestors 'none'$/,
    );
  });

  it('HSTS only where served over HTTPS', () => {
    expect(securityHeaders('/', options)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('/', { ...options, https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('a script, a stylesheet, a font or a picture carries the headers that act on it: nosniff and the referrer policy, HSTS over HTTPS', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'text/css',
      'font/woff2',
      'image/png',
      'application/json',
    ]) {
      expect(securityHeaders('/_astro/frame.Ab12.js', options, type), type).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      expect(
        securityHeaders('/_astro/frame.Ab12.js', { ...options, https: true }, type)[
          'Strict-Transport-Security'
        ],
      ).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('what a browser can open as a document of its own keeps the policy and the framing rules: HTML, SVG, XML, or no type at all', () => {
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xml', null]) {
      const headers = securityHeaders('/favicon.svg', options, type);
      expect(headers['Content-Security-Policy'], String(type)).toBe(`${policy}; frame-ancestors 'none'`);
      expect(headers['X-Frame-Options'], String(type)).toBe('DENY');
    }
  });

  it('a build that declares no policy (Storybook) gets the other headers only', () => {
    const headers = securityHeaders('/iframe.html', { ...options, policy: null });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('CSP violations are reported to the sandbox', () => {
  it('"add report-to with an endpoint in the sandbox": report-to names the Reporting-Endpoints entry, report-uri the same address; frame-ancestors stays last', () => {
    const reportEndpoint = 'http://127.0.0.1:4321/api/v1/csp-report';
    const headers = securityHeaders('/basket', { ...options, reportEndpoint });
    expect(headers['Content-Security-Policy']).toBe(
      `${policy}; report-uri ${reportEndpoint}; report-to rdc-csp; frame-ancestors 'none'`,
    );
    expect(headers['Reporting-Endpoints']).toBe(`rdc-csp="${reportEndpoint}"`);
  });
});
