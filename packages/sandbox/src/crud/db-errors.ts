// Constraint violations are the caller's bad input (a duplicate code, an unknown reference):
// answer 400 with code 1000 rather than a server error. The statement failed, so nothing was written.
import { ApiProblem } from '../http/problem';

const inputErrors: Record<string, string> = {
  '23505': 'already exists',
  '23503': 'refers to something that does not exist',
  '23514': 'is out of range',
  '23502': 'is missing a required value',
  '22P02': 'has a value of the wrong type',
  '22003': 'has a number out of range',
};

/** The column a constraint error names (`column`, or `Key (name)=…` of its detail) when it is a plain field name. */
function fieldOf(error: { column?: unknown; detail?: unknown }): string | undefined {
  if (typeof error.column === 'string' && error.column) return error.column;
  return typeof error.detail === 'string' ? /^Key \(([a-z_]+)\)=/.exec(error.detail)?.[1] : undefined;
}

/** The database's own text (detail, values, SQL) stays in the server: the answer names only the field. */
export function asInputProblem(error: unknown): never {
  const dbError = (error ?? {}) as { code?: unknown; column?: unknown; detail?: unknown };
  const code = dbError.code;
  if (typeof code === 'string' && Object.hasOwn(inputErrors, code)) {
    const field = fieldOf(dbError);
    throw new ApiProblem(
      400,
      1000,
      field ? `${field}: ${inputErrors[code]}` : `the request ${inputErrors[code]}`,
    );
  }
  throw error;
}
