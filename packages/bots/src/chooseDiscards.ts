import { rankOf, suitOf, type Card } from '@pokerchart/cards';
import { BotError } from './errors.js';

/**
 * What a drawing hand aims for, as the game ranks it: `'high'` (five-card draw), `'deuce-to-seven-low'`
 * (2-7 single and triple draw), `'ace-to-five-low'` (A-5 lowball), `'badugi'`.
 */
export type DrawGoal = 'high' | 'ace-to-five-low' | 'deuce-to-seven-low' | 'badugi';

/** A card's value for a low goal: lower is better (A-5: ace 1 ... king 13; 2-7 and badugi: deuce 2 ... ace 14, badugi ace 1). */
function lowValue(card: Card, goal: DrawGoal): number {
  const r = rankOf(card) + 2; // 2..14
  if (goal === 'deuce-to-seven-low') return r;
  return r === 14 ? 1 : r;
}

function isStraight(ranks: readonly number[]): boolean {
  const s = [...new Set(ranks)].sort((a, b) => a - b);
  if (s.length !== 5) return false;
  if (s[4]! - s[0]! === 4) return true;
  return s.join() === '2,3,4,5,14'; // the wheel counts as a straight in high hands
}

/** The cards to keep for a standard high hand. */
function keepHigh(cards: readonly Card[]): Card[] {
  const byRank = new Map<number, Card[]>();
  for (const c of cards) byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c]);
  const groups = [...byRank.values()].sort((a, b) => b.length - a.length || rankOf(b[0]!) - rankOf(a[0]!));
  const ranks = cards.map((c) => rankOf(c) + 2);
  const flush = cards.length === 5 && new Set(cards.map(suitOf)).size === 1;
  // made hands: straight, flush, full house, quads stand pat
  if (flush || isStraight(ranks) || groups[0]!.length === 4 || (groups[0]!.length === 3 && groups[1]?.length === 2)) return cards.slice();
  if (groups[0]!.length === 3) return groups[0]!.slice(); // trips: draw two
  if (groups[0]!.length === 2) return groups[1]?.length === 2 ? [...groups[0]!, ...groups[1]] : groups[0]!.slice(); // two pair: one; pair: three
  // four to a flush
  for (let suit = 0; suit < 4; suit++) {
    const same = cards.filter((c) => suitOf(c) === suit);
    if (same.length === 4) return same;
  }
  // four to a straight (open or inside): the four whose ranks span at most 4
  for (const out of cards) {
    const four = cards.filter((c) => c !== out);
    const r = four.map((c) => rankOf(c)).sort((a, b) => a - b);
    if (new Set(r).size === 4 && r[3]! - r[0]! <= 4) return four;
  }
  // nothing: keep the highest card (and an ace's best kicker when it is a king)
  const sorted = cards.slice().sort((a, b) => rankOf(b) - rankOf(a));
  return rankOf(sorted[0]!) === 12 && rankOf(sorted[1]!) === 11 ? sorted.slice(0, 2) : sorted.slice(0, 1);
}

/** The cards to keep for a five-card low: distinct ranks of 8 or less, no straight or flush at 2-7. */
function keepLow(cards: readonly Card[], goal: DrawGoal): Card[] {
  const sorted = cards.slice().sort((a, b) => lowValue(a, goal) - lowValue(b, goal));
  const keep: Card[] = [];
  for (const c of sorted) {
    if (lowValue(c, goal) > 8 || keep.some((k) => rankOf(k) === rankOf(c))) continue;
    keep.push(c);
  }
  if (goal === 'deuce-to-seven-low' && keep.length === 5) {
    const flush = new Set(keep.map(suitOf)).size === 1;
    if (flush || isStraight(keep.map((c) => rankOf(c) + 2))) keep.pop(); // break it with the highest card
  }
  return keep;
}

/** The cards to keep for badugi: the best badugi subset (most cards, then lowest), without its cards above 8 unless it is a four-card badugi. */
function keepBadugi(cards: readonly Card[]): Card[] {
  let best: Card[] = [];
  let bestKey = '';
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const sub = cards.filter((_, i) => (mask & (1 << i)) !== 0);
    if (new Set(sub.map(rankOf)).size !== sub.length || new Set(sub.map(suitOf)).size !== sub.length) continue;
    // more cards first, then the lower values from the highest down
    const values = sub.map((c) => lowValue(c, 'badugi')).sort((a, b) => b - a);
    const key = String(9 - sub.length) + values.map((v) => String(v).padStart(2, '0')).join('');
    if (best.length === 0 || key < bestKey) {
      best = sub;
      bestKey = key;
    }
  }
  return best.length === 4 ? best : best.filter((c) => lowValue(c, 'badugi') <= 8);
}

/**
 * Which cards a drawing player discards (R212), for bots: a simple, sensible draw for each goal.
 *
 * - `'high'`: stands pat with a straight, flush, full house or quads; keeps trips, two pair or a
 *   pair and draws to them; otherwise draws one to four to a flush or a straight; otherwise keeps
 *   its highest card (an ace with a king kicker keeps both).
 * - `'deuce-to-seven-low'`, `'ace-to-five-low'`: keeps one card of each rank of 8 or less (the ace
 *   is low at A-5, high at 2-7) and at 2-7 breaks a straight or flush with its highest card.
 * - `'badugi'`: keeps the best badugi subset, dropping its cards above 8 unless it is a full
 *   four-card badugi.
 *
 * `limits` (the `discard` entry of the legal actions) clamps the count: the extra discards are
 * the worst kept cards, the spared ones the best discards. Returns cards of `cards`, in their order.
 *
 * @example
 * ```ts
 * formatCards(chooseDiscards(parseCards('7c 5d 4h 3s Kd'), 'deuce-to-seven-low')); // ['Kd']
 * formatCards(chooseDiscards(parseCards('Qs Qd 9c 5h 2c'), 'high')); // ['9c', '5h', '2c']
 * ```
 * @throws {@link BotError} for cards that are not an array of card codes or an unknown goal.
 */
export function chooseDiscards(cards: readonly Card[], goal: DrawGoal, limits?: { min: number; max: number } | null): Card[] {
  if (!Array.isArray(cards) || !cards.every((c) => Number.isInteger(c) && c >= 0 && c < 52)) {
    throw new BotError('chooseDiscards needs the hand as an array of card codes 0..51');
  }
  let keep: Card[];
  if (goal === 'high') keep = keepHigh(cards);
  else if (goal === 'ace-to-five-low' || goal === 'deuce-to-seven-low') keep = keepLow(cards, goal);
  else if (goal === 'badugi') keep = keepBadugi(cards);
  else throw new BotError(`chooseDiscards: unknown goal ${JSON.stringify(goal)}; use high, ace-to-five-low, deuce-to-seven-low or badugi`);
  // worst first: for lows the highest values, for high the lowest ranks
  const worstFirst = (list: Card[]) => list.slice().sort((a, b) => (goal === 'high' ? rankOf(a) - rankOf(b) : lowValue(b, goal) - lowValue(a, goal)));
  let out = cards.filter((c) => !keep.includes(c));
  if (limits != null) {
    if (out.length > limits.max) out = worstFirst(out).slice(0, Math.max(0, limits.max));
    if (out.length < limits.min) out = [...out, ...worstFirst(keep).slice(0, limits.min - out.length)];
  }
  return cards.filter((c) => out.includes(c));
}
