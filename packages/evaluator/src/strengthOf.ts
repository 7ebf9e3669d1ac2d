import type { Card } from '@pokerchart/cards';
import { fastModeOf } from './modes.js';
import type { RankingName } from './RankingName.js';
import type { SelectionRule } from './SelectionRule.js';
import { slowStrength } from './slowStrength.js';

const buf: number[] = [];

/**
 * The strength of the best allowed hand, the same number as `evaluateHand(...).strength` for the
 * same cards, rule, ranking and options, without building the cards played. Fast path for equity
 * loops: no validation (cards must be distinct, in the ranking's deck, and enough for the rule;
 * otherwise the result is meaningless) and no allocation.
 *
 * @param hole the hole cards (may be empty with `'any'`)
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }` with `hole + board = 5`
 * @param ranking default `'standard'`
 * @param options `tripsBeatStraight` for `'shortdeck'` (R176)
 */
export function strengthOf(
  hole: readonly Card[],
  board: readonly Card[],
  rule?: SelectionRule,
  ranking?: RankingName,
  options?: { tripsBeatStraight?: boolean },
): number {
  const mode = fastModeOf(ranking, options?.tripsBeatStraight);
  if (rule === undefined || rule === 'any') {
    buf.length = 0;
    for (const c of hole) buf.push(c);
    for (const c of board) buf.push(c);
    return slowStrength(buf, buf.length, mode);
  }
  const h = rule.hole;
  const b = rule.board;
  let best = 0;
  const hp: number[] = [];
  const bp: number[] = [];
  const hc = (from: number): void => {
    if (hp.length === h) {
      bc(0);
      return;
    }
    for (let i = from; i < hole.length; i++) {
      hp.push(hole[i]!);
      hc(i + 1);
      hp.pop();
    }
  };
  const bc = (from: number): void => {
    if (bp.length === b) {
      const s = slowStrength([...hp, ...bp], 5, mode);
      if (s > best) best = s;
      return;
    }
    for (let i = from; i < board.length; i++) {
      bp.push(board[i]!);
      bc(i + 1);
      bp.pop();
    }
  };
  hc(0);
  return best;
}
