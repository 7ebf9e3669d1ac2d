import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createHandMachine, type HandContext, type VariantDescriptor } from '@pokerchart/engine';
import { omaha, shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { resolveActiveStates, sampleHands, type ViewerStep } from '../src/index.js';
import { sixStreetHoldem } from './bigVariant.js';

const contextOf = (step: ViewerStep) => (step.state as unknown as { context: HandContext }).context;
const valueOf = (step: ViewerStep) => (step.state as { value: unknown }).value;

describe('sampleHands', () => {
  const cases: [VariantDescriptor, BettingStructure, { small: number; big: number } | undefined][] = [
    [texasHoldem, noLimit(), { small: 1, big: 2 }],
    [omaha, potLimit(), { small: 1, big: 2 }],
    [texasHoldem, fixedLimit({ smallBet: 2 }), undefined],
    [shortDeckHoldem, noLimit(), { small: 1, big: 2 }],
    [sixStreetHoldem, noLimit(), { small: 1, big: 2 }],
  ];
  for (const [variant, betting, blinds] of cases) {
    it(`R57 R103 ${variant.id}, ${betting.id}: a hand with a raise and an all-in hand whose board is run out, played by the engine`, () => {
      const [raise, allIn, ...more] = sampleHands({ variant, betting, ...(blinds ? { blinds } : {}), seed: 5 });
      expect(more).toEqual([]);
      const machine = createHandMachine(variant, betting);
      for (const hand of [raise!, allIn!]) {
        // every step is a snapshot of the hand machine, from the start to the end
        for (const step of hand.steps) expect(resolveActiveStates(machine, step.state).length).toBeGreaterThan(0);
        expect(hand.steps[0]!.label).toBe('start');
        expect(valueOf(hand.steps.at(-1)!)).toBe('settled');
      }
      const acted = contextOf(raise!.steps.at(-1)!).log.filter((e) => e.type === 'acted');
      expect(acted.some((e) => e.type === 'acted' && e.action.type === 'raise')).toBe(true);
      expect(raise!.steps.some((s) => / raises to \d+/.test(s.label))).toBe(true);

      expect(allIn!.title).toBe('all in, the board run out');
      const runout = allIn!.steps.filter((s) => valueOf(s) === 'runout');
      expect(runout.length).toBeGreaterThan(0); // betting closed: waits for each street still to come
      const end = contextOf(allIn!.steps.at(-1)!);
      expect(end.dealing).toBe('manual');
      expect(end.board.length).toBe(variant.streets.reduce((n, s) => n + s.board, 0));
      expect(end.betting.allIn.some(Boolean)).toBe(true);
    });
  }

  it('gives the same hands for the same options, other deals for another seed', () => {
    const options = { variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 } };
    const labels = (seed: number) => sampleHands({ ...options, seed }).map((h) => h.steps.map((s) => `${s.label} ${s.detail ?? ''}`));
    expect(labels(4)).toEqual(labels(4));
    expect(labels(4)).not.toEqual(labels(5));
  });

  it('R20 posts the ante it is given (stud games open with one) in both hands', () => {
    const hands = sampleHands({ variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 }, ante: { amount: 1, mode: 'each' } });
    for (const hand of hands) expect(hand.steps[0]!.detail).toContain('posts an ante of 1');
  });

  it('rejects missing options with a VizError', () => {
    expect(() => sampleHands(null as never)).toThrow(/sampleHands needs/);
  });
});
