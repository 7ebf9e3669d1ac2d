/**
 * A dense index of the rank multisets of a fixed size (each rank at most 4 times), computed from
 * two additive keys so that a board's index costs two additions per card and two lookups.
 *
 * A card of rank `r < 7` adds `5^r` to the low key, a card of rank `r >= 7` adds `5^(r-7)` to the
 * high key (base 5, as a rank appears at most four times). `index = base[hi] + loRank[lo]`.
 * @internal
 */
export interface MultisetIndex {
  /** Multiset size. */
  size: number;
  /** Number of multisets, so indexes are `0 .. count-1`. */
  count: number;
  /** Low-key contribution of each card code. */
  cardLo: Int32Array;
  /** High-key contribution of each card code. */
  cardHi: Int32Array;
  /** Block start of each high key. */
  base: Int32Array;
  /** Rank of each low key among the low multisets of its own size. */
  loRank: Int32Array;
  /** The ranks the multisets are drawn from, ascending. */
  ranksPresent: readonly number[];
  /** `ranks[index * size + j]`: the ranks of each multiset, ascending. */
  ranks: Uint8Array;
}

const cache = new Map<string, MultisetIndex>();

/** The multisets of `size` ranks drawn from `ranks` (each at most 4 times). @internal */
export function multisetIndex(ranks: readonly number[], size: number): MultisetIndex {
  const cacheKey = `${ranks.join(',')}/${size}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const lowRanks = ranks.filter((r) => r < 7);
  const highRanks = ranks.filter((r) => r >= 7);
  const cardLo = new Int32Array(52);
  const cardHi = new Int32Array(52);
  for (let c = 0; c < 52; c++) {
    const r = c >> 2;
    if (r < 7) cardLo[c] = 5 ** r;
    else cardHi[c] = 5 ** (r - 7);
  }
  // all multisets over a set of ranks with total size <= size
  const walk = (set: readonly number[], weight: (r: number) => number, visit: (key: number, list: number[]) => void): void => {
    const list: number[] = [];
    const rec = (i: number, key: number): void => {
      if (i === set.length) {
        visit(key, list.slice());
        return;
      }
      const r = set[i]!;
      for (let c = 0; c <= 4 && list.length + c <= size; c++) {
        for (let j = 0; j < c; j++) list.push(r);
        rec(i + 1, key + c * weight(r));
        for (let j = 0; j < c; j++) list.pop();
      }
    };
    rec(0, 0);
  };
  const loRank = new Int32Array(5 ** 7).fill(-1);
  const lowBySize: number[][][] = Array.from({ length: size + 1 }, () => []);
  walk(lowRanks, (r) => 5 ** r, (key, list) => {
    const bucket = lowBySize[list.length]!;
    loRank[key] = bucket.length;
    bucket.push(list);
  });
  const base = new Int32Array(5 ** 6).fill(-1);
  const highs: { key: number; list: number[] }[] = [];
  walk(highRanks, (r) => 5 ** (r - 7), (key, list) => highs.push({ key, list }));
  let count = 0;
  for (const h of highs) {
    base[h.key] = count;
    count += lowBySize[size - h.list.length]!.length;
  }
  const out = new Uint8Array(count * size);
  for (const h of highs) {
    const start = base[h.key]!;
    lowBySize[size - h.list.length]!.forEach((low, i) => {
      const all = [...low, ...h.list];
      for (let j = 0; j < size; j++) out[(start + i) * size + j] = all[j]!;
    });
  }
  const index: MultisetIndex = { size, count, ranksPresent: [...ranks].sort((a, b) => a - b), cardLo, cardHi, base, loRank, ranks: out };
  cache.set(cacheKey, index);
  return index;
}
