import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant } from '@pokerchart/engine';
import { omaha, texasHoldem } from '../src/index.js';

describe('docs/guides/compose-a-variant.md', () => {
  it('its compositions are accepted and play, with their own charts', () => {
    const greek = defineVariant({ ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } });
    const omaha5 = defineVariant({ ...omaha, id: 'omaha-5', name: '5-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });
    const twoRounds = defineVariant({
      ...texasHoldem, id: 'holdem-two-rounds', name: "Hold'em, two rounds",
      streets: [{ name: 'preflop', board: 0 }, { name: 'showdown5', board: 5, burn: true }],
    });
    expect(Object.keys(createHandMachine(twoRounds, noLimit()).root.states)).toEqual(['start', 'dealHole', 'preflop', 'showdown5', 'runout', 'showdown', 'settled']);
    for (const variant of [greek, omaha5, twoRounds]) {
      const hand = createHand({ variant, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });
      while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
      expect(hand.result!.board).toHaveLength(5);
      for (const shown of hand.result!.shown) {
        if (variant !== twoRounds) expect(shown.value.holeUsed).toHaveLength(2); // exactly two hole cards
      }
    }
    expect(() => defineVariant({ ...texasHoldem, id: 'crowded', seats: { min: 2, max: 23 } })).toThrow(
      'variant field "seats.max": 23 players need 2 × 23 hole + 5 board + 3 burn = 54 cards, but the deck has 52',
    );
  });
});
