import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleHands, stepsFromEvents, toHtmlViewer, type ViewerHand } from '../src/index.js';
import { browserForTests } from './browserForTests.js';
import { handLikeMachine } from './handLikeMachine.js';
import { noLimit } from '@pokerchart/betting';
import { createHandMachine, type VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { playPassiveHand } from './playHand.js';
import { sixStreetHoldem } from './bigVariant.js';

// Runs the generated viewer in headless Chromium (a system Chrome or Chromium, else the one that
// `npm ci` installs from @sparticuz/chromium: see scripts/browser.mjs) and drives it with real key
// and mouse events through playwright-core. Without a browser every test fails, saying how to get one.
describe('HTML viewer in Chromium', () => {
  const browser = browserForTests();
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

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokerchart-viewer-'));
    const file = join(dir, 'hand.html');
    writeFileSync(file, await toHtmlViewer({ machine: handLikeMachine, steps, title: 'test hand' }));
    url = pathToFileURL(file).href;
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens `target` in a new page of the 1280×800 window the viewer was designed for. */
  const open = async (target: string): Promise<Page> => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
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
        current: document.querySelector('ol.steps:not([hidden]) li[aria-current="step"]')?.dataset.index ?? null,
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

  /** Where the chart is: the zoom, the viewBox, the smallest text on screen, whether the current state is in the pane. */
  const chartView = (page: Page) =>
    page.evaluate<{ zoom: number; viewBox: number[]; minFontPx: number; texts: number; leafInside: boolean; wholeChartInside: boolean }>(
      `(() => {
        const chart = document.getElementById('chart');
        const svg = chart.querySelector('svg');
        const scale = svg.getScreenCTM().a;
        const texts = [...svg.querySelectorAll('text')];
        const sizes = texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
        const c = chart.getBoundingClientRect();
        const inside = (r) => r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5;
        const active = document.body.dataset.active.split(' ');
        const leaf = document.getElementById('s:' + active[active.length - 1]);
        return { zoom: Number(document.body.dataset.zoom), viewBox: svg.getAttribute('viewBox').split(' ').map(Number),
                 minFontPx: Math.min(...sizes), texts: texts.length, scale,
                 leafInside: inside(leaf.getBoundingClientRect()),
                 wholeChartInside: inside(svg.querySelector('g.graph').getBoundingClientRect()) };
      })()`,
    );

  const holdemHands = () => sampleHands({ variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 }, seed: 3 });
  const writeViewer = async (name: string, variant: VariantDescriptor, hands: ViewerHand[], direction?: 'LR' | 'TB') => {
    const file = join(dir, name);
    writeFileSync(file, await toHtmlViewer({ machine: createHandMachine(variant, noLimit()), hands, ...(direction ? { direction } : {}) }));
    return pathToFileURL(file).href;
  };
  const ready = (s: Page) => s.waitForFunction(`document.body && document.body.dataset.zoom !== undefined && document.body.dataset.active !== undefined`);

  for (const [name, variant, direction] of [
    ["Hold'em", texasHoldem, 'TB'],
    ["six-street Hold'em", sixStreetHoldem, 'TB'],
    ["six-street Hold'em, left to right", sixStreetHoldem, 'LR'],
  ] as const) {
    it(`opens at 100% with every label of the ${name} chart at least 11 CSS px on screen, the current state in view`, async () => {
      const hands = sampleHands({ variant, betting: noLimit(), blinds: { small: 1, big: 2 } });
      const s = await open(await writeViewer(`readable-${variant.id}-${direction}.html`, variant, hands, direction));
      await ready(s);
      let view = await chartView(s);
      expect(view.texts).toBeGreaterThan(40);
      expect(view.zoom).toBe(1);
      expect(view.minFontPx).toBeGreaterThanOrEqual(11);
      expect(view.leafInside).toBe(true);
      // the chart follows the hand: every step's state is in view, still at 100%
      for (let i = 1; i < hands[1]!.steps.length + 2; i++) {
        if (i === 1) await s.selectOption('#hand', '1');
        else await s.keyboard.press('ArrowRight');
        view = await chartView(s);
        expect(view.leafInside).toBe(true);
        expect(view.zoom).toBe(1);
      }
    }, 60_000);
  }

  it('"Fit" shows the whole chart (smaller text), "100%" and the 1 key bring the readable size back', async () => {
    const s = await open(await writeViewer('fit.html', texasHoldem, holdemHands()));
    await ready(s);
    const before = await chartView(s);
    expect(before.wholeChartInside).toBe(false);
    await s.click('#zoom-fit');
    let view = await chartView(s);
    expect(view.wholeChartInside).toBe(true);
    expect(view.zoom).toBeLessThan(1);
    // what a viewer that fits the Hold'em chart to the window shows: text too small to read
    expect(view.minFontPx).toBeLessThan(11);
    await s.click('#zoom-actual');
    view = await chartView(s);
    expect(view).toMatchObject({ zoom: 1, leafInside: true });
    await s.keyboard.press('0');
    expect((await chartView(s)).wholeChartInside).toBe(true);
    await s.keyboard.press('1');
    expect((await chartView(s)).zoom).toBe(1);
    await s.keyboard.press('z');
    expect((await chartView(s)).wholeChartInside).toBe(true);
    await s.keyboard.press('z');
    expect((await chartView(s)).zoom).toBe(1);
  }, 60_000);

  it('the wheel zooms at the pointer, a drag pans, + - and Shift+arrows too: each changes the viewBox', async () => {
    const s = await open(await writeViewer('panzoom.html', texasHoldem, holdemHands()));
    await ready(s);
    const box = (await s.locator('#chart').boundingBox())!;
    const px = box.x + 200, py = box.y + 150;
    const start = await chartView(s);
    // the chart point under the pointer stays under the pointer
    const under = (v: { viewBox: number[]; zoom: number }) => [v.viewBox[0]! + (200 * v.viewBox[2]!) / box.width, v.viewBox[1]! + (150 * v.viewBox[3]!) / box.height];
    await s.mouse.move(px, py);
    await s.mouse.wheel(0, -300);
    await s.waitForFunction(`Number(document.body.dataset.zoom) > 1`);
    let view = await chartView(s);
    expect(view.zoom).toBeGreaterThan(1.3);
    expect(view.viewBox[2]).toBeLessThan(start.viewBox[2]!);
    expect(under(view)[0]).toBeCloseTo(under(start)[0]!, 0);
    expect(under(view)[1]).toBeCloseTo(under(start)[1]!, 0);
    await s.mouse.wheel(0, 300);
    await s.waitForFunction(`Math.abs(Number(document.body.dataset.zoom) - 1) < 0.01`);

    view = await chartView(s);
    await s.mouse.move(px, py);
    await s.mouse.down();
    await s.mouse.move(px - 120, py - 60, { steps: 4 });
    await s.mouse.up();
    const dragged = await chartView(s);
    const perPx = view.viewBox[2]! / box.width;
    expect(dragged.viewBox[0]! - view.viewBox[0]!).toBeCloseTo(120 * perPx, 0);
    expect(dragged.viewBox[1]! - view.viewBox[1]!).toBeCloseTo(60 * perPx, 0);

    await s.click('#zoom-in');
    expect((await chartView(s)).zoom).toBeCloseTo(1.25, 2);
    await s.click('#zoom-out');
    await s.click('#zoom-out');
    expect((await chartView(s)).zoom).toBeCloseTo(0.8, 2);
    await s.keyboard.press('+');
    expect((await chartView(s)).zoom).toBeCloseTo(1, 2);
    expect(await s.locator('#zoom-level').textContent()).toBe('100%');
    await s.keyboard.press('-');
    expect((await chartView(s)).zoom).toBeCloseTo(0.8, 2);
    const beforePan = await chartView(s);
    await s.keyboard.press('Shift+ArrowRight');
    await s.keyboard.press('Shift+ArrowDown');
    const panned = await chartView(s);
    expect(panned.viewBox[0]).toBeGreaterThan(beforePan.viewBox[0]!);
    expect(panned.viewBox[1]).toBeGreaterThan(beforePan.viewBox[1]!);
    expect(await s.evaluate<string>('document.body.dataset.step')).toBe('1'); // Shift+arrows pan, they do not step
  }, 60_000);

  it('picks a sample hand from the menu or with ] and [, and links it in the hash (#hand=H&step=N)', async () => {
    const hands = holdemHands();
    const url = await writeViewer('hands.html', texasHoldem, hands);
    const s = await open(url);
    await ready(s);
    expect(await s.locator('#hand option').allTextContents()).toEqual(hands.map((h) => h.title));
    await s.keyboard.press(']');
    let view = await shown(s);
    expect(await s.evaluate<string>('document.body.dataset.hand')).toBe('2');
    expect(view.position).toBe(`Step 1 / ${hands[1]!.steps.length}`);
    await s.keyboard.press('End');
    view = await shown(s);
    expect(view.highlighted).toEqual(['hand.settled']);
    expect(await s.evaluate<string>('location.hash')).toBe(`#hand=2&step=${hands[1]!.steps.length}`);
    expect(await s.locator('ol.steps:not([hidden])').getAttribute('id')).toBe('steps-2');
    await s.keyboard.press('[');
    expect(await s.evaluate<string>('document.body.dataset.hand')).toBe('1');
    const runout = hands[1]!.steps.findIndex((st) => (st.state as { value: unknown }).value === 'runout');
    expect(runout).toBeGreaterThan(0);
    const linked = await open(`${url}#hand=2&step=${runout + 1}`);
    await ready(linked);
    expect((await shown(linked)).highlighted).toEqual(['hand.runout']);
    expect(await linked.locator('#hand').inputValue()).toBe('1');
  }, 60_000);

  it('R103 highlights the edges a step took: the all-in call goes along ACT [bettingClosedAllIn] to the run-out', async () => {
    const hands = holdemHands();
    const s = await open(await writeViewer('taken.html', texasHoldem, hands));
    await ready(s);
    await s.keyboard.press(']');
    const allInCall = hands[1]!.steps.findIndex((st) => (st.state as { value: unknown }).value === 'runout');
    for (let i = 0; i < allInCall; i++) await s.keyboard.press('ArrowRight');
    const taken = () =>
      s.evaluate<{ ids: string[]; stroke: string[]; listed: string }>(`({
        ids: [...document.querySelectorAll('.chart g.edge.taken')].map((g) => g.id),
        stroke: [...document.querySelectorAll('.chart g.edge.taken > path')].map((p) => getComputedStyle(p).stroke),
        listed: document.querySelector('ol.steps:not([hidden]) li[aria-current="step"] .via')?.textContent ?? '',
      })`);
    let view = await taken();
    expect(view.ids).toEqual(['e:hand.preflop.bet:ACT:4']);
    expect(view.stroke).toEqual(['rgb(180, 95, 6)']);
    expect(view.listed).toBe('ACT [bettingClosedAllIn] / applyBet, closeRound \u2192 runout');
    await s.keyboard.press('End');
    view = await taken();
    expect(view.ids).toEqual(['e:hand.runout:DEAL_BOARD:1', 'e:hand.runout:always:0', 'e:hand.showdown:always:0']);
    await s.keyboard.press('Home');
    expect((await taken()).ids).toEqual([]);
  }, 60_000);
});
