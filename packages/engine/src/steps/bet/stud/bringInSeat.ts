import { suitOf, type Card } from '@pokerchart/cards';
import { checkArray, checkCard } from '../../../checkRuleInput.js';
import { checkOpening, firstAbleFrom, readingRanking } from './checkStudInput.js';
import type { PartialHandRanking } from './PartialHandRanking.js';

import type { StudOpening } from './StudOpening.js';

/** What {@link bringInSeat} takes. */
export interface BringInSeatInput {
  /** Each seat's third-street up card (its "door card"), by seat; `null` for seats not dealt in. */
  readonly upCards: readonly (Card | null | undefined)[];
  /** How the up cards are read: `'high'` for stud and stud hi-lo, `'ace-to-five-low'` for razz. */
  readonly opening: StudOpening;
  /**
   * Which seats can act, by seat (`false` for a player all-in from the ante). When the bring-in
   * seat cannot act, the duty passes to the next seat clockwise that can, as PokerKit does.
   * Default: every seat with an up card can act.
   */
  readonly canAct?: readonly boolean[] | undefined;
}

/**
 * How bad an up card is as a door card, by the reading's ranking (R201, R235): the lowest value
 * of the card alone brings in (stud: the lowest rank, the ace high; razz: the highest rank, king
 * high and ace low; 2-7: the highest rank, the ace high); the suit breaks ties (see suitBadness).
 */
function badness(card: Card, reading: PartialHandRanking): number {
  return -reading.partialStrength([card]);
}

/** R201, R235: among equal door cards of a ranking's reading, the lowest suit brings in under a high ranking, the highest under a low one. */
function suitBadness(card: Card, reading: PartialHandRanking): number {
  return reading.side === 'high' ? 3 - suitOf(card) : suitOf(card);
}

/**
 * Who posts the bring-in on third street (R201): in stud and stud hi-lo (`'high'`) the player
 * with the lowest up card, the ace counting high, ties of rank going to the lowest suit (clubs,
 * then diamonds, hearts, spades); in razz (`'ace-to-five-low'`) the player with the highest up
 * card, the king highest and the ace lowest, ties going to the highest suit (spades); with a 2-7
 * low (`'deuce-to-seven-low'`) the highest up card with the ace highest, highest suit.
 *
 * Returns the seat, or `null` when no seat has an up card (or none of them can act).
 *
 * @example
 * ```ts
 * // the deuces of clubs and hearts: in stud the club brings in
 * bringInSeat({ upCards: parseCards('2h Ks 2c'), opening: 'high' }); // 2
 * // razz: the king of spades brings in
 * bringInSeat({ upCards: parseCards('2h Ks 2c'), opening: 'ace-to-five-low' }); // 1
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function bringInSeat(input: BringInSeatInput): number | null {
  const upCards = checkArray<Card | null | undefined>(input?.upCards, 'upCards', 'R201');
  const reading = readingRanking(checkOpening(input.opening, 'R201'));
  let seat: number | null = null;
  let worst = -Infinity;
  let worstSuit = -1;
  for (let s = 0; s < upCards.length; s++) {
    const card = upCards[s];
    if (card === null || card === undefined) continue;
    const c = checkCard(card, `the up card of seat ${s}`, 'R201');
    const b = badness(c, reading);
    const bs = suitBadness(c, reading);
    if (b > worst || (b === worst && bs > worstSuit)) {
      worst = b;
      worstSuit = bs;
      seat = s;
    }
  }
  if (seat === null) return null;
  const canAct = input.canAct === undefined ? undefined : checkArray<boolean>(input.canAct, 'canAct', 'R201');
  if (canAct === undefined) return seat;
  const able = upCards.map((c, s) => c !== null && c !== undefined && canAct[s] === true);
  return firstAbleFrom(seat, able, upCards.length);
}
