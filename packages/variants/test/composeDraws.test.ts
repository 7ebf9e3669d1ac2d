import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant, type Hand, type HandStep } from '@pokerchart/engine';

// The compositions of docs/guides/compose-a-variant.md, "Steps: discards and draws", as written there.
const discardOne: HandStep = { kind: 'exchange', min: 1, max: 1, draw: false };
const pineappleSteps = (discardAfter: 'preflop' | 'flop'): HandStep[] => [
  { kind: 'seats', cards: ['down', 'down', 'down'] },
  { kind: 'bet', name: 'preflop' },
  ...(discardAfter === 'preflop' ? [discardOne] : []),
  { kind: 'board', cards: 3, burn: true },
  { kind: 'bet', name: 'flop' },
  ...(discardAfter === 'flop' ? [discardOne] : []),
  { kind: 'board', cards: 1, burn: true },
  { kind: 'bet', name: 'turn' },
  { kind: 'board', cards: 1, burn: true },
  { kind: 'bet', name: 'river' },
  { kind: 'showdown' },
];
const pineapple = defineVariant({
  id: 'pineapple', name: 'Pineapple', deck: 'standard', steps: pineappleSteps('preflop'),
  selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 }, defaultBetting: 'no-limit',
});
const crazyPineapple = defineVariant({
  ...pineapple, id: 'crazy-pineapple', name: 'Crazy Pineapple', steps: pineappleSteps('flop'),
});
const singleDrawBadugi = defineVariant({
  id: 'single-draw-badugi', name: 'Single-draw badugi', deck: 'standard',
  steps: [
    { kind: 'seats', cards: ['down', 'down', 'down', 'down'] },
    { kind: 'bet', name: 'predraw' },
    { kind: 'exchange', min: 0, max: 4, draw: true },
    { kind: 'bet', name: 'postdraw', limit: 'big' },
    { kind: 'showdown' },
  ],
  selection: 'any', ranking: 'badugi', seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit',
});

/** Calls or checks; in an exchange discards the seat's first `n` cards (within the bounds); records who discarded on which street. */
function playDown(hand: Hand, n: number): { street: string | null; seat: number; board: number }[] {
  const discards: { street: string | null; seat: number; board: number }[] = [];
  while (!hand.isComplete) {
    const legal = hand.legalActions()!;
    if (legal.discard !== null) {
      discards.push({ street: hand.street, seat: legal.seat, board: hand.context.board.length });
      const count = Math.max(legal.discard.min, Math.min(legal.discard.max, n));
      hand.act({ type: 'discard', cards: hand.view(legal.seat).seats[legal.seat]!.holeCards!.slice(0, count) });
    } else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
  return discards;
}

describe('docs/guides/compose-a-variant.md: discards and draws', () => {
  it('R220 Pineapple: three cards, each player discards one before the flop, and plays Hold\'em with two', () => {
    expect(pineapple.holeCards).toBe(3);
    const machine = createHandMachine(pineapple, noLimit());
    expect(Object.keys((machine.config.states as Record<string, { states?: object }>)['flop']!.states!)).toEqual(['draw', 'deal', 'bet']);
    const hand = createHand({ variant: pineapple, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });
    const discards = playDown(hand, 1);
    expect(discards).toEqual([1, 2, 0].map((seat) => ({ street: 'flop', seat, board: 0 })));
    expect(hand.result!.holeCards.every((h) => h!.length === 2)).toBe(true);
    expect(hand.result!.board).toHaveLength(5);
  });

  it('R220 Crazy Pineapple: the discard comes after the flop betting, with the flop out', () => {
    const hand = createHand({ variant: crazyPineapple, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });
    const discards = playDown(hand, 1);
    expect(discards).toEqual([1, 2, 0].map((seat) => ({ street: 'turn', seat, board: 3 })));
    expect(hand.result!.holeCards.every((h) => h!.length === 2)).toBe(true);
  });

  it('R192 R212 single-draw badugi: a betting round, one draw of up to four, a second round, a badugi showdown', () => {
    const hand = createHand({
      variant: singleDrawBadugi, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500],
      button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 4 },
    });
    while (hand.legalActions()!.discard === null) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.legalActions()).toMatchObject({ seat: 1, discard: { min: 0, max: 4 } });
    const before = hand.view(1).seats[1]!.holeCards!;
    hand.act({ type: 'discard', cards: before.slice(0, 2) });
    const after = hand.view(1).seats[1]!.holeCards!;
    expect(after.slice(0, 2)).toEqual(before.slice(2));
    expect(after).toHaveLength(4);
    while (hand.legalActions()?.discard) hand.act({ type: 'discard', cards: [] });
    expect(hand.legalActions()!.raiseTo).toEqual({ min: 20, max: 20 }); // the big bet after the draw (R214)
    playDown(hand, 0);
    expect(hand.result!.shown.length).toBeGreaterThan(0);
    for (const s of hand.result!.shown) expect(s.value.cards.length).toBeLessThanOrEqual(4);
    expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(1500);
    expect(() => defineVariant({ ...singleDrawBadugi, id: 'crowded', seats: { min: 2, max: 13 } })).toThrow(/\+ 4 for a draw/);
  });
});
