// The playground's Room panel in a real browser: a room server (PGlite in a temporary folder),
// the built site served on 127.0.0.1, and two browser contexts (two people) that connect, create
// and join one table, and play a hand against each other by clicking.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
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

async function open(name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/?delay=0&room=${encodeURIComponent(room.url)}`);
  const panel = page.getByRole('region', { name: 'Room' });
  await panel.getByLabel('Your name').fill(name);
  await panel.getByRole('button', { name: 'Connect' }).click();
  await panel.getByRole('button', { name: 'Create table' }).waitFor();
  return page;
}

describe('the playground joins a room', () => {
  it('two browser contexts create and join one table and play a hand against each other', async () => {
    const ann = await open('Ann');
    const bob = await open('Bob');
    const annRoom = ann.getByRole('region', { name: 'Room' });
    const bobRoom = bob.getByRole('region', { name: 'Room' });
    await annRoom.getByRole('button', { name: 'Create table' }).click();
    await annRoom.getByRole('button', { name: /^Join Ann's table/ }).click();
    await annRoom.getByText(/Seat \d, hand 0/).waitFor();
    await bobRoom.getByRole('button', { name: 'Refresh tables' }).click();
    await bobRoom.getByRole('button', { name: /^Join Ann's table/ }).click();
    await bobRoom.getByText(/hand 1/).waitFor();
    // each plays its turns by clicking, checking or calling, until hand 1 is over
    const watcher = await connect(room.url);
    const tableId = (await watcher.listTables())[0]!.tableId;
    for (let i = 0; i < 200 && (await watcher.hands(tableId)).length < 1; i++) {
      for (const panel of [annRoom, bobRoom]) {
        const check = panel.getByRole('button', { name: 'Room check' });
        const call = panel.getByRole('button', { name: /^Room call/ });
        if (await check.isVisible()) await check.click().catch(() => {});
        else if (await call.isVisible()) await call.click().catch(() => {});
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const hands = await watcher.hands(tableId);
    expect(hands.length).toBeGreaterThanOrEqual(1);
    expect(hands[0]!.players!.sort()).toEqual(['Ann', 'Bob']);
    expect(hands[0]!.finishing_stacks!.reduce((t, s) => t + s, 0)).toBe(400);
    // the next hand was dealt by itself and both pages show it
    await annRoom.getByText(/hand 2/).waitFor();
    await bobRoom.getByText(/hand 2/).waitFor();
    await expect(annRoom.getByRole('alert').count()).resolves.toBe(0);
    await watcher.close();
  }, 120_000);
});
