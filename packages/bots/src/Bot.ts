import type { Rng } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';

/**
 * A poker player: a plain function from what its seat may see to the action it takes.
 *
 * The view is the engine's `PlayerView` for the seat to act, so `view.legalActions` is set and
 * `view.seats[view.viewer].holeCards` holds the bot's own cards. `rng` is the random source the
 * caller provides (the table passes one derived from its seed, so games stay reproducible); a
 * bot that needs randomness and gets none must still be deterministic.
 *
 * A bot must return a legal action: the engine rejects anything else (R0.3).
 *
 * @example
 * ```ts
 * const nit: Bot = (view) => {
 *   const legal = view.legalActions!;
 *   return legal.check ? { type: 'check' } : { type: 'fold' };
 * };
 * ```
 */
export type Bot = (view: PlayerView, rng?: Rng) => PlayerAction;
