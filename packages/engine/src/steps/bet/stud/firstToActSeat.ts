import type { Card } from '@pokerchart/cards';
import { checkArray, checkSeat } from '../../../checkRuleInput.js';
import { checkOpening, firstAbleFrom } from './checkStudInput.js';

import { exposedStrength } from './exposedStrength.js';
import type { StudOpening } from './StudOpening.js';

/** What {@link firstToActSeat} takes. */
export interface FirstToActSeatInput {
  /**
   * Each seat's up cards (1-4 of them), by seat; `null` for a seat that is out of the hand
   * (folded or not dealt in). All-in players keep their up cards here: they can hold the best
   * hand, they just never act.
   */
  readonly upCards: readonly (readonly Card[] | null | undefined)[];
  /** How the up cards are read: `'high'` for stud and stud hi-lo, `'ace-to-five-low'` for razz. */
  readonly opening: StudOpening;
  /** The button (dealer position): ties go to the tied seat first clockwise from it. */
  readonly button: number;
  /**
   * Which seats can act, by seat (`false` for an all-in player). When the best exposed hand
   * cannot act, the first action passes to the next seat clockwise that can, as PokerKit does.
   * Default: every seat in the hand can act.
   */
  readonly canAct?: readonly boolean[] | undefined;
}

/**
 * Who acts first on fourth street and later (R203): the player whose up cards make the best
 * partial hand ({@link exposedStrength}): the best high hand in stud and stud hi-lo, the lowest
 * ace-to-five hand in razz. Ties go to the tied player first clockwise from the `button`; suits
 * never break them. An all-in player never acts: when the best hand is all-in, the first seat
 * clockwise after it that can act opens the round.
 *
 * Returns the seat, or `null` when no seat in the hand can act.
 *
 * @example
 * ```ts
 * // seats 1 and 3 both show a pair of nines; with the button on seat 2, seat 3 acts first
 * firstToActSeat({ upCards: [null, parseCards('9c9d'), parseCards('Ah Kh'), parseCards('9h9s')],
 *   opening: 'high', button: 2 }); // 3
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function firstToActSeat(input: FirstToActSeatInput): number | null {
  const upCards = checkArray<readonly Card[] | null | undefined>(input?.upCards, 'upCards', 'R203');
  const opening = checkOpening(input.opening, 'R203');
  const seatCount = upCards.length;
  const button = checkSeat(input.button, seatCount, 'the button', 'R203');
  let best: number | null = null;
  let bestValue = -Infinity;
  // the button last: first clockwise from the button wins a tie (strictly better replaces)
  for (let k = 1; k <= seatCount; k++) {
    const s = (button + k) % seatCount;
    const cards = upCards[s];
    if (cards === null || cards === undefined) continue;
    const v = exposedStrength(cards, opening);
    if (v > bestValue) {
      bestValue = v;
      best = s;
    }
  }
  if (best === null) return null;
  const canAct = input.canAct === undefined ? undefined : checkArray<boolean>(input.canAct, 'canAct', 'R203');
  if (canAct === undefined) return best;
  // pass on clockwise, but only to seats still in the hand
  const able = upCards.map((c, s) => c !== null && c !== undefined && canAct[s] === true);
  return firstAbleFrom(best, able, seatCount);
}
