import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type Hand } from '../src/index.js';
import { deckFor, holdem, studSteps } from './fixtures.js';

const nl = { betting: noLimit(), blinds: { small: 5, big: 10 }, variant: holdem };
// three players, button 0: dealing order is seats 1, 2, 0
const threeWay = deckFor([['2c', '7d'], ['As', 'Ad'], ['Ks', 'Kd']], ['Ah', '9c', '5s', '3d', 'Jh']);

function checkDown(hand: Hand, riverBet?: { seat: number; to: number }): void {
  while (!hand.isComplete) {
    const legal = hand.legalActions()!;
    if (riverBet !== undefined && hand.street === 'river' && hand.toAct === riverBet.seat && legal.check) {
      hand.act({ type: 'bet', to: riverBet.to });
      continue;
    }
    hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('showdown (R125-R130)', () => {
  it('R125 R126 the last river aggressor shows first, then clockwise; R128 a hand that cannot win is mucked', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { deck: threeWay } });
    checkDown(hand, { seat: 0, to: 10 });
    const r = hand.result!;
    expect(r.showdown).toBe(true);
    expect(r.shown.map((s) => s.seat)).toEqual([0, 2]); // seat 0 bet the river; seat 1 (7 high) mucks
    expect(r.mucked).toEqual([1]);
    expect(r.pots[0]!.winners).toEqual([2]);
    expect(r.shown[1]!.value.category).toBe('three-of-a-kind');
    expect(hand.log.filter((e) => e.type === 'shown' || e.type === 'mucked').map((e) => [e.type, e.seat])).toEqual([
      ['shown', 0], ['mucked', 1], ['shown', 2],
    ]);
  });

  it('R126 without a river bet the first live seat left of the button shows first', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { deck: threeWay } });
    checkDown(hand);
    const r = hand.result!;
    expect(r.shown.map((s) => s.seat)).toEqual([1, 2]); // seat 1 first; seat 0's kings cannot beat the aces shown
    expect(r.mucked).toEqual([0]);
  });

  it('R126 heads-up without a river bet the big blind shows first', () => {
    const deck = deckFor([['As', 'Ad'], ['Ks', 'Kd']], ['Ah', '9c', '5s', '3d', 'Jh']);
    const hand = createHand({ ...nl, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(hand);
    expect(hand.result!.shown.map((s) => s.seat)).toEqual([0]); // BB (seat 0) shows aces; the button's kings are mucked
    expect(hand.result!.mucked).toEqual([1]);
  });

  it('R128 with autoMuck off every hand reaching the showdown is shown', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { deck: threeWay }, rules: { autoMuck: false } });
    checkDown(hand, { seat: 0, to: 10 });
    expect(hand.result!.shown.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(hand.result!.mucked).toEqual([]);
  });

  it('R128 a hand that can still tie is shown, and the tie splits (R138)', () => {
    // board plays: both remaining hands play the royal flush on the board
    const deck = deckFor([['7h', '8h'], ['4h', '5c'], ['2c', '3d']], ['As', 'Ks', 'Qs', 'Js', 'Ts']);
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { deck } });
    hand.act({ type: 'call' }); // seat 0 (UTG is the button with three players)
    hand.act({ type: 'fold' }); // seat 1 (SB)
    hand.act({ type: 'check' }); // seat 2 (BB)
    checkDown(hand);
    const r = hand.result!;
    expect(r.shown.map((s) => s.seat)).toEqual([2, 0]);
    // R115: pot 25 = 12 each and the odd chip to the first winner left of the button (seat 2)
    expect(r.pots).toEqual([{
      amount: 25, eligible: [0, 2], winners: [0, 2], highWinners: [2, 0], lowWinners: [],
      parts: [{ run: 0, board: 0, amount: 25, highWinners: [2, 0], lowWinners: [] }],
    }]);
    expect(r.payouts).toEqual([12, 0, 13]);
  });

  it('R127 with a player all-in every live hand is shown, and nobody mucks', () => {
    const hand = createHand({ ...nl, stacks: [100, 40, 100], button: 0, dealing: { deck: threeWay } });
    hand.act({ type: 'call' });
    hand.act({ type: 'all-in' }); // seat 1 (7 high) all-in for 40
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    checkDown(hand);
    const r = hand.result!;
    expect(r.mucked).toEqual([]);
    expect(r.shown.map((s) => s.seat).sort()).toEqual([0, 1, 2]);
    // main pot 120 to seat 2 (aces), side pot 0: seats 0 and 2 only put in 40 each
    expect(r.pots.map((p) => p.winners)).toEqual([[2]]);
  });

  it('R129 R130 cards speak: the engine reads the shown hands, shows both hole cards, and other seats see them', () => {
    const hand = createHand({ ...nl, stacks: [100, 100, 100], button: 0, dealing: { deck: threeWay } });
    checkDown(hand, { seat: 0, to: 10 });
    const shownLog = hand.log.filter((e) => e.type === 'shown');
    expect(shownLog.map((e) => formatCards(e.cards))).toEqual([['Ks', 'Kd'], ['As', 'Ad']]);
    const view = hand.view(1);
    expect(formatCards(view.seats[0]!.holeCards!)).toEqual(['Ks', 'Kd']);
    expect(formatCards(view.seats[2]!.holeCards!)).toEqual(['As', 'Ad']);
    // the mucked hand stays hidden from others (R128), but its owner still sees it
    expect(hand.view(0).seats[1]!.holeCards).toBeNull();
    expect(hand.view(1).seats[1]!.holeCards).not.toBeNull();
    expect(hand.result!.holeCards[1]).not.toBeNull(); // the result records every hand as dealt
  });

  it('R114 R116 side pots are awarded separately: a short all-in winner takes only the main pot', () => {
    // seat 1 has aces but only 40 chips; seat 2 has kings; seat 0 has 7 high
    const deck = deckFor([['As', 'Ad'], ['Ks', 'Kd'], ['2c', '7d']], ['Ah', '9c', '5s', '3d', 'Jh']);
    const hand = createHand({ ...nl, stacks: [100, 40, 100], button: 0, dealing: { deck } });
    hand.act({ type: 'raise', to: 100 }); // seat 0 all-in
    hand.act({ type: 'call' }); // seat 1 all-in for 40
    hand.act({ type: 'call' }); // seat 2 calls 100
    const r = hand.result!;
    expect(r.pots).toEqual([
      { amount: 120, eligible: [0, 1, 2], winners: [1], highWinners: [1], lowWinners: [], parts: [{ run: 0, board: 0, amount: 120, highWinners: [1], lowWinners: [] }] },
      { amount: 120, eligible: [0, 2], winners: [2], highWinners: [2], lowWinners: [], parts: [{ run: 0, board: 0, amount: 120, highWinners: [2], lowWinners: [] }] },
    ]);
    expect(r.stacks).toEqual([0, 120, 120]);
  });
});

describe('R126 in stud', () => {
  it('R126 R203 seventh street checked through: the best hand showing shows first, then clockwise', () => {
    const stud = defineVariant({ id: 'r126-stud', name: 'Stud', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 7 }, steps: studSteps(true) });
    const hand = createHand({ variant: stud, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual', rules: { autoMuck: false } });
    // third street: seat 1 shows the 2c (brings in), seat 2 the Kh, seat 0 the 9d
    hand.dealHole(1, '4c5c2c');
    hand.dealHole(2, '7s8sKh');
    hand.dealHole(0, 'Jd6d9d');
    hand.act({ type: 'bring-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    // fourth to sixth: seat 2 pairs its king showing: K K, the best hand showing from fourth street on
    const streets: Record<number, string[]> = { 1: ['3d', '7c', 'Tc'], 2: ['Kd', '2s', '3s'], 0: ['4h', '8h', 'Th'] };
    for (let street = 0; street < 3; street++) {
      for (const seat of [1, 2, 0]) hand.dealHole(seat, streets[seat]![street]!);
      while (hand.legalActions() !== null) hand.act({ type: 'check' });
    }
    for (const [seat, card] of [[1, 'Qc'], [2, 'Qs'], [0, 'Qh']] as const) hand.dealHole(seat, card);
    expect(hand.toAct).toBe(2); // R203: the pair of kings showing acts first
    while (!hand.isComplete) hand.act({ type: 'check' });
    // nobody bet seventh street: seat 2 (the first to act) shows first, then clockwise
    expect(hand.result!.shown.map((h) => h.seat)).toEqual([2, 0, 1]);
  });
});
