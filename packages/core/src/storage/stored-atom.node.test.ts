import { expect, it } from 'vitest';
import { storedAtom } from './stored-atom';

it('without a storage (a server), a value set is kept and read back', () => {
  const $count = storedAtom<number>('rdc:test-count', 0, { encode: String, decode: Number });
  $count.set(3);
  expect($count.get()).toBe(3);
  const stop = $count.listen(() => {});
  expect($count.get()).toBe(3);
  stop();
});
