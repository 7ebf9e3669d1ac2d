import { opensWithBringIn } from '@pokerchart/engine';
import { createTableMachine, type TableContext, type TableMachine } from '@pokerchart/table';
import { enqueueActions, setup, type AnyActorRef, type MetaObject, type StateMachine, type StateSchema } from 'xstate';
import { isIn, TournamentPlan } from './TournamentPlan.js';
import type { TournamentContext } from './TournamentContext.js';
import type { TournamentEvent } from './TournamentEvent.js';
import type { TournamentGame } from './TournamentOptions.js';

type Ctx = TournamentContext;
type Ev = TournamentEvent;

const lastEntry = (ctx: Ctx, name: string) => {
  for (let i = ctx.entries.length - 1; i >= 0; i--) if (ctx.entries[i]!.name === name) return ctx.entries[i]!;
  return undefined;
};
const validName = (name: unknown): name is string => typeof name === 'string' && name.trim().length > 0 && name.length <= 64;
const playersIn = (ctx: Ctx) => ctx.entries.reduce((n, e) => n + (isIn(e) ? 1 : 0), 0);
const paidPlaces = (ctx: Ctx) => ctx.settings.payouts.filter((p) => p > 0).length;
const tableOf = (ctx: Ctx, id: number) => ctx.tables.find((t) => t.id === id);
/** Players at a table who can be dealt in now. */
const playable = (ctx: Ctx, table: number) => ctx.entries.reduce((n, e) => n + (e.table === table && e.state === 'playing' && e.stack > 0 ? 1 : 0), 0);
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
  /** R11, R248: the table is between hands and two or more of its players can be dealt in. */
  tableMayDeal: (ctx: Ctx, ev: Ev) => {
    if (ev.type !== 'DEAL') return false;
    const t = tableOf(ctx, ev.table);
    return t !== undefined && !t.playing && playable(ctx, t.id) >= 2;
  },
  /** R246: in hand-for-hand a table that played this round waits for every other table. */
  tableDueHandForHand: (ctx: Ctx, ev: Ev) =>
    tournamentGuards.tableMayDeal(ctx, ev) && ev.type === 'DEAL' && !(ctx.handForHand?.played.includes(ev.table) ?? false),
  /** R247: one entry has every chip and nobody can join any more. */
  oneEntryLeft: (ctx: Ctx) => ctx.registrationClosed && playersIn(ctx) === 1,
  /** R245: the remaining players fit at one table, registration is closed and no hand is running. */
  fitsAtOneTable: (ctx: Ctx) => ctx.registrationClosed && playersIn(ctx) <= ctx.settings.tableSize && ctx.tables.every((t) => !t.playing),
  /** R246: the bubble: one player more than the paid places, on two or more tables. */
  onTheBubble: (ctx: Ctx) => ctx.registrationClosed && ctx.tables.length >= 2 && playersIn(ctx) === paidPlaces(ctx) + 1,
  /** R246: the bubble burst: the paid places or fewer remain. */
  bubbleBurst: (ctx: Ctx) => playersIn(ctx) <= paidPlaces(ctx),
  /** R249: a break is scheduled before the level now in force and not yet taken. */
  breakDue: (ctx: Ctx) =>
    (ctx.settings.breaks?.beforeLevels ?? []).includes(ctx.level + 1) && !ctx.breaksTaken.includes(ctx.level + 1) && ctx.tables.every((t) => !t.playing),
};

/** The level in force (R249) after `rounds` rounds of hands or at clock `now`. */
function levelOf(ctx: Ctx, now: number): number {
  const { levels, every } = ctx.settings.schedule;
  const raw = 'hands' in every
    ? Math.floor(ctx.rounds / every.hands)
    : Math.floor((now - (ctx.clock.startedAt ?? now) - ctx.clock.paused) / (every.minutes * 60_000));
  return Math.max(ctx.level, Math.min(levels.length - 1, raw));
}

/** Levels advance (R249): rebuys end (R242), late registration closes (R241). */
function advanceLevel(plan: TournamentPlan, now: number): void {
  const ctx = plan.ctx;
  ctx.clock = { ...ctx.clock, now };
  const level = levelOf(ctx, now);
  if (level === ctx.level) return;
  ctx.level = level;
  plan.log({ type: 'level', level: level + 1 });
  if (ctx.settings.rebuys !== undefined && level >= ctx.settings.rebuys.levels) plan.expireBusts(null);
  if (ctx.settings.lateRegistration !== undefined && level >= ctx.settings.lateRegistration.levels) ctx.registrationClosed = true;
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
    },
    actions: {
      addEntry: planned((plan, ev) => {
        if (ev.type !== 'REGISTER') return;
        const ctx = plan.ctx;
        const entry = ctx.entries.filter((e) => e.name === ev.name).length + 1;
        ctx.entries.push({ id: ctx.entries.length, name: ev.name, entry, table: null, seat: null, stack: ctx.settings.startingStack, state: 'registered', bust: null, rebuys: 0, addOn: false });
        ctx.prizePool += ctx.settings.buyIn;
        plan.log({ type: 'registered', name: ev.name, entry, table: null, seat: null, late: false, waits: false });
      }),
      drawSeats: planned((plan, ev) => {
        const ctx = plan.ctx;
        const now = ev.type === 'START' ? ev.now ?? 0 : 0;
        ctx.clock = { startedAt: now, now, paused: 0, breakAt: null };
        ctx.chipsAdded = ctx.entries.length * ctx.settings.startingStack;
        if (ctx.settings.lateRegistration === undefined) ctx.registrationClosed = true;
        plan.start();
      }),
      lateEntry: planned((plan, ev) => {
        if (ev.type !== 'REGISTER') return;
        const ctx = plan.ctx;
        const entry = ctx.entries.filter((e) => e.name === ev.name).length + 1;
        const id = ctx.entries.length;
        ctx.entries.push({ id, name: ev.name, entry, table: null, seat: null, stack: ctx.settings.startingStack, state: 'registered', bust: null, rebuys: 0, addOn: false });
        ctx.prizePool += ctx.settings.buyIn;
        ctx.chipsAdded += ctx.settings.startingStack;
        plan.seatLateEntry(id);
        plan.breakAndBalance();
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
      dealHand: planned((plan, ev) => {
        if (ev.type !== 'DEAL') return;
        advanceLevel(plan, ev.now ?? plan.ctx.clock.now);
        plan.switchGame(ev.table);
        plan.colorUp(ev.table);
        const t = plan.table(ev.table);
        plan.setTable(ev.table, { playing: true, level: plan.ctx.level, handForHand: plan.ctx.handForHand?.seq ?? null });
        return { actor: t.actorId, event: { type: 'DEAL', level: plan.ctx.level, now: ev.now ?? plan.ctx.clock.now } };
      }),
      settleHand: planned((plan, ev, self) => {
        if (ev.type !== 'HAND_DONE') return;
        const ctx = plan.ctx;
        const t = tableOf(ctx, ev.table);
        if (t === undefined || !t.playing) return;
        const table = tableContext(self, t.actorId);
        if (table === null || table.hand === null) return;
        plan.handDone(ev.table, table, rebuyPeriod(ctx));
        if (!ctx.roundDone.includes(ev.table)) ctx.roundDone = [...ctx.roundDone, ev.table];
        if (ctx.tables.every((x) => ctx.roundDone.includes(x.id))) {
          ctx.rounds++;
          ctx.roundDone = [];
        }
        if (ctx.handForHand !== null) {
          const played = [...ctx.handForHand.played, ev.table];
          ctx.handForHand = ctx.tables.every((x) => played.includes(x.id)) ? { seq: ++ctx.seq, played: [] } : { ...ctx.handForHand, played };
        }
        advanceLevel(plan, ev.now ?? ctx.clock.now);
        // nobody left to play against: the busted cannot wait for a rebuy, nobody else can join
        if (ctx.entries.filter((e) => isIn(e) && e.stack > 0).length <= 1) {
          plan.expireBusts(null);
          ctx.registrationClosed = true;
        }
        if (!g.fitsAtOneTable(ctx)) plan.breakAndBalance();
      }),
      expireBusts: planned((plan, ev) => {
        if (ev.type !== 'EXPIRE_BUSTS') return;
        plan.expireBusts(ev.table);
        if (plan.playersIn() <= 1) plan.ctx.registrationClosed = true;
        if (!g.fitsAtOneTable(plan.ctx)) plan.breakAndBalance();
      }),
      drawFinalTable: planned((plan) => {
        if (plan.ctx.tables.length >= 2) plan.finalTable();
      }),
      startHandForHand: planned((plan) => {
        plan.ctx.handForHand = { seq: ++plan.ctx.seq, played: [] };
        plan.log({ type: 'hand-for-hand', on: true, players: plan.playersIn() });
      }),
      stopHandForHand: planned((plan) => {
        plan.ctx.handForHand = null;
        plan.log({ type: 'hand-for-hand', on: false, players: plan.playersIn() });
      }),
      startBreak: planned((plan) => {
        const ctx = plan.ctx;
        ctx.breaksTaken = [...ctx.breaksTaken, ctx.level + 1];
        ctx.clock = { ...ctx.clock, breakAt: ctx.clock.now };
        plan.log({ type: 'break', beforeLevel: ctx.level + 1 });
      }),
      endBreak: planned((plan, ev) => {
        const ctx = plan.ctx;
        const now = ev.type === 'END_BREAK' ? ev.now ?? ctx.clock.now : ctx.clock.now;
        ctx.clock = { ...ctx.clock, now, paused: ctx.clock.paused + Math.max(0, now - (ctx.clock.breakAt ?? now)), breakAt: null };
      }),
      recordWinner: planned((plan) => {
        const winner = plan.ctx.entries.find(isIn);
        if (winner) plan.log({ type: 'complete', winner: winner.name });
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
        description: 'Tables play; levels rise between hands (R249); late entries, re-entries, rebuys and add-ons (R241, R242); tables balance and break (R243, R244).',
        initial: 'levels',
        on: {
          REGISTER: { guard: 'lateEntryAccepted', actions: 'lateEntry', description: 'R241 late entry or re-entry: a random open seat at a table with the fewest players' },
          REBUY: { guard: 'rebuyAllowed', actions: 'rebuy', description: 'R242 rebuy between hands in the rebuy period' },
          ADD_ON: { guard: 'addOnAllowed', actions: 'addOn', description: 'R242 one add-on at the end of the rebuy period' },
          EXPIRE_BUSTS: { actions: 'expireBusts', description: 'R242 a busted player who did not rebuy before the next hand is out' },
          ACT: { actions: 'forwardAction' },
        },
        states: {
          levels: {
            always: [
              { guard: 'oneEntryLeft', target: '#tournament.complete', description: 'R247 one entry holds every chip' },
              { guard: 'fitsAtOneTable', target: '#tournament.finalTable', actions: 'drawFinalTable', description: 'R245 the players fit at one table: redraw for the final table' },
              { guard: 'onTheBubble', target: 'handForHand', actions: 'startHandForHand', description: 'R246 on the bubble: hand for hand' },
              { guard: 'breakDue', target: 'onBreak', actions: 'startBreak', description: 'R249 a break before this level; color-ups follow at each table (R249)' },
            ],
            on: {
              DEAL: { guard: 'tableMayDeal', actions: 'dealHand', description: 'R248 the next hand at a table (dead button); color-ups due first (R249)' },
              HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations ranked; R244 tables break; R243 tables balance' },
            },
          },
          onBreak: {
            description: 'A break (R249): no hand is dealt; the clock stops.',
            on: { END_BREAK: { target: 'levels', actions: 'endBreak', description: 'R249 play resumes' } },
          },
          handForHand: {
            description: 'Hand for hand (R246): no table starts a hand until every table has finished the current one.',
            always: [
              { guard: 'oneEntryLeft', target: '#tournament.complete', description: 'R247 one entry holds every chip' },
              { guard: 'fitsAtOneTable', target: '#tournament.finalTable', actions: ['stopHandForHand', 'drawFinalTable'], description: 'R245 the final table' },
              { guard: 'bubbleBurst', target: 'levels', actions: 'stopHandForHand', description: 'R246 the bubble burst' },
            ],
            on: {
              DEAL: { guard: 'tableDueHandForHand', actions: 'dealHand', description: 'R246 a table that has not played this hand-for-hand round' },
              HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations in one hand-for-hand round tie across tables' },
            },
          },
        },
      },
      finalTable: {
        description: 'The final table (R245) plays to the end; heads-up the button posts the small blind (R248).',
        always: { guard: 'oneEntryLeft', target: 'complete', description: 'R247 one entry holds every chip' },
        on: {
          DEAL: { guard: 'tableMayDeal', actions: 'dealHand', description: 'R248 the next hand (dead button); color-ups due first (R249)' },
          HAND_DONE: { actions: 'settleHand', description: 'R247 eliminations ranked' },
          REBUY: { guard: 'rebuyAllowed', actions: 'rebuy', description: 'R242 rebuy in the rebuy period' },
          ADD_ON: { guard: 'addOnAllowed', actions: 'addOn', description: 'R242 the add-on' },
          EXPIRE_BUSTS: { actions: 'expireBusts', description: 'R242 a busted player who did not rebuy is out' },
          ACT: { actions: 'forwardAction' },
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
  'registering' | 'finalTable' | 'complete' | { running: 'levels' | 'onBreak' | 'handForHand' },
  string,
  TournamentContext,
  unknown,
  { type: string },
  MetaObject,
  StateSchema
>;
