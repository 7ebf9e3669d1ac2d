import { describe, expect, it } from 'vitest';
import * as betting from '@pokerchart/betting';
import * as engine from '@pokerchart/engine';
import type { Hand, VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem } from '../src/index.js';
import { guideCode, runGuideCode } from './guideBlock.js';
import { playAndReferee } from './partsReferee.js';

// docs/guides/compose-a-variant.md, "A step kind of your own", run as written
const modules = { '@pokerchart/betting': betting, '@pokerchart/engine': engine } as unknown as Record<string, Record<string, unknown>>;
const guide = runGuideCode(guideCode('compose-a-variant.md', '## A step kind of your own'), modules);
const streetHoldem = guide['streetHoldem'] as VariantDescriptor;

describe('docs/guides/compose-a-variant.md: a step kind of your own', () => {
  it("R45 a user's step kind expands into the built-in steps: the same streets, chart and play as Hold'em", () => {
    expect(streetHoldem.streets).toEqual(texasHoldem.streets);
    expect(engine.variantSteps(streetHoldem)).toEqual(engine.variantSteps(texasHoldem));
    expect(Object.keys(engine.createHandMachine(streetHoldem, betting.noLimit()).root.states)).toEqual(
      Object.keys(engine.createHandMachine(texasHoldem, betting.noLimit()).root.states));
    const hand = guide['hand'] as Hand;
    expect(hand.street).toBe('preflop');
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(hand.view('spectator').board).toHaveLength(3);
  });

  it('R45 the built-in kinds are registered like yours: stepKinds() lists the five first, then the guide\'s street', () => {
    expect(guide['kinds']).toEqual(['seats', 'board', 'bet', 'exchange', 'showdown', 'street (yours)']);
    const builtIns = engine.stepKinds().filter((k) => k.builtIn);
    expect(builtIns.map((k) => k.kind)).toEqual(['seats', 'board', 'bet', 'exchange', 'showdown']);
    // each built-in lists the fields its steps may have, as defineVariant checks them
    expect(builtIns.find((k) => k.kind === 'bet')!.fields).toEqual(['name', 'opener', 'reading', 'limit', 'openPairBigBet']);
    expect(() => engine.defineVariant({ id: 'x', name: 'x', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 },
      steps: [{ kind: 'seats', cards: ['down', 'down'], face: 'up' } as never, { kind: 'bet', name: 'preflop' }, { kind: 'showdown' }] })).toThrow('unknown field; allowed: kind, cards, burn');
  });

  it('R0.4 a step of the kind with an unknown field or that its check refuses is refused naming the step; built-in names are kept', () => {
    const base = { id: 'x', name: 'x', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 } } as const;
    const steps = (street: object) => [{ kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' }, street, { kind: 'showdown' }];
    expect(() => engine.defineVariant({ ...base, steps: steps({ kind: 'street', name: 'flop', cards: 0 }) as never })).toThrow(
      'variant field "steps[2]": a "street" step: cards must be an integer of at least 1, got 0');
    expect(() => engine.defineVariant({ ...base, steps: steps({ kind: 'street', name: 'flop', cards: 3, burn: false }) as never })).toThrow(/steps\[2\]\.burn.*allowed: kind, name, cards/);
    expect(() => engine.defineStepKind({ kind: 'board', fields: [], expand: () => [] })).toThrow(/built-in step kind/);
    expect(() => engine.defineStepKind({ kind: 'Bad Name', fields: [], expand: () => [] })).toThrow(engine.VariantDefinitionError);
  });

  it(`R0.5 Hold'em written with the kind: 2000 random hands, chips conserved, pots awarded as the referee says`, () => {
    playAndReferee(2000, 6, streetHoldem, (seed, rng) =>
      engine.createHand({ variant: streetHoldem, betting: betting.noLimit(), stacks: [100 + rng.int(400), 100 + rng.int(400), 100 + rng.int(400)], button: rng.int(3), blinds: { small: 5, big: 10 }, dealing: { seed } }));
  }, 120_000);
});
