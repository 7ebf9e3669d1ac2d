import type { IllegalActionError, LegalActions, PlayerAction } from '@pokerchart/betting';
import { type Card, formatCards } from '@pokerchart/cards';
import { formatNumber } from './progressBar.js';

/**
 * Why a player's typed action was refused, in a player's words: no rule ids, no option names, one
 * number format ("raise to at least 1,550"). Built from the error's stable `code` and the legal
 * actions the player had; the engine's own message (with its rule ids) is for `--verbose`.
 */
export function explainIllegalAction(error: IllegalActionError, action: PlayerAction, legal: LegalActions, holeCards?: readonly Card[] | null): string {
  const n = formatNumber;
  const word = action.type === 'bet' ? 'bet' : 'raise to';
  const range = legal.raiseTo;
  switch (error.code) {
    case 'OPEN_FOLD':
      return 'you can check for free here, so folding is not allowed: check instead';
    case 'CHECK_FACING_BET':
      return legal.call !== null ? `you face a bet: call ${n(legal.call)}, raise or fold` : 'you face a bet: call or fold';
    case 'NOTHING_TO_CALL':
      return 'there is nothing to call: check or bet';
    case 'WRONG_WORD':
      return action.type === 'raise' ? 'nobody has bet yet: say "bet" and an amount' : 'there is a bet already: say "raise" and your total, or call';
    case 'NO_RAISING_RIGHTS':
      return 'you cannot raise: the betting was not reopened since you last acted (an all-in below a full raise does not reopen it); call or fold';
    case 'CAPPED':
      return 'the betting is capped for this round: call or fold';
    case 'CANNOT_RAISE':
      return 'raising is not possible now: only calling, checking or folding is';
    case 'BELOW_MINIMUM':
      return range ? `${word} at least ${n(range.min)}${range.min === range.max ? '' : ` (at most ${n(range.max)})`}` : 'that amount is too small';
    case 'ABOVE_MAXIMUM':
      return range ? `${word} at most ${n(range.max)}${range.min === range.max ? '' : ` (at least ${n(range.min)})`}` : 'that amount is too large';
    case 'DRAW_PENDING':
      return legal.discard ? `it is time to discard: ${describeDiscard(legal.discard, holeCards)}` : 'it is time to discard';
    case 'BAD_DISCARD': {
      if (!legal.discard) return 'discard cards from your hand';
      const { min, max } = legal.discard;
      const count = min === max ? (min === 1 ? 'one card' : `${min} different cards`) : `${min} to ${max} different cards`;
      const none = action.type === 'discard' && (typeof action.cards === 'string' ? action.cards.trim() === '' : action.cards.length === 0);
      return none && min > 0 ? `standing pat is not allowed here: discard ${count} from your hand` : `discard ${count} from your hand`;
    }
    case 'BRING_IN_DUE':
      return `you owe the bring-in: post it ("bring-in"${legal.bringIn !== null ? `, ${n(legal.bringIn)} chips` : ''})${range ? ` or complete ("bet ${n(range.min)}")` : ''}`;
    case 'BRING_IN_ONLY':
      return 'you may only post the bring-in here, not complete: type "bring-in"';
    case 'NO_BRING_IN':
      return 'there is no bring-in to post now';
    case 'BAD_RUN_IT':
      return legal.runIt ? `choose from 1 to ${n(legal.runIt.max)} runs: e.g. "run ${legal.runIt.max}"` : 'that number of runs is not possible';
    case 'RUN_IT_PENDING':
      return legal.runIt ? `you are all in: choose how many times to run the board, from 1 to ${n(legal.runIt.max)} ("run ${legal.runIt.max}")` : 'choose how many times to run the board';
    case 'NO_RUN_IT':
      return 'nobody is asking how many times to run the board now';
    case 'BAD_AMOUNT':
      return 'amounts are whole numbers of chips: your total for the betting round';
    default:
      return 'that is not possible now';
  }
}

/**
 * What a seat may discard, in a player's words, with an example typed from the seat's own cards:
 * `discard 0 to 5 cards, e.g. "d 7h 2c" ("d" alone stands pat)` in a draw, where standing pat is
 * allowed (R212), and `discard 1 card, e.g. "d 7h" (standing pat is not allowed)` where a card
 * must go (Pineapple, R220).
 */
export function describeDiscard(bounds: { min: number; max: number }, holeCards?: readonly Card[] | null): string {
  const { min, max } = bounds;
  const count = min === max ? `${min} card${min === 1 ? '' : 's'}` : `${min} to ${max} cards`;
  const shown = Math.min(Math.max(min, 1), max);
  const own = holeCards && holeCards.length >= shown ? formatCards(holeCards.slice(-shown)) : ['7h', '2c', '9d', '4s', 'Jc'].slice(0, shown);
  const example = shown > 0 ? `, e.g. "d ${own.join(' ')}"` : '';
  return `discard ${count}${example}${min === 0 ? ' ("d" alone stands pat)' : ' (standing pat is not allowed)'}`;
}
