import { describe, expect, it } from 'vitest';
import {
  CommentSchema,
  CreateCommentPayloadSchema,
  GetCommentsPayloadSchema,
  NewsCardSchema,
  PageAddPayloadSchema,
  PageListAnswerSchema,
  PageSchema,
  PostCategoryListPayloadSchema,
  PostListPayloadSchema,
  PostSchema,
} from './content';

const post = {
  id: 39,
  publish_at: '2025-01-02T00:00:00Z',
  caption: 'Timeline',
  category: 'news',
  text: '<p>hi</p>',
  meta: { image_url: '/i.png', description_card: 'card' },
};

describe('posts and news cards', () => {
  it('a post keeps further fields', () => {
    expect(PostSchema.parse({ ...post, author: 'x' })).toMatchObject({
      author: 'x',
      meta: { image_url: '/i.png' },
    });
    expect(PostSchema.safeParse({ ...post, publish_at: undefined }).success).toBe(false);
  });

  it('a news card category is news, media or dev', () => {
    expect(NewsCardSchema.parse({ ...post, category: 'dev' }).category).toBe('dev');
    expect(NewsCardSchema.safeParse({ ...post, category: 'sport' }).success).toBe(false);
  });

  it('"offset, limit (default 5), category_id, type post"', () => {
    expect(PostListPayloadSchema.parse({ sort: 'latest' })).toEqual({
      sort: 'latest',
      offset: 0,
      limit: 5,
      type: 'post',
    });
    expect(PostListPayloadSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(PostListPayloadSchema.safeParse({ type: 'page' }).success).toBe(false);
  });

  it('category list takes limit, offset, sort, search', () => {
    const query = { limit: 10, offset: 0, sort: 'id', search: 'n' };
    expect(PostCategoryListPayloadSchema.parse(query)).toEqual(query);
    expect(PostCategoryListPayloadSchema.safeParse({ limit: '10' }).success).toBe(false);
  });
});

describe('comments', () => {
  it('nested sub-comments parse at any depth', () => {
    const comment = CommentSchema.parse({
      id: 1,
      post_id: 39,
      text: 'first',
      sub_comments: [
        { id: 2, post_id: 39, text: 'reply', sub_comments: [{ id: 3, post_id: 39, text: 'deep' }] },
      ],
    });
    expect(comment.sub_comments[0]?.sub_comments[0]?.text).toBe('deep');
    expect(comment.sub_comments[0]?.sub_comments[0]?.sub_comments).toEqual([]);
  });

  it('a broken nested comment fails the whole comment', () => {
    expect(CommentSchema.safeParse({ post_id: 1, sub_comments: [{ text: 'no post id' }] }).success).toBe(
      false,
    );
  });

  it('get-comments sends post_id and with_sub true', () => {
    expect(GetCommentsPayloadSchema.parse({ post_id: 39 })).toEqual({ post_id: 39, with_sub: true });
    expect(CreateCommentPayloadSchema.safeParse({ post_id: 39, text: '' }).success).toBe(false);
    expect(CreateCommentPayloadSchema.safeParse({ post_id: 39, text: 'hi' }).success).toBe(true);
  });
});

describe('pages', () => {
  it('"returns count and list with data parsed": page data arrives as an object', () => {
    const answer = PageListAnswerSchema.parse({
      count: 1,
      list: [{ id: 112, data: '{"title":"Creators Corner"}' }],
    });
    expect(answer.list[0]?.data).toEqual({ title: 'Creators Corner' });
  });

  it('data already parsed is kept; data that is not JSON fails', () => {
    expect(PageListAnswerSchema.parse({ list: [{ id: 1, data: { a: 1 } }] }).list[0]?.data).toEqual({ a: 1 });
    expect(PageListAnswerSchema.safeParse({ list: [{ id: 1, data: '{oops' }] }).success).toBe(false);
  });

  it('the page list defaults to count 0 and an empty list', () => {
    expect(PageListAnswerSchema.parse({})).toEqual({ count: 0, list: [] });
  });

  it('"data as JSON string" on add and edit, and stored as a string', () => {
    expect(PageAddPayloadSchema.safeParse({ data: '{"a":1}' }).success).toBe(true);
    expect(PageAddPayloadSchema.safeParse({ data: 'not json' }).success).toBe(false);
    expect(PageAddPayloadSchema.safeParse({ data: { a: 1 } }).success).toBe(false);
    expect(PageSchema.parse({ id: 1, data: '{}' })).toEqual({ id: 1, data: '{}' });
  });
});
