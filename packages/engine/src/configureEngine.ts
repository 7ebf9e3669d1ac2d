
/**
 * How the engine steps its own machines (the hand machine of {@link createHandMachine} and the
 * table machine of `@pokerchart/table`): `'direct'` computes XState's steps directly (the default;
 * see "How the machine steps" in docs/guides/hand-lifecycle.md), `'xstate'` leaves every step to
 * XState's own algorithm and its `assign`. Both play the same hands with the same results.
 */
export type EngineStepping = 'direct' | 'xstate';

/** What {@link engineInfo} reports. */
export interface EngineInfo {
  /** The stepping in effect for machines built now: `'direct'` only if asked for and the probe agreed. */
  readonly stepping: EngineStepping;
  /** The version of the xstate copy the engine runs on (`'unknown'` where it cannot be read, as in a browser bundle). */
  readonly xstate: string;
  /** Why direct stepping is off: `configureEngine` asked for XState's, or the startup probe refused this xstate copy. */
  readonly reason?: string;
}

/** Options of {@link configureEngine}; a field left out keeps its current setting. */
export interface EngineOptions {
  /** How the hand and table machines built from now on are stepped (default `'direct'`). */
  readonly stepping?: EngineStepping;
  /**
   * Called once, when the first hand is created while `'direct'` stepping is asked for but this
   * copy of XState failed the engine's startup probe (so hands run on XState's algorithm, slower
   * but the same): the message says so and why; `info` is {@link engineInfo}'s answer. `null`
   * silences it. The default writes the message with `console.warn`, except under a test runner
   * (`VITEST` or `NODE_ENV=test` in the environment), where it stays silent; `'default'` brings
   * the default back.
   */
  readonly warn?: ((message: string, info: EngineInfo) => void) | null | 'default';
}

let stepping: EngineStepping = 'direct';
let warn: ((message: string, info: EngineInfo) => void) | null | undefined;
let generation = 0;

/**
 * Sets how the engine steps its machines from now on. Machines are built (and cached) per
 * setting, so hands and tables created after the call use it; a running hand keeps the machine it
 * started with. `engineInfo()` says which stepping is in effect and, when direct stepping is off,
 * why.
 *
 * @example
 * ```ts
 * configureEngine({ stepping: 'xstate' });   // every step by XState's own algorithm
 * configureEngine({ warn: (message) => log.warn(message) });   // where the probe's refusal goes
 * ```
 */
export function configureEngine(options: EngineOptions): void {
  if (options === null || typeof options !== 'object') throw new TypeError("configureEngine takes an options object such as { stepping: 'direct' } or { stepping: 'xstate' }");
  if (options.stepping !== undefined) {
    if (options.stepping !== 'direct' && options.stepping !== 'xstate') {
      throw new TypeError(`configureEngine: stepping must be 'direct' or 'xstate', not ${JSON.stringify(options.stepping)}`);
    }
    if (options.stepping !== stepping) generation++;
    stepping = options.stepping;
  }
  if (options.warn !== undefined) {
    if (options.warn !== null && options.warn !== 'default' && typeof options.warn !== 'function') throw new TypeError("configureEngine: warn must be a function, null or 'default'");
    warn = options.warn === 'default' ? undefined : options.warn;
  }
}

/** The stepping asked for with {@link configureEngine} (in effect only if the probe agrees). @internal */
export function configuredStepping(): EngineStepping {
  return stepping;
}

/** A number that changes whenever the stepping asked for changes (for caches of machines). @internal */
export function steppingGeneration(): number {
  return generation;
}

/** The warning hook in effect: the configured one, else the default (silent under a test runner). @internal */
export function steppingWarning(): ((message: string, info: EngineInfo) => void) | null {
  if (warn !== undefined) return warn;
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (env !== undefined && (env.VITEST !== undefined || env.NODE_ENV === 'test')) return null;
  const out = (globalThis as { console?: { warn(message: string): void } }).console;
  return (message) => out?.warn(message);
}
