// The room's tournaments (R263) with what cash tables already had: the time bank's refill (R260),
// a pause that stops the tournament clock, snapshots, and hands() of a tournament's tables.
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Client, type RoomTournamentOptions } from '@pokerchart/client';
import { replayTournament, RoomTournament, type TournamentConfig, type TournamentRoomEvent } from '../src/index.js';
import { roomForTests, tournamentPlay, waitFor } from './helpers.js';

const room = roomForTests('pc-room-tournament-gaps-');
const clients: Client[] = [];
afterAll(async () => {
  for (const c of clients) await c.close();
});
const client = async () => {
  const c = await connect(room().url);
  clients.push(c);
  return c;
};

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
