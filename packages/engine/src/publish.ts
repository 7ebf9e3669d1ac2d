/**
 * Freezes what the hand hands out (R0.3: nobody edits a hand around its rules): `value` and
 * everything reachable from it, stopping at parts already frozen. The machine's actions never
 * modify a context they did not make, so a context is frozen when the {@link Hand} facade hands
 * it out (`context`, `log`, `result`), not on every event: a frozen array is many times slower
 * to copy in V8, and the betting-round model copies the arrays it changes. @internal
 */
export function publish<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) publish(v);
    }
  } else {
    const o = value as Record<string, unknown>;
    for (const k in o) {
      const v = o[k];
      if (typeof v === 'object' && v !== null) publish(v);
    }
  }
  return value;
}

/** A new log: `log` then `entries` (a spread, which stays fast when `log` was frozen). @internal */
export function appendLog<T>(log: readonly T[], ...entries: T[]): T[] {
  return [...log, ...entries];
}
