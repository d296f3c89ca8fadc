// "Throttle ... comments per account and per address (429 with Retry-After, shown to the player as a
// wait)". A player who comments in a burst sees how long to wait, the button off until then, and
// their text kept; when the wait is over the comment goes through.
import { signIn } from './checkout-helpers';
import { adminApi } from './support/admin';
import { expect, siteUrl, test } from './support/fixtures';

test('a burst of comments: the widget shows the wait counting down, then the comment goes through', async ({
  page,
}) => {
  test.slow(); // the sandbox's first wait is 10 s, and the test waits it out as the player does
  const admin = await adminApi(page.request);
  const post = await admin('/post/add', {
    caption: 'Busy thread',
    text: '<p>Talk fast.</p>',
    type: 'post',
    publish_at: '2024-01-01T00:00:00.000Z',
  });
  // The admin account comments (demo's comments are other journeys'): a burst up to the limit.
  let refused = false;
  for (let i = 0; i < 10 && !refused; i += 1) {
    try {
      await admin('/content/posts/creare-comment', { post_id: post.id, text: `quick ${i}` });
    } catch {
      refused = true;
    }
  }
  expect(refused).toBe(true);

  await page.goto(siteUrl(`/articles/${post.id}`));
  const comments = page.locator('[data-rdc-widget="rdc-comments"]');
  await comments.getByRole('button', { name: 'Sign In' }).click();
  await signIn(page, { alias: 'admin', password: 'admin1234' });
  await comments.getByLabel('Write a comment').fill('Worth the wait');
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/content/posts/creare-comment'),
  );
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);

  const wait = comments.getByText(/^Please wait \d+ s before you post again\.$/);
  await expect(wait).toBeVisible();
  const post0 = comments.getByRole('button', { name: 'Post comment' });
  await expect(post0).toBeDisabled();
  await expect(comments.getByLabel('Write a comment')).toHaveValue('Worth the wait');
  const first = Number(/\d+/.exec((await wait.textContent()) ?? '')?.[0]);
  await expect
    .poll(async () => Number(/\d+/.exec((await wait.textContent()) ?? '')?.[0]), {
      message: 'the wait counts down',
    })
    .toBeLessThan(first);

  await expect(post0).toBeEnabled({ timeout: 30_000 });
  await post0.click();
  await expect(
    comments.getByRole('list', { name: 'Comments' }).getByText('Worth the wait', { exact: true }),
  ).toBeVisible();
});
