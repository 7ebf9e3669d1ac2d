import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { createHand, createHandMachine, defineStepKind, defineVariant, type PlayerView } from '@pokerchart/engine';
import { createTable } from '@pokerchart/table';
import { describe, expect, it } from 'vitest';
import { describeLogEntry, toChartJson, toMermaid } from '../src/index.js';

// A step kind of a user's with its own decision (the "show one card" step of
// docs/guides/compose-a-variant.md) runs at a table and draws its state in the chart, with
// nothing of it in the engine, the table or the chart code.

defineStepKind({
  kind: 'show-one', fields: [],
  decision: {
    description: 'every player still in shows one of their cards to the table',
    start: () => ({ shown: {} }),
    options: (hand, seat) => ({ cards: hand.holeCards[seat] }),
    refuse: (hand, seat, choice) => (hand.holeCards[seat]!.includes(choice) ? null : `show one of your own cards, not ${choice}`),
    apply: (_hand, seat, choice, state) => ({ shown: { ...state.shown, [seat]: choice } }),
    view: (state) => state.shown,
    settle: (state) => state.shown,
  },
});

const showOneHoldem = defineVariant({
  id: 'show-one-holdem', name: "Hold'em, one card shown after the flop", deck: 'standard',
  steps: [
    { kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' },
    { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
    { kind: 'show-one' } as never, // a kind of yours: not among the built-in step types
    { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
    { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'showdown' },
  ],
  selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 },
});

/** A player that shows its first card when asked and otherwise checks or calls, from its view. */
function player(view: PlayerView): PlayerAction {
  const legal = view.legalActions!;
  if (legal.decide !== undefined) return { type: 'decide', choice: (legal.decide.options as { cards: number[] }).cards[0] };
  return legal.check ? { type: 'check' } : { type: 'call' };
}

describe("a user's step kind with a decision", () => {
  it('R0.5 the chart draws its state first in the turn, after the flop betting and before the turn card', () => {
    const machine = createHandMachine(showOneHoldem, noLimit());
    const chart = toChartJson(machine);
    const node = chart.nodes.find((n) => n.id === 'hand.turn.show-one');
    expect(node).toBeDefined();
    expect(node!.description).toContain('every player still in shows one of their cards');
    expect(chart.edges.some((e) => e.source === 'hand.flop.bet' && e.target === 'hand.turn.show-one')).toBe(true);
    expect(chart.edges.some((e) => e.source === 'hand.turn.show-one' && e.target === 'hand.turn.bet')).toBe(true);
    expect(toMermaid(machine)).toContain('show-one');
  });

  it('R0.5 the log describes each decision, its choice for its own seat only', () => {
    const hand = createHand({ variant: showOneHoldem, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
    while (!hand.isComplete) hand.act(player(hand.view(hand.toAct!)));
    const lines = (viewer: number) => hand.view(viewer).log.map((e) => describeLogEntry(e)).filter((l) => l?.includes('show-one'));
    expect(lines(0)).toHaveLength(2);
    expect(lines(0).filter((l) => l!.includes(':'))).toEqual([expect.stringMatching(/^seat 0 decides at the show-one step: \d+$/)]);
  });

  it('R0.3 R0.5 a table plays it: each seat decides from its view, the result carries the kind\'s settlement, chips are conserved', () => {
    const table = createTable({
      variant: showOneHoldem, betting: noLimit(), seats: 3, mode: 'cash', seed: 5,
      schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
      cash: { buyIn: 500 },
      players: ['a', 'b', 'c'].map((name) => ({ name, stack: 500 })),
    });
    let decided = 0;
    let settled = 0;
    for (let hand = 0; hand < 5; hand++) {
      table.deal();
      for (let i = 0; table.phase === 'playing' && table.toAct !== null; i++) {
        if (i > 200) throw new Error('the hand did not end');
        const view = table.view(table.toAct);
        if (view.legalActions!.decide !== undefined) decided++;
        table.act(player(view));
      }
      const last = table.lastResult;
      if (last?.steps?.['show-one'] !== undefined) settled++;
      expect(table.chipsInPlay()).toBe(1500);
    }
    table.stop();
    expect(decided).toBeGreaterThan(0);
    expect(settled).toBeGreaterThan(0);
  });
});
