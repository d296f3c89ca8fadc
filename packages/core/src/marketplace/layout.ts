/**
 * marketplace-content.md §9: "All view block columns by width: 5 at 1470 px or wider, 3 from 1024
 * to 1469, 2 from 700 to 1023, 1 below 700."
 */
export function allViewColumns(width: number): 1 | 2 | 3 | 5 {
  if (width >= 1470) return 5;
  if (width >= 1024) return 3;
  if (width >= 700) return 2;
  return 1;
}

/**
 * marketplace-content.md §2.3: "All view: manufacturer cards and category cards interleaved" (one of each in
 * turn; the longer list's rest at the end).
 */
export function interleave<A, B>(first: readonly A[], second: readonly B[]): (A | B)[] {
  const out: (A | B)[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) out.push(first[index] as A);
    if (index < second.length) out.push(second[index] as B);
  }
  return out;
}
