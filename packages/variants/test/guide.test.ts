import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant } from '@pokerchart/engine';
import { omaha, studSteps, texasHoldem } from '../src/index.js';

describe('docs/guides/compose-a-variant.md', () => {
  it('its compositions are accepted and play, with their own charts', () => {
    const greek = defineVariant({ ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } });
    const omaha5 = defineVariant({ ...omaha, id: 'omaha-5', name: '5-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });
    const twoRounds = defineVariant({
      ...texasHoldem, id: 'holdem-two-rounds', name: "Hold'em, two rounds",
      streets: [{ name: 'preflop', board: 0 }, { name: 'showdown5', board: 5, burn: true }],
    });
    expect(Object.keys(createHandMachine(twoRounds, noLimit()).root.states)).toEqual(['start', 'dealHole', 'preflop', 'showdown5', 'runChoice', 'runout', 'showdown', 'settled']);
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

  it('R201 R203 its stud with a 2-7 low: the highest door card (ace high) brings in, the best 2-7 low showing acts first', () => {
    const stud27 = defineVariant({
      id: 'stud-27', name: 'Seven-card stud, 2-7 low', deck: 'standard',
      steps: studSteps({ reading: 'deuce-to-seven-low' }),
      selection: 'any', ranking: 'deuce-to-seven-low', seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit',
    });
    expect(Object.keys(createHandMachine(stud27, fixedLimit({ smallBet: 10 })).root.states)).toEqual(
      ['start', 'dealHole', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'runout', 'showdown', 'settled'],
    );
    const hand = createHand({ variant: stud27, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual' });
    hand.dealHole(0, '2c3cKd');
    hand.dealHole(1, '4c5cAh'); // the ace is the highest card in 2-7: seat 1 brings in (not the king)
    hand.dealHole(2, '6c8cAs'); // ... unless a higher suit shows the same rank: spades beats hearts
    expect(hand.legalActions()).toMatchObject({ seat: 2, bringIn: 3 });
    hand.act({ type: 'bring-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    for (const [seat, card] of [[0, '7d'], [1, '2d'], [2, '3h']] as const) hand.dealHole(seat, card);
    // showing K-7, A-2, A-3: K-7 is the best deuce-to-seven low
    expect(hand.toAct).toBe(0);
    while (!hand.isComplete) {
      const la = hand.legalActions();
      if (la !== null) hand.act(la.check ? { type: 'check' } : { type: 'call' });
      else for (const s of [0, 1, 2]) hand.dealHole(s, ['9h', 'Th', 'Jh', 'Qh', '9s', 'Ts', 'Js', 'Qs', '9d', 'Td', 'Jd', 'Qd'][(hand.context.holeCards[s]!.length - 4) * 3 + s]!);
    }
    expect(hand.result!.holeCards.every((h) => h!.length === 7)).toBe(true);
    expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(1500);
  });
});

