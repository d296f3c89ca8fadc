import { getApiBase, resetConfig } from '@rdc/core';
import { afterAll, describe, expect, it } from 'vitest';
import { defineWidget } from './define';
import { configure, pageRegistry } from './registry';

afterAll(() => resetConfig());

function Empty() {
  return null;
}

describe('configure() and the page registry', () => {
  it('options given before any widget loaded reach core when the first widget starts, and later ones at once', () => {
    resetConfig();
    configure({ apiBase: 'https://store.example/api/v1' });
    // No widget yet: nothing has told core.
    expect(getApiBase()).toBe('/api/v1');
    defineWidget({ tag: 'rdc-config-probe', component: Empty, styles: [], props: {} });
    document.body.append(document.createElement('rdc-config-probe'));
    expect(getApiBase()).toBe('https://store.example/api/v1');
    configure({ apiBase: 'https://other.example/api/v1' });
    expect(getApiBase()).toBe('https://other.example/api/v1');
  });

  it('is one registry per page: whoever asks first makes it, later copies get the same one', () => {
    const first = pageRegistry('copy-1');
    const second = pageRegistry('copy-2');
    expect(second).toBe(first);
    expect(second.owner).not.toBe('copy-2');
  });
});
