import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import ArticleRoute from '../src/pages/articles/[id].astro';
import WelcomePage from '../src/pages/welcome-to-the-future.astro';
import { renderResponse, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';

const documentOf = (html: string) => new JSDOM(html).window.document;

describe('articles, rendered on demand from the API (marketplace-content.md §2.1, §2.8)', async () => {
  const { locals, admin } = await startSandbox();

  it('/welcome-to-the-future is post 38, with its sections, title and Open Graph tags in the HTML', async () => {
    const { status, html } = await renderResponse(WelcomePage, {}, locals);
    expect(status).toBe(200);
    const doc = documentOf(html);
    expect(shownText(doc.querySelector('h1'))).toBe('Welcome To The Future');
    expect(doc.title).toBe('Welcome To The Future | RDC');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Welcome To The Future',
    );
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect([...doc.querySelectorAll('article h2')].map(shownText)).toContain('A living galaxy');
  });

  it('/articles/{id} shows a news post: caption, date, description, picture and its paragraphs', async () => {
    const { status, html } = await renderResponse(ArticleRoute, { id: '1' }, locals);
    expect(status).toBe(200);
    const doc = documentOf(html);
    const caption = shownText(doc.querySelector('h1')) ?? '';
    expect(caption).not.toBe('');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `${caption}: read the full story.`,
    );
    expect(doc.querySelector('article time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^http/);
    expect(doc.querySelectorAll('article > p:not(.article__date)').length).toBeGreaterThan(0);
  });

  it('a post added through the admin call has its page at once; its markup is shown as text, never run', async () => {
    const added = await admin('/post/add', {
      caption: 'Patch 2.0 <img src=x onerror=alert(1)>',
      text: '<p>New ships.</p><script>alert(2)</script><p>Fixes &amp; more <img src=x onerror=alert(3)></p>',
      type: 'post',
      category_id: 1,
      publish_at: '2026-11-01T10:00:00.000Z',
    });
    const { status, html } = await renderResponse(ArticleRoute, { id: String(added.id) }, locals);
    expect(status).toBe(200);
    const doc = documentOf(html);
    expect(shownText(doc.querySelector('h1'))).toBe('Patch 2.0 <img src=x onerror=alert(1)>');
    expect([...doc.querySelectorAll('article > p:not(.article__date)')].map(shownText)).toEqual([
      'New ships.',
      'Fixes & more',
    ]);
    expect(doc.querySelectorAll('article img[src="x"], article script, [onerror]')).toHaveLength(0);
  });

  it('an unknown post is NoItem with 404; a failing API is the Error status with 503', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const unknown = await renderResponse(ArticleRoute, { id }, locals);
      expect(unknown.status).toBe(404);
      expect(shownText(documentOf(unknown.html).querySelector('h1'))).toBe('NoItem');
    }
    const failed = await renderResponse(ArticleRoute, { id: '1' }, failingLocals);
    expect(failed.status).toBe(503);
    expect(shownText(documentOf(failed.html).querySelector('h1'))).toBe('Error');
  });
});
