import { rankOf, suitOf, type Card } from '@pokerchart/cards';

/**
 * How good a starting hand is before the flop, from `1` (premium: big pairs, ace-king) to `5`
 * (unplayable in most spots).
 *
 * Two cards (Hold'em, short-deck): 1 = JJ+ and AK; 2 = TT-99, AQ, AJ suited, KQ suited;
 * 3 = 88-77, AJ, AT suited, KQ, KJ-KT suited, suited broadways; 4 = small pairs, suited aces,
 * other broadways, suited connectors and one-gappers from 54s/64s up; 5 = the rest.
 *
 * Four or more cards (Omaha): a points count over pairs (aces best), suitedness (two cards of
 * a suit, better with the ace; three or more of a suit count less), how closely the ranks run
 * together and how many are ten or higher.
 */
export function startingHandTier(hole: readonly Card[]): 1 | 2 | 3 | 4 | 5 {
  if (hole.length >= 4) return omahaTier(hole);
  if (hole.length < 2) return 5;
  const a = rankOf(hole[0]!);
  const b = rankOf(hole[1]!);
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  const suited = suitOf(hole[0]!) === suitOf(hole[1]!);
  const A = 12, K = 11, Q = 10, J = 9, T = 8;
  if (hi === lo) return hi >= J ? 1 : hi >= 7 ? 2 : hi >= 5 ? 3 : 4;
  if (hi === A) {
    if (lo === K) return 1;
    if (lo === Q) return 2;
    if (lo === J) return suited ? 2 : 3;
    if (lo === T) return suited ? 3 : 4;
    return suited ? 4 : 5;
  }
  if (hi === K) {
    if (lo === Q) return suited ? 2 : 3;
    if (lo >= T) return suited ? 3 : 4;
    return suited && lo >= 7 ? 4 : 5;
  }
  const gap = hi - lo - 1;
  if (lo >= T) return suited ? 3 : 4; // QJ, QT, JT
  if (suited && gap === 0 && lo >= 2) return 4;
  if (suited && gap === 1 && lo >= 4) return 4;
  return 5;
}

function omahaTier(hole: readonly Card[]): 1 | 2 | 3 | 4 | 5 {
  const ranks = hole.map(rankOf);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  let points = 0;
  for (const [r, n] of counts) {
    if (n === 2) points += r === 12 ? 8 : r === 11 ? 6 : r >= 9 ? 4 : 2;
    if (n >= 3) points -= 4;
  }
  const suitCounts = [0, 0, 0, 0];
  for (const c of hole) suitCounts[suitOf(c)]! += 1;
  for (let s = 0; s < 4; s++) {
    const n = suitCounts[s]!;
    if (n === 2) points += hole.some((c) => suitOf(c) === s && rankOf(c) === 12) ? 3 : 2;
    else if (n >= 3) points += 1;
  }
  const distinct = [...counts.keys()].sort((x, y) => x - y);
  const span = distinct[distinct.length - 1]! - distinct[0]!;
  if (distinct.length === hole.length && span <= hole.length) points += 4;
  else if (distinct.length >= 3 && span <= hole.length + 1) points += 2;
  points += ranks.filter((r) => r >= 8).length;
  return points >= 14 ? 1 : points >= 10 ? 2 : points >= 7 ? 3 : points >= 4 ? 4 : 5;
}
