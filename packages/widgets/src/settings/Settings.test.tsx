import { $authModal, $settings, login } from '@rdc/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { UserMenu } from '../user-menu/UserMenu';
import { Settings } from './Settings';

const harness = withSandbox();
afterEach(() => {
  $authModal.set(null);
  $settings.set(null);
});

describe('<rdc-settings> (marketplace-content.md §2.9, §4)', () => {
  it('a visitor is asked to sign in; the settings show once signed in', async () => {
    render(<Settings />);
    await userEvent.click(screen.getByRole('button', { name: 'Sing In' }));
    expect($authModal.get()).toBe('login');
    await act(() => login({ alias: 'demo', password: 'demo1234' }, 'en'));
    expect(await screen.findByRole('heading', { name: 'Identification' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  });

  it('"Settings username toggles between display and edit; Done saves the settings; Cancel restores the stored value"', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(<Settings />);
    const identification = (await screen.findByRole('heading', { name: 'Identification' }))
      .parentElement as HTMLElement;
    await waitFor(() => expect(harness.calls).toContain('GET /account/settings'));
    await userEvent.click(within(identification).getByRole('button', { name: 'Edit' }));
    const field = within(identification).getByRole('textbox', { name: 'Username' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Nova Pilot');
    await userEvent.click(within(identification).getByRole('button', { name: 'Cancel' }));
    expect(within(identification).queryByText('Nova Pilot')).toBeNull();
    expect(within(identification).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(within(identification).getByRole('button', { name: 'Edit' }));
    expect(within(identification).getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    await userEvent.clear(within(identification).getByRole('textbox', { name: 'Username' }));
    await userEvent.type(within(identification).getByRole('textbox', { name: 'Username' }), 'Nova Pilot');
    await userEvent.click(within(identification).getByRole('button', { name: 'Done' }));
    expect(await within(identification).findByText('Nova Pilot')).toBeVisible();
    expect(harness.calls.filter((call) => call.endsWith('/account/settings'))).toEqual([
      'GET /account/settings',
      'POST /account/settings',
      'GET /account/settings',
    ]);
  });

  it("'Use Login ID to Sign In' toggle, Language (English and Deutsch) and the 25 timezones, each saved", async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(<Settings />);
    const toggle = await screen.findByRole('switch', { name: 'Use Login ID to Sign In' });
    await waitFor(() => expect($settings.get()).not.toBeNull());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch']);
    await userEvent.keyboard('{Escape}');
    const timezone = screen.getByRole('combobox', { name: 'Timezone' });
    await userEvent.type(timezone, '+07');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect($settings.get()?.timezone).toBe('+07:00'));
    expect(timezone).toHaveValue('+07:00 UTC');
  });

  it('the timezone by typing into the closed box: the typed text filters the zones, in place of the chosen one', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(<Settings />);
    await waitFor(() => expect($settings.get()).not.toBeNull());
    const timezone = screen.getByRole('combobox', { name: 'Timezone' });
    expect((timezone as HTMLInputElement).value).toMatch(/^\+\d\d:00 UTC$/);
    timezone.focus();
    await userEvent.keyboard('+10');
    expect(timezone).toHaveValue('+10');
    expect(screen.queryByText('No options')).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['+10:00 UTC']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect($settings.get()?.timezone).toBe('+10:00'));
    expect(timezone).toHaveValue('+10:00 UTC');
  });

  it('a saved username shows in the user menu at once, without a reload', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(
      <>
        <UserMenu />
        <Settings />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Comet Rider/ })).toBeNull();
    const identification = (await screen.findByRole('heading', { name: 'Identification' }))
      .parentElement as HTMLElement;
    await waitFor(() => expect($settings.get()).not.toBeNull());
    await userEvent.click(within(identification).getByRole('button', { name: 'Edit' }));
    const field = within(identification).getByRole('textbox', { name: 'Username' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Comet Rider');
    await userEvent.click(within(identification).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: /Comet Rider/ })).toBeVisible();
  });
});
