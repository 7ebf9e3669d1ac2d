import type { HandStep } from './HandStep.js';
import { VariantDefinitionError } from './VariantDefinitionError.js';
import type { BuiltInStepKind } from './steps/BuiltInStepKind.js';
import { builtInStepKinds } from './steps/builtInStepKinds.js';

/**
 * A step kind of your own, for a variant's `steps`: its name, the fields a step of it may have,
 * how such a step is checked, and the built-in steps it stands for. {@link defineVariant} checks
 * each step of the kind with `check` and replaces it by `expand`'s steps, which are then checked
 * like any other, so the kind gets the built-in kinds' chart states, guards and actions, views,
 * logs and PHH mapping.
 *
 * The five built-in kinds live in the same registry (see {@link stepKinds}); each of them owns
 * more than a kind of yours can give today: besides its fields and checks, how its steps fold into
 * the streets of the chart, its guards and actions and the chart states it draws, in its folder
 * packages/engine/src/steps/<kind>/ (seats, board, bet, exchange, showdown). A kind of yours
 * composes them: it stands for built-in steps, in any number and order the built-in checks allow.
 *
 * @example
 * ```ts
 * // a street: its board cards after a burn, then its betting round
 * defineStepKind({
 *   kind: 'street', fields: ['name', 'cards'],
 *   check: (step) => (Number.isInteger(step.cards) && step.cards >= 1 ? null : 'cards must be an integer of at least 1'),
 *   expand: (step) => [{ kind: 'board', cards: step.cards, burn: true }, { kind: 'bet', name: step.name }],
 * });
 * ```
 */
export interface StepKind {
  /** The kind's name, as steps write it (`{ kind: 'street', ... }`): letters, digits and hyphens, not a built-in kind's. */
  readonly kind: string;
  /** The fields a step of this kind may have besides `kind`; any other field is refused. */
  readonly fields: readonly string[];
  /** Why a step of this kind is wrong, or `null` when it is right (run before `expand`). */
  readonly check?: (step: Readonly<Record<string, unknown>>) => string | null;
  /** The built-in steps (or steps of other kinds) a checked step stands for. */
  readonly expand: (step: Readonly<Record<string, unknown>>) => readonly HandStep[];
}

const KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** Every step kind, the engine's own first (registered on first use, in their order), then the users'. */
const registry = new Map<string, StepKind | BuiltInStepKind>();
let builtInsRegistered = false;

/** Registers a kind the engine compiles itself: the twin of {@link defineStepKind} without the check of built-in names. */
function registerBuiltInStepKind(kind: BuiltInStepKind): void {
  registry.set(kind.kind, Object.freeze(kind));
}

/** The registry, the built-in kinds registered in it first. */
function kinds(): Map<string, StepKind | BuiltInStepKind> {
  if (!builtInsRegistered) {
    builtInsRegistered = true;
    for (const kind of builtInStepKinds()) registerBuiltInStepKind(kind);
  }
  return registry;
}

/** Whether a registered kind is one the engine compiles (it folds into streets) rather than one that expands. */
function isBuiltIn(kind: StepKind | BuiltInStepKind): kind is BuiltInStepKind {
  return 'fold' in kind;
}

/** The built-in step kind of that name, or `undefined`. @internal */
export function builtInStepKind(name: unknown): BuiltInStepKind | undefined {
  const kind = typeof name === 'string' ? kinds().get(name) : undefined;
  return kind !== undefined && isBuiltIn(kind) ? kind : undefined;
}

/** Every registered kind the engine compiles, in registration order. @internal */
export function registeredBuiltInKinds(): BuiltInStepKind[] {
  return [...kinds().values()].filter(isBuiltIn);
}

/** The names of the built-in kinds, for messages. */
function builtInNames(): string[] {
  return registeredBuiltInKinds().map((k) => k.kind);
}

/**
 * Registers a step kind of your own (see {@link StepKind}) so that variants may use it in their
 * `steps`; returns it. A kind of the same name registered again replaces the old one.
 *
 * @throws {@link VariantDefinitionError} (field `kind`, `fields`, `check` or `expand`) for a name
 * that is not letters, digits and hyphens or that a built-in kind has, or for fields or functions
 * that are missing.
 */
export function defineStepKind(kind: StepKind): StepKind {
  if (kind === null || typeof kind !== 'object') throw new VariantDefinitionError('kind', 'a step kind is an object { kind, fields, check?, expand }');
  if (typeof kind.kind !== 'string' || !KIND_PATTERN.test(kind.kind)) {
    throw new VariantDefinitionError('kind', `a step kind's name is 1-32 lower-case letters, digits or hyphens starting with a letter, got ${JSON.stringify(kind.kind) ?? String(kind.kind)}`);
  }
  const known = kinds().get(kind.kind);
  if (known !== undefined && isBuiltIn(known)) throw new VariantDefinitionError('kind', `"${kind.kind}" is a built-in step kind (${builtInNames().join(', ')}); give yours another name`);
  if (!Array.isArray(kind.fields) || !kind.fields.every((f) => typeof f === 'string' && f !== 'kind')) {
    throw new VariantDefinitionError('fields', `the fields of step kind "${kind.kind}" are an array of field names (not "kind")`);
  }
  if (kind.check !== undefined && typeof kind.check !== 'function') throw new VariantDefinitionError('check', `check of step kind "${kind.kind}" must be a function`);
  if (typeof kind.expand !== 'function') throw new VariantDefinitionError('expand', `step kind "${kind.kind}" needs an expand function that returns its steps`);
  const frozen: StepKind = Object.freeze({ ...kind, fields: Object.freeze([...kind.fields]) });
  registry.set(kind.kind, frozen);
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
  return [...kinds().values()].map((k) => ({ kind: k.kind, fields: k.fields, builtIn: isBuiltIn(k) }));
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
    const found = typeof kind === 'string' ? kinds().get(kind) : undefined;
    if (found === undefined || isBuiltIn(found)) {
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
    const expanded = plugin.expand(record);
    if (!Array.isArray(expanded)) throw new VariantDefinitionError(field, `step kind "${plugin.kind}" expanded to ${typeof expanded}, not an array of steps`);
    out.push(...(expandStepKinds(expanded, depth + 1) as unknown[]));
  });
  return changed ? out : raw;
}
