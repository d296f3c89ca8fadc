import { $authModal, $isLoggedIn } from '@rdc/core';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { loadWidgetOf } from '../widgets';
import { defineWidget } from './define';

withSandbox();

/** A partner page holding only these tags, as the README's snippet does: no <rdc-auth>. */
async function partnerPage(html: string): Promise<void> {
  defineWidget(await loadWidgetOf('rdc-user-menu'));
  defineWidget(await loadWidgetOf('rdc-auth'));
  document.body.innerHTML = html;
  await act(async () => {});
}

const shadow = (tag: string) => within(document.querySelector(tag)?.shadowRoot as unknown as HTMLElement);

/** The modal named `name` in the page's <rdc-auth>, once the runtime has added it. */
async function authDialog(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('rdc-auth')?.shadowRoot).toBeTruthy());
  return shadow('rdc-auth').findByRole('dialog', { name });
}

describe('sign-in on a partner page without <rdc-auth>', () => {
  it('Sign In in <rdc-user-menu> opens the sign-in modal in an <rdc-auth> the runtime adds, and signing in there updates the menu', async () => {
    await partnerPage('<rdc-user-menu></rdc-user-menu>');
    expect(document.querySelector('rdc-auth')).toBeNull();
    await userEvent.click(shadow('rdc-user-menu').getByRole('button', { name: 'Sign In' }));
    const modal = await authDialog('Sing In');
    // Typed as change events: user-event's typing does not reach inputs inside a shadow root.
    fireEvent.change(await within(modal).findByLabelText('Account name or email'), {
      target: { value: 'demo' },
    });
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'demo1234' } });
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    await waitFor(() =>
      expect(shadow('rdc-user-menu').queryByRole('button', { name: 'Sign In' })).toBeNull(),
    );
    expect(document.querySelector('rdc-user-menu')?.shadowRoot?.textContent).toContain('demo');
    expect(shadow('rdc-auth').queryByRole('dialog')).toBeNull();
  });

  it('asked for again and again (two menus, the host page), the page gets one <rdc-auth>', async () => {
    await partnerPage('<rdc-user-menu></rdc-user-menu><rdc-user-menu compact></rdc-user-menu>');
    const [first, second] = [...document.querySelectorAll('rdc-user-menu')].map((menu) =>
      within(menu.shadowRoot as unknown as HTMLElement),
    );
    await userEvent.click(first!.getByRole('button', { name: 'Sign In' }));
    await authDialog('Sing In');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect($authModal.get()).toBeNull());
    await userEvent.click(second!.getByRole('button', { name: 'Sign In' }));
    act(
      () =>
        void document.dispatchEvent(new CustomEvent('rdc-open-auth', { detail: { category: 'register' } })),
    );
    expect(await authDialog('Register Now')).toBeVisible();
    expect(document.querySelectorAll('rdc-auth')).toHaveLength(1);
  });

  it("the host page's own rdc-open-auth opens it on a page with no widget drawing it; a host that cancels the event handles it itself", async () => {
    await partnerPage('<rdc-user-menu></rdc-user-menu>');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('rdc-open-auth', cancel);
    await userEvent.click(shadow('rdc-user-menu').getByRole('button', { name: 'Sign In' }));
    expect($authModal.get()).toBeNull();
    expect(document.querySelector('rdc-auth')).toBeNull();
    document.removeEventListener('rdc-open-auth', cancel);
    act(
      () =>
        void document.dispatchEvent(new CustomEvent('rdc-open-auth', { detail: { category: 'register' } })),
    );
    expect(await authDialog('Register Now')).toBeVisible();
  });

  it('a request sent while the <rdc-auth> on the page is still loading opens it once it has loaded', async () => {
    // The element is on the page but not yet defined (its chunk on its way): it serves no request yet.
    document.body.innerHTML = '<rdc-auth></rdc-auth>';
    act(
      () => void document.dispatchEvent(new CustomEvent('rdc-open-auth', { detail: { category: 'login' } })),
    );
    await act(async () => {});
    defineWidget(await loadWidgetOf('rdc-auth'));
    expect(await authDialog('Sing In')).toBeVisible();
  });
});
