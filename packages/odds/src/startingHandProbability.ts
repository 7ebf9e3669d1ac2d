import { type Card, RANK_CHARS } from '@pokerchart/cards';
import { type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { binomial, checkVariant } from './prepareEquity.js';
import { OddsInputError } from './errors.js';

/** The result of {@link startingHandProbability}. */
export interface StartingHandProbability {
  /** Starting hands that match. */
  count: number;
  /** All starting hands: C(deck size, hole cards), 1,326 in Hold'em. */
  total: number;
  /** `count / total`. */
  probability: number;
  /** `total / count`: "1 in 17" for a pocket pair (Infinity when nothing matches). */
  oneIn: number;
}

/**
 * Which starting hands to count in {@link startingHandProbability}:
 * - `'pair'`: a pocket pair (two hole cards of one rank; in a variant with more hole cards, at least one pair);
 * - `'suited'`: every hole card of one suit;
 * - a Hold'em hand class (two hole cards only): `'AA'`, `'AKs'` (suited), `'AKo'` (offsuit), `'AK'` (both);
 * - or any test of the hole cards.
 */
export type StartingHandMatch = 'pair' | 'suited' | (string & {}) | ((hole: readonly Card[]) => boolean);

function classTest(text: string): (hole: readonly Card[]) => boolean {
  const m = /^([2-9TJQKA])([2-9TJQKA])([so]?)$/.exec(text);
  if (!m) {
    throw new OddsInputError(
      'BAD_OPTION',
      `unknown starting hand "${text}": use 'pair', 'suited', a class such as 'AA', 'AKs', 'AKo', 'AK', or a function`,
    );
  }
  const a = RANK_CHARS.indexOf(m[1]!);
  const b = RANK_CHARS.indexOf(m[2]!);
  const kind = m[3]!;
  if (a === b && kind !== '') throw new OddsInputError('BAD_OPTION', `a pair such as "${m[1]}${m[2]}" is neither suited nor offsuit`);
  return (hole) => {
    if (hole.length !== 2) return false;
    const [x, y] = hole as [Card, Card];
    const ranksMatch = ((x >> 2) === a && (y >> 2) === b) || ((x >> 2) === b && (y >> 2) === a);
    if (!ranksMatch) return false;
    if (kind === 's') return (x & 3) === (y & 3);
    if (kind === 'o') return (x & 3) !== (y & 3);
    return true;
  };
}

/**
 * How likely a kind of starting hand is, by counting every possible deal of hole cards from the
 * variant's deck (default: 2 cards from the 52-card deck, as in Hold'em).
 *
 * @example
 * ```ts
 * startingHandProbability('pair').oneIn;   // 17   (78 of 1,326)
 * startingHandProbability('AA').oneIn;     // 221  (6 of 1,326)
 * startingHandProbability('suited').probability; // 0.2353 (312 of 1,326)
 * ```
 * @param match what to count, see {@link StartingHandMatch}
 * @param variant the variant whose deck and hole-card count are used; default 2 cards of 52
 * @throws {@link OddsInputError} (`BAD_OPTION`) for an unknown hand class, or a class with a variant that does not deal two hole cards.
 */
export function startingHandProbability(match: StartingHandMatch, variant?: VariantDescriptor): StartingHandProbability {
  const v = variant === undefined ? undefined : checkVariant(variant);
  const deck: Card[] = v ? variantDeck(v) : Array.from({ length: 52 }, (_, i) => i);
  const k = v ? v.holeCards : 2;
  let test: (hole: readonly Card[]) => boolean;
  if (typeof match === 'function') test = match;
  else if (match === 'pair') {
    test = (hole) => new Set(hole.map((c) => c >> 2)).size < hole.length;
  } else if (match === 'suited') {
    test = (hole) => hole.every((c) => (c & 3) === (hole[0]! & 3));
  } else if (typeof match === 'string') {
    if (k !== 2) throw new OddsInputError('BAD_OPTION', `hand classes such as "${match}" are for two hole cards; this variant deals ${k}`);
    test = classTest(match);
  } else throw new OddsInputError('BAD_OPTION', `startingHandProbability needs 'pair', 'suited', a hand class or a function`);
  const total = binomial(deck.length, k);
  if (total > 5_000_000) throw new OddsInputError('BAD_OPTION', `${total} starting hands are too many to count one by one`);
  let count = 0;
  const hole: Card[] = [];
  const rec = (from: number): void => {
    if (hole.length === k) {
      if (test(hole)) count++;
      return;
    }
    for (let i = from; i <= deck.length - (k - hole.length); i++) {
      hole.push(deck[i]!);
      rec(i + 1);
      hole.pop();
    }
  };
  rec(0);
  return { count, total, probability: count / total, oneIn: count === 0 ? Infinity : total / count };
}
