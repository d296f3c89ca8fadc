import type { z } from './zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const UNITS: Record<string, string> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  file: 'bytes',
  map: 'entries',
};

/** The JavaScript type of an input, as zod's English messages name it. */
function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

function bound(
  issue: { origin?: string; exact?: boolean; inclusive?: boolean },
  limit: unknown,
  big: boolean,
): string {
  const adjective = issue.exact
    ? 'exactly '
    : big
      ? issue.inclusive
        ? '<='
        : '<'
      : issue.inclusive
        ? '>='
        : '>';
  const unit = UNITS[issue.origin ?? ''];
  const what = `${big ? 'Too big' : 'Too small'}: expected ${issue.origin ?? 'value'}`;
  return unit
    ? `${what} to have ${adjective}${String(limit)} ${unit}`
    : `${what} to be ${adjective}${String(limit)}`;
}

/**
 * zod/mini ships no messages ("Invalid input" for everything). These are the English messages of
 * classic zod for the issues core's schemas raise (they reach callers in ApiError messages); zod's
 * own English locale says the same for these and more, at about 1 kB gzip more on every partner page.
 */
export function englishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeOf(issue.input)}`;
    case 'too_small':
      return bound(issue, issue.minimum, false);
    case 'too_big':
      return bound(issue, issue.maximum, true);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${JSON.stringify(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map((value) => JSON.stringify(value)).join('|')}`;
    case 'invalid_format':
      return `Invalid ${issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    default:
      return 'Invalid input';
  }
}
