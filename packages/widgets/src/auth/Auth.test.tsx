import {
  $authModal,
  $isLoggedIn,
  $profile,
  ACCESS_TOKEN_KEY,
  getApi,
  login,
  logout,
  openAuthModal,
} from '@rdc/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../../test/events';
import { withSandbox } from '../../test/sandbox';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { renderHosted } from '../../test/render-hosted';
import { Auth } from './Auth';
import { resetAuthAddressRead } from './AuthDialogs';

const harness = withSandbox({ faults: true });

beforeEach(() => resetAuthAddressRead());

const open = (view: Parameters<typeof openAuthModal>[0] = 'login') => act(() => openAuthModal(view));

describe('<rdc-auth>: the login view (accounts-cart-checkout.md §2 Modals "Login modal")', () => {
  it('"title Sing In and button Log in Now", account name or email, password, Remember me, "Forgot your password?", "Don`t have an Account?" and Register Now', async () => {
    renderHosted(<Auth />);
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const modal = await screen.findByRole('dialog', { name: 'Sing In' });
    const form = within(modal);
    // The form's code arrives when the modal first opens; then its first field has the focus.
    await waitFor(() => expect(form.getByLabelText('Account name or email')).toHaveFocus());
    expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(form.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    expect(form.getByRole('button', { name: 'Log in Now' })).toHaveAttribute('type', 'submit');
    expect(modal).toHaveTextContent('Don`t have an Account?');
    await userEvent.click(form.getByRole('button', { name: 'Register Now' }));
    expect($authModal.get()).toBe('register');
    expect(screen.getByRole('dialog', { name: 'Register Now' })).toBeVisible();
  });

  it('"alias, password ... required (This field is required!) and at least 4 characters (few characters)", shown on blur', async () => {
    renderHosted(<Auth />);
    open();
    const alias = await screen.findByLabelText('Account name or email');
    await userEvent.click(screen.getByLabelText('Password'));
    await waitFor(() => expect(alias).toHaveAccessibleDescription('This field is required!'));
    await userEvent.type(alias, 'dem');
    expect(alias).toHaveAccessibleDescription('few characters');
    await userEvent.type(alias, 'o');
    expect(alias).not.toHaveAccessibleDescription();
  });

  it('leaving a field for a button (Register Now, Log in Now) shows no message that would move the button away', async () => {
    renderHosted(<Auth />);
    open();
    const alias = await screen.findByLabelText('Account name or email');
    fireEvent.blur(alias, { relatedTarget: screen.getByRole('button', { name: 'Register Now' }) });
    expect(alias).not.toHaveAccessibleDescription();
    fireEvent.blur(alias, { relatedTarget: screen.getByLabelText('Password') });
    expect(alias).toHaveAccessibleDescription('This field is required!');
  });

  it('a field left by a press shows its message once the press ends, so the pressed label stays under the pointer', async () => {
    renderHosted(<Auth />);
    open();
    const alias = await screen.findByLabelText('Account name or email');
    const remember = screen.getByText('Remember me');
    fireEvent.pointerDown(remember);
    fireEvent.blur(alias, { relatedTarget: null });
    expect(alias).not.toHaveAccessibleDescription();
    fireEvent.pointerUp(remember);
    fireEvent.click(remember);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await waitFor(() => expect(alias).toHaveAccessibleDescription('This field is required!'));
  });

  it('"Login failure: Login or password error"', async () => {
    renderHosted(<Auth />);
    open();
    await userEvent.type(await screen.findByLabelText('Account name or email'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login or password error');
    expect($isLoggedIn.get()).toBe(false);
  });

  it('signing in as demo stores the session, closes the modal and emits rdc-login; Remember me keeps the tokens in local storage', async () => {
    const logins = listen<{ alias: string; userId: number }>('rdc-login');
    renderHosted(<Auth />);
    open();
    await userEvent.type(await screen.findByLabelText('Account name or email'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    logins.stop();
    expect($profile.get()).toMatchObject({ alias: 'demo', rememberMe: true });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/); // a JWT
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(logins.details).toEqual([{ alias: 'demo', userId: 1 }]);
    expect(harness.bodies('POST /auth/login')).toEqual([
      { alias: 'demo', password: 'demo1234', rememberMe: true },
    ]);
  });

  it('"It closes on Escape or a click outside"', async () => {
    renderHosted(<Auth />);
    open();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect($authModal.get()).toBeNull();
    open();
    fireEvent.mouseDown(await screen.findByTestId('modal-backdrop'));
    expect($authModal.get()).toBeNull();
  });

  it('a host page opens it with an rdc-open-auth event (category register opens the register view); a cancelled event does not', async () => {
    renderHosted(<Auth />);
    await act(async () => {
      document.dispatchEvent(
        new CustomEvent('rdc-open-auth', { detail: { category: 'register' }, cancelable: true }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Register Now' })).toBeVisible();
    act(() => $authModal.set(null));
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('rdc-open-auth', cancel);
    await act(async () => {
      document.dispatchEvent(
        new CustomEvent('rdc-open-auth', { detail: { category: 'auth' }, cancelable: true }),
      );
    });
    document.removeEventListener('rdc-open-auth', cancel);
    expect($authModal.get()).toBeNull();
  });

  it('emits rdc-logout when the session ends', async () => {
    const logouts = listen('rdc-logout');
    renderHosted(<Auth />);
    open();
    await userEvent.type(await screen.findByLabelText('Account name or email'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    act(() => logout());
    logouts.stop();
    expect(logouts.details).toEqual([{ reason: 'user' }]);
  });
});

describe('<rdc-auth>: the register view (accounts-cart-checkout.md §2 "Register modal", §5 Registration)', () => {
  it('"title Register Now, button Register"; the alias has the focus first; no Remember me; "Have an Account?" goes back', async () => {
    renderHosted(<Auth />);
    open('register');
    const modal = await screen.findByRole('dialog', { name: 'Register Now' });
    expect(within(modal).getByLabelText('Account name')).toHaveFocus();
    expect(within(modal).getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'submit');
    expect(within(modal).queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Have an Account?' }));
    expect($authModal.get()).toBe('login');
  });

  it('"birthday (three dropdowns for day, month, year with placeholders Day, Mount, Year and months January to December)"', async () => {
    renderHosted(<Auth />);
    open('register');
    const day = await screen.findByRole('combobox', { name: 'Day' });
    const month = screen.getByRole('combobox', { name: 'Month' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(day)).toEqual(['Day', ...Array.from({ length: 31 }, (_, i) => String(i + 1))]);
    expect(labels(month)).toEqual([
      'Mount',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(labels(year)[0]).toBe('Year');
    expect(labels(year)).toContain('1920');
    expect(labels(year)).toContain(String(new Date().getFullYear()));
  });

  it('links to the terms and the privacy policy; the portfolio link for the creators program', async () => {
    renderHosted(<Auth />);
    open('register');
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByLabelText('Portfolio link (creators program)')).toBeVisible();
  });

  it('"Referral is prefilled from a referral code when present"', async () => {
    harness.url = 'http://localhost/?referral=STAR42';
    renderHosted(<Auth />);
    open('register');
    expect(await screen.findByLabelText('Referral')).toHaveValue('STAR42');
  });

  it('"Validates on blur": each message of accounts-cart-checkout.md §5 for bad input, then a valid form registers and signs in', async () => {
    renderHosted(<Auth />);
    open('register');
    const alias = await screen.findByLabelText('Account name');
    const email = screen.getByLabelText('Email');
    await userEvent.type(alias, 'ab');
    await userEvent.click(email);
    expect(alias).toHaveAccessibleDescription('few characters');
    await userEvent.type(email, 'not an email');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('Not correct email');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // A submit shows every message and puts the focus on the first field in error.
    expect(alias).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required!');
    expect(screen.getByRole('group', { name: 'Birthday' })).toHaveAccessibleDescription(
      'This field is required!',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Confirm consent');
    expect(harness.bodies('POST /auth/register')).toHaveLength(0);

    await userEvent.clear(alias);
    await userEvent.type(alias, 'Orion');
    await userEvent.clear(email);
    await userEvent.type(email, 'orion@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'stars123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1990');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($profile.get().alias).toBe('Orion');
    expect(harness.bodies('POST /auth/register')[0]).toMatchObject({
      alias: 'Orion',
      email: 'orion@example.com',
      password: 'stars123',
      bdate: '05/03/1990',
      agreement: true,
    });
  });

  it('"Registration failure: Login or password error shown; the server Message is also thrown" (as an rdc-error)', async () => {
    const errors = listen<{ message: string }>('rdc-error');
    renderHosted(<Auth />);
    open('register');
    await userEvent.type(await screen.findByLabelText('Account name'), 'demo');
    await userEvent.type(screen.getByLabelText('Email'), 'another@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'stars123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'January');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2000');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Login or password error')).toBeVisible();
    errors.stop();
    expect(errors.details.map((detail) => detail.message)).toEqual(['this alias is already taken']);
  });
});

describe('<rdc-auth>: recovery and restore (accounts-cart-checkout.md §2, §4, §5)', () => {
  it('"Account Restore modal (forgot password): an email field; Send, then Clear after success"; the email is trimmed', async () => {
    renderHosted(<Auth />);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const modal = await screen.findByRole('dialog', { name: 'Account Restore' });
    const email = await within(modal).findByLabelText('Email');
    await userEvent.type(email, 'bad');
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('Not correct email');
    await userEvent.clear(email);
    await userEvent.type(email, '  demo@example.com ');
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent('recovery email');
    expect(harness.bodies('POST /account/password/recovery/send')).toEqual([{ email: 'demo@example.com' }]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear' }));
    expect(within(modal).getByLabelText('Email')).toHaveValue('');
    expect(within(modal).getByRole('button', { name: 'Send' })).toBeVisible();
  });

  it('"Sending recovery failure: error while sending recovery email"', async () => {
    harness.app.faults?.add({
      path: '/account/password/recovery/send',
      status: 500,
      message: 'mail down',
      times: 1,
    });
    renderHosted(<Auth />);
    open('recovery');
    await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error while sending recovery email');
  });

  it('"Any page with a query parameter recovery_token, when the user is not logged in, opens the account-restore modal. Closing it ... returns to /."', async () => {
    harness.url = 'http://localhost/marketplace?recovery_token=a-token';
    renderHosted(<Auth />);
    const modal = await screen.findByRole('dialog', { name: 'Account Restore' });
    await waitFor(() => expect(within(modal).getByLabelText('New password')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(harness.navigations).toEqual(['/']);
  });

  it('"the two passwords must match (Passwords do not match)"; then the new password signs the user in and goes to /', async () => {
    await getApi().account.sendRecovery({ email: 'admin@rdc.test' });
    const token = harness.lastLogged(/recovery token for admin <[^>]+>: (\S+)/);
    harness.url = `http://localhost/?recovery_token=${token}`;
    renderHosted(<Auth />);
    await userEvent.type(await screen.findByLabelText('New password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'newpass2');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription('Passwords do not match');
    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    expect(harness.bodies('POST /account/password/recovery')).toEqual([
      { new_password: 'newpass1', recovery_token: token },
    ]);
    expect($profile.get().alias).toBe('admin');
    expect(harness.navigations).toContain('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a logged-in user with a recovery_token gets no restore form', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    harness.url = 'http://localhost/?recovery_token=a-token';
    renderHosted(<Auth />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<rdc-auth>: account verification (accounts-cart-checkout.md §1, §4)', () => {
  it('"A verification code in the address triggers the account verify call; on success the parameter is cleared"', async () => {
    await getApi().auth.register({
      alias: 'nova',
      email: 'nova@example.com',
      password: 'stars123',
      bdate: '05/03/1990',
      agreement: true,
    });
    const code = harness.lastLogged(/verification code for nova <[^>]+>: (\S+)/);
    harness.url = `http://localhost/marketplace?code=${code}&tab=2`;
    renderHosted(<Auth />);
    expect(await screen.findByRole('dialog', { name: 'Account verification' })).toHaveTextContent(
      'Your account is verified.',
    );
    expect(harness.bodies('POST /account/verify')).toEqual([{ code }]);
    expect(harness.replaced).toEqual(['/marketplace?tab=2']);
  });

  it('"Verification failure: server message thrown" and shown', async () => {
    harness.url = 'http://localhost/?code=stale';
    renderHosted(<Auth />);
    const notice = await screen.findByRole('dialog', { name: 'Account verification' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'this verification code is unknown or was already used',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<rdc-auth> as a custom element', () => {
  it('renders the modal in its shadow root, follows terms-href, and shows one modal even with two elements', async () => {
    defineWidget(await loadWidgetOf('rdc-auth'));
    document.body.innerHTML =
      '<rdc-auth terms-href="https://store.example/terms"></rdc-auth><rdc-auth></rdc-auth>';
    await act(async () => {});
    act(() => openAuthModal('register'));
    const roots = [...document.querySelectorAll('rdc-auth')].map((element) => element.shadowRoot);
    await waitFor(() =>
      expect(roots.filter((root) => root?.querySelector('[role="dialog"]'))).toHaveLength(1),
    );
    const link = roots[0]?.querySelector('a[href*="terms"]');
    expect(link?.getAttribute('href')).toBe('https://store.example/terms');
  });
});
