import { createRng, type Rng } from '@pokerchart/cards';
import type { TableBot } from '@pokerchart/table';
import { describe, expect, it } from 'vitest';
import { chipChop, icmDeal, restoreTournament, simulateTournament, TournamentError, type Tournament } from '../src/index.js';
import { holdem, make, passive, shove, sometimes, tableContext } from './helpers.js';

const MINUTE = 60_000;
const minuteLevels = { levels: Array.from({ length: 8 }, (_, k) => ({ small: 10 * 2 ** k, big: 20 * 2 ** k })), every: { minutes: 10 } };

/** Plays out the hand running at a table with `bot`. */
function finish(t: Tournament, table: number, bot: TableBot = passive, rng: Rng = createRng(1)): void {
  for (let seat = t.toAct(table); seat !== null; seat = t.toAct(table)) t.act(table, bot(t.view(table, seat), rng));
}

/** One random step of a concurrent driver: act at a table in a hand, or deal at one between hands. */
function step(t: Tournament, r: Rng, bot: TableBot): void {
  const views = t.tables();
  const playing = views.filter((x) => x.playing);
  if (playing.length > 0 && r.int(3) !== 0) {
    const table = playing[r.int(playing.length)]!.id;
    t.act(table, bot(t.view(table, t.toAct(table)!), r));
    return;
  }
  const idle = views.filter((x) => !x.playing && t.canDeal(x.id));
  if (idle.length > 0) t.deal(idle[r.int(idle.length)]!.id);
  else if (playing.length > 0) step(t, r, bot);
}

describe('R263 tables at their own pace: the defects of issue 35', () => {
  it('R249 R263 a break due while a hand runs: that table finishes, the others wait, the break starts when the last hand ends and lasts breaks.minutes', () => {
    let now = 0;
    const t = make({ entries: 12, clock: () => now, schedule: minuteLevels, breaks: { beforeLevels: [2], minutes: 5 } });
    t.start();
    const [a, b] = t.context.tables.map((x) => x.id) as [number, number];
    t.deal(a);
    now = 10 * MINUTE + 5;
    t.tick(); // level 1 is over; table a is in a hand
    expect(t.phase).toBe('levels');
    expect(t.context.breakDue).toBe(2);
    expect(() => t.deal(b)).toThrow(/a break is due before level 2: it starts when every table has finished its hand \(R263\)/);
    now += 30_000;
    finish(t, a);
    expect(t.phase).toBe('onBreak');
    expect(t.log.find((l) => l.type === 'break')).toEqual({ type: 'break', beforeLevel: 2, at: now });
    now += 4 * MINUTE;
    t.tick();
    expect(t.phase).toBe('onBreak');
    now += MINUTE;
    t.tick();
    expect(t.phase).toBe('levels');
    expect(t.context.level).toBe(1);
    expect(t.log.slice(-2)).toEqual([{ type: 'break-over', beforeLevel: 2, at: now }, { type: 'level', level: 2 }]);
    // the level clock stood still from the end of level 1 to the end of the break: level 2 lasts its 10 minutes
    now += 10 * MINUTE - 1;
    t.tick();
    expect(t.context.level).toBe(1);
    now += 1;
    t.tick();
    expect(t.context.level).toBe(2);
  });

  it('R249 R263 scheduled breaks are taken at the final table too', () => {
    let now = 0;
    const t = make({ entries: 9, clock: () => now, schedule: minuteLevels, breaks: { beforeLevels: [2, 3], minutes: 5 }, seed: 3 });
    t.start();
    expect(t.phase).toBe('finalTable');
    while (!t.isComplete && t.context.level < 3) {
      now += 20_000;
      t.playHand(passive);
    }
    const breaks = t.log.filter((l) => l.type === 'break').map((l) => (l.type === 'break' ? l.beforeLevel : 0));
    expect(breaks).toEqual([2, 3]);
  });

  it('R243 R244 R263 a player moved to a table in a hand sits down when that hand ends and is dealt in at its next hand', () => {
    let cases = 0;
    for (let seed = 1; seed <= 60 && cases < 3; seed++) {
      const r = createRng(seed);
      const t = make({ entries: 27, seed });
      t.start();
      for (let i = 0; i < 5000 && !t.isComplete && cases < 3; i++) {
        step(t, r, sometimes);
        const arriving = t.context.tables.find((x) => x.playing && x.arriving.length > 0);
        if (arriving === undefined) continue;
        const id = arriving.arriving[0]!;
        const e = t.context.entries[id]!;
        // the tournament has placed them; the table's hand runs without them
        expect(t.tables().find((x) => x.id === arriving.id)!.seats[e.seat!]).toEqual({ name: e.name, stack: e.stack });
        expect(tableContext(t, arriving.id).seats[e.seat!]).toBeNull();
        finish(t, arriving.id, sometimes, r);
        if (t.isComplete || t.context.entries[id]!.table !== arriving.id) continue;
        expect(tableContext(t, arriving.id).seats[e.seat!]).toMatchObject({ name: e.name, stack: e.stack });
        if (!t.canDeal(arriving.id)) continue;
        t.deal(arriving.id);
        if (t.context.entries[id]!.state === 'playing' && t.tables().find((x) => x.id === arriving.id)!.playing) {
          expect(tableContext(t, arriving.id).hand!.stacks[e.seat!]).toBe(e.stack); // dealt in
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('R244 R248 heads-up tables never deadlock: 10 players at tables of 2 play to the end', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = simulateTournament({ players: 10, tableSize: 2, seed, lateRegistration: { levels: 6 }, lateShare: 0.15, reentry: { maxEntries: 2 }, reentryRate: 0.5 });
      expect(r.tournament.isComplete).toBe(true);
      expect(r.standings.every((s) => s.place !== null)).toBe(true);
      expect(r.standings.reduce((n, s) => n + s.prize, 0)).toBe(r.prizePool);
    }
  });

  it('R241 R242 R263 late registration and rebuys close when their level ends on the clock, with no deal in between', () => {
    let now = 0;
    const t = make({ entries: 12, clock: () => now, schedule: minuteLevels, lateRegistration: { levels: 1 }, rebuys: { levels: 1, chips: 1000, price: 10 } });
    t.start();
    const [a, b] = t.context.tables.map((x) => x.id) as [number, number];
    t.deal(a); // one table in a hand, the other between hands, and no deal after this
    now = 10 * MINUTE - 1;
    t.register('Early');
    const atB = t.context.tables.find((x) => x.id === b)!.seats.find((id) => id !== null)!;
    const name = t.context.entries[atB]!.name;
    t.rebuy(name);
    now = 10 * MINUTE;
    expect(() => t.register('Late')).toThrow(/registration is closed \(R241\)/);
    expect(() => t.rebuy(name)).toThrow(/cannot rebuy now.*R242/);
    expect(t.context.registrationClosed).toBe(true);
    expect(t.prizePool).toBe(13 * 10 + 10);
  });

  it('R247 R263 a place is announced only when it can no longer change', () => {
    let waited = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = createRng(seed);
      const t = make({ entries: 9, tableSize: 3, seed });
      t.start();
      const first = new Map<number, number>();
      for (let i = 0; i < 5000 && !t.isComplete; i++) {
        step(t, r, sometimes);
        const ctx = t.context;
        const standings = t.standings();
        // an entry out in a hand-for-hand round that another table has still to finish: no place yet
        const open = new Set<number>([...(ctx.handForHand ? [ctx.handForHand.seq] : []), ...ctx.tables.flatMap((x) => (x.playing && x.handForHand !== null ? [x.handForHand] : []))]);
        for (const e of ctx.entries) {
          const s = standings.find((x) => x.name === e.name && x.entry === e.entry)!;
          if (e.state === 'out' && e.bust !== null && open.has(e.bust.seq)) {
            expect(s.place).toBeNull();
            waited++;
          }
          if (s.place !== null && !first.has(e.id)) first.set(e.id, s.place);
        }
      }
      const end = t.standings();
      for (const [id, place] of first) {
        const e = t.context.entries[id]!;
        expect(end.find((x) => x.name === e.name && x.entry === e.entry)!.place).toBe(place);
      }
    }
    expect(waited).toBeGreaterThan(0);
  });

  it('R241 R263 a late entry while every table is in a hand takes an open seat at one of them, not a table of its own', () => {
    let now = 0;
    const t = make({ entries: 10, clock: () => now, schedule: minuteLevels, lateRegistration: { levels: 3 } });
    t.start();
    const ids = t.context.tables.map((x) => x.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) t.deal(id);
    t.register('Late');
    expect(t.context.tables.map((x) => x.id)).toEqual(ids);
    const late = t.context.entries.at(-1)!;
    expect(ids).toContain(late.table);
    expect(tableContext(t, late.table!).seats[late.seat!]).toBeNull(); // not in the running hand
    finish(t, late.table!);
    expect(tableContext(t, late.table!).seats[late.seat!]).toMatchObject({ name: 'Late', stack: 1000 });
    expect(t.chipsInPlay()).toBe(t.context.chipsAdded);
  });

  it('R245 the final table is drawn when the field fits at one table before late registration closes', () => {
    let now = 0;
    const t = make({ entries: 12, clock: () => now, schedule: minuteLevels, lateRegistration: { levels: 2 }, seed: 4 });
    t.start();
    expect(t.context.tables).toHaveLength(2);
    for (let i = 0; i < 500 && t.context.tables.length > 1; i++) t.playHand(shove);
    expect(t.context.tables).toHaveLength(1);
    expect(t.context.registrationClosed).toBe(false);
    expect(t.log.some((l) => l.type === 'final-table')).toBe(false);
    const before = t.context.tables[0]!.id;
    now = 20 * MINUTE;
    t.tick(); // late registration closes: the field is the final table's
    expect(t.context.registrationClosed).toBe(true);
    expect(t.phase).toBe('finalTable');
    const final = t.log.find((l) => l.type === 'final-table');
    expect(final).toBeDefined();
    expect(t.context.tables.map((x) => x.id)).not.toContain(before);
    expect(t.chipsInPlay()).toBe(t.context.chipsAdded);
  });

  it('R263 a save made during a hand restores to the same hand; an edited command of that hand is refused', () => {
    const t = make({ entries: 12, seed: 6 });
    t.start();
    const [a] = t.context.tables.map((x) => x.id) as [number];
    t.deal(a);
    t.act(a, { type: 'call' });
    t.act(a, { type: 'call' });
    const saved = JSON.parse(JSON.stringify(t.persist()));
    const back = restoreTournament(saved, holdem);
    expect(back.toAct(a)).toBe(t.toAct(a));
    expect(back.view(a, 'spectator')).toEqual(t.view(a, 'spectator'));
    const edited = JSON.parse(JSON.stringify(saved));
    const last = edited.commands.findLastIndex((c: { type: string }) => c.type === 'act');
    edited.commands[last] = { type: 'act', table: a, action: { type: 'fold' } };
    expect(() => restoreTournament(edited, holdem)).toThrow(/cannot restore the tournament/);
  });

  it('R242 rebuy and add-on of a name nobody registered answer TOURNAMENT_UNKNOWN', () => {
    const t = make({ entries: 6, rebuys: { levels: 2, chips: 1000, price: 10 }, addOn: { chips: 1000, price: 10 } });
    t.start();
    const code = (f: () => void) => {
      try {
        f();
      } catch (e) {
        return (e as TournamentError).code;
      }
      return 'accepted';
    };
    expect(code(() => t.rebuy('Nobody'))).toBe('TOURNAMENT_UNKNOWN');
    expect(code(() => t.addOn('Nobody'))).toBe('TOURNAMENT_UNKNOWN');
    expect(code(() => t.addOn('P1'))).toBe('TOURNAMENT_NOT_ALLOWED'); // known, but not at this level
  });

  it('R251 chipChop and icmDeal refuse prizes out of the order of the places', () => {
    expect(() => chipChop([5000, 3000, 2000], [200, 300, 500])).toThrow(/first place first.*R251/);
    expect(() => icmDeal([5000, 3000], [300, 500])).toThrow(TournamentError);
    expect(chipChop([5000, 3000, 2000], [500, 300, 200])).toEqual([400, 320, 280]);
  });
});
