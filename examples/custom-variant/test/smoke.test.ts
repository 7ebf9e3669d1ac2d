import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { chartMermaid } from '../src/chartMermaid.js';
import { playRoyalHand, royalChart } from '../src/main.js';
import { royalHoldem } from '../src/royalHoldem.js';

describe("example: custom-variant (Royal Hold'em)", () => {
  it('R38 R126 plays the scripted hand from the explicit deck: four aces beat kings full', () => {
    const lines: string[] = [];
    const result = playRoyalHand((line) => lines.push(line));
    expect(formatCards(result.board)).toEqual(['Js', 'Ad', 'Qd', 'Kh', 'Ah']);
    // pot: 30 + 30 + 10 (pre-flop) + 80 (flop) + 200 (river)
    expect(result.pots).toHaveLength(1);
    expect(result.pots[0]!.amount).toBe(350);
    expect(result.pots[0]!.winners).toEqual([0]);
    expect(result.stacks).toEqual([680, 330, 490]);
    expect(result.shown[0]!.seat).toBe(1); // the river bettor shows first (R126)
    expect(result.shown[1]!.value.category).toBe('four-of-a-kind');
    expect(lines.join('\n')).toContain('pot 1: 350 to seat 0');
  });

  it("R45 its chart is a Mermaid state diagram with Hold'em's streets", () => {
    const chart = royalChart();
    expect(chart.startsWith('stateDiagram-v2')).toBe(true);
    for (const street of royalHoldem.streets) expect(chart).toContain(`state "${street.name} · bet"`);
    expect(chart).toContain('--> [*]');
  });
});

describe('docs/guides/hand-lifecycle.md', () => {
  it("shows the Hold'em chart exactly as the machine has it, and its examples hold", () => {
    const guide = readFileSync(new URL('../../../docs/guides/hand-lifecycle.md', import.meta.url), 'utf8');
    const chart = chartMermaid(createHandMachine(texasHoldem, noLimit()));
    expect(guide).toMatch(/```(mermaid)?\n/);
    expect(guide).toContain('\n' + chart + '\n```');
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 } });
    expect(hand.legalActions()).toEqual({ seat: 0, fold: true, check: false, call: 10, raiseTo: { min: 20, max: 1000 }, bringIn: null, discard: null, runIt: null });
    hand.act({ type: 'raise', to: 30 });
    expect(() => hand.act({ type: 'raise', to: 35 })).toThrow('raise to 35 is below the minimum 50; allowed: 50 to 1000 (R72, R73)');
  });
});
