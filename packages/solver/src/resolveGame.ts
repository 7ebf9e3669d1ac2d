import type { BettingStructure } from '@pokerchart/betting';
import { type HandOptions, stakesBetting, type VariantDescriptor } from '@pokerchart/engine';
import { SolverError } from './errors.js';
import type { SolverGame } from './SolverGame.js';

/** A {@link SolverGame} with its defaults filled in, and the options of its hands. @internal */
export interface ResolvedGame {
  readonly variant: VariantDescriptor;
  readonly betting: BettingStructure;
  readonly stacks: readonly number[];
  /** createHand's options but the dealing; button 1, so seat 0 is player 0, first to act heads-up. */
  readonly options: Omit<HandOptions, 'dealing'>;
  /** A key naming the game, for caches. */
  readonly key: string;
}

/** Fills in a game's defaults (R290-R292) and checks what the solver can walk (R293). @internal */
export function resolveGame(game: SolverGame): ResolvedGame {
  if (game === null || typeof game !== 'object' || game.variant === null || typeof game.variant !== 'object') {
    throw new SolverError('BAD_OPTIONS', 'the game needs a variant: { variant, betting?, stacks?, ante? } (R293)');
  }
  const { variant } = game;
  const stakes = variant.stakes;
  let betting = game.betting;
  if (betting === undefined) {
    if (stakes === undefined) throw new SolverError('BAD_OPTIONS', `${variant.name} has no stakes of its own: give a betting structure such as fixedLimit({ smallBet: 2 }) (R293)`);
    betting = stakesBetting(variant);
  }
  const big = stakes !== undefined ? Math.max(stakes.bet, stakes.bigBet ?? stakes.bet) : 2;
  const stacks = game.stacks ?? [100 * big, 100 * big];
  if (!Array.isArray(stacks) || stacks.length !== 2 || !stacks.every((s) => Number.isSafeInteger(s) && s > 0)) {
    throw new SolverError('BAD_OPTIONS', `stacks must be two positive integers (the solver plays two-player games, R293), got ${JSON.stringify(stacks)}`);
  }
  if (game.ante !== undefined && !(Number.isSafeInteger(game.ante) && game.ante >= 0)) {
    throw new SolverError('BAD_OPTIONS', `ante must be a non-negative integer, got ${String(game.ante)}`);
  }
  const options: Omit<HandOptions, 'dealing'> = {
    variant,
    betting,
    stacks,
    button: 1,
    ...(game.ante !== undefined ? { ante: { amount: game.ante, mode: 'each' as const } } : {}),
  };
  const key = JSON.stringify([variant.id, betting, stacks, game.ante ?? null]);
  return { variant, betting, stacks, options, key };
}
