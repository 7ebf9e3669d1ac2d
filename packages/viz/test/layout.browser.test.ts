import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createHandMachine, type VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem, variants } from '@pokerchart/variants';
import { chartToDot, dotToSvg, toChartJson, toSvg } from '../src/index.js';
import { browserForTests } from './browserForTests.js';
import { overlapsScript, sixStreetHoldem } from './bigVariant.js';

interface Overlaps {
  labelOnTitle: string[];
  labelOnLabel: string[];
  labelOnState: string[];
  labels: number;
  titles: number;
}

/** A chart's DOT with each cluster's title node turned back into the cluster's own label. */
function clusterLabelled(dot: string): string {
  const titles = new Map<string, string>();
  for (const m of dot.matchAll(/^\s*"([^"]+)#title" \[shape=plaintext, .*? label=(.*), id="title:[^"]+", class="cluster-title"\];$/gm)) titles.set(m[1]!, m[2]!);
  return dot
    .split('\n')
    .filter((line) => !line.includes('#title"'))
    .map((line) => line.replace(/graph \[label="", id="s:([^"]+)"/, (all, id: string) => (titles.has(id) ? `graph [label=${titles.get(id)!}, id="s:${id}"` : all)))
    .join('\n');
}

// Lays charts out with Graphviz and measures the drawn text in headless Chromium (see
// scripts/browser.mjs): where each edge label, cluster title and state really is on the page.
describe('chart layout, measured in Chromium', () => {
  const browser = browserForTests();

  /** The overlaps in an SVG drawing, after running `tamper` in the page when given. */
  const measure = async (svg: string, tamper?: string): Promise<Overlaps> => {
    const page = await browser().newPage();
    try {
      await page.setContent(`<!DOCTYPE html><html><body>${svg.replace(/<\?xml[^>]*\?>/, '').replace(/<!DOCTYPE[^>]*>/, '')}</body></html>`);
      if (tamper) await page.evaluate(tamper);
      return await page.evaluate<Overlaps>(overlapsScript);
    } finally {
      await page.close();
    }
  };

  /** The betting a variant's chart is drawn with by default (as `pokerchart chart` does). */
  const bettingOf = (variant: VariantDescriptor): BettingStructure =>
    variant.defaultBetting === 'pot-limit' ? potLimit() : variant.defaultBetting === 'fixed-limit' ? fixedLimit({ smallBet: 2 }) : noLimit();
  // every built-in variant (the list grows with the engine: stud, draw…), and a six-street chart
  const charts: [string, VariantDescriptor, BettingStructure][] = [
    ...variants.map((v): [string, VariantDescriptor, BettingStructure] => [v.name, v, bettingOf(v)]),
    ['six-street Hold\'em', sixStreetHoldem, noLimit()],
  ];

  for (const [name, variant, betting] of charts) {
    it(`left to right (--direction LR), no edge label overlaps a cluster title, a state or another label: ${name}`, async () => {
      const found = await measure(await toSvg(createHandMachine(variant, betting), { direction: 'LR' }));
      expect(found.titles).toBe(variant.streets.length);
      // labels were measured: more than 15 on charts of several streets (Kuhn poker's one round has 12)
      expect(found.labels).toBeGreaterThan(variant.streets.length > 1 ? 15 : 10);
      expect(found).toMatchObject({ labelOnTitle: [], labelOnLabel: [], labelOnState: [] });
    }, 60_000);

    it(`top to bottom, no edge label overlaps a cluster title, a state or another label: ${name}`, async () => {
      const found = await measure(await toSvg(createHandMachine(variant, betting)));
      expect(found.titles).toBe(variant.streets.length);
      expect(found).toMatchObject({ labelOnTitle: [], labelOnLabel: [], labelOnState: [] });
    }, 60_000);
  }

  it('the measure finds the overlaps of cluster titles drawn as Graphviz cluster labels left to right', async () => {
    // The DOT with each title node put back as its cluster's own label, left to right: what toDot drew before.
    const dot = clusterLabelled(chartToDot(toChartJson(createHandMachine(sixStreetHoldem, noLimit()), { direction: 'LR' }), { direction: 'LR' }));
    expect(dot).not.toContain('#title');
    const found = await measure(await dotToSvg(dot));
    expect(found.labelOnTitle.length).toBeGreaterThan(0);
  }, 60_000);

  it('the measure finds a label moved onto another label, onto a state and onto a cluster title', async () => {
    const svg = await toSvg(createHandMachine(texasHoldem, noLimit()));
    // moves the text of one edge label to where another element's text is
    const moveOnto = (target: string) => `(() => {
      const label = document.querySelector('g.edge text');
      const onto = document.querySelector(${JSON.stringify(target)}).getBBox();
      label.setAttribute('x', String(onto.x + onto.width / 2));
      label.setAttribute('y', String(onto.y + onto.height / 2));
    })()`;
    const clean = await measure(svg);
    expect(clean).toMatchObject({ labelOnTitle: [], labelOnLabel: [], labelOnState: [] });
    expect((await measure(svg, moveOnto('g.edge:last-of-type text'))).labelOnLabel.length).toBeGreaterThan(0);
    expect((await measure(svg, moveOnto('g.node.state'))).labelOnState.length).toBeGreaterThan(0);
    expect((await measure(svg, moveOnto('g.cluster-title text'))).labelOnTitle.length).toBeGreaterThan(0);
  }, 60_000);
});
