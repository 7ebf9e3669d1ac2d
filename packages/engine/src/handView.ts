import type { BettingStructure } from '@pokerchart/betting';
import { createHandMachine, runtimeOf } from './createHandMachine.js';
import type { HandContext } from './HandContext.js';
import type { PlayerView } from './PlayerView.js';
import type { VariantDescriptor } from './VariantSpec.js';
import { viewHand } from './viewHand.js';
import type { ViewShare } from './ViewShare.js';

/**
 * What `viewer` (a seat, or `'spectator'`) may see of a hand, from its context alone: the same
 * `PlayerView` as `Hand.view`, for code that holds a hand actor's context rather than a
 * `Hand` (a table, a hand actor spawned by your own machine). Its own hole cards and
 * discards, every seat's up cards (R207), hands exposed by an all-in (R127) or shown (R130), the
 * pots of finished rounds (this round's bets are in each seat's `committed`), the viewer's legal
 * actions on its turn; never the deck, the burns or other unseen cards. A fresh copy.
 *
 * @param context - The hand's context (`actor.getSnapshot().context`).
 * @param variant - The hand's variant, as given to `createHand` or `createHandMachine`.
 * @param betting - The hand's betting structure.
 * @param options - `since`: an earlier view of the same hand for the same viewer, made by this
 *   function (or `null` for a viewer's first); the new view reuses its log entries (the same objects)
 *   where they cannot have changed, so a view of a long log costs its new entries, and the log
 *   entries every viewer sees alike are the same objects in the views of every viewer made with
 *   `since`. Such views are read-only: never change one. Without `options.since` the view is a copy
 *   of its own, which you may change. `share` (with `since`): one {@link ViewShare} passed with
 *   every view of the same context, so that the views of all its viewers share the board, the pots
 *   and the seats they see alike instead of each making its own copy.
 *
 * @example
 * ```ts
 * const actor = createActor(createHandMachine(texasHoldem, noLimit()), { input }).start();
 * const view = handView(actor.getSnapshot().context, 0, texasHoldem, noLimit());
 * ```
 */
export function handView(context: HandContext, viewer: number | 'spectator', variant: VariantDescriptor, betting: BettingStructure, options?: { since?: PlayerView | null; share?: ViewShare }): PlayerView {
  return viewHand(context, runtimeOf(createHandMachine(variant, betting)).env, viewer, options?.since, options?.share);
}
