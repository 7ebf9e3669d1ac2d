import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createHandMachine, type HandContext, type VariantDescriptor } from '@pokerchart/engine';
import { deuceToSevenTripleDraw, omaha, razz, sevenCardStud, shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { resolveActiveStates, sampleHands, type ViewerStep } from '../src/index.js';
import { sixStreetHoldem } from './bigVariant.js';

const contextOf = (step: ViewerStep) => (step.state as unknown as { context: HandContext }).context;
const valueOf = (step: ViewerStep) => (step.state as { value: unknown }).value;

describe('sampleHands', () => {
  type Forced = { blinds?: { small: number; big: number }; ante?: { amount: number; mode: 'each' } };
  const blinds = { blinds: { small: 1, big: 2 } };
  const ante = { ante: { amount: 1, mode: 'each' as const } };
  const cases: [VariantDescriptor, BettingStructure, Forced][] = [
    [texasHoldem, noLimit(), blinds],
    [omaha, potLimit(), blinds],
    [texasHoldem, fixedLimit({ smallBet: 2 }), {}],
    [shortDeckHoldem, noLimit(), blinds],
    [sixStreetHoldem, noLimit(), blinds],
    [sevenCardStud, fixedLimit({ smallBet: 2 }), ante],
    [razz, fixedLimit({ smallBet: 2 }), ante],
  ];
  for (const [variant, betting, forced] of cases) {
    it(`R57 R103 ${variant.id}, ${betting.id}: a hand with a raise and an all-in hand that runs out, played by the engine`, () => {
      const [raise, allIn, ...more] = sampleHands({ variant, betting, ...forced, seed: 5 });
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
      // in stud the first raise completes the bring-in and reads so (R201, R202)
      const raised = variant.id === 'seven-card-stud' || variant.id === 'razz' ? / completes to \d+/ : / raises to \d+/;
      expect(raise!.steps.some((s) => raised.test(s.label))).toBe(true);

      expect(allIn!.title).toBe('all in, then the run-out');
      const runout = allIn!.steps.filter((s) => valueOf(s) === 'runout');
      expect(runout.length).toBeGreaterThan(0); // betting closed: waits for each street still to come
      const end = contextOf(allIn!.steps.at(-1)!);
      expect(end.dealing).toBe('manual');
      expect(end.board.length).toBe(variant.streets.reduce((n, s) => n + s.board, 0));
      expect(end.betting.allIn.some(Boolean)).toBe(true);
    });
  }

  it('R212 in a draw the players stand pat; the all-in hand is dealt by hand too', () => {
    const [raise, allIn] = sampleHands({ variant: deuceToSevenTripleDraw, betting: fixedLimit({ smallBet: 2 }), ...blinds, seed: 5 });
    expect(raise!.steps.some((s) => /firstDraw: seat \d stands pat/.test(s.label))).toBe(true);
    expect(contextOf(allIn!.steps.at(-1)!).dealing).toBe('manual');
    expect(contextOf(allIn!.steps.at(-1)!).betting.allIn.some(Boolean)).toBe(true);
    expect(valueOf(allIn!.steps.at(-1)!)).toBe('settled');
  });

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
