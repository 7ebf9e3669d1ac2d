/** Every k-subset of n positions. @internal */
export interface Combos {
  count: number;
  /** positions of each subset, k per subset */
  pos: Int8Array;
  /** each subset as a bit mask of positions */
  pick: Int32Array;
}
const combosCache = new Map<number, Combos>();

/** Every k-subset of n positions (n <= 30), computed once per (n, k). @internal */
export function combos(n: number, k: number): Combos {
  const id = n * 32 + k;
  const hit = combosCache.get(id);
  if (hit !== undefined) return hit;
  const pos: number[] = [];
  const pick: number[] = [];
  const stack: number[] = [];
  const rec = (from: number): void => {
    if (stack.length === k) {
      pos.push(...stack);
      pick.push(stack.reduce((m, p) => m | (1 << p), 0));
      return;
    }
    for (let i = from; i <= n - (k - stack.length); i++) {
      stack.push(i);
      rec(i + 1);
      stack.pop();
    }
  };
  rec(0);
  const made = { count: pick.length, pos: Int8Array.from(pos), pick: Int32Array.from(pick) };
  combosCache.set(id, made);
  return made;
}

