// The playground's Room panel in a real browser: a room server (PGlite in a temporary folder),
// the built site served on 127.0.0.1, and browser contexts (people) that connect, create a cash
// table (its creator seated), join it, watch it, play by clicking, sit out and back in, and see
// each hand's result and the clock counting down.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@pokerchart/client';
import { startRoom, type RoomServer } from '@pokerchart/server';
import { launchChromium } from '../../../scripts/browser.mjs';

const dist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist');
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };

function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    let file = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

let site: Server;
let room: RoomServer;
let browser: Browser;
const data = mkdtempSync(join(tmpdir(), 'pc-playground-room-'));

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('build the playground first (`npm run build` at the repository root, or `npm test`)');
  site = await serve(dist);
  room = await startRoom({ port: 0, data, dealDelayMs: 0, log: () => {} });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await room?.close();
  await new Promise((ok) => (site ? site.close(ok) : ok(undefined)));
  rmSync(data, { recursive: true, force: true });
});

async function open(name: string): Promise<{ page: Page; room: Locator }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/?delay=0&room=${encodeURIComponent(room.url)}`);
  const panel = page.getByRole('region', { name: 'Room' });
  await panel.getByLabel('Your name').fill(name);
  await panel.getByRole('button', { name: 'Connect' }).click();
  await panel.getByRole('region', { name: 'Lobby' }).waitFor();
  return { page, room: panel };
}

const errors: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays every turn shown in these panels by clicking Check, else Call, until `done` says so. */
async function playUntil(panels: readonly Locator[], done: () => Promise<boolean>, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (await done()) return;
    for (const panel of panels) {
      const table = panel.getByRole('region', { name: 'Room table' });
      const check = table.getByRole('button', { name: 'Check', exact: true });
      const call = table.getByRole('button', { name: /^Call \d+$/ });
      if (await check.isVisible()) await check.click({ timeout: 2000 }).catch(() => {});
      else if (await call.isVisible()) await call.click({ timeout: 2000 }).catch(() => {});
    }
    await sleep(50);
  }
  throw new Error('the condition was not met while playing');
}

/** The hand number a panel's table shows. */
async function handNumber(panel: Locator): Promise<number> {
  const text = await panel.getByRole('region', { name: 'Room table' }).locator('.room-status').textContent();
  return Number(/hand (\d+)/.exec(text ?? '')?.[1] ?? -1);
}

describe('the playground as the room\'s client: a cash table (R260, R262, R265)', () => {
  it('R265 R260 R262 create (creator seated), join, watch, act, see the clock count down and each result, sit out and in', async () => {
    const ann = await open('Ann');
    const bob = await open('Bob');
    const cy = await open('Cy');
    // Ann creates a table and is seated at it at once
    await ann.room.getByRole('button', { name: 'Create table' }).click();
    const annTable = ann.room.getByRole('region', { name: 'Room table' });
    await annTable.getByText(/^Seat \d, hand 0/).waitFor();
    await expect(annTable.getByRole('listitem', { name: /: Ann$/ }).textContent()).resolves.toMatch(/Ann.*200 chips.*you/);
    // Bob finds it in the lobby (it refreshes by itself) with one player seated, and joins
    const lobbyRow = bob.room.getByRole('row', { name: /Ann's table/ });
    await lobbyRow.getByText('1/6').waitFor({ timeout: 10_000 });
    await bob.room.getByRole('button', { name: "Join Ann's table" }).click();
    const bobTable = bob.room.getByRole('region', { name: 'Room table' });
    await bobTable.getByText(/hand 1/).waitFor();
    // Cy watches: the spectator sees both players, no down card face up, and no action
    await cy.room.getByRole('button', { name: 'Refresh' }).click();
    await cy.room.getByRole('button', { name: "Watch Ann's table" }).click();
    const cyTable = cy.room.getByRole('region', { name: 'Room table' });
    await cyTable.getByText(/^Watching, hand 1/).waitFor();
    await expect(cyTable.getByRole('listitem').count()).resolves.toBe(2);
    await expect(cyTable.getByRole('img', { name: 'face-down card' }).count()).resolves.toBe(4);
    await expect(cyTable.getByRole('button', { name: /Sit out|Check|Call|Fold/ }).count()).resolves.toBe(0);

    // the clock: the player to act sees a countdown (from 30 s) that goes down
    const turn = (await annTable.getByText(/your turn/).isVisible()) ? annTable : bobTable;
    await turn.getByText(/your turn/).waitFor();
    const clock = turn.getByRole('timer', { name: 'Clock' });
    const first = Number(await clock.getAttribute('data-seconds'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    await turn.locator(`.room-clock:not([data-seconds="${first}"])`).waitFor({ timeout: 5000 });
    expect(Number(await clock.getAttribute('data-seconds'))).toBeLessThan(first);
    // plain labels: Fold / Call N / Raise to N (preflop, the small blind facing the big blind) or Check
    const labels = await turn.getByRole('group', { name: 'Your actions' }).getByRole('button').allTextContents();
    for (const label of labels) expect(label).toMatch(/^(Fold|Check|Call \d+|Bet \d+|Raise to \d+)$/);
    expect(labels.join(' ')).not.toMatch(/Room/);

    // play hand 1 to its end: both players and the spectator see its result
    await playUntil([ann.room, bob.room], () => annTable.getByRole('status', { name: 'Hand result' }).isVisible());
    for (const t of [annTable, bobTable, cyTable]) {
      await t.getByRole('status', { name: 'Hand result' }).getByText(/^Hand 1:/).waitFor();
      await expect(t.getByRole('status', { name: 'Hand result' }).textContent()).resolves.toMatch(/(Ann|Bob)( and (Ann|Bob))? wins? \d+ from the pot/);
    }
    const watcher = await connect(room.url);
    const tableId = (await watcher.lobby()).tables[0]!.tableId;
    const hands = await watcher.hands(tableId);
    expect(hands[0]!.players!.slice().sort()).toEqual(['Ann', 'Bob']);
    expect(hands[0]!.finishing_stacks!.reduce((t, s) => t + s, 0)).toBe(400);

    // Bob sits out: from his next hand he is not dealt in, so the table waits (one player left)
    await bobTable.getByRole('button', { name: 'Sit out' }).click();
    await bobTable.getByRole('button', { name: 'Sit in' }).waitFor();
    await expect(annTable.getByRole('listitem', { name: /: Bob$/ }).getByText(/sitting out/).waitFor()).resolves.toBeUndefined();
    await playUntil([ann.room, bob.room], async () => (await annTable.getByText(/between hands/).isVisible()) && (await bobTable.getByText(/sitting out/).first().isVisible()));
    const waiting = await handNumber(ann.room);
    await sleep(500);
    expect(await handNumber(ann.room)).toBe(waiting);
    // ... and sits in: hands are dealt to both again
    await bobTable.getByRole('button', { name: 'Sit in' }).click();
    await bobTable.getByRole('button', { name: 'Sit out' }).waitFor();
    await playUntil([ann.room, bob.room], async () => (await handNumber(bob.room)) > waiting && (await handNumber(ann.room)) > waiting);
    await playUntil([ann.room, bob.room], async () => (await bobTable.getByRole('status', { name: 'Hand result' }).textContent())?.startsWith(`Hand ${waiting + 1}:`) ?? false);
    expect((await watcher.hands(tableId)).length).toBeGreaterThan(waiting - 1);

    await expect(ann.room.getByRole('alert').count()).resolves.toBe(0);
    await expect(bob.room.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await watcher.close();
  }, 120_000);
});
