// Hostile input to @pokerchart/viz: unknown or junk active states and malformed viewer steps are
// VizError with a stable code; text from the caller (titles, step labels) never reaches the HTML
// viewer unescaped.
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHandMachine } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { chartToDot, resolveActiveStates, stepsFromEvents, toChartJson, toDot, toHtmlViewer, toMermaid, VizError } from '../src/index.js';

const machine = createHandMachine(texasHoldem, noLimit());

describe('viz: hostile active states and steps', () => {
  it('junk, unknown, prototype-named and 10 MB active states are VizError', () => {
    const actives: unknown[] = ['nope', '__proto__', 'constructor', { value: { nope: 'x' } }, { value: 5 }, 'x'.repeat(10_000_000), ['nope']];
    for (const render of [toChartJson, toMermaid, toDot]) {
      for (const active of actives) {
        expect(() => render(machine, { active: active as never }), String(active).slice(0, 20)).toThrow(VizError);
      }
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('something that is not a machine, options that are not an object and an unknown direction are VizError BAD_OPTION', async () => {
    for (const render of [toChartJson, toMermaid, toDot]) {
      for (const bad of [null, undefined, {}, 5, 'machine', { root: null }]) {
        expect(() => render(bad as never)).toThrow(VizError);
      }
      expect(() => render(machine, null as never)).toThrow(VizError);
      expect(() => render(machine, { direction: 'x"]; evil' as never })).toThrow(/direction/);
    }
    expect(() => chartToDot(null as never)).toThrow(VizError);
    expect(() => resolveActiveStates(null as never, ['x'])).toThrow(VizError);
    expect(() => resolveActiveStates(machine, null as never)).toThrow(VizError);
    for (const events of [null, 5, [null], [{ type: 5 }], ['ACT']]) {
      expect(() => stepsFromEvents(machine, events as never)).toThrow(VizError);
    }
    await expect(toHtmlViewer(null as never)).rejects.toThrow(VizError);
    await expect(toHtmlViewer({ machine: null as never, steps: [{ label: 'a', state: ['x'] }] })).rejects.toThrow(VizError);
  });

  it('malformed viewer steps are VizError BAD_STEPS', async () => {
    for (const steps of [undefined, null, [], 5, [null], [{ label: 5, state: 'x' }], [{ label: 'a' }]]) {
      await expect(toHtmlViewer({ machine, steps: steps as never })).rejects.toThrow(VizError);
    }
  });

  it('titles and step labels are escaped in the HTML viewer (no markup injection)', { timeout: 60_000 }, async () => {
    const evil = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await toHtmlViewer({ machine, title: evil, steps: [{ label: evil, state: { value: { preflop: 'bet' } } as never }] });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });
});
