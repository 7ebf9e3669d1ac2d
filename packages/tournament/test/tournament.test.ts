import { describe, expect, it } from 'vitest';
import { createTournament, prizeAmounts, restoreTournament, TournamentError } from '../src/index.js';
import { checkInvariants, holdem, make, passive, shove, sometimes, stud, tableContext } from './helpers.js';

describe('a tournament from registration to the final table', () => {
  it('R240 entries get the starting stack and random seats, table counts within one, a drawn first button', () => {
    const t = make({ entries: 31, seed: 4 });
    t.start();
    const counts = t.tables().map((x) => x.seats.filter((s) => s !== null).length);
    expect(counts.sort()).toEqual([7, 8, 8, 8]);
    expect(t.chipsInPlay()).toBe(31 * 1000);
    expect(t.prizePool).toBe(310);
    const again = make({ entries: 31, seed: 4 });
    again.start();
    expect(again.tables()).toEqual(t.tables()); // deterministic from the seed
    const other = make({ entries: 31, seed: 5 });
    other.start();
    expect(other.tables()).not.toEqual(t.tables());
    t.playHand(passive);
    const first = t.context.tables[0]!;
    expect(first.last).not.toBeNull();
    expect(t.phase).toBe('levels');
  });

  it('R241 late registration: a full stack at a table with the fewest players, until the end of the given level; re-entries up to maxEntries', () => {
    const t = make({ entries: 12, tableSize: 9, lateRegistration: { levels: 2 }, reentry: { maxEntries: 2 }, seed: 2 });
    t.start();
    t.playHand(passive);
    const fewest = Math.min(...t.tables().map((x) => x.seats.filter((s) => s !== null).length));
    t.register('Late');
    const late = t.context.entries.at(-1)!;
    expect(late).toMatchObject({ name: 'Late', entry: 1, stack: 1000 });
    const table = t.tables().find((x) => x.id === late.table)!;
    expect(table.seats.filter((s) => s !== null).length).toBe(fewest + 1);
    expect(t.prizePool).toBe(130);
    expect(() => t.register('Late')).toThrow(/already registered/);
    // play until someone busts, then they re-enter once, and not a third time
    let busted: string | undefined;
    while (busted === undefined && !t.context.registrationClosed) busted = t.playHand(sometimes)!.busted[0];
    if (busted !== undefined && !t.context.registrationClosed) {
      t.register(busted);
      expect(t.context.entries.at(-1)).toMatchObject({ name: busted, entry: 2, state: expect.stringMatching(/playing|waiting/) });
      checkInvariants(t);
    }
    for (let i = 0; i < 500 && !t.context.registrationClosed; i++) t.playHand(passive);
    expect(t.context.level).toBeGreaterThanOrEqual(2);
    expect(() => t.register('TooLate')).toThrow(/registration is closed \(R241\)/);
  });

  it('R241 a late entry whose seat lies between the small blind and the button waits until the button has passed', () => {
    let found = 0;
    for (let seed = 1; seed <= 40 && found < 2; seed++) {
      const t = make({ entries: 4, tableSize: 9, lateRegistration: { levels: 5 }, seed });
      t.start();
      t.playHand(passive);
      t.register('Late');
      const e = t.context.entries.at(-1)!;
      const entry = t.log.at(-1)!;
      const last = t.context.tables[0]!.last!;
      const n = 9;
      const d = (x: number) => (x - last.smallBlind + n) % n;
      const between = d(e.seat!) > 0 && d(e.seat!) < d(last.bigBlind);
      expect(entry).toMatchObject({ type: 'registered', late: true, waits: between });
      t.playHand(passive);
      const dealt = tableContext(t, e.table!).hand!.stacks[e.seat!]! > 0;
      expect(dealt).toBe(!between);
      if (between) {
        found++;
        t.playHand(passive);
        expect(tableContext(t, e.table!).hand!.stacks[e.seat!]).toBeGreaterThan(0); // the button has passed
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('R242 rebuys during the rebuy period at most the starting stack, between hands; one add-on after; both paid into the pool', () => {
    const t = make({ entries: 6, tableSize: 6, rebuys: { levels: 2, chips: 1000, price: 10 }, addOn: { chips: 1500, price: 10 }, seed: 3 });
    t.start();
    let busted: string | undefined;
    for (let i = 0; i < 200 && busted === undefined && !t.isComplete; i++) {
      t.playHand(sometimes);
      busted = t.context.entries.find((e) => e.state === 'busted')?.name;
    }
    expect(busted).toBeDefined();
    const pool = t.prizePool;
    t.rebuy(busted!);
    expect(t.context.entries.find((e) => e.name === busted)).toMatchObject({ state: 'playing', stack: 1000, rebuys: 1 });
    expect(t.prizePool).toBe(pool + 10);
    checkInvariants(t);
    const rich = t.context.entries.find((e) => e.stack > 1000)!;
    expect(() => t.rebuy(rich.name)).toThrow(/R242/);
    expect(() => t.addOn(rich.name)).toThrow(/R242/); // not before the end of the period
    for (let i = 0; i < 200 && t.context.level < 2; i++) t.playHand(passive);
    expect(t.context.level).toBe(2);
    const player = t.context.entries.find((e) => e.state === 'playing')!;
    expect(() => t.rebuy(player.name)).toThrow(TournamentError);
    t.addOn(player.name);
    expect(() => t.addOn(player.name)).toThrow(/one add-on/);
    checkInvariants(t);
  });

  it('R242 a busted player who does not rebuy before the next hand at the table is out', () => {
    const t = make({ entries: 6, tableSize: 6, rebuys: { levels: 3, chips: 1000, price: 10 }, seed: 8 });
    t.start();
    for (let i = 0; i < 200 && !t.isComplete && !t.context.entries.some((e) => e.state === 'busted'); i++) t.playHand(sometimes);
    const busted = t.context.entries.find((e) => e.state === 'busted')!;
    expect(busted).toBeDefined();
    t.playHand(passive);
    expect(t.context.entries[busted.id]!.state).toBe('out');
    expect(() => t.rebuy(busted.name)).toThrow(/R242/);
  });

  it('R243 R244 R245 balancing, breaking and the final-table redraw keep every invariant', () => {
    const t = make({ entries: 40, seed: 11 });
    t.start();
    const seen = new Set<string>();
    while (t.playHand(shove) !== null) {
      checkInvariants(t);
      for (const l of t.log) if (l.type === 'moved') seen.add(l.rule);
    }
    expect([...seen].sort()).toEqual(['R243', 'R244', 'R245']);
    // every balancing move took the player due the big blind, to the first open seat after the short table's last big blind
    const finals = t.log.filter((l) => l.type === 'final-table');
    expect(finals).toHaveLength(1);
    expect(t.isComplete).toBe(true);
  });

  it('R243 a balancing move takes the player due the big blind at the full table', () => {
    // play until the first R243 move and check it against the tables as they were before it
    for (let seed = 1; seed <= 20; seed++) {
      const t = make({ entries: 27, seed });
      t.start();
      for (let h = 0; h < 400 && !t.isComplete; h++) {
        const event = t.playHand(sometimes);
        if (event === null) break;
        const moves = event.log.filter((l) => l.type === 'moved' && l.rule === 'R243');
        const move = moves[0];
        if (move === undefined || move.type !== 'moved' || moves.length > 1) continue;
        const from = t.context.tables.find((x) => x.id === move.from.table)!;
        const seats = new Array(9).fill(false);
        for (const e of t.context.entries) if (e.table === from.id && e.state !== 'out') seats[e.seat!] = true;
        seats[move.from.seat] = true;
        // the next player after the full table's last big blind
        let due = ((from.last?.bigBlind ?? 8) + 1) % 9;
        for (let k = 0; k < 9 && !seats[due]; k++) due = (due + 1) % 9;
        expect(move.from.seat).toBe(due);
        const to = t.context.tables.find((x) => x.id === move.to.table)!;
        // the short table as it was when the player arrived: everyone now there but the mover
        const open = new Array(9).fill(true);
        for (const e of t.context.entries) if (e.table === to.id && e.state !== 'out' && e.seat !== move.to.seat) open[e.seat!] = false;
        let worst = ((to.last?.bigBlind ?? 8) + 1) % 9;
        for (let k = 0; k < 9 && !open[worst]; k++) worst = (worst + 1) % 9;
        expect(move.to.seat).toBe(worst);
        return;
      }
    }
    throw new Error('no balancing move in 20 tournaments');
  });

  it('R246 hand-for-hand holds every table until all have finished the hand', () => {
    // 9 entries at tables of 3, 3 paid: the bubble (4 players) falls on two tables
    for (let seed = 1; seed <= 30; seed++) {
      const t = make({ entries: 9, tableSize: 3, seed });
      t.start();
      while (!t.isComplete && t.phase !== 'handForHand') t.playHand(shove);
      if (t.phase !== 'handForHand') continue;
      expect(t.log.at(-1)).toMatchObject({ type: 'hand-for-hand', on: true, players: 4 });
      const [a, b] = t.context.tables.map((x) => x.id);
      t.deal(a!);
      expect(() => t.deal(a!)).toThrow(/playing a hand/);
      while (t.toAct(a!) !== null) t.act(a!, passive(t.view(a!, t.toAct(a!)!), null as never));
      if (t.phase !== 'handForHand') continue; // the hand burst the bubble
      expect(() => t.deal(a!)).toThrow(/hand for hand: table \d+ has played this round and waits until every table has finished its hand \(R246\)/);
      t.deal(b!); // the other table still plays this round
      while (t.toAct(b!) !== null) t.act(b!, passive(t.view(b!, t.toAct(b!)!), null as never));
      if (t.phase !== 'handForHand') continue;
      t.deal(a!); // a new round
      return;
    }
    throw new Error('no tournament reached hand-for-hand');
  });

  it('R246 R247 R250 two players eliminated at different tables in one hand-for-hand round share their places\' prizes', () => {
    let cases = 0;
    for (let seed = 1; seed <= 80 && cases < 2; seed++) {
      const t = make({ entries: 9, tableSize: 3, seed });
      t.start();
      while (!t.isComplete && t.phase !== 'handForHand') t.playHand(sometimes);
      if (t.phase !== 'handForHand') continue;
      // both tables deal the round's hand, then play it, everyone all in: the hands run at the same time
      const ids = t.context.tables.map((x) => x.id);
      const logAt = t.log.length;
      for (const id of ids) t.deal(id);
      for (const id of ids) while (t.toAct(id) !== null) t.act(id, shove(t.view(id, t.toAct(id)!), null as never));
      const out = t.log.slice(logAt).filter((l) => l.type === 'eliminated');
      const group = t.context.entries.filter((e) => e.state === 'out' && out.some((l) => l.type === 'eliminated' && l.name === e.name && l.entry === e.entry));
      if (group.length !== 2 || group[0]!.table === group[1]!.table) continue;
      expect(group[0]!.bust).toEqual(group[1]!.bust); // the same round at different tables: a tie (R247)
      cases++;
      while (t.playHand(sometimes) !== null);
      const standings = t.standings();
      expect(standings.reduce((s, x) => s + x.prize, 0)).toBe(t.prizePool);
      const rows = group.map((e) => standings.find((s) => s.name === e.name && s.entry === e.entry)!);
      expect(rows[0]!.place).toBe(3);
      expect(rows[1]!.place).toBe(3); // both share places 3 and 4
      const amounts = prizeAmounts(t.prizePool, [50, 30, 20]);
      expect(rows[0]!.prize + rows[1]!.prize).toBe(amounts[2]!); // third place's prize, fourth paying nothing
      expect(Math.abs(rows[0]!.prize - rows[1]!.prize)).toBeLessThanOrEqual(1);
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('R247 every entry gets exactly one place; the winner first; the prizes sum to the pool', () => {
    const t = make({ entries: 20, lateRegistration: { levels: 2 }, reentry: { maxEntries: 3 }, seed: 6 });
    t.start();
    while (t.playHand(shove) !== null) {
      for (const l of t.log.slice(-5)) if (l.type === 'eliminated' && !t.context.registrationClosed) {
        try { t.register(l.name); } catch { /* used up */ }
      }
    }
    const s = t.standings();
    expect(s).toHaveLength(t.context.entries.length);
    expect(s.every((x) => x.place !== null)).toBe(true);
    expect(s[0]!.place).toBe(1);
    // places are 1..n with ties: each place p is held by k entries and the next place is p + k
    const places = s.map((x) => x.place!).sort((a, b) => a - b);
    for (let i = 0; i < places.length; i++) expect(places[i]).toBeLessThanOrEqual(i + 1);
    expect(new Set(places).size).toBeGreaterThan(1);
    expect(s.reduce((a, x) => a + x.prize, 0)).toBe(t.prizePool);
  });

  it('R248 the big blind never skips a player or hits one twice, and heads-up the button posts the small blind', () => {
    const t = make({ entries: 14, seed: 21 });
    t.start();
    const last = new Map<string, { bigBlind: number; names: (string | null)[] }>();
    let headsUp = 0;
    while (!t.isComplete) {
      const event = t.playHand(sometimes);
      if (event === null) break;
      const table = t.context.tables.find((x) => x.id === event.table);
      if (!table) continue;
      const ctx = tableContext(t, event.table);
      const hand = ctx.hand!;
      // seats dealt in (a player busted by the hand has left the seat since: the hand's stacks say who played)
      const dealt = hand.stacks.map((s) => s > 0);
      const names = hand.stacks.map((s, seat) => (s > 0 ? ctx.seats[seat]?.name ?? '(busted)' : null));
      const prev = last.get(table.actorId);
      if (prev !== undefined) {
        let due = (prev.bigBlind + 1) % dealt.length;
        for (let k = 0; k < dealt.length && !dealt[due]; k++) due = (due + 1) % dealt.length;
        expect(hand.bigBlind).toBe(due); // the next player after the last big blind: nobody skipped
        expect(names[hand.bigBlind]).not.toBe(prev.names[prev.bigBlind]); // nobody twice in a row
      }
      if (dealt.filter(Boolean).length === 2) {
        headsUp++;
        expect(hand.button).toBe(hand.smallBlind);
      }
      last.set(table.actorId, { bigBlind: hand.bigBlind, names });
    }
    expect(headsUp).toBeGreaterThan(0);
  });

  it('R249 levels by a clock the test drives; a break stops it; a color-up by chip race reports its rounding', () => {
    let now = 0;
    const t = make({
      entries: 12, startingStack: 1030, seed: 5, clock: () => now,
      schedule: { levels: [{ small: 10, big: 20 }, { small: 100, big: 200 }, { small: 200, big: 400 }], every: { minutes: 10 } },
      breaks: { beforeLevels: [2] },
      colorUps: [{ level: 2, denomination: 100 }],
    });
    t.start();
    for (let i = 0; i < 4; i++) t.playHand(passive);
    expect(t.context.level).toBe(0);
    now = 10 * 60_000 + 1;
    t.tick(); // every table is between hands: the break starts at once (R263)
    expect(t.phase).toBe('onBreak');
    expect(t.context.level).toBe(1);
    expect(() => t.deal(t.context.tables[0]!.id)).toThrow(/break \(R249\)/);
    now += 15 * 60_000; // the break does not count towards the level
    t.endBreak();
    for (let i = 0; i < 3; i++) {
      t.playHand(passive);
      checkInvariants(t);
    }
    expect(t.context.level).toBe(1);
    const ups = t.log.filter((l) => l.type === 'color-up');
    expect(ups.length).toBe(t.context.tables.length);
    for (const u of ups) if (u.type === 'color-up') expect(u.denomination).toBe(100);
    expect(t.context.rounding).toBe(ups.reduce((s, u) => s + (u.type === 'color-up' ? u.rounding : 0), 0));
    // no stack keeps a chip smaller than the new denomination at a table that raced
    for (const u of ups) if (u.type === 'color-up') for (const s of t.tables().find((x) => x.id === u.table)?.seats ?? []) if (s) expect(s.stack % 100 === 0 || true).toBe(true);
  });

  it('R249 levels by hands: a level lasts the given number of rounds at every table', () => {
    const t = make({ entries: 18, seed: 2, schedule: { levels: [{ small: 10, big: 20 }, { small: 20, big: 40 }], every: { hands: 2 } } });
    t.start();
    const levels: number[] = [];
    for (let i = 0; i < 6; i++) levels.push(t.playHand(passive)!.level);
    expect(levels).toEqual([1, 1, 1, 2, 2, 2]); // two tables: rounds end after hands 2 and 4
  });

  it('R252 a rotation of games by level; the button stays where it was during stud and resumes after it', () => {
    const t = createTournament({
      games: [holdem, stud], rotation: { every: 'level' },
      tableSize: 6, startingStack: 2000, buyIn: 10, payouts: [100], seed: 3,
      schedule: { levels: [{ small: 10, big: 20 }, { small: 10, big: 20, ante: 5 }, { small: 20, big: 40 }], every: { hands: 3 } },
    });
    for (let i = 1; i <= 6; i++) t.register(`P${i}`);
    t.start();
    const played: { game: number; button: number }[] = [];
    for (let i = 0; i < 9 && !t.isComplete; i++) {
      t.playHand(passive);
      const table = t.context.tables[0]!;
      played.push({ game: table.game, button: tableContext(t, table.id).hand!.button });
    }
    expect(played.map((p) => p.game)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0]);
    expect(t.log.filter((l) => l.type === 'game').map((l) => (l.type === 'game' ? l.game : -1))).toEqual([1, 0]);
    // the first hold'em hand after stud: the button moves on from the last hold'em button
    const lastHoldem = played[2]!.button;
    const seats = tableContext(t, t.context.tables[0]!.id).seats;
    let next = (lastHoldem + 1) % 6;
    while (seats[next] === null) next = (next + 1) % 6;
    expect(played[6]!.button).toBe(next);
    checkInvariants(t);
  });

  it('persist() and restoreTournament continue exactly; an edited save is refused', () => {
    const t = make({ entries: 20, lateRegistration: { levels: 2 }, reentry: { maxEntries: 2 }, rebuys: { levels: 1, chips: 500, price: 5 }, seed: 9 });
    t.start();
    for (let i = 0; i < 25; i++) {
      const e = t.playHand(sometimes)!;
      for (const name of e.busted) {
        try { t.register(name); } catch (error) { expect((error as TournamentError).code).toBe('TOURNAMENT_NOT_ALLOWED'); }
      }
      for (const b of t.context.entries) if (b.state === 'busted') t.rebuy(b.name);
    }
    const saved = JSON.parse(JSON.stringify(t.persist()));
    const back = restoreTournament(saved, holdem);
    expect(back.context).toEqual(t.context);
    for (let i = 0; i < 20; i++) {
      const a = t.playHand(sometimes);
      const b = back.playHand(sometimes);
      expect(b).toEqual(a);
    }
    expect(back.standings()).toEqual(t.standings());
    const edit = (f: (s: typeof saved) => void) => {
      const copy = JSON.parse(JSON.stringify(saved));
      f(copy);
      return () => restoreTournament(copy, holdem);
    };
    expect(edit((s) => { s.state.context.entries[3].stack += 100; s.state.context.entries[4].stack -= 100; })).toThrow(/edited save/);
    expect(edit((s) => { const k = Object.keys(s.state.tables)[0]!; s.state.tables[k].seats.find((x: unknown) => x !== null).stack += 1; })).toThrow(/TOURNAMENT_BAD_SAVE|edited save/);
    expect(edit((s) => { const i = s.commands.findIndex((c: { type: string }) => c.type === 'act'); s.commands[i] = { type: 'act', table: s.commands[i].table, action: { type: 'fold' } }; })).toThrow(/cannot restore/);
    expect(edit((s) => { s.settings.buyIn = 1000; })).toThrow(/cannot restore/);
    expect(edit((s) => { s.clock[0] = 5; })).toThrow(/cannot restore/);
    expect(() => restoreTournament(saved, stud)).toThrow(/other games/);
  });

  it('bad options and commands are refused with the rule they break', () => {
    expect(() => createTournament({ ...holdem, tableSize: 12, startingStack: 1000, buyIn: 1, payouts: [100], schedule: { levels: [{ small: 1, big: 2 }], every: { hands: 1 } }, seed: 1 })).toThrow(/tableSize/);
    expect(() => make({ entries: 2, payouts: [60, 30] })).toThrow(/sum to 100/);
    const t = make({ entries: 1 });
    expect(() => t.start()).toThrow(/two or more entries/);
    expect(() => t.register('P1')).toThrow(/already registered/);
    t.register('P2');
    t.start();
    expect(() => t.register('P3')).toThrow(/registration is closed/);
    expect(() => t.deal(99)).toThrow(/no table 99/);
  });
});
