import { describe, expect, it } from 'vitest';
import { potLimit, noLimit } from '@pokerchart/betting';
import { createHandMachine, defineVariant } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { toSvg } from '../src/index.js';

// Irish: Omaha's deal, a discard of two after the flop betting, then Hold'em's turn and river.
const irish = defineVariant({
  id: 'irish', name: 'Irish', deck: 'standard',
  steps: [
    { kind: 'seats', cards: ['down', 'down', 'down', 'down'] },
    { kind: 'bet', name: 'preflop' },
    { kind: 'board', cards: 3, burn: true },
    { kind: 'bet', name: 'flop' },
    { kind: 'exchange', min: 2, max: 2, draw: false },
    { kind: 'board', cards: 1, burn: true },
    { kind: 'bet', name: 'turn' },
    { kind: 'board', cards: 1, burn: true },
    { kind: 'bet', name: 'river' },
    { kind: 'showdown' },
  ],
  selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 }, defaultBetting: 'pot-limit',
});

/** The top and bottom of each street cluster of a drawn chart (SVG y grows downwards). */
function clusterSpans(svg: string, streets: readonly string[]): { top: number; bottom: number }[] {
  return streets.map((street) => {
    const at = svg.indexOf(`<g id="s:hand.${street}" class="cluster`);
    expect(at, street).toBeGreaterThan(-1);
    const d = /<path[^>]* d="([^"]+)"/.exec(svg.slice(at))![1]!;
    const points = [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    return { top: Math.min(...points.map((p) => p.y)), bottom: Math.max(...points.map((p) => p.y)) };
  });
}

describe('charts lay the streets out in their order (R45)', () => {
  const cases = [
    ['Irish (an exchange after the flop)', createHandMachine(irish, potLimit())],
    ["Texas Hold'em", createHandMachine(texasHoldem, noLimit())],
    ['Omaha', createHandMachine(omaha, potLimit())],
  ] as const;
  for (const [name, machine] of cases) {
    it(`${name}: each street's cluster lies wholly below the previous one`, async () => {
      const spans = clusterSpans(await toSvg(machine), ['preflop', 'flop', 'turn', 'river']);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i]!.top, `street ${i} below street ${i - 1}`).toBeGreaterThan(spans[i - 1]!.bottom);
      }
    });
  }
});
