import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { createHand } from '../src/index.js';
import { deckFor, holdem } from './fixtures.js';

const potTotal = (hand: ReturnType<typeof createHand>) => hand.view('spectator').pots.reduce((s, p) => s + p.amount, 0);

describe('RULES.md Appendix B: the seed complete hand', () => {
  it('R46-R49 R101 R126 blinds 25/50, A♠K♠ on the button: pots 375, 775, 1375 and the nut flush wins', () => {
    // seats: 0 = SB, 1 = BB, 2 = UTG (A♦J♣), 3 = button (A♠K♠); dealing starts left of the button (R36)
    const deck = deckFor([['9c', '4d'], ['8h', '3d'], ['Ad', 'Jc'], ['As', 'Ks']], ['Ah', 'Qs', '7s', 'Ts', '2d']);
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [2000, 2000, 2000, 2000], button: 3,
      blinds: { small: 25, big: 50 }, dealing: { deck },
    });
    expect(hand.street).toBe('preflop');
    expect(hand.toAct).toBe(2); // R46: first left of the BB
    hand.act({ type: 'raise', to: 150 });
    hand.act({ type: 'call' });
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    expect(hand.street).toBe('flop');
    expect(potTotal(hand)).toBe(375);
    expect(formatCards(hand.view('spectator').board)).toEqual(['Ah', 'Qs', '7s']);
    expect(hand.toAct).toBe(2); // R47: first live seat left of the button
    hand.act({ type: 'bet', to: 200 });
    hand.act({ type: 'call' });
    expect(hand.street).toBe('turn');
    expect(potTotal(hand)).toBe(775);
    hand.act({ type: 'check' });
    hand.act({ type: 'check' });
    expect(hand.street).toBe('river');
    expect(potTotal(hand)).toBe(775);
    hand.act({ type: 'bet', to: 300 });
    hand.act({ type: 'call' });
    expect(hand.isComplete).toBe(true);
    const r = hand.result!;
    expect(r.pots).toHaveLength(1);
    expect(r.pots[0]!.amount).toBe(1375);
    expect(r.pots[0]!.winners).toEqual([3]);
    expect(r.shown.map((s) => s.seat)).toEqual([2, 3]); // R126: the river bettor shows first
    expect(r.shown[1]!.value.category).toBe('flush');
    expect(formatCards(r.shown[1]!.value.cards)).toEqual(['As', 'Ks', 'Qs', 'Ts', '7s']);
    expect(r.payouts).toEqual([0, 0, 0, 1375]);
    expect(r.stacks).toEqual([1975, 1950, 1350, 2725]);
    expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(8000);
  });
});
