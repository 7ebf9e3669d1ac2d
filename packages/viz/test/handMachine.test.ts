import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHandMachine, defineVariant } from '@pokerchart/engine';
import { texasHoldem, variants } from '@pokerchart/variants';
import { instance } from '@viz-js/viz';
import { describe, expect, it } from 'vitest';
import { resolveActiveStates, toChartJson, toDot, toHtmlViewer, toMermaid, toSvg } from '../src/index.js';
import { playPassiveHand } from './playHand.js';

const structures = [
  ['no-limit', () => noLimit()],
  ['pot-limit', () => potLimit()],
  ['fixed-limit', () => fixedLimit({ smallBet: 2 })],
] as const;

describe('charts of the real hand machines', () => {
  for (const variant of variants) {
    for (const [name, make] of structures) {
      it(`${variant.id} / ${name}: one composite state per street of the variant, a final state`, () => {
        const machine = createHandMachine(variant, make());
        const chart = toChartJson(machine);
        const top = chart.nodes.filter((n) => n.parent === null);
        for (const street of variant.streets) {
          const node = top.find((n) => n.key === street.name);
          expect(node?.type).toBe('compound');
          expect(chart.nodes.some((n) => n.parent === node?.id)).toBe(true);
        }
        expect(chart.nodes.some((n) => n.type === 'final')).toBe(true);
        const mermaid = toMermaid(machine);
        for (const street of variant.streets) expect(mermaid).toContain(`state ${street.name} {`);
        expect(toDot(machine)).toContain(`subgraph "cluster_hand.${(variant.streets[1] ?? variant.streets[0]!).name}"`);
      });
    }
  }

  it('writes Mermaid that declares every state before an edge uses it, with balanced blocks', () => {
    for (const variant of variants) {
      const text = toMermaid(createHandMachine(variant, potLimit()), { active: [`${(variant.streets[1] ?? variant.streets[0]!).name}.bet`] });
      const declared = new Set<string>();
      let depth = 0;
      for (const raw of text.split('\n')) {
        const line = raw.trim();
        let m: RegExpExecArray | null;
        if ((m = /^state (?:"[^"]*" as )?([A-Za-z_][A-Za-z0-9_]*)( \{)?$/.exec(line))) {
          declared.add(m[1]!);
          if (m[2]) depth++;
        } else if (line === '}') {
          depth--;
          expect(depth).toBeGreaterThanOrEqual(0);
        } else if ((m = /^(\[\*\]|[A-Za-z_]\w*) --> (\[\*\]|[A-Za-z_]\w*)( : [^;#"]+)?$/.exec(line))) {
          if (m[1] === '[*]') declared.add(m[2]!); // a block's start arrow declares its initial state there
          else for (const end of [m[1]!, m[2]!]) if (end !== '[*]') expect(declared.has(end), `${end} used before it is declared`).toBe(true);
        } else if ((m = /^([A-Za-z_]\w*) : [^;#"]+$/.exec(line))) {
          declared.add(m[1]!);
        } else if (/^[A-Za-z_]\w*$/.test(line)) {
          declared.add(line);
        }
      }
      expect(depth).toBe(0);
    }
  });

  it('draws the streets of a new variant, not Hold\'em\'s', () => {
    const twoStreets = defineVariant({
      ...texasHoldem,
      id: 'two-street',
      name: 'Two-street test',
      streets: [
        { name: 'predeal', board: 0 },
        { name: 'bigboard', board: 5, burn: true },
      ],
    });
    const chart = toChartJson(createHandMachine(twoStreets, noLimit()));
    const keys = chart.nodes.filter((n) => n.parent === null && n.type === 'compound').map((n) => n.key);
    expect(keys).toEqual(['predeal', 'bigboard']);
    expect(chart.description).toContain('Two-street test');
  });

  it('renders every built-in variant\'s chart to SVG with a cluster per street', async () => {
    for (const variant of variants) {
      const svg = await toSvg(createHandMachine(variant, noLimit()));
      for (const street of variant.streets) expect(svg).toContain(`id="s:hand.${street.name}"`);
    }
  });

  it('lays out every built-in chart without a Graphviz warning (fonts with metrics, valid clusters)', async () => {
    const viz = await instance();
    for (const variant of variants) {
      for (const direction of ['TB', 'LR'] as const) {
        const result = viz.render(toDot(createHandMachine(variant, noLimit()), { direction, active: [`${(variant.streets[1] ?? variant.streets[0]!).name}.bet`] }), { format: 'svg' });
        expect(result.status).toBe('success');
        expect(result.errors).toEqual([]);
      }
    }
  });

  it('highlights the state of a live hand at each step, in line with hand.street', () => {
    const { hand, steps } = playPassiveHand(texasHoldem, noLimit());
    expect(hand.isComplete).toBe(true);
    const machine = createHandMachine(texasHoldem, noLimit());
    const seenStreets = new Set<string>();
    for (const step of steps) {
      const active = resolveActiveStates(machine, step.state);
      const top = active[0]!.slice('hand.'.length);
      const value = (step.state as { value: unknown }).value;
      if (typeof value === 'object' && value !== null) {
        seenStreets.add(top);
        expect(active).toEqual([`hand.${top}`, `hand.${top}.bet`]);
      }
    }
    expect([...seenStreets]).toEqual(['preflop', 'flop', 'turn', 'river']);
    expect(resolveActiveStates(machine, steps.at(-1)!.state)).toEqual(['hand.settled']);
    expect(toMermaid(machine, { active: steps[1]!.state })).toContain('class preflop_bet active');
  });

  it('builds a viewer for a whole hand', async () => {
    const { steps } = playPassiveHand(texasHoldem, potLimit());
    const html = await toHtmlViewer({ machine: createHandMachine(texasHoldem, potLimit()), steps, title: 'a passive hand' });
    expect(html).toContain('id="s:hand.river.bet"');
    expect(html).toContain('river: seat');
  });
});
