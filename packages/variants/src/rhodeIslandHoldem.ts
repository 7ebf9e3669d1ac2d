import { rankOf, suitOf } from '@pokerchart/cards';
import { type Category, defineRanking, type Ranking, type RankingName } from '@pokerchart/evaluator';
import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';

/** The categories of three-card hands, worst first (R292). */
const CATEGORIES: readonly Category[] = ['high-card', 'one-pair', 'flush', 'straight', 'three-of-a-kind', 'straight-flush'];
/** One category spans 13³ values. */
const SPAN = 13 * 13 * 13;

/**
 * The value of three cards under R292: the category times 13³ plus the ranks that break ties
 * (the straight's top card, A-2-3 being the lowest straight with the 3 on top; the trips' rank;
 * the pair then its kicker; the three ranks from the highest), plus 1 to stay positive.
 */
function threeCardValue(cards: readonly number[]): number {
  let a = rankOf(cards[0]!);
  let b = rankOf(cards[1]!);
  let c = rankOf(cards[2]!);
  // sort the ranks high to low
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  let straightTop = -1;
  if (a !== b && b !== c) {
    if (a - c === 2) straightTop = a;
    else if (a === 12 && b === 1 && c === 0) straightTop = 1; // A-2-3: the ace plays low (R292)
  }
  let category: number;
  let tie: number;
  if (straightTop >= 0 && flush) [category, tie] = [5, straightTop];
  else if (a === c) [category, tie] = [4, a];
  else if (straightTop >= 0) [category, tie] = [3, straightTop];
  else if (flush) [category, tie] = [2, a * 169 + b * 13 + c];
  else if (a === b || b === c) [category, tie] = [1, b * 13 + (a === b ? c : a)];
  else [category, tie] = [0, a * 169 + b * 13 + c];
  return category * SPAN + tie + 1;
}

/**
 * The ranking of Rhode Island hold'em (R292, `'rhode-island'`): a hand is three cards (the hole
 * card and the two board cards), ranked straight flush, three of a kind, straight, flush, pair,
 * high card; A-2-3 is the lowest straight (and straight flush). Equal values split.
 */
export const rhodeIslandRanking: Ranking = defineRanking({
  name: 'rhode-island',
  cardsPerHand: 3,
  value: threeCardValue,
  category: (strength) => CATEGORIES[Math.floor((strength - 1) / SPAN)]!,
  order: (cards, strength) => {
    const sorted = cards.slice().sort((x, y) => rankOf(y) - rankOf(x));
    const category = Math.floor((strength - 1) / SPAN);
    // A-2-3 shows as 3-2-A; a pair shows the pair first
    if ((category === 3 || category === 5) && rankOf(sorted[0]!) === 12 && rankOf(sorted[1]!) === 1) return [sorted[1]!, sorted[2]!, sorted[0]!];
    if (category === 1 && rankOf(sorted[1]!) === rankOf(sorted[2]!)) return [sorted[1]!, sorted[2]!, sorted[0]!];
    return sorted;
  },
});

/**
 * Rhode Island hold'em (`'rhode-island'`, R292): 52 cards; two players ante 5 and get one card;
 * three fixed-limit rounds of 10, 20 and 20 with a bet and up to three raises each (its own
 * `stakes`), one board card dealt before the second and the third; the hole
 * card and the two board cards make a three-card hand ({@link rhodeIslandRanking}).
 */
export const rhodeIslandHoldem: VariantDescriptor = defineVariant({
  id: 'rhode-island',
  name: "Rhode Island hold'em",
  deck: 'standard',
  steps: [
    { kind: 'seats', cards: ['down'] },
    { kind: 'bet', name: 'preflop', limit: 'small' },
    { kind: 'board', cards: 1 },
    { kind: 'bet', name: 'flop', limit: 'big' },
    { kind: 'board', cards: 1 },
    { kind: 'bet', name: 'turn', limit: 'big' },
    { kind: 'showdown' },
  ],
  selection: 'any',
  // by name, so the descriptor stays JSON data (defineRanking registered the name)
  ranking: rhodeIslandRanking.name as RankingName,
  seats: { min: 2, max: 2 },
  defaultBetting: 'fixed-limit',
  stakes: { ante: 5, bet: 10, bigBet: 20, maxRaises: 3 },
});
