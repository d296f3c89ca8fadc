import { describe, expect, it } from 'vitest';
import { currentUrl, navigate, removeQueryParam } from './host';

describe('navigation host without a window (Node, server rendering)', () => {
  it('reads a placeholder address and navigating does nothing', () => {
    expect(currentUrl().href).toBe('http://localhost/');
    expect(() => navigate('/basket')).not.toThrow();
    expect(() => removeQueryParam('code')).not.toThrow();
  });
});
