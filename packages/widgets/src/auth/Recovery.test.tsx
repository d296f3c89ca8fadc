import { $isLoggedIn, $profile, logout, openAuthModal } from '@rdc/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import { Auth } from './Auth';
import { resetAuthAddressRead } from './AuthDialogs';

const harness = withSandbox();

describe('password recovery against the sandbox (accounts-cart-checkout.md §2, §4, §7 Auth and account)', () => {
  it('recovery with the token the sandbox issues, then signing in with the new password', async () => {
    // 1. Forgot your password? → the email → Send → the success message.
    resetAuthAddressRead();
    const first = renderHosted(<Auth />);
    act(() => openAuthModal('login'));
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const restore = screen.getByRole('dialog', { name: 'Account Restore' });
    await userEvent.type(await within(restore).findByLabelText('Email'), ' demo@rdc.test ');
    await userEvent.click(within(restore).getByRole('button', { name: 'Send' }));
    expect(await within(restore).findByRole('status')).toBeVisible();
    const token = harness.log.map((line) => line.match(/recovery_token=([\w-]+)/)?.[1]).find(Boolean);
    expect(token).toMatch(/^[\w-]{16,}$/);
    first.unmount();

    // 2. The link of the email: a page with ?recovery_token= opens the restore form.
    harness.url = `http://localhost/?recovery_token=${token}`;
    resetAuthAddressRead();
    renderHosted(<Auth />);
    const form = await screen.findByRole('dialog', { name: 'Account Restore' });
    await userEvent.type(await within(form).findByLabelText('New password'), 'newstars99');
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'newstars99');
    // Each field's show or hide toggle names the field it shows.
    await userEvent.click(within(form).getByRole('button', { name: 'Show repeat password' }));
    expect(within(form).getByLabelText('Repeat password')).toHaveAttribute('type', 'text');
    expect(within(form).getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Hide repeat password' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Show new password' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Restore' })).toBeNull());
    expect(harness.navigations).toContain('/');

    // 3. Signing in with the new password.
    act(() => logout());
    harness.url = 'http://localhost/';
    act(() => openAuthModal('login'));
    const signIn = await screen.findByRole('dialog', { name: 'Sing In' });
    await userEvent.type(within(signIn).getByLabelText('Account name or email'), 'demo');
    await userEvent.type(within(signIn).getByLabelText('Password'), 'newstars99');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    expect($profile.get().alias).toBe('demo');
  });
});
