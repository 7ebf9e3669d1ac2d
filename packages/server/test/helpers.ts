import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlayerAction } from '@pokerchart/betting';
import type { Client, RoomView } from '@pokerchart/client';
import type { PhhHand } from '@pokerchart/phh';
import { afterAll, beforeAll } from 'vitest';
import { startRoom, type RoomServer } from '../src/index.js';

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until `check` holds, polling every 20 ms; fails after `ms` naming `what`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000, what = 'a condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
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

/** A simple deterministic choice from a view's legal actions: mostly check or call, sometimes raise or fold. */
export function choose(view: RoomView, rnd: () => number): PlayerAction {
  const legal = view.legalActions!;
  const r = rnd();
  if (legal.raiseTo !== null && r < 0.15) {
    const to = Math.min(legal.raiseTo.max, legal.raiseTo.min + Math.floor(rnd() * 3) * legal.raiseTo.min);
    return view.street !== null && legal.call === null && view.seats.every((s) => s === null || s.committed === 0) ? { type: 'bet', to } : { type: 'raise', to };
  }
  if (legal.fold && legal.call !== null && r > 0.9) return { type: 'fold' };
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}

/** A small seeded random number generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Checks a table's histories (`buyIns` by the room's seat numbers, from 0): hands numbered 1..n once each, chips conserved in every hand, each
 * seat's stack carried from one hand to its next (or, after busting, a rebuy of `rebuy` chips).
 */
export function checkHistories(hands: PhhHand[], buyIns: Map<number, number>, rebuy?: number): string[] {
  const problems: string[] = [];
  const stackOf = new Map(buyIns);
  hands.forEach((h, i) => {
    if (h.hand !== i + 1) problems.push(`hand ${i + 1} is numbered ${String(h.hand)}`);
    const start = h.starting_stacks.reduce((t, s) => t + s, 0);
    const end = (h.finishing_stacks ?? []).reduce((t, s) => t + s, 0);
    if (start !== end) problems.push(`hand ${h.hand}: ${start} chips at the start, ${end} at the end`);
    (h.seats ?? []).map((s) => s - 1).forEach((seat, p) => { // PHH seats count from 1
      const before = stackOf.get(seat);
      const rebought = before === 0 && rebuy !== undefined && h.starting_stacks[p] === rebuy;
      if (before !== undefined && before !== h.starting_stacks[p] && !rebought) problems.push(`hand ${h.hand}: seat ${seat} starts with ${h.starting_stacks[p]}, ended the last hand with ${before}`);
      stackOf.set(seat, h.finishing_stacks![p]!);
    });
  });
  return problems;
}

/** Acts for `seat` whenever its view says so, until `stop()`; resolves nothing, reports errors to `errors`. */
export function autoPlay(client: Client, tableId: string, seed: number, errors: Error[]): { stop: () => void } {
  const rnd = rng(seed);
  let stopped = false;
  let busy = false;
  const onView = (id: string, view: RoomView) => {
    if (stopped || id !== tableId || busy || view.legalActions === null || view.toAct !== view.viewer) return;
    busy = true;
    let retry = false;
    client.act(tableId, choose(view, rnd)).catch((e: Error & { code?: string }) => {
      if (e.code === 'RATE_LIMITED' || e.code === 'UNAVAILABLE') retry = true;
      else if (e.code !== 'STALE' && e.code !== 'DISCONNECTED' && e.code !== 'NOT_YOUR_TURN') errors.push(e);
    }).finally(() => {
      busy = false;
      const latest = client.lastView(tableId);
      if (retry) setTimeout(() => onView(tableId, client.lastView(tableId) ?? view), 50);
      else if (latest !== undefined && latest !== view) onView(tableId, latest); // a view that came while acting
    });
  };
  client.on('view', onView);
  const latest = client.lastView(tableId);
  if (latest !== undefined) onView(tableId, latest);
  return { stop: () => { stopped = true; client.off('view', onView); } };
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
