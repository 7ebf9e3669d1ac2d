import { type BettingStructure, type BettingStructureDescription, describeStructure, type PlayerAction } from '@pokerchart/betting';
import { type PersistedHand, type PersistedHandEvent, RestoreError, restoreHand, type Save, type VariantDescriptor } from '@pokerchart/engine';
import { readSave, type SaveKind, showSaved } from '@pokerchart/engine/internal';
import { handInput } from './handInput.js';
import type { SeatCommand } from './TableCommandEvent.js';
import type { TableContext, TableHand } from './TableContext.js';
import type { TableOptions } from './TableOptions.js';

/**
 * One event of a saved table, in the vocabulary of hand saves: the seat commands
 * ({@link SeatCommand}), `DEAL` with the table time it read (`now`, milliseconds) and the level it
 * was told to play when one was given, `ACT` with the seat that acted (as a hand's save writes
 * it), and `TIMEOUT` (the seat to act took the timeout action, R261).
 */
export type TableSaveEvent =
  | SeatCommand
  | { type: 'DEAL'; now?: number; level?: number }
  | Extract<PersistedHandEvent, { type: 'ACT' }>
  | { type: 'TIMEOUT' };

/** A table's state in a save: the table machine's state value and its context (the running hand included). */
export interface TableSaveState {
  /** `'between'`, `'playing'` or `'finished'`. */
  value: string;
  /** The table's context. */
  context: TableContext;
}

/** What a saved table starts from: its game, its options, and the state its events start from. */
export interface PersistedTableOptions {
  /** The variant's id. */
  variant: string;
  /** The betting structure's description. */
  betting: BettingStructureDescription;
  /** The options the table was created with. */
  table: TableOptions;
  /**
   * The table as it was before the `DEAL` of its current (or last) hand, when it has dealt one:
   * the events start from it. Absent: they start from a new table of `table`'s options. Checked
   * (whole chip counts, seats, a running hand replayed from its log, R0.5), not replayed: sign
   * saves that leave your hands.
   */
  from?: TableSaveState;
}

/**
 * A saved table from {@link Table.persist}, format version 2: the engine's `Save` model, as a
 * hand's. `options` says where the replay starts (the table's options, and the table as it was
 * before its current hand was dealt), `events` the commands it accepted since, and `snapshot` the
 * state they lead to, which {@link restoreTable} checks against its replay: an edited stack, card
 * or state is refused with the engine's `RestoreError` (`STATE_MISMATCH`, `BAD_EVENT`). A
 * version-1 save (XState's snapshot of the table actor with its hand actor inside) restores too:
 * its state is read as `options.from` with no events, after the same checks.
 */
export interface PersistedTable extends Save<'pokerchart-table', PersistedTableOptions, TableSaveEvent, TableSaveState> {
  /** Format version, `2`. */
  version: 2;
  /** The state the events lead to. */
  snapshot: TableSaveState;
}

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** A version-1 table save read as version 2: its snapshot (the hand actor's inside) becomes the state the (no) events start from. */
function fromVersion1(old: Record<string, unknown>): Record<string, unknown> {
  const snapshot = isObject(old.snapshot) ? old.snapshot : {};
  const context = isObject(snapshot.context) ? snapshot.context : {};
  const child = isObject(snapshot.children) && isObject(snapshot.children.hand) && isObject(snapshot.children.hand.snapshot) ? snapshot.children.hand.snapshot : null;
  const state = {
    value: snapshot.value,
    context: child === null ? context : { ...context, handState: { value: child.value, context: child.context } },
  };
  return {
    format: old.format, version: 2,
    options: { variant: old.variant, betting: old.betting, table: context.options, from: state },
    events: [], snapshot: state,
    ...(old.signature !== undefined ? { signature: old.signature } : {}),
  };
}

/** The table's save format: version 2, and version 1 read as 2. @internal */
export const TABLE_SAVE: SaveKind = { format: 'pokerchart-table', version: 2, what: 'table', migrate: { 1: fromVersion1 } };

const isChips = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

function bad(path: string, message: string): never {
  throw new RestoreError('BAD_STATE', path, `cannot restore the table: ${path}: ${message}`);
}

/**
 * Checks the state a saved table's events start from (`options.from`), which is not replayed:
 * a table context with one seat entry per seat, whole non-negative stacks (R0.1), and a running
 * hand that its own log replays to exactly (through the engine's `restoreHand`: chips R0.5, cards
 * R5, the seat to act) and that starts from the seats' stacks. @internal
 * @throws RestoreError `BAD_STATE`, with the path of what is wrong.
 */
export function checkTableState(state: unknown, variant: VariantDescriptor, betting: BettingStructure, path: string): asserts state is TableSaveState {
  if (!isObject(state) || !['between', 'playing', 'finished'].includes(state.value as string)) bad(`${path}.value`, "must be 'between', 'playing' or 'finished'");
  const ctx = state.context;
  if (!isObject(ctx) || !isObject(ctx.options)) bad(`${path}.context`, 'must be a table context');
  const seats = ctx.seats;
  if (!Array.isArray(seats) || seats.length !== ctx.options.seats) bad(`${path}.context.seats`, `must have one entry per seat (${String(ctx.options.seats)})`);
  seats.forEach((seat: unknown, i) => {
    if (seat === null) return;
    if (!isObject(seat) || typeof seat.name !== 'string' || !isChips(seat.stack)) {
      bad(`${path}.context.seats[${i}]`, 'must be null or a seat with a name and a whole, non-negative stack (R0.1)');
    }
  });
  const running = ctx.handState;
  if (state.value !== 'playing') return;
  // the running hand is verified by replay: the table's options for it, the decisions of its log,
  // and its state, which must be exactly the state the replay reaches
  const tableHand = ctx.hand;
  if (!isObject(tableHand) || !isObject(running) || !isObject(running.context)) bad(`${path}.context.hand`, 'must describe the running hand');
  let input: ReturnType<typeof handInput>;
  try {
    input = handInput(tableHand as unknown as TableHand, variant);
  } catch {
    bad(`${path}.context.hand`, 'must describe the running hand');
  }
  const log = Array.isArray(running.context.log) ? (running.context.log as { type?: unknown; seat?: unknown; action?: unknown }[]) : [];
  const { dealing, ...rest } = input;
  const hand: PersistedHand = {
    format: 'pokerchart-hand', version: 3,
    options: { ...(JSON.parse(JSON.stringify(rest)) as PersistedHand['options']), variant: variant.id, betting: describeStructure(betting), dealing: dealing as PersistedHand['options']['dealing'] },
    events: log.filter((e) => isObject(e) && e.type === 'acted').map((e) => ({ type: 'ACT', seat: e.seat as number, action: e.action as PlayerAction })),
    snapshot: { status: 'active', value: running.value, historyValue: {}, context: running.context as never, children: {} },
  };
  let startStacks: readonly number[];
  try {
    startStacks = restoreHand(hand, { variant, betting }).context.betting.startStacks;
  } catch (error) {
    bad(`${path}.context.handState`, `the running hand: ${error instanceof Error ? error.message : String(error)}`);
  }
  const handStacks = tableHand.stacks;
  if (!Array.isArray(handStacks) || JSON.stringify(handStacks) !== JSON.stringify(startStacks)) {
    bad(`${path}.context.hand.stacks`, 'the running hand does not start from the stacks the table dealt it (R0.5)');
  }
  startStacks.forEach((st, s) => {
    if (st > 0 && (seats[s] as { stack: number } | null)?.stack !== st) bad(`${path}.context.seats[${s}]`, `seat ${s}'s stack does not match the running hand's (R0.5)`);
  });
}

/**
 * Reads a saved table through the engine's one save reader (signature, JSON data, format and
 * version; a version-1 save read as version 2), and checks that it was saved for this game and
 * that the state its events start from holds together ({@link checkTableState}). The events are
 * the caller's to replay. @internal
 * @throws RestoreError: `BAD_SIGNATURE`, `BAD_FORMAT`, `UNSAFE_KEY`, `MISMATCH` (another variant or
 * betting structure), `BAD_STATE`.
 */
export function readTableSave(saved: unknown, variant: VariantDescriptor, betting: BettingStructure, key: string | Uint8Array | undefined): PersistedTable {
  const save = readSave(saved, TABLE_SAVE, key);
  const options = save.options;
  if (options.variant !== variant.id) {
    throw new RestoreError('MISMATCH', 'saved.options.variant', `cannot restore the table: it was saved with variant ${showSaved(options.variant)}, not ${showSaved(variant.id)}`);
  }
  const description = describeStructure(betting);
  if (JSON.stringify(options.betting) !== JSON.stringify(description)) {
    throw new RestoreError('MISMATCH', 'saved.options.betting', `cannot restore the table: it was saved with betting ${showSaved(options.betting)}, not ${showSaved(description)}`);
  }
  if (!isObject(options.table)) throw new RestoreError('BAD_FORMAT', 'saved.options.table', 'cannot restore the table: saved.options.table must be the table options');
  if (options.from !== undefined) checkTableState(options.from, variant, betting, 'saved.options.from');
  if (save.snapshot === undefined) throw new RestoreError('BAD_FORMAT', 'saved.snapshot', 'cannot restore the table: saved.snapshot must be the state its events lead to');
  return save as unknown as PersistedTable;
}
