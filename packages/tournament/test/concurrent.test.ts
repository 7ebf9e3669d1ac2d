import { createRng, type Rng } from '@pokerchart/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTournament, TournamentError, type Tournament, type TournamentOptions } from '../src/index.js';
import { holdem, sometimes } from './helpers.js';

const MINUTE = 60_000;

/** A random tournament configuration from a seed: table sizes 2 and 3 come often. */
function configOf(r: Rng, seed: number): { options: TournamentOptions; entries: number } {
  const tableSize = [2, 3, 2, 3, 4, 6, 9][r.int(7)]!;
  const entries = 3 + r.int(tableSize * 4);
  const late = r.int(3) !== 0 ? { levels: 1 + r.int(3) } : undefined;
  const rebuys = r.int(3) === 0 ? { levels: 1 + r.int(2), chips: 1000, price: 10 } : undefined;
  const open = Math.max(late?.levels ?? 0, (rebuys?.levels ?? 0) + 1);
  const paid = Math.min(entries - 1, 1 + r.int(4));
  const payouts = paid === 1 ? [100] : paid === 2 ? [65, 35] : paid === 3 ? [50, 30, 20] : [40, 30, 20, 10];
  return {
    entries,
    options: {
      ...holdem,
      tableSize,
      startingStack: 1000,
      buyIn: 10,
      payouts,
      schedule: { levels: Array.from({ length: 14 }, (_, k) => ({ small: 10 * 2 ** k, big: 20 * 2 ** k })), every: { minutes: 1 } },
      seed,
      lateRegistration: late,
      reentry: late !== undefined && r.int(2) === 0 ? { maxEntries: 2 } : undefined,
      rebuys,
      addOn: rebuys !== undefined ? { chips: 1500, price: 10 } : undefined,
      // breaks after the registration and rebuy periods, so that those windows are plain clock time
      breaks: { beforeLevels: [open + 2, open + 4], minutes: 2 },
    },
  };
}

interface Run {
  hands: number;
  tablesMax: number;
  /** How often what the invariants guard happened: breaks, hand-for-hand, moves, broken tables, late entries during a hand. */
  seen: Record<string, number>;
}

const seen: Record<string, number> = {};

/**
 * Plays one tournament with its tables dealt and acted in a random (seeded) interleaving, the
 * tournament clock advancing at random, late entries, re-entries, rebuys and add-ons at random
 * moments; checks R240-R252 and R263 after every step.
 */
function play(seed: number): Run {
  const r = createRng(seed);
  const { options, entries } = configOf(r, seed);
  let now = 1_000_000;
  const t: Tournament = createTournament({ ...options, clock: () => now });
  for (let i = 1; i <= entries; i++) t.register(`P${i}`);
  t.start();
  const startAt = now;
  const size = options.tableSize;
  const fail = (why: string): never => { throw new Error(`seed ${seed} (table size ${size}, ${entries} entries): ${why}`); };
  const announced = new Map<string, { place: number; prize: number }>();
  const dealtInRound = new Map<number, Set<number>>();
  let rebuys = 0;
  let addOns = 0;
  let lateNames = 0;
  let stuck = 0;
  let hands = 0;
  let tablesMax = t.context.tables.length;
  const lateWindow = (options.lateRegistration?.levels ?? 0) * MINUTE;
  const rebuyWindow = (options.rebuys?.levels ?? 0) * MINUTE;
  const tick = () => (t as Tournament & { tick?: () => void }).tick?.();
  const counts = () => t.tables().map((x) => ({ id: x.id, n: x.seats.filter((s) => s !== null).length, playing: x.playing }));

  const check = () => {
    // R0.5: chips conserved, entries, rebuys, add-ons and color-up rounding counted
    const ctx = t.context;
    if (t.chipsInPlay() !== ctx.chipsAdded + ctx.rounding) fail(`chips in play ${t.chipsInPlay()} != ${ctx.chipsAdded} + ${ctx.rounding}`);
    if (ctx.prizePool !== ctx.entries.length * 10 + (rebuys + addOns) * 10) fail(`prize pool ${ctx.prizePool} for ${ctx.entries.length} entries, ${rebuys} rebuys, ${addOns} add-ons`);
    // R240: no table over its size
    for (const c of counts()) if (c.n > size) fail(`table ${c.id} holds ${c.n} players, more than ${size}`);
    // R263: a break starts only once every table has finished its hand
    if (t.phase === 'onBreak' && t.tables().some((x) => x.playing)) fail('a break started while a table plays');
    // R247, R263: a place, once announced, never changes
    for (const s of t.standings()) {
      const key = `${s.name}#${s.entry}`;
      const was = announced.get(key);
      if (s.place === null) {
        if (was !== undefined) fail(`${key} had place ${was.place}, now none`);
        continue;
      }
      if (was === undefined) announced.set(key, { place: s.place, prize: s.prize });
      else if (was.place !== s.place || was.prize !== s.prize) fail(`${key} announced place ${was.place} (${was.prize}), later ${s.place} (${s.prize})`);
    }
    tablesMax = Math.max(tablesMax, ctx.tables.length);
    // R245: once the field fits at one table with registration closed and every hand over, the final table is drawn
    if (!t.isComplete && ctx.registrationClosed && ctx.playersIn >= 2 && ctx.playersIn <= size && !t.tables().some((x) => x.playing)) {
      if (t.tables().length !== 1) fail(`${ctx.playersIn} players fit at one table, every hand is over, yet ${t.tables().length} tables`);
      if ((tablesMax >= 2 || options.lateRegistration !== undefined) && !t.log.some((l) => l.type === 'final-table')) fail('no final-table draw');
    }
  };

  const deal = (table: number): boolean => {
    const phase = t.phase;
    const logAt = t.log.length;
    try {
      t.deal(table);
    } catch (e) {
      // refused, or the table broke meanwhile (a deal elsewhere let busted players go, R242, R244)
      if (e instanceof TournamentError && (e.code === 'TOURNAMENT_NOT_ALLOWED' || e.code === 'TOURNAMENT_UNKNOWN')) return false;
      throw e;
    }
    // the deal reads the clock first: a break may end then, after its minutes (R263), never otherwise
    if (phase === 'onBreak') {
      const over = t.log.slice(logAt).find((l) => l.type === 'break-over');
      const minutes = options.breaks?.minutes ?? Infinity;
      const began = [...t.log.slice(0, logAt)].reverse().find((l) => l.type === 'break');
      if (over === undefined || began === undefined || over.type !== 'break-over' || began.type !== 'break' || over.at !== began.at + minutes * MINUTE || now < over.at) {
        fail(`table ${table} dealt during a break (R249, R263)`);
      }
    }
    const view = t.tables().find((x) => x.id === table);
    if (view === undefined || !view.playing) return true; // over at once (everyone all in before the deal)
    hands++;
    // R243, R263: no table deals a hand while it holds two or more players more than another table
    const c = counts();
    const mine = c.find((x) => x.id === table)!.n;
    const fewest = Math.min(...c.map((x) => x.n));
    if (mine - fewest >= 2) fail(`table ${table} dealt with ${mine} players while another has ${fewest} (${c.map((x) => x.n).join(',')})`);
    // R246, R263: hand for hand, every table plays one hand per round, and a round starts only after the last one ended
    const round = t.context.tables.find((x) => x.id === table)!.handForHand;
    if (round !== null) {
      const dealt = dealtInRound.get(round) ?? new Set<number>();
      if (dealt.has(table)) fail(`table ${table} dealt twice in hand-for-hand round ${round}`);
      dealt.add(table);
      dealtInRound.set(round, dealt);
      for (const other of t.context.tables) {
        if (other.id !== table && other.playing && other.handForHand !== round) fail(`hand-for-hand round ${round} began while table ${other.id} plays round ${String(other.handForHand)}`);
      }
    }
    return true;
  };

  for (let step = 0; !t.isComplete; step++) {
    if (step > 60_000) fail('the tournament did not finish');
    now += r.int(3000);
    const op = r.int(100);
    const views = t.tables();
    const playing = views.filter((x) => x.playing);
    const idle = views.filter((x) => !x.playing);
    if (op < 55 && playing.length > 0) {
      const table = playing[r.int(playing.length)]!.id;
      const seat = t.toAct(table);
      if (seat === null) fail(`table ${table} plays but nobody is to act`);
      t.act(table, sometimes(t.view(table, seat!), r));
    } else if (op < 80 && idle.length > 0) {
      deal(idle[r.int(idle.length)]!.id);
    } else if (op < 88) {
      now += r.int(40_000);
      tick();
    } else if (op < 94) {
      // a late entry or a re-entry
      const out = t.context.entries.filter((e) => e.state === 'out');
      const name = out.length > 0 && r.int(2) === 0 ? out[r.int(out.length)]!.name : `L${++lateNames}`;
      const open = views.some((x) => x.seats.some((s) => s === null));
      const tablesBefore = views.length;
      try {
        t.register(name);
      } catch (e) {
        if (!(e instanceof TournamentError)) throw e;
        continue;
      }
      if (now - startAt >= lateWindow) fail(`${name} registered ${now - startAt} ms after the start, registration closed at ${lateWindow} (R241, R263)`);
      if (open && t.tables().length > tablesBefore) fail(`late entry ${name} got a table of its own while a seat was open (R241)`);
      if (views.every((x) => x.playing)) seen.lateWhileEveryTablePlays = (seen.lateWhileEveryTablePlays ?? 0) + 1;
    } else {
      const ctx = t.context;
      const candidates = ctx.entries.filter((e) => e.state === 'busted' || e.state === 'playing');
      if (candidates.length > 0) {
        const e = candidates[r.int(candidates.length)]!;
        const addOn = r.int(2) === 0;
        try {
          if (addOn) t.addOn(e.name);
          else t.rebuy(e.name);
        } catch (err) {
          if (!(err instanceof TournamentError)) throw err;
          continue;
        }
        if (addOn) {
          addOns++;
          if (now - startAt < rebuyWindow || now - startAt >= rebuyWindow + MINUTE) fail(`add-on at ${now - startAt} ms, outside the level after the rebuy period (R242)`);
        } else {
          rebuys++;
          if (now - startAt >= rebuyWindow) fail(`rebuy at ${now - startAt} ms, the rebuy period closed at ${rebuyWindow} (R242, R263)`);
        }
      }
    }
    check();
    // nothing playing: some table must be able to deal, or a break must be under way or due
    if (!t.isComplete && !t.tables().some((x) => x.playing)) {
      const order = t.tables().map((x) => x.id);
      if (!order.some((id) => deal(id))) {
        if (++stuck > 30) fail(`no table can deal (phase ${t.phase}; tables ${counts().map((x) => x.n).join(',')})`);
        now += 30_000;
        tick();
        check();
      } else stuck = 0;
    }
  }

  // R247, R250: every entry exactly one place; places 1..n with ties; the prizes sum to the pool
  const standings = t.standings();
  expect(standings).toHaveLength(t.context.entries.length);
  if (standings.some((s) => s.place === null)) fail('an entry has no place at the end');
  const places = standings.map((s) => s.place!).sort((a, b) => a - b);
  places.forEach((p, i) => { if (p > i + 1) fail(`places ${places.join(',')} skip a place`); });
  if (places[0] !== 1) fail('nobody finished first');
  if (standings.reduce((n, s) => n + s.prize, 0) !== t.prizePool) fail('the prizes do not sum to the prize pool');
  check();
  // R249, R263: no scheduled break skipped
  const log = t.log;
  for (const [i, l] of log.entries()) {
    if (l.type === 'level' && (options.breaks?.beforeLevels ?? []).includes(l.level)) {
      if (!log.slice(0, i).some((b) => b.type === 'break' && b.beforeLevel === l.level)) fail(`level ${l.level} began without its break`);
    }
  }
  for (const l of log) {
    const key = l.type === 'moved' ? `moved ${l.rule}` : l.type === 'hand-for-hand' ? `hand-for-hand ${l.on}` : l.type;
    seen[key] = (seen[key] ?? 0) + 1;
  }
  t.stop();
  return { hands, tablesMax, seen };
}

describe('R240-R252, R263: tables play concurrently, each at its own pace', () => {
  it('R263 R243 R244 R245 R246 R247 R249 R250 invariants hold over 200 seeded tournaments in random interleavings (table sizes 2 and 3 included)', () => {
    const sizes = new Set<number>();
    let multi = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const run = play(seed);
        if (run.tablesMax >= 2) multi++;
        sizes.add(createRngSize(seed));
      }),
      { numRuns: 200, seed: 263, endOnFailure: true },
    );
    expect(sizes.has(2) && sizes.has(3)).toBe(true);
    // the interleavings reached what the invariants are about
    for (const key of ['break', 'break-over', 'hand-for-hand true', 'moved R243', 'moved R244', 'moved R245', 'table-broken', 'final-table', 'rebuy', 'add-on', 'lateWhileEveryTablePlays']) {
      expect(seen[key] ?? 0, key).toBeGreaterThan(0);
    }
    expect(multi).toBeGreaterThan(100);
  }, 600_000);
});

/** The table size `configOf` draws for a seed. */
function createRngSize(seed: number): number {
  return configOf(createRng(seed), seed).options.tableSize;
}
