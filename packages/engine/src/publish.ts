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

/*
 * A hand's log grows by a few entries on most events, and each event's context is a new object:
 * copying the whole log for every entry made a hand's log cost quadratic time. The stepper of a
 * hand made by createHand (the only holder of its contexts: a context handed out is frozen by
 * publish, and a view or a save copies what it shows) opens the log of its current context for
 * the length of one step, and the entries of that step are pushed onto it in place. Any other log
 * (a frozen one, one of a table's or an actor's hand, whose earlier snapshots others may keep) is
 * copied as before. A step that fails puts the log back as it was.
 */
let open: unknown[] | null = null;
let openLength = 0;

/** Lets {@link appendLog} extend `log` in place until {@link closeLog} (never a frozen log). @internal */
export function openLog(log: unknown[]): void {
  if (Object.isFrozen(log)) return;
  open = log;
  openLength = log.length;
}

/** Ends what {@link openLog} allowed. @internal */
export function closeLog(): void {
  open = null;
}

/** Takes the entries added in place since {@link openLog} off the open log again (a step that failed). @internal */
export function rollbackLog(): void {
  if (open !== null) open.length = openLength;
}

/** The log `log` then `entries`: the open log extended in place, any other a new array (a spread, which stays fast when `log` was frozen). @internal */
export function appendLog<T>(log: readonly T[], ...entries: T[]): T[] {
  if (log === open) {
    for (let i = 0; i < entries.length; i++) (log as T[]).push(entries[i]!);
    return log as T[];
  }
  return [...log, ...entries];
}

/** {@link appendLog} of a list of entries (no spread call). @internal */
export function appendLogs<T>(log: readonly T[], entries: readonly T[]): T[] {
  const out = extendableLog(log);
  for (let i = 0; i < entries.length; i++) out.push(entries[i]!);
  return out;
}

/**
 * The log to push a step's entries onto: `log` itself when it is the open log, else a copy (a
 * spread, not slice(): slice() of a frozen array is many times slower in V8). For a step that adds
 * its entries one by one as it goes, instead of gathering them in a list first. @internal
 */
export function extendableLog<T>(log: readonly T[]): T[] {
  return log === open ? (log as T[]) : [...log];
}
