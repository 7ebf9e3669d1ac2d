import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand, IllegalActionError } from '../src/index.js';
import { holdem, potSum } from './fixtures.js';

const nl = { betting: noLimit(), blinds: { small: 5, big: 10 }, variant: holdem };

describe('streets and order of action (R45-R49)', () => {
  it('R45 the hand visits preflop, flop, turn, river, then showdown, with 0, 3, 4, 5 board cards', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { seed: 11 } });
    const seen: [string | null, number][] = [];
    while (!hand.isComplete) {
      const street = hand.street;
      if (seen.length === 0 || seen[seen.length - 1]![0] !== street) seen.push([street, hand.view('spectator').board.length]);
      const legal = hand.legalActions()!;
      hand.act(legal.check ? { type: 'check' } : { type: 'call' });
    }
    expect(seen).toEqual([['preflop', 0], ['flop', 3], ['turn', 4], ['river', 5]]);
    expect(hand.result!.showdown).toBe(true);
    expect(hand.state).toBe('settled');
  });

  it('R46 R47 R48 pre-flop starts left of the BB; post-flop left of the button; clockwise, skipping folded seats', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100, 100, 100], button: 2, dealing: { seed: 12 } });
    const order: number[] = [];
    const take = (type: 'call' | 'check' | 'fold') => {
      order.push(hand.toAct!);
      hand.act({ type });
    };
    take('call'); // 0 (UTG, left of BB 4)
    take('fold'); // 1
    take('call'); // 2 (button)
    take('call'); // 3 (SB)
    take('check'); // 4 (BB option)
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(hand.street).toBe('flop');
    expect(hand.toAct).toBe(3); // R47: first live seat left of the button
    order.length = 0;
    take('check');
    take('check');
    take('check');
    take('check');
    expect(order).toEqual([3, 4, 0, 2]); // seat 1 folded, skipped (R48)
  });

  it('R47 heads-up the big blind acts first after the flop and the button last', () => {
    const hand = createHand({ ...nl, stacks: [100, 100], button: 0, dealing: { seed: 13 } });
    expect(hand.toAct).toBe(0); // R46 heads-up: button/SB first pre-flop
    hand.act({ type: 'call' });
    expect(hand.toAct).toBe(1); // R49: the BB closes the pre-flop round
    hand.act({ type: 'check' });
    expect(hand.street).toBe('flop');
    expect(hand.toAct).toBe(1);
  });

  it('R49 the big blind gets the option when nobody raised', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { seed: 14 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(hand.toAct).toBe(2);
    expect(hand.legalActions()).toMatchObject({ check: true, call: null, raiseTo: { min: 20, max: 100 } });
    hand.act({ type: 'raise', to: 30 });
    expect(hand.street).toBe('preflop');
    expect(hand.toAct).toBe(0);
  });
});

describe('end of a round and progression (R100-R106)', () => {
  it('R100 the BB is not asked to act when the only other live player is all-in for less than the blind', () => {
    const hand = createHand({ ...nl, stacks: [0, 7, 100], button: 1, dealing: { seed: 15 } });
    // heads-up: button 1 posts SB 5 (stack 2 left), BB 2 posts 10
    hand.act({ type: 'all-in' }); // SB all-in for 7 total
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.returned[2]).toBe(3); // R106: the BB's unmatched 3 comes back
  });

  it('R101 a round ends only when every live player has acted and matched the bet', () => {
    const hand = createHand({ ...nl, stacks: [200, 200, 200], button: 0, dealing: { seed: 16 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    hand.act({ type: 'bet', to: 20 }); // seat 1
    hand.act({ type: 'raise', to: 60 }); // seat 2
    hand.act({ type: 'call' }); // seat 0
    expect(hand.street).toBe('flop');
    expect(hand.toAct).toBe(1);
    hand.act({ type: 'call' });
    expect(hand.street).toBe('turn');
  });

  it('R102 R113 when all but one fold the hand ends at once, no cards shown, every pot to the last player', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { seed: 17 } });
    hand.act({ type: 'raise', to: 30 });
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    const r = hand.result!;
    expect(r.showdown).toBe(false);
    expect(r.shown).toEqual([]);
    expect(r.payouts).toEqual([25, 0, 0]); // 5 + 10 from the blinds, and 10 of seat 0's own call
    expect(r.returned).toEqual([20, 0, 0]); // R106: the raise beyond the blind is returned
    expect(r.stacks).toEqual([115, 95, 90]);
    expect(hand.view(1).seats[0]!.holeCards).toBeNull();
  });

  it('R103 R127 betting closed with an all-in: hands face up at once, the board runs out, no muck', () => {
    const hand = createHand({ ...nl, stacks: [100, 300, 300], button: 0, dealing: { seed: 18 } });
    hand.act({ type: 'all-in' }); // seat 0 for 100
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(hand.street).toBe('flop'); // two players still have chips: betting goes on
    hand.act({ type: 'bet', to: 50 });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.board).toHaveLength(5);
    expect(hand.result!.shown.map((s) => s.seat).sort()).toEqual([0, 1, 2]);
    expect(hand.result!.mucked).toEqual([]);
    expect(hand.log.some((e) => e.type === 'exposed')).toBe(true);
  });

  it('R104 each new street resets the round: bets collected, current bet 0, minimum bet the big blind', () => {
    const hand = createHand({ ...nl, stacks: [500, 500, 500], button: 0, dealing: { seed: 19 } });
    hand.act({ type: 'raise', to: 100 });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    const v = hand.view('spectator');
    expect(v.seats.map((s) => s!.committed)).toEqual([0, 0, 0]);
    expect(potSum(v.pots)).toBe(300);
    expect(hand.legalActions()).toMatchObject({ check: true, call: null, raiseTo: { min: 10, max: 400 } });
  });

  it('R105 after the river round two or more players go to showdown', () => {
    const hand = createHand({ ...nl, stacks: [100, 100], button: 1, dealing: { seed: 20 } });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.result!.showdown).toBe(true);
    expect(hand.result!.shown.length).toBeGreaterThanOrEqual(1);
  });

  it('R106 an uncalled bet is returned when the round ends', () => {
    const hand = createHand({ ...nl, stacks: [100, 300, 300], button: 0, dealing: { seed: 21 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    hand.act({ type: 'bet', to: 250 }); // seat 1
    hand.act({ type: 'fold' }); // seat 2
    hand.act({ type: 'all-in' }); // seat 0 calls all-in for 90
    expect(hand.log).toContainEqual({ type: 'returned', seat: 1, amount: 160 });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.returned[1]).toBe(160);
  });

  it('R0.3 an illegal action throws IllegalActionError and changes nothing', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { seed: 22 } });
    const before = JSON.stringify(hand.persist());
    for (const action of [{ type: 'check' }, { type: 'raise', to: 15 }, { type: 'bet', to: 20 }, { type: 'raise', to: 101 }, { type: 'dance' }, null]) {
      expect(() => hand.act(action as never)).toThrow(IllegalActionError);
    }
    expect(JSON.stringify(hand.persist())).toBe(before);
  });
});
