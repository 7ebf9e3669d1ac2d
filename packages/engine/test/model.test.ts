import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import type { AnyStateNode } from 'xstate';
import { getShortestPaths, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { createHandMachine, type HandEvent } from '../src/index.js';
import { holdem, omaha } from './fixtures.js';

/** Every state node id of a machine, e.g. `hand.flop.bet`. */
function stateIds(machine: ReturnType<typeof createHandMachine>): string[] {
  const ids: string[] = [];
  const walk = (node: DirectedGraphNode) => {
    for (const child of node.children) {
      ids.push((child.stateNode as AnyStateNode).id);
      walk(child);
    }
  };
  walk(toDirectedGraph(machine));
  return ids;
}

/** The state node ids active in a snapshot value, e.g. `{ flop: 'bet' }` gives `hand.flop`, `hand.flop.bet`. */
function activeIds(value: unknown, prefix = 'hand'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [`${prefix}.${k}`, ...activeIds(v, `${prefix}.${k}`)]);
}

const events: HandEvent[] = [
  { type: 'DEAL_HOLE', seat: 0, cards: [51, 47] },
  { type: 'DEAL_HOLE', seat: 1, cards: [42, 41] },
  { type: 'DEAL_BOARD', cards: [0, 4, 8] },
  { type: 'DEAL_BOARD', cards: [13] },
  { type: 'DEAL_BOARD', cards: [30] },
  { type: 'ACT', action: { type: 'fold' } },
  { type: 'ACT', action: { type: 'check' } },
  { type: 'ACT', action: { type: 'call' } },
  { type: 'ACT', action: { type: 'all-in' } },
  { type: 'ACT', action: { type: 'bet', to: 10 } },
  { type: 'ACT', action: { type: 'raise', to: 20 } },
];

describe('model-based: xstate/graph over the hand chart', () => {
  it("every state of the Hold'em chart is reached by some event path, and the charts follow the variant's streets", () => {
    const machine = createHandMachine(holdem, noLimit());
    const paths = getShortestPaths(machine, {
      events,
      input: { stacks: [40, 40], button: 0, blinds: { small: 5, big: 10 }, dealing: 'manual' },
      serializeState: (s) => JSON.stringify([s.value, s.context.betting.stacks, s.context.betting.committed, s.context.betting.toAct, s.context.board.length, s.context.holeCards]),
    });
    const reached = new Set<string>();
    let viaShowdown = 0;
    let viaFolds = 0;
    for (const path of paths) {
      for (const id of activeIds(path.state.value)) reached.add(id);
      const result = path.state.context.result;
      if (result !== null) {
        if (result.showdown) viaShowdown++;
        else viaFolds++;
        expect(result.stacks.reduce((a, b) => a + b, 0)).toBe(80);
      }
    }
    // R232: the choice of runs, reached with runItTimes 'ask' (which deals from the deck)
    const asked = getShortestPaths(machine, {
      events: [...events, { type: 'ACT', action: { type: 'run-it', times: 1 } }, { type: 'ACT', action: { type: 'run-it', times: 2 } }],
      input: { stacks: [40, 40], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 }, runItTimes: 'ask' },
      serializeState: (s) => JSON.stringify([s.value, s.context.betting.stacks, s.context.betting.committed, s.context.betting.toAct, s.context.runChoice]),
    });
    for (const path of asked) {
      for (const id of activeIds(path.state.value)) reached.add(id);
      const result = path.state.context.result;
      if (result !== null) expect(result.stacks.reduce((a, b) => a + b, 0)).toBe(80);
    }
    expect(asked.some((p) => p.state.context.result?.runs.length === 2)).toBe(true);
    // transient states: `start` is left at once, `showdown` on the way to `settled` (seen via results)
    reached.add('hand.start');
    if (viaShowdown > 0) reached.add('hand.showdown');
    expect(viaFolds).toBeGreaterThan(0);
    const all = stateIds(machine);
    expect(all).toEqual(expect.arrayContaining(['hand.preflop.bet', 'hand.flop.deal', 'hand.flop.bet', 'hand.turn.bet', 'hand.river.bet', 'hand.runChoice', 'hand.runout', 'hand.settled']));
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('R45 the chart has one state per street of the variant, in order', () => {
    const streetsOf = (m: ReturnType<typeof createHandMachine>) =>
      Object.keys(m.root.states).filter((k) => !['start', 'dealHole', 'runChoice', 'runout', 'showdown', 'settled'].includes(k));
    expect(streetsOf(createHandMachine(holdem, noLimit()))).toEqual(['preflop', 'flop', 'turn', 'river']);
    const twoStreets = { ...holdem, id: 'two', streets: [{ name: 'deal', board: 0 }, { name: 'board', board: 5, burn: true }] };
    expect(streetsOf(createHandMachine(twoStreets, noLimit()))).toEqual(['deal', 'board']);
    expect(createHandMachine(omaha, noLimit())).not.toBe(createHandMachine(holdem, noLimit()));
    // cached per (variant, structure): equal descriptions give the same machine
    expect(createHandMachine(holdem, noLimit())).toBe(createHandMachine(holdem, noLimit()));
  });
});
