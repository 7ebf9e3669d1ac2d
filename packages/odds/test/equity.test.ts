import { parseCards, shortDeck, standardDeck } from '@pokerchart/cards';
import { defineVariant } from '@pokerchart/engine';
import { omaha, omahaHiLo8, paiGowHoldem, shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equity, type EquityResult } from '../src/index.js';
import { naiveEquity } from './naive.js';

type Rule = 'any' | { hole: number; board: number };

/** Compares an equity() result with a brute-force enumeration, exactly up to float rounding. */
function expectSame(r: EquityResult, naive: ReturnType<typeof naiveEquity>): void {
  expect(r.exact).toBe(true);
  expect(r.runouts).toBe(naive.runouts);
  r.hands.forEach((h, i) => {
    expect(h.win).toBeCloseTo(naive.win[i]!, 12);
    expect(h.tie).toBeCloseTo(naive.tie[i]!, 12);
    expect(h.lose).toBeCloseTo(1 - naive.win[i]! - naive.tie[i]!, 12);
    expect(h.equity).toBeCloseTo(naive.equity[i]!, 12);
  });
}

/** Distinct random cards from a deck, as a fast-check arbitrary. */
const dealFrom = (deck: readonly number[], count: number) =>
  fc.shuffledSubarray([...deck], { minLength: count, maxLength: count }).chain((cards) => fc.shuffledSubarray(cards, { minLength: count, maxLength: count }));

describe('equity: exact against a brute-force enumeration written in the test', () => {
  it("Hold'em heads-up on the turn (R155): 44 rivers", async () => {
    const hands = [parseCards('AhKh'), parseCards('QsQc')];
    const board = parseCards('2h7h9cTd');
    const r = await equity({ variant: texasHoldem, hands, board });
    expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: 'any' }));
  });

  it("Hold'em, random 3-way flop spots: turn and river, best of 21 (R155, R137, R140)", async () => {
    await fc.assert(
      fc.asyncProperty(dealFrom(standardDeck(), 9), async (cards) => {
        const hands = [cards.slice(0, 2), cards.slice(2, 4), cards.slice(4, 6)];
        const board = cards.slice(6, 9);
        const r = await equity({ variant: texasHoldem, hands, board });
        expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: 'any' }));
      }),
      { numRuns: 6, seed: 1 },
    );
  });

  it("Hold'em with suited hands, a two-flush board and dead cards", async () => {
    const hands = [parseCards('AsKs'), parseCards('QhJh'), parseCards('9s8s')];
    const board = parseCards('2s7hTs');
    const dead = parseCards('3h4c');
    const r = await equity({ variant: texasHoldem, hands, board, dead });
    expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, dead, boardSize: 5, rule: 'any' }));
  });

  it('Omaha, random heads-up flop spots: exactly two hole and three board cards (R160, R161)', async () => {
    await fc.assert(
      fc.asyncProperty(dealFrom(standardDeck(), 11), async (cards) => {
        const hands = [cards.slice(0, 4), cards.slice(4, 8)];
        const board = cards.slice(8, 11);
        const r = await equity({ variant: omaha, hands, board });
        expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: { hole: 2, board: 3 } }));
      }),
      { numRuns: 3, seed: 2 },
    );
  });

  it('Omaha with flush draws on a two-tone flop (R161: a flush needs two suited hole cards)', async () => {
    const hands = [parseCards('AsKh5s6d'), parseCards('QsJsTh9h'), parseCards('Ad2c3c8h')];
    const board = parseCards('Ks7s2h');
    const r = await equity({ variant: omaha, hands, board });
    expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: { hole: 2, board: 3 } }));
  });

  it('Omaha Hi-Lo: halves and quarters, against the brute force (R165-R168)', async () => {
    for (const [hands, board] of [
      [['As2s3d4d', 'Ah2h5c6c', 'KdKcQhJh'], '7s8d9h'],
      [['Ac2d7h8h', '3c4dKsQs'], '5h6hTc'],
    ] as const) {
      const hs = hands.map((h) => parseCards(h));
      const b = parseCards(board);
      const r = await equity({ variant: omahaHiLo8, hands: hs, board: b });
      expectSame(r, naiveEquity({ deck: standardDeck(), hands: hs, board: b, boardSize: 5, rule: { hole: 2, board: 3 }, low: true }));
    }
  });

  it('Omaha Hi-Lo on a full board: high alone plus a shared low is three quarters (R168)', async () => {
    // As4sKhKc: trip kings for high, 7-4-3-2-A low; Ad4dJcTc: king high, the same low
    const r = await equity({ variant: omahaHiLo8, hands: ['As4sKhKc', 'Ad4dJcTc'], board: '2c3d7hKsQd' });
    expect(r.runouts).toBe(1);
    expect(r.hands.map((h) => h.equity)).toEqual([0.75, 0.25]);
    expect(r.hands.map((h) => [h.win, h.tie, h.lose])).toEqual([[0, 1, 0], [0, 1, 0]]);
    // no qualifying low (R168): the high hand scoops
    const noLow = await equity({ variant: omahaHiLo8, hands: ['As4sKhKc', 'Ad4dJcTc'], board: '9c3d9hKsQd' });
    expect(noLow.hands.map((h) => [h.win, h.equity])).toEqual([[1, 1], [0, 0]]);
  });

  it("Pai Gow Hold'em: the wheel is the second-best straight (R170, R171)", async () => {
    const hands = [parseCards('As2d'), parseCards('KhKd')];
    const board = parseCards('3c4h5s');
    const r = await equity({ variant: paiGowHoldem, hands, board });
    expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: 'any', ranking: 'paigow-wheel' }));
  });

  it("short-deck Hold'em: 36 cards, flush over full house, both trips-vs-straight orders (R175, R176)", async () => {
    const hands = [parseCards('AsKs'), parseCards('9h9d'), parseCards('7c8c')];
    const board = parseCards('6sTs9c');
    for (const tbs of [false, true]) {
      const variant = tbs ? defineVariant({ ...shortDeckHoldem, id: 'sd-tbs', rankingOptions: { tripsBeatStraight: true } }) : shortDeckHoldem;
      const r = await equity({ variant, hands, board });
      expectSame(r, naiveEquity({ deck: shortDeck(), hands, board, boardSize: 5, rule: 'any', ranking: 'shortdeck', tripsBeatStraight: tbs }));
    }
  });

  it('a composed variant: three hole cards, any five (two suits can flush on one board)', async () => {
    const three = defineVariant({ ...texasHoldem, id: 'three-card-holdem', name: "Three-card Hold'em", holeCards: 3, seats: { min: 2, max: 6 } });
    const hands = [parseCards('AsKs2s'), parseCards('QhJh3h'), parseCards('TdTc9c')];
    const board = parseCards('4s5h8d');
    const r = await equity({ variant: three, hands, board });
    expectSame(r, naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: 'any' }));
  });

  it('a composed variant with a deck missing some cards: evaluated card by card', async () => {
    const deck = standardDeck().filter((c) => c !== parseCards('2c')[0] && c !== parseCards('Kd')[0]);
    const odd = defineVariant({ ...texasHoldem, id: 'odd-deck', name: 'Odd deck', deck });
    const hands = [parseCards('AhQh'), parseCards('JsJc')];
    const board = parseCards('Th5h3c');
    const r = await equity({ variant: odd, hands, board });
    expectSame(r, naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any' }));
  });

  it('a full board: one runout, the winner takes it (R138 ties split)', async () => {
    const r = await equity({ variant: texasHoldem, hands: ['AhKd', 'AsKc', '2c3d'], board: 'AdKhQs7c4h' });
    expect(r.runouts).toBe(1);
    expect(r.hands.map((h) => h.equity)).toEqual([0.5, 0.5, 0]);
    expect(r.hands.map((h) => h.tie)).toEqual([1, 1, 0]);
    expect(r.hands[2]!.lose).toBe(1);
  });
});

describe('equity: published figures', () => {
  it("pre-flop A♥A♠ against K♦K♣: 1,712,304 boards, 81.065% / 0.382% / 18.554%", async () => {
    const r = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'] });
    expect(r.exact).toBe(true);
    expect(r.runouts).toBe(1712304);
    expect((r.hands[0]!.win * 100).toFixed(3)).toBe('81.065');
    expect((r.hands[0]!.tie * 100).toFixed(3)).toBe('0.382');
    expect((r.hands[0]!.lose * 100).toFixed(3)).toBe('18.554');
    expect(r.hands[1]!.win).toBe(r.hands[0]!.lose);
    expect(r.hands[0]!.equity + r.hands[1]!.equity).toBeCloseTo(1, 12);
  });

  it('pre-flop Omaha A♥A♠K♦Q♦ against J♣T♣9♥8♥: 602,534 wins and 126 ties of 1,086,008 boards (R160)', async () => {
    // counts from two other libraries, @poker-apprentice/hand-evaluator and poker-odds-calc (bench/odds.bench.mjs)
    const r = await equity({ variant: omaha, hands: ['AhAsKdQd', 'JcTc9h8h'] });
    expect(r.runouts).toBe(1086008);
    expect(Math.round(r.hands[0]!.win * r.runouts)).toBe(602534);
    expect(Math.round(r.hands[0]!.tie * r.runouts)).toBe(126);
    expect(Math.round(r.hands[1]!.win * r.runouts)).toBe(483348);
  });
});
