// @vitest-environment jsdom
import { $authModal, closeAuthModal } from '@rdc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe("the frame's behaviour starts once the whole page is parsed", () => {
  afterEach(() => closeAuthModal());

  it('run while the page is still being parsed (an island in the header imported it), Register Now below the header still opens the register form', async () => {
    // The parser has reached the header: the rest of the page is not there yet.
    let readyState: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    document.body.innerHTML = '<header class="site-header"></header>';
    await import('../src/frame/frame');

    // The parser goes on: the main content arrives, then the page is parsed.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<main><section data-visitors-only><button type="button" data-open-auth="register">Register Now</button></section></main>',
    );
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));

    // The frame starts its behaviours a task each: a press once they have started (the page's
    // inline script makes an earlier press again then, e2e/first-paint.spec.ts).
    const registerNow = document.querySelector<HTMLButtonElement>('[data-open-auth="register"]')!;
    await vi.waitFor(() => {
      registerNow.click();
      expect($authModal.get()).toBe('register');
    });
  });
});
