import { noLimit } from '@pokerchart/betting';
import { createTableMachine } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { toChartJson, toMermaid, toSvg } from '../src/index.js';

describe('chart of the table machine', () => {
  const machine = createTableMachine(texasHoldem, noLimit());

  it('lists its states and transitions, with nested states under their parents', () => {
    const chart = toChartJson(machine);
    expect(chart.nodes.length).toBeGreaterThan(1);
    const ids = new Set(chart.nodes.map((n) => n.id));
    for (const n of chart.nodes) if (n.parent) expect(ids.has(n.parent)).toBe(true);
    for (const e of chart.edges) {
      expect(ids.has(e.source) || e.source === chart.id).toBe(true);
      expect(ids.has(e.target) || e.target === chart.id).toBe(true);
    }
  });

  it('renders as Mermaid and SVG, every state with its SVG id', async () => {
    expect(toMermaid(machine)).toMatch(/^stateDiagram-v2$/m);
    const svg = await toSvg(machine);
    for (const n of toChartJson(machine).nodes) expect(svg).toContain(`id="s:${n.id}"`);
  });
});
