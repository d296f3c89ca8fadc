// Reads and validates a JSON request body before a handler touches the database.
import type { Context } from 'hono';
import type * as z from 'zod';
import { invalidInput } from './problem';

/** A short, readable message from the first few zod issues. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * The body parsed by `schema`, or ApiProblem(400, 1000). An empty body reads as `{}`, so calls
 * whose payload is "none" still validate (a schema with required fields rejects it).
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidInput('the body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(describeIssues(parsed.error));
  return parsed.data;
}
