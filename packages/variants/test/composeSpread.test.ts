import { describe, expect, it } from 'vitest';
import { fixedLimit, potLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { badugi, omaha, razz, sevenCardStud } from '../src/index.js';

/** The seat that owes the bring-in when seats 0, 1, 2 show the given door cards (manual dealing). */
function bringInSeat(variant: VariantDescriptor, doors: [string, string, string]): number {
  const hand = createHand({ variant, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual' });
  const downs = ['9c9d', '8c8d', '7c7d'];
  for (const seat of [1, 2, 0]) hand.dealHole(seat, downs[seat]! + doors[seat]!);
  return hand.legalActions()!.seat;
}

describe('composition: spreading a built-in (R235)', () => {
  it('R45 spreading a built-in and giving steps works: the steps win and holeCards and streets are derived from them', () => {
    const bigO = defineVariant({
      ...omaha, id: 'big-o-steps', name: 'Big O, as steps', seats: { min: 2, max: 8 },
      steps: [
        { kind: 'seats', cards: ['down', 'down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'preflop' },
        { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
        { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
        { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'showdown' },
      ],
    });
    expect(bigO.holeCards).toBe(5);
    expect(bigO.streets.map((s) => s.name)).toEqual(['preflop', 'flop', 'turn', 'river']);
    const hand = createHand({ variant: bigO, betting: potLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } });
    expect(hand.context.holeCards[0]).toHaveLength(5);
  });

  it('R45 spreading a built-in with steps and changing holeCards or streets is refused naming both, not ignored', () => {
    expect(() => defineVariant({ ...badugi, id: 'badugi-5', name: 'Badugi, five cards', holeCards: 5 })).toThrow(
      'variant field "holeCards": is 5 but the steps spread in from another variant deal 4 cards to each seat; the steps decide holeCards and streets, so give steps of your own',
    );
    expect(() => defineVariant({ ...razz, id: 'razz-short', name: 'Razz, one street', streets: [{ name: 'third', board: 0 }] })).toThrow(
      /^variant field "streets": differ from the streets of the steps spread in from another variant \(third, fourth, fifth, sixth, seventh\)/,
    );
    // the same values are no change; steps of one's own win (the Big O case above)
    expect(defineVariant({ ...badugi, id: 'badugi-again', name: 'Badugi again', holeCards: 4 }).holeCards).toBe(4);
  });

  it('R235 R201 a spread that changes the ranking changes the up-card reading with it: razz brings in on the king, razz with a 2-7 low on the ace', () => {
    // razz reads ace-to-five: the king is the worst door card; a 2-7 low counts the ace high, so the ace is
    expect(bringInSeat(razz, ['Kd', 'Ah', '2c'])).toBe(0);
    const razz27 = defineVariant({ ...razz, id: 'razz-27', name: 'Razz, 2-7 low', ranking: 'deuce-to-seven-low' });
    expect(bringInSeat(razz27, ['Kd', 'Ah', '2c'])).toBe(1);
    // stud high reads high: the deuce brings in; spread as a low game it reads ace-to-five, the king brings in
    expect(bringInSeat(sevenCardStud, ['Kd', 'Ah', '2c'])).toBe(2);
    const lowStud = defineVariant({ ...sevenCardStud, id: 'stud-a5', name: 'Stud, A-5 low', ranking: 'ace-to-five-low' });
    expect(bringInSeat(lowStud, ['Kd', 'Ah', '2c'])).toBe(0);
  });
});
