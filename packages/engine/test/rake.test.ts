import fc from 'fast-check';
import { noLimit } from '@pokerchart/betting';
import { describe, expect, it } from 'vitest';
import { createHand, HandOptionsError, rakePots, restoreHand, type HandOptions } from '../src/index.js';
import { holdem } from './fixtures.js';
import { playOut } from './randomPlay.js';

/** Six clubs for the hole cards, then the burns and a royal flush on the board: every hand ties. */
const tieDeck = ['2c', '3c', '4c', '5c', '6c', '7c', '8d', 'As', 'Ks', 'Qs', '8h', 'Js', '9d', 'Ts', ...['2d', '3d', '4d', '5d', '6d', '7d', '2h', '3h', '4h', '5h', '6h', '7h', '9h', 'Th', 'Jh', 'Qh', 'Kh', 'Ah', 'Td', 'Jd', 'Qd', 'Kd', 'Ad', '8c', '9c', 'Tc', 'Jc', 'Qc', 'Kc', 'Ac', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s']];

const base = (extra: Partial<HandOptions>): HandOptions => ({
  variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, ...extra,
});

describe('rake (R264)', () => {
  it('R264 rakePots: percent of each pot rounded down, main pot first, capped per hand', () => {
    expect(rakePots([100, 41], { percent: 5, cap: 6 }, true)).toEqual([5, 1]);
    expect(rakePots([100, 41], { percent: 5, cap: 100 }, true)).toEqual([5, 2]);
    expect(rakePots([19], { percent: 5, cap: 100 }, true)).toEqual([0]);
    expect(rakePots([1000], { percent: 2.5, cap: 100 }, true)).toEqual([25]);
    expect(rakePots([100], { percent: 0.7, cap: 100 }, true)).toEqual([0]);
    expect(rakePots([1000], { percent: 0.7, cap: 100 }, true)).toEqual([7]);
    expect(rakePots([100, 50], { percent: 10, cap: 0 }, true)).toEqual([0, 0]);
  });

  it('R264 no flop, no drop: a hand that ends before the flop pays none by default; turned off, it pays', () => {
    expect(rakePots([100], { percent: 5, cap: 10 }, false)).toEqual([0]);
    expect(rakePots([100], { percent: 5, cap: 10, noFlopNoDrop: false }, false)).toEqual([5]);
    // seat 0 (first to act three-handed) raises, seat 1 calls, seat 2 re-raises and takes it: pot 60, 40 returned
    const play = (rake: HandOptions['rake']) => {
      const hand = createHand(base({ rake }));
      hand.act({ type: 'raise', to: 20 });
      hand.act({ type: 'call' });
      hand.act({ type: 'raise', to: 60 });
      hand.act({ type: 'fold' });
      hand.act({ type: 'fold' });
      return hand.result!;
    };
    const free = play({ percent: 10, cap: 10 });
    expect(free.rake).toBe(0);
    expect(free.stacks).toEqual([80, 80, 140]);
    const raked = play({ percent: 10, cap: 10, noFlopNoDrop: false });
    expect(raked.returned[2]).toBe(40);
    expect(raked.pots.map((p) => [p.amount, p.rake])).toEqual([[54, 6]]);
    expect(raked.rake).toBe(6);
    expect(raked.stacks).toEqual([80, 80, 134]);
  });

  it('R264 an uncontested pot after the flop is raked', () => {
    const hand = createHand(base({ rake: { percent: 5, cap: 3 } }));
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    hand.act({ type: 'bet', to: 10 }); // seat 1 on the flop
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    // pot 6, the bet of 10 returned: floor(6 x 5%) = 0
    expect(hand.result!.rake).toBe(0);
    const bigger = createHand(base({ rake: { percent: 5, cap: 3 } }));
    bigger.act({ type: 'raise', to: 30 });
    bigger.act({ type: 'call' });
    bigger.act({ type: 'call' });
    bigger.act({ type: 'bet', to: 10 });
    bigger.act({ type: 'fold' });
    bigger.act({ type: 'fold' });
    // pot 90: 5% is 4, capped at 3
    expect(bigger.result!.rake).toBe(3);
    expect(bigger.result!.pots[0]).toEqual(expect.objectContaining({ amount: 87, rake: 3, winners: [1] }));
    expect(bigger.result!.stacks).toEqual([70, 157, 70]);
  });

  it('R264 a split pot is raked first, then split with the odd chips (R115)', () => {
    const hand = createHand(base({ rake: { percent: 5, cap: 10 }, dealing: { deck: tieDeck } }));
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    const r = hand.result!;
    // 300 in the pot: 15, capped at 10; 290 split three ways, 96 each and 2 odd chips left of the button
    expect(r.rake).toBe(10);
    expect(r.pots).toEqual([expect.objectContaining({ amount: 290, rake: 10, winners: [0, 1, 2] })]);
    expect(r.stacks).toEqual([96, 97, 97]);
  });

  it('R264 side pots: the main pot is raked first, the side pot gets what is left of the cap', () => {
    const hand = createHand(base({ stacks: [50, 100, 200], rake: { percent: 5, cap: 10 }, dealing: { deck: tieDeck } }));
    hand.act({ type: 'all-in' });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    const r = hand.result!;
    // main 150 (three players): 7; side 100 (two players): 5, but only 3 is left of the cap
    expect(r.pots.map((p) => [p.amount, p.rake])).toEqual([[143, 7], [97, 3]]);
    expect(r.rake).toBe(10);
    // 143 split three ways (47 each, 2 odd chips to seats 1 and 2), 97 split two ways (48 each, 1 odd chip to seat 1)
    expect(r.stacks).toEqual([47, 48 + 49, 200 - 100 + 48 + 48]);
    expect(r.stacks.reduce((t, s) => t + s, 0) + r.rake!).toBe(350);
  });

  it('R264 a raked hand persists and restores with its rake; a bad rake is refused', () => {
    const hand = createHand(base({ rake: { percent: 5, cap: 10 }, dealing: { seed: 3 } }));
    hand.act({ type: 'call' });
    const saved = hand.persist();
    expect(saved.options.rake).toEqual({ percent: 5, cap: 10, noFlopNoDrop: true });
    const again = restoreHand(saved, { variant: holdem, betting: noLimit() });
    expect(again.context.rake).toEqual({ percent: 5, cap: 10, noFlopNoDrop: true });
    for (const rake of [{ percent: 0, cap: 1 }, { percent: 101, cap: 1 }, { percent: 5, cap: -1 }, { percent: 5, cap: 1.5 }, { percent: 5, cap: 1, noFlopNoDrop: 'no' }]) {
      expect(() => createHand(base({ rake: rake as never }))).toThrow(HandOptionsError);
    }
  });

  it('R264 R0.5 property: final stacks plus the rake equal the starting stacks; the rake never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 50 }), fc.boolean(), (seed, percent, cap, noFlopNoDrop) => {
        const stacks = [40 + (seed % 200), 100, 7 + (seed % 90), 300];
        const hand = createHand(base({ stacks, button: seed % 4, rake: { percent, cap, noFlopNoDrop }, dealing: { seed } }));
        playOut(hand, seed);
        const r = hand.result!;
        expect(r.rake).toBeLessThanOrEqual(cap);
        expect(r.stacks.reduce((t, s) => t + s, 0) + r.rake!).toBe(stacks.reduce((t, s) => t + s, 0));
        expect(r.pots.reduce((t, p) => t + p.rake!, 0)).toBe(r.rake);
        expect(r.payouts.reduce((t, s) => t + s, 0)).toBe(r.pots.reduce((t, p) => t + p.amount, 0));
        if (noFlopNoDrop && hand.context.dealtStreet < 1) expect(r.rake).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
