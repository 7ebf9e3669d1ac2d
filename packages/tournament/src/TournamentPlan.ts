import { restoreRng, shuffle, type Rng } from '@pokerchart/cards';
import { handSeed, type SeatCommand, type TableContext, type TableOptions } from '@pokerchart/table';
import { chipRace } from './chipRace.js';
import { drawSeats } from './drawSeats.js';
import { rankEliminations } from './rankEliminations.js';
import type { TournamentContext, TournamentEntry, TournamentLogEntry, TournamentTable } from './TournamentContext.js';
import { indexAt, indexOf, tableById, type TournamentIndex } from './tournamentIndex.js';

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

/** Button and blinds of a hand. @internal */
export interface Positions {
  button: number;
  smallBlind: number;
  bigBlind: number;
}

/** The entries still in: playing, waiting to be dealt in, or busted with a rebuy still possible. */
export const isIn = (e: TournamentEntry): boolean => e.state === 'playing' || e.state === 'waiting' || e.state === 'busted';

/** Players at a table who can be dealt in now (R11). @internal */
export function playableAt(ctx: TournamentContext, t: TournamentTable): number {
  let n = 0;
  for (const id of t.seats) {
    if (id === null || t.arriving.includes(id)) continue;
    const e = ctx.entries[id]!;
    if (e.state === 'playing' && e.stack > 0) n++;
  }
  return n;
}

/** The remaining players fit at one table and nobody can join: tables wait for the final-table draw (R245). @internal */
export function awaitingFinalTable(ctx: TournamentContext): boolean {
  return ctx.registrationClosed && !ctx.finalDrawn && ctx.playersIn <= ctx.settings.tableSize && (ctx.tables.length >= 2 || ctx.settings.lateRegistration !== undefined);
}

/**
 * The work of one tournament event on the tournament's context, changed in place (the machine
 * assigns a shallow copy): the seat commands for the table actors (in order), and the tables to
 * start and stop. Every change to seats goes through here so that the tournament's seats and the
 * tables' own seats agree; every step costs the same however large the field (R263). @internal
 */
export class TournamentPlan {
  readonly ctx: TournamentContext;
  readonly commands: TableCommand[] = [];
  readonly spawns: TableSpawn[] = [];
  readonly stops: string[] = [];
  private readonly rng: Rng;
  private readonly index: TournamentIndex;
  /** Set by the machine: how many games rotate. */
  gameCount = 1;
  /** Set by the machine: which games are stud games, whose button does not move (R252). */
  studGames: readonly boolean[] = [false];
  /** Set by the machine: the positions of the hand running at a table (read from the table actor, never its hand). */
  running: (t: TournamentTable) => Positions | null = () => null;

  constructor(context: TournamentContext) {
    this.ctx = context;
    this.rng = restoreRng(context.rng);
    this.index = indexOf(context);
  }

  /** The context to assign: a shallow copy, the RNG state saved. */
  finish(): TournamentContext {
    this.ctx.rng = this.rng.state();
    return { ...this.ctx, clock: { ...this.ctx.clock } };
  }

  log(entry: TournamentLogEntry): void {
    this.ctx.log.push(entry);
  }

  /** Changes an entry, keeping the count of entries still in. */
  setEntry(id: number, change: Partial<TournamentEntry>): TournamentEntry {
    const e = this.ctx.entries[id]!;
    const wasIn = isIn(e);
    const wasBusted = e.state === 'busted';
    Object.assign(e, change);
    const nowIn = isIn(e);
    if (wasIn !== nowIn) this.ctx.playersIn += nowIn ? 1 : -1;
    if (wasBusted !== (e.state === 'busted')) this.ctx.busted += wasBusted ? -1 : 1;
    return e;
  }

  setTable(id: number, change: Partial<TournamentTable>): void {
    Object.assign(this.table(id), change);
  }

  table(id: number): TournamentTable {
    return tableById(this.ctx, id)!;
  }

  /** Entry ids by seat at a table. */
  seats(table: number): (number | null)[] {
    return this.table(table).seats;
  }

  count(table: number): number {
    return this.table(table).players;
  }

  playersIn(): number {
    return this.ctx.playersIn;
  }

  /** Puts an entry in a seat of the tournament's seat map. */
  private place(id: number, t: TournamentTable, seat: number): void {
    t.seats[seat] = id;
    t.players++;
    this.index.recount(t);
    this.setEntry(id, { table: t.id, seat });
  }

  /** Frees an entry's seat in the tournament's seat map (the entry keeps its last table and seat). */
  private unseat(id: number): void {
    const e = this.ctx.entries[id]!;
    const t = e.table === null ? undefined : tableById(this.ctx, e.table);
    if (t === undefined || t.seats[e.seat!] !== id) return;
    t.seats[e.seat!] = null;
    t.players--;
    t.arriving = t.arriving.filter((x) => x !== id);
    this.index.recount(t);
  }

  /** A seat command for a table: now between hands, after the running hand otherwise (R263). */
  private send(table: number, command: SeatCommand): void {
    const t = this.table(table);
    const spawn = this.spawns.find((s) => s.actor === t.actorId);
    if (spawn !== undefined) {
      // a table opened by this same event: its starting players are still being written
      const players = (spawn.input.players ?? []).filter((p) => p.seat !== command.seat);
      if (command.type === 'SIT') players.push({ name: command.name, stack: command.stack, seat: command.seat });
      else if (command.type !== 'LEAVE') players.push(...(spawn.input.players ?? []).filter((p) => p.seat === command.seat));
      spawn.input = { ...spawn.input, players };
      return;
    }
    if (t.playing) t.pending.push(command);
    else this.commands.push({ actor: t.actorId, command });
  }

  /** The positions the next hand at a table follows: the running hand's, or the last hand's. */
  private reference(t: TournamentTable): Positions | null {
    return t.playing ? this.running(t) ?? t.last : t.last;
  }

  private newTable(id: number, seed: number, actorId: string, game: number): TournamentTable {
    return {
      id, seed, actorId, game, last: null, buttonGameButton: null, handsPlayed: 0, playing: false, level: -1, handForHand: null,
      seats: new Array<number | null>(this.ctx.settings.tableSize).fill(null), players: 0, pending: [], arriving: [], roundDone: false,
    };
  }

  /** A new table actor with these entries seated (by seat), its first button drawn from its seed (R240, R245). */
  openTable(players: { entry: number; seat: number }[]): number {
    const id = this.ctx.nextTableId++;
    const seed = handSeed(this.ctx.settings.seed, 1_000_000 + id);
    const game = this.gameAt(this.ctx.level);
    const actorId = `table-${id}`;
    const t = this.newTable(id, seed, actorId, game);
    this.ctx.tables.push(t); // numbers only grow: the tables stay sorted
    this.index.add(t);
    for (const p of players) this.place(p.entry, t, p.seat);
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
    // the busted and the waiting cannot be carried over: the busted are out, the waiting are dealt in
    for (const id of t.seats.slice()) {
      if (id === null) continue;
      const e = this.ctx.entries[id]!;
      if (e.state === 'busted') this.eliminate(id, 0);
      else if (e.state === 'waiting') this.setEntry(id, { state: 'playing' });
    }
    const players = t.seats.flatMap((id, seat) => (id !== null && this.ctx.entries[id]!.stack > 0 ? [{ name: this.ctx.entries[id]!.name, stack: this.ctx.entries[id]!.stack, seat }] : []));
    let button: number | undefined;
    if (!this.studGames[game] && t.buttonGameButton !== null) {
      const n = this.ctx.settings.tableSize;
      for (let i = 1; i <= n && button === undefined; i++) {
        const seat = (t.buttonGameButton + i) % n;
        if (players.some((p) => p.seat === seat)) button = seat;
      }
    }
    this.stops.push(t.actorId);
    // the old actor's pending commands are void: the new one starts from the seats
    this.commands.splice(0, this.commands.length, ...this.commands.filter((c) => c.actor !== t.actorId));
    const actorId = `table-${table}-${t.handsPlayed}`;
    this.spawns.push({
      actor: actorId,
      game,
      input: {
        seats: this.ctx.settings.tableSize, mode: 'cash', deadButton: true, schedule: this.ctx.settings.schedule,
        seed: handSeed(t.seed, t.handsPlayed + 1), players,
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
    const byTable: { entry: number; seat: number }[][] = Array.from({ length: tables }, () => []);
    for (const id of ids) byTable[draw[id]!.table]!.push({ entry: id, seat: draw[id]!.seat });
    for (const players of byTable) this.openTable(players);
    this.log({ type: 'started', entries: ids.length, tables });
  }

  /**
   * A random open seat at a table with the fewest players (R241, R244), playing or not (R263: a
   * player who arrives during a hand is dealt in at the next one); null when every seat is taken.
   */
  private randomOpenSeat(exclude: number | null): { table: number; seat: number } | null {
    const size = this.ctx.settings.tableSize;
    for (let c = 0; c < size; c++) {
      const bucket = this.index.buckets[c]!;
      const n = bucket.length - (exclude !== null && this.table(exclude).players === c ? 1 : 0);
      if (n <= 0) continue;
      let id = bucket[this.rng.int(n)]!;
      if (id === exclude) id = bucket[bucket.length - 1]!; // the last stands in for the excluded one
      const t = this.table(id);
      const open: number[] = [];
      t.seats.forEach((s, seat) => { if (s === null) open.push(seat); });
      return { table: id, seat: open[this.rng.int(open.length)]! };
    }
    return null;
  }

  /**
   * A late entry or re-entry (R241): a full starting stack at a random open seat of a table with
   * the fewest players (a table in a hand included: the entry joins at its next hand, R263); it
   * waits for the button to pass when its seat lies between the small blind and the button of that
   * table's next hand. A table of its own only when every seat is taken.
   */
  seatLateEntry(id: number): void {
    const spot = this.randomOpenSeat(null);
    if (spot === null) {
      const table = this.openTable([{ entry: id, seat: 0 }]);
      this.setEntry(id, { state: 'playing' });
      this.logEntry(id, true, false, table, 0);
      return;
    }
    const t = this.table(spot.table);
    const ref = this.reference(t);
    const waits = ref !== null && t.players >= 2 && strictlyBetween(ref.smallBlind, spot.seat, ref.bigBlind, this.ctx.settings.tableSize);
    this.setEntry(id, { state: waits ? 'waiting' : 'playing' });
    this.place(id, t, spot.seat);
    if (t.playing) t.arriving.push(id);
    this.send(spot.table, { type: 'SIT', seat: spot.seat, name: this.ctx.entries[id]!.name, stack: this.ctx.entries[id]!.stack });
    if (waits) this.send(spot.table, { type: 'SIT_OUT', seat: spot.seat });
    this.logEntry(id, true, waits, spot.table, spot.seat);
  }

  private logEntry(id: number, late: boolean, waits: boolean, table: number, seat: number): void {
    const e = this.ctx.entries[id]!;
    this.log({ type: 'registered', name: e.name, entry: e.entry, table, seat, late, waits });
  }

  /** A hand starts at a table (R246: it belongs to the hand-for-hand round under way). */
  dealt(table: number): void {
    const t = this.table(table);
    this.setTable(table, { playing: true, level: this.ctx.level, handForHand: this.ctx.handForHand?.seq ?? null });
    this.ctx.playing++;
    if (this.ctx.handForHand !== null && !this.ctx.handForHand.played.includes(table)) this.ctx.handForHand = { ...this.ctx.handForHand, played: [...this.ctx.handForHand.played, table] };
    if (!t.roundDone) {
      t.roundDone = true;
      this.ctx.roundCount++;
    }
  }

  /**
   * A hand ended at a table: stacks, eliminations (R247) or busts awaiting a rebuy (R242), players
   * who waited (R241); then the commands held during the hand (arrivals, R263) go to the table.
   */
  handDone(table: number, tableContext: TableContext, rebuyPeriod: boolean): void {
    const hand = tableContext.hand!;
    const t = this.table(table);
    const round = t.handForHand;
    this.setTable(table, {
      playing: false,
      handForHand: null,
      last: { button: hand.button, smallBlind: hand.smallBlind, bigBlind: hand.bigBlind },
      handsPlayed: t.handsPlayed + 1,
      buttonGameButton: this.studGames[t.game] ? t.buttonGameButton : hand.button,
    });
    this.ctx.playing--;
    this.ctx.clock.lastHandEnd = this.ctx.clock.now;
    const busts: { key: number; table: number; startStack: number }[] = [];
    t.seats.forEach((id, seat) => {
      if (id === null || t.arriving.includes(id)) return;
      const stack = tableContext.seats[seat]?.stack ?? 0;
      const e = this.ctx.entries[id]!;
      if (e.state === 'waiting') {
        this.setEntry(id, { state: 'playing', stack });
        this.send(table, { type: 'SIT_IN', seat });
      } else if (stack !== e.stack) this.setEntry(id, { stack });
      if (stack === 0 && hand.stacks[seat]! > 0) busts.push({ key: id, table, startStack: hand.stacks[seat]! });
    });
    for (const command of t.pending) this.commands.push({ actor: t.actorId, command });
    t.pending = [];
    t.arriving = [];
    if (busts.length === 0) return;
    // a hand dealt during a hand-for-hand round belongs to it, even if the bubble burst meanwhile (R246, R247)
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
    this.unseat(id);
    this.send(e.table!, { type: 'LEAVE', seat: e.seat! });
    this.setEntry(id, { state: 'out', stack: 0 });
    this.log({ type: 'eliminated', name: e.name, entry: e.entry, table: e.table!, stackAtStart });
  }

  /** Busted entries that did not rebuy before their table's next hand (or by the end of the rebuy period) are out (R242). */
  expireBusts(table: number | null): void {
    if (table !== null) {
      for (const id of this.table(table).seats.slice()) if (id !== null && this.ctx.entries[id]!.state === 'busted') this.eliminate(id, 0);
      return;
    }
    for (const t of this.ctx.tables.slice()) this.expireBusts(t.id);
  }

  /** Moves an entry to an open seat (R243, R244, R245), stack and all; into a table in a hand, it joins at the next one (R263). */
  move(id: number, to: { table: number; seat: number }, rule: 'R243' | 'R244' | 'R245'): void {
    const e = this.ctx.entries[id]!;
    if (e.state === 'busted') {
      // a busted player holds a seat only until the next hand at it; a move ends the rebuy chance (R242)
      this.eliminate(id, 0);
      return;
    }
    const from = { table: e.table!, seat: e.seat! };
    this.unseat(id);
    this.send(from.table, { type: 'LEAVE', seat: from.seat });
    const target = this.table(to.table);
    this.setEntry(id, { state: e.state === 'waiting' ? 'playing' : e.state });
    this.place(id, target, to.seat);
    if (target.playing) target.arriving.push(id);
    this.send(to.table, { type: 'SIT', seat: to.seat, name: e.name, stack: e.stack });
    this.log({ type: 'moved', name: e.name, from, to, rule });
  }

  /**
   * Breaks tables while the players fit at one table fewer (R244), then balances (R243), decided
   * each time a hand ends (R263): only a table between hands gives up players; a table in a hand
   * may receive them. While the players wait for the final-table draw (R245) nobody moves.
   */
  breakAndBalance(): void {
    if (awaitingFinalTable(this.ctx)) return;
    const size = this.ctx.settings.tableSize;
    for (;;) {
      const n = this.ctx.tables.length;
      if (n < 2 || this.ctx.playersIn > (n - 1) * size) break;
      const breaking = this.ctx.tables[n - 1]!; // the highest number
      if (breaking.playing) break; // it breaks after its hand
      const players = shuffle(breaking.seats.filter((s): s is number => s !== null), this.rng);
      for (const id of players) {
        const spot = this.randomOpenSeat(breaking.id);
        if (spot === null) throw new Error(`R244: no open seat for a player of table ${breaking.id}`);
        this.move(id, spot, 'R244');
      }
      this.closeTable(breaking.id);
      this.log({ type: 'table-broken', table: breaking.id });
    }
    for (let guard = 0; guard < 10_000; guard++) {
      const min = this.index.min();
      const max = this.index.max();
      if (max - min < 2) break;
      // as balanceMove: from the fullest table between hands (the highest number on a tie) to the
      // shortest (the lowest number): the buckets are sorted, never in the order of past moves
      let from: TournamentTable | undefined;
      for (let c = max; c >= min + 2 && from === undefined; c--) {
        const bucket = this.index.buckets[c]!;
        for (let k = bucket.length - 1; k >= 0; k--) {
          const t = this.table(bucket[k]!);
          if (!t.playing) { from = t; break; }
        }
      }
      if (from === undefined) break; // only tables in a hand are over: they give up players when it ends
      const to = this.table(this.index.buckets[min]![0]!);
      const fromSeat = firstAfter(this.reference(from)?.bigBlind ?? null, from.seats, true);
      const toSeat = firstAfter(this.reference(to)?.bigBlind ?? null, to.seats, false);
      if (fromSeat === null || toSeat === null) break;
      this.move(from.seats[fromSeat]!, { table: to.id, seat: toSeat }, 'R243');
    }
  }

  private closeTable(id: number): void {
    const t = this.table(id);
    this.stops.push(t.actorId);
    this.ctx.tables.splice(indexAt(this.ctx.tables, id), 1);
    this.index.remove(id);
    if (t.roundDone) this.ctx.roundCount--;
    if (this.ctx.handForHand) this.ctx.handForHand = { ...this.ctx.handForHand, played: this.ctx.handForHand.played.filter((x) => x !== id) };
  }

  /** A round of hands is complete when every table has dealt one (levels by hands, R249). */
  roundComplete(): boolean {
    if (this.ctx.tables.length === 0 || this.ctx.roundCount < this.ctx.tables.length) return false;
    for (const t of this.ctx.tables) t.roundDone = false;
    this.ctx.roundCount = 0;
    this.ctx.rounds++;
    return true;
  }

  /**
   * Hand for hand (R246, R263): the round is over when no table is in a hand and every table has
   * played it or cannot deal (a table with one player is not waited for); the next one begins.
   */
  nextHandForHandRound(): void {
    const hh = this.ctx.handForHand;
    if (hh === null || this.ctx.playing > 0) return;
    if (this.ctx.tables.every((t) => hh.played.includes(t.id) || playableAt(this.ctx, t) < 2)) {
      this.ctx.handForHand = { seq: ++this.ctx.seq, played: [] };
    }
  }

  /** The final table (R245): every remaining player reseated by a random draw at a new table. */
  finalTable(): void {
    this.expireBusts(null);
    this.ctx.finalDrawn = true;
    const ids: number[] = [];
    for (const t of this.ctx.tables) for (const id of t.seats) if (id !== null) ids.push(id);
    const players = shuffle(ids.sort((a, b) => a - b), this.rng);
    const seatOrder = shuffle(Array.from({ length: this.ctx.settings.tableSize }, (_, s) => s), this.rng);
    const placed = players.map((entry, k) => ({ entry, seat: seatOrder[k]! }));
    const moves = placed.map((p) => ({ p, from: { table: this.ctx.entries[p.entry]!.table!, seat: this.ctx.entries[p.entry]!.seat! } }));
    for (const id of placed) this.unseat(id.entry);
    for (const t of this.ctx.tables.slice()) this.closeTable(t.id);
    const table = this.openTable(placed);
    for (const { p, from } of moves) {
      if (this.ctx.entries[p.entry]!.state === 'waiting') this.setEntry(p.entry, { state: 'playing' });
      this.log({ type: 'moved', name: this.ctx.entries[p.entry]!.name, from, to: { table, seat: p.seat }, rule: 'R245' });
    }
    this.log({ type: 'final-table', table });
  }

  /** Color-ups due at a table before its first hand of the current level (R249). */
  colorUp(table: number): void {
    const t = this.table(table);
    const ups = (this.ctx.settings.colorUps ?? []).filter((c) => c.level - 1 > t.level && c.level - 1 <= this.ctx.level);
    for (const up of ups) {
      const occupied = t.seats.flatMap((id, seat) => (id !== null && this.ctx.entries[id]!.stack > 0 ? [{ id, seat }] : []));
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

  /**
   * The tournament clock reads `now` (R249, R263): levels that ended pass (closing late
   * registration and the rebuy period at their end, R241, R242); a level with a break before it
   * stops the level clock and makes the break due.
   */
  tick(now: number): void {
    const ctx = this.ctx;
    ctx.clock.now = Math.max(ctx.clock.now, now);
    const { levels, every } = ctx.settings.schedule;
    if (ctx.clock.startedAt === null || !('minutes' in every)) return;
    const ms = every.minutes * 60_000;
    while (ctx.clock.pausedAt === null && ctx.level < levels.length - 1) {
      const boundary = ctx.clock.startedAt + ctx.clock.paused + (ctx.level + 1) * ms;
      if (ctx.clock.now < boundary) break;
      this.levelReached(boundary);
    }
  }

  /** The next level is reached at time `at` (R249): by the clock, or a round of hands. */
  levelReached(at: number): void {
    const ctx = this.ctx;
    const level = ctx.level + 1;
    ctx.level = level;
    if (ctx.settings.rebuys !== undefined && level === ctx.settings.rebuys.levels) this.expireBusts(null);
    if (ctx.settings.lateRegistration !== undefined && level >= ctx.settings.lateRegistration.levels) ctx.registrationClosed = true;
    if ((ctx.settings.breaks?.beforeLevels ?? []).includes(level + 1) && !ctx.breaksTaken.includes(level + 1)) {
      ctx.breakDue = level + 1;
      ctx.clock.pausedAt = at;
      return; // the level begins after the break
    }
    this.log({ type: 'level', level: level + 1 });
  }

  /** The break starts: the last table has finished its hand (R263). */
  startBreak(): void {
    const ctx = this.ctx;
    const at = Math.max(ctx.clock.pausedAt ?? ctx.clock.now, ctx.clock.lastHandEnd);
    ctx.breaksTaken = [...ctx.breaksTaken, ctx.breakDue!];
    ctx.clock.breakAt = at;
    this.log({ type: 'break', beforeLevel: ctx.breakDue!, at });
  }

  /** The break is over at `at`: the level clock runs again and the level begins (R249, R263). */
  endBreak(at: number): void {
    const ctx = this.ctx;
    const before = ctx.breakDue!;
    ctx.clock.paused += Math.max(0, at - (ctx.clock.pausedAt ?? at));
    ctx.clock.pausedAt = null;
    ctx.clock.breakAt = null;
    ctx.breakDue = null;
    this.log({ type: 'break-over', beforeLevel: before, at });
    this.log({ type: 'level', level: ctx.level + 1 });
    this.tick(ctx.clock.now);
  }
}

/** The first seat clockwise after `after` (or from seat 0 when null) that is taken (`want`) or open. */
function firstAfter(after: number | null, seats: readonly (number | null)[], want: boolean): number | null {
  const n = seats.length;
  const start = after === null ? n - 1 : after;
  for (let i = 1; i <= n; i++) {
    const seat = (start + i) % n;
    if ((seats[seat] !== null) === want) return seat;
  }
  return null;
}

/** `seat` lies strictly between `from` and `to` going clockwise around `n` seats. */
function strictlyBetween(from: number, seat: number, to: number, n: number): boolean {
  const d = (x: number) => (x - from + n) % n;
  return d(seat) > 0 && d(seat) < d(to);
}
