import { getRanking, type Ranking, standardRanking } from '@pokerchart/evaluator';
import { VariantRuleError } from '../../../errors.js';
import type { Card } from '@pokerchart/cards';

/*
 * The stud-only input check (the opening) and the clockwise walk the stud rule functions share;
 * the checks of cards, arrays and seats are in ../checkRuleInput.ts.
 */

const OPENINGS: readonly string[] = ['high', 'ace-to-five-low', 'deuce-to-seven-low'];

/** Whether `value` is a ranking object that values partial exposed hands (R235). @internal */
export function isPartialHandRanking(value: unknown): value is PartialHandRanking {
  return typeof value === 'object' && value !== null && typeof (value as { partialStrength?: unknown }).partialStrength === 'function'
    && typeof (value as { name?: unknown }).name === 'string';
}

/**
 * The ranking that reads a stud opening's up cards (R201, R203, R235): the ranking itself, or for
 * a reading named by the public values, the built-in ranking of that name (`'high'`: the
 * standard ranking), whose `partialStrength` values the up cards. The engine asks it, never the
 * name. @internal
 */
export function readingRanking(opening: StudOpening): PartialHandRanking {
  if (typeof opening === 'object') return opening;
  const ranking = opening === 'high' ? standardRanking : getRanking(opening);
  return ranking as PartialHandRanking;
}

/**
 * The reading a variant's ranking gives its stud streets when a step names none (R235): the
 * ranking itself when it can value partial exposed hands, else `'high'`. @internal
 */
export function defaultReading(ranking: unknown): StudOpening {
  return isPartialHandRanking(ranking) ? ranking : 'high';
}

/**
 * Why `value` cannot be a stud reading, in words that name it without writing it out (a ranking
 * object holds its whole deck): `null` when it can (R235). @internal
 */
export function readingProblem(value: unknown): string | null {
  if (typeof value === 'string') {
    return OPENINGS.includes(value) ? null : `must be one of ${OPENINGS.join(', ')} or a ranking that values partial exposed hands, got ${JSON.stringify(value.slice(0, 60))} (R235)`;
  }
  if (isPartialHandRanking(value)) return null;
  if (typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string') {
    const name = JSON.stringify((value as { name: string }).name.slice(0, 60));
    return `the ranking ${name} cannot value a partial exposed hand of one to four up cards: give it a partialStrength(upCards) method (docs/guides/rankings.md), or use one of ${OPENINGS.join(', ')} (R235)`;
  }
  return `must be one of ${OPENINGS.join(', ')} or a ranking that values partial exposed hands, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value} (R235)`;
}

/** Throws `BAD_INPUT` unless `opening` is a {@link StudOpening}. @internal */
export function checkOpening(opening: unknown, rule: string): StudOpening {
  const problem = readingProblem(opening);
  if (problem !== null) throw new VariantRuleError('BAD_INPUT', `the stud opening ${problem.replace(/ \(R235\)$/, '')} (${rule}, R235)`);
  return opening as StudOpening;
}

/**
 * The first seat, clockwise from `seat` itself, that `able` allows, or `null` when none does:
 * how the duty to act first passes on from an all-in player (R201, R203, as PokerKit does). @internal
 */
export function firstAbleFrom(seat: number, able: readonly boolean[], seatCount: number): number | null {
  for (let i = 0; i < seatCount; i++) {
    const s = (seat + i) % seatCount;
    if (able[s] === true) return s;
  }
  return null;
}

/**
 * How a stud game reads the up cards to choose who brings in (R201) and who acts first on later
 * streets (R203), named after the ranking the up cards are read with:
 *
 * - `'high'` (seven-card stud, stud hi-lo): the lowest up card brings in, the ace high and suits
 *   clubs < diamonds < hearts < spades, so the lowest suit brings in; from fourth street the best
 *   exposed high hand acts first (quads > trips > two pair > pair > high cards).
 * - `'ace-to-five-low'` (razz): the highest up card brings in, king highest and ace lowest, the
 *   highest suit bringing in; from fourth street the lowest ace-to-five partial hand acts first.
 * - `'deuce-to-seven-low'` (stud with a 2-7 low): the highest up card brings in, the ace highest,
 *   the highest suit bringing in; from fourth street the lowest deuce-to-seven partial hand acts
 *   first.
 *
 * - a {@link PartialHandRanking} (a user's ranking that values one to four up cards, R235): the
 *   lowest value brings in (ties: the lowest suit under a `'high'` side, the highest under a
 *   `'low'` one), the highest value acts first.
 *
 * Straights and flushes never count among up cards (there are at most four of them).
 */
export type StudOpening = 'high' | 'ace-to-five-low' | 'deuce-to-seven-low' | PartialHandRanking;

/**
 * A ranking that can also value a stud player's partial exposed hand, one to four up cards, so a
 * stud street's `reading` can be it (R235): its {@link PartialHandRanking.partialStrength} decides
 * who brings in on the first street (the lowest value, R201) and who acts first on the later
 * ones (the highest value, R203). Any {@link Ranking} becomes one by adding that method; a
 * variant whose `ranking` is one reads its up cards with it unless a step gives another
 * `reading`. The built-in `'standard'` (and the other high rankings), `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` are ones: the named readings `'high'`, `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` read with them.
 *
 * @example
 * ```ts
 * const highCardOnly: PartialHandRanking = {
 *   ...myRanking,
 *   partialStrength: (up) => Math.max(...up.map((c) => rankOf(c))),
 * };
 * ```
 */
export interface PartialHandRanking extends Ranking {
  /**
   * The value of one to four exposed cards: higher is the better showing, for every side (a low
   * ranking gives its best low the highest value). Suits must not count: ties of value go to
   * the seat nearest the button for the first to act (R203), and for the bring-in to the lowest
   * suit when {@link Ranking.side} is `'high'`, the highest suit when it is `'low'` (R201).
   */
  partialStrength(upCards: readonly Card[]): number;
}
