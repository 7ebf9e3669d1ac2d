import { type BettingStructure, type BettingStructureDescription, describeStructure } from '@pokerchart/betting';
import type { TableContext, TableHand } from './TableContext.js';
import { type PersistedHand, restoreHand, type VariantDescriptor } from '@pokerchart/engine';
import { handInput } from './handInput.js';
import { TableError } from './errors.js';

/**
 * A saved table from {@link Table.persist}: JSON-safe; {@link restoreTable} continues it exactly,
 * the running hand included. `snapshot` is XState's persisted snapshot of the table actor (its
 * `children.hand` holds the hand actor's own snapshot).
 */
export interface PersistedTable {
  /** Always `'pokerchart-table'`. */
  format: 'pokerchart-table';
  /** Format version, `1`. */
  version: 1;
  /** The variant's id. */
  variant: string;
  /** The betting structure's description. */
  betting: BettingStructureDescription;
  /** XState's persisted snapshot of the table actor. */
  snapshot: { value: unknown; context: TableContext; status: string; [key: string]: unknown };
  /** HMAC-SHA-256 of the rest of the save, when saved with `persist({ key })`. */
  signature?: string;
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function bad(what: string): never {
  throw new TableError('TABLE_BAD_CONFIG', `cannot restore the table: ${what}`);
}

/** Only JSON data (plain objects, arrays, strings, finite numbers, booleans, null), no prototype keys. */
function checkJson(value: unknown, path: string, depth: number): void {
  if (depth > 64) bad(`${path}: nested too deeply`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) bad(`${path}: numbers must be finite`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) checkJson(value[i], `${path}[${i}]`, depth + 1);
    return;
  }
  if (typeof value !== 'object') bad(`${path}: ${typeof value} is not JSON data`);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) bad(`${path}: only plain objects are allowed`);
  for (const key of Object.keys(value)) {
    if (UNSAFE.has(key)) bad(`${path}.${key}: the key "${key}" is not allowed in saved data`);
    checkJson((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
  }
}

const isChips = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/**
 * Checks a saved table before {@link restoreTable} starts it: JSON data only, no
 * `__proto__`-style keys, seats with whole chip counts, and a running hand that passes the
 * engine's `restoreHand` checks (chips R0.5, cards R5, seat to act) and starts from the seats'
 * stacks. @internal
 * @throws TableError `TABLE_BAD_CONFIG` saying what is wrong.
 */
export function checkSavedTable(saved: PersistedTable, variant: VariantDescriptor, betting: BettingStructure): void {
  checkJson(saved, 'saved', 0);
  const snapshot = (saved as { snapshot?: unknown }).snapshot as { context?: unknown; children?: unknown } | null | undefined;
  if (snapshot === null || typeof snapshot !== 'object') bad('saved.snapshot must be an object');
  const ctx = snapshot.context as { options?: { seats?: unknown }; seats?: unknown; hand?: { stacks?: unknown } | null } | null | undefined;
  if (ctx === null || typeof ctx !== 'object' || ctx.options === null || typeof ctx.options !== 'object') bad('saved.snapshot.context must be a table context');
  const seats = ctx.seats;
  if (!Array.isArray(seats) || seats.length !== ctx.options.seats) bad(`saved.snapshot.context.seats must have one entry per seat (${String(ctx.options.seats)})`);
  seats.forEach((seat: unknown, i) => {
    if (seat === null) return;
    const s = seat as { name?: unknown; stack?: unknown };
    if (typeof seat !== 'object' || typeof s.name !== 'string' || !isChips(s.stack)) {
      bad(`saved.snapshot.context.seats[${i}] must be null or a seat with a name and a whole, non-negative stack (R0.1)`);
    }
  });
  const children = (snapshot.children ?? {}) as Record<string, { snapshot?: unknown } | undefined>;
  const child = children.hand;
  if (child === undefined) return;
  // the running hand is verified by replay: the table's options for it, the actions of its log,
  // and its snapshot, which must be exactly the state the replay reaches
  const tableHand = (ctx as { hand?: unknown }).hand;
  if (tableHand === null || typeof tableHand !== 'object') bad('saved.snapshot.context.hand must describe the running hand');
  let input: ReturnType<typeof handInput>;
  try {
    input = handInput(tableHand as TableHand, variant);
  } catch {
    bad('saved.snapshot.context.hand must describe the running hand');
  }
  const childContext = (child.snapshot as { context?: { log?: unknown } } | null | undefined)?.context;
  const log = Array.isArray(childContext?.log) ? (childContext.log as { type?: unknown; seat?: unknown; action?: unknown }[]) : [];
  const { dealing, ...options } = input;
  const persisted = {
    format: 'pokerchart-hand', version: 2, variant: variant.id, betting: describeStructure(betting),
    options: JSON.parse(JSON.stringify(options)) as unknown, dealing,
    events: log.filter((e) => e !== null && typeof e === 'object' && e.type === 'acted').map((e) => ({ type: 'ACT', seat: e.seat, action: e.action })),
    snapshot: child.snapshot,
  } as unknown as PersistedHand;
  let startStacks: readonly number[];
  try {
    const hand = restoreHand(persisted, { variant, betting });
    startStacks = hand.context.betting.startStacks;
    hand.actor.stop();
  } catch (error) {
    bad(`the running hand: ${error instanceof Error ? error.message : String(error)}`);
  }
  const handStacks = ctx.hand?.stacks;
  if (!Array.isArray(handStacks) || JSON.stringify(handStacks) !== JSON.stringify(startStacks)) {
    bad('the running hand does not start from the stacks the table dealt it (R0.5)');
  }
  startStacks.forEach((st, s) => {
    if (st > 0 && (seats[s] as { stack: number } | null)?.stack !== st) bad(`seat ${s}'s stack does not match the running hand's (R0.5)`);
  });
}
