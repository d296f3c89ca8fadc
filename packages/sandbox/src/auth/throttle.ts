// Throttling of failed sign-ins, recovery sends, new accounts and comments: a few attempts free,
// then a growing wait, per account and per client address. In memory, per app: a sandbox process
// forgets it on restart, which is fine for a stand-in server.

export interface ThrottleRule {
  /** Attempts allowed before any wait. */
  free: number;
  /** The first wait, in seconds; each further attempt doubles it, up to `maxWaitSeconds`. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A key with no attempt for this long starts over. */
  forgetAfterSeconds: number;
}

interface Entry {
  attempts: number;
  /** Epoch ms of the last attempt counted. */
  last: number;
}

/** How many keys are kept at most: the map can never grow without bound, whatever a client sends. */
const MAX_KEYS = 10_000;

export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number,
  ) {}

  /** Seconds the caller must still wait before another attempt under `key` (0: go ahead). */
  waitFor(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.attempts < this.rule.free) return 0;
    const wait = Math.min(
      this.rule.firstWaitSeconds * 2 ** (entry.attempts - this.rule.free),
      this.rule.maxWaitSeconds,
    );
    return Math.max(0, Math.ceil((entry.last + wait * 1000 - this.now()) / 1000));
  }

  /** Counts an attempt (a failed sign-in, a recovery send) under each key. */
  count(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.current(key);
      this.entries.delete(key); // re-inserted last: the map's order is the order of last use
      this.entries.set(key, { attempts: (entry?.attempts ?? 0) + 1, last: now });
    }
    this.evict();
  }

  /** Takes back one attempt counted under `key` (a registration that created no account after all). */
  uncount(key: string): void {
    const entry = this.current(key);
    if (!entry) return;
    if (entry.attempts <= 1) this.entries.delete(key);
    else entry.attempts -= 1;
  }

  /** Starts a key over (a successful sign-in of the account). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > this.rule.forgetAfterSeconds * 1000) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) return;
      this.entries.delete(key); // the least recently used first
    }
  }
}

/** Failed sign-ins: 5 free per account, 20 per address (players behind one network), then 2 s, 4 s, … up to 15 min. */
const LOGIN_ACCOUNT_RULE: ThrottleRule = {
  free: 5,
  firstWaitSeconds: 2,
  maxWaitSeconds: 900,
  forgetAfterSeconds: 900,
};
const LOGIN_ADDRESS_RULE: ThrottleRule = {
  free: 20,
  firstWaitSeconds: 2,
  maxWaitSeconds: 900,
  forgetAfterSeconds: 900,
};
/** Recovery sends: 3 free per email, 10 per address, then 30 s, 60 s, … up to 1 h. */
const RECOVERY_RULE: ThrottleRule = {
  free: 3,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};
const RECOVERY_ADDRESS_RULE: ThrottleRule = {
  free: 10,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};

/**
 * New accounts (registration and the creators' sign-up, one call): 10 an hour from one address
 * (a family or a school behind one network), then 60 s, 120 s, … up to 1 h.
 */
const REGISTRATION_ADDRESS_RULE: ThrottleRule = {
  free: 10,
  firstWaitSeconds: 60,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};
/**
 * Comments: 5 in a row per account and 30 per address (players behind one network) free, then
 * 10 s, 20 s, … up to 10 min; a minute without a comment starts over, so a conversation never waits.
 */
const COMMENT_ACCOUNT_RULE: ThrottleRule = {
  free: 5,
  firstWaitSeconds: 10,
  maxWaitSeconds: 600,
  forgetAfterSeconds: 60,
};
const COMMENT_ADDRESS_RULE: ThrottleRule = {
  free: 30,
  firstWaitSeconds: 10,
  maxWaitSeconds: 600,
  forgetAfterSeconds: 60,
};

/** CSP violation reports: 20 a minute per address are logged, then the rest wait (a page in a loop). */
const CSP_REPORT_ADDRESS_RULE: ThrottleRule = {
  free: 20,
  firstWaitSeconds: 60,
  maxWaitSeconds: 600,
  forgetAfterSeconds: 60,
};

/** The throttles of one sandbox app. */
export interface Throttles {
  loginAccount: Throttle;
  loginAddress: Throttle;
  recoveryAccount: Throttle;
  recoveryAddress: Throttle;
  registrationAddress: Throttle;
  commentAccount: Throttle;
  commentAddress: Throttle;
  cspReportAddress: Throttle;
}

export function createThrottles(now: () => Date): Throttles {
  const clock = () => now().getTime();
  return {
    loginAccount: new Throttle(LOGIN_ACCOUNT_RULE, clock),
    loginAddress: new Throttle(LOGIN_ADDRESS_RULE, clock),
    recoveryAccount: new Throttle(RECOVERY_RULE, clock),
    recoveryAddress: new Throttle(RECOVERY_ADDRESS_RULE, clock),
    registrationAddress: new Throttle(REGISTRATION_ADDRESS_RULE, clock),
    commentAccount: new Throttle(COMMENT_ACCOUNT_RULE, clock),
    commentAddress: new Throttle(COMMENT_ADDRESS_RULE, clock),
    cspReportAddress: new Throttle(CSP_REPORT_ADDRESS_RULE, clock),
  };
}
