// Hostile input and edge cases on the engine's public entry points: always a typed error with a
// clear message, never a TypeError from inside, never a changed state, never a lost chip.
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { defineVariant, createHand } from '../src/index.js';
import { holdem } from './fixtures.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('engine: chips found by the soak', () => {
  it('R25 R0.5 a big-blind ante nobody matched is still won: heads-up, ante-first, both all-in from the forced bets', () => {
    // BB (seat 0) posts its 13 chips as ante (dead), the button's 16-chip small blind is uncalled
    // and returned (R106): the 13 dead chips are a pot for both live hands, not lost
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [13, 16], button: 1, blinds: { small: 24, big: 49 },
      ante: { amount: 35, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' }, dealing: { seed: 1 },
    });
    expect(hand.isComplete).toBe(true);
    const r = hand.result!;
    expect(sum(r.stacks)).toBe(29);
    expect(r.pots).toHaveLength(1);
    expect(r.pots[0]!.amount).toBe(13);
    expect(r.pots[0]!.eligible).toEqual([0, 1]);
    expect(sum(r.payouts)).toBe(13);
  });

  it('R25 R0.5 a 1-chip big blind all-in as ante, everybody else folds or is returned: the chip is won', () => {
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [1645, 1580, 0, 1, 0], button: 0, blinds: { small: 4, big: 8 },
      ante: { amount: 4, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first', allowOpenFold: true }, dealing: { seed: 621501383 },
    });
    while (!hand.isComplete) hand.act({ type: 'fold' });
    expect(sum(hand.result!.stacks)).toBe(1645 + 1580 + 1);
  });
});
