// A tournament started again from its state (Tournament.snapshot, restoreTournamentState) must be
// the tournament that never stopped: the room keeps a snapshot every so many events and a takeover
// continues from it, so the same commands after it must be accepted or refused the same way and
// lead to the same end, however the tables played side by side before it (R263).
import { createRng, type Rng } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';
import { describe, expect, it } from 'vitest';
import { createTournament, restoreTournamentState, TournamentError, type Tournament, type TournamentOptions, type TournamentStateSave } from '../src/index.js';
import { holdem, sometimes } from './helpers.js';

const MINUTE = 60_000;

/** One command of a tournament's log, with the tournament clock's reading when it came (as a room logs it). */
type Command =
  | { type: 'deal'; table: number; now: number }
  | { type: 'act'; table: number; action: PlayerAction; now: number }
  | { type: 'tick'; now: number }
  | { type: 'register'; name: string; now: number }
  | { type: 'rebuy'; name: string; now: number }
  | { type: 'add-on'; name: string; now: number };

/** A tournament and the clock it reads (each command sets it, as the room's events carry `now`). */
interface Clocked {
  t: Tournament;
  clock: { now: number };
}

/** Applies a command; returns `'ok'` or the refusal's code (a refusal changes nothing, R0.3). */
function apply(x: Clocked, c: Command): string {
  x.clock.now = c.now;
  try {
    switch (c.type) {
      case 'deal': x.t.deal(c.table); break;
      case 'act': x.t.act(c.table, c.action); break;
      case 'tick': x.t.tick(); break;
      case 'register': x.t.register(c.name); break;
      case 'rebuy': x.t.rebuy(c.name); break;
      case 'add-on': x.t.addOn(c.name); break;
    }
    return 'ok';
  } catch (e) {
    if (e instanceof TournamentError) return e.code;
    throw e;
  }
}

/** The settings of one seeded tournament: late registration and re-entry, rebuys, an add-on, a break. */
function settings(seed: number, tableSize: number): TournamentOptions {
  return {
    ...holdem,
    tableSize,
    startingStack: 1000,
    buyIn: 10,
    payouts: [50, 30, 20],
    schedule: { levels: Array.from({ length: 16 }, (_, k) => ({ small: 10 * 2 ** k, big: 20 * 2 ** k })), every: { minutes: 1 } },
    seed,
    lateRegistration: { levels: 3 },
    reentry: { maxEntries: 2 },
    rebuys: { levels: 2, chips: 1000, price: 10 },
    addOn: { chips: 1500, price: 10 },
    breaks: { beforeLevels: [5], minutes: 1 },
  };
}

/**
 * Plays a tournament to its end with its tables dealt and acted in a random (seeded) interleaving,
 * late entries, re-entries, rebuys and add-ons at random moments; returns the commands and how
 * each was answered.
 */
function play(seed: number, tableSize: number, entries: number): { commands: Command[]; answers: string[]; end: Clocked } {
  const r: Rng = createRng(seed);
  const clock = { now: 1_000_000 };
  const x: Clocked = { t: createTournament({ ...settings(seed, tableSize), clock: () => clock.now }), clock };
  for (let i = 1; i <= entries; i++) x.t.register(`P${i}`);
  x.t.start();
  const commands: Command[] = [];
  const answers: string[] = [];
  const run = (c: Command) => {
    commands.push(c);
    answers.push(apply(x, c));
  };
  let late = 0;
  for (let step = 0; !x.t.isComplete; step++) {
    if (step > 40_000) throw new Error(`seed ${seed}: the tournament did not finish`);
    const now = clock.now + r.int(2500);
    const views = x.t.tables();
    const playing = views.filter((v) => v.playing);
    const idle = views.filter((v) => !v.playing);
    const op = r.int(100);
    if (op < 55 && playing.length > 0) {
      const table = playing[r.int(playing.length)]!.id;
      const seat = x.t.toAct(table)!;
      clock.now = now;
      run({ type: 'act', table, action: sometimes(x.t.view(table, seat), r), now });
    } else if (op < 82 && idle.length > 0) {
      run({ type: 'deal', table: idle[r.int(idle.length)]!.id, now });
    } else if (op < 88) {
      run({ type: 'tick', now: now + r.int(30_000) });
    } else if (op < 94) {
      const out = x.t.context.entries.filter((e) => e.state === 'out');
      run({ type: 'register', name: out.length > 0 && r.int(2) === 0 ? out[r.int(out.length)]!.name : `L${++late}`, now });
    } else {
      const e = x.t.context.entries.filter((y) => y.state === 'busted' || y.state === 'playing');
      if (e.length > 0) run({ type: r.int(2) === 0 ? 'add-on' : 'rebuy', name: e[r.int(e.length)]!.name, now });
    }
    // nothing running: deal wherever a table may (the room's dealer does the same)
    if (!x.t.isComplete && playing.length === 0 && !x.t.tables().some((v) => v.playing)) {
      for (const v of x.t.tables()) if (x.t.canDeal(v.id)) run({ type: 'deal', table: v.id, now: clock.now });
      if (!x.t.tables().some((v) => v.playing)) run({ type: 'tick', now: clock.now + 30_000 });
    }
  }
  return { commands, answers, end: x };
}

/**
 * A JSON value with every object's keys in the order Postgres' jsonb keeps them (shorter keys
 * first, then by bytes), as a room's database gives a snapshot back: nothing may depend on it.
 */
function asJsonb<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asJsonb) as T;
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, asJsonb((value as Record<string, unknown>)[k])])) as T;
}

/** Everything a tournament is: its chart (context, every table actor's context and running hand), tables, standings, phase. */
function whole(x: Clocked): unknown {
  return {
    chart: JSON.parse(JSON.stringify(x.t.actor.getPersistedSnapshot())) as unknown,
    tables: x.t.tables(),
    standings: x.t.standings(),
    phase: x.t.phase,
    chips: x.t.chipsInPlay(),
  };
}

/**
 * Replays the commands on a fresh tournament; at each of `points` takes its state through JSON
 * (its keys reordered as a database does), starts a tournament from it, and plays the rest of the commands on that one: every answer and
 * the end must be the reference's. Returns how many restores were checked.
 */
function restoreEverywhere(seed: number, tableSize: number, entries: number, points: number): number {
  const { commands, answers, end } = play(seed, tableSize, entries);
  const clock = { now: 1_000_000 };
  const builder: Clocked = { t: createTournament({ ...settings(seed, tableSize), clock: () => clock.now }), clock };
  for (let i = 1; i <= entries; i++) builder.t.register(`P${i}`);
  builder.t.start();
  const at = new Set(Array.from({ length: points }, (_, k) => Math.floor(((k + 1) * commands.length) / (points + 1))));
  const reference = whole(end);
  let checked = 0;
  for (let i = 0; i < commands.length; i++) {
    if (at.has(i)) {
      const state = asJsonb(JSON.parse(JSON.stringify(builder.t.snapshot())) as TournamentStateSave);
      const c2 = { now: builder.clock.now };
      const u: Clocked = { t: restoreTournamentState(state, { ...holdem, clock: () => c2.now }), clock: c2 };
      expect(whole(u)).toEqual(whole(builder));
      for (let j = i; j < commands.length; j++) {
        const answer = apply(u, commands[j]!);
        if (answer !== answers[j]) {
          throw new Error(`seed ${seed}: restored before command ${i} of ${commands.length}, command ${j} ${JSON.stringify(commands[j])} was answered ${answer}, without the restore ${answers[j]}`);
        }
      }
      expect(u.t.isComplete).toBe(true);
      expect(whole(u)).toEqual(reference);
      u.t.stop();
      checked++;
    }
    expect(apply(builder, commands[i]!)).toBe(answers[i]);
  }
  expect(whole(builder)).toEqual(reference);
  builder.t.stop();
  end.t.stop();
  return checked;
}

describe('a tournament restored from its state plays on exactly as the one that never stopped (R263)', () => {
  it('R263 R243 R244 R241 restored at many points of seeded concurrent tournaments (late entries, re-entries, rebuys, broken and balanced tables), every later command is answered the same and the end is the same: standings, places, every table and hand', () => {
    let checked = 0;
    for (const [seed, tableSize, entries] of [[11, 3, 14], [12, 6, 30], [13, 9, 40], [14, 2, 9], [15, 4, 22]] as const) {
      checked += restoreEverywhere(seed, tableSize, entries, 12);
    }
    expect(checked).toBe(60);
  }, 120_000);
});
