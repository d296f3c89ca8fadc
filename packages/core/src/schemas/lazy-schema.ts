/**
 * A schema built the first time it is used, not when its module loads. Core declares about two
 * hundred schemas at the top of its modules; building them all (zod builds each one's internals
 * when it is declared) was the largest part of every page's start (measured on `/`: about 80 ms of
 * a 200 ms start on the test machine, before the 4x slowdown of a phone), while a page uses a few.
 *
 * The proxy stands for the schema everywhere a schema goes: parse and safeParse, inside other
 * schemas (which reach it through `_zod` only when they run), z.extend and the other helpers.
 * Declaring one has no effect, which the annotation tells bundlers: a schema no code of a bundle
 * uses is left out of it (a call is otherwise kept, in case it did something).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
