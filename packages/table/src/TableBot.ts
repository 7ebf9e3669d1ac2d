import type { PlayerAction } from '@pokerchart/betting';
import type { Rng } from '@pokerchart/cards';
import type { PlayerView } from '@pokerchart/engine';

/**
 * A player the table can drive: the same shape as `Bot` from `@pokerchart/bots`, so any bot
 * from there (or your own function) fits. The table passes a random source derived from its
 * seed, the hand number and the action number, so a game replays exactly.
 */
export type TableBot = (view: PlayerView, rng: Rng) => PlayerAction;
