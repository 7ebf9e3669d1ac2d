import { createRng, type Rng } from '@pokerchart/cards';
import { createTable, type CreateTableOptions, type Table, type TableEvent } from './createTable.js';
import { handSeed } from './prepareHand.js';
import type { Finish, TableSeat } from './TableContext.js';
import { TableError } from './errors.js';
import type { TablePlayer } from './TableOptions.js';
import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';

/** A seated player with the bot that plays for them. */
export interface BotPlayer extends TablePlayer {
  /** Decides this player's actions. */
  bot: TableBot;
}

/** Options of {@link runTable}: a table whose players are all bots, and when to stop. */
export interface RunTableOptions extends Omit<CreateTableOptions, 'players' | 'onEvent'> {
  /** The players, each with a bot. */
  players: readonly BotPlayer[];
  /** Stop after this many hands (default 10,000). A tournament also stops when it is over. */
  maxHands?: number;
  /** Stop before the next hand when this returns true. */
  until?: (table: Table) => boolean;
  /** Everything that happens, in order (see {@link TableEvent}); with the table, to read stacks. */
  onEvent?: (event: TableEvent, table: Table) => void;
}

/** What {@link runTable} returns. */
export interface RunTableResult {
  /** Hands played. */
  handsPlayed: number;
  /** Why play stopped: the tournament ended, the hand limit, `until`, or too few players. */
  stoppedBy: 'finished' | 'max-hands' | 'until' | 'too-few-players';
  /** Tournament finishing places, last place first, winner last. */
  finishes: Finish[];
  /** The tournament winner's name, if it finished. */
  winner: string | null;
  /** Seats at the end. */
  seats: (TableSeat | null)[];
  /** The table, stopped, to inspect or persist. */
  table: Table;
}

/**
 * Plays hands between bots until the tournament ends, `maxHands` hands were played or `until`
 * says stop. Fully deterministic from `seed`: every shuffle and every bot's random source derive
 * from it. A bot that throws or returns an illegal action stops the run with a
 * {@link TableError} `TABLE_BOT_FAILED` naming the player and the action.
 *
 * @example
 * ```ts
 * const result = runTable({
 *   variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'tournament', seed: 7,
 *   schedule: { levels: blindLevels({ big: 20, count: 15 }), every: { hands: 10 } },
 *   players: ['Ann', 'Bob', 'Cy'].map((name) => ({ name, stack: 1500, bot: ruleBot })),
 *   onEvent: (e) => narrator(e).forEach((line) => console.log(line)),
 * });
 * ```
 */
export function runTable(options: RunTableOptions): RunTableResult {
  if (options === null || typeof options !== 'object' || !Array.isArray(options.players)) {
    throw new TableError('TABLE_BAD_CONFIG', 'runTable needs options with players: [{ name, stack, bot }, ...]');
  }
  const { players, maxHands = 10_000, until, onEvent, ...rest } = options;
  if (!Number.isSafeInteger(maxHands) || maxHands < 0) {
    throw new TableError('TABLE_BAD_CONFIG', `table option maxHands: must be a whole number of hands, got ${String(maxHands)}`);
  }
  for (const p of players) {
    if (p === null || typeof p !== 'object' || typeof p.bot !== 'function') {
      throw new TableError('TABLE_BAD_CONFIG', `table option players: every player needs a bot function, got ${JSON.stringify(p?.bot ?? p)}`);
    }
  }
  const bots = new Map<number, BotPlayer>();
  let next = 0;
  const seated = players.map((p) => {
    let seat = p.seat;
    if (seat === undefined) {
      while (players.some((q) => q.seat === next) || bots.has(next)) next++;
      seat = next++;
    }
    bots.set(seat, p);
    return { name: p.name, stack: p.stack, seat };
  });
  let table: Table | null = null;
  const table_ = createTable({ ...rest, players: seated, onEvent: onEvent ? (e) => onEvent(e, table ?? table_) : undefined } as CreateTableOptions);
  table = table_;
  let stoppedBy: RunTableResult['stoppedBy'] = 'max-hands';
  while (true) {
    if (table.phase === 'finished') { stoppedBy = 'finished'; break; }
    if (table.handsPlayed >= maxHands) { stoppedBy = 'max-hands'; break; }
    if (until?.(table)) { stoppedBy = 'until'; break; }
    try {
      table.deal();
    } catch (error) {
      if (error instanceof TableError && error.code === 'TABLE_TOO_FEW_PLAYERS') { stoppedBy = 'too-few-players'; break; }
      throw error;
    }
    playHand(table, bots, rest.seed);
  }
  const finishes = table.finishes.slice();
  const result: RunTableResult = {
    handsPlayed: table.handsPlayed,
    stoppedBy,
    finishes,
    winner: finishes.find((f) => f.place === 1)?.name ?? null,
    seats: table.seats.slice(),
    table,
  };
  table.stop();
  return result;
}

/** Plays the running hand to its end with the seated bots. */
export function playHand(table: Table, bots: ReadonlyMap<number, { name: string; bot: TableBot }>, seed: number): void {
  const number = table.hand?.number ?? 0;
  for (let step = 0; table.phase === 'playing'; step++) {
    const seat = table.toAct;
    if (seat === null) throw new TableError('TABLE_NO_HAND', `hand ${number} is waiting but no seat is to act`);
    const player = bots.get(seat);
    if (!player) throw new TableError('TABLE_BOT_FAILED', `seat ${seat} is to act in hand ${number} but has no bot`);
    const view = table.view(seat);
    const rng = createRng(handSeed(handSeed(seed, number), step + 1));
    let action;
    try {
      action = player.bot(view, rng);
      table.act(action);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new TableError('TABLE_BOT_FAILED', `${player.name} (seat ${seat}) failed in hand ${number}: ${action ? `${JSON.stringify(action)}: ` : ''}${why}`);
    }
  }
}

/**
 * A player the table can drive: the same shape as `Bot` from `@pokerchart/bots`, so any bot
 * from there (or your own function) fits. The table passes a random source derived from its
 * seed, the hand number and the action number, so a game replays exactly.
 */
export type TableBot = (view: PlayerView, rng: Rng) => PlayerAction;
