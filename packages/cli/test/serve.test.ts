// `pokerchart serve` runs the room on a thread of its own with a larger young generation
// (`--young-generation-mb`, default 192), or on its main thread with 0: both serve, both stop
// cleanly on SIGTERM, and a room that cannot start fails the command with the room's own message.
// `--snapshot-every` reaches the room (on its thread too).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type RoomView } from '@pokerchart/client';
import { pgliteSql } from '@pokerchart/server';

const bin = fileURLToPath(new URL('../bin/pokerchart.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pokerchart-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `pokerchart serve args`; resolves with its URL once it listens (or with its exit when it stops first), and a stop by SIGTERM. */
function serve(args: string[]): Promise<{ url: string | null; out: string; err: string; code: number | null; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--deal-delay', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve) => {
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, out, err, code: null, stop });
    });
    void exited.then((code) => resolve({ url: null, out, err, code, stop }));
  });
}

/** Two players at a table over the room: a hand is dealt, the seat to act folds, and the view that follows shows the fold taken. */
async function plays(url: string): Promise<void> {
  const ann = await connect(url);
  const bob = await connect(url);
  try {
    const { tableId } = await ann.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, dealDelayMs: 0 });
    const views: RoomView[] = [];
    const turn = new Promise<{ client: typeof ann; view: RoomView }>((resolve) => {
      for (const client of [ann, bob]) {
        client.on('view', (id, view) => {
          if (id !== tableId) return;
          views.push(view);
          if (view.phase === 'playing' && view.legalActions !== null && view.toAct === view.viewer) resolve({ client, view });
        });
      }
    });
    await ann.join(tableId, { name: 'Ann', buyIn: 200 });
    await bob.join(tableId, { name: 'Bob', buyIn: 200 });
    const { client, view } = await turn;
    await client.act(tableId, { type: 'fold' });
    const after = await client.view(tableId);
    expect(after.handNumber > view.handNumber || after.actionIndex > view.actionIndex).toBe(true);
    expect(after.log.some((e) => e.type === 'acted' && e.action.type === 'fold') || after.handNumber > view.handNumber).toBe(true);
  } finally {
    await ann.close();
    await bob.close();
  }
}

describe('pokerchart serve', () => {
  it.each([
    ['on the room thread by default', 'a', []],
    ['on its main thread with --young-generation-mb 0', 'b', ['--young-generation-mb', '0']],
  ])('serves %s and stops cleanly on SIGTERM (exit 0)', async (_, folder, extra) => {
    const node = await serve(['--data', join(dir, folder), ...extra]);
    expect(node.url, node.err).not.toBeNull();
    await plays(node.url!);
    expect(await node.stop()).toBe(0);
  }, 120_000);

  it('refuses a young generation under 16 MB (other than 0) as a usage error (exit 2)', async () => {
    const node = await serve(['--data', join(dir, 'c'), '--young-generation-mb', '8']);
    expect(node.url).toBeNull();
    expect(node.code).toBe(2);
    expect(node.err).toMatch(/--young-generation-mb must be 0 \(node's own size\) or from 16 to 16384, got "8"/);
  }, 60_000);

  it('passes --snapshot-every to the room: snapshots with 1, none in one hand with the default of 200', async () => {
    const snapshots = async (folder: string): Promise<number> => {
      const sql = await pgliteSql(join(dir, folder), { thread: false });
      try {
        const rows = await sql.query<{ n: number }>('select count(*)::int as n from pc_snapshots');
        return rows[0]!.n;
      } finally {
        await sql.close();
      }
    };
    for (const [folder, extra] of [['e', ['--snapshot-every', '1']], ['f', []]] as const) {
      const node = await serve(['--data', join(dir, folder), ...extra]);
      expect(node.url, node.err).not.toBeNull();
      await plays(node.url!);
      expect(await node.stop()).toBe(0);
    }
    expect(await snapshots('e')).toBeGreaterThan(0);
    expect(await snapshots('f')).toBe(0);
  }, 120_000);

  it('refuses a --snapshot-every that is not a whole number as a usage error (exit 2)', async () => {
    const node = await serve(['--data', join(dir, 'g'), '--snapshot-every', '2.5']);
    expect(node.url).toBeNull();
    expect(node.code).toBe(2);
    expect(node.err).toMatch(/--snapshot-every must be a whole number from 0 to 10000000, got "2\.5"/);
  }, 60_000);

  it("fails with the room's own message when the room cannot start (its port is taken), exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const node = await serve(['--data', join(dir, 'd'), '--port', String(port)]);
      expect(node.url).toBeNull();
      expect(node.code).toBe(1);
      expect(node.err).toMatch(/pokerchart serve: .*EADDRINUSE/);
    } finally {
      taken.close();
    }
  }, 120_000);
});
