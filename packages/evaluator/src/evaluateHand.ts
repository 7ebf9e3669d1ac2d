import type { Card } from '@pokerchart/cards';
import { bestHand } from './bestHand.js';
import { CATEGORIES } from './Category.js';
import type { HandValue } from './HandValue.js';
import { modeOf } from './modes.js';
import { orderFive } from './orderFive.js';
import type { RankingName } from './RankingName.js';
import { exactBest, exactPick } from './exactBest.js';
import { EvaluationError } from './EvaluationError.js';
import { readInput } from './readInput.js';
import type { SelectionRule } from './SelectionRule.js';

/** What {@link evaluateHand} takes. */
export interface EvaluateHandInput {
  /** The player's hole cards: a string such as `"AsKd"` or an array of cards (may be empty with `'any'`). */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole`. */
  board: string | readonly Card[];
  /** Which five-card subsets are allowed; default `'any'` (R155). Omaha is `{ hole: 2, board: 3 }` (R160). */
  rule?: SelectionRule;
  /** The ranking; default `'standard'`. */
  ranking?: RankingName;
  /** Ranking options; `tripsBeatStraight` applies to `'shortdeck'` only (R176, default false). */
  options?: { tripsBeatStraight?: boolean };
}

/**
 * The best allowed five-card hand of a player, with its strength, category and the five cards in
 * display order (R135–R141).
 *
 * Validates its input: duplicate cards, too few cards for the rule, cards outside the ranking's
 * deck, unknown rankings, malformed rules and misplaced options throw an {@link EvaluationError}
 * (unreadable card text throws `CardParseError`). For many evaluations without allocation use
 * {@link strengthOf}, {@link evaluate5} or {@link evaluate7}, which give the same strength.
 *
 * @example
 * ```ts
 * const v = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
 * v.category;             // 'one-pair'
 * describeHand(v);        // 'Pair of Aces, King kicker'
 * evaluateHand({ hole: 'AsKhQc2d', board: 'KsQs9s3s', rule: { hole: 2, board: 3 } }).category; // 'two-pair' (R161)
 * ```
 */
export function evaluateHand(input: EvaluateHandInput): HandValue {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateHand needs an object { hole, board, rule?, ranking?, options? }, got ${input === null ? 'null' : typeof input}`);
  }
  const mode = modeOf(input.ranking, input.options?.tripsBeatStraight);
  const { hole, board, rule } = readInput(input.hole, input.board, input.rule, mode);
  let strength: number;
  let cards: Card[];
  if (rule === null) {
    const best = bestHand([...board, ...hole], mode);
    strength = best.strength;
    cards = best.cards;
  } else {
    strength = exactBest(hole, board, rule.hole, rule.board, mode);
    cards = [0, 0, 0, 0, 0];
    let at = 0;
    for (let i = 0; i < board.length; i++) if ((exactPick.board & (1 << i)) !== 0) cards[at++] = board[i]!;
    for (let i = 0; i < hole.length; i++) if ((exactPick.hole & (1 << i)) !== 0) cards[at++] = hole[i]!;
    orderFive(cards, strength);
  }
  const holeUsed: Card[] = [];
  for (let i = 0; i < 5; i++) if (hole.includes(cards[i]!)) holeUsed.push(cards[i]!);
  return {
    strength,
    category: CATEGORIES[(strength >> 12) & 15]!,
    cards,
    holeUsed,
    ranking: input.ranking ?? 'standard',
  };
}
