// Tournaments served in the room (R263): the client's tournament methods, their refusals, and a
// small tournament played to its end by clients over two tables.
import { describe, expect, it } from 'vitest';
import type { RoomTournamentOptions } from '@pokerchart/client';
import { TournamentStore } from '../src/index.js';
import { clientsForTests, roomForTests, tournamentPlay, waitFor } from './helpers.js';

const room = roomForTests('pc-room-tournament-');
const client = clientsForTests(room);
const code = async (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

const fast: RoomTournamentOptions = {
  variant: 'holdem', betting: 'no-limit', tableSize: 3, startingStack: 60, buyIn: 10, payouts: [70, 30], seed: 3, dealDelayMs: 0,
  schedule: { levels: Array.from({ length: 12 }, (_, k) => ({ small: 2 * 2 ** k, big: 4 * 2 ** k })), every: { minutes: 0.02 } },
  clock: { actionSeconds: 5, timeBankSeconds: 0 },
};

describe('tournaments in the room (R263)', () => {
  it('R263 createTournament, register, lobby, start, seat events, play to the end: every entry placed, prizes sum to the pool', async () => {
    const admin = await client();
    const { tournamentId, adminToken } = await admin.createTournament({ ...fast, name: 'Friday' });
    const lobby = await admin.lobby();
    expect(lobby.tournaments.find((t) => t.tournamentId === tournamentId)).toEqual({ tournamentId, name: 'Friday', state: 'registering', entries: 0, prizePool: 0 });
    const players = await Promise.all(Array.from({ length: 5 }, () => client()));
    const errors: Error[] = [];
    const seats = new Map<number, string[]>();
    players.forEach((c, i) => c.on('seat', (tid, s) => {
      if (tid === tournamentId) seats.set(i, [...(seats.get(i) ?? []), s.tableId]);
    }));
    const bots = players.map((c, i) => tournamentPlay(c, tournamentId, 10 + i, errors));
    for (const [i, c] of players.entries()) await c.register(tournamentId, { name: `p${i}` });
    expect((await admin.lobby()).tournaments.find((t) => t.tournamentId === tournamentId)?.entries).toBe(5);
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    await waitFor(() => seats.size === 5, 10_000, 'every player told their seat');
    const tables = (await admin.lobby()).tables.filter((t) => t.tournamentId === tournamentId);
    expect(tables.map((t) => t.tableId).sort()).toEqual([`${tournamentId}/t1`, `${tournamentId}/t2`]);
    expect(tables.map((t) => t.players).sort()).toEqual([2, 3]);
    await waitFor(async () => (await admin.lobby()).tournaments.find((t) => t.tournamentId === tournamentId)?.state === 'complete', 60_000, 'the tournament to complete');
    for (const b of bots) b.stop();
    const standings = await admin.standings(tournamentId);
    expect(standings).toHaveLength(5);
    expect(standings.every((s) => s.place !== null)).toBe(true);
    expect(new Set(standings.map((s) => s.place)).size).toBe(5);
    expect(standings.reduce((t, s) => t + s.prize, 0)).toBe(50);
    expect(errors).toEqual([]);
  }, 90_000);

  it('R263 the room snapshots a tournament by default: every 50 events per table it has, at least 200 (two tables: after events 200, 400, ...; the latest two kept)', async () => {
    const admin = await client();
    const { tournamentId, adminToken } = await admin.createTournament({
      ...fast, name: 'Snapshots', startingStack: 5000, schedule: { levels: fast.schedule.levels, every: { minutes: 5 } },
    });
    const players = await Promise.all(Array.from({ length: 6 }, () => client()));
    const errors: Error[] = [];
    const bots = players.map((c, i) => tournamentPlay(c, tournamentId, 40 + i, errors));
    for (const [i, c] of players.entries()) await c.register(tournamentId, { name: `s${i}` });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    const store = new TournamentStore(room().room.store.sql);
    await waitFor(async () => (await store.snapshots(tournamentId)).some((x) => x.snapshot.seq === 400), 60_000, 'a snapshot after event 400');
    for (const b of bots) b.stop();
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'pause' });
    const seqs = (await store.snapshots(tournamentId)).map((x) => x.snapshot.seq);
    expect(seqs.length).toBeGreaterThan(0);
    expect(seqs.every((seq) => seq % 200 === 0)).toBe(true); // 200 events at one to four tables
    expect(Math.max(...seqs)).toBeGreaterThanOrEqual(400);
    expect(errors).toEqual([]);
  }, 90_000);

  it('R240 R241 refusals: a bad option, a taken name, a bad token, a closed registration, an action from a non-player', async () => {
    const admin = await client();
    expect(await code(admin.createTournament({ ...fast, tableSize: 1 }))).toBe('TOURNAMENT_BAD_CONFIG');
    expect(await code(admin.createTournament({ ...fast, variant: 'nope' }))).toBe('BAD_REQUEST');
    const { tournamentId, adminToken } = await admin.createTournament({ ...fast });
    const a = await client();
    const b = await client();
    const { token } = await a.register(tournamentId, { name: 'Ann' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await code(b.register(tournamentId, { name: 'Ann' }))).toBe('NAME_TAKEN');
    expect(await code(a.register(tournamentId, { name: 'Ann' }))).toBe('TOURNAMENT_NOT_ALLOWED'); // still in: no re-entry
    expect(await code(b.register(tournamentId, { name: ' ' }))).toBe('BAD_REQUEST');
    expect(await code(b.resumeTournament(tournamentId, 'not-a-token'))).toBe('BAD_TOKEN');
    expect(await code(b.tournamentAdmin(tournamentId, 'not-the-admin', { type: 'start' }))).toBe('BAD_TOKEN');
    expect(await code(admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' }))).toBe('TOURNAMENT_NOT_ALLOWED'); // one entry
    expect(await code(b.rebuy(tournamentId))).toBe('NOT_SEATED');
    expect(await code(a.rebuy(tournamentId))).toBe('TOURNAMENT_NOT_ALLOWED'); // no rebuy period
    expect(await code(b.standings('nosuchtournament'))).toBe('NO_SUCH_TABLE');
    await b.register(tournamentId, { name: 'Bob' });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'pause' });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    const tableId = `${tournamentId}/t1`;
    const watcher = await client();
    await watcher.watch(tableId);
    expect(watcher.lastView(tableId)?.names.filter((n) => n !== null).sort()).toEqual(['Ann', 'Bob']);
    expect(await code(watcher.act(tableId, { type: 'fold' }))).toBe('NOT_SEATED');
    expect(await code(watcher.join(tableId, { name: 'Cy', buyIn: 60 }))).toBe('BAD_REQUEST');
    expect(await code(admin.register(tournamentId, { name: 'Cy' }))).toBe('TOURNAMENT_NOT_ALLOWED'); // no late registration
    // paused: no hand is dealt; resumed: one is
    expect((await a.view(tableId)).handNumber).toBe(0);
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'resume' });
    // a view of the running hand with a player to act (a view sent while the hand was being dealt names nobody)
    await waitFor(() => { const w = a.lastView(tableId); return w !== undefined && w.handNumber >= 1 && w.phase !== 'between' && w.toAct !== null; }, 10_000, 'a hand after resume, a player to act');
    const v = a.lastView(tableId)!;
    await waitFor(() => b.lastView(tableId)?.handNumber === v.handNumber, 10_000, "Bob's view of the hand");
    expect(await code((v.toAct === v.viewer ? b : a).act(tableId, { type: 'fold' }))).toBe('NOT_YOUR_TURN');
    // a new connection takes Ann back with her token, and is told her seat
    const again = await client();
    const told: string[] = [];
    again.on('seat', (_t, s) => told.push(s.tableId));
    await again.resumeTournament(tournamentId, token);
    expect(told).toEqual([tableId]);
  }, 60_000);

  it('R242 rebuy and add-on from the client: between hands, in the rebuy period, one add-on after it; each adds its price to the prize pool', async () => {
    const admin = await client();
    const { tournamentId, adminToken } = await admin.createTournament({
      ...fast, payouts: [100], rebuys: { levels: 1, chips: 60, price: 10 }, addOn: { chips: 100, price: 10 },
      schedule: { levels: Array.from({ length: 6 }, (_, k) => ({ small: 1 * 2 ** k, big: 2 * 2 ** k })), every: { minutes: 0.15 } },
      clock: { actionSeconds: 0.3, timeBankSeconds: 0 },
    });
    const a = await client();
    const b = await client();
    await a.register(tournamentId, { name: 'Ann' });
    await b.register(tournamentId, { name: 'Bob' });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'pause' }); // no deal after the first hand
    const tableId = `${tournamentId}/t1`;
    // nobody acts: the clock folds or checks for them; the first hand ends, then the table waits
    await waitFor(() => a.lastView(tableId)?.phase === 'between' && b.lastView(tableId)?.phase === 'between', 30_000, 'the table between hands');
    const v = a.lastView(tableId)!;
    const annSeat = v.names.indexOf('Ann');
    const [short, tall] = v.stacks[annSeat]! <= 60 ? [a, b] : [b, a];
    await short.rebuy(tournamentId);
    expect(await code(admin.rebuy(tournamentId))).toBe('NOT_SEATED');
    // a pause stops the tournament clock too (R263): play on until level 2, then pause between hands
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'resume' });
    await waitFor(async () => (await admin.lobby()).tables.find((t) => t.tableId === tableId)?.blinds.big === 4, 30_000, 'level 2');
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'pause' });
    await waitFor(() => a.lastView(tableId)?.phase === 'between' && b.lastView(tableId)?.phase === 'between', 30_000, 'the table between hands at level 2');
    // level 2: the rebuy period is over, the add-on is open once
    // (the add-on is asked until it opens; asking for a rebuy while waiting could buy one during level 1)
    await waitFor(async () => (await code(tall.addOn(tournamentId))) === 'ok', 20_000, 'the add-on at level 2');
    expect(await code(tall.rebuy(tournamentId))).toBe('TOURNAMENT_NOT_ALLOWED');
    expect(await code(tall.addOn(tournamentId))).toBe('TOURNAMENT_NOT_ALLOWED');
    const listed = (await admin.lobby()).tournaments.find((t) => t.tournamentId === tournamentId)!;
    expect(listed.prizePool).toBe(10 + 10 + 10 + 10);
    expect(listed.state).toBe('running');
  }, 60_000);

  it('R262 R263 a player who never acts is blinded away, not removed: timeouts, then sitting out (every decision the timeout action at once), dealt in until sitIn', async () => {
    const admin = await client();
    const { tournamentId, adminToken } = await admin.createTournament({
      ...fast, payouts: [100], startingStack: 400, clock: { actionSeconds: 0.2, timeBankSeconds: 0 },
      schedule: { levels: [{ small: 1, big: 2 }], every: { minutes: 60 } },
    });
    const a = await client();
    const b = await client();
    await a.register(tournamentId, { name: 'Ann' });
    await b.register(tournamentId, { name: 'Bob' });
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    const tableId = `${tournamentId}/t1`;
    await waitFor(() => {
      const v = a.lastView(tableId);
      return v !== undefined && v.handNumber >= 4 && v.sittingOut.filter(Boolean).length === 2;
    }, 30_000, 'both players sitting out after their timeouts');
    const v = a.lastView(tableId)!;
    expect(v.names.filter((n) => n !== null).sort()).toEqual(['Ann', 'Bob']); // still seated, still dealt in
    expect(v.stacks.reduce((t, x) => t + x, 0)).toBeLessThanOrEqual(800);
    await a.sitIn(tableId);
    await waitFor(() => {
      const x = a.lastView(tableId)!;
      return x.sittingOut[x.names.indexOf('Ann')] === false;
    }, 10_000, 'Ann back in');
    expect(await code(admin.sitOut(tableId))).toBe('NOT_SEATED');
  }, 60_000);
});
