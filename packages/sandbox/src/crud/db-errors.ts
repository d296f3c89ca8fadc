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

export function asInputProblem(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(inputErrors, code)) {
    const detail = (error as { detail?: unknown }).detail;
    throw new ApiProblem(400, 1000, typeof detail === 'string' && detail ? detail : `the request ${inputErrors[code]}`);
  }
  throw error;
}
