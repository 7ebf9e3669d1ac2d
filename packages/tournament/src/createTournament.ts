import { describeStructure, normalizeAction, type BettingStructure, type PlayerAction } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { handToAct, handView, type HandContext, type HandResult, type PlayerView, type VariantDescriptor } from '@pokerchart/engine';
import { chipsInPlay, handSeed, type TableBot, type TableContext } from '@pokerchart/table';
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import { checkPayouts } from './prizeAmounts.js';
import { createTournamentMachine, lastEntry, tournamentGuards, type TournamentMachine } from './createTournamentMachine.js';
import { standingsOf, type Standing } from './standingsOf.js';
import type { PersistedTournament, TournamentCommand, TournamentContext, TournamentLogEntry, TournamentStateSave, TournamentTable } from './TournamentContext.js';
import { TournamentError } from './errors.js';
import type { TournamentEvent } from './TournamentEvent.js';
import type { TournamentGame, TournamentOptions, TournamentSettings } from './TournamentOptions.js';
import { awaitingFinalTable, isIn, playableAt } from './TournamentPlan.js';
import { tableById } from './tournamentIndex.js';

/** What {@link Tournament.playHand} returns: the hand played and what the tournament did after it. */
export interface TournamentHandEvent {
  /** The table that played. */
  table: number;
  /** The hand's number at that table. */
  hand: number;
  /** The level in force (1-based). */
  level: number;
  /** The hand's result. */
  result: HandResult | null;
  /** Names of the players the hand knocked out (or left busted, waiting for a rebuy). */
  busted: string[];
  /** The tournament's log entries from this hand: eliminations, moves, broken tables, levels. */
  log: TournamentLogEntry[];
}

/** A table of a running tournament, as {@link Tournament.tables} shows it. */
export interface TournamentTableView {
  /** Table number. */
  id: number;
  /** Seats, null when empty; stacks as of the end of the last hand. */
  seats: ({ name: string; stack: number } | null)[];
  /** The button seat of the last hand (possibly a dead button on an empty seat, R248), or -1 before the first. */
  button: number;
  /** A hand is running. */
  playing: boolean;
}

/** A live multi-table tournament (RULES section 19): its statechart actor and the commands it takes. */
export interface Tournament {
  /** Registers an entry before the start, or late / as a re-entry while registration is open (R240, R241). */
  register(name: string): void;
  /** Draws the seats and starts the clock (R240). */
  start(): void;
  /** Buys a rebuy for the player's current entry, between hands in the rebuy period (R242). */
  rebuy(name: string): void;
  /** Takes the add-on for the player's current entry at the end of the rebuy period (R242). */
  addOn(name: string): void;
  /** Ends a break (R249) before its `breaks.minutes` are over (the director's call). */
  endBreak(): void;
  /**
   * Reads the tournament clock (R263): levels that ended pass, late registration and the rebuy
   * period close on time, a break falls due (tables between hands wait; it starts when the last
   * hand ends) and ends after `breaks.minutes`. Every command reads the clock first; a room calls
   * this on a timer too.
   */
  tick(): void;
  /** Whether a table may deal its next hand now (R243, R245, R246, R249, R263). */
  canDeal(table: number): boolean;
  /**
   * Deals the next hand at a table; refused while hand-for-hand holds it (R246), on a break (R249)
   * or when it cannot deal. Busted players at the table who did not rebuy are out first (R242); if
   * the table then has too few players, no hand is dealt (the tables rebalance).
   */
  deal(table: number): void;
  /** The seat to act at a table, or null when no hand runs there. */
  toAct(table: number): number | null;
  /** What a seat (or a spectator) sees of a table's running or last hand. */
  view(table: number, seat: number | 'spectator'): PlayerView;
  /** The seat to act at a table takes `action`; an illegal one throws and changes nothing (R0.3). */
  act(table: number, action: PlayerAction): void;
  /**
   * Plays the next hand due at one table with `bot` for every seat (hand-for-hand respected, R246;
   * tables in turn so that levels rise evenly, R249). Returns what happened, or null once the
   * tournament is complete. Ends a break first if one is under way.
   */
  playHand(bot: TableBot): TournamentHandEvent | null;
  /** The tournament is over. */
  readonly isComplete: boolean;
  /** The state of the chart: `'registering'`, `'levels'`, `'onBreak'`, `'handForHand'`, `'finalTable'` or `'complete'` (the first four are inside `running`). */
  readonly phase: 'registering' | 'levels' | 'onBreak' | 'handForHand' | 'finalTable' | 'complete';
  /** The tournament's context (JSON). */
  readonly context: TournamentContext;
  /** Tables in play. */
  tables(): TournamentTableView[];
  /** Chips at every table: stacks, and the pots of hands in progress. */
  chipsInPlay(): number;
  /** The prize pool so far (R250). */
  readonly prizePool: number;
  /** Every entry's place and prize, best first (R247, R250). */
  standings(): Standing[];
  /** What happened between hands. */
  readonly log: readonly TournamentLogEntry[];
  /**
   * The save: settings, commands and clock readings, and the state they lead to (verified on restore).
   * @throws TournamentError `TOURNAMENT_NOT_ALLOWED` for a tournament started from a state
   *   (`restoreTournamentState`): it has no commands from the start; take a {@link Tournament.snapshot}.
   */
  persist(): PersistedTournament;
  /** The state now as JSON data, to start the tournament again from it without a replay (`restoreTournamentState`). */
  snapshot(): TournamentStateSave;
  /** The tournament statechart's actor; each table is its child `table-<n>`. */
  readonly actor: Actor<TournamentMachine>;
  /** Stops the actor and its tables. */
  stop(): void;
}

const bad = (field: string, why: string) => new TournamentError('TOURNAMENT_BAD_CONFIG', `tournament option ${field}: ${why}`);
const posInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

function checkSettings(s: TournamentSettings, games: readonly TournamentGame[]): void {
  const max = Math.min(...games.map((g) => g.variant.seats.max));
  if (!Number.isInteger(s.tableSize) || s.tableSize < 2 || s.tableSize > max) throw bad('tableSize', `must be a whole number from 2 to ${max}, got ${String(s.tableSize)} (R240)`);
  if (!posInt(s.startingStack)) throw bad('startingStack', `must be a positive whole number of chips, got ${String(s.startingStack)} (R240)`);
  if (!Number.isSafeInteger(s.buyIn) || s.buyIn < 0) throw bad('buyIn', `must be a whole amount, at least 0, got ${String(s.buyIn)} (R250)`);
  checkPayouts(s.payouts);
  if (!Number.isSafeInteger(s.seed)) throw bad('seed', `must be a safe integer, got ${String(s.seed)}`);
  const sched = s.schedule;
  if (!sched || !Array.isArray(sched.levels) || sched.levels.length === 0) throw bad('schedule.levels', 'needs at least one level (R249)');
  sched.levels.forEach((l, i) => {
    if (!l || !posInt(l.big) || !Number.isSafeInteger(l.small) || l.small < 0 || l.small > l.big) throw bad(`schedule.levels[${i}]`, 'needs whole blinds with 0 <= small <= big and big > 0 (R249)');
  });
  const every = sched.every as { hands?: number; minutes?: number } | undefined;
  if (!(posInt(every?.hands) || (typeof every?.minutes === 'number' && every.minutes > 0))) throw bad('schedule.every', 'must be { hands: N } or { minutes: M } (R249)');
  if (s.lateRegistration !== undefined && !posInt(s.lateRegistration.levels)) throw bad('lateRegistration.levels', 'must be a positive whole number of levels (R241)');
  if (s.reentry !== undefined && !posInt(s.reentry.maxEntries)) throw bad('reentry.maxEntries', 'must be a positive whole number (R241)');
  if (s.rebuys !== undefined && !(posInt(s.rebuys.levels) && posInt(s.rebuys.chips) && Number.isSafeInteger(s.rebuys.price) && s.rebuys.price >= 0)) throw bad('rebuys', 'must be { levels, chips, price } in whole numbers (R242)');
  if (s.addOn !== undefined && (s.rebuys === undefined || !posInt(s.addOn.chips) || !Number.isSafeInteger(s.addOn.price) || s.addOn.price < 0)) throw bad('addOn', 'must be { chips, price } in whole numbers, with a rebuy period (R242)');
  for (const [i, c] of (s.colorUps ?? []).entries()) {
    if (!posInt(c?.level) || !posInt(c?.denomination) || c.denomination < 2) throw bad(`colorUps[${i}]`, 'must be { level, denomination } with a denomination of 2 or more (R249)');
  }
  if (s.breaks !== undefined && (!Array.isArray(s.breaks.beforeLevels) || !s.breaks.beforeLevels.every((l) => posInt(l) && l > 1))) throw bad('breaks.beforeLevels', 'must list level numbers from 2 (R249)');
  if (s.breaks?.minutes !== undefined && !(typeof s.breaks.minutes === 'number' && s.breaks.minutes > 0 && Number.isFinite(s.breaks.minutes))) throw bad('breaks.minutes', `must be a positive number of minutes, got ${String(s.breaks.minutes)} (R263)`);
}

/** The JSON settings of the options (no functions, no game objects). */
function settingsOf(o: TournamentOptions): TournamentSettings {
  const { variant: _v, betting: _b, games: _g, clock: _c, ...rest } = o;
  return JSON.parse(JSON.stringify(rest)) as TournamentSettings;
}

function gamesOf(o: { variant?: VariantDescriptor | undefined; betting?: BettingStructure | undefined; games?: readonly TournamentGame[] | undefined }): TournamentGame[] {
  const games = o.games ?? (o.variant !== undefined && o.betting !== undefined ? [{ variant: o.variant, betting: o.betting }] : []);
  if (!Array.isArray(games) || games.length === 0 || games.some((g) => !g?.variant?.id || typeof g.betting?.id !== 'string')) {
    throw bad('variant', 'give a variant and a betting structure (e.g. texasHoldem and noLimit()), or games: [{ variant, betting }, ...] (R252)');
  }
  return games.slice();
}

function initialContext(settings: TournamentSettings): TournamentContext {
  return {
    version: 1, settings, entries: [], tables: [], nextTableId: 1, rng: createRng(handSeed(settings.seed, 7)).state(),
    level: 0, rounds: 0, roundCount: 0, clock: { startedAt: null, now: 0, paused: 0, pausedAt: null, breakAt: null, lastHandEnd: 0 }, breakDue: null, breaksTaken: [],
    prizePool: 0, chipsAdded: 0, rounding: 0, seq: 0, handForHand: null, registrationClosed: false,
    playersIn: 0, busted: 0, playing: 0, byName: {}, finalDrawn: false, log: [],
  };
}

/**
 * Creates a multi-table tournament (RULES section 19) and starts its statechart. Register entries,
 * {@link Tournament.start}, then {@link Tournament.playHand} with a bot (or deal and act yourself).
 * Deterministic from `seed`: seats, buttons, shuffles and reseats all derive from it.
 *
 * @throws TournamentError `TOURNAMENT_BAD_CONFIG` naming the bad option.
 * @example
 * ```ts
 * const t = createTournament({ variant: texasHoldem, betting: noLimit(), tableSize: 9, startingStack: 5000,
 *   buyIn: 100, payouts: [50, 30, 20], seed: 1,
 *   schedule: { levels: blindLevels({ big: 50, count: 30 }), every: { hands: 10 } } });
 * for (let i = 0; i < 30; i++) t.register(`P${i}`);
 * t.start();
 * while (t.playHand(ruleBot) !== null);
 * console.log(t.standings().slice(0, 3));
 * ```
 */
export function createTournament(options: TournamentOptions): Tournament {
  if (options === null || typeof options !== 'object') throw bad('options', 'createTournament needs an options object');
  const games = gamesOf(options);
  const settings = settingsOf(options);
  checkSettings(settings, games);
  return new LiveTournament(games, settings, options.clock ?? Date.now);
}

/**
 * Restores a tournament saved with {@link Tournament.persist}: the same games are given again;
 * the commands are replayed through the same machines and the result must be exactly the state
 * the save records.
 *
 * @throws TournamentError `TOURNAMENT_BAD_SAVE` for anything else: another format, other games, a
 *   command the replay refuses, or a state the replay does not reach (an edited save).
 */
export function restoreTournament(
  saved: PersistedTournament,
  game: { variant?: VariantDescriptor; betting?: BettingStructure; games?: readonly TournamentGame[]; clock?: () => number },
): Tournament {
  const refuse = (why: string) => new TournamentError('TOURNAMENT_BAD_SAVE', `cannot restore the tournament: ${why}`);
  if (saved === null || typeof saved !== 'object' || saved.format !== 'pokerchart-tournament' || saved.version !== 1) throw refuse('not a saved pokerchart tournament (format "pokerchart-tournament", version 1)');
  const games = gamesOf(game ?? {});
  if (!Array.isArray(saved.games) || saved.games.length !== games.length || saved.games.some((g, i) => g?.variant !== games[i]!.variant.id || JSON.stringify(g.betting) !== JSON.stringify(describeStructure(games[i]!.betting)))) {
    throw refuse('it was saved with other games');
  }
  if (!Array.isArray(saved.commands) || !Array.isArray(saved.clock) || !saved.clock.every((n) => typeof n === 'number' && Number.isFinite(n))) throw refuse('commands and clock readings must be arrays');
  try {
    checkSettings(saved.settings, games);
  } catch (e) {
    throw refuse(e instanceof Error ? e.message : String(e));
  }
  const readings = saved.clock.slice();
  let next = 0;
  const live = new LiveTournament(games, JSON.parse(JSON.stringify(saved.settings)) as TournamentSettings, () => {
    if (next >= readings.length) throw refuse('the clock readings end before the commands do');
    return readings[next++]!;
  });
  try {
    for (const c of saved.commands) live.replay(c);
  } catch (e) {
    live.stop();
    if (e instanceof TournamentError && e.code === 'TOURNAMENT_BAD_SAVE') throw e;
    throw refuse(`a saved command is refused: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (next !== readings.length || JSON.stringify(live.state()) !== JSON.stringify(saved.state)) {
    live.stop();
    throw refuse('replaying its commands does not reach the state it records (an edited save)');
  }
  live.useClock(game.clock ?? Date.now);
  return live;
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/**
 * Starts a tournament again from its state ({@link Tournament.snapshot}), the same games given
 * again: no command is replayed, the statechart and its tables continue exactly where they were.
 * The state is believed as given (its format, games and settings are checked, and that every table
 * of the tournament has its actor): keep it where only you can write, or sign it.
 *
 * @throws TournamentError `TOURNAMENT_BAD_SAVE` for another format or version, other games, bad
 *   settings, or a state whose tables and actors do not match.
 */
export function restoreTournamentState(
  saved: TournamentStateSave,
  game: { variant?: VariantDescriptor; betting?: BettingStructure; games?: readonly TournamentGame[]; clock?: () => number },
): Tournament {
  const refuse = (why: string) => new TournamentError('TOURNAMENT_BAD_SAVE', `cannot restore the tournament state: ${why}`);
  if (!isRecord(saved) || saved.format !== 'pokerchart-tournament-state' || saved.version !== 1) throw refuse('not a pokerchart tournament state (format "pokerchart-tournament-state", version 1)');
  const games = gamesOf(game ?? {});
  const o = saved.options;
  if (!isRecord(o) || !Array.isArray(o.games) || o.games.length !== games.length || o.games.some((g, i) => g?.variant !== games[i]!.variant.id || JSON.stringify(g.betting) !== JSON.stringify(describeStructure(games[i]!.betting)))) {
    throw refuse('it was saved with other games');
  }
  try {
    checkSettings(o.settings, games);
  } catch (e) {
    throw refuse(e instanceof Error ? e.message : String(e));
  }
  const snap = saved.snapshot;
  if (!isRecord(snap) || !isRecord(snap.chart) || !isRecord(snap.chart.context) || !isRecord(snap.chart.children) || typeof snap.cursor !== 'number') throw refuse('snapshot must be { chart, cursor } from snapshot()');
  const ctx = snap.chart.context as unknown as TournamentContext;
  const children = snap.chart.children;
  if (ctx.version !== 1 || !Array.isArray(ctx.tables) || ctx.tables.some((t) => !isRecord(children[t.actorId]))) throw refuse('a table of the tournament has no saved actor');
  const chart = JSON.parse(JSON.stringify(snap.chart)) as Record<string, unknown>;
  const live = new LiveTournament(games, JSON.parse(JSON.stringify(o.settings)) as TournamentSettings, game.clock ?? Date.now, chart);
  live.cursorAt(snap.cursor);
  return live;
}

class LiveTournament implements Tournament {
  readonly actor: Actor<TournamentMachine>;
  private readonly commands: TournamentCommand[] = [];
  private readonly readings: number[] = [];
  private refusal: Error | null = null;
  private readonly onRefused = (event: { error: Error }): void => { this.refusal = event.error; };
  private readonly listened = new WeakSet<AnyActorRef>();
  private readonly games: TournamentGame[];
  /** The table `playHand` dealt last (tables take turns, R249). */
  private cursor = 0;

  /** Started from a state (no commands from the start: no `persist`). */
  private readonly fromState: boolean;

  constructor(games: TournamentGame[], private readonly settings: TournamentSettings, private clock: () => number, state?: Record<string, unknown>) {
    this.games = games;
    const machine = createTournamentMachine(games);
    this.fromState = state !== undefined;
    this.actor = state === undefined ? createActor(machine, { input: initialContext(settings) }) : createActor(machine, { snapshot: state as never, input: initialContext(settings) });
    this.actor.start();
  }

  /** Where `playHand` deals next. @internal */
  cursorAt(cursor: number): void { this.cursor = cursor; }

  useClock(clock: () => number): void { this.clock = clock; }
  private now(): number {
    const t = this.clock();
    if (typeof t !== 'number' || !Number.isFinite(t)) throw new TournamentError('TOURNAMENT_BAD_CONFIG', `the tournament clock must return milliseconds as a finite number, got ${String(t)}`);
    this.readings.push(t);
    return t;
  }

  get context(): TournamentContext { return this.actor.getSnapshot().context; }
  get log(): readonly TournamentLogEntry[] { return this.context.log; }
  get prizePool(): number { return this.context.prizePool; }
  get isComplete(): boolean { return this.actor.getSnapshot().status === 'done'; }
  get phase(): Tournament['phase'] {
    const v = this.actor.getSnapshot().value as string | { running: string };
    return typeof v === 'string' ? (v as Tournament['phase']) : (v.running as Tournament['phase']);
  }

  private send(event: TournamentEvent): boolean {
    const before = this.actor.getSnapshot();
    this.actor.send(event);
    return this.actor.getSnapshot() !== before;
  }

  private notComplete(): void {
    if (this.isComplete) throw new TournamentError('TOURNAMENT_COMPLETE', 'the tournament is over');
  }

  /** Reads the clock before a command of a running tournament (R263); saved as a `tick` command. */
  private advance(): void {
    if (this.isComplete || this.phase === 'registering') return;
    this.commands.push({ type: 'tick' });
    this.send({ type: 'TICK', now: this.now() });
  }

  tick(): void {
    this.notComplete();
    this.advance();
  }

  register(name: string): void {
    this.notComplete();
    this.advance();
    this.registerNow(name);
  }

  private registerNow(name: string): void {
    this.notComplete();
    const ctx = this.context;
    const event = { type: 'REGISTER' as const, name };
    if (this.phase === 'registering' ? !tournamentGuards.registrationAccepted(ctx, event) : !tournamentGuards.lateEntryAccepted(ctx, event)) {
      const last = lastEntry(ctx, name);
      const why = typeof name !== 'string' || name.trim() === '' || name.length > 64 ? `a name must be 1 to 64 characters, got ${JSON.stringify(name)}`
        : this.phase !== 'registering' && (ctx.registrationClosed || ctx.settings.lateRegistration === undefined) ? 'registration is closed (R241)'
        : last !== undefined && last.state !== 'out' ? `${name} is already registered and still in`
        : last !== undefined && ctx.settings.reentry === undefined ? 're-entry is not allowed in this tournament (R241)'
        : last !== undefined ? `${name} has used all ${ctx.settings.reentry!.maxEntries} entries (R241)`
        : 'registration is not possible now';
      throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `cannot register ${JSON.stringify(name)}: ${why}`);
    }
    this.send(event);
    this.commands.push({ type: 'register', name });
  }

  start(): void {
    this.notComplete();
    if (this.phase !== 'registering') throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'the tournament has already started');
    if (!tournamentGuards.enoughEntries(this.context)) throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `a tournament needs two or more entries to start, it has ${this.context.entries.length} (R240)`);
    this.send({ type: 'START', now: this.now() });
    this.commands.push({ type: 'start' });
  }

  private known(name: string, what: string): void {
    if (lastEntry(this.context, name) === undefined) {
      throw new TournamentError('TOURNAMENT_UNKNOWN', `${JSON.stringify(name)} cannot ${what}: nobody of that name has registered (R242)`);
    }
  }

  rebuy(name: string): void {
    this.notComplete();
    this.known(name, 'rebuy');
    this.advance();
    this.rebuyNow(name);
  }

  private rebuyNow(name: string): void {
    this.notComplete();
    this.known(name, 'rebuy');
    if (!tournamentGuards.rebuyAllowed(this.context, { type: 'REBUY', name })) {
      throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `${name} cannot rebuy now: rebuys are between hands, during the first ${this.settings.rebuys?.levels ?? 0} levels, for a player still in with at most ${this.settings.startingStack} chips (R242)`);
    }
    this.send({ type: 'REBUY', name });
    this.commands.push({ type: 'rebuy', name });
  }

  addOn(name: string): void {
    this.notComplete();
    this.known(name, 'take the add-on');
    this.advance();
    this.addOnNow(name);
  }

  private addOnNow(name: string): void {
    this.notComplete();
    this.known(name, 'take the add-on');
    if (!tournamentGuards.addOnAllowed(this.context, { type: 'ADD_ON', name })) {
      throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `${name} cannot take the add-on now: one add-on per entry, between hands, at level ${(this.settings.rebuys?.levels ?? 0) + 1} right after the rebuy period (R242)`);
    }
    this.send({ type: 'ADD_ON', name });
    this.commands.push({ type: 'add-on', name });
  }

  endBreak(): void {
    this.notComplete();
    this.advance();
    this.endBreakNow();
  }

  private endBreakNow(): void {
    if (this.phase !== 'onBreak') throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'there is no break under way (R249)');
    this.send({ type: 'END_BREAK', now: this.context.clock.now });
    this.commands.push({ type: 'end-break' });
  }

  private tableRef(table: number): AnyActorRef | null {
    const t = tableById(this.context, table);
    if (!t) return null;
    return (this.actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[t.actorId] ?? null;
  }

  /** The table actor, listened to for refusals (its running hand's included) once. */
  private listenedTable(table: number): AnyActorRef | null {
    const ref = this.tableRef(table);
    if (ref !== null && !this.listened.has(ref)) {
      ref.on('refused', this.onRefused);
      this.listened.add(ref);
    }
    return ref;
  }

  private tablePlaying(table: number): boolean {
    return (this.tableRef(table)?.getSnapshot() as { value?: unknown } | undefined)?.value === 'playing';
  }

  canDeal(table: number): boolean {
    if (this.isComplete) return false;
    const ctx = this.context;
    const event = { type: 'DEAL' as const, table };
    const phase = this.phase;
    return phase === 'handForHand' ? tournamentGuards.tableDueHandForHand(ctx, event) : phase === 'levels' || phase === 'finalTable' ? tournamentGuards.tableMayDeal(ctx, event) : false;
  }

  deal(table: number): void {
    this.notComplete();
    if (!tableById(this.context, table)) throw new TournamentError('TOURNAMENT_UNKNOWN', `there is no table ${String(table)}; tables are ${this.context.tables.map((x) => x.id).join(', ')}`);
    this.advance();
    this.dealTable(table);
  }

  /** Deals at a table; false when busted players without a rebuy left it (R242) and it cannot deal any more. */
  private dealTable(table: number): boolean {
    this.notComplete();
    const ctx = this.context;
    const t = tableById(ctx, table);
    if (!t) throw new TournamentError('TOURNAMENT_UNKNOWN', `there is no table ${String(table)}; tables are ${ctx.tables.map((x) => x.id).join(', ')}`);
    const expire = !t.playing && t.seats.some((id) => id !== null && ctx.entries[id]!.state === 'busted');
    if (expire) this.send({ type: 'EXPIRE_BUSTS', table });
    this.commands.push({ type: 'deal', table });
    return this.dealNow(table, expire);
  }

  /** Sends DEAL; after an EXPIRE_BUSTS a table that cannot deal any more is left alone. */
  private dealNow(table: number, lenient: boolean): boolean {
    if (!this.canDeal(table)) {
      if (lenient) return false;
      this.commands.pop();
      throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `cannot deal at table ${table}: ${this.whyNoDeal(table)}`);
    }
    this.send({ type: 'DEAL', table });
    this.listenedTable(table);
    if (!this.tablePlaying(table)) this.handDone(table);
    return true;
  }

  private whyNoDeal(table: number): string {
    const ctx = this.context;
    const t = tableById(ctx, table);
    if (t === undefined) return `there is no table ${table}`;
    if (t.playing) return `table ${table} is playing a hand`;
    if (this.phase === 'onBreak') return 'the tournament is on a break (R249)';
    if (ctx.breakDue !== null) return `a break is due before level ${ctx.breakDue}: it starts when every table has finished its hand (R263)`;
    if (awaitingFinalTable(ctx)) return 'the players fit at one table: the final table is drawn when every table has finished its hand (R245, R263)';
    if (this.phase === 'handForHand' && ctx.handForHand?.played.includes(table)) return `hand for hand: table ${table} has played this round and waits until every table has finished its hand (R246)`;
    if (playableAt(ctx, t) < 2) return `table ${table} has fewer than two players who can be dealt in (R11)`;
    return `table ${table} holds two or more players more than another table and waits for balancing (R243, R263)`;
  }

  private handDone(table: number): void {
    this.send({ type: 'HAND_DONE', table, now: this.now() });
  }

  private handContext(table: number): HandContext | null {
    // the running hand is part of the table's context (the table steps it, no hand actor)
    return this.tablePlaying(table) ? this.tableContext(table)?.handState?.context ?? null : null;
  }

  toAct(table: number): number | null {
    if (!this.tablePlaying(table)) return null;
    const ctx = this.handContext(table);
    return ctx ? handToAct(ctx) : null;
  }

  view(table: number, seat: number | 'spectator'): PlayerView {
    const ctx = this.handContext(table);
    if (ctx === null) throw new TournamentError('TOURNAMENT_UNKNOWN', `table ${table} has no hand to view`);
    const t = tableById(this.context, table)!;
    const g = this.games[t.game]!;
    return handView(ctx, seat, g.variant, g.betting);
  }

  act(table: number, action: PlayerAction): void {
    this.notComplete();
    if (!this.tablePlaying(table)) throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `no hand is running at table ${table}`);
    const ref = this.listenedTable(table)!;
    const clean = normalizeAction(action, handToAct(this.handContext(table)!));
    this.refusal = null;
    ref.send({ type: 'ACT', action: clean });
    const refusal = this.refusal as Error | null;
    if (refusal !== null) {
      this.refusal = null;
      throw refusal;
    }
    this.commands.push({ type: 'act', table, action: clean });
    if (!this.tablePlaying(table)) this.handDone(table);
  }

  /** The next table after the cursor that may deal (or has busted players to let go, R242), in turn. */
  private nextTable(): TournamentTable | null {
    const ctx = this.context;
    const n = ctx.tables.length;
    if (n === 0) return null;
    // the first table numbered after the cursor, by bisection (the tables are sorted by number)
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ctx.tables[mid]!.id <= this.cursor) lo = mid + 1;
      else hi = mid;
    }
    const i = lo;
    for (let k = 0; k < n; k++) {
      const t = ctx.tables[(i + k) % n]!;
      if (t.playing) continue;
      if (this.canDeal(t.id) || (ctx.busted > 0 && t.seats.some((id) => id !== null && ctx.entries[id]!.state === 'busted'))) return t;
    }
    return null;
  }

  playHand(bot: TableBot): TournamentHandEvent | null {
    if (this.isComplete) return null;
    if (this.phase === 'registering') throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'start the tournament first');
    for (let attempt = 0; attempt < 1000; attempt++) {
      if (this.isComplete) return null;
      this.advance();
      if (this.isComplete) return null;
      if (this.phase === 'onBreak') this.endBreakNow();
      const table = this.nextTable();
      if (table === null) {
        const ctx = this.context;
        if (ctx.tables.some((t) => t.playing)) throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'playHand plays whole hands: finish the hands under way with act() first');
        throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `no table can deal: ${ctx.tables.map((t) => `table ${t.id}: ${this.whyNoDeal(t.id)}`).join('; ')}`);
      }
      this.cursor = table.id;
      const logAt = this.context.log.length;
      const seated = table.seats.filter((id): id is number => id !== null);
      if (!this.dealTable(table.id)) continue; // the busted left and the table could not deal: another table
      const number = this.tableContext(table.id)?.hand?.number ?? 0;
      const seed = tableById(this.context, table.id)?.seed ?? table.seed;
      for (let step = 0; this.tablePlaying(table.id); step++) {
        const seat = this.toAct(table.id);
        if (seat === null) throw new TournamentError('TOURNAMENT_NOT_ALLOWED', `table ${table.id} waits but no seat is to act`);
        const view = this.view(table.id, seat);
        const rng = createRng(handSeed(handSeed(seed, number), step + 1));
        this.act(table.id, bot(view, rng));
      }
      const log = this.context.log.slice(logAt);
      const hand = this.handContext(table.id);
      const entries = this.context.entries;
      const busted = log.flatMap((l) => (l.type === 'eliminated' ? [l.name] : []));
      for (const id of seated) if (entries[id]!.state === 'busted' && !busted.includes(entries[id]!.name)) busted.push(entries[id]!.name);
      return {
        table: table.id,
        hand: number,
        level: this.context.level + 1,
        result: (hand?.result ?? null) as HandResult | null,
        busted,
        log,
      };
    }
    throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'no table could deal a hand');
  }

  private tableContext(table: number): TableContext | null {
    const ref = this.tableRef(table);
    return ref ? (ref.getSnapshot() as { context: TableContext }).context : null;
  }

  tables(): TournamentTableView[] {
    const ctx = this.context;
    return ctx.tables.map((t) => ({
      id: t.id,
      seats: t.seats.map((id) => (id === null ? null : { name: ctx.entries[id]!.name, stack: ctx.entries[id]!.stack })),
      button: t.last?.button ?? -1,
      playing: t.playing,
    }));
  }

  chipsInPlay(): number {
    const ctx = this.context;
    if (this.isComplete) return ctx.entries.reduce((n, e) => n + (isIn(e) ? e.stack : 0), 0);
    let total = 0;
    for (const t of ctx.tables) {
      const table = this.tableContext(t.id);
      if (table === null) continue;
      total += chipsInPlay(table);
      // players who arrived during the hand (R263) sit down at its end
      if (this.tablePlaying(t.id)) for (const id of t.arriving) total += ctx.entries[id]!.stack;
    }
    return total;
  }

  standings(): Standing[] {
    return standingsOf(this.context, this.isComplete);
  }

  /** The verifiable state: the tournament's context, its tables' contexts and the running hands' contexts. @internal */
  state(): PersistedTournament['state'] {
    const tables: Record<string, TableContext> = {};
    const hands: Record<string, HandContext> = {};
    for (const t of this.context.tables) {
      const c = this.tableContext(t.id);
      if (c) tables[t.actorId] = c;
      const h = this.tablePlaying(t.id) ? this.handContext(t.id) : null;
      if (h) hands[t.actorId] = h;
    }
    return JSON.parse(JSON.stringify({ context: this.context, tables, hands })) as PersistedTournament['state'];
  }

  snapshot(): TournamentStateSave {
    return {
      format: 'pokerchart-tournament-state',
      version: 1,
      options: {
        games: this.games.map((g) => ({ variant: g.variant.id, betting: describeStructure(g.betting) })),
        settings: JSON.parse(JSON.stringify(this.settings)) as TournamentSettings,
      },
      events: [],
      snapshot: { chart: JSON.parse(JSON.stringify(this.actor.getPersistedSnapshot())) as Record<string, unknown>, cursor: this.cursor },
    };
  }

  persist(): PersistedTournament {
    if (this.fromState) throw new TournamentError('TOURNAMENT_NOT_ALLOWED', 'a tournament started from a state has no commands from its start to save: take a snapshot() instead');
    return {
      format: 'pokerchart-tournament',
      version: 1,
      games: this.games.map((g) => ({ variant: g.variant.id, betting: describeStructure(g.betting) })),
      settings: JSON.parse(JSON.stringify(this.settings)) as TournamentSettings,
      commands: JSON.parse(JSON.stringify(this.commands)) as TournamentCommand[],
      clock: this.readings.slice(),
      state: this.state(),
    };
  }

  /** Replays one saved command through the same checks as a live one. @internal */
  replay(c: TournamentCommand): void {
    switch (c?.type) {
      case 'tick': return this.advance();
      case 'register': return this.registerNow(c.name);
      case 'start': return this.start();
      case 'rebuy': return this.rebuyNow(c.name);
      case 'add-on': return this.addOnNow(c.name);
      case 'deal': { this.dealTable(c.table); return; }
      case 'act': return this.act(c.table, c.action);
      case 'end-break': return this.endBreakNow();
      default: throw new TournamentError('TOURNAMENT_BAD_SAVE', `cannot restore the tournament: unknown command ${JSON.stringify(c)}`);
    }
  }

  stop(): void {
    this.actor.stop();
  }
}
