// The room's tournaments (R263) with what cash tables already had: the time bank's refill (R260),
// a pause that stops the tournament clock, snapshots, and hands() of a tournament's tables.
import { describe, expect, it } from 'vitest';
import type { RoomTournamentOptions } from '@pokerchart/client';
import { createRng } from '@pokerchart/cards';
import { pgliteSql, replayTournament, RoomStore, RoomTournament, TournamentHost, TournamentStore, type TournamentConfig, type TournamentRoomEvent, type TournamentSnapshot } from '../src/index.js';
import { clientsForTests, roomForTests, tempDir, tournamentPlay, waitFor } from './helpers.js';

const room = roomForTests('pc-room-tournament-gaps-');
const client = clientsForTests(room);

const config = (over: Partial<TournamentConfig['settings']> = {}, clock: TournamentConfig['clock'] = { actionSeconds: 5, timeBankSeconds: 10, refill: { seconds: 2, everyHands: 2 } }): TournamentConfig => ({
  name: 'gaps', variant: 'holdem', betting: 'no-limit', startAt: null, dealDelayMs: 0, clock, sitOutAfter: 2,
  settings: {
    tableSize: 6, startingStack: 1000, buyIn: 10, payouts: [100], seed: 5,
    schedule: { levels: Array.from({ length: 10 }, (_, k) => ({ small: 5 * (k + 1), big: 10 * (k + 1) })), every: { minutes: 1 } },
    ...over,
  } as TournamentConfig['settings'],
});

/** Applies events to a tournament and keeps them, as the room's log does. */
function logged(t: RoomTournament) {
  const events: { seq: number; event: TournamentRoomEvent }[] = [];
  return {
    events,
    apply(event: TournamentRoomEvent) {
      t.apply(event);
      events.push({ seq: t.seq, event });
    },
  };
}

/** The one to act at table 1 folds (or checks) until the hand is over. */
function finishHand(t: RoomTournament, log: ReturnType<typeof logged>, now: number, bankMs?: number): void {
  for (let d = t.decision(1); d !== null; d = t.decision(1)) {
    const legal = t.tournament.view(1, d.seat).legalActions!;
    log.apply({ type: 'act', table: 1, seat: d.seat, action: legal.check ? { type: 'check' } : { type: 'fold' }, now, ...(bankMs !== undefined ? { bankMs } : {}) });
  }
}

describe('time banks at tournament tables (R260)', () => {
  it('R260 a player\'s bank grows by refill.seconds every refill.everyHands hands dealt, up to the starting bank', () => {
    const t = new RoomTournament('r260', config());
    const log = logged(t);
    log.apply({ type: 'register', name: 'Ann', tokenHash: 'a', now: 0 });
    log.apply({ type: 'register', name: 'Bob', tokenHash: 'b', now: 0 });
    log.apply({ type: 'start', now: 0 });
    let refilled = 0;
    for (let hand = 1; hand <= 6; hand++) {
      const before = [t.bankOf('Ann'), t.bankOf('Bob')];
      log.apply({ type: 'deal', table: 1, now: hand });
      const after = [t.bankOf('Ann'), t.bankOf('Bob')];
      // both are dealt into every hand: every second hand adds 2 s, up to 10 s
      expect(after).toEqual(before.map((b) => (hand % 2 === 0 ? Math.min(10_000, b + 2000) : b)));
      refilled += after[0]! - before[0]! + after[1]! - before[1]!;
      finishHand(t, log, hand, 3000); // whoever decides spends their bank down to 3 s
    }
    expect(refilled).toBeGreaterThan(0);
    // the cap: nobody spends, the refills stop at the starting bank
    for (let hand = 7; hand <= 16; hand++) {
      log.apply({ type: 'deal', table: 1, now: hand });
      finishHand(t, log, hand);
    }
    expect([t.bankOf('Ann'), t.bankOf('Bob')]).toEqual([10_000, 10_000]);
    t.stop();
  });
});

describe('pausing a tournament stops its clock (R263)', () => {
  it('R263 R241 R249 levels, breaks and late registration stand still from pause to resume, and a replay of the log agrees', async () => {
    const c = config({ lateRegistration: { levels: 2 }, breaks: { beforeLevels: [3], minutes: 1 } });
    const t = new RoomTournament('pause', c);
    const log = logged(t);
    const min = 60_000;
    log.apply({ type: 'register', name: 'Ann', tokenHash: 'a', now: 0 });
    log.apply({ type: 'register', name: 'Bob', tokenHash: 'b', now: 0 });
    log.apply({ type: 'start', now: 0 });
    log.apply({ type: 'tick', now: 0.5 * min });
    expect(t.tournament.context.level).toBe(0);
    log.apply({ type: 'pause', now: 0.5 * min });
    log.apply({ type: 'tick', now: 30 * min });
    // 30 minutes later, paused after 30 s of level 1: still level 1, late registration open
    expect(t.tournament.context.level).toBe(0);
    expect(t.tournament.context.registrationClosed).toBe(false);
    log.apply({ type: 'register', name: 'Cy', tokenHash: 'c', now: 30 * min });
    log.apply({ type: 'resume', now: 30 * min });
    log.apply({ type: 'tick', now: 30.4 * min });
    expect(t.tournament.context.level).toBe(0); // 54 s of level 1 have run
    log.apply({ type: 'tick', now: 30.6 * min });
    expect(t.tournament.context.level).toBe(1); // level 2 began 60 s of running time after the start
    log.apply({ type: 'tick', now: 31.6 * min });
    expect(t.tournament.context.level).toBe(2); // late registration closes at level 2's end
    expect(t.tournament.context.registrationClosed).toBe(true);
    // the break before level 3: its minute stands still during a pause too
    expect(t.tournament.phase).toBe('onBreak');
    log.apply({ type: 'pause', now: 31.7 * min });
    log.apply({ type: 'tick', now: 50 * min });
    expect(t.tournament.phase).toBe('onBreak');
    log.apply({ type: 'resume', now: 50 * min });
    log.apply({ type: 'tick', now: 50.7 * min });
    expect(t.tournament.phase).toBe('onBreak');
    log.apply({ type: 'tick', now: 51 * min });
    expect(t.tournament.phase).not.toBe('onBreak');
    // a takeover replays the log: the same clock, levels and registration
    const again = await replayTournament('pause', c, log.events);
    expect(again.tournament.context.clock).toEqual(t.tournament.context.clock);
    expect(again.tournament.context.level).toBe(t.tournament.context.level);
    expect(again.standings()).toEqual(t.standings());
    t.stop();
    again.stop();
  });
});

describe('hands() of a tournament\'s tables (R265)', () => {
  it('R265 R126 players, spectators and the admin get the finished hands as PHH, each seeing what they may, paged as at cash tables', async () => {
    const admin = await client();
    const options: RoomTournamentOptions = {
      variant: 'holdem', betting: 'no-limit', tableSize: 3, startingStack: 2000, buyIn: 10, payouts: [100], seed: 8, dealDelayMs: 0,
      schedule: { levels: [{ small: 10, big: 20 }], every: { minutes: 60 } }, clock: { actionSeconds: 5, timeBankSeconds: 0 },
    };
    const { tournamentId, adminToken } = await admin.createTournament(options);
    const players = [await client(), await client(), await client()];
    const errors: Error[] = [];
    const bots = players.map((c, i) => tournamentPlay(c, tournamentId, 70 + i, errors));
    for (const [i, c] of players.entries()) await c.register(tournamentId, { name: `h${i}` });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    const tableId = `${tournamentId}/t1`;
    await waitFor(async () => (await admin.hands(tableId, { adminToken, limit: 10 })).length >= 6, 60_000, 'six finished hands');
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'pause' });
    for (const b of bots) b.stop();
    const all = await admin.hands(tableId, { adminToken });
    const n = all.length;
    expect(n).toBeGreaterThanOrEqual(6);
    expect(all.map((h) => h.hand)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
    const dealt = (h: (typeof all)[number]) => h.actions.filter((a) => a.startsWith('d dh '));
    for (const h of all) {
      expect(h.table).toBe(tableId);
      expect(h.seat_count).toBe(3);
      expect(h.seats!.every((s) => s >= 1 && s <= 3)).toBe(true);
      expect(h.players!.every((p) => /^h[0-2]$/.test(p))).toBe(true);
      // the admin sees every down card
      expect(dealt(h).every((a) => !a.includes('??'))).toBe(true);
    }
    // a player sees their own cards in every hand, and another's only when shown
    const mine = await players[0]!.hands(tableId);
    expect(mine).toHaveLength(n);
    let hidden = 0;
    for (const [k, h] of mine.entries()) {
      const me = h.players!.indexOf('h0');
      dealt(h).forEach((a, i) => {
        const p = Number(/^d dh p(\d+)/.exec(a)![1]) - 1;
        if (p === me) expect(a).toBe(dealt(all[k]!)[i]);
        else if (a.includes('??')) hidden++;
      });
    }
    expect(hidden).toBeGreaterThan(0);
    // a connection without a seat (a spectator) gets no down card the rules did not show
    const watcher = await client();
    const seen = await watcher.hands(tableId);
    expect(seen).toHaveLength(n);
    for (const [k, h] of seen.entries()) {
      const shows = all[k]!.actions.filter((a) => / sm /.test(a)).map((a) => a.split(' ')[0]);
      for (const a of dealt(h)) if (!shows.includes(a.split(' ')[2]!)) expect(a).toMatch(/ \?\?\?\?/);
    }
    expect(seen.filter((h) => dealt(h).some((a) => a.includes('??'))).length).toBeGreaterThan(0);
    // a wrong admin token is refused; pages are slices of the whole
    await expect(watcher.hands(tableId, { adminToken: 'nope' })).rejects.toMatchObject({ code: 'BAD_TOKEN' });
    expect(await admin.hands(tableId, { adminToken, limit: 2, offset: 3 })).toEqual(all.slice(3, 5));
    expect(await admin.hands(tableId, { adminToken, limit: 500, offset: n })).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});

/**
 * Plays a room tournament by its events alone, as a room would log them: deals where the
 * tournament lets a table deal, random actions (some spending the time bank, some timeouts), the
 * clock's ticks, a pause and a resume, a sit-out and back. Returns the log; `each` sees every event.
 */
function playLog(config: TournamentConfig, seed: number, steps: number, each: (t: RoomTournament, event: TournamentRoomEvent) => void = () => {}): { t: RoomTournament; events: { seq: number; event: TournamentRoomEvent }[] } {
  const r = createRng(seed);
  const t = new RoomTournament('snap', config);
  const events: { seq: number; event: TournamentRoomEvent }[] = [];
  let now = 1_000_000;
  const apply = (event: TournamentRoomEvent) => {
    t.apply(event);
    events.push({ seq: t.seq, event });
    each(t, event);
  };
  for (let i = 0; i < 14; i++) apply({ type: 'register', name: `p${i}`, tokenHash: `h${i}`, now });
  apply({ type: 'start', now });
  for (let step = 0; step < steps && !t.tournament.isComplete; step++) {
    now += 1 + r.int(4000);
    if (step === 40) apply({ type: 'pause', now });
    if (step === 60) apply({ type: 'resume', now });
    if (step === 80) apply({ type: 'sit-out', name: 'p3' });
    if (step === 120) apply({ type: 'sit-in', name: 'p3' });
    const ctx = t.tournament.context;
    const acting = ctx.tables.filter((x) => t.decision(x.id) !== null);
    if (acting.length > 0 && r.int(5) !== 0) {
      const table = acting[r.int(acting.length)]!.id;
      const d = t.decision(table)!;
      const legal = t.tournament.view(table, d.seat).legalActions!;
      const roll = r.int(10);
      if (roll === 0) apply({ type: 'act', table, seat: d.seat, action: t.timeoutAction(table, d.seat), now, timeout: true });
      else {
        const action = legal.check ? { type: 'check' as const } : roll < 4 ? { type: 'fold' as const } : roll < 6 && legal.raiseTo !== null ? { type: 'raise' as const, to: legal.raiseTo.max } : { type: 'call' as const };
        apply({ type: 'act', table, seat: d.seat, action, now, ...(roll === 1 ? { bankMs: r.int(8000) } : {}) });
      }
      continue;
    }
    const ready = ctx.tables.filter((x) => !x.playing && t.canDeal(x.id));
    if (ready.length > 0 && r.int(4) !== 0) apply({ type: 'deal', table: ready[r.int(ready.length)]!.id, now });
    else apply({ type: 'tick', now });
  }
  return { t, events };
}

/** What a takeover must give back: standings, tables, seats, stacks, views, clock and the room's facts. */
function facts(t: RoomTournament) {
  const ctx = t.tournament.context;
  return {
    seq: t.seq,
    standings: t.standings(),
    tables: t.tournament.tables(),
    views: ctx.tables.map((x) => t.view(x.id, 'spectator')),
    context: ctx,
    banks: ctx.entries.map((e) => t.bankOf(e.name)),
    sittingOut: [...t.sittingOut],
    clock: t.clockNow,
    paused: t.paused,
    snapshot: t.snapshot('k', null).snapshot,
  };
}

const snapConfig = config({ tableSize: 4, lateRegistration: { levels: 2 }, breaks: { beforeLevels: [4], minutes: 1 }, payouts: [60, 40] } as never,
  { actionSeconds: 5, timeBankSeconds: 10, refill: { seconds: 3, everyHands: 2 } });

describe('tournament snapshots (R263, the room\'s durability)', () => {
  it('R263 a tournament resumed from a snapshot plus the later events has the standings, tables, seats, stacks and clock of the replay of its whole log', async () => {
    const key = 'room-key';
    const snaps: TournamentSnapshot[] = [];
    const { t, events } = playLog(snapConfig, 21, 600, (x, event) => {
      if (x.seq % 23 === 0) snaps.push(JSON.parse(JSON.stringify(x.snapshot(key, event))) as TournamentSnapshot);
    });
    expect(snaps.length).toBeGreaterThan(8);
    expect(snaps.some((s) => s.snapshot.tournament.snapshot.chart.context && (s.snapshot.tournament.snapshot.chart.context as { tables: { playing: boolean }[] }).tables.some((x) => x.playing))).toBe(true);
    const whole = await replayTournament('snap', snapConfig, events);
    expect(facts(whole)).toEqual(facts(t));
    for (const snap of snaps) {
      const resumed = await replayTournament('snap', snapConfig, events.filter((e) => e.seq >= snap.snapshot.seq), [], snap, key);
      expect(facts(resumed)).toEqual(facts(whole));
      resumed.stop();
    }
    // an edited snapshot (a stack) is refused by its signature; another key too
    const edited = JSON.parse(JSON.stringify(snaps[3])) as TournamentSnapshot;
    (edited.snapshot.tournament.snapshot.chart.context as { entries: { stack: number }[] }).entries[0]!.stack += 100;
    await expect(replayTournament('snap', snapConfig, events, [], edited, key)).rejects.toMatchObject({ code: 'BAD_SIGNATURE' });
    await expect(replayTournament('snap', snapConfig, events, [], snaps[3], 'other-key')).rejects.toMatchObject({ code: 'BAD_SIGNATURE' });
    t.stop();
    whole.stop();
  });

  it('R263 a snapshot cannot make a takeover lose an acknowledged action: one taken after an event the log does not hold is refused and the takeover uses an older one; a node without the lease stores none', async () => {
    const temp = tempDir('pc-tournament-snapshots-');
    const sql = await pgliteSql(temp.dir);
    try {
      const rooms = new RoomStore(sql);
      await rooms.init();
      const store = new TournamentStore(sql);
      await store.init();
      const key = 'room-key';
      const { t, events } = playLog(snapConfig, 5, 300);
      const id = 'snap';
      await store.insert(id, snapConfig, 'admin', null);
      expect((await rooms.claim(id, 'A', 'ws://a', 60_000)).nodeId).toBe('A');
      // the old owner A commits the log, with a snapshot at event 100 (in order, as its host does)
      const good = await replayTournament(id, snapConfig, events.slice(0, 100));
      for (const { seq, event } of events) {
        await store.append(id, seq, event, 'A');
        if (seq === 100) expect(await store.saveSnapshot(id, good.snapshot(key, event), 'A')).toBe(true);
      }
      expect(await store.saveSnapshot(id, good.snapshot(key, events[99]!.event), 'B')).toBe(false); // B holds no lease
      // a snapshot after an event 101 that is not the log's (an action A applied but never committed)
      const fork = await replayTournament(id, snapConfig, events.slice(0, 100));
      const d = fork.tournament.context.tables.map((x) => ({ table: x.id, d: fork.decision(x.id) })).find((x) => x.d !== null);
      const forked: TournamentRoomEvent = d !== undefined ? { type: 'act', table: d.table, seat: d.d!.seat, action: fork.timeoutAction(d.table, d.d!.seat), now: 1, timeout: true } : { type: 'tick', now: 2 };
      expect(JSON.stringify(forked)).not.toBe(JSON.stringify(events[100]!.event));
      fork.apply(forked);
      await sql.query('insert into pc_tournament_snapshots (tournament_id, seq, snapshot) values ($1, $2, $3::jsonb)', [id, fork.seq, JSON.stringify(fork.snapshot(key, forked))]);
      await expect(replayTournament(id, snapConfig, await store.events(id, fork.seq), [], (await store.snapshots(id))[0], key)).rejects.toMatchObject({ code: 'INTERNAL' });
      // node B takes over (A's lease has ended): the forked snapshot is refused, the one at 100 used, every event after it applied
      await sql.query("update pc_leases set expires_at = now() - interval '1 second' where table_id = $1", [id]);
      const logged: string[] = [];
      const host = new TournamentHost(rooms, { nodeId: 'B', url: 'ws://b', leaseMs: 60_000, dealDelayMs: 1_000_000, maxPerCreator: 5, variants: [], log: (l) => logged.push(l), key, tickMs: 1_000_000, snapshotEvery: 50 });
      const session = { send: () => {}, tokens: new Map<string, string>() };
      const standings = await host.handle(session, { type: 'standings', tournamentId: id });
      const replayed = await replayTournament(id, snapConfig, events);
      expect(standings).toEqual(replayed.standings());
      for (const x of replayed.tournament.context.tables) {
        const v = (await host.handle(session, { type: 'watch', tableId: `${id}/t${x.id}` })) as ReturnType<RoomTournament['view']>;
        const w = replayed.view(x.id, 'spectator');
        expect({ ...v, clock: null }).toEqual({ ...w, clock: null });
      }
      expect(logged.filter((l) => /snapshot \d+ refused/.test(l))).toEqual([expect.stringMatching(/not the log's/)]); // the forked one only: the one at 100 was used
      await host.close();
      t.stop();
      good.stop();
      replayed.stop();
    } finally {
      await sql.close();
      temp.remove();
    }
  });
});
