import { formatShortDay, getApi, login } from '@rdc/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listen } from '../../test/events';
import { withSandbox } from '../../test/sandbox';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { renderHosted } from '../../test/render-hosted';
import { Comments } from './Comments';

const harness = withSandbox({ faults: true });

const signIn = () => login({ alias: 'demo', password: 'demo1234' }, 'en');

describe('<rdc-comments> (marketplace-content.md §4, §7, §8), against the sandbox', () => {
  it("shows the post's comments with their replies nested (with_sub: true)", async () => {
    renderHosted(<Comments postId={38} />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const top = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(top.length).toBeGreaterThan(1);
    const nested = top.find((item) => item.querySelector('ol li'));
    expect(nested).toBeDefined();
    // Each dated comment says its day as the reader's locale writes it: "Nov 26, 2026".
    const time = top[0]!.querySelector('time')!;
    expect(time.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(time.textContent).toBe(
      formatShortDay(new Date(time.getAttribute('datetime')!), 'en', { timeZone: 'UTC' }),
    );
    expect(harness.bodies('POST /content/posts/get-comments')).toEqual([
      { post_id: 38, with_sub: true, offset: 0, limit: 20 },
    ]);
  });

  it('a guest sees a sign-in prompt instead of the form; Sign In asks for the auth modal', async () => {
    const opens = listen('rdc-open-auth');
    renderHosted(<Comments postId={38} />);
    await screen.findByRole('list', { name: 'Comments' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    opens.stop();
    expect(opens.events.map((event) => event.detail)).toEqual([{ category: 'auth' }]);
  });

  it('a logged-in player writes a comment: "Sending…" until the reloaded comments arrive, then it is on the list', async () => {
    await signIn();
    renderHosted(<Comments postId={112} />);
    await screen.findByRole('list', { name: 'Comments' });
    // The reload after the write is held a moment, so the state between the two can be seen.
    harness.app.faults?.add({ path: '/content/posts/get-comments', latencyMs: 1500, times: 1 });
    await userEvent.type(screen.getByLabelText('Write a comment'), 'Hello from the widget test');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(harness.calls).toContain('POST /content/posts/creare-comment'));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your comment…');
    expect(await screen.findByText('Hello from the widget test')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(screen.getByLabelText('Write a comment')).toHaveValue('');
    const calls = harness.calls.filter((call) => call.includes('comment'));
    expect(calls).toEqual([
      'POST /content/posts/get-comments',
      'POST /content/posts/creare-comment',
      'POST /content/posts/get-comments',
    ]);
  });

  it('a reply goes under its comment', async () => {
    await signIn();
    renderHosted(<Comments postId={39} />);
    const first = (await screen.findAllByRole('article'))[0] as HTMLElement;
    const alias = first.querySelector('.comment__alias')?.textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Reply to ${alias}` }));
    await userEvent.type(screen.getByLabelText(`Your reply to ${alias}`), 'A nested answer');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    const reply = await screen.findByText('A nested answer');
    const parentItem = first.closest('li') as HTMLElement;
    expect(parentItem.querySelector(':scope > ol')).toContainElement(reply);
    expect(harness.bodies('POST /content/posts/creare-comment')).toEqual([
      { post_id: 39, text: 'A nested answer', parent_id: expect.any(Number) },
    ]);
  });

  it('markup in a comment is shown as text: no image, no script reaches the page', async () => {
    await signIn();
    const payloads = ['<img src=x onerror="window.__pwned=1">', '<script>window.__pwned=2</script>'];
    const { container } = renderHosted(<Comments postId={1} />);
    await screen.findByRole('list', { name: 'Comments' });
    for (const payload of payloads) {
      await userEvent.clear(screen.getByLabelText('Write a comment'));
      await userEvent.type(screen.getByLabelText('Write a comment'), payload);
      await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByText(payload)).toBeVisible();
    }
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('a comment that fails to send keeps its text, with a quiet line and no modal', async () => {
    await signIn();
    renderHosted(<Comments postId={2} />);
    await screen.findByRole('list', { name: 'Comments' });
    harness.app.faults?.add({
      path: '/content/posts/creare-comment',
      status: 500,
      message: 'database error',
      times: 1,
    });
    await userEvent.type(screen.getByLabelText('Write a comment'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment was not sent. Try again.')).toBeVisible();
    expect(screen.getByLabelText('Write a comment')).toHaveValue('Keep me');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an empty post says so; a failed load says so quietly, and Retry loads the comments', async () => {
    const empty = renderHosted(<Comments postId={3} />);
    expect(await screen.findByText('No comments yet.')).toBeVisible();
    empty.unmount();
    harness.app.faults?.add({
      path: '/content/posts/get-comments',
      status: 500,
      message: 'database error',
      times: 1,
    });
    renderHosted(<Comments postId={38} />);
    expect(await screen.findByText('The comments could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Comments' })).toBeVisible());
  });

  it('the element reads post-id', async () => {
    defineWidget(await loadWidgetOf('rdc-comments'));
    const element = document.createElement('rdc-comments');
    element.setAttribute('post-id', '38');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.querySelector('.comment')).not.toBeNull());
    element.remove();
  });

  it('comments come a page at a time: 20 first, then "Show more comments" adds the next ones until none is left', async () => {
    for (let i = 0; i < 25; i += 1) {
      await harness.app.db.query(
        "INSERT INTO content_comment (post_id, alias, text, created_at) VALUES (4, 'pilot', $1, now() + $2 * interval '1 second')",
        [`Paged remark ${i}`, i],
      );
    }
    renderHosted(<Comments postId={4} />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const shown = () => within(list).getAllByText(/^Paged remark \d+$/).length;
    await waitFor(() => expect(shown()).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    await waitFor(() => expect(shown()).toBe(25));
    expect(screen.getByText('Paged remark 24')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
    expect(harness.bodies('POST /content/posts/get-comments').slice(-2)).toEqual([
      { post_id: 4, with_sub: true, offset: 0, limit: 20 },
      { post_id: 4, with_sub: true, offset: 20, limit: 20 },
    ]);
  });

  it('a throttled comment (429) shows the wait, counts it down with the button off, and keeps the text', async () => {
    await signIn();
    // Comments sent straight to the server until it asks to wait.
    for (let i = 0; i < 10; i += 1) {
      const sent = await getApi()
        .content.posts.createComment({ post_id: 5, text: `quick ${i}` })
        .then(
          () => true,
          () => false,
        );
      if (!sent) break;
    }
    renderHosted(<Comments postId={5} />);
    await screen.findByRole('list', { name: 'Comments' });
    await userEvent.type(screen.getByLabelText('Write a comment'), 'One more thing');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(/^Please wait \d+ s before you post again\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(screen.getByLabelText('Write a comment')).toHaveValue('One more thing');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an account that has not confirmed its email is told to, and its text is kept', async () => {
    const alias = `fresh${Date.now() % 100_000}`;
    await getApi().auth.register({
      alias,
      email: `${alias}@rdc.test`,
      password: 'secret1',
      bdate: '01/02/1990',
      agreement: true,
    });
    await login({ alias, password: 'secret1' }, 'en');
    renderHosted(<Comments postId={6} />);
    await screen.findByText(/No comments yet\.|Comments/);
    await userEvent.type(screen.getByLabelText('Write a comment'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText(
        'Confirm your email address to comment: use the link in the email we sent you.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Write a comment')).toHaveValue('Hello');
  });
});
