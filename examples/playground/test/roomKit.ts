// What the Room panel's browser tests share: the built site served on 127.0.0.1, a room server
// (PGlite in a temporary folder), headless Chromium, a person (a browser context) connected to
// the room by the panel, and a loop that plays a person's turns by clicking.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
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

/** A person: their page and its Room panel. */
export interface Person {
  page: Page;
  room: Locator;
}

/** The site, the room and the browser of one test file. */
export interface RoomKit {
  room: RoomServer;
  browser: Browser;
  /** Errors thrown in any page (a test expects none). */
  errors: string[];
  /** Opens the playground in a new browser context and connects to the room as `name`. */
  open(name: string): Promise<Person>;
  close(): Promise<void>;
}

/** Starts the site, the room (deals at once) and Chromium. */
export async function startRoomKit(): Promise<RoomKit> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('build the playground first (`npm run build` at the repository root, or `npm test`)');
  const data = mkdtempSync(join(tmpdir(), 'pc-playground-room-'));
  const site = await serve(dist);
  const room = await startRoom({ port: 0, data, dealDelayMs: 0, log: () => {} });
  const browser = await launchChromium();
  const errors: string[] = [];
  return {
    room,
    browser,
    errors,
    async open(name) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
      await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/?delay=0&room=${encodeURIComponent(room.url)}`);
      const panel = page.getByRole('region', { name: 'Room', exact: true });
      await panel.getByLabel('Your name').fill(name);
      await panel.getByRole('button', { name: 'Connect' }).click();
      await panel.getByRole('region', { name: 'Lobby' }).waitFor();
      return { page, room: panel };
    },
    async close() {
      await browser.close();
      await room.close();
      await new Promise((ok) => site.close(ok));
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Plays every turn shown in these panels by clicking (`choose` picks the button: by default
 * Check, else Call), until `done` says so; fails after `rounds` rounds.
 */
export async function playUntil(panels: readonly Locator[], done: () => Promise<boolean>, options: { rounds?: number; fold?: boolean } = {}): Promise<void> {
  for (let i = 0; i < (options.rounds ?? 400); i++) {
    if (await done()) return;
    for (const panel of panels) {
      const table = panel.getByRole('region', { name: 'Room table' });
      const check = table.getByRole('button', { name: 'Check', exact: true });
      const other = table.getByRole('button', options.fold ? { name: 'Fold', exact: true } : { name: /^Call \d+$/ });
      if (await check.isVisible()) await check.click({ timeout: 2000 }).catch(() => {});
      else if (await other.isVisible()) await other.click({ timeout: 2000 }).catch(() => {});
    }
    await sleep(50);
  }
  throw new Error('the condition was not met while playing');
}

/** The hand number a panel's table shows. */
export async function handNumber(panel: Locator): Promise<number> {
  const text = await panel.getByRole('region', { name: 'Room table' }).locator('.room-status').textContent();
  return Number(/hand (\d+)/.exec(text ?? '')?.[1] ?? -1);
}

/** Waits for `target`, failing at once with the panel's error when one is shown instead. */
export async function waitOrAlert(panel: Locator, target: Locator, timeout = 30_000): Promise<void> {
  const alert = panel.getByRole('alert').first();
  await Promise.race([
    target.waitFor({ timeout }),
    alert.waitFor({ timeout }).then(
      async () => {
        throw new Error(`the page says: ${await alert.textContent()}`);
      },
      () => {},
    ),
  ]);
}
