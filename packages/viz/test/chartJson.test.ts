import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { resolveActiveStates, toChartJson, VizError } from '../src/index.js';
import { handLikeMachine, parallelMachine } from './handLikeMachine.js';

describe('toChartJson', () => {
  const chart = toChartJson(handLikeMachine);

  it('lists every state with its parent, parents before children', () => {
    expect(chart.id).toBe('hand');
    expect(chart.initial).toBe('hand.posting');
    expect(chart.nodes.map((n) => n.id)).toEqual([
      'hand.posting',
      'hand.preflop',
      'hand.preflop.dealing',
      'hand.preflop.betting',
      'hand.preflop.done',
      'hand.flop',
      'hand.flop.dealing',
      'hand.flop.betting',
      'hand.flop.done',
      'hand.showdown',
      'hand.complete',
    ]);
    const preflop = chart.nodes.find((n) => n.id === 'hand.preflop');
    expect(preflop).toMatchObject({ key: 'preflop', type: 'compound', parent: null, initial: 'hand.preflop.dealing' });
    expect(chart.nodes.find((n) => n.id === 'hand.preflop.betting')).toMatchObject({ parent: 'hand.preflop', path: ['preflop', 'betting'] });
    expect(chart.nodes.find((n) => n.id === 'hand.complete')?.type).toBe('final');
    expect(chart.nodes.find((n) => n.id === 'hand.posting')?.description).toBe('forced bets');
  });

  it('labels transitions with events, guards, done, after and always', () => {
    const edge = (source: string, label: string) => chart.edges.filter((e) => e.source === source && e.label === label);
    expect(edge('hand.posting', 'DEAL')[0]).toMatchObject({ target: 'hand.preflop', guard: null, internal: false });
    expect(edge('hand.preflop', 'done').map((e) => [e.target, e.guard])).toEqual([
      ['hand.complete', 'onePlayerLeft'],
      ['hand.showdown', 'and(everyoneAllIn, not(onePlayerLeft))'],
      ['hand.flop', null],
    ]);
    expect(edge('hand.showdown', 'after 500ms')[0]?.target).toBe('hand.complete');
    expect(edge('hand.showdown', 'always')[0]).toMatchObject({ target: 'hand.complete', guard: 'onePlayerLeft', event: '' });
    expect(edge('hand.preflop.betting', 'ACT')[0]).toMatchObject({ target: 'hand.preflop.betting', internal: true });
  });

  it('gives every edge a unique id whose ends are states of the chart', () => {
    const ids = new Set(chart.nodes.map((n) => n.id));
    expect(new Set(chart.edges.map((e) => e.id)).size).toBe(chart.edges.length);
    for (const e of chart.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
  });

  it('marks the active states of a snapshot, ancestors included', () => {
    const actor = createActor(handLikeMachine).start();
    actor.send({ type: 'DEAL' });
    actor.send({ type: 'DEAL' });
    const json = toChartJson(handLikeMachine, { active: actor.getSnapshot() });
    expect(json.active).toEqual(['hand.preflop', 'hand.preflop.betting']);
    expect(json.nodes.filter((n) => n.active).map((n) => n.id)).toEqual(['hand.preflop', 'hand.preflop.betting']);
    actor.stop();
  });

  it('accepts state ids and dotted paths for the active states', () => {
    expect(resolveActiveStates(handLikeMachine, ['hand.flop.betting'])).toEqual(['hand.flop', 'hand.flop.betting']);
    expect(resolveActiveStates(handLikeMachine, ['flop.betting'])).toEqual(['hand.flop', 'hand.flop.betting']);
    expect(resolveActiveStates(handLikeMachine, ['flop'])).toEqual(['hand.flop']);
  });

  it('rejects a state the machine does not have, naming it', () => {
    expect(() => toChartJson(handLikeMachine, { active: ['turn'] })).toThrow(VizError);
    expect(() => toChartJson(handLikeMachine, { active: ['turn'] })).toThrow(/"turn"/);
    try {
      resolveActiveStates(handLikeMachine, { value: { preflop: 'waiting' } });
      expect.unreachable();
    } catch (error) {
      expect((error as VizError).code).toBe('BAD_STATE_VALUE');
      expect((error as Error).message).toContain('dealing, betting, done');
    }
  });

  it('handles parallel machines: every region is active', () => {
    const actor = createActor(parallelMachine).start();
    const json = toChartJson(parallelMachine, { active: actor.getSnapshot() });
    expect(json.initial).toBeNull();
    expect(json.active).toEqual(['table.seats', 'table.seats.open', 'table.clock', 'table.clock.running']);
    actor.stop();
  });

  it('property: for any reachable snapshot, every active node has an active parent and one leaf per region', () => {
    const events = fc.constantFrom(
      { type: 'DEAL' } as const,
      { type: 'ACT', action: 'call' } as const,
      { type: 'CLOSE' } as const,
      { type: 'FOLD_ALL' } as const,
    );
    fc.assert(
      fc.property(fc.array(events, { maxLength: 12 }), (seq) => {
        const actor = createActor(handLikeMachine).start();
        for (const e of seq) if (actor.getSnapshot().status === 'active') actor.send(e);
        const snap = actor.getSnapshot();
        const json = toChartJson(handLikeMachine, { active: snap });
        actor.stop();
        const byId = new Map(json.nodes.map((n) => [n.id, n]));
        for (const id of json.active) {
          const n = byId.get(id)!;
          if (n.parent) expect(json.active).toContain(n.parent);
        }
        const leaves = json.active.filter((id) => !json.nodes.some((n) => n.parent === id && n.active));
        expect(leaves).toHaveLength(1);
        expect(snap.matches(byId.get(leaves[0]!)!.path.join('.') as never)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("toChartJson of the engine's Hold'em chart", () => {
  it('R100-R105 its edges read as rules: rule-named guards, and a rule id in every state and transition description', async () => {
    const { createHandMachine } = await import('@pokerchart/engine');
    const { noLimit } = await import('@pokerchart/betting');
    const { texasHoldem } = await import('@pokerchart/variants');
    const chart = toChartJson(createHandMachine(texasHoldem, noLimit()));
    for (const n of chart.nodes) expect(n.description ?? '', n.id).toMatch(/\bR\d+/);
    for (const e of chart.edges) expect(e.description ?? '', e.id).toMatch(/\bR\d+/);
    const flopGuards = new Set(chart.edges.filter((e) => e.source === 'hand.flop.bet').map((e) => e.guard));
    expect([...flopGuards]).toEqual(expect.arrayContaining(['actionIllegal', 'roundContinues', 'onlyOnePlayerLeft', 'bettingClosedAllIn', 'roundClosed']));
    expect(chart.edges.some((e) => e.guard?.includes('leadsTo') === true)).toBe(false);
  });
});
