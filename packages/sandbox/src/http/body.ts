// Reads and validates a JSON request body before a handler touches the database.
import type { Context } from 'hono';
import * as z from 'zod';
import { invalidInput } from './problem';

/** A short, readable message from the first few zod issues. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Deeper JSON is refused: nothing the spec sends nests past a handful of levels, and a deep body
 * would overflow the stack of JSON.stringify or of Postgres's jsonb parser (a 500 instead of a 400). */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests arrays and objects deeper than `limit`; iterative, so any depth is safe to measure. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * The body parsed by `schema`, or ApiProblem(400, 1000). An empty body reads as `{}`, so calls
 * whose payload is "none" still validate (a schema with required fields rejects it). Any zod schema
 * works: the sandbox's classic ones and core's zod/mini ones.
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidInput('the body is not valid JSON');
    }
    if (nestsDeeperThan(value, MAX_JSON_DEPTH))
      throw invalidInput(`the body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw invalidInput(describeIssues(parsed.error));
  return parsed.data;
}
