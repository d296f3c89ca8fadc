import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl } from './safe-link';

describe('a safe link: http(s), mailto or a path on the site', () => {
  it.each([
    'https://example.com/x',
    'HTTP://example.com',
    'mailto:pilots@rdc.test',
    '/marketplace',
    'articles/39',
    './x',
    '?tab=2',
    '#FAQ',
    '//cdn.example/x',
  ])('takes %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '\u0000javascript:x',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});
