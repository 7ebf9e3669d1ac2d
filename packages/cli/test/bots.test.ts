// `pokerchart bots` and the room bot: bots that play through the room as clients (issue 35 item 7),
// against `pokerchart serve --variant-file` (item 4).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@pokerchart/client';
import { roomBot } from '../src/index.js';
import { run } from './runCliHelper.js';

const bin = fileURLToPath(new URL('../bin/pokerchart.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pokerchart-bots-'));
let child: ChildProcess;
let url: string;
let served = '';

beforeAll(async () => {
  const file = join(dir, 'greek.json');
  writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } }));
  child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--deal-delay', '0', '--data', join(dir, 'data'), '--variant-file', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += String(d)));
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      served = out;
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m && out.includes('\n', out.indexOf(m[1]!))) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${err}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('pokerchart bots', () => {
  it('seats --count bots at a table of a served variant; they play through the room until --hands, every hand recorded with chips conserved', async () => {
    expect(served).toMatch(/serving the variants greek-holdem \(Greek Hold'em\)/);
    const admin = await connect(url);
    const { tableId } = await admin.createTable({ seats: 6, variant: 'greek-holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 4, dealDelayMs: 0 });
    const r = await run(['bots', '--url', url, '--table', tableId, '--count', '3', '--hands', '6']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^bot 1 sits at seat \d of table \S+ \(Greek Hold'em no-limit 1\/2\) with 200 chips$/m);
    expect(r.out).toContain('bot 3 sits at seat');
    expect(r.out).toMatch(/the bots left table \S+: \d+ actions, 0 refused/);
    const hands = await admin.hands(tableId);
    expect(hands.length).toBeGreaterThanOrEqual(6);
    for (const h of hands) expect(h.finishing_stacks!.reduce((t, x) => t + x, 0)).toBe(h.starting_stacks.reduce((t, x) => t + x, 0));
    await admin.close();
  }, 120_000);

  it('a bot whose choice is refused logs the refusal and plays the safe action, so the table never stalls (the old guide example: call on every view)', async () => {
    const a = await connect(url);
    const b = await connect(url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 2, dealDelayMs: 0 });
    const lines: string[] = [];
    const bots = [a, b].map((c, i) => roomBot(c, tableId, { decide: () => ({ type: 'call' }), name: `caller ${i}`, log: (l) => lines.push(l) }));
    await a.join(tableId, { name: 'a', buyIn: 200 });
    await b.join(tableId, { name: 'b', buyIn: 200 });
    const end = Date.now() + 30_000;
    while ((await a.hands(tableId)).length < 5 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    for (const x of bots) x.stop();
    expect((await a.hands(tableId)).length).toBeGreaterThanOrEqual(5);
    expect(bots[0]!.refusals + bots[1]!.refusals).toBeGreaterThan(0);
    expect(lines.some((l) => /caller \d: \{"type":"call"\} refused at hand \d+, action \d+: \w+/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('playing {"type":"check"} instead'))).toBe(true);
    await a.close();
    await b.close();
  }, 60_000);

  it('R263 --tournament ID --count 6: the bots register, follow their seats over two tables, play from their legal actions to the end and print the standings', async () => {
    const admin = await connect(url);
    const { tournamentId } = await admin.createTournament({
      variant: 'holdem', betting: 'no-limit', tableSize: 4, startingStack: 80, buyIn: 10, payouts: [60, 40], seed: 8, dealDelayMs: 0,
      startAt: Date.now() + 3000, rebuys: { levels: 1, chips: 80, price: 10 },
      schedule: { levels: Array.from({ length: 12 }, (_, k) => ({ small: 2 * 2 ** k, big: 4 * 2 ** k })), every: { minutes: 0.02 } },
    });
    const r = await run(['bots', '--url', url, '--tournament', tournamentId, '--count', '6']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`6 bots registered in tournament ${tournamentId}`);
    expect(r.out).toMatch(new RegExp(`^bot 1 sits at seat \\d of table ${tournamentId}/t[12]$`, 'm'));
    expect(r.out).toMatch(/^1\. bot \d/m);
    expect(r.out).toMatch(/the bots finished tournament \S+: \d+ actions, 0 refused/);
    const standings = await admin.standings(tournamentId);
    expect(standings.every((s) => s.place !== null)).toBe(true);
    const pool = (await admin.lobby()).tournaments.find((t) => t.tournamentId === tournamentId)!.prizePool;
    expect(standings.reduce((t, s) => t + s.prize, 0)).toBe(pool);
    await admin.close();
  }, 120_000);

  it('refuses what it cannot do with a usage error (exit 2)', async () => {
    expect((await run(['bots', '--table', 'x'])).code).toBe(2);
    expect((await run(['bots', '--url', url])).code).toBe(2);
    const unknown = await run(['bots', '--url', url, '--table', 'no-such-table']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('the room has no table no-such-table');
    const tournament = await run(['bots', '--url', url, '--tournament', 't1']);
    expect(tournament.code).toBe(2);
    expect(tournament.err).toContain('the room has no tournament t1');
  }, 60_000);
});
