// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationHost, setNavigationHost } from '../navigation/host';
import { $isLoggedIn, $profile, logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import { $authModal, closeAuthModal, openAuthModal } from '../overlays/modals';
import { logOut } from './log-out';
import { LOGIN_ERROR, login, loginState } from './login';
import { hasAccountCodeInAddress } from './address-codes';
import { changePassword, passwordChangeState } from './password-change';
import { $recoverySent, RECOVERY_ERROR, clearRecovery, recoveryState, sendRecovery } from './recovery';
import { RegisterError, initialRegisterValues, register, registerState } from './register';
import { openRestoreFromAddress, restorePassword, restoreState } from './restore';
import { $settings, loadSettings, restoreSettings, saveSettings, settingsState } from './settings';
import { SETTINGS_STORAGE_KEY } from './settings-storage';
import { VerifyError, verifyAccount, verifyFromAddress, verifyState } from './verify';

let address = 'http://localhost/';
const navigate = vi.fn();

const shop = await useShop();
afterEach(() => {
  logout();
  $authModal.set(null);
  resetNavigationHost();
  navigate.mockReset();
  shop.server.requests.length = 0;
  vi.restoreAllMocks();
});

function at(url: string) {
  address = url;
  setNavigationHost({
    currentUrl: () => address,
    navigate,
    replaceUrl: (next) => {
      address = new URL(next, address).href;
    },
  });
}

const goodRegister = {
  alias: 'newbie',
  email: 'newbie@example.com',
  password: 'secret1',
  agreement: true,
  day: 5,
  month: 3,
  year: 1990,
};

describe('login (accounts-cart-checkout.md §4 Auth, §8)', () => {
  it('"guest to logged in on successful login" with rememberMe; the modal closes', async () => {
    openAuthModal('login');
    await expect(login({ alias: ' demo ', password: 'demo1234', rememberMe: true }, 'en')).resolves.toEqual({
      ok: true,
    });
    expect($profile.get()).toMatchObject({ user_id: 1, alias: 'demo', rememberMe: true });
    expect($authModal.get()).toBeNull();
    expect(shop.calls('/auth/login')[0]?.json).toEqual({
      alias: 'demo',
      password: 'demo1234',
      rememberMe: true,
    });
  });

  it('"Login failure: Login or password error"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(login({ alias: 'demo', password: 'wrong-pass' }, 'en')).resolves.toEqual({
      ok: false,
      message: LOGIN_ERROR('en'),
    });
    expect(loginState.$error.get()).toBe('Login or password error');
    expect(loginState.$pending.get()).toBe(false);
    expect($isLoggedIn.get()).toBe(false);
  });

  it('the field rules stop the form before any call', async () => {
    await expect(login({ alias: 'abc', password: '' }, 'en')).resolves.toEqual({
      ok: false,
      errors: { alias: 'few characters', password: 'This field is required!' },
    });
    expect(shop.calls('/auth/login')).toHaveLength(0);
  });

  it('Log Out "clears the session, goes to /", and asks the server to end the session with the refresh token', async () => {
    at('http://localhost/basket');
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const loggedOut = logOut();
    expect($isLoggedIn.get()).toBe(false);
    await loggedOut;
    expect(shop.calls('/auth/logout').map((call) => call.json)).toEqual([{ value: expect.any(String) }]);
    expect(shop.calls('/auth/logout')[0]?.headers.authorization).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('Log Out still clears the page and goes to / when the server call fails', async () => {
    at('http://localhost/basket');
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    shop.failNext('/auth/logout', 503, { code: 1006, message: 'no response from gate' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logOut();
    expect($isLoggedIn.get()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('register (accounts-cart-checkout.md §3 Registration payload, §5, §8)', () => {
  it('"Referral is prefilled from a referral code when present."', () => {
    at('http://localhost/?referral=FRIEND42');
    expect(initialRegisterValues().referral).toBe('FRIEND42');
    at('http://localhost/');
    expect(initialRegisterValues().referral).toBe('');
  });

  it('sends "bdate as text day/month/year" and logs in on 200', async () => {
    openAuthModal('register');
    await expect(
      register({ ...goodRegister, referral: 'FRIEND42', portfolio: 'https://art.example' }, 'en'),
    ).resolves.toEqual({ ok: true });
    expect(shop.calls('/auth/register')[0]?.json).toEqual({
      alias: 'newbie',
      email: 'newbie@example.com',
      password: 'secret1',
      referral: 'FRIEND42',
      portfolio: 'https://art.example',
      bdate: '05/03/1990',
      agreement: true,
    });
    expect($profile.get().alias).toBe('newbie');
    expect($authModal.get()).toBeNull();
  });

  it('"Registration failure: Login or password error shown; the server Message is also thrown"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const attempt = register({ ...goodRegister, alias: 'taken' }, 'en');
    await expect(attempt).rejects.toBeInstanceOf(RegisterError);
    await expect(attempt).rejects.toThrow('alias already taken');
    expect(registerState.$error.get()).toBe('Login or password error');
  });

  it('"the agreement checkbox is required (message Confirm consent)"', async () => {
    await expect(register({ ...goodRegister, agreement: false }, 'en')).resolves.toEqual({
      ok: false,
      errors: { agreement: 'Confirm consent' },
    });
  });
});

describe('recovery (accounts-cart-checkout.md §5 "Recovery email is trimmed before sending.")', () => {
  it('trims the email, then shows the success state; Clear empties it', async () => {
    await expect(sendRecovery('  demo@example.com ', 'en')).resolves.toEqual({ ok: true });
    expect(shop.calls('/account/password/recovery/send')[0]?.json).toEqual({ email: 'demo@example.com' });
    expect($recoverySent.get()).toBe(true);
    clearRecovery();
    expect($recoverySent.get()).toBe(false);
  });

  it('"Sending recovery failure: error while sending recovery email"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/account/password/recovery/send', 500, {});
    await expect(sendRecovery('demo@example.com', 'en')).resolves.toEqual({
      ok: false,
      message: RECOVERY_ERROR('en'),
    });
    expect(recoveryState.$error.get()).toBe('error while sending recovery email');
    await expect(sendRecovery('bad email', 'en')).resolves.toEqual({
      ok: false,
      errors: { email: 'Not correct email' },
    });
  });
});

describe('restore with a recovery token (accounts-cart-checkout.md §2, §5)', () => {
  it('"Any page with a query parameter recovery_token, when the user is not logged in, opens the account-restore modal."', async () => {
    at('http://localhost/articles/39?recovery_token=good-token');
    expect(openRestoreFromAddress()).toBe(true);
    expect($authModal.get()).toBe('restore');
    closeAuthModal();
    expect(navigate).toHaveBeenCalledWith('/');
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    expect(openRestoreFromAddress()).toBe(false);
    logout();
    at('http://localhost/');
    expect(openRestoreFromAddress()).toBe(false);
  });

  it('"submission is ignored without a recovery token"', async () => {
    at('http://localhost/');
    await expect(restorePassword({ password: 'newpass1', repeat: 'newpass1' }, 'en')).resolves.toEqual({
      ok: false,
      ignored: true,
    });
    expect(shop.calls('/account/password/recovery')).toHaveLength(0);
  });

  it('"the two passwords must match (Passwords do not match)"', async () => {
    at('http://localhost/?recovery_token=good-token');
    await expect(restorePassword({ password: 'newpass1', repeat: 'newpass2' }, 'en')).resolves.toEqual({
      ok: false,
      errors: { repeat: 'Passwords do not match' },
    });
  });

  it('"on ok a login event fires and the user goes to /"', async () => {
    at('http://localhost/?recovery_token=good-token');
    openRestoreFromAddress();
    await expect(restorePassword({ password: 'newpass1', repeat: 'newpass1' }, 'en')).resolves.toEqual({
      ok: true,
    });
    expect(shop.calls('/account/password/recovery')[0]?.json).toEqual({
      new_password: 'newpass1',
      recovery_token: 'good-token',
    });
    expect($isLoggedIn.get()).toBe(true);
    // One navigation: a second one aborts the first in a real browser (net::ERR_ABORTED).
    expect(navigate.mock.calls).toEqual([['/']]);
  });

  it('a refused token shows the server text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    at('http://localhost/?recovery_token=old-token');
    await expect(restorePassword({ password: 'newpass1', repeat: 'newpass1' }, 'en')).resolves.toEqual({
      ok: false,
      message: 'recovery token not found',
    });
    expect(restoreState.$error.get()).toBe('recovery token not found');
  });
});

describe('verify (accounts-cart-checkout.md §4 "A verification code in the address triggers the account verify call; on success the parameter is cleared.")', () => {
  it('verifies and clears the code from the address', async () => {
    at('http://localhost/settings?code=good-code&tab=1');
    await expect(verifyFromAddress()).resolves.toBe(true);
    expect(shop.calls('/account/verify')[0]?.json).toEqual({ code: 'good-code' });
    expect(address).toBe('http://localhost/settings?tab=1');
    await expect(verifyFromAddress()).resolves.toBe(false);
  });

  it('"Verification failure: server message thrown"; the code stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    at('http://localhost/?code=bad-code');
    await expect(verifyAccount('bad-code')).rejects.toEqual(new VerifyError('verification code not found'));
    expect(verifyState.$error.get()).toBe('verification code not found');
    await expect(verifyFromAddress()).resolves.toBe(false);
    expect(address).toBe('http://localhost/?code=bad-code');
  });
});

describe('the codes the auth surface acts on at page start', () => {
  it('are a verification code or a recovery token in the address, and nothing else', () => {
    at('http://localhost/settings?code=good-code');
    expect(hasAccountCodeInAddress()).toBe(true);
    at('http://localhost/?recovery_token=good-token');
    expect(hasAccountCodeInAddress()).toBe(true);
    // An empty or blank code is no code: verifyFromAddress would not call the server for it.
    at('http://localhost/?code=%20');
    expect(hasAccountCodeInAddress()).toBe(false);
    at('http://localhost/marketplace?tab=1');
    expect(hasAccountCodeInAddress()).toBe(false);
  });
});

describe('password change and settings', () => {
  it('changes the password when the repeat matches', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await expect(
      changePassword({ old_password: 'demo1234', new_password: 'newpass1', repeat: 'newpass1' }, 'en'),
    ).resolves.toEqual({ ok: true });
    expect(shop.calls('/account/password/change')[0]?.json).toEqual({
      old_password: 'demo1234',
      new_password: 'newpass1',
    });
    await expect(
      changePassword({ old_password: 'demo1234', new_password: 'newpass1', repeat: 'other12' }, 'en'),
    ).resolves.toMatchObject({ ok: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/account/password/change', 400, { code: 1001, message: 'bad change-password params' });
    await expect(
      changePassword({ old_password: 'demo1234', new_password: 'newpass1', repeat: 'newpass1' }, 'en'),
    ).resolves.toEqual({
      ok: false,
      message: 'bad change-password params',
    });
    expect(passwordChangeState.$error.get()).toBe('bad change-password params');
  });

  it('"Settings are also persisted locally": the next visit shows them at once, then the server\'s; never another user\'s', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const saved = { user_name: 'Ace', isLoginID: true, language: 'en' as const, timezone: '+05:00' };
    await saveSettings(saved);
    // A new visit: nothing loaded yet, the stored settings show before any call.
    $settings.set(null);
    const callsBefore = shop.calls('/account/settings').length;
    expect(restoreSettings()).toEqual(saved);
    expect($settings.get()).toEqual(saved);
    expect(shop.calls('/account/settings')).toHaveLength(callsBefore);
    // Then refreshed from the server.
    await loadSettings();
    expect(shop.calls('/account/settings')).toHaveLength(callsBefore + 1);
    await saveSettings({ user_name: '', isLoginID: false, language: 'en', timezone: '+00:00' });
    // Another account on the device, or a broken value: nothing restored.
    logout();
    $settings.set(null);
    expect(restoreSettings()).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(restoreSettings()).toBeNull();
    expect($settings.get()).toBeNull();
  });

  it('"GET, POST /account/settings ... settings reloaded after"', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadSettings();
    expect($settings.get()).toEqual({ user_name: '', isLoginID: false, language: 'en', timezone: '+00:00' });
    const saved = { user_name: 'Ace', isLoginID: true, language: 'en' as const, timezone: '+03:00' };
    await expect(saveSettings(saved)).resolves.toBe(true);
    expect($settings.get()).toEqual(saved);
    expect(shop.calls('/account/settings').map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/account/settings', 500, { message: 'database error' });
    await expect(saveSettings(saved)).resolves.toBe(false);
    expect(settingsState.$error.get()).toBe('database error');
    shop.failNext('/account/settings', 500, { message: 'cache database error' });
    await expect(loadSettings()).resolves.toEqual(saved);
    expect(settingsState.$error.get()).toBe('cache database error');
  });
});
