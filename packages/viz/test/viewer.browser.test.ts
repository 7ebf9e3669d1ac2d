import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stepsFromEvents, toHtmlViewer } from '../src/index.js';
import { launchChromium } from '../../../scripts/browser.mjs';
import { handLikeMachine } from './handLikeMachine.js';
import { noLimit } from '@pokerchart/betting';
import { createHandMachine } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { playPassiveHand } from './playHand.js';

// Runs the generated viewer in headless Chromium (a system Chrome or Chromium, else the one that
// `npm ci` installs from @sparticuz/chromium: see scripts/browser.mjs) and drives it with real key
// and mouse events through playwright-core. Without a browser every test fails, saying how to get one.
describe('HTML viewer in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let url: string;
  const steps = stepsFromEvents(handLikeMachine, [
    { type: 'DEAL' },
    { type: 'DEAL' },
    { type: 'ACT' },
    { type: 'CLOSE' },
    { type: 'DEAL' },
    { type: 'DEAL' },
  ]);
  const expected = [
    'hand.posting',
    'hand.preflop hand.preflop.dealing',
    'hand.preflop hand.preflop.betting',
    'hand.preflop hand.preflop.betting',
    'hand.flop hand.flop.dealing',
    'hand.flop hand.flop.betting',
    'hand.flop hand.flop.betting',
  ];

  // Without a browser every test fails (never skips) with the launcher's message.
  let missing: Error | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokerchart-viewer-'));
    const file = join(dir, 'hand.html');
    writeFileSync(file, await toHtmlViewer({ machine: handLikeMachine, steps, title: 'test hand' }));
    url = pathToFileURL(file).href;
    try {
      browser = await launchChromium();
    } catch (error) {
      missing = error as Error;
    }
  }, 180_000);
  beforeEach(() => {
    if (missing) throw missing;
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens `target` in a new page of the 1280×800 window the viewer was designed for. */
  const open = async (target: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(target);
    return page;
  };

  /** What the page shows: its step, and the ids of the SVG states that carry the `active` class. */
  const shown = (page: Page) =>
    page.evaluate<{ step: string; active: string; highlighted: string[]; current: string | null; position: string }>(
      `({
        step: document.body.dataset.step,
        active: document.body.dataset.active,
        highlighted: [...document.querySelectorAll('.chart g.state.active')].map((g) => g.id.slice(2)).sort(),
        current: document.querySelector('#steps li[aria-current="step"]')?.dataset.index ?? null,
        position: document.getElementById('position').textContent,
      })`,
    );

  it('steps through the hand with the arrow keys and buttons, highlighting each step\'s state', async () => {
    const s = await open(url);
    await s.waitForFunction(`document.readyState === 'complete' && document.body.dataset.active !== undefined`);
    let view = await shown(s);
    expect(view.step).toBe('1');
    expect(view.highlighted).toEqual(['hand.posting']);
    expect(view.position).toBe('Step 1 / 7');

    for (let i = 1; i < expected.length; i++) {
      await s.keyboard.press('ArrowRight');
      view = await shown(s);
      expect(view.step).toBe(String(i + 1));
      expect(view.active).toBe(expected[i]);
      expect(view.highlighted).toEqual(expected[i]!.split(' ').sort());
      expect(view.current).toBe(String(i));
    }
    await s.keyboard.press('ArrowRight'); // past the end: stays on the last step
    expect((await shown(s)).step).toBe('7');

    await s.click('#prev');
    await s.click('#prev');
    view = await shown(s);
    expect(view.step).toBe('5');
    expect(view.highlighted).toEqual(['hand.flop', 'hand.flop.dealing']);
    expect(await s.evaluate<string>('location.hash')).toBe('#step=5');

    await s.keyboard.press('Home');
    expect((await shown(s)).highlighted).toEqual(['hand.posting']);
    await s.click('#last');
    expect((await shown(s)).step).toBe('7');
    await s.keyboard.press('ArrowLeft');
    expect((await shown(s)).highlighted).toEqual(['hand.flop', 'hand.flop.betting']);
  }, 60_000);

  it('opens the step named in the URL hash (#step=N)', async () => {
    const s = await open(`${url}#step=3`);
    await s.waitForFunction(`document.readyState === 'complete' && document.body.dataset.active !== undefined`);
    const view = await shown(s);
    expect(view.step).toBe('3');
    expect(view.highlighted).toEqual(['hand.preflop', 'hand.preflop.betting']);
  }, 30_000);

  it('steps through a real Hold\'em hand: each street\'s bet state is highlighted in turn, then settled', async () => {
    const { steps } = playPassiveHand(texasHoldem, noLimit());
    const file = join(dir, 'holdem.html');
    writeFileSync(file, await toHtmlViewer({ machine: createHandMachine(texasHoldem, noLimit()), steps }));
    const s = await open(pathToFileURL(file).href);
    await s.waitForFunction(`document.body && document.body.dataset.active !== undefined`);
    const seen: string[] = [];
    for (let i = 0; i < steps.length; i++) {
      const view = await shown(s);
      expect(view.step).toBe(String(i + 1));
      const leaf = view.highlighted.at(-1)!;
      if (seen.at(-1) !== leaf) seen.push(leaf);
      const value = (steps[i]!.state as { value: unknown }).value;
      const expectedLeaf = typeof value === 'string' ? `hand.${value}` : `hand.${Object.keys(value as object)[0]}.bet`;
      expect(view.highlighted).toContain(expectedLeaf);
      await s.keyboard.press('ArrowRight');
    }
    expect(seen).toEqual(['hand.preflop.bet', 'hand.flop.bet', 'hand.turn.bet', 'hand.river.bet', 'hand.settled']);
  }, 60_000);

  it('"Full size" shows the chart at natural size, scrolled so the current state is in view', async () => {
    const { steps } = playPassiveHand(texasHoldem, noLimit());
    const file = join(dir, 'holdem-zoom.html');
    writeFileSync(file, await toHtmlViewer({ machine: createHandMachine(texasHoldem, noLimit()), steps }));
    const s = await open(pathToFileURL(file).href);
    await s.waitForFunction(`document.body && document.body.dataset.active !== undefined`);
    await s.keyboard.press('End');
    await s.click('#zoom');
    const inView = () =>
      s.evaluate<{ natural: boolean; inside: boolean; scaled: boolean; leaf: string }>(
        `(() => {
          const chart = document.querySelector('.chart');
          const active = document.body.dataset.active.split(' ');
          const leaf = document.getElementById('s:' + active[active.length - 1]);
          const a = leaf.getBoundingClientRect(), c = chart.getBoundingClientRect();
          const svg = chart.querySelector('svg');
          return { natural: chart.classList.contains('natural'), leaf: leaf.id,
                   inside: a.left >= c.left && a.right <= c.right && a.top >= c.top && a.bottom <= c.bottom,
                   scaled: svg.getBoundingClientRect().width < svg.width.baseVal.value - 1 };
        })()`,
      );
    let view = await inView();
    expect(view).toMatchObject({ natural: true, inside: true, scaled: false, leaf: 's:hand.settled' });
    await s.keyboard.press('Home');
    view = await inView();
    expect(view).toMatchObject({ natural: true, inside: true, leaf: 's:hand.preflop.bet' });
    await s.keyboard.press('z');
    expect((await inView()).natural).toBe(false);
  }, 60_000);
});
