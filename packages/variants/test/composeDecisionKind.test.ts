import { describe, expect, it } from 'vitest';
import * as betting from '@pokerchart/betting';
import * as engine from '@pokerchart/engine';
import type { Hand, HandLogEntry, VariantDescriptor } from '@pokerchart/engine';
import { guideCode, runGuideCode } from './guideBlock.js';
import { playAndReferee } from './partsReferee.js';

// docs/guides/compose-a-variant.md, "A decision of your own: show one card", run as written: a
// user's step kind with its own state, decision, refusals, view and settlement, which the engine
// names nowhere.
const modules = { '@pokerchart/betting': betting, '@pokerchart/engine': engine } as unknown as Record<string, Record<string, unknown>>;
const section = '## A decision of your own: show one card';
const guide = runGuideCode(guideCode('compose-a-variant.md', section), modules);
const variant = guide['showOneHoldem'] as VariantDescriptor;

const start = (seed: number, stacks = [500, 500, 500]) => engine.createHand({ variant, betting: betting.noLimit(), stacks, button: 0, blinds: { small: 5, big: 10 }, dealing: { seed } });

/** Plays checks and calls (and shows each seat's first card) until `stop`. */
function play(hand: Hand, stop: (hand: Hand) => boolean = () => false): void {
  while (!hand.isComplete && !stop(hand)) {
    const legal = hand.legalActions()!;
    if (legal.decide !== undefined) hand.act({ type: 'decide', choice: (legal.decide.options as { cards: number[] }).cards[0] });
    else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('docs/guides/compose-a-variant.md: a decision of your own', () => {
  it("R0.3 the guide's hand: the kind offers its decision, keeps its state, shows it and settles it", () => {
    const hand = guide['hand'] as Hand;
    const offered = guide['offered'] as betting.LegalActions;
    expect(offered.seat).toBe(1);
    expect(offered.decide!.kind).toBe('show-one');
    expect(offered.fold || offered.check || offered.call !== null || offered.raiseTo !== null).toBe(false);
    const ctx = hand.context;
    const shown = { 1: ctx.holeCards[1]![0], 0: ctx.holeCards[0]![1] };
    expect(guide['seen']).toEqual({ 'show-one': shown });
    expect(hand.street).toBe('turn');
    play(hand);
    expect(hand.result!.steps).toEqual({ 'show-one': shown });
    expect(engine.stepKinds().find((k) => k.kind === 'show-one')).toEqual({ kind: 'show-one', fields: [], builtIn: false });
  });

  it('R0.3 a refused decision names the kind and changes nothing; a betting action is refused at the step, a decision in a betting round', () => {
    const hand = start(11);
    expect(() => hand.act({ type: 'decide', choice: 3 })).toThrow(/cannot decide/);
    play(hand, (h) => h.legalActions()?.decide !== undefined);
    // the step runs first in the street after the flop betting, before the turn card
    expect(hand.state).toEqual({ turn: 'show-one' });
    expect(hand.street).toBe('turn');
    expect(hand.view('spectator').board).toHaveLength(3);
    const seat = hand.toAct!;
    const before = JSON.stringify(hand.context);
    const foreign = hand.context.holeCards[(seat + 1) % 3]![0]!;
    expect(() => hand.act({ type: 'decide', choice: foreign })).toThrow(expect.objectContaining({ code: 'DECISION_REFUSED', message: expect.stringContaining('show one of your own cards') }));
    expect(() => hand.act({ type: 'check' })).toThrow(expect.objectContaining({ code: 'DECISION_PENDING' }));
    expect(() => hand.act({ type: 'decide', choice: hand.context.holeCards[seat]![0] }, (seat + 1) % 3)).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
    expect(JSON.stringify(hand.context)).toBe(before);
  });

  it("R0.5 the kind's state lives in its slice; the log hides a choice from other seats; the chart draws the step", () => {
    const hand = start(12);
    play(hand, (h) => h.street === 'turn' && h.legalActions()?.decide === undefined);
    expect(hand.context.kinds['show-one']).toMatchObject({ toDecide: [], state: { shown: expect.any(Object) } });
    const decided = (view: engine.PlayerView) => view.log.filter((e): e is Extract<HandLogEntry, { type: 'decided' }> => e.type === 'decided');
    expect(decided(hand.view(1)).map((e) => e.choice === null)).toEqual([false, true, true]);
    expect(decided(hand.view('spectator')).every((e) => e.choice === null)).toBe(true);
    const machine = engine.createHandMachine(variant, betting.noLimit());
    const turn = machine.root.states['turn']!;
    expect(Object.keys(turn.states)).toContain('show-one');
    expect(turn.states['show-one']!.description).toContain('every player still in shows one of their cards to the table');
  });

  it('R0.5 a save with decisions restores to the same hand; the same hands under XState stepping', () => {
    const hand = start(13);
    play(hand, (h) => h.street === 'river');
    const restored = engine.restoreHand(hand.persist(), { variant, betting: betting.noLimit() });
    expect(restored.context).toEqual(hand.context);
    engine.configureEngine({ stepping: 'xstate' });
    try {
      const other = start(13);
      play(other, (h) => h.street === 'river');
      expect(other.context).toEqual(hand.context);
    } finally {
      engine.configureEngine({ stepping: 'direct' });
    }
  });

  it('R0.5 a step of the kind may come right after the hole cards, before the first betting round, or right before the showdown', () => {
    const base = { id: 'x', name: 'x', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 } } as const;
    const early = engine.defineVariant({ ...base, id: 'show-first', steps: [
      { kind: 'seats', cards: ['down', 'down'] }, { kind: 'show-one' } as never, { kind: 'bet', name: 'preflop' },
      { kind: 'board', cards: 5, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'show-one' } as never, { kind: 'showdown' },
    ] });
    const hand = engine.createHand({ variant: early, betting: betting.noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 4 } });
    expect(hand.state).toEqual({ preflop: 'show-one' });
    expect(hand.view('spectator').seats.map((s) => s!.committed)).toEqual([5, 10]);
    play(hand, (h) => h.street === 'river' && h.legalActions()?.decide !== undefined);
    expect(hand.state).toEqual({ river: 'closing-show-one' });
    play(hand);
    expect(hand.log.filter((e) => e.type === 'decided')).toHaveLength(4);
    expect(() => engine.defineVariant({ ...base, steps: [{ kind: 'show-one' } as never, { kind: 'seats', cards: ['down'] }, { kind: 'bet', name: 'a' }, { kind: 'showdown' }] })).toThrow(/right after a betting round/);
    playAndReferee(300, 8, early, (seed, rng) =>
      engine.createHand({ variant: early, betting: betting.noLimit(), stacks: [100 + rng.int(400), 100 + rng.int(400), 100 + rng.int(400)], button: rng.int(3), blinds: { small: 5, big: 10 }, dealing: { seed } }));
  });

  it('R0.5 500 random hands with the step: chips conserved, pots awarded as the referee says', () => {
    playAndReferee(500, 6, variant, (seed, rng) =>
      engine.createHand({ variant, betting: betting.noLimit(), stacks: [100 + rng.int(400), 100 + rng.int(400), 100 + rng.int(400)], button: rng.int(3), blinds: { small: 5, big: 10 }, dealing: { seed } }));
  }, 120_000);
});
