import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeErrorModal, errorModalText } from '../overlays/modals';
import { newIdempotencyKey } from './idempotency';
import { pay } from './pay';
import { $paymentState, resetPayment } from './state';

afterEach(() => {
  closeErrorModal();
  resetPayment();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment machine', () => {
  it('a payment that is not valid is refused before any request: failure and "Payment execution error"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(pay({ token_id: '', payment: 'stripe', product: [] })).resolves.toBeNull();
    expect($paymentState.get()).toBe('failure');
    expect(errorModalText('en')).toBe('Payment execution error');
    resetPayment();
    expect($paymentState.get()).toBe('idle');
  });

  it('makes a key without randomUUID (older web views)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(newIdempotencyKey()).toBe('ab'.repeat(16));
  });
});
