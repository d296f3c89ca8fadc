import { loadLocale, login } from '@rdc/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { Comments } from './Comments';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withSandbox({ faults: true });

beforeAll(() => loadLocale('de'));

describe('<rdc-comments> in German', () => {
  it('writes the plurals and the texts with inputs', () => {
    expect(m.comments_wait('de', { seconds: 1 })).toBe(
      'Bitte warte noch 1 Sekunde, bevor du wieder kommentierst.',
    );
    expect(m.comments_wait('de', { seconds: 30 })).toBe(
      'Bitte warte noch 30 Sekunden, bevor du wieder kommentierst.',
    );
    expect(m.comments_wait('en', { seconds: 1 })).toBe('Please wait 1 s before you post again.');
    expect(m.comments_by('de', { alias: 'nova' })).toBe('Kommentar von nova');
    expect(m.comments_reply_to('de', { alias: 'nova' })).toBe('nova antworten');
    expect(m.comments_replies_to('de', { alias: 'nova' })).toBe('Antworten an nova');
    expect(m.comments_your_reply_to('de', { alias: 'nova' })).toBe('Deine Antwort an nova');
  });

  it('a guest: the comments, their replies and the sign-in prompt', async () => {
    renderHosted(<Comments postId={38} />);
    expect(screen.getByRole('status')).toHaveTextContent('Kommentare werden geladen …');
    const list = await screen.findByRole('list', { name: 'Kommentare' });
    expect(screen.getByRole('heading', { name: 'Kommentare' })).toBeVisible();
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    const alias = first.querySelector('.comment__alias')?.textContent ?? '';
    expect(first).toHaveAccessibleName(`Kommentar von ${alias}`);
    expect(screen.getAllByRole('list', { name: /^Antworten an / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Anmelden' }).parentElement).toHaveTextContent(
      'Anmelden und kommentieren.',
    );
  });

  it('a player writes a comment and a reply', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    renderHosted(<Comments postId={39} />);
    const first = (await screen.findAllByRole('article'))[0] as HTMLElement;
    const alias = first.querySelector('.comment__alias')?.textContent ?? '';
    expect(screen.getByLabelText('Kommentar schreiben')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kommentar senden' })).toBeDisabled();
    const reply = within(first).getByRole('button', { name: `${alias} antworten` });
    expect(reply).toHaveTextContent('Antworten');
    await userEvent.click(reply);
    await userEvent.type(screen.getByLabelText(`Deine Antwort an ${alias}`), 'Eine Antwort');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Eine Antwort')).toBeVisible();
  });

  it('a comment that was not sent, an empty post, and a failed load with Retry', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const sent = renderHosted(<Comments postId={2} />);
    await screen.findByRole('list', { name: 'Kommentare' });
    harness.app.faults?.add({ path: '/content/posts/creare-comment', status: 500, times: 1 });
    await userEvent.type(screen.getByLabelText('Kommentar schreiben'), 'Bleib da');
    await userEvent.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(
      await screen.findByText('Dein Kommentar wurde nicht gesendet. Versuch es noch einmal.'),
    ).toBeVisible();
    sent.unmount();
    const empty = renderHosted(<Comments postId={3} />);
    expect(await screen.findByText('Noch keine Kommentare.')).toBeVisible();
    empty.unmount();
    harness.app.faults?.add({ path: '/content/posts/get-comments', status: 500, times: 1 });
    renderHosted(<Comments postId={38} />);
    expect(await screen.findByText('Die Kommentare konnten nicht geladen werden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Kommentare' })).toBeVisible());
  });
});
