// The server tests' helpers: the room test kit (scripts/roomKit.mjs, shared with the room scripts)
// plus what only vitest can do (a room started before a file's tests and closed after them).
import { afterAll, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import { startRoom, type RoomServer } from '../src/index.js';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import type { PlayerAction } from '@pokerchart/betting';
import { choose, rng, tempDir } from '../../../scripts/roomKit.mjs';

export { autoPlay, bot, checkHistories, chipsLost, choose, rng, roomBots, tempDir, waitFor } from '../../../scripts/roomKit.mjs';

/** The bots' choice in any game: in stud and draw games also the bring-in and standing pat (or the fewest discards). */
export function actAnyGame(view: RoomView, rnd: () => number): PlayerAction {
  const legal = view.legalActions!;
  if (legal.bringIn !== null && legal.call === null && !legal.check) return { type: 'bring-in' };
  if (legal.discard != null) return { type: 'discard', cards: (view.seats[view.viewer as number]?.holeCards ?? []).slice(0, legal.discard.min) };
  return choose(view, rnd);
}

/**
 * A room on PGlite in a temporary directory for the test file that calls this (started before its
 * tests, closed and removed after them); the returned function gives the running server.
 */
export function roomForTests(prefix: string): () => RoomServer {
  let server: RoomServer | undefined;
  const temp = tempDir(prefix);
  beforeAll(async () => {
    server = await startRoom({ port: 0, data: temp.dir, dealDelayMs: 0, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    temp.remove();
  }, 60_000);
  return () => server!;
}

/**
 * Connects clients to the test file's room (`room` as {@link roomForTests} returns it): each call of
 * the returned function is a new client, and every one it made is closed after the file's tests.
 */
export function clientsForTests(room: () => RoomServer): () => Promise<Client> {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
  });
  return async () => {
    const c = await connect(room().url);
    clients.push(c);
    return c;
  };
}

/**
 * Plays a tournament player through the room: follows its `seat` events and acts whenever the
 * view of its table says so; re-enters (with the same client, so the same token) when `reenter`
 * says so after a bust. Refusals other than the expected races go to `errors`.
 */
export function tournamentPlay(client: Client, tournamentId: string, seed: number, errors: Error[], acked?: (tableId: string, handNumber: number, actionIndex: number) => void): { stop: () => void; table: () => string | null } {
  const rnd = rng(seed);
  let stopped = false;
  let busy = false;
  let table: string | null = null;
  const onView = (id: string, view: RoomView) => {
    if (stopped || id !== table || busy || view.legalActions === null || view.toAct !== view.viewer || view.phase !== 'playing') return;
    busy = true;
    let retry = false;
    const action = choose(view, rnd);
    client.act(id, action).then(() => acked?.(id, view.handNumber, view.actionIndex), (e: Error & { code?: string }) => {
      if (e.code === 'RATE_LIMITED' || e.code === 'UNAVAILABLE' || e.code === 'DISCONNECTED') retry = true;
      else if (e.code !== 'STALE' && e.code !== 'NOT_YOUR_TURN' && e.code !== 'NOT_SEATED') errors.push(e);
    }).finally(() => {
      busy = false;
      const latest = client.lastView(id);
      if (retry) setTimeout(() => { const v = client.lastView(id); if (v) onView(id, v); }, 100);
      else if (latest !== undefined && latest !== view) onView(id, latest);
    });
  };
  const onSeat = (tid: string, seat: { tableId: string; seat: number }) => {
    if (tid !== tournamentId) return;
    table = seat.tableId;
    const v = client.lastView(table);
    if (v !== undefined) onView(table, v);
  };
  client.on('view', onView);
  client.on('seat', onSeat);
  return { stop: () => { stopped = true; client.off('view', onView); client.off('seat', onSeat); }, table: () => table };
}

/** A view as the views-as-changes tests compare it: its JSON, the countdown reduced to its seat (its times move between two reads). */
export function viewText(v: RoomView): string {
  return JSON.stringify({ ...v, clock: v.clock === null ? null : v.clock.seat });
}

/**
 * A plain `ws` connection to `url` that asks for whole views (no `views=delta`) and sends
 * `request` (a `resume` of a seat, a `watch`) once open: `views` holds each view it is pushed, by
 * event number, as {@link viewText}; a change pushed to it instead fails the test.
 */
export async function wholeViews(url: string, request: object): Promise<{ views: Map<number, string>; close: () => void }> {
  const views = new Map<number, string>();
  const raw = new WebSocket(url);
  await new Promise((r) => raw.once('open', r));
  raw.on('message', (data) => {
    const m = JSON.parse(String(data)) as { type: string; view?: RoomView };
    expect(m.type).not.toBe('viewDelta');
    if (m.type === 'view') views.set(m.view!.seq, viewText(m.view!));
  });
  raw.send(JSON.stringify({ id: 1, ...request }));
  return { views, close: () => raw.close() };
}

/** Checks that every view in `seen` at an event also in `whole` is the same text; returns how many were compared. */
export function sameViews(seen: Map<number, string>, whole: Map<number, string>, label = 'view'): number {
  let compared = 0;
  for (const [seq, text] of seen) {
    if (!whole.has(seq)) continue;
    expect(text, `${label} at event ${seq}`).toBe(whole.get(seq));
    compared++;
  }
  return compared;
}
