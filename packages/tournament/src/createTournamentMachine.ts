import { opensWithBringIn } from '@pokerchart/engine';
import { createTableMachine, type TableContext, type TableMachine } from '@pokerchart/table';
import { enqueueActions, setup, type AnyActorRef, type MetaObject, type StateMachine, type StateSchema } from 'xstate';
import { awaitingFinalTable, isIn, playableAt, TournamentPlan } from './TournamentPlan.js';
import type { TournamentContext, TournamentEntry } from './TournamentContext.js';
import { indexOf, tableById } from './tournamentIndex.js';
import type { TournamentEvent } from './TournamentEvent.js';
import type { TournamentGame } from './TournamentOptions.js';

type Ctx = TournamentContext;
type Ev = TournamentEvent;

/** The last entry of a name (R241), or undefined. */
export const lastEntry = (ctx: Ctx, name: string): TournamentEntry | undefined => {
  const id = typeof name === 'string' ? ctx.byName[`n:${name}`] : undefined;
  return id === undefined ? undefined : ctx.entries[id];
};
const validName = (name: unknown): name is string => typeof name === 'string' && name.trim().length > 0 && name.length <= 64;
const paidPlaces = (ctx: Ctx) => ctx.settings.payouts.filter((p) => p > 0).length;
const tableOf = (ctx: Ctx, id: number) => tableById(ctx, id);
const rebuyPeriod = (ctx: Ctx) => ctx.settings.rebuys !== undefined && ctx.level < ctx.settings.rebuys.levels;

/** Guards of the tournament chart, by the rule they check. Pure functions of the context and event. @internal */
export const tournamentGuards = {
  /** R240: a name not yet registered. */
  registrationAccepted: (ctx: Ctx, ev: Ev) => ev.type === 'REGISTER' && validName(ev.name) && lastEntry(ctx, ev.name) === undefined,
  /** R240: a tournament starts with two or more entries. */
  enoughEntries: (ctx: Ctx) => ctx.entries.length >= 2,
  /** R241: registration still open; a busted player re-enters up to `reentry.maxEntries` entries. */
  lateEntryAccepted: (ctx: Ctx, ev: Ev) => {
    if (ev.type !== 'REGISTER' || !validName(ev.name) || ctx.registrationClosed || ctx.settings.lateRegistration === undefined) return false;
    const last = lastEntry(ctx, ev.name);
    if (last === undefined) return true;
    return last.state === 'out' && ctx.settings.reentry !== undefined && last.entry < ctx.settings.reentry.maxEntries;
  },
  /** R242: in the rebuy period, between hands, with at most the starting stack. */
  rebuyAllowed: (ctx: Ctx, ev: Ev) => {
    if (ev.type !== 'REBUY' || !rebuyPeriod(ctx)) return false;
    const e = lastEntry(ctx, ev.name);
    return e !== undefined && isIn(e) && e.stack <= ctx.settings.startingStack && tableOf(ctx, e.table!)?.playing === false;
  },
  /** R242: once, at the end of the rebuy period (the level after it), between hands. */
  addOnAllowed: (ctx: Ctx, ev: Ev) => {
    const { rebuys, addOn } = ctx.settings;
    if (ev.type !== 'ADD_ON' || rebuys === undefined || addOn === undefined || ctx.level !== rebuys.levels) return false;
    const e = lastEntry(ctx, ev.name);
    return e !== undefined && isIn(e) && !e.addOn && tableOf(ctx, e.table!)?.playing === false;
  },
  /**
   * R11, R243, R245, R249, R263: the table is between hands, two or more of its players can be
   * dealt in, no break is due, the players are not waiting for the final-table draw, and it does not
   * hold two or more players more than another table.
   */
  tableMayDeal: (ctx: Ctx, ev: Ev) => {
    if (ev.type !== 'DEAL') return false;
    const t = tableOf(ctx, ev.table);
    return t !== undefined && !t.playing && ctx.breakDue === null && !awaitingFinalTable(ctx) && playableAt(ctx, t) >= 2 && t.players - indexOf(ctx).min() < 2;
  },
  /** R246: in hand-for-hand a table that played this round waits for every other table. */
  tableDueHandForHand: (ctx: Ctx, ev: Ev) =>
    tournamentGuards.tableMayDeal(ctx, ev) && ev.type === 'DEAL' && !(ctx.handForHand?.played.includes(ev.table) ?? false),
  /** R247: one entry has every chip and nobody can join any more. */
  oneEntryLeft: (ctx: Ctx) => ctx.registrationClosed && ctx.playersIn === 1,
  /** R245: the remaining players fit at one table, registration is closed and no hand is running. */
  fitsAtOneTable: (ctx: Ctx) => ctx.registrationClosed && ctx.playersIn <= ctx.settings.tableSize && ctx.playing === 0,
  /** R246: the bubble: one player more than the paid places, on two or more tables. */
  onTheBubble: (ctx: Ctx) => ctx.registrationClosed && ctx.tables.length >= 2 && ctx.playersIn === paidPlaces(ctx) + 1,
  /** R246: the bubble burst: the paid places or fewer remain. */
  bubbleBurst: (ctx: Ctx) => ctx.playersIn <= paidPlaces(ctx),
  /** R249, R263: a break is due and the last table has finished its hand. */
  breakDue: (ctx: Ctx) => ctx.breakDue !== null && ctx.playing === 0,
  /** R263: the break has lasted `breaks.minutes`. */
  breakOver: (ctx: Ctx) => {
    const minutes = ctx.settings.breaks?.minutes;
    return ctx.breakDue !== null && ctx.clock.breakAt !== null && minutes !== undefined && ctx.clock.now >= ctx.clock.breakAt + minutes * 60_000;
  },
};

/** After any change to the seats or the clock: nobody left to play against closes registration; tables break and balance (R243, R244); hand-for-hand rounds move on (R246). */
function settle(plan: TournamentPlan): void {
  const ctx = plan.ctx;
  if (ctx.clock.startedAt === null) return;
  if (ctx.playersIn - ctx.busted <= 1) {
    // nobody left to play against: the busted cannot wait for a rebuy, nobody else can join
    plan.expireBusts(null);
    ctx.registrationClosed = true;
  }
  plan.breakAndBalance();
  plan.nextHandForHandRound();
}

/**
 * The tournament statechart (RULES section 19): `registering` → `running` (`levels`, `onBreak`,
 * `handForHand`) → `finalTable` → `complete`. Each table is a child actor of the table machine
 * from `@pokerchart/table` (`createTableMachine`, cash mode for seat changes between hands, with the
 * dead-button rule of R248), spawned with id `table-<n>`; the tournament sends it seat commands
 * (moves, breaks, late entries, color-ups) and `DEAL`, and reads it when its hand is done. Guards
 * are named for the rules they check ({@link tournamentGuards}); the transitions' descriptions
 * cite them. `games` rotates by level (R252).
 */
export function createTournamentMachine(games: readonly TournamentGame[]): TournamentMachine {
  const tableMachines: Record<string, TableMachine> = {};
  games.forEach((g, i) => { tableMachines[`game-${i}`] = createTableMachine(g.variant, g.betting); });
  const stud = games.map((g) => opensWithBringIn(g.variant));

  const tableContext = (self: AnyActorRef, actorId: string): TableContext | null => {
    const child = (self.getSnapshot().children as Record<string, AnyActorRef | undefined>)[actorId];
    return child ? (child.getSnapshot() as { context: TableContext }).context : null;
  };

  // XState's action types are too narrow for actions that spawn, send to and stop children chosen
  // at run time: `planned` returns an untyped action (its body is typed)
  const planned = (work: (plan: TournamentPlan, event: Ev, self: AnyActorRef) => { actor: string; event: unknown } | void): any =>
    enqueueActions<Ctx, Ev, undefined, any, any, any, any, any, any>(({ context, event, enqueue, self }) => {
      const plan = new TournamentPlan(context);
      plan.gameCount = games.length;
      plan.studGames = stud;
      // where the running hand's blinds are, as its table reports them (R243, R241): never the hand itself
      plan.running = (t) => {
        const hand = tableContext(self, t.actorId)?.hand;
        return hand ? { button: hand.button, smallBlind: hand.smallBlind, bigBlind: hand.bigBlind } : null;
      };
      const after = work(plan, event, self);
      const next = plan.finish();
      enqueue.assign(() => next);
      for (const s of plan.spawns) enqueue.spawnChild(`game-${s.game}` as never, { id: s.actor, input: s.input } as never);
      for (const c of plan.commands) enqueue.sendTo(c.actor as never, c.command as never);
      if (after) enqueue.sendTo(after.actor as never, after.event as never);
      for (const id of plan.stops) enqueue.stopChild(id as never);
    });

  const g = tournamentGuards;
  const machine = setup({
    types: { context: {} as Ctx, events: {} as Ev, input: {} as Ctx },
    actors: tableMachines as Record<string, TableMachine>,
    guards: {
      registrationAccepted: ({ context, event }) => g.registrationAccepted(context, event),
      enoughEntries: ({ context }) => g.enoughEntries(context),
      lateEntryAccepted: ({ context, event }) => g.lateEntryAccepted(context, event),
      rebuyAllowed: ({ context, event }) => g.rebuyAllowed(context, event),
      addOnAllowed: ({ context, event }) => g.addOnAllowed(context, event),
      tableMayDeal: ({ context, event }) => g.tableMayDeal(context, event),
      tableDueHandForHand: ({ context, event }) => g.tableDueHandForHand(context, event),
      oneEntryLeft: ({ context }) => g.oneEntryLeft(context),
      fitsAtOneTable: ({ context }) => g.fitsAtOneTable(context),
      onTheBubble: ({ context }) => g.onTheBubble(context),
      bubbleBurst: ({ context }) => g.bubbleBurst(context),
      breakDue: ({ context }) => g.breakDue(context),
      breakOver: ({ context }) => g.breakOver(context),
    },
    actions: {
      addEntry: planned((plan, ev) => {
        if (ev.type !== 'REGISTER') return;
        const ctx = plan.ctx;
        const entry = (lastEntry(ctx, ev.name)?.entry ?? 0) + 1;
        ctx.byName[`n:${ev.name}`] = ctx.entries.length;
        ctx.entries.push({ id: ctx.entries.length, name: ev.name, entry, table: null, seat: null, stack: ctx.settings.startingStack, state: 'registered', bust: null, rebuys: 0, addOn: false });
        ctx.prizePool += ctx.settings.buyIn;
        plan.log({ type: 'registered', name: ev.name, entry, table: null, seat: null, late: false, waits: false });
      }),
      drawSeats: planned((plan, ev) => {
        const ctx = plan.ctx;
        const now = ev.type === 'START' ? ev.now ?? 0 : 0;
        ctx.clock = { startedAt: now, now, paused: 0, pausedAt: null, breakAt: null, lastHandEnd: now };
        ctx.chipsAdded = ctx.entries.length * ctx.settings.startingStack;
        if (ctx.settings.lateRegistration === undefined) ctx.registrationClosed = true;
        plan.start();
      }),
      lateEntry: planned((plan, ev) => {
        if (ev.type !== 'REGISTER') return;
        const ctx = plan.ctx;
        const entry = (lastEntry(ctx, ev.name)?.entry ?? 0) + 1;
        const id = ctx.entries.length;
        ctx.byName[`n:${ev.name}`] = id;
        ctx.entries.push({ id, name: ev.name, entry, table: null, seat: null, stack: ctx.settings.startingStack, state: 'registered', bust: null, rebuys: 0, addOn: false });
        ctx.prizePool += ctx.settings.buyIn;
        ctx.chipsAdded += ctx.settings.startingStack;
        plan.seatLateEntry(id);
        settle(plan);
      }),
      rebuy: planned((plan, ev) => {
        if (ev.type !== 'REBUY') return;
        const ctx = plan.ctx;
        const e = lastEntry(ctx, ev.name)!;
        const { chips, price } = ctx.settings.rebuys!;
        plan.chips(e.id, chips);
        plan.setEntry(e.id, { rebuys: e.rebuys + 1 });
        ctx.prizePool += price;
        plan.log({ type: 'rebuy', name: e.name, chips });
      }),
      addOn: planned((plan, ev) => {
        if (ev.type !== 'ADD_ON') return;
        const ctx = plan.ctx;
        const e = lastEntry(ctx, ev.name)!;
        const { chips, price } = ctx.settings.addOn!;
        plan.chips(e.id, chips);
        plan.setEntry(e.id, { addOn: true });
        ctx.prizePool += price;
        plan.log({ type: 'add-on', name: e.name, chips });
      }),
      tick: planned((plan, ev) => {
        if (ev.type !== 'TICK') return;
        plan.tick(ev.now);
        settle(plan);
      }),
      dealHand: planned((plan, ev) => {
        if (ev.type !== 'DEAL') return;
        plan.switchGame(ev.table);
        plan.colorUp(ev.table);
        plan.dealt(ev.table);
        const t = plan.table(ev.table);
        return { actor: t.actorId, event: { type: 'DEAL', level: plan.ctx.level, now: plan.ctx.clock.now } };
      }),
      settleHand: planned((plan, ev, self) => {
        if (ev.type !== 'HAND_DONE') return;
        const ctx = plan.ctx;
        const t = tableOf(ctx, ev.table);
        if (t === undefined || !t.playing) return;
        const table = tableContext(self, t.actorId);
        if (table === null || table.hand === null) return;
        ctx.clock.now = Math.max(ctx.clock.now, ev.now ?? ctx.clock.now);
        plan.handDone(ev.table, table, rebuyPeriod(ctx));
        const every = ctx.settings.schedule.every;
        if (plan.roundComplete() && 'hands' in every && ctx.clock.pausedAt === null && ctx.level < ctx.settings.schedule.levels.length - 1 && Math.floor(ctx.rounds / every.hands) > ctx.level) {
          plan.levelReached(ctx.clock.now);
        }
        plan.tick(ctx.clock.now);
        settle(plan);
      }),
      expireBusts: planned((plan, ev) => {
        if (ev.type !== 'EXPIRE_BUSTS') return;
        plan.expireBusts(ev.table);
        if (plan.playersIn() <= 1) plan.ctx.registrationClosed = true;
        settle(plan);
      }),
      drawFinalTable: planned((plan) => {
        if (awaitingFinalTable(plan.ctx)) plan.finalTable();
        else plan.ctx.finalDrawn = true;
      }),
      startHandForHand: planned((plan) => {
        const ctx = plan.ctx;
        // the hands running now finish first; the first round begins when the last has ended (R263)
        ctx.handForHand = { seq: ++ctx.seq, played: ctx.tables.map((t) => t.id) };
        plan.log({ type: 'hand-for-hand', on: true, players: plan.playersIn() });
        plan.nextHandForHandRound();
      }),
      stopHandForHand: planned((plan) => {
        plan.ctx.handForHand = null;
        plan.log({ type: 'hand-for-hand', on: false, players: plan.playersIn() });
      }),
      startBreak: planned((plan) => plan.startBreak()),
      endBreakOnTime: planned((plan) => {
        const ctx = plan.ctx;
        plan.endBreak(ctx.clock.breakAt! + ctx.settings.breaks!.minutes! * 60_000);
        settle(plan);
      }),
      endBreak: planned((plan, ev) => {
        const ctx = plan.ctx;
        if (ev.type === 'END_BREAK') ctx.clock.now = Math.max(ctx.clock.now, ev.now ?? ctx.clock.now);
        plan.endBreak(ctx.clock.now);
        settle(plan);
      }),
      recordWinner: planned((plan) => {
        const winner = plan.ctx.tables.flatMap((t) => t.seats).find((id) => id !== null && isIn(plan.ctx.entries[id]!));
        if (winner !== undefined && winner !== null) plan.log({ type: 'complete', winner: plan.ctx.entries[winner]!.name });
      }),
      forwardAction: enqueueActions<Ctx, Ev, undefined, any, any, any, any, any, any>(({ context, event, enqueue }) => {
        if (event.type !== 'ACT') return;
        const t = tableOf(context, event.table);
        if (t) enqueue.sendTo(t.actorId as never, { type: 'ACT', action: event.action } as never);
      }) as any,
    },
  }).createMachine({
    id: 'tournament',
    context: ({ input }) => input,
    initial: 'registering',
    states: {
      registering: {
        description: 'Entries register; START draws the seats (R240).',
        on: {
          REGISTER: { guard: 'registrationAccepted', actions: 'addEntry', description: 'R240 a new entry pays its buy-in into the pool (R250)' },
          START: { guard: 'enoughEntries', target: 'running', actions: 'drawSeats', description: 'R240 seats drawn at random, table counts within one; each first button drawn' },
        },
      },
      running: {
        description: 'Tables play, each at its own pace (R263); levels and breaks follow the tournament clock (R249); late entries, re-entries, rebuys and add-ons (R241, R242); tables balance and break each time a hand ends (R243, R244).',
        initial: 'levels',
        on: {
          REGISTER: { guard: 'lateEntryAccepted', actions: 'lateEntry', description: 'R241 late entry or re-entry: a random open seat at a table with the fewest players, in a hand or not (R263)' },
          REBUY: { guard: 'rebuyAllowed', actions: 'rebuy', description: 'R242 rebuy between hands in the rebuy period' },
          ADD_ON: { guard: 'addOnAllowed', actions: 'addOn', description: 'R242 one add-on at the end of the rebuy period' },
          EXPIRE_BUSTS: { actions: 'expireBusts', description: 'R242 a busted player who did not rebuy before the next hand is out' },
          TICK: { actions: 'tick', description: 'R263 the tournament clock: levels end, late registration and rebuys close, a break falls due' },
          ACT: { actions: 'forwardAction' },
        },
        states: {
          levels: {
            always: [
              { guard: 'oneEntryLeft', target: '#tournament.complete', description: 'R247 one entry holds every chip' },
              { guard: 'fitsAtOneTable', target: 'finalTable', actions: 'drawFinalTable', description: 'R245 the players fit at one table: redraw for the final table once every hand has ended' },
              { guard: 'onTheBubble', target: 'handForHand', actions: 'startHandForHand', description: 'R246 on the bubble: hand for hand' },
              { guard: 'breakDue', target: 'onBreak', actions: 'startBreak', description: 'R249 R263 a break before this level, once the last table has finished its hand' },
            ],
            on: {
              DEAL: { guard: 'tableMayDeal', actions: 'dealHand', description: 'R248 the next hand at a table (dead button); color-ups due first (R249)' },
              HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations ranked; R244 tables break; R243 tables balance (R263)' },
            },
          },
          onBreak: {
            description: 'A break (R249): no hand is dealt; the level clock stands still; it lasts breaks.minutes (R263).',
            always: { guard: 'breakOver', target: 'levels', actions: 'endBreakOnTime', description: 'R263 the break has lasted its minutes' },
            on: { END_BREAK: { target: 'levels', actions: 'endBreak', description: 'R249 play resumes' } },
          },
          handForHand: {
            description: 'Hand for hand (R246): no table starts a hand until every table has finished the current round (R263).',
            always: [
              { guard: 'oneEntryLeft', target: '#tournament.complete', description: 'R247 one entry holds every chip' },
              { guard: 'fitsAtOneTable', target: 'finalTable', actions: ['stopHandForHand', 'drawFinalTable'], description: 'R245 the final table' },
              { guard: 'bubbleBurst', target: 'levels', actions: 'stopHandForHand', description: 'R246 the bubble burst' },
              { guard: 'breakDue', target: 'onBreak', actions: ['stopHandForHand', 'startBreak'], description: 'R249 R263 a break once every table has finished its hand' },
            ],
            on: {
              DEAL: { guard: 'tableDueHandForHand', actions: 'dealHand', description: 'R246 a table that has not played this hand-for-hand round' },
              HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations in one hand-for-hand round tie across tables' },
            },
          },
          finalTable: {
            description: 'The final table (R245) plays to the end; heads-up the button posts the small blind (R248).',
            always: [
              { guard: 'oneEntryLeft', target: '#tournament.complete', description: 'R247 one entry holds every chip' },
              { guard: 'breakDue', target: 'onBreak', actions: 'startBreak', description: 'R249 R263 a break at the final table too' },
            ],
            on: {
              DEAL: { guard: 'tableMayDeal', actions: 'dealHand', description: 'R248 the next hand (dead button); color-ups due first (R249)' },
              HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations ranked' },
            },
          },
        },
      },
      complete: { type: 'final', entry: 'recordWinner', description: 'Places and prizes are final (R247, R250).' },
    },
  });
  return machine as unknown as TournamentMachine;
}

/**
 * The machine type returned by {@link createTournamentMachine}: an XState v5 machine over
 * {@link TournamentContext} and {@link TournamentEvent}, whose input is its starting context and
 * whose children are the table actors (`table-<n>`).
 */
export type TournamentMachine = StateMachine<
  TournamentContext,
  TournamentEvent,
  Record<string, AnyActorRef | undefined>,
  any,
  any,
  any,
  string,
  'registering' | 'complete' | { running: 'levels' | 'onBreak' | 'handForHand' | 'finalTable' },
  string,
  TournamentContext,
  unknown,
  { type: string },
  MetaObject,
  StateSchema
>;
