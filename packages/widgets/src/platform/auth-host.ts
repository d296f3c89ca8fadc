import { $authModal, openAuthModal } from '@rdc/core';
import { isServed } from './request-servers';

// Read through their global keys, as ui/useSurface.ts and this module's other copies (a second
// bundle on the page) share them: which widgets claim the auth surface, and whether a runtime
// already watches the page.
const SURFACES = Symbol.for('rdc.widgets.surfaces');
const WATCHING = Symbol.for('rdc.widgets.auth-host');

type PageGlobals = { [SURFACES]?: { claims: Map<string, unknown[]> }; [WATCHING]?: true };
const page = globalThis as PageGlobals;

/** Whether something on the page draws the sign-in modal: a widget that claims it, or an <rdc-auth> still loading. */
function authIsDrawn(): boolean {
  return (page[SURFACES]?.claims.get('auth')?.length ?? 0) > 0 || document.querySelector('rdc-auth') !== null;
}

/** Adds the one <rdc-auth> the page lacks; the autoloader (or the npm build's definitions) brings it to life. */
function mountAuthHost(): void {
  if (!authIsDrawn()) document.body.append(document.createElement('rdc-auth'));
}

/**
 * Sign-in without the partner adding `<rdc-auth>`: when any widget opens the sign-in modal (the
 * user menu, the orders, comments...) or the host page sends `rdc-open-auth`, and no widget on the
 * page draws it, an `<rdc-auth>` is added to the body. Once per page, however many runtimes load.
 */
export function watchAuthRequests(): void {
  if (page[WATCHING] || typeof document === 'undefined') return;
  page[WATCHING] = true;
  $authModal.listen((view) => {
    if (view !== null) mountAuthHost();
  });
  // With a widget serving the request, that widget opens the modal (document-requests.ts). Else
  // the request opens it here, unless a later listener cancels it (the host then handles it): the
  // widget that draws it shows it once it has mounted (a widget that has claimed the modal but not
  // yet mounted its listener, an <rdc-auth> still loading), or the runtime adds an <rdc-auth>.
  document.addEventListener('rdc-open-auth', (event) => {
    if (isServed('rdc-open-auth')) return;
    queueMicrotask(() => {
      if (!event.defaultPrevented)
        openAuthModal(
          (event as CustomEvent<{ category?: string } | null>).detail?.category === 'register'
            ? 'register'
            : 'login',
        );
    });
  });
}
