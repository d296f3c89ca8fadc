import { IdSchema, listOf } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';
import { isBlankText } from './identity-text';
import { COMMENT_PAGE, TEXT_LIMITS } from './limits';

/** News categories decide the card's colour. */
export const NewsCategorySchema = lazySchema(() => z.enum(['news', 'media', 'dev']));
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const PostMetaSchema = lazySchema(() =>
  z.looseObject({
    image_url: z.optional(z.string()),
    description_card: z.optional(z.string()),
  }),
);

/** A post (article). Further fields survive. */
export const PostSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    publish_at: z.string(),
    caption: z.string(),
    text: z._default(z.string(), ''),
    category: z.optional(z.string()),
    category_id: z.nullish(IdSchema),
    type: z.optional(z.string()),
    meta: z.nullish(PostMetaSchema),
  }),
);
export type Post = z.infer<typeof PostSchema>;

/** A news card: a post whose category is news, media or dev. */
export const NewsCardSchema = lazySchema(() => z.extend(PostSchema, { category: NewsCategorySchema }));
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** POST /post/list: sort 'latest' means descending by publish_at, otherwise ascending; limit default 5. */
export const PostListPayloadSchema = lazySchema(() =>
  z.object({
    sort: z.optional(z.string()),
    offset: z._default(z.int().check(z.nonnegative()), 0),
    limit: z._default(z.int().check(z.positive()), 5),
    category_id: z.optional(IdSchema),
    type: z._default(z.literal('post'), 'post'),
  }),
);
export type PostListPayload = z.infer<typeof PostListPayloadSchema>;
export type PostListPayloadInput = z.input<typeof PostListPayloadSchema>;

/** POST /post/add and /post/edit: post data (shape not fully shown; extra fields pass). */
export const PostAddPayloadSchema = lazySchema(() =>
  z.looseObject({
    caption: z.string().check(z.minLength(1)),
    text: z.string(),
    publish_at: z.optional(z.string()),
    category_id: z.optional(IdSchema),
    meta: z.optional(PostMetaSchema),
  }),
);
export type PostAddPayload = z.infer<typeof PostAddPayloadSchema>;
export const PostEditPayloadSchema = lazySchema(() =>
  z.extend(z.partial(PostAddPayloadSchema), { id: IdSchema }),
);
export type PostEditPayload = z.infer<typeof PostEditPayloadSchema>;

/**
 * A comment on a post. Only post_id is shown; comments nest through
 * sub_comments (the field name is our choice). Other fields survive.
 */
export const CommentSchema = lazySchema(() =>
  z.looseObject({
    id: z.optional(IdSchema),
    post_id: IdSchema,
    text: z.optional(z.string()),
    get sub_comments() {
      return z._default(z.array(CommentSchema), []);
    },
  }),
);
export type Comment = z.infer<typeof CommentSchema>;

/**
 * POST /content/posts/get-comments. A page of top-level comments (each with its answers when
 * with_sub): `limit` of them (default 20, at most 100) from `offset`, oldest first; the answer's
 * count is the post's top-level comments in all.
 */
export const GetCommentsPayloadSchema = lazySchema(() =>
  z.object({
    post_id: IdSchema,
    with_sub: z._default(z.boolean(), true),
    offset: z.optional(z.int().check(z.nonnegative())),
    limit: z.optional(z.int().check(z.positive(), z.lte(COMMENT_PAGE.maxLimit))),
  }),
);
export type GetCommentsPayload = z.input<typeof GetCommentsPayloadSchema>;

/** POST /content/posts/creare-comment: the comment body including post_id; parent_id answers a comment. */
export const CreateCommentPayloadSchema = lazySchema(() =>
  z.looseObject({
    post_id: IdSchema,
    text: z.string().check(
      z.minLength(1),
      z.maxLength(TEXT_LIMITS.commentLength),
      z.refine(
        (text) => !isBlankText(text),
        'the comment is empty: it holds only spaces or invisible characters',
      ),
    ),
    parent_id: z.optional(IdSchema),
  }),
);
export type CreateCommentPayload = z.infer<typeof CreateCommentPayloadSchema>;

/** Post category. */
export const PostCategorySchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.optional(z.string()),
  }),
);
export type PostCategory = z.infer<typeof PostCategorySchema>;

/** POST /content/posts/categories/list: limit, offset, sort, search. */
export const PostCategoryListPayloadSchema = lazySchema(() =>
  z.object({
    limit: z.optional(z.int().check(z.positive())),
    offset: z.optional(z.int().check(z.nonnegative())),
    sort: z.optional(z.string()),
    search: z.optional(z.string()),
  }),
);
export type PostCategoryListPayload = z.infer<typeof PostCategoryListPayloadSchema>;

/** Post category data for create and edit (shape not shown; permissive beyond the title). */
export const PostCategoryDataSchema = lazySchema(() =>
  z.looseObject({ title: z.string().check(z.minLength(1)) }),
);
export type PostCategoryData = z.infer<typeof PostCategoryDataSchema>;
export const PostCategoryEditPayloadSchema = lazySchema(() =>
  z.extend(PostCategoryDataSchema, { id: IdSchema }),
);
export type PostCategoryEditPayload = z.infer<typeof PostCategoryEditPayloadSchema>;

/** A string that holds JSON. */
export const JsonStringSchema = lazySchema(() =>
  z.string().check(
    z.refine((text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    }, 'must be a JSON string'),
  ),
);

/** A page as stored: id and data as a JSON string. */
export const PageSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    data: z.string(),
  }),
);
export type Page = z.infer<typeof PageSchema>;

/**
 * Page data parsed from its JSON string (an object already parsed is kept).
 * Text that is not JSON fails the page rather than passing as a string.
 */
export const PageDataSchema = lazySchema(() =>
  z.union([
    z.pipe(
      z.string(),
      z.transform((text: string, ctx): unknown => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          // A mini transform has no ctx.addIssue: the issue goes on the payload itself.
          ctx.issues.push({ code: 'custom', message: 'page data is not valid JSON', input: text });
          return z.NEVER;
        }
      }),
    ),
    // Any object: a loose object with no fields keeps every key, as a record of unknowns would, without
    // bringing zod's record type (2.6 kB raw, for this one use) into every partner page's runtime,
    // which holds all of zod that any chunk uses.
    z.looseObject({}),
    z.array(z.unknown()),
  ]),
);

/** A page whose data has been parsed. */
export const ParsedPageSchema = lazySchema(() => z.extend(PageSchema, { data: PageDataSchema }));
export type ParsedPage = z.infer<typeof ParsedPageSchema>;

/** POST /page/list: "returns count and list with data parsed". */
export const PageListAnswerSchema = lazySchema(() => listOf(ParsedPageSchema));
export type PageListAnswer = z.infer<typeof PageListAnswerSchema>;

/** POST /page/add and /page/edit: the payload plus data as a JSON string. */
export const PageAddPayloadSchema = lazySchema(() => z.looseObject({ data: JsonStringSchema }));
export type PageAddPayload = z.infer<typeof PageAddPayloadSchema>;
export const PageEditPayloadSchema = lazySchema(() => z.extend(PageAddPayloadSchema, { id: IdSchema }));
export type PageEditPayload = z.infer<typeof PageEditPayloadSchema>;
