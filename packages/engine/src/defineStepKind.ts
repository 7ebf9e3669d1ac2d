import type { BuiltInStepKind, StepDecision, StepKind } from './steps/StepKind.js';

export type { StepKind } from './steps/StepKind.js';
import { VariantDefinitionError } from './errors.js';
import { type decisionActions, type decisionGuards, decisionKind } from './steps/decision/decisionKind.js';
import { compiledKind, compiledKinds, registerCompiledKind, unregisterCompiledKind } from './steps/stepKindRegistry.js';
import type { HandEnv } from './HandContext.js';
import { betActions, betGuards, betKind } from './steps/bet/betKind.js';
import { boardActions, boardGuards, boardKind } from './steps/board/boardKind.js';
import { exchangeActions, exchangeGuards, exchangeKind } from './steps/exchange/exchangeKind.js';
import { seatsActions, seatsGuards, seatsKind } from './steps/seats/seatsKind.js';
import { showdownActions, showdownGuards, showdownKind } from './steps/showdown/showdownKind.js';

const KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** The names of the engine's own kinds, registered first (at load: the registry imports no kind, so nothing is cyclic). */
const builtIns = new Set<string>();
for (const kind of builtInStepKinds()) {
  registerCompiledKind(Object.freeze(kind));
  builtIns.add(kind.kind);
}
/** Every user kind, in registration order: the ones that expand, and the ones that decide (also compiled in the registry). */
const userKinds = new Map<string, StepKind>();

/** The compiled step kind of that name (a built-in one, or a user's kind with a decision), or `undefined`. @internal */
export function builtInStepKind(name: unknown): BuiltInStepKind | undefined {
  return typeof name === 'string' ? compiledKind(name) : undefined;
}

/** Every compiled kind (the built-in ones, then users' kinds with decisions), in registration order. @internal */
export function registeredBuiltInKinds(): BuiltInStepKind[] {
  return compiledKinds();
}

/** The names of the built-in kinds, for messages. */
function builtInNames(): string[] {
  return [...builtIns];
}

/**
 * Registers a step kind of your own (see {@link StepKind}) so that variants may use it in their
 * `steps`; returns it. A kind of the same name registered again replaces the old one.
 *
 * A kind with a `decision` is compiled like the built-in kinds (see {@link StepDecision}): its own
 * chart state, state, action, view, refusals and settlement.
 *
 * @throws {@link VariantDefinitionError} (field `kind`, `fields`, `check`, `expand` or `decision`) for a name
 * that is not letters, digits and hyphens or that a built-in kind has, or for fields or functions
 * that are missing.
 */
export function defineStepKind(kind: StepKind): StepKind {
  if (kind === null || typeof kind !== 'object') throw new VariantDefinitionError('kind', 'a step kind is an object { kind, fields, check?, expand } or { kind, fields, check?, decision }');
  if (typeof kind.kind !== 'string' || !KIND_PATTERN.test(kind.kind)) {
    throw new VariantDefinitionError('kind', `a step kind's name is 1-32 lower-case letters, digits or hyphens starting with a letter, got ${JSON.stringify(kind.kind) ?? String(kind.kind)}`);
  }
  if (builtIns.has(kind.kind)) throw new VariantDefinitionError('kind', `"${kind.kind}" is a built-in step kind (${builtInNames().join(', ')}); give yours another name`);
  if (!Array.isArray(kind.fields) || !kind.fields.every((f) => typeof f === 'string' && f !== 'kind')) {
    throw new VariantDefinitionError('fields', `the fields of step kind "${kind.kind}" are an array of field names (not "kind")`);
  }
  if (kind.check !== undefined && typeof kind.check !== 'function') throw new VariantDefinitionError('check', `check of step kind "${kind.kind}" must be a function`);
  const decision = kind.decision;
  if (decision !== undefined) {
    if (kind.expand !== undefined) throw new VariantDefinitionError('expand', `step kind "${kind.kind}" has both expand and decision: a kind either stands for other steps or makes a decision of its own`);
    if (decision === null || typeof decision !== 'object') throw new VariantDefinitionError('decision', `the decision of step kind "${kind.kind}" is an object { options, apply, start?, seats?, refuse?, view?, settle? }`);
    for (const name of ['options', 'apply'] as const) {
      if (typeof decision[name] !== 'function') throw new VariantDefinitionError(`decision.${name}`, `the decision of step kind "${kind.kind}" needs ${name}, a function`);
    }
    for (const name of ['seats', 'start', 'refuse', 'view', 'settle'] as const) {
      if (decision[name] !== undefined && typeof decision[name] !== 'function') throw new VariantDefinitionError(`decision.${name}`, `${name} of step kind "${kind.kind}"'s decision must be a function`);
    }
  } else if (typeof kind.expand !== 'function') {
    throw new VariantDefinitionError('expand', `step kind "${kind.kind}" needs an expand function that returns its steps, or a decision`);
  }
  const frozen: StepKind = Object.freeze({ ...kind, fields: Object.freeze([...kind.fields]), ...(decision !== undefined ? { decision: Object.freeze({ ...decision }) } : {}) });
  userKinds.delete(kind.kind);
  userKinds.set(kind.kind, frozen);
  if (decision !== undefined) registerCompiledKind(Object.freeze(decisionKind(frozen as StepKind & { decision: StepDecision })));
  else unregisterCompiledKind(kind.kind);
  return frozen;
}

/** A registered step kind as {@link stepKinds} lists it. */
export interface RegisteredStepKind {
  /** The kind's name, as steps write it. */
  readonly kind: string;
  /** The fields a step of the kind may have besides `kind`. */
  readonly fields: readonly string[];
  /**
   * `true` for the five kinds the engine compiles itself (seats, board, bet, exchange, showdown):
   * each is registered in the same registry as yours and owns, in its folder
   * packages/engine/src/steps/<kind>/, its fields and checks, how its steps fold into the streets,
   * its guards and actions (named for the rules, citing their ids) and the states it draws in the
   * chart; `false` for a kind of yours, made with {@link defineStepKind}, which expands into others.
   */
  readonly builtIn: boolean;
}

/**
 * Every step kind a variant's `steps` may use, in the order they were registered: the engine's
 * own five first (`seats`, `board`, `bet`, `exchange`, `showdown`, registered the same way as a
 * kind of yours), then those made with {@link defineStepKind}. Read a built-in kind's folder
 * (packages/engine/src/steps/<kind>/) as an example of what a kind owns.
 *
 * @example
 * ```ts
 * stepKinds().map((k) => k.kind); // ['seats', 'board', 'bet', 'exchange', 'showdown', ...yours]
 * ```
 */
export function stepKinds(): RegisteredStepKind[] {
  const builtIn = compiledKinds().filter((k) => builtIns.has(k.kind)).map((k) => ({ kind: k.kind, fields: k.fields, builtIn: true }));
  return [...builtIn, ...[...userKinds.values()].map((k) => ({ kind: k.kind, fields: k.fields, builtIn: false }))];
}

/**
 * The steps with every step of a registered kind replaced by its expansion (recursively, at most
 * 8 levels deep), each checked first; steps of unknown kinds are left for the built-in checks to
 * refuse. @internal
 */
export function expandStepKinds(raw: unknown, depth = 0): unknown {
  if (!Array.isArray(raw)) return raw;
  let changed = false;
  const out: unknown[] = [];
  raw.forEach((step: unknown, i: number) => {
    const kind = step !== null && typeof step === 'object' ? (step as { kind?: unknown }).kind : undefined;
    const found = typeof kind === 'string' ? userKinds.get(kind) : undefined;
    if (found === undefined || found.decision !== undefined) {
      out.push(step);
      return;
    }
    const plugin = found;
    changed = true;
    const field = `steps[${i}]`;
    if (depth >= 8) throw new VariantDefinitionError(field, `step kind "${plugin.kind}" expands into itself more than 8 levels deep`);
    const record = step as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key !== 'kind' && !plugin.fields.includes(key)) throw new VariantDefinitionError(`${field}.${key}`, `unknown field of a "${plugin.kind}" step; allowed: kind, ${plugin.fields.join(', ')}`);
    }
    const problem = plugin.check?.(record) ?? null;
    if (problem !== null) throw new VariantDefinitionError(field, `a "${plugin.kind}" step: ${problem}`);
    const expanded = plugin.expand!(record);
    if (!Array.isArray(expanded)) throw new VariantDefinitionError(field, `step kind "${plugin.kind}" expanded to ${typeof expanded}, not an array of steps`);
    out.push(...(expandStepKinds(expanded, depth + 1) as unknown[]));
  });
  return changed ? out : raw;
}

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
