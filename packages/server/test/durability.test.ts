// The durability test of the room: a 3-seat table plays 50 hands while the server process is
// killed with SIGKILL at random moments five times and started again on the same PGlite data.
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import { autoPlay, checkHistories, rng, tempDir } from './helpers.js';
import { kill9, spawnNode } from './spawnNode.js';

const temp = tempDir('pc-room-kill-');
let child: ChildProcess | null = null;

afterAll(async () => {
  if (child) await kill9(child);
  temp.remove();
});

/** Position of a view in the table's history: hand number, then actions within it. */
const position = (v: RoomView) => v.handNumber * 10_000 + v.actionIndex;

describe('the room survives kill -9 (PGlite)', () => {
  it('50 hands at a 3-seat table, the server killed 5 times: every hand once, chips conserved, nothing acknowledged lost', async () => {
    const random = rng(2026);
    let node = await spawnNode(['--data', temp.dir]);
    child = node.child;
    let clients: Client[] = await Promise.all([0, 1, 2].map(() => connect(node.url)));
    const { tableId } = await clients[0]!.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 77, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } });
    const tokens: string[] = [];
    const buyIns = new Map<number, number>();
    for (const [i, c] of clients.entries()) {
      const { seat, token } = await c.join(tableId, { name: `p${i}`, buyIn: 200 });
      tokens.push(token);
      buyIns.set(seat, 200);
    }
    const errors: Error[] = [];
    let acknowledged = 0; // the furthest position any client was told about
    const watch = (c: Client) => c.on('view', (_t, v) => {
      acknowledged = Math.max(acknowledged, position(v));
    });
    let bots = clients.map((c, i) => autoPlay(c, tableId, 10 + i, errors));
    clients.forEach(watch);

    const handsNow = async () => (await clients[0]!.hands(tableId)).length;
    for (let kill = 0; kill < 5; kill++) {
      // play on for a random while: some hands, then a random moment
      const target = Math.min(45, (kill + 1) * 9);
      for (let i = 0; i < 3000 && (await handsNow()) < target; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, Math.floor(random() * 150)));
      await kill9(node.child);
      for (const b of bots) b.stop();
      for (const c of clients) await c.close();
      const before = acknowledged;
      node = await spawnNode(['--data', temp.dir]);
      child = node.child;
      clients = await Promise.all([0, 1, 2].map(() => connect(node.url)));
      clients.forEach(watch);
      bots = clients.map((c, i) => autoPlay(c, tableId, 100 * (kill + 1) + i, errors));
      const resumed = await clients[0]!.resume(tableId, tokens[0]!).then(() => clients[0]!.lastView(tableId)!);
      expect(position(resumed), `after kill ${kill + 1} the table is at hand ${resumed.handNumber} action ${resumed.actionIndex}`).toBeGreaterThanOrEqual(before);
      for (const [i, c] of clients.entries()) if (i > 0) await c.resume(tableId, tokens[i]!);
    }
    for (let i = 0; i < 3000 && (await handsNow()) < 50; i++) await new Promise((r) => setTimeout(r, 100));
    for (const b of bots) b.stop();
    const hands = await clients[0]!.hands(tableId);
    expect(hands.length).toBeGreaterThanOrEqual(50);
    expect(checkHistories(hands, buyIns, 200)).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([]);
    for (const c of clients) await c.close();
  }, 240_000);
});
