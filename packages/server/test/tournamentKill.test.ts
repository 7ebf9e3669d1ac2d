// A tournament survives kill -9 (R263, the room's durability): an 8-entry tournament over two
// tables is played by clients while the server process is killed and started again on its data
// and port. The smaller in-suite version of scripts/room-tournament-kill.mjs (60 entries, two kills).
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { connect, type Client } from '@pokerchart/client';
import { pgliteSql, replayTournament, TournamentStore } from '../src/index.js';
import { tempDir, tournamentPlay, waitFor } from './helpers.js';
import { kill9, spawnNode } from './spawnNode.js';

const temp = tempDir('pc-tournament-kill-');
let child: ChildProcess | null = null;
afterAll(async () => {
  if (child) await kill9(child);
  temp.remove();
});

describe('a tournament survives kill -9 (PGlite)', () => {
  it('R263 8 entries, the server killed mid-tournament: it completes, every acknowledged action is in its log, the standings equal the replay of its log', async () => {
    let node = await spawnNode(['--data', temp.dir]);
    child = node.child;
    const admin = await connect(node.url);
    const { tournamentId, adminToken } = await admin.createTournament({
      variant: 'holdem', betting: 'no-limit', tableSize: 4, startingStack: 200, buyIn: 10, payouts: [60, 40], seed: 9, dealDelayMs: 50,
      schedule: { levels: Array.from({ length: 20 }, (_, k) => ({ small: 5 * 2 ** k, big: 10 * 2 ** k })), every: { minutes: 0.05 } },
      clock: { actionSeconds: 2, timeBankSeconds: 0 },
    });
    const clients: Client[] = [];
    const errors: Error[] = [];
    const acked = new Set<string>();
    const bots = [];
    for (let i = 0; i < 8; i++) {
      const c = await connect(node.url);
      clients.push(c);
      bots.push(tournamentPlay(c, tournamentId, 50 + i, errors, (tableId, hand, index) => acked.add(`${tableId} ${hand} ${index}`)));
      await c.register(tournamentId, { name: `p${i}` });
    }
    await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
    await waitFor(() => acked.size >= 20, 60_000, '20 acknowledged actions');
    await kill9(node.child);
    node = await spawnNode(['--data', temp.dir, '--port', String(node.port)]); // the clients reconnect to it by themselves
    child = node.child;
    await waitFor(async () => (await admin.lobby().catch(() => null))?.tournaments.find((t) => t.tournamentId === tournamentId)?.state === 'complete', 120_000, 'the tournament to complete');
    const standings = await admin.standings(tournamentId);
    for (const b of bots) b.stop();
    for (const c of [...clients, admin]) await c.close();
    await kill9(node.child);
    expect(errors).toEqual([]);
    const sql = await pgliteSql(temp.dir);
    const store = new TournamentStore(sql);
    const { config } = (await store.tournament(tournamentId))!;
    const events = await store.events(tournamentId);
    await sql.close();
    const replayed = await replayTournament(tournamentId, config, events);
    expect(replayed.tournament.isComplete).toBe(true);
    expect(replayed.standings()).toEqual(standings);
    expect(standings.every((s) => s.place !== null)).toBe(true);
    expect(standings.reduce((t, s) => t + s.prize, 0)).toBe(80);
    // every acknowledged action is an act event of the log, at its table, hand and position
    const logged = new Set<string>();
    const again = await replayTournament(tournamentId, config, []);
    for (const { event } of events) {
      if (event.type === 'act') {
        const hand = again.tournament.context.tables.find((x) => x.id === event.table)!.handsPlayed;
        const index = again.tournament.view(event.table, 'spectator').log.filter((e) => e.type === 'acted' || e.type === 'discarded').length;
        if (event.timeout !== true) logged.add(`${tournamentId}/t${event.table} ${hand} ${index}`);
      }
      again.apply(event);
    }
    expect([...acked].filter((a) => !logged.has(a))).toEqual([]);
  }, 300_000);
});
