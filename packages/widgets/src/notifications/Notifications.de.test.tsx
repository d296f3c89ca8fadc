import { clearNotifications, loadLocale, notify } from '@rdc/core';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Notifications } from './Notifications';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));
afterEach(() => act(() => clearNotifications()));

describe('<rdc-notifications> in German', () => {
  it('names its region, its stacks and the close button', () => {
    render(<Notifications />);
    act(() => void notify('Zeitzone gespeichert.', { kind: 'success' }));
    const stack = screen.getByRole('list', { name: 'Benachrichtigungen' });
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toContainElement(stack);
    expect(within(stack).getByRole('button', { name: 'Benachrichtigung schließen' })).toBeVisible();
  });
});
