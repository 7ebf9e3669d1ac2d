// A room tournament restored from a snapshot must be the tournament its log's replay gives (R263):
// a takeover starts from the newest snapshot, and the events after it must be answered as the
// replay answers them. The case of issue 35: a real log of the CI's kill script.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RoomTournament, type TournamentConfig, type TournamentRoomEvent, type TournamentSnapshot } from '../src/index.js';

const log = JSON.parse(gunzipSync(readFileSync(new URL('./fixtures/tournament-kill-log.json.gz', import.meta.url))).toString('utf8')) as {
  id: string;
  config: TournamentConfig;
  events: { seq: number; event: TournamentRoomEvent }[];
};

/** A JSON value with every object's keys in the order Postgres' jsonb keeps them (shorter first, then by bytes), as the database gives a snapshot back. */
function asJsonb<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asJsonb) as T;
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, asJsonb((value as Record<string, unknown>)[k])])) as T;
}

/** Everything the tournament is: its chart (context, every table actor and running hand), the room's facts, standings. */
function whole(t: RoomTournament) {
  return {
    seq: t.seq,
    chart: JSON.parse(JSON.stringify(t.tournament.actor.getPersistedSnapshot())) as unknown,
    room: t.snapshot('k', null).snapshot.room,
    standings: t.standings(),
    tables: t.tournament.tables(),
  };
}

describe('a room tournament restored from a snapshot (R263, issue 35)', () => {
  it('R263 R244 R243 the kill script\'s 60-entry log: restored after events 1,500 to 2,900 and given the rest of the log, the tournament reseats the players of broken table 6 at event 2,953 as the replay does, and ends equal to the replay', () => {
    const { id, config, events } = log;
    expect(events).toHaveLength(2960);
    const key = 'issue-35-key';
    const points = new Set([1500, 1800, 2100, 2500, 2900, 2952]);
    const replay = new RoomTournament(id, config);
    const snaps: TournamentSnapshot[] = [];
    let broken: unknown[] = [];
    for (const { seq, event } of events) {
      const before = replay.tournament.log.length;
      replay.apply(event);
      expect(replay.seq).toBe(seq);
      if (seq === 2953) broken = replay.tournament.log.slice(before);
      if (points.has(seq)) snaps.push(asJsonb(JSON.parse(JSON.stringify(replay.snapshot(key, event))) as TournamentSnapshot));
    }
    // event 2953 (a deal at table 3) breaks table 6 and reseats its 8 players at random open seats (R244)
    expect(broken.filter((l) => (l as { type: string; rule?: string }).rule === 'R244')).toHaveLength(8);
    expect(broken).toContainEqual({ type: 'table-broken', table: 6 });
    const end = whole(replay);
    for (const snap of snaps) {
      const restored = RoomTournament.fromSnapshot(id, config, snap, key);
      for (const { event } of events.slice(snap.snapshot.seq)) restored.apply(event);
      expect(whole(restored), `restored after event ${snap.snapshot.seq}`).toEqual(end);
      restored.stop();
    }
    replay.stop();
  });
});
