import type { Card } from '@pokerchart/cards';

/** The badugi rank bit of each card: aces low (bit 0), deuces bit 1 … kings bit 12. @internal */
export const BADUGI_RANK_BIT: Int32Array = Int32Array.from({ length: 52 }, (_, c) => (c >> 2 === 12 ? 1 : 1 << ((c >> 2) + 1)));

/** A badugi strength from the size of the hand and the rank mask of its cards. @internal */
export function badugiCode(size: number, rankMask: number): number {
  return (size << 13) | (8191 - rankMask);
}

function two(ra: number, sa: number, rb: number, sb: number): number {
  return (ra & rb) === 0 && (sa & sb) === 0 ? badugiCode(2, ra | rb) : 0;
}

function three(ra: number, sa: number, rb: number, sb: number, rc: number, sc: number): number {
  return (ra & rb) === 0 && ((ra | rb) & rc) === 0 && (sa & sb) === 0 && ((sa | sb) & sc) === 0 ? badugiCode(3, ra | rb | rc) : 0;
}

/**
 * The badugi strength of four cards (R192): the largest subset of cards of pairwise different
 * ranks and suits, then its ranks from the highest down, lower better, aces low. Higher strength
 * is better (R194): `size << 13 | (8191 - rank mask)` with aces as bit 0, so the 4-3-2-A badugi
 * is the highest and the 1 092 distinct values keep their order. Bit tests on the subsets, from
 * four cards down, stopping at the first size that has one. Hot path: no allocation and NO
 * validation.
 */
export function evaluateBadugi(a: Card, b: Card, c: Card, d: Card): number {
  const ra = BADUGI_RANK_BIT[a]!;
  const rb = BADUGI_RANK_BIT[b]!;
  const rc = BADUGI_RANK_BIT[c]!;
  const rd = BADUGI_RANK_BIT[d]!;
  const sa = 1 << (a & 3);
  const sb = 1 << (b & 3);
  const sc = 1 << (c & 3);
  const sd = 1 << (d & 3);
  const ranks = ra | rb | rc | rd;
  const suits = sa | sb | sc | sd;
  if (suits === 15 && (ra & rb) === 0 && ((ra | rb) & rc) === 0 && ((ra | rb | rc) & rd) === 0) return badugiCode(4, ranks);
  let best = three(ra, sa, rb, sb, rc, sc);
  let w = three(ra, sa, rb, sb, rd, sd);
  if (w > best) best = w;
  w = three(ra, sa, rc, sc, rd, sd);
  if (w > best) best = w;
  w = three(rb, sb, rc, sc, rd, sd);
  if (w > best) best = w;
  if (best !== 0) return best;
  best = two(ra, sa, rb, sb);
  w = two(ra, sa, rc, sc);
  if (w > best) best = w;
  w = two(ra, sa, rd, sd);
  if (w > best) best = w;
  w = two(rb, sb, rc, sc);
  if (w > best) best = w;
  w = two(rb, sb, rd, sd);
  if (w > best) best = w;
  w = two(rc, sc, rd, sd);
  if (w > best) best = w;
  if (best !== 0) return best;
  return badugiCode(1, ranks & -ranks);
}
