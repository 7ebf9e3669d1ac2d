import { configuredStepping, type EngineStepping, steppingGeneration } from './configureEngine.js';
import { contextUpdatesRefusal, contextUpdatesResolvable } from './contextAction.js';
import { directTransitionsAgree, directTransitionsRefusal, installDirectSteps } from './directTransition.js';
import { handStepperAgrees, handStepperRefusal } from './HandStepper.js';

/*
 * The one place that decides how the engine's machines step: XState's own algorithm, or the
 * direct steps of directTransition.ts (and actor-less hands, HandStepper.ts) when configureEngine
 * asks for them and the startup probes agree. The mechanisms below it never ask; the modules above
 * it (updateContext, createHandMachine, engineInfo, the table) ask here.
 */

let simulated: string | null = null;
/** The stepping worked out for a generation of configureEngine's setting (the probes run once). */
let cached: EngineStepping | null = null;
let cachedFor = -1;

/**
 * The stepping in effect for machines built now: `'direct'` when {@link configureEngine} asks for
 * it (the default) and the startup probes agree with this copy of XState (the context actions of
 * `updateContext`, the direct steps of `directTransition` and the actor-less hands of
 * `HandStepper`), else `'xstate'`. @internal
 */
export function steppingMode(): EngineStepping {
  const generation = steppingGeneration();
  if (cached !== null && cachedFor === generation) return cached;
  cached = configuredStepping() !== 'direct' || steppingRefusal() !== null ? 'xstate' : 'direct';
  cachedFor = generation;
  return cached;
}

/** Why the startup probes refuse direct stepping on this copy of XState, or `null` when they agree. @internal */
export function steppingRefusal(): string | null {
  if (simulated !== null) return simulated;
  if (!contextUpdatesResolvable()) return contextUpdatesRefusal() ?? "the context actions do not resolve as XState's assign does";
  if (!directTransitionsAgree()) return directTransitionsRefusal() ?? "the direct steps do not give XState's snapshots";
  if (!handStepperAgrees()) return handStepperRefusal() ?? 'a hand stepped without an actor does not go through the snapshots of its actor';
  return null;
}

/** For tests: acts as if the startup probe refused direct stepping for `reason` (`null`: back to the real probes). @internal */
export function simulateSteppingRefusal(reason: string | null): void {
  simulated = reason;
  cached = null;
}

/**
 * Gives one of the engine's own machines (the hand machine, the table machine of
 * `@pokerchart/table`) the direct steps of directTransition.ts when the stepping in effect is
 * `'direct'` (see {@link installDirectSteps}); under `configureEngine({ stepping: 'xstate' })`, or
 * when the startup probe refused this copy of XState, leaves it as XState made it.
 * @returns whether the machine got the direct steps. @internal
 */
export function directTransition(machine: unknown): boolean {
  if (steppingMode() !== 'direct') return false;
  return installDirectSteps(machine);
}
