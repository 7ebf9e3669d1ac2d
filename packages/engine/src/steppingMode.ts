import { configuredStepping, type EngineStepping, steppingGeneration, steppingWarning } from './configureEngine.js';
import { directTransitionsAgree, directTransitionsRefusal } from './directTransition.js';
import { engineInfo } from './engineInfo.js';
import { handStepperAgrees, handStepperRefusal } from './HandStepper.js';
import { contextUpdatesRefusal, contextUpdatesResolvable } from './updateContext.js';

let simulated: string | null = null;
let warned = false;
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

/**
 * For tests: acts as if the startup probe refused direct stepping for `reason` (`null`: back to
 * the real probes), and lets the warning hook fire again. @internal
 */
export function simulateProbeRefusal(reason: string | null): void {
  simulated = reason;
  warned = false;
  cached = null;
}

/**
 * Called when a hand is created: the first time direct stepping is asked for but refused by the
 * probe, tells the warning hook of {@link configureEngine} (once per process). @internal
 */
export function warnIfSteppingRefused(): void {
  if (warned || steppingMode() === 'direct' || configuredStepping() !== 'direct') return;
  warned = true;
  const hook = steppingWarning();
  if (hook === null) return;
  const info = engineInfo();
  hook(`pokerchart: hands run on XState's own algorithm (slower, same results): ${info.reason}`, info);
}
