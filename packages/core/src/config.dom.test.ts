// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_META, configure, getApiBase, getClient, resetConfig } from './config';

afterEach(() => {
  resetConfig();
  document.head.innerHTML = '';
});

function addMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = content;
  document.head.append(meta);
}

describe('API base from the page (DESIGN: "a partner sets the API base once per page ... a <meta>")', () => {
  it('reads <meta name="rdc:api-base">', () => {
    addMeta('https://api.partner.example/api/v1');

    expect(getApiBase()).toBe('https://api.partner.example/api/v1');
    expect(getClient().baseUrl).toBe('https://api.partner.example/api/v1');
  });

  it('ignores an empty meta tag', () => {
    addMeta('  ');

    expect(getApiBase()).toBe('/api/v1');
  });

  it('configure() wins over the meta tag', () => {
    addMeta('https://api.partner.example/api/v1');
    configure({ apiBase: 'https://other.example/api/v1' });

    expect(getApiBase()).toBe('https://other.example/api/v1');
  });
});
