import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HostContext } from '../src/platform/events';

/**
 * Renders a widget as its element does, with a host element that its rdc-* events are dispatched
 * on (they bubble to `document`), but in the light DOM where Testing Library's queries reach.
 */
export function renderHosted(ui: ReactElement) {
  const host = document.createElement('div');
  host.dataset.testHost = '';
  document.body.append(host);
  const result = render(<HostContext value={host}>{ui}</HostContext>);
  return { ...result, host };
}
