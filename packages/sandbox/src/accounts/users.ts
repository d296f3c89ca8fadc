// Users: creation (hashed password, empty wallet, verification code) and lookups.
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import {
  aliasCharacterProblem,
  aliasSkeleton,
  normaliseAlias,
  TEXT_LIMITS,
  type RegisterPayload,
} from '@rdc/core/schemas';
import { hashPassword } from '../auth/password';
import { DEFAULT_ROLE } from '../auth/claims';
import { ApiProblem } from '../http/problem';
import type { Queryable } from '../db/queryable';

export interface UserRow {
  id: number;
  alias: string;
  email: string;
  password_hash: string;
  role: string;
  verified: boolean;
  verify_code: string | null;
  paypal_customer_id: string;
  user_name: string;
  is_login_id: boolean;
  language: string;
  timezone: string;
}

/**
 * Alias and password rules of the spec (accounts-cart-checkout.md §9: "Alias and password minimum 4"); also
 * held by the server.
 */
const MIN_ALIAS_LENGTH = 4;
const MIN_PASSWORD_LENGTH = 4;

export function checkPasswordRule(password: string, code = 1000): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new ApiProblem(400, code, `the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
}

export interface NewUser extends RegisterPayload {
  role?: string;
  verified?: boolean;
  balance?: number;
}

/** Creates the user, its wallet and a verification code. Answers 409 when the alias or email is taken. */
export async function createUser(db: PGlite, input: NewUser): Promise<UserRow> {
  const alias = normaliseAlias(input.alias);
  const length = [...alias].length;
  if (length < MIN_ALIAS_LENGTH)
    throw new ApiProblem(400, 1000, `the alias needs at least ${MIN_ALIAS_LENGTH} characters`);
  if (length > TEXT_LIMITS.aliasLength)
    throw new ApiProblem(400, 1000, `the alias may have at most ${TEXT_LIMITS.aliasLength} characters`);
  if (/\s|@/.test(alias)) throw new ApiProblem(400, 1000, 'the alias may not contain spaces or @');
  const characterProblem = aliasCharacterProblem(alias);
  if (characterProblem) throw new ApiProblem(400, 1000, characterProblem);
  checkPasswordRule(input.password);
  if (input.agreement === false) throw new ApiProblem(400, 1000, 'Confirm consent');

  const passwordHash = await hashPassword(input.password);
  const verifyCode = input.verified ? null : randomBytes(6).toString('hex');
  return db.transaction(async (tx) => {
    // One registration at a time, across processes sharing a database: the look-alike check reads
    // every alias, and two look-alikes registering at once must not both pass it.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('users.alias'))");
    const taken = await tx.query<{ email: string }>(
      'SELECT email FROM users WHERE lower(email) = lower($1)',
      [input.email],
    );
    if (taken.rows[0]) throw new ApiProblem(409, 1000, 'this email is already registered');
    if (await aliasLookAlikeTaken(tx, alias)) throw new ApiProblem(409, 1000, 'this alias is already taken');
    const { rows } = await tx.query<UserRow>(
      `INSERT INTO users (alias, email, password_hash, role, referral, portfolio, bdate, agreement, verified, verify_code, paypal_customer_id, user_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $1) RETURNING *`,
      [
        alias,
        input.email.trim(),
        passwordHash,
        input.role ?? DEFAULT_ROLE,
        input.referral ?? '',
        input.portfolio ?? '',
        input.bdate,
        input.agreement ?? false,
        input.verified ?? false,
        verifyCode,
        `PAYPAL-CUSTOMER-${randomBytes(6).toString('hex').toUpperCase()}`,
      ],
    );
    const user = rows[0] as UserRow;
    await tx.query('INSERT INTO wallets (user_id, balance) VALUES ($1, $2)', [user.id, input.balance ?? 0]);
    return user;
  });
}

/**
 * Whether an account's alias looks like `alias` to a reader (the same confusable skeleton: "admin",
 * "Admin", "аdmin" with a Cyrillic a, "admín"). Read over every alias: the sandbox holds a few
 * hundred accounts at most, and registrations are throttled.
 */
async function aliasLookAlikeTaken(db: Queryable, alias: string): Promise<boolean> {
  const skeleton = aliasSkeleton(alias);
  const { rows } = await db.query<{ alias: string }>('SELECT alias FROM users');
  return rows.some((row) => aliasSkeleton(row.alias) === skeleton);
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** Login takes an account name or an email (case-insensitive). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE lower(alias) = lower($1) OR lower(email) = lower($1)',
    [login.trim()],
  );
  return rows[0];
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
