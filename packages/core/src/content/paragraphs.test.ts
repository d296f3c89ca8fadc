import { describe, expect, it } from 'vitest';
import { textParagraphs } from './paragraphs';

describe('a post\'s text, rendered as text ("Server text is rendered as text")', () => {
  it('gives the paragraphs of the stored HTML as plain text', () => {
    expect(textParagraphs('<p>Season One launches.</p><p>More details follow.</p>')).toEqual([
      'Season One launches.',
      'More details follow.',
    ]);
    expect(textParagraphs('First line<br>Second line<br/>')).toEqual(['First line', 'Second line']);
    expect(textParagraphs('<h2>Title</h2><ul><li>One</li><li>Two</li></ul>')).toEqual([
      'Title',
      'One',
      'Two',
    ]);
  });

  it('keeps no markup: scripts, handlers and tags are dropped, their text never becomes HTML', () => {
    expect(
      textParagraphs('<p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script><p>there</p>'),
    ).toEqual(['Hi', 'there']);
    expect(
      textParagraphs('<style>p{}</style><p><b>bold</b> and <a href="javascript:alert(3)">a link</a></p>'),
    ).toEqual(['bold and a link']);
    expect(textParagraphs('<p>unclosed <img src=x onerror=alert(4)')).toEqual(['unclosed']);
  });

  it('decodes entities to the characters they stand for (printed escaped by the page)', () => {
    expect(textParagraphs('<p>Fish &amp; ships &lt;3 &quot;quoted&quot; &#39;x&#39; &#x2605;</p>')).toEqual([
      'Fish & ships <3 "quoted" \'x\' ★',
    ]);
    expect(textParagraphs('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([
      '<script>alert(1)</script>',
    ]);
    expect(textParagraphs('<p>&bogus; &#0; &#99999999;</p>')).toEqual(['&bogus; &#0; &#99999999;']);
  });

  it('leaves out empty paragraphs and folds white space', () => {
    expect(textParagraphs('<p> </p><p>\n  spaced \t out </p><p></p>')).toEqual(['spaced out']);
    expect(textParagraphs('')).toEqual([]);
  });
});
