import { switchAuthView } from '@rdc/core';
import type { ReactNode } from 'react';

/** The link under a sign-in form to another of its views ("a Register Now link that switches to the register category"). */
export function AuthSwitch({
  to,
  lead,
  children,
}: {
  to: 'login' | 'register';
  lead?: string;
  children: ReactNode;
}) {
  return (
    <p className="auth-form__switch">
      {lead && <>{lead} </>}
      <button type="button" className="link-button" onClick={() => switchAuthView(to)}>
        {children}
      </button>
    </p>
  );
}
