import type { Card } from '@pokerchart/cards';
import type { HandValue } from './HandValue.js';
import type { Ranking } from './Ranking.js';
import type { RankingName } from './RankingName.js';
import { EvaluationError } from './EvaluationError.js';
import { evaluateRanked } from './evaluateRanked.js';
import { getRanking } from './getRanking.js';
import { readInput } from './readInput.js';
import type { SelectionRule } from './SelectionRule.js';

/** What {@link evaluateHand} takes. */
export interface EvaluateHandInput {
  /** The player's hole cards: a string such as `"AsKd"` or an array of cards (may be empty with `'any'`). */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole` (`""` or `[]` for games without a board: stud, draw, lowball). */
  board: string | readonly Card[];
  /**
   * Which subsets are allowed; default `'any'` (any five of all the cards, R155; badugi: any
   * four). Omaha is `{ hole: 2, board: 3 }` (R160); `hole + board` is the ranking's hand size.
   */
  rule?: SelectionRule;
  /** The ranking: a built-in name, the name of a ranking made by {@link defineRanking}, or a {@link Ranking} object; default `'standard'`. */
  ranking?: RankingName | 'eight-or-better' | Ranking;
  /** Ranking options; `tripsBeatStraight` applies to `'shortdeck'` only (R176, default false). */
  options?: { tripsBeatStraight?: boolean };
}

/**
 * The best allowed hand of a player, with its strength, category and the cards played in display
 * order (R135–R141; lowball R190–R192). Strength is "higher is better" for every ranking (R194).
 *
 * Validates its input: duplicate cards, too few cards for the rule, cards outside the ranking's
 * deck, unknown rankings, malformed rules and misplaced options throw an {@link EvaluationError}
 * (unreadable card text throws `CardParseError`); so does a ranking with a qualifier when nothing
 * qualifies (`NO_QUALIFYING_HAND`; {@link evaluateLow} returns `null` instead). For many
 * evaluations without allocation use {@link strengthOf}, {@link evaluate5} or {@link evaluate7},
 * which give the same strength.
 *
 * @example
 * ```ts
 * const v = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
 * v.category;             // 'one-pair'
 * describeHand(v);        // 'Pair of Aces, King kicker'
 * evaluateHand({ hole: 'AsKhQc2d', board: 'KsQs9s3s', rule: { hole: 2, board: 3 } }).category; // 'two-pair' (R161)
 * describeHand(evaluateHand({ hole: '7s5d4c3h2s', board: '', ranking: 'deuce-to-seven-low' })); // 'Number one, 7-5 low (7-5-4-3-2)'
 * ```
 */
export function evaluateHand(input: EvaluateHandInput): HandValue {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateHand needs an object { hole, board, rule?, ranking?, options? }, got ${input === null ? 'null' : typeof input}`);
  }
  const ranking = getRanking(input.ranking, input.options);
  const value = evaluateWith(ranking, input.hole, input.board, input.rule);
  if (value === null) {
    throw new EvaluationError(
      'NO_QUALIFYING_HAND',
      `no allowed hand qualifies under the '${ranking.name}' ranking (R166); evaluateLow returns null in this case`,
    );
  }
  return value;
}

/** Validates the cards and rule, evaluates under `ranking` and builds the hand value (null: nothing qualifies). @internal */
export function evaluateWith(ranking: Ranking, holeInput: unknown, boardInput: unknown, ruleInput: unknown): HandValue | null {
  const { hole, board, rule } = readInput(holeInput, boardInput, ruleInput, ranking);
  return evaluateRanked(ranking, hole, board, rule ?? 'any');
}
