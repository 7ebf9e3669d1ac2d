import { describe, expect, it } from 'vitest';
import { createRng, formatCards, parseCard, shortDeck, standardDeck } from '@pokerchart/cards';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant, type Hand, opensWithBringIn, type VariantDescriptor, VariantDefinitionError } from '@pokerchart/engine';
import { omaha, omahaHiLo8, paiGowHoldem, shortDeckHoldem, texasHoldem, variants } from '../src/index.js';
import { randomAction } from './randomHands.js';

const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
/** Forced bets for any built-in: blinds for flop games, antes and a bring-in for stud (R200, R201). */
const forced = (variant: VariantDescriptor) =>
  opensWithBringIn(variant) ? { ante: { amount: 1, mode: 'each' as const }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };

/** Random legal play to the end (discards within the draw's bounds per R212, the bet/raise word per R61). */
function playRandom(hand: Hand, seed: number): void {
  const rng = createRng(seed);
  while (!hand.isComplete) hand.act(randomAction(hand, rng));
}

/** A complete deck dealing `holes` (dealing order: first seat left of the button first) and the board, per R38. */
function deckFor(holes: string[][], board: string[], all: number[] = standardDeck()): number[] {
  const n = holes.length;
  const k = holes[0]!.length;
  const m = k * n;
  const wanted = new Array<number | null>(m + 8).fill(null);
  holes.forEach((h, j) => h.forEach((c, i) => (wanted[i * n + j] = parseCard(c))));
  [m + 1, m + 2, m + 3, m + 5, m + 7].forEach((pos, i) => (wanted[pos] = parseCard(board[i]!)));
  const used = new Set(wanted.filter((c): c is number => c !== null));
  const rest = all.filter((c) => !used.has(c));
  return [...wanted.map((c) => c ?? rest.shift()!), ...rest];
}

/** Plays a check-down (everyone checks or calls) and returns the result. */
function checkDown(variant: VariantDescriptor, stacks: number[], button: number, deck: number[]) {
  const hand = createHand({ variant, betting: noLimit(), stacks, button, blinds: { small: 5, big: 10 }, dealing: { deck } });
  while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
  return hand.result!;
}

const structures: [string, () => BettingStructure][] = [
  ['noLimit()', () => noLimit()],
  ['potLimit()', () => potLimit()],
  ['fixedLimit({ smallBet: 10 })', () => fixedLimit({ smallBet: 10 })],
];

describe('every built-in plays complete hands under every structure', () => {
  for (const variant of variants) {
    for (const [name, make] of structures) {
      it(`${variant.id} under ${name}`, () => {
        const betting = make();
        for (let i = 0; i < 40; i++) {
          const players = 2 + (i % (variant.seats.max - 1));
          const stacks = Array.from({ length: players }, (_, s) => 50 + ((i * 37 + s * 101) % 900));
          const hand = createHand({ variant, betting, stacks, button: i % players, ...forced(variant), dealing: { seed: i } });
          playRandom(hand, i);
          expect(hand.isComplete).toBe(true);
          expect(sum(hand.result!.stacks)).toBe(sum(stacks)); // R0.5
          // R35; R36: a stud seat that folds gets no more cards
          const r = hand.result!;
          const expected = (s: number) => (!opensWithBringIn(variant) || (r.showdown && !hand.context.betting.folded[s]) ? variant.holeCards : null);
          expect(r.holeCards.every((h, s) => (expected(s) !== null ? h!.length === expected(s) : h!.length <= variant.holeCards && h!.length >= 3))).toBe(true);
        }
      });
    }
  }

  it("R45 each machine's street states are that variant's streets", () => {
    for (const variant of variants) {
      const keys = Object.keys(createHandMachine(variant, noLimit()).root.states);
      expect(keys.filter((k) => variant.streets.some((s) => s.name === k))).toEqual(variant.streets.map((s) => s.name));
    }
  });
});

describe('showdowns of RULES.md by variant', () => {
  it('R160 R161 Omaha one-spade trap: A♠ with four spades on board is no flush', () => {
    // heads-up, button 0: seat 1 is dealt first (trip nines), seat 0 holds the lone A♠
    const deck = deckFor([['9h', '9d', '5c', '6c'], ['As', 'Kh', 'Qc', '4d']], ['Ks', 'Qs', '9s', '3s', '2d']);
    const r = checkDown(omaha, [100, 100], 0, deck);
    const trapped = r.shown.find((s) => s.seat === 0);
    expect(r.pots[0]!.winners).toEqual([1]); // trips 9s
    if (trapped !== undefined) expect(trapped.value.category).toBe('two-pair'); // K-K-Q-Q-9 (R161)
    // the same cards as Hold'em-style "any five" would give seat 0 the ace-high flush
    const anyFive = defineVariant({ ...omaha, id: 'omaha-any-five', selection: 'any' });
    const r2 = checkDown(anyFive, [100, 100], 0, deck);
    expect(r2.pots[0]!.winners).toEqual([0]);
    expect(r2.shown.find((s) => s.seat === 0)!.value.category).toBe('flush');
  });

  it('R165 R168 Omaha Hi-Lo splits high and low', () => {
    // seat 1: A♠3♦ makes 7-5-3-2-A low; seat 0: K♥ makes trip kings for high, no low
    const deck = deckFor([['As', '3d', 'Qh', 'Qd'], ['Kh', '8h', '9c', '9d']], ['2c', '5d', '7h', 'Kc', 'Ks']);
    const r = checkDown(omahaHiLo8, [100, 100], 0, deck);
    expect(r.pots[0]).toMatchObject({ amount: 20, highWinners: [0], lowWinners: [1] });
    expect(r.payouts).toEqual([10, 10]);
    expect(formatCards(r.shown.find((s) => s.seat === 1)!.low!.cards)).toEqual(['7h', '5d', '3d', '2c', 'As']);
  });

  it('R168 Omaha Hi-Lo quartering: two equal lows share the low half, odd chip clockwise from the button (R115)', () => {
    // button 0; dealing order seats 1, 2, 0. Seats 1 and 2 hold the same A-3 low; seat 0 has trip kings
    const deck = deckFor(
      [['As', '3d', 'Qh', 'Qd'], ['Ah', '3c', '9h', '9s'], ['Kh', '8h', 'Jc', 'Jd']],
      ['2c', '5d', '7h', 'Kc', 'Ks'],
    );
    const r = checkDown(omahaHiLo8, [100, 100, 100], 0, deck);
    // pot 30: high 15 to seat 0; low 15 split 8 / 7, the odd chip to seat 1 (first left of the button)
    expect(r.pots[0]).toMatchObject({ amount: 30, highWinners: [0], lowWinners: [1, 2] });
    expect(r.payouts).toEqual([15, 8, 7]);
  });

  it('R166 Omaha Hi-Lo: without a qualifying low the high hand scoops', () => {
    const deck = deckFor([['As', '3d', 'Qh', 'Qd'], ['Kh', '8h', '9c', '9d']], ['2c', '9s', 'Th', 'Kc', 'Ks']);
    const r = checkDown(omahaHiLo8, [100, 100], 0, deck);
    expect(r.pots[0]).toMatchObject({ highWinners: [0], lowWinners: [] });
    expect(r.payouts).toEqual([20, 0]);
  });

  it('R170 R171 Pai Gow wheel rule: A-2-3-4-5 beats the six-high straight and decides the pot', () => {
    const deck = deckFor([['5d', '6h'], ['As', '5c']], ['2c', '3d', '4h', '9s', 'Kd']);
    expect(checkDown(texasHoldem, [100, 100], 0, deck).pots[0]!.winners).toEqual([1]); // standard: six-high wins
    const r = checkDown(paiGowHoldem, [100, 100], 0, deck);
    expect(r.pots[0]!.winners).toEqual([0]); // wheel is second-highest
    expect(r.shown.find((s) => s.seat === 0)!.value.category).toBe('straight');
  });

  it('R175 R176 short deck: a flush beats a full house', () => {
    const deck = deckFor([['Js', '6s'], ['Ah', '9h']], ['6h', '7h', 'Jh', 'Jc', '6c'], shortDeck());
    // button 0: seat 1 (dealt first) has J♠6♠ for jacks full, seat 0 has A♥9♥ for the flush
    const r = checkDown(shortDeckHoldem, [100, 100], 0, deck);
    expect(r.pots[0]!.winners).toEqual([0]);
    expect(r.shown.find((s) => s.seat === 0)!.value.category).toBe('flush');
    // under the standard ranking the full house wins
    const full = deckFor([['Js', '6s'], ['Ah', '9h']], ['6h', '7h', 'Jh', 'Jc', '6c']);
    expect(checkDown(texasHoldem, [100, 100], 0, full).pots[0]!.winners).toEqual([1]);
  });
});

describe('variants composed outside the packages', () => {
  const royalDeck = ['T', 'J', 'Q', 'K', 'A'].flatMap((r) => ['c', 'd', 'h', 's'].map((s) => r + s));
  const royal = defineVariant({ ...texasHoldem, id: 'royal-holdem', name: "Royal Hold'em", deck: royalDeck, seats: { min: 2, max: 6 } });
  const fiveCardOmaha = defineVariant({ ...omaha, id: 'omaha-5', name: '5-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });

  it("Royal Hold'em on the 20 cards T-A plays complete hands and its chart is Hold'em's", () => {
    for (let i = 0; i < 60; i++) {
      const players = 2 + (i % 5);
      const stacks = new Array<number>(players).fill(500);
      const hand = createHand({ variant: royal, betting: noLimit(), stacks, button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: i } });
      playRandom(hand, i);
      const r = hand.result!;
      expect(sum(r.stacks)).toBe(500 * players);
      for (const c of [...r.board, ...r.holeCards.flat()]) expect(c! >> 2).toBeGreaterThanOrEqual(8); // T or higher
    }
    expect(Object.keys(createHandMachine(royal, noLimit()).root.states)).toEqual(expect.arrayContaining(['preflop', 'flop', 'turn', 'river']));
  });

  it('5-card Omaha (two of five hole cards, R160 selection) plays complete hands under pot limit', () => {
    for (let i = 0; i < 60; i++) {
      const players = 2 + (i % 7);
      const stacks = new Array<number>(players).fill(300);
      const hand = createHand({ variant: fiveCardOmaha, betting: potLimit(), stacks, button: i % players, blinds: { small: 5, big: 10 }, dealing: { seed: i } });
      playRandom(hand, 1000 + i);
      expect(hand.result!.holeCards.every((h) => h!.length === 5)).toBe(true);
      for (const s of hand.result!.shown) expect(s.value.holeUsed).toHaveLength(2);
    }
  });

  it('defineVariant rejects broken compositions naming the field', () => {
    const field = (spec: object) => {
      try {
        defineVariant(spec as never);
      } catch (e) {
        expect(e).toBeInstanceOf(VariantDefinitionError);
        return (e as VariantDefinitionError).field;
      }
      return null;
    };
    expect(field({ ...royal, seats: { min: 2, max: 8 } })).toBe('seats.max'); // 16 + 5 + 3 > 20
    expect(field({ ...omaha, holeCards: 1 })).toBe('selection.hole');
    expect(field({ ...texasHoldem, streets: [] })).toBe('streets');
    expect(field({ ...shortDeckHoldem, low: 'eight-or-better' })).toBe('low');
    expect(field({ ...texasHoldem, ranking: 'lowball' })).toBe('ranking');
  });
});
