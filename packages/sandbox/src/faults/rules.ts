// Fault rules: what goes wrong, on which calls. Only used when the sandbox runs with faults on.
import * as z from 'zod';

export const FaultRuleSchema = z
  .object({
    /** The call's path under /api/v1 (the prefix may be given too). `*` matches within one segment, `**` across segments. */
    path: z.string().min(1),
    /** Only this method (any when absent). */
    method: z.string().min(1).optional(),
    /** Added delay before anything else happens, in ms. */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** Answer with this status instead of calling the handler. */
    status: z.number().int().min(200).max(599).optional(),
    /** Server code of the forced answer `{ code, message }` (status 200 when only a code is given). */
    code: z.number().int().optional(),
    message: z.string().optional(),
    /** Close the connection without an answer: the client sees a network error. */
    drop: z.boolean().optional(),
    /** Answer 200 with a truncated JSON body, e.g. `{"count": "x"`. */
    malformed: z.boolean().optional(),
    /** Apply this many times, then retire the rule (every time when absent). */
    times: z.number().int().positive().optional(),
  })
  .strict();
export type FaultRule = z.infer<typeof FaultRuleSchema>;

/** A rules file or SANDBOX_FAULTS: an array of rules, or `{ rules: [...] }`. */
export const FaultRulesSchema = z.union([
  z.array(FaultRuleSchema),
  z.object({ rules: z.array(FaultRuleSchema) }).transform((file) => file.rules),
]);

export interface ActiveRule extends FaultRule {
  id: number;
  /** How many calls it has hit. */
  hits: number;
}

function globToRegExp(glob: string): RegExp {
  const path = glob.startsWith('/api/v1/')
    ? glob.slice('/api/v1'.length)
    : glob.startsWith('/')
      ? glob
      : `/${glob}`;
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules in force, changeable at run time. */
export class FaultBook {
  #rules: Array<ActiveRule & { pattern: RegExp }> = [];
  #nextId = 1;

  constructor(rules: readonly FaultRule[] = []) {
    this.replace(rules);
  }

  list(): ActiveRule[] {
    return this.#rules.map(({ pattern: _pattern, ...rule }) => rule);
  }

  add(rule: FaultRule): ActiveRule {
    const active = { ...rule, id: this.#nextId++, hits: 0, pattern: globToRegExp(rule.path) };
    this.#rules.push(active);
    const { pattern: _pattern, ...shown } = active;
    return shown;
  }

  replace(rules: readonly FaultRule[]): ActiveRule[] {
    this.#rules = [];
    return rules.map((rule) => this.add(rule));
  }

  remove(id: number): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((rule) => rule.id !== id);
    return this.#rules.length < before;
  }

  /** The first rule for this call (path relative to /api/v1); counts the hit and retires spent rules. */
  take(method: string, path: string): ActiveRule | undefined {
    const rule = this.#rules.find(
      (r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && r.pattern.test(path),
    );
    if (!rule) return undefined;
    rule.hits += 1;
    if (rule.times !== undefined && rule.hits >= rule.times) this.remove(rule.id);
    const { pattern: _pattern, ...shown } = rule;
    return shown;
  }
}
