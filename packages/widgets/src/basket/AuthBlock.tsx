import { openAuthFromCheckout } from '@rdc/core';

/** "Logged out: it opens the authentication block (sign-in, switchable to registration) instead." */
export function AuthBlock() {
  return (
    <div className="auth-block" part="auth-block" role="region" aria-label="Sign in to continue">
      <p>Sign in or register to continue with your order.</p>
      <button type="button" className="rdc-button" onClick={() => openAuthFromCheckout('login')}>
        Sing In
      </button>
      <button type="button" className="rdc-button rdc-button--ghost" onClick={() => openAuthFromCheckout('register')}>
        Register Now
      </button>
    </div>
  );
}
