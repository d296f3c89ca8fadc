import { IdSchema, listOf } from './common';
import { z } from './zod';

/** News categories decide the card's colour. */
export const NewsCategorySchema = z.enum(['news', 'media', 'dev']);
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const PostMetaSchema = z.looseObject({
  image_url: z.string().optional(),
  description_card: z.string().optional(),
});

/** A post (article). Further fields survive. */
export const PostSchema = z.looseObject({
  id: IdSchema,
  publish_at: z.string(),
  caption: z.string(),
  text: z.string().default(''),
  category: z.string().optional(),
  category_id: IdSchema.nullish(),
  type: z.string().optional(),
  meta: PostMetaSchema.nullish(),
});
export type Post = z.infer<typeof PostSchema>;

/** A news card: a post whose category is news, media or dev. */
export const NewsCardSchema = PostSchema.extend({ category: NewsCategorySchema });
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** POST /post/list: sort 'latest' means descending by publish_at, otherwise ascending; limit default 5. */
export const PostListPayloadSchema = z.object({
  sort: z.string().optional(),
  offset: z.number().int().nonnegative().default(0),
  limit: z.number().int().positive().default(5),
  category_id: IdSchema.optional(),
  type: z.literal('post').default('post'),
});
export type PostListPayload = z.infer<typeof PostListPayloadSchema>;
export type PostListPayloadInput = z.input<typeof PostListPayloadSchema>;

/** POST /post/add and /post/edit: post data (shape not fully shown; extra fields pass). */
export const PostAddPayloadSchema = z.looseObject({
  caption: z.string().min(1),
  text: z.string(),
  publish_at: z.string().optional(),
  category_id: IdSchema.optional(),
  meta: PostMetaSchema.optional(),
});
export type PostAddPayload = z.infer<typeof PostAddPayloadSchema>;
export const PostEditPayloadSchema = PostAddPayloadSchema.partial().extend({ id: IdSchema });
export type PostEditPayload = z.infer<typeof PostEditPayloadSchema>;

/**
 * A comment on a post. Only post_id is shown; comments nest through
 * sub_comments (the field name is our choice). Other fields survive.
 */
export const CommentSchema = z.looseObject({
  id: IdSchema.optional(),
  post_id: IdSchema,
  text: z.string().optional(),
  get sub_comments() {
    return z.array(CommentSchema).default([]);
  },
});
export type Comment = z.infer<typeof CommentSchema>;

/** POST /content/posts/get-comments. */
export const GetCommentsPayloadSchema = z.object({
  post_id: IdSchema,
  with_sub: z.boolean().default(true),
});
export type GetCommentsPayload = z.input<typeof GetCommentsPayloadSchema>;

/** POST /content/posts/creare-comment: the comment body including post_id; parent_id answers a comment. */
export const CreateCommentPayloadSchema = z.looseObject({
  post_id: IdSchema,
  text: z.string().min(1),
  parent_id: IdSchema.optional(),
});
export type CreateCommentPayload = z.infer<typeof CreateCommentPayloadSchema>;

/** Post category. */
export const PostCategorySchema = z.looseObject({
  id: IdSchema,
  title: z.string().optional(),
});
export type PostCategory = z.infer<typeof PostCategorySchema>;

/** POST /content/posts/categories/list: limit, offset, sort, search. */
export const PostCategoryListPayloadSchema = z.object({
  limit: z.number().int().positive().optional(),
  offset: z.number().int().nonnegative().optional(),
  sort: z.string().optional(),
  search: z.string().optional(),
});
export type PostCategoryListPayload = z.infer<typeof PostCategoryListPayloadSchema>;

/** Post category data for create and edit (shape not shown; permissive beyond the title). */
export const PostCategoryDataSchema = z.looseObject({ title: z.string().min(1) });
export type PostCategoryData = z.infer<typeof PostCategoryDataSchema>;
export const PostCategoryEditPayloadSchema = PostCategoryDataSchema.extend({ id: IdSchema });
export type PostCategoryEditPayload = z.infer<typeof PostCategoryEditPayloadSchema>;

/** A string that holds JSON. */
export const JsonStringSchema = z.string().refine((text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}, 'must be a JSON string');

/** A page as stored: id and data as a JSON string. */
export const PageSchema = z.looseObject({
  id: IdSchema,
  data: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

/**
 * Page data parsed from its JSON string (an object already parsed is kept).
 * Text that is not JSON fails the page rather than passing as a string.
 */
export const PageDataSchema = z.union([
  z.string().transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'page data is not valid JSON' });
      return z.NEVER;
    }
  }),
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
]);

/** A page whose data has been parsed. */
export const ParsedPageSchema = PageSchema.extend({ data: PageDataSchema });
export type ParsedPage = z.infer<typeof ParsedPageSchema>;

/** POST /page/list: "returns count and list with data parsed". */
export const PageListAnswerSchema = listOf(ParsedPageSchema);
export type PageListAnswer = z.infer<typeof PageListAnswerSchema>;

/** POST /page/add and /page/edit: the payload plus data as a JSON string. */
export const PageAddPayloadSchema = z.looseObject({ data: JsonStringSchema });
export type PageAddPayload = z.infer<typeof PageAddPayloadSchema>;
export const PageEditPayloadSchema = PageAddPayloadSchema.extend({ id: IdSchema });
export type PageEditPayload = z.infer<typeof PageEditPayloadSchema>;
