import type { Card } from '@pokerchart/cards';
import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import type { Actor } from 'xstate';
import type { HandMachine } from './HandMachine.js';
import type { HandContext, HandLogEntry } from './HandContext.js';
import type { HandResult } from './HandResult.js';
import type { PersistedHand } from './PersistedHand.js';
import type { PlayerView } from './PlayerView.js';

/**
 * A hand being played: a facade over a running machine of {@link createHandMachine}, and over its
 * live XState actor once {@link Hand.actor} is read. Made by {@link createHand} or {@link restoreHand}.
 */
export interface Hand {
  /**
   * The live XState actor (subscribe to it, inspect it, or send it {@link HandEvent}s directly).
   * Made the first time it is read (from the hand's input before its first event, else from its
   * current snapshot), then the same actor on every read; until then the engine steps the same machine without one (a hand given `inspect`, or
   * played under `configureEngine({ stepping: 'xstate' })`, has its actor from the start). See
   * "How the machine steps" in docs/guides/hand-lifecycle.md.
   */
  readonly actor: Actor<HandMachine>;
  /** The variant's street name while its betting round or its draw runs (`'preflop'`, `'flop'`, `'firstDraw'`, …), else `null`. */
  readonly street: string | null;
  /** The seat to act (to bet, or during a draw to discard, R212), or `null` when nobody may act. */
  readonly toAct: number | null;
  /** Whether the hand is over (the machine reached `settled`). */
  readonly isComplete: boolean;
  /** The machine's state value, e.g. `{ flop: 'bet' }`, `'runout'`, `'settled'`. */
  readonly state: unknown;
  /** What the seat to act may do (during a draw only `discard`, R212), or `null` when nobody may act. */
  legalActions(): LegalActions | null;
  /**
   * Plays one action of the seat to act (one `ACT` event). When `seat` is given it must be the
   * seat to act. A call that returns normally was applied.
   * @throws IllegalActionError (from `@pokerchart/betting`) when it is not legal (code
   * `NOT_YOUR_TURN` for another seat), or `REENTRANT` when called while the hand is processing an
   * event (from inside a subscription callback); nothing changes (R0.3).
   */
  act(action: PlayerAction, seat?: number): void;
  /**
   * Deals hole cards to a seat under `'manual'` dealing, and during a draw the replacements of the
   * seat that just discarded (as many cards as it discarded, R212).
   * @throws {@link DealingError} for a wrong count, seat, card or time; nothing changes.
   */
  dealHole(seat: number, cards: string | readonly Card[]): void;
  /**
   * Deals the next street's board cards under `'manual'` dealing (exactly that street's count).
   * @throws {@link DealingError} for a wrong count, card or time; nothing changes.
   */
  dealBoard(cards: string | readonly Card[]): void;
  /** What a seat (or a spectator) may see; never cards that viewer may not see. */
  view(seat: number | 'spectator'): PlayerView;
  /** The result once complete, else `null`; frozen. */
  readonly result: HandResult | null;
  /** The hand's log (complete, with every card: do not show it to players; see {@link PlayerView.log}); frozen. */
  readonly log: readonly HandLogEntry[];
  /** The machine context (complete, with the deck: do not show it to players); frozen, like everything in it. */
  readonly context: HandContext;
  /**
   * A JSON-safe copy of the hand for {@link restoreHand}. With a `key` the save carries a
   * `signature` (HMAC-SHA-256 of its content), and a restore given the same key refuses any edit.
   */
  persist(options?: { key?: string | Uint8Array }): PersistedHand;
}
