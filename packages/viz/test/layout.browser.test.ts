import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noLimit, potLimit } from '@pokerchart/betting';
import { createHandMachine, type VariantDescriptor } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { chartToDot, dotToSvg, toChartJson, toSvg } from '../src/index.js';
import { launchChromium } from '../../../scripts/browser.mjs';
import { overlapsScript, sixStreetHoldem } from './bigVariant.js';

interface Overlaps {
  labelOnTitle: string[];
  labelOnLabel: string[];
  labelOnState: string[];
  labels: number;
  titles: number;
}

// Lays charts out with Graphviz and measures the drawn text in headless Chromium (see
// scripts/browser.mjs): where each edge label, cluster title and state really is on the page.
describe('chart layout, measured in Chromium', () => {
  let browser: Browser;
  let missing: Error | null = null;
  beforeAll(async () => {
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
  });

  const measure = async (svg: string): Promise<Overlaps> => {
    const page = await browser.newPage();
    try {
      await page.setContent(`<!DOCTYPE html><html><body>${svg.replace(/<\?xml[^>]*\?>/, '').replace(/<!DOCTYPE[^>]*>/, '')}</body></html>`);
      return await page.evaluate<Overlaps>(overlapsScript);
    } finally {
      await page.close();
    }
  };

  const charts: [string, VariantDescriptor, ReturnType<typeof noLimit>][] = [
    ["Texas Hold'em", texasHoldem, noLimit()],
    ['Omaha', omaha, potLimit()],
    ['six-street Hold\'em', sixStreetHoldem, noLimit()],
  ];

  for (const [name, variant, betting] of charts) {
    it(`left to right (--direction LR), no edge label overlaps a cluster title, a state or another label: ${name}`, async () => {
      const found = await measure(await toSvg(createHandMachine(variant, betting), { direction: 'LR' }));
      expect(found.titles).toBe(variant.streets.length);
      expect(found.labels).toBeGreaterThan(20);
      expect(found).toMatchObject({ labelOnTitle: [], labelOnLabel: [], labelOnState: [] });
    }, 60_000);

    it(`top to bottom, no edge label overlaps a cluster title, a state or another label: ${name}`, async () => {
      const found = await measure(await toSvg(createHandMachine(variant, betting)));
      expect(found.titles).toBe(variant.streets.length);
      expect(found).toMatchObject({ labelOnTitle: [], labelOnLabel: [], labelOnState: [] });
    }, 60_000);
  }

  it('the measure finds the overlaps of cluster titles drawn as Graphviz cluster labels left to right', async () => {
    // The top-to-bottom DOT (cluster labels, no title nodes) turned left to right: what toDot drew before.
    const dot = chartToDot(toChartJson(createHandMachine(sixStreetHoldem, noLimit()))).replace('rankdir=TB', 'rankdir=LR');
    const found = await measure(await dotToSvg(dot));
    expect(found.labelOnTitle.length).toBeGreaterThan(0);
  }, 60_000);

  it('the measure finds self-loop labels that run into each other when each loop carries its own label', async () => {
    const dot = chartToDot(toChartJson(createHandMachine(texasHoldem, noLimit())));
    // undo the merge: give every self-loop its own label again
    const separate = dot.replace(/^( {2}("[^"]+") -> \2 \[label=)"[^"]*"(, id="e:([^"]+)")/gm, (_m, head: string, _n, rest: string, id: string) => {
      const edge = toChartJson(createHandMachine(texasHoldem, noLimit())).edges.find((e) => e.id === id)!;
      return `${head}" ${edge.label}${edge.guard ? ` [${edge.guard}]` : ''} "${rest}`;
    });
    expect(separate).not.toBe(dot);
    const found = await measure(await dotToSvg(separate));
    expect(found.labelOnLabel.length).toBeGreaterThan(0);
  }, 60_000);
});
