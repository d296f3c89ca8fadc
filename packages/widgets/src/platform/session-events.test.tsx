// rdc-login and rdc-logout as a host page hears them on `document`: with the user menu and the
// auth widget both on the page, and when the session ends without Log Out being pressed.
import { $authModal, $isLoggedIn, getApi, logout } from '@rdc/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Auth } from '../auth/Auth';
import { resetAuthAddressRead } from '../auth/AuthDialogs';
import { listen } from '../../test/events';
import { logIn, withScriptedApi } from '../../test/with-scripted-api';
import { renderHosted } from '../../test/render-hosted';
import { UserMenu } from '../user-menu/UserMenu';
import { defineWidget } from './define';
import { loadWidgetOf } from '../widgets';

const harness = withScriptedApi();
afterEach(() => {
  $authModal.set(null);
  resetAuthAddressRead();
});

function bothOnThePage() {
  renderHosted(<UserMenu />);
  renderHosted(<Auth />);
}

/** An API call the server refuses with an invalid signature: the client ends the session itself. */
async function sessionRefusedByTheServer() {
  harness.server.on('GET /wallet/balance', { status: 401, body: { message: 'signature is invalid' } });
  await act(() =>
    getApi()
      .wallet.balance()
      .catch(() => undefined),
  );
}

describe('rdc-login once per login per page', () => {
  it('with the user menu and the auth widget on one page, a login dispatches rdc-login once', async () => {
    const logins = listen<{ alias: string; userId: number }>('rdc-login');
    bothOnThePage();
    act(() => logIn('Vega', 9));
    await screen.findByRole('button', { name: /Vega/ });
    act(() => logout());
    act(() => logIn('Vega', 9));
    await screen.findByRole('button', { name: /Vega/ });
    logins.stop();
    // Two logins, each heard once.
    expect(logins.events.map((event) => event.detail)).toEqual([
      { alias: 'Vega', userId: 9 },
      { alias: 'Vega', userId: 9 },
    ]);
  });

  it('as custom elements too: <rdc-user-menu> and <rdc-auth> on one page give one rdc-login', async () => {
    defineWidget(await loadWidgetOf('rdc-user-menu'));
    defineWidget(await loadWidgetOf('rdc-auth'));
    document.body.innerHTML = '<rdc-user-menu></rdc-user-menu><rdc-auth></rdc-auth>';
    const menu = document.querySelector('rdc-user-menu') as HTMLElement;
    await waitFor(() => expect(menu.shadowRoot?.querySelector('[part="sign-in"]')).not.toBeNull());
    const logins = listen('rdc-login');
    act(() => logIn('Orion'));
    await waitFor(() => expect(menu.shadowRoot?.querySelector('[part="trigger"]')).not.toBeNull());
    // Every render and effect React still has pending runs inside act: a second announcement, from
    // either widget, would be dispatched by now.
    await act(async () => {});
    logins.stop();
    expect(logins.events).toHaveLength(1);
    document.body.innerHTML = '';
  });

  it('Log Out with both on the page: one rdc-logout, reason user', async () => {
    logIn('Orion');
    const logouts = listen<{ reason: string }>('rdc-logout');
    bothOnThePage();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Orion/ }).parentElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    // Log Out goes to the home page once the server has ended the session: waited for here, so the
    // move is not counted in the next test, whose session ends without it.
    await waitFor(() => expect(harness.navigations).toEqual(['/']));
    logouts.stop();
    expect(logouts.events.map((event) => event.detail)).toEqual([{ reason: 'user' }]);
  });
});

describe("rdc-logout reason 'expired': the session ends without Log Out being pressed", () => {
  it('the user menu, which shows the session, dispatches rdc-logout { reason: "expired" } from its element', async () => {
    logIn('Orion');
    const logouts = listen<{ reason: string }>('rdc-logout');
    const { host } = renderHosted(<UserMenu />);
    await sessionRefusedByTheServer();
    await screen.findByRole('button', { name: 'Sign In' });
    logouts.stop();
    expect($isLoggedIn.get()).toBe(false);
    expect(logouts.events.map((event) => event.detail)).toEqual([{ reason: 'expired' }]);
    expect(logouts.events[0]?.target).toBe(host);
    // Nobody pressed Log Out: the page stays where it is.
    expect(harness.navigations).toEqual([]);
  });

  it('with the auth widget on the page too, still once', async () => {
    logIn('Orion');
    const logouts = listen<{ reason: string }>('rdc-logout');
    bothOnThePage();
    await sessionRefusedByTheServer();
    await screen.findByRole('button', { name: 'Sign In' });
    logouts.stop();
    expect(logouts.events.map((event) => event.detail)).toEqual([{ reason: 'expired' }]);
  });
});
