// Several nodes on one Postgres (runs when POKERCHART_PG_URL is set, as .ci/run does with a
// throwaway cluster): a 3-seat table plays 50 hands while its owning node is killed with SIGKILL
// again and again; another node takes the table over from the database within 10 seconds.
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import { autoPlay, checkHistories, rng } from './helpers.js';
import { kill9, spawnNode } from './spawnNode.js';

const url = process.env['POKERCHART_PG_URL'];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) await kill9(c);
});

const position = (v: RoomView) => v.handNumber * 10_000 + v.actionIndex;

/** Takes a seat back on the node that survived a kill: retried while the table is UNAVAILABLE (its lease not yet taken over), for 20 s after the kill. */
async function resumeOnSurvivor(c: Client, tableId: string, token: string, killedAt: number): Promise<void> {
  for (;;) {
    try {
      await c.resume(tableId, token);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== 'UNAVAILABLE' || Date.now() - killedAt > 20_000) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function startNode(): Promise<{ url: string; child: ChildProcess }> {
  const node = await spawnNode(['--database', url!, '--lease-ms', '3000']);
  children.push(node.child);
  return node;
}

describe.skipIf(url === undefined)('several nodes on Postgres', () => {
  it('the owner killed 5 times during 50 hands: the other node takes over within 10 s, every hand once, chips conserved', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('drop table if exists pc_meta, pc_tables, pc_events, pc_snapshots, pc_hands, pc_leases');
    const ownerUrl = async (tableId: string) => ((await db.query('select url from pc_leases where table_id = $1 and expires_at > now()', [tableId])).rows[0] as { url: string } | undefined)?.url;
    const random = rng(7);
    const nodes = [await startNode(), await startNode()];
    const creator = await connect(nodes[0]!.url);
    const { tableId } = await creator.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 5, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } });
    await creator.close();
    // the players connect to the node that does not own the table: their requests are redirected
    let clients: Client[] = await Promise.all([0, 1, 2].map(() => connect(nodes[1]!.url)));
    const tokens: string[] = [];
    const buyIns = new Map<number, number>();
    for (const [i, c] of clients.entries()) {
      const { seat, token } = await c.join(tableId, { name: `p${i}`, buyIn: 200 });
      tokens.push(token);
      buyIns.set(seat, 200);
    }
    const errors: Error[] = [];
    let acknowledged = 0;
    const watch = (c: Client) => c.on('view', (_t, v) => {
      acknowledged = Math.max(acknowledged, position(v));
    });
    clients.forEach(watch);
    let bots = clients.map((c, i) => autoPlay(c, tableId, i + 1, errors));
    const hands = async () => (await clients[0]!.hands(tableId)).length;
    const takeovers: number[] = [];
    for (let kill = 0; kill < 5; kill++) {
      const target = Math.min(45, (kill + 1) * 9);
      for (let i = 0; i < 3000 && (await hands()) < target; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, Math.floor(random() * 150)));
      const lease = await ownerUrl(tableId);
      const o = nodes.findIndex((n) => n.url === lease);
      expect(o, `the owner ${lease} is one of ${nodes.map((n) => n.url).join(', ')}`).toBeGreaterThanOrEqual(0);
      await kill9(nodes[o]!.child);
      const killedAt = Date.now();
      const survivor = nodes[1 - o]!;
      for (const b of bots) b.stop();
      for (const c of clients) await c.close();
      const before = acknowledged;
      clients = await Promise.all([0, 1, 2].map(() => connect(survivor.url)));
      clients.forEach(watch);
      bots = clients.map((c, i) => autoPlay(c, tableId, 10 * (kill + 1) + i, errors));
      for (const [i, c] of clients.entries()) await resumeOnSurvivor(c, tableId, tokens[i]!, killedAt);
      takeovers.push(Date.now() - killedAt);
      const resumed = clients[0]!.lastView(tableId)!;
      expect(position(resumed)).toBeGreaterThanOrEqual(before);
      nodes[o] = await startNode(); // a new node in place of the dead one
    }
    for (let i = 0; i < 3000 && (await hands()) < 50; i++) await new Promise((r) => setTimeout(r, 100));
    for (const b of bots) b.stop();
    const all = await clients[0]!.hands(tableId);
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(checkHistories(all, buyIns, 200)).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([]);
    for (const t of takeovers) expect(t).toBeLessThan(10_000);
    for (const c of clients) await c.close();
    await db.end();
  }, 240_000);

  it('R260 R261 R262 a player who never acts on a table served by two nodes: timeouts, sitting out, removal, across a takeover; the table keeps dealing', async () => {
    const nodes = [await startNode(), await startNode()];
    const creator = await connect(nodes[0]!.url);
    const { tableId } = await creator.createTable({
      seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 11, dealDelayMs: 0,
      clock: { actionSeconds: 0.1, timeBankSeconds: 0.1 }, sitOutAfter: 2, leaveAfterHands: 3,
    });
    await creator.close();
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const ownerUrl = async () => ((await db.query('select url from pc_leases where table_id = $1 and expires_at > now()', [tableId])).rows[0] as { url: string } | undefined)?.url;
    let players: Client[] = await Promise.all([0, 1].map(() => connect(nodes[1]!.url)));
    const tokens: string[] = [];
    for (const [i, c] of players.entries()) tokens.push((await c.join(tableId, { name: `b${i}`, buyIn: 200 })).token);
    const idle = await connect(nodes[1]!.url);
    const { seat } = await idle.join(tableId, { name: 'idle', buyIn: 200 });
    const errors: Error[] = [];
    let bots = players.map((c, i) => autoPlay(c, tableId, 40 + i, errors));
    const hands = async () => (await players[0]!.hands(tableId)).length;
    // the owner dies once the idle seat has timed out at least once
    for (let i = 0; i < 600 && (await hands()) < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const owner = await ownerUrl();
    const o = nodes.findIndex((n) => n.url === owner);
    expect(o).toBeGreaterThanOrEqual(0);
    await kill9(nodes[o]!.child);
    const survivor = nodes[1 - o]!;
    for (const b of bots) b.stop();
    for (const c of players) await c.close();
    await idle.close();
    players = await Promise.all([0, 1].map(() => connect(survivor.url)));
    const killedAt = Date.now();
    for (const [i, c] of players.entries()) await resumeOnSurvivor(c, tableId, tokens[i]!, killedAt);
    bots = players.map((c, i) => autoPlay(c, tableId, 50 + i, errors));
    // the idle player is gone (its connection too): the clock keeps running for its seat
    const removed = async () => players[0]!.lastView(tableId)?.names[seat] === null;
    for (let i = 0; i < 1200 && !(await removed()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await removed()).toBe(true);
    const at = await hands();
    for (let i = 0; i < 600 && (await hands()) < at + 2; i++) await new Promise((r) => setTimeout(r, 100));
    for (const b of bots) b.stop();
    const all = await players[0]!.hands(tableId);
    expect(all.length).toBeGreaterThanOrEqual(at + 2);
    const dealtIn = all.map((h) => (h.players ?? []).includes('idle'));
    const lastIn = dealtIn.lastIndexOf(true);
    expect(lastIn).toBeGreaterThanOrEqual(0);
    expect(all.length - (lastIn + 1)).toBeGreaterThanOrEqual(3);
    for (const h of all) expect(h.starting_stacks.reduce((t, x) => t + x, 0)).toBe((h.finishing_stacks ?? []).reduce((t, x) => t + x, 0));
    // its timeouts are act events of the log (R261); then it sat out (R262): not dealt in for 3 hands before it was removed
    const timeouts = await db.query("select count(*) as n from pc_events where table_id = $1 and event->>'type' = 'act' and event->>'timeout' = 'true'", [tableId]);
    expect(Number((timeouts.rows[0] as { n: string }).n)).toBeGreaterThanOrEqual(2);
    expect(errors.map((e) => e.message)).toEqual([]);
    for (const c of players) await c.close();
    await db.end();
  }, 240_000);
});
