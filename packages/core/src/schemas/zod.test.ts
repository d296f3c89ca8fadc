import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from './zod';

describe('zod setup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns on jitless mode, so zod never needs eval under a strict CSP', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses objects without ever constructing a Function', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.number(), name: z.string() });
    for (let i = 0; i < 5; i++) expect(schema.parse({ id: i, name: 'x' })).toEqual({ id: i, name: 'x' });
    expect(construct).not.toHaveBeenCalled();
  });

  it('gives the English messages classic zod gave (zod/mini alone says only "Invalid input")', () => {
    const schema = z.object({ id: z.int(), name: z.string().check(z.minLength(1)) });
    const result = schema.safeParse({ id: 'seven', name: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected number, received string',
      'Too small: expected string to have >=1 characters',
    ]);
  });

  it('names the other issues core meets the way classic zod did', () => {
    const messages = (schema: z.ZodMiniType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toEqual([
      'Too big: expected array to have <=1 items',
    ]);
    expect(messages(z.number().check(z.minimum(3)), 2)).toEqual(['Too small: expected number to be >=3']);
    expect(messages(z.literal('USD'), 'EUR')).toEqual(['Invalid input: expected "USD"']);
    expect(messages(z.enum(['USD', 'RDC']), 'EUR')).toEqual(['Invalid option: expected one of "USD"|"RDC"']);
    expect(messages(z.string(), null)).toEqual(['Invalid input: expected string, received null']);
    expect(messages(z.strictObject({}), { extra: 1 })).toEqual(['Unrecognized key: "extra"']);
  });
});
