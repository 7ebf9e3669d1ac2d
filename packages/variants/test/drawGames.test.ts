import { describe, expect, it } from 'vitest';
import { type Card, formatCards, parseCard, parseCards, standardDeck } from '@pokerchart/cards';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, type Hand } from '@pokerchart/engine';
import { badugi, deuceToSevenSingleDraw, deuceToSevenTripleDraw, fiveCardDraw, variants } from '../src/index.js';

/** A complete deck: `holes` dealt by R38 (first seat left of the button first), then `next`, then the rest in code order. */
function deckOf(holes: string[], next: string[] = []): Card[] {
  const hands = holes.map((h) => parseCards(h));
  const top: Card[] = [];
  for (let i = 0; i < hands[0]!.length; i++) for (const h of hands) top.push(h[i]!);
  top.push(...next.map((c) => parseCard(c)));
  const used = new Set(top);
  return [...top, ...standardDeck().filter((c) => !used.has(c))];
}

/** Checks or calls in betting rounds; discards `pick(cards)` in draws. */
function playDown(hand: Hand, pick: (cards: Card[], seat: number) => Card[] = () => []): void {
  while (!hand.isComplete) {
    const legal = hand.legalActions()!;
    if (legal.discard !== null) hand.act({ type: 'discard', cards: pick(hand.context.holeCards[legal.seat]!.slice(), legal.seat) });
    else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('the draw family as descriptors (R210-R215)', () => {
  it('R210 R211 five cards (badugi four), one or three draws, two or four betting rounds', () => {
    expect(fiveCardDraw.holeCards).toBe(5);
    expect(badugi.holeCards).toBe(4);
    expect(fiveCardDraw.streets.map((s) => s.name)).toEqual(['predraw', 'postdraw']);
    expect(deuceToSevenSingleDraw.streets.map((s) => s.name)).toEqual(['predraw', 'postdraw']);
    expect(deuceToSevenTripleDraw.streets.map((s) => s.name)).toEqual(['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']);
    expect(badugi.streets.every((s) => s.board === 0)).toBe(true);
    for (const v of [fiveCardDraw, deuceToSevenSingleDraw, deuceToSevenTripleDraw, badugi]) {
      expect(variants).toContain(v);
      expect(v.steps!.filter((s) => s.kind === 'exchange')).toHaveLength(v.streets.length - 1);
    }
    expect([fiveCardDraw, deuceToSevenSingleDraw, deuceToSevenTripleDraw, badugi].map((v) => v.defaultBetting)).toEqual(['fixed-limit', 'no-limit', 'fixed-limit', 'fixed-limit']);
  });

  it('R214 fixed limit: single draw plays the small bet before the draw and the big bet after; triple draw small, small, big, big', () => {
    /** The bet a seat may open each betting round with, checking the rest of the way. */
    const openingBets = (variant: typeof fiveCardDraw) => {
      const hand = createHand({ variant, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 2 } });
      const bets: number[] = [];
      hand.act({ type: 'call' });
      hand.act({ type: 'check' });
      while (!hand.isComplete) {
        const legal = hand.legalActions()!;
        if (legal.discard !== null) hand.act({ type: 'discard', cards: [] });
        else {
          if (legal.check && legal.raiseTo !== null && hand.context.betting.currentBet === 0 && bets.length < hand.context.betting.street) bets.push(legal.raiseTo.min);
          hand.act({ type: 'check' });
        }
      }
      return bets;
    };
    expect(openingBets(fiveCardDraw)).toEqual([20]);
    expect(openingBets(deuceToSevenSingleDraw)).toEqual([20]);
    expect(openingBets(deuceToSevenTripleDraw)).toEqual([10, 20, 20]);
    expect(openingBets(badugi)).toEqual([10, 20, 20]);
    expect(deuceToSevenSingleDraw.steps!.filter((s) => s.kind === 'bet').map((s) => (s as { limit?: string }).limit)).toEqual(['small', 'big']);
  });

  it("R212 the triple-draw chart has three draw states, each before its street's betting round", () => {
    const states = createHandMachine(deuceToSevenTripleDraw, fixedLimit({ smallBet: 10 })).config.states as Record<string, { initial?: unknown; states?: object }>;
    const draws = Object.keys(states).filter((k) => 'draw' in (states[k]!.states ?? {}));
    expect(draws).toEqual(['firstDraw', 'secondDraw', 'thirdDraw']);
    for (const k of draws) expect(states[k]!.initial).toBe('draw');
  });

  it('R213 a 2-7 triple-draw hand that reshuffles the discards: eight players drawing five each', () => {
    const hand = createHand({
      variant: deuceToSevenTripleDraw, betting: fixedLimit({ smallBet: 10 }), stacks: new Array(8).fill(500), button: 0,
      blinds: { small: 5, big: 10 }, dealing: { seed: 3 },
    });
    playDown(hand, (cards) => cards);
    const reshuffles = hand.log.filter((e) => e.type === 'reshuffled');
    expect(reshuffles.length).toBeGreaterThan(0);
    expect(reshuffles[0]).toMatchObject({ type: 'reshuffled', street: 'firstDraw' });
    // every card still appears once: the 40 cards in hands are distinct (R5)
    const held = hand.result!.holeCards.flatMap((h) => h ?? []);
    expect(new Set(held).size).toBe(40);
    expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(4000);
  });

  it('R192 R215 a badugi showdown of three-card hands: A-2-3 beats A-2-4; both beat any two-card hand', () => {
    // three-handed, button 0: seat 1 (small blind) is dealt first, then seat 2, then seat 0
    const deck = deckOf(['As 2d 3h 3c', 'Ah 2c 4s 4d', 'Kc Kd Ks 2h']);
    const hand = createHand({ variant: badugi, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { deck } });
    playDown(hand); // everyone stands pat three times
    const shown = new Map(hand.result!.shown.map((s) => [s.seat, s.value]));
    expect(shown.get(1)!.cards).toHaveLength(3);
    expect(formatCards(shown.get(1)!.cards)).toEqual(expect.arrayContaining(['As', '2d']));
    if (shown.has(2)) expect(shown.get(2)!.cards).toHaveLength(3);
    if (shown.has(0)) expect(shown.get(0)!.cards).toHaveLength(2);
    expect(hand.result!.payouts).toEqual([0, 30, 0]);
    expect(hand.result!.pots[0]!.winners).toEqual([1]);
  });

  it('R191 R215 2-7 single draw: the lowest hand wins, A-2-3-4-5 is no straight but ace high', () => {
    // heads-up, button 0: seat 1 dealt first
    const deck = deckOf(['Ah 2c 3d 4s 5h', '8c 6d 5s 4h 2d']);
    const hand = createHand({ variant: deuceToSevenSingleDraw, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { deck } });
    playDown(hand);
    expect(hand.result!.payouts).toEqual([20, 0]); // 8-6-5-4-2 beats ace high
  });
});
