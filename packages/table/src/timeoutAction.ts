import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import type { Card } from '@pokerchart/cards';
import { TableError } from './errors.js';

/**
 * The action taken for a seat whose time ran out (R261), from the seat's legal actions, whatever
 * the decision: a check when a check is legal, else a fold; a stud bring-in posts the bring-in
 * (the seat may not fold it, R201); an exchange stands pat when standing pat is allowed, else
 * discards the fewest cards it must, the last ones dealt (the end of `holeCards`, which lists a
 * seat's cards in the order they were dealt, replacements last); a `run-it` choice chooses one run
 * (R232).
 *
 * @param legal - The legal actions of the seat to act (`Table.legalActions()`, `Hand.legalActions()`).
 * @param holeCards - The seat's down cards in the order dealt; needed only for an exchange that
 *   must discard at least one card.
 * @throws TableError `TABLE_BAD_CONFIG` when an exchange must discard and `holeCards` does not
 *   hold enough cards, or when the legal actions offer none of the above.
 *
 * @example
 * ```ts
 * timeoutAction(table.legalActions()!); // { type: 'check' } or { type: 'fold' }, ...
 * ```
 */
export function timeoutAction(legal: LegalActions, holeCards?: readonly Card[] | null): PlayerAction {
  if (legal.runIt !== null) return { type: 'run-it', times: 1 };
  if (legal.discard !== null) {
    const { min } = legal.discard;
    if (min === 0) return { type: 'discard', cards: [] };
    if (!Array.isArray(holeCards) || holeCards.length < min) {
      throw new TableError('TABLE_BAD_CONFIG', `seat ${legal.seat} must discard ${min} card(s) on a timeout, the last ones dealt: pass the seat's down cards in the order dealt (R261)`);
    }
    return { type: 'discard', cards: holeCards.slice(holeCards.length - min) };
  }
  if (legal.bringIn !== null) return { type: 'bring-in' };
  if (legal.check) return { type: 'check' };
  if (legal.fold) return { type: 'fold' };
  throw new TableError('TABLE_BAD_CONFIG', `seat ${legal.seat} can neither check, fold, post a bring-in, discard nor choose runs, so no timeout action exists (R261)`);
}
