import type { HandEnv } from '../HandEnv.js';
import { betActions, betGuards, betKind } from './bet/betKind.js';
import { boardActions, boardGuards, boardKind } from './board/boardKind.js';
import type { BuiltInStepKind } from './BuiltInStepKind.js';
import { exchangeActions, exchangeGuards, exchangeKind } from './exchange/exchangeKind.js';
import { seatsActions, seatsGuards, seatsKind } from './seats/seatsKind.js';
import { showdownActions, showdownGuards, showdownKind } from './showdown/showdownKind.js';
import type { decisionActions, decisionGuards } from './decision/decisionKind.js';

/**
 * The step kinds the engine compiles itself, in the order they are registered (and asked for
 * their chart pieces): seats, board, bet, exchange, showdown. A function, not a constant, so the
 * kinds' modules are read whatever order the imports run in. @internal
 */
export function builtInStepKinds(): readonly BuiltInStepKind[] {
  return [seatsKind, boardKind, betKind, exchangeKind, showdownKind];
}

/** The guard names of the built-in kinds and of the kinds of yours that decide, as their functions make them. @internal */
export type BuiltInGuardName =
  | keyof ReturnType<typeof seatsGuards> | keyof ReturnType<typeof boardGuards> | keyof ReturnType<typeof betGuards>
  | keyof ReturnType<typeof exchangeGuards> | keyof ReturnType<typeof showdownGuards> | keyof ReturnType<typeof decisionGuards>;

/** The action names of the built-in kinds, as their functions make them. @internal */
export type BuiltInActionName =
  | keyof ReturnType<typeof seatsActions> | keyof ReturnType<typeof boardActions> | keyof ReturnType<typeof betActions>
  | keyof ReturnType<typeof exchangeActions> | keyof ReturnType<typeof showdownActions> | keyof ReturnType<typeof decisionActions>;

/** A guard or action map made for one machine. @internal */
export type Implementations = (env: HandEnv) => Record<string, unknown>;
