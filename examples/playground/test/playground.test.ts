// The playground in a real browser: the built site (dist/) served on 127.0.0.1, opened in
// headless Chromium (playwright-core), played by clicking the accessible names of
// the project contract's "The playground" section. Screenshots go to test-output/ (gitignored).
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/browser.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(here, '../dist');
const output = resolve(here, '../test-output');
const corpus = resolve(here, '../../../packages/phh/test/corpus');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/** A static file server for dist/, like any a user would put the site on. */
function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    // the site is also served under a sub-path, as on a project page: its asset paths are relative
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).replace(/^\/nested\/site(?=\/)/, '');
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

let server: Server;
let browser: Browser;
let page: Page;
let base: string;
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${join(dist, 'index.html')} is missing: build the playground first (\`npm run build\` at the repository root, or \`npm test\`, which builds).`);
  }
  mkdirSync(output, { recursive: true });
  server = await serve(dist);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
});

/** The ids of the chart's states marked active. */
function activeStates(): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Hand statechart' })
    .locator('svg [data-active="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')!));
}

/** Every state id drawn in the chart. */
function chartStates(): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Hand statechart' })
    .locator('svg [data-state]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')!));
}

function logLength(): Promise<number> {
  return page.getByRole('list', { name: 'Hand log' }).locator('li').count();
}

/** Waits until the human may act (a Check or Call button) or the hand is over. */
async function nextTurn(): Promise<'act' | 'over'> {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('.result')) return 'over';
    const names = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    return names.includes('Check') || names.includes('Call') ? 'act' : null;
  });
  return (await handle.jsonValue()) as 'act' | 'over';
}

/** Plays the human's seat by clicking Check or Call until the hand ends; returns what was seen. */
async function playToEnd(): Promise<{ actives: string[]; logs: number[]; clicks: number }> {
  const actives = [(await activeStates()).join(' ')];
  const logs = [await logLength()];
  let clicks = 0;
  for (let i = 0; i < 100 && (await nextTurn()) === 'act'; i++) {
    actives.push((await activeStates()).join(' '));
    logs.push(await logLength());
    await page.getByRole('button', { name: /^(Check|Call)$/ }).click();
    clicks++;
  }
  actives.push((await activeStates()).join(' '));
  logs.push(await logLength());
  return { actives, logs, clicks };
}

/** Whether a state element is drawn as a final state (from the chart's own classes). */
function activeFinal(): Promise<boolean> {
  return page
    .getByRole('region', { name: 'Hand statechart' })
    .locator('svg [data-active="true"]')
    .evaluateAll((els) => els.some((e) => e.classList.contains('final')));
}

async function chartReady(): Promise<void> {
  await page.getByRole('region', { name: 'Hand statechart' }).locator('svg [data-active="true"]').first().waitFor();
}

describe('the playground in headless Chromium', () => {
  it('loads with the contract names: Variant select of ids, New hand, Hand log, Hand statechart with data-state', async () => {
    await page.goto(`${base}?delay=0&seed=11`);
    await page.getByRole('button', { name: 'New hand' }).waitFor();
    await chartReady();
    const variant = page.getByLabel('Variant', { exact: true });
    const ids = await variant.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(ids).toEqual(expect.arrayContaining(['holdem', 'omaha']));
    const states = await chartStates();
    expect(states.length).toBeGreaterThan(5);
    expect(new Set(states).size).toBe(states.length);
    const active = await activeStates();
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((id) => states.includes(id))).toBe(true);
    expect(await logLength()).toBeGreaterThan(0);
    await page.screenshot({ path: join(output, 'start-1280x800.png') });
    // load figures for the record (not asserted: tests never assert on time)
    const times = await page.evaluate(() =>
      Object.fromEntries(['playground:table', 'playground:chart'].map((n) => [n, Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1)])),
    );
    writeFileSync(join(output, 'load-times.json'), JSON.stringify(times, null, 2) + '\n');
  });

  it("plays a hand of Texas Hold'em to the end by clicking; the highlight moves and the log grows", async () => {
    await page.getByLabel('Variant', { exact: true }).selectOption('holdem');
    await chartReady();
    const { actives, logs, clicks } = await playToEnd();
    expect(await page.locator('.result').textContent()).toMatch(/Hand over/);
    expect(clicks).toBeGreaterThan(0);
    expect(new Set(actives).size).toBeGreaterThan(1);
    expect(logs[logs.length - 1]!).toBeGreaterThan(logs[0]!);
    await expect.poll(activeFinal).toBe(true);
    await page.screenshot({ path: join(output, 'holdem-over.png') });
  });

  it('steps back and forward through the hand (buttons and arrow keys), the chart and log following', async () => {
    const endLog = await logLength();
    const endActive = (await activeStates()).join(' ');
    const first = page.getByRole('button', { name: 'Step back' });
    const steps = Number(await page.getByRole('slider', { name: 'Step' }).getAttribute('max'));
    expect(steps).toBeGreaterThan(1);
    await first.click();
    await page.keyboard.press('ArrowLeft'); // focus is on Step back: the arrow steps again
    await page.locator('body').press('Home');
    expect(await page.getByRole('slider', { name: 'Step' }).inputValue()).toBe('0');
    expect(await logLength()).toBeLessThan(endLog);
    await expect.poll(async () => (await activeStates()).join(' ')).not.toBe(endActive);
    await page.getByRole('button', { name: 'Step forward' }).click();
    expect(await page.getByRole('slider', { name: 'Step' }).inputValue()).toBe('1');
    await page.locator('body').press('End');
    expect(await logLength()).toBe(endLog);
    await expect.poll(async () => (await activeStates()).join(' ')).toBe(endActive);
  });

  it('acting at an earlier step plays the hand differently from there (same deal, later steps dropped)', async () => {
    const slider = page.getByRole('slider', { name: 'Step' });
    const lastBefore = Number(await slider.getAttribute('max'));
    await page.locator('body').press('Home');
    const canAct = () => page.locator('.actions button.act').count();
    for (let i = 0; i < lastBefore && (await canAct()) === 0; i++) await page.locator('body').press('ArrowRight');
    expect(await canAct()).toBeGreaterThan(0);
    const at = Number(await slider.inputValue());
    expect(at).toBeLessThan(lastBefore);
    const before = await page.getByRole('list', { name: 'Hand log' }).locator('li').allTextContents();
    const fold = page.getByRole('button', { name: 'Fold' });
    await ((await fold.count()) > 0 ? fold : page.getByRole('button', { name: /^(Check|Call)$/ })).click();
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(at);
    const after = await page.getByRole('list', { name: 'Hand log' }).locator('li').allTextContents();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    await playToEnd();
    expect(await page.locator('.result').textContent()).toMatch(/Hand over/);
  });

  it('is keyboard usable: Tab starts at Variant, Enter on New hand deals, the turn focuses Check or Call, Space plays it', async () => {
    await page.goto(`${base}?delay=0&seed=3`);
    await chartReady();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('variant');
    await page.getByRole('button', { name: 'New hand' }).focus();
    await page.keyboard.press('Enter');
    let presses = 0;
    for (let i = 0; i < 100 && (await nextTurn()) === 'act'; i++) {
      await page.waitForFunction(() => ['Check', 'Call'].includes(document.activeElement?.textContent ?? ''));
      await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Enter');
      presses++;
    }
    expect(presses).toBeGreaterThan(0);
    expect(await page.locator('.result').textContent()).toMatch(/Hand over/);
  });

  it('exports the hand as PHH', async () => {
    await page.getByRole('button', { name: 'Export PHH' }).click();
    const text = await page.getByLabel('PHH export').inputValue();
    expect(text).toMatch(/variant = "NT"/);
    expect(text).toMatch(/actions = \[/);
  });

  it('plays a hand of Omaha to the end by clicking', async () => {
    await page.getByLabel('Variant', { exact: true }).selectOption('omaha');
    await chartReady();
    const mine = page.locator('.seat.you .card:not(.back)');
    expect(await mine.count()).toBe(4);
    const { actives, logs } = await playToEnd();
    expect(await page.locator('.result').textContent()).toMatch(/Hand over/);
    expect(new Set(actives).size).toBeGreaterThan(1);
    expect(logs[logs.length - 1]!).toBeGreaterThan(logs[0]!);
    await expect.poll(activeFinal).toBe(true);
    await page.screenshot({ path: join(output, 'omaha-over.png') });
  });

  it('composes a variant with an extra street: inline errors, then Apply draws the new state and deals', async () => {
    await page.getByLabel('Variant', { exact: true }).selectOption('holdem');
    await chartReady();
    const before = await chartStates();
    const editor = page.getByLabel('Descriptor JSON');
    const spec = JSON.parse(await editor.inputValue()) as { id: string; name: string; streets: unknown[]; holeCards: number };
    await editor.fill(JSON.stringify({ ...spec, holeCards: 0 }, null, 2));
    await expect.poll(() => editor.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#descriptor-check').textContent()).toMatch(/holeCards/);
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    const composed = { ...spec, id: 'holdem-bonus', name: "Hold'em with a bonus street", streets: [...spec.streets, { name: 'bonus', board: 1, burn: true }] };
    await editor.fill(JSON.stringify(composed, null, 2));
    await expect.poll(() => editor.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByLabel('Variant', { exact: true }).inputValue()).toBe('holdem-bonus');
    await expect.poll(async () => (await chartStates()).filter((s) => !before.includes(s) && s.includes('bonus')).length).toBeGreaterThan(0);
    await chartReady();
    await page.screenshot({ path: join(output, 'composed-bonus-street.png') });
    const { logs } = await playToEnd();
    expect(logs[logs.length - 1]!).toBeGreaterThan(logs[0]!);
    // the share link opens the playground on the composed variant
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel('Link to this descriptor').inputValue();
    expect(link).toMatch(/#variant=/);
    await page.goto(link.replace('?', '?delay=0&'));
    await page.reload();
    await expect.poll(() => page.getByLabel('Variant', { exact: true }).inputValue()).toBe('holdem-bonus');
    await chartReady();
    expect((await chartStates()).some((s) => s.includes('bonus'))).toBe(true);
  });

  it('loads a PHH file from the vendored corpus and steps through it to its end', async () => {
    const file = join(corpus, 'historical/antonius-blom-2009.phh');
    const actions = (/actions = \[([\s\S]*?)\n\]/.exec(readFileSync(file, 'utf8'))![1]!.match(/^\s*"/gm) ?? []).length;
    await page.getByLabel('PHH file').setInputFiles(file);
    await expect.poll(() => page.getByRole('slider', { name: 'Step' }).getAttribute('max')).toBe(String(actions));
    expect(await page.getByRole('slider', { name: 'Step' }).inputValue()).toBe('0');
    const startLog = await logLength();
    const startActive = (await activeStates()).join(' ');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.locator('body').press('ArrowRight');
    await page.locator('body').press('ArrowRight');
    expect(await page.getByRole('slider', { name: 'Step' }).inputValue()).toBe('3');
    expect(await logLength()).toBeGreaterThan(startLog);
    await page.locator('body').press('End');
    await expect.poll(async () => (await activeStates()).join(' ')).not.toBe(startActive);
    await expect.poll(activeFinal).toBe(true);
    expect(await page.locator('.result').textContent()).toMatch(/Hand over/);
    await page.screenshot({ path: join(output, 'phh-replay.png') });
    // the same file pasted
    await page.getByLabel('PHH text').fill(readFileSync(file, 'utf8'));
    await page.getByRole('button', { name: 'Load PHH text' }).click();
    await expect.poll(() => page.getByRole('slider', { name: 'Step' }).inputValue()).toBe('0');
    expect(await page.getByRole('slider', { name: 'Step' }).getAttribute('max')).toBe(String(actions));
    // a damaged one says what is wrong
    await page.getByLabel('PHH text').fill('variant = "NT"\nstarting_stacks = [');
    await page.getByRole('button', { name: 'Load PHH text' }).click();
    await expect.poll(() => page.locator('.phh [role="alert"]').count()).toBe(1);
  });

  it('replays a PHH file that hides hole cards (????): face down until shown, to the end of the file', async () => {
    const file = join(corpus, 'handhq/ABS-1000NL-f1-h6.phh');
    const actions = (/actions = \[(.*)\]/.exec(readFileSync(file, 'utf8'))![1]!.match(/'[^']*'/g) ?? []).length;
    await page.getByLabel('PHH file').setInputFiles(file);
    await expect.poll(() => page.getByRole('slider', { name: 'Step' }).getAttribute('max')).toBe(String(actions));
    for (let i = 0; i < 6; i++) await page.locator('body').press('ArrowRight');
    expect(await page.locator('.seat .card.back').count()).toBeGreaterThan(0);
    expect(await page.locator('.seat .card:not(.back)').count()).toBe(0);
    await page.locator('body').press('End');
    expect(await page.locator('.result').textContent()).toMatch(/Hand over at showdown/);
    expect(await page.locator('.seat .card:not(.back)').count()).toBeGreaterThan(0);
  });

  it('Odds: a heat-map grid of every class against a range; clicking classes builds a range and shows its equity', async () => {
    await page.goto(`${base}?delay=0`);
    const odds = page.getByRole('region', { name: 'Odds' });
    await odds.getByLabel('Against range').fill('JJ-88');
    await odds.getByLabel('Board').fill('Kd7c2h');
    await odds.getByLabel('Your range').fill('');
    await odds.getByRole('button', { name: 'Compute' }).click();
    const grid = odds.getByRole('group', { name: 'Range grid' });
    await expect.poll(() => grid.getByRole('button').count(), { timeout: 60000 }).toBe(169);
    // the cells are the grid's numbers, as the odds package computes them in Node
    const { rangeGrid, equity } = await import('@pokerchart/odds');
    const { texasHoldem } = await import('@pokerchart/variants');
    const want = await rangeGrid({ against: 'JJ-88', board: 'Kd7c2h' });
    expect(await grid.getByRole('button', { name: 'AA', exact: true }).getAttribute('data-equity')).toBe(want.cells[0]![0]!.equity!.toFixed(4));
    expect(await grid.getByRole('button', { name: 'K7o', exact: true }).getAttribute('data-equity')).toBe(want.cells[7]![1]!.equity!.toFixed(4));
    // a heat map: a strong class and a weak one get different colors
    const bg = (label: string) => grid.getByRole('button', { name: label, exact: true }).evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await bg('AA')).not.toBe(await bg('72o'));
    // clicking builds the range
    await grid.getByRole('button', { name: 'AA', exact: true }).click();
    await grid.getByRole('button', { name: 'AKs', exact: true }).click();
    await expect.poll(() => odds.getByLabel('Your range').inputValue()).toBe('AA, AKs');
    expect(await grid.getByRole('button', { name: 'AA', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const r = await equity({ variant: texasHoldem, hands: ['AA, AKs', 'JJ-88'], board: 'Kd7c2h' });
    await expect.poll(() => odds.locator('.odds-result').textContent()).toContain(`AA, AKs against JJ-88: ${(r.hands[0]!.equity * 100).toFixed(2)}%`);
    // clicking again takes a class out
    await grid.getByRole('button', { name: 'AA', exact: true }).click();
    await expect.poll(() => odds.getByLabel('Your range').inputValue()).toBe('AKs');
    await page.screenshot({ path: join(output, 'odds-grid.png') });
    // a range it cannot read says where
    await odds.getByLabel('Against range').fill('JJ-8x');
    await odds.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => odds.getByRole('alert').textContent()).toContain('position 0');
  }, 120000);

  it('clicking a transition in the chart explains its guard and rule ids', async () => {
    const edge = page.getByRole('region', { name: 'Hand statechart' }).locator('svg [data-transition]').first();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();
    await edge.locator('text').first().click();
    const explanation = page.locator('.explanation');
    await explanation.waitFor();
    expect(await explanation.textContent()).toMatch(/Rules: R\d+/);
  });

  it('R230 R232 R233 plays a double-board bomb pot run twice: both boards on the table and in the log, every part in the result, and PHH export says why it cannot', async () => {
    await page.goto(`${base}?delay=0&seed=8`);
    await chartReady();
    const editor = page.getByLabel('Descriptor JSON');
    const spec = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    await editor.fill(JSON.stringify({ ...spec, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 }, null, 2));
    await expect.poll(() => editor.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByLabel('Variant', { exact: true }).inputValue()).toBe('double-board-holdem');
    await page.getByLabel('Run it').selectOption('2');
    await page.getByLabel('Bomb pots').check();
    await chartReady();
    // a bomb pot starts on the flop (R233): both boards show their three cards at once
    await expect.poll(() => page.getByLabel('Board 1', { exact: true }).locator('.card:not(.back)').count()).toBe(3);
    expect(await page.getByLabel('Board 2', { exact: true }).locator('.card:not(.back)').count()).toBe(3);
    const log = page.getByRole('list', { name: 'Hand log' });
    expect(await log.textContent()).toMatch(/posts an ante of 10/);
    expect(await log.textContent()).not.toMatch(/a blind/);
    expect(await log.textContent()).toMatch(/flop, board 2: /);
    await playToEnd();
    const result = (await page.locator('.result').textContent()) ?? '';
    expect(result).toMatch(/Hand over/);
    // seed 8 goes to a showdown: every part of the pot is told with its board (R231), and each
    // shown hand is described on both boards
    expect(result).toMatch(/at showdown: main pot \d+: board 1 \d+ to .*, board 2 \d+ to /);
    expect(await page.locator('.seat .shown').first().textContent()).toMatch(/board 1: .+ · board 2: .+/);
    await page.screenshot({ path: join(output, 'double-board-bomb-pot.png') });
    await page.getByRole('button', { name: 'Export PHH' }).click();
    await expect.poll(() => page.locator('.phh .error').textContent()).toMatch(/This hand cannot be exported as PHH: .*2 boards \(R230\); PHH has no code for several boards/);
    await page.getByLabel('Run it').selectOption('1');
    await page.getByLabel('Bomb pots').uncheck();
  });

  it('Pai Gow Poker: the variant list offers it; bet, set two hands by clicking, the round settles (R280-R283)', async () => {
    await page.goto(`${base}?delay=0`);
    await page.getByLabel('Variant', { exact: true }).selectOption('pai-gow-poker');
    const pg = page.getByRole('region', { name: 'Pai Gow Poker against the banker' });
    await pg.getByLabel('Bet').fill('40');
    await pg.getByRole('button', { name: 'Deal seven cards' }).click();
    const cards = pg.getByRole('group', { name: 'your seven cards' }).getByRole('button');
    expect(await cards.count()).toBe(7);
    const set = pg.getByRole('button', { name: 'Set hands' });
    expect(await set.isDisabled()).toBe(true); // two cards for the low hand first
    await cards.nth(5).click();
    await cards.nth(6).click();
    expect(await cards.nth(5).getAttribute('aria-pressed')).toBe('true');
    await cards.nth(4).click(); // a third card is not taken
    expect(await cards.nth(4).getAttribute('aria-pressed')).toBe('false');
    expect(await pg.getByText(/^Your setting: high/).count()).toBe(1);
    // a foul setting cannot be set (R282): then the house way sets it
    if (await set.isDisabled()) {
      expect(await pg.getByRole('status').textContent()).toContain('Foul');
      await pg.getByRole('button', { name: 'House way' }).click();
    } else await set.click();
    await expect.poll(() => pg.locator('.result').textContent()).toMatch(/You win 38 \(2 commission\)|Push: your bet is returned|You lose 40/);
    expect(await pg.getByText(/^Banker: high/).count()).toBe(1);
    await page.screenshot({ path: join(output, 'paigow.png') });
    // the table of the poker variant is out of the way meanwhile
    expect(await page.getByRole('button', { name: 'New hand' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Hand statechart' }).isVisible()).toBe(false);
    await pg.getByRole('button', { name: 'Next round' }).click();
    expect(await pg.getByRole('button', { name: 'Deal seven cards' }).count()).toBe(1);
    await page.getByLabel('Variant', { exact: true }).selectOption('holdem');
    expect(await page.getByRole('region', { name: 'Pai Gow Poker against the banker' }).count()).toBe(0);
  });

  it('works from a sub-path of a static server (relative asset paths)', async () => {
    await page.goto(`${base}nested/site/?delay=0`);
    await chartReady();
    expect(await page.getByRole('button', { name: 'New hand' }).count()).toBe(1);
  });

  it('works on a narrow screen, without console errors or warnings', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}?delay=0&seed=5`);
    await chartReady();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(output, 'narrow-390.png'), fullPage: true });
    expect(problems).toEqual([]);
  });
});
