// A small seeded PRNG (mulberry32), so the demo world is the same on every run.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct entries of `list`, in a stable shuffled order. */
  sample<T>(list: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      const value = list[int(0, list.length - 1)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
}
