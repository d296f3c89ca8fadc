import { openAuthFromCheckout } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface AuthBlockProps {
  /** What the visitor is asked to sign in for. */
  prompt: string;
  /** Names the block as a region (the basket's); the buy-now dialog around it names it already. */
  label?: string;
}

/**
 * "Logged out: it opens the authentication block (sign-in, switchable to registration) instead":
 * the basket's Continue and the buy-now modal both ask a visitor to sign in with it.
 */
export function AuthBlock({ prompt, label }: AuthBlockProps) {
  const locale = useLocale();
  return (
    <div className="auth-block" part="auth-block" {...(label ? { role: 'region', 'aria-label': label } : {})}>
      <p>{prompt}</p>
      <button type="button" className="rdc-button" onClick={() => openAuthFromCheckout('login')}>
        {m.auth_sign_in(locale)}
      </button>
      <button
        type="button"
        className="rdc-button rdc-button--ghost"
        onClick={() => openAuthFromCheckout('register')}
      >
        {m.auth_register_now(locale)}
      </button>
    </div>
  );
}
