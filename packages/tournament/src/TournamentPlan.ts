import { restoreRng, type Rng } from '@pokerchart/cards';
import { handSeed, type SeatCommand, type TableContext, type TableOptions } from '@pokerchart/table';
import { balanceMove, type BalanceTable } from './balanceMove.js';
import { chipRace } from './chipRace.js';
import { drawSeats, shuffled } from './drawSeats.js';
import { rankEliminations } from './rankEliminations.js';
import { tableToBreak } from './tableToBreak.js';
import type { TournamentContext, TournamentEntry, TournamentLogEntry, TournamentTable } from './TournamentContext.js';

/** A seat command for one table actor. @internal */
export interface TableCommand {
  /** The table's actor id. */
  actor: string;
  /** The command. */
  command: SeatCommand;
}

/** A table actor to start. @internal */
export interface TableSpawn {
  /** The actor id. */
  actor: string;
  /** The index of its game. */
  game: number;
  /** Its input. */
  input: TableOptions;
}

/** The entries still in: playing, waiting to be dealt in, or busted with a rebuy still possible. */
export const isIn = (e: TournamentEntry): boolean => e.state === 'playing' || e.state === 'waiting' || e.state === 'busted';

/**
 * The work of one tournament event, on a copy of the context: the new context, the seat commands
 * for the table actors (in order), and the tables to start and stop. Every change to seats goes
 * through here so that the tournament's view of the seats and the tables' own seats agree. @internal
 */
export class TournamentPlan {
  readonly ctx: TournamentContext;
  readonly commands: TableCommand[] = [];
  readonly spawns: TableSpawn[] = [];
  readonly stops: string[] = [];
  private readonly rng: Rng;
  private seatMap: Map<number, (number | null)[]> | null = null;

  constructor(context: TournamentContext) {
    this.ctx = { ...context, entries: context.entries.slice(), tables: context.tables.slice(), log: context.log.slice() };
    this.rng = restoreRng(context.rng);
  }

  /** The context to assign: the RNG state saved. */
  finish(): TournamentContext {
    this.ctx.rng = this.rng.state();
    return this.ctx;
  }

  log(entry: TournamentLogEntry): void {
    this.ctx.log.push(entry);
  }

  setEntry(id: number, change: Partial<TournamentEntry>): TournamentEntry {
    const old = this.ctx.entries[id]!;
    const e = { ...old, ...change };
    this.ctx.entries[id] = e;
    if (this.seatMap !== null) {
      // keep the seat index current: out of the old seat, into the new one
      const from = old.table !== null && isIn(old) ? this.seatMap.get(old.table) : undefined;
      if (from !== undefined && from[old.seat!] === id) from[old.seat!] = null;
      const to = e.table !== null && isIn(e) ? this.seatMap.get(e.table) : undefined;
      if (to !== undefined) to[e.seat!] = id;
    }
    return e;
  }

  setTable(id: number, change: Partial<TournamentTable>): void {
    const i = this.ctx.tables.findIndex((t) => t.id === id);
    this.ctx.tables[i] = { ...this.ctx.tables[i]!, ...change };
  }

  table(id: number): TournamentTable {
    return this.ctx.tables.find((t) => t.id === id)!;
  }

  /** Entry ids by seat at each table. */
  seats(table: number): (number | null)[] {
    if (this.seatMap === null) {
      const map = new Map<number, (number | null)[]>();
      for (const t of this.ctx.tables) map.set(t.id, new Array<number | null>(this.ctx.settings.tableSize).fill(null));
      for (const e of this.ctx.entries) if (isIn(e) && e.table !== null && map.has(e.table)) map.get(e.table)![e.seat!] = e.id;
      this.seatMap = map;
    }
    return this.seatMap.get(table)!;
  }

  count(table: number): number {
    return this.seats(table).filter((s) => s !== null).length;
  }

  playersIn(): number {
    let n = 0;
    for (const e of this.ctx.entries) if (isIn(e)) n++;
    return n;
  }

  private send(table: number, command: SeatCommand): void {
    const actor = this.table(table).actorId;
    const spawn = this.spawns.find((s) => s.actor === actor);
    if (spawn === undefined) {
      this.commands.push({ actor, command });
      return;
    }
    // a table opened by this same event: its starting players are still being written
    const players = (spawn.input.players ?? []).filter((p) => p.seat !== command.seat);
    if (command.type === 'SIT') players.push({ name: command.name, stack: command.stack, seat: command.seat });
    else if (command.type !== 'LEAVE') players.push(...(spawn.input.players ?? []).filter((p) => p.seat === command.seat));
    spawn.input = { ...spawn.input, players };
  }

  /** A new table actor with these entries seated (by seat), its first button drawn from its seed (R240, R245). */
  openTable(players: { entry: number; seat: number }[]): number {
    const id = this.ctx.nextTableId++;
    const seed = handSeed(this.ctx.settings.seed, 1_000_000 + id);
    const game = this.gameAt(this.ctx.level);
    const actorId = `table-${id}`;
    this.ctx.tables.push({ id, seed, actorId, game, last: null, buttonGameButton: null, handsPlayed: 0, playing: false, level: -1, handForHand: null });
    this.ctx.tables.sort((a, b) => a.id - b.id);
    this.seatMap = null;
    for (const p of players) this.setEntry(p.entry, { table: id, seat: p.seat });
    this.spawns.push({
      actor: actorId,
      game,
      input: {
        seats: this.ctx.settings.tableSize,
        mode: 'cash',
        deadButton: true,
        schedule: this.ctx.settings.schedule,
        seed,
        players: players.map((p) => ({ name: this.ctx.entries[p.entry]!.name, stack: this.ctx.entries[p.entry]!.stack, seat: p.seat })),
      },
    });
    this.log({ type: 'table-opened', table: id });
    return id;
  }

  /** The index of the game played at a level (R252). */
  gameAt(level: number): number {
    const games = this.ctx.settings.rotation !== undefined ? Math.max(1, this.gameCount) : 1;
    return level % games;
  }

  /** Set by the machine: how many games rotate. */
  gameCount = 1;
  /** Set by the machine: which games are stud games, whose button does not move (R252). */
  studGames: readonly boolean[] = [false];

  /** Chips bought (rebuy or add-on, R242): the entry's table gets them between hands. */
  chips(id: number, amount: number): void {
    const e = this.ctx.entries[id]!;
    this.send(e.table!, { type: 'REBUY', seat: e.seat!, amount });
    this.setEntry(id, { stack: e.stack + amount, state: e.state === 'busted' ? 'playing' : e.state, bust: e.state === 'busted' ? null : e.bust });
    this.ctx.chipsAdded += amount;
  }

  /**
   * The game changes at a table (R252): its table actor is replaced by one of the new game's
   * machine with the same players and stacks. A stud game has no button; when a button game
   * returns, the button resumes after the last button of a button game.
   */
  switchGame(table: number): void {
    const t = this.table(table);
    const game = this.gameAt(this.ctx.level);
    if (game === t.game) return;
    const seats = this.seats(table);
    const players = seats.flatMap((id, seat) => (id !== null && this.ctx.entries[id]!.stack > 0 ? [{ name: this.ctx.entries[id]!.name, stack: this.ctx.entries[id]!.stack, seat }] : []));
    // the busted and the waiting cannot be carried over: the busted are out, the waiting are dealt in
    for (const id of seats) {
      if (id === null) continue;
      const e = this.ctx.entries[id]!;
      if (e.state === 'busted') this.eliminate(id, 0);
      else if (e.state === 'waiting') this.setEntry(id, { state: 'playing' });
    }
    let button: number | undefined;
    if (!this.studGames[game] && t.buttonGameButton !== null) {
      const n = this.ctx.settings.tableSize;
      for (let i = 1; i <= n && button === undefined; i++) {
        const seat = (t.buttonGameButton + i) % n;
        if (players.some((p) => p.seat === seat)) button = seat;
      }
    }
    this.stops.push(t.actorId);
    const actorId = `table-${table}-${t.handsPlayed}`;
    this.spawns.push({
      actor: actorId,
      game,
      input: {
        seats: this.ctx.settings.tableSize, mode: 'cash', deadButton: true, schedule: this.ctx.settings.schedule,
        seed: handSeed(t.seed, t.handsPlayed + 1), players: players.filter((p) => this.seats(table)[p.seat] !== null && this.ctx.entries[this.seats(table)[p.seat]!]!.state !== 'out'),
        ...(button !== undefined ? { button } : {}),
      },
    });
    this.setTable(table, { actorId, game, last: null });
    this.log({ type: 'game', table, game });
  }

  /** The starting draw (R240). */
  start(): void {
    const ids = this.ctx.entries.map((e) => e.id);
    const draw = drawSeats(ids.length, this.ctx.settings.tableSize, this.rng);
    const tables = Math.max(1, Math.ceil(ids.length / this.ctx.settings.tableSize));
    for (const id of ids) this.setEntry(id, { state: 'playing', stack: this.ctx.settings.startingStack });
    for (let t = 0; t < tables; t++) {
      this.openTable(ids.filter((id) => draw[id]!.table === t).map((id) => ({ entry: id, seat: draw[id]!.seat })));
    }
    this.log({ type: 'started', entries: ids.length, tables });
  }

  /** A random open seat at a table with the fewest players (R241, R244); a new table when every seat is taken. */
  private randomOpenSeat(exclude: number | null): { table: number; seat: number } | null {
    const candidates = this.ctx.tables.filter((t) => t.id !== exclude && !t.playing && this.count(t.id) < this.ctx.settings.tableSize);
    if (candidates.length === 0) return null;
    const fewest = Math.min(...candidates.map((t) => this.count(t.id)));
    const open: { table: number; seat: number }[] = [];
    for (const t of candidates) {
      if (this.count(t.id) !== fewest) continue;
      this.seats(t.id).forEach((s, seat) => { if (s === null) open.push({ table: t.id, seat }); });
    }
    return open[this.rng.int(open.length)]!;
  }

  /**
   * A late entry or re-entry (R241): a full starting stack at a random open seat of a table with
   * the fewest players; it waits for the button to pass when its seat lies between the small
   * blind and the button of that table's next hand.
   */
  seatLateEntry(id: number): void {
    const spot = this.randomOpenSeat(null);
    if (spot === null) {
      const table = this.openTable([{ entry: id, seat: 0 }]);
      this.setEntry(id, { state: 'playing', table, seat: 0 });
      this.logEntry(id, true, false);
      return;
    }
    const t = this.table(spot.table);
    const waits = t.last !== null && this.count(t.id) >= 2 && strictlyBetween(t.last.smallBlind, spot.seat, t.last.bigBlind, this.ctx.settings.tableSize);
    this.setEntry(id, { state: waits ? 'waiting' : 'playing', table: spot.table, seat: spot.seat });
    this.send(spot.table, { type: 'SIT', seat: spot.seat, name: this.ctx.entries[id]!.name, stack: this.ctx.entries[id]!.stack });
    if (waits) this.send(spot.table, { type: 'SIT_OUT', seat: spot.seat });
    this.logEntry(id, true, waits);
  }

  private logEntry(id: number, late: boolean, waits: boolean): void {
    const e = this.ctx.entries[id]!;
    this.log({ type: 'registered', name: e.name, entry: e.entry, table: e.table, seat: e.seat, late, waits });
  }

  /** A hand ended at a table: stacks, eliminations (R247) or busts awaiting a rebuy (R242), players who waited (R241). */
  handDone(table: number, tableContext: TableContext, rebuyPeriod: boolean): void {
    const hand = tableContext.hand!;
    const t = this.table(table);
    this.setTable(table, {
      playing: false,
      handForHand: null,
      last: { button: hand.button, smallBlind: hand.smallBlind, bigBlind: hand.bigBlind },
      handsPlayed: t.handsPlayed + 1,
      buttonGameButton: this.studGames[t.game] ? t.buttonGameButton : hand.button,
    });
    const seats = this.seats(table).slice();
    const busts: { key: number; table: number; startStack: number }[] = [];
    seats.forEach((id, seat) => {
      if (id === null) return;
      const stack = tableContext.seats[seat]?.stack ?? 0;
      const e = this.ctx.entries[id]!;
      if (e.state === 'waiting') {
        this.setEntry(id, { state: 'playing', stack });
        this.send(table, { type: 'SIT_IN', seat });
      } else if (stack !== e.stack) this.setEntry(id, { stack });
      if (stack === 0 && hand.stacks[seat]! > 0) busts.push({ key: id, table, startStack: hand.stacks[seat]! });
    });
    if (busts.length === 0) return;
    // a hand dealt during a hand-for-hand round belongs to it, even if the bubble burst meanwhile (R246, R247)
    const round = t.handForHand;
    const tiers = rankEliminations(busts, round !== null);
    const seq = round !== null ? round : ++this.ctx.seq;
    for (const b of busts) {
      this.setEntry(b.key, { bust: { seq, tier: tiers.get(b.key)! } });
      if (rebuyPeriod) this.setEntry(b.key, { state: 'busted' });
      else this.eliminate(b.key, b.startStack);
    }
  }

  /** The entry is out: its seat is freed. */
  eliminate(id: number, stackAtStart: number): void {
    const e = this.ctx.entries[id]!;
    this.send(e.table!, { type: 'LEAVE', seat: e.seat! });
    this.setEntry(id, { state: 'out', stack: 0 });
    this.log({ type: 'eliminated', name: e.name, entry: e.entry, table: e.table!, stackAtStart });
  }

  /** Busted entries that did not rebuy before their table's next hand (or by the end of the rebuy period) are out (R242). */
  expireBusts(table: number | null): void {
    for (const e of this.ctx.entries) if (e.state === 'busted' && (table === null || e.table === table)) this.eliminate(e.id, 0);
  }

  /** Moves an entry to an open seat (R243, R244, R245), stack and all. */
  move(id: number, to: { table: number; seat: number }, rule: 'R243' | 'R244' | 'R245'): void {
    const e = this.ctx.entries[id]!;
    if (e.state === 'busted') {
      // a busted player holds a seat only until the next hand at it; a move ends the rebuy chance (R242)
      this.eliminate(id, 0);
      return;
    }
    const from = { table: e.table!, seat: e.seat! };
    this.send(from.table, { type: 'LEAVE', seat: from.seat });
    this.setEntry(id, { table: to.table, seat: to.seat, state: e.state === 'waiting' ? 'playing' : e.state });
    this.send(to.table, { type: 'SIT', seat: to.seat, name: e.name, stack: e.stack });
    this.log({ type: 'moved', name: e.name, from, to, rule });
  }

  /** Breaks tables while the players fit at one table fewer (R244), then balances (R243). */
  breakAndBalance(): void {
    for (;;) {
      const ids = this.ctx.tables.map((t) => t.id);
      const breaking = tableToBreak(this.playersIn(), ids, this.ctx.settings.tableSize);
      if (breaking === null || this.table(breaking).playing) break;
      const players = shuffled(this.seats(breaking).filter((s): s is number => s !== null), this.rng);
      for (const id of players) {
        const spot = this.randomOpenSeat(breaking);
        if (spot === null) return; // tables still playing: the break waits for them
        this.move(id, spot, 'R244');
      }
      this.closeTable(breaking);
      this.log({ type: 'table-broken', table: breaking });
    }
    for (;;) {
      const tables: BalanceTable[] = this.ctx.tables.map((t) => ({
        id: t.id,
        occupied: this.seats(t.id).map((s) => s !== null),
        lastBigBlind: t.last?.bigBlind ?? null,
      }));
      const move = balanceMove(tables);
      if (move === null || this.table(move.from).playing || this.table(move.to).playing) break;
      this.move(this.seats(move.from)[move.fromSeat]!, { table: move.to, seat: move.toSeat }, 'R243');
    }
  }

  private closeTable(id: number): void {
    const t = this.table(id);
    this.stops.push(t.actorId);
    this.ctx.tables = this.ctx.tables.filter((x) => x.id !== id);
    this.ctx.roundDone = this.ctx.roundDone.filter((x) => x !== id);
    if (this.ctx.handForHand) this.ctx.handForHand = { ...this.ctx.handForHand, played: this.ctx.handForHand.played.filter((x) => x !== id) };
    this.seatMap = null;
  }

  /** The final table (R245): every remaining player reseated by a random draw at a new table. */
  finalTable(): void {
    this.expireBusts(null);
    const players = shuffled(this.ctx.entries.filter(isIn).map((e) => e.id), this.rng);
    const seatOrder = shuffled(Array.from({ length: this.ctx.settings.tableSize }, (_, s) => s), this.rng);
    const old = this.ctx.tables.map((t) => t.id);
    const placed = players.map((entry, k) => ({ entry, seat: seatOrder[k]! }));
    const moves = placed.map((p) => ({ p, from: { table: this.ctx.entries[p.entry]!.table!, seat: this.ctx.entries[p.entry]!.seat! } }));
    for (const id of old) this.closeTable(id);
    const table = this.openTable(placed);
    for (const { p, from } of moves) {
      this.setEntry(p.entry, { state: this.ctx.entries[p.entry]!.state === 'waiting' ? 'playing' : this.ctx.entries[p.entry]!.state });
      this.log({ type: 'moved', name: this.ctx.entries[p.entry]!.name, from, to: { table, seat: p.seat }, rule: 'R245' });
    }
    this.log({ type: 'final-table', table });
  }

  /** Color-ups due at a table before its first hand of the current level (R249). */
  colorUp(table: number): void {
    const t = this.table(table);
    const ups = (this.ctx.settings.colorUps ?? []).filter((c) => c.level - 1 > t.level && c.level - 1 <= this.ctx.level);
    for (const up of ups) {
      const seats = this.seats(table);
      const occupied = seats.flatMap((id, seat) => (id !== null && this.ctx.entries[id]!.stack > 0 ? [{ id, seat }] : []));
      const race = chipRace(occupied.map((o) => this.ctx.entries[o.id]!.stack), up.denomination);
      occupied.forEach((o, k) => {
        const e = this.ctx.entries[o.id]!;
        const stack = race.stacks[k]!;
        if (stack === e.stack) return;
        this.send(table, { type: 'LEAVE', seat: o.seat });
        this.send(table, { type: 'SIT', seat: o.seat, name: e.name, stack });
        if (e.state === 'waiting') this.send(table, { type: 'SIT_OUT', seat: o.seat });
        this.setEntry(o.id, { stack });
      });
      this.ctx.rounding += race.rounding;
      this.log({ type: 'color-up', table, denomination: up.denomination, rounding: race.rounding, winners: race.winners.map((k) => this.ctx.entries[occupied[k]!.id]!.name) });
    }
  }
}

/** `seat` lies strictly between `from` and `to` going clockwise around `n` seats. */
function strictlyBetween(from: number, seat: number, to: number, n: number): boolean {
  const d = (x: number) => (x - from + n) % n;
  return d(seat) > 0 && d(seat) < d(to);
}
