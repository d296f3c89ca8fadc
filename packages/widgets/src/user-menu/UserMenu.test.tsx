import { $authModal, $isLoggedIn, $profile, login } from '@rdc/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../platform/define';
import { createReactWidget } from '../platform/react-widget';
import { loadWidgetOf } from '../widgets';
import { listen } from '../../test/events';
import { holdAnswers, withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import { UserMenu } from './UserMenu';

const harness = withSandbox();
const logInAsDemo = () => login({ alias: 'demo', password: 'demo1234' }, 'en');

beforeEach(() => {
  $authModal.set(null);
});
afterEach(() => $authModal.set(null));

describe('<rdc-user-menu> (marketplace-content.md §2.7, §6)', () => {
  it('a visitor sees "Sign In", which opens the auth modal on the login view and emits rdc-open-auth', async () => {
    const opened = listen('rdc-open-auth');
    renderHosted(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    opened.stop();
    expect($authModal.get()).toBe('login');
    expect(opened.events.map((event) => event.detail)).toEqual([{ category: 'auth' }]);
  });

  it('a host that cancels rdc-open-auth opens its own sign-in instead of the auth widget', async () => {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('rdc-open-auth', cancel);
    renderHosted(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    document.removeEventListener('rdc-open-auth', cancel);
    expect($authModal.get()).toBeNull();
  });

  it('logged in: the alias and a mini avatar; the popup opens on hover with avatar, alias, balance (RDC), Settings and orders links', async () => {
    await logInAsDemo();
    render(<UserMenu />);
    const trigger = screen.getByRole('button', { name: /demo/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // marketplace-content.md §2.1: /settings is "linked from both the orders link and the settings link"; the orders link lands on its Orders section.
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/settings#orders');
    // "Balance is fetched only when logged in"; "balance shown with 2 decimals" (the wallet answers
    // in minor units: demo's 100000 is RDC 1,000.00).
    expect(await screen.findByText('RDC 1,000.00')).toBeVisible();
    expect(harness.calls).toContain('GET /wallet/balance');
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it("a signed-in player's balance shows no amount (no RDC 0.00) until it answers, then theirs", async () => {
    const release = holdAnswers(harness, '/wallet/balance');
    await logInAsDemo();
    render(<UserMenu />);
    const trigger = screen.getByRole('button', { name: /demo/ });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    await waitFor(() => expect(harness.calls).toContain('GET /wallet/balance'));
    const balance = document.querySelector('[part="balance"]') as HTMLElement;
    expect(balance).toHaveTextContent(/^Balance: …$/);
    expect(balance).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/RDC\s0\.00/)).toBeNull();
    release();
    expect(await screen.findByText('RDC 1,000.00')).toBeVisible();
    expect(balance).toHaveAttribute('aria-busy', 'false');
  });

  it('on the site, the popup opens on hover also when the pointer comes straight from another widget (another React root)', async () => {
    await logInAsDemo();
    // The site's islands: a neighbouring widget's root, and the user menu in its shadow root.
    const neighbour = render(<p>the image slider</p>).getByText('the image slider');
    const host = render(
      createElement(createReactWidget('rdc-user-menu', UserMenu, [])),
    ).container.querySelector('[data-rdc-widget]') as HTMLElement;
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part="alias"]')).not.toBeNull());
    const root = host.shadowRoot as ShadowRoot;
    const alias = root.querySelector('[part="alias"]') as HTMLElement;
    // What the browser sends when the pointer moves from the neighbour onto the alias.
    act(() => {
      neighbour.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, composed: true, relatedTarget: alias }),
      );
      alias.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: neighbour }),
      );
      for (const entered of [
        host,
        root.querySelector('[part="user"]'),
        root.querySelector('[part="trigger"]'),
        alias,
      ]) {
        entered?.dispatchEvent(new MouseEvent('mouseenter', { relatedTarget: neighbour }));
      }
    });
    expect(root.querySelector('[part="trigger"]')).toHaveAttribute('aria-expanded', 'true');
    expect(root.querySelector('[part="logout"]')).toBeVisible();
  });

  it('the popup does not open on focus: Enter opens it, Escape closes it with the focus back on its button', async () => {
    await logInAsDemo();
    render(<UserMenu />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: /demo/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('a popup opened by a click stays while the pointer leaves and closes on a click outside', async () => {
    await logInAsDemo();
    render(
      <div>
        <UserMenu />
        <p>Elsewhere</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: /demo/ });
    await userEvent.click(trigger);
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Log out clears the session, goes to /" and emits rdc-logout', async () => {
    await logInAsDemo();
    const loggedOut = listen('rdc-logout');
    renderHosted(<UserMenu />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /demo/ }).parentElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    loggedOut.stop();
    expect($isLoggedIn.get()).toBe(false);
    expect($profile.get().alias).toBe('guest');
    expect(harness.navigations).toEqual(['/']);
    expect(loggedOut.events).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it('emits rdc-login when a session starts while it is on the page', async () => {
    const loggedIn = listen('rdc-login');
    renderHosted(<UserMenu />);
    await screen.findByRole('button', { name: 'Sign In' });
    await act(() => logInAsDemo());
    await screen.findByRole('button', { name: /demo/ });
    loggedIn.stop();
    expect(loggedIn.events.map((event) => event.detail)).toEqual([{ alias: 'demo', userId: 1 }]);
  });

  it('as an element: the compact boolean attribute hides the alias, and removing it shows it again', async () => {
    await logInAsDemo();
    defineWidget(await loadWidgetOf('rdc-user-menu'));
    document.body.innerHTML =
      '<rdc-user-menu compact settings-href="https://store.example/settings"></rdc-user-menu>';
    const element = document.querySelector('rdc-user-menu') as HTMLElement;
    const root = () => element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root().querySelector('[part="trigger"]')).not.toBeNull());
    expect(root().querySelector('[part="alias"]')).toBeNull();
    expect(root().querySelector('[part="trigger"]')?.getAttribute('aria-label')).toBe('Account menu of demo');
    expect(root().querySelector('a')?.getAttribute('href')).toBe('https://store.example/settings');
    act(() => element.removeAttribute('compact'));
    await waitFor(() => expect(root().querySelector('[part="alias"]')?.textContent).toBe('demo'));
  });
});
