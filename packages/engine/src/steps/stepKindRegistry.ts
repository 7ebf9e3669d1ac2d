import type { HandContext } from '../HandContext.js';
import type { BuiltInStepKind } from './StepKind.js';

/*
 * The registry of the step kinds the engine compiles: the five built-in kinds and every kind of a
 * user's that makes its own decisions. A leaf: it imports no kind, so the core (the hand's view,
 * who acts, what is legal, refusals, settlement) asks it for the kind that owns the hand's phase
 * without naming one, and the kinds' own modules never import the core that asks.
 */

const compiled = new Map<string, BuiltInStepKind>();
const byPhase = new Map<string, BuiltInStepKind>();

/** The phase {@link kindOfPhase} looked up last and its kind (asked a few times per event, mostly for the same phase); cleared when the registry changes. */
let lastPhase: string | null = null;
let lastKind: BuiltInStepKind | undefined;

/** Registers a compiled kind (replacing one of the same name) and the phases its decisions run in. @internal */
export function registerCompiledKind(kind: BuiltInStepKind): void {
  lastPhase = null;
  compiled.set(kind.kind, kind);
  for (const phase of kind.phases ?? []) byPhase.set(phase, kind);
}

/** The compiled kind of that name, or `undefined`. @internal */
export function compiledKind(name: string): BuiltInStepKind | undefined {
  return compiled.get(name);
}

/** Every compiled kind, in registration order. @internal */
export function compiledKinds(): BuiltInStepKind[] {
  return [...compiled.values()];
}

/**
 * The kind that owns what the hand waits for now: the kind whose decision runs (phase
 * `'decision'`, {@link HandContext.deciding}), else the kind that registered the hand's phase
 * (`'betting'`, `'draw'`, `'runs'`); `undefined` in the phases no kind answers for. @internal
 */
export function kindOfPhase(ctx: HandContext): BuiltInStepKind | undefined {
  const phase = ctx.phase;
  if (phase === 'decision') return ctx.deciding === null ? undefined : compiled.get(ctx.deciding);
  if (phase !== lastPhase) {
    lastKind = byPhase.get(phase);
    lastPhase = phase;
  }
  return lastKind;
}

/** Removes a compiled kind of a user's (defined again as a kind that expands). @internal */
export function unregisterCompiledKind(name: string): void {
  const kind = compiled.get(name);
  if (kind === undefined) return;
  lastPhase = null;
  compiled.delete(name);
  for (const phase of kind.phases ?? []) if (byPhase.get(phase) === kind) byPhase.delete(phase);
}
