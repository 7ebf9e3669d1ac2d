import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, formatCards, parseCards, standardDeck, type Card } from '@pokerchart/cards';
import { burnDrawCard, drawBetSize, drawOrder, replaceDiscards, VariantRuleError, type DrawDeck } from '../src/index.js';

describe('R212 draw order', () => {
  it('R212 every player still in the hand draws, clockwise from the first left of the button', () => {
    expect(drawOrder({ button: 2, inHand: [true, true, true, true, true] })).toEqual([3, 4, 0, 1, 2]);
    expect(drawOrder({ button: 4, inHand: [false, true, false, false, true] })).toEqual([1, 4]);
    expect(drawOrder({ button: 0, inHand: [true, false, true] })).toEqual([2, 0]);
  });

  it('R212 heads-up the button (small blind) draws last', () => {
    expect(drawOrder({ button: 1, inHand: [true, true] })).toEqual([0, 1]);
    expect(drawOrder({ button: 0, inHand: [true, true] })).toEqual([1, 0]);
  });

  it('R212 a bad button is refused', () => {
    expect(() => drawOrder({ button: 5, inHand: [true, true] })).toThrow(VariantRuleError);
  });
});

describe('R214 bet sizes of draw games', () => {
  const limits = { smallBet: 250, bigBet: 500 };
  it('R214 triple draw: small bet before and after the first draw, big bet after the second and third', () => {
    expect([0, 1, 2, 3].map((round) => drawBetSize({ round, draws: 3, ...limits }))).toEqual([250, 250, 500, 500]);
  });
  it('R214 single draw: small bet before the draw, big bet after it', () => {
    expect([0, 1].map((round) => drawBetSize({ round, draws: 1, ...limits }))).toEqual([250, 500]);
  });
  it('R214 rounds outside 0..draws are refused', () => {
    expect(() => drawBetSize({ round: 2, draws: 1, ...limits })).toThrow(/round must be 0..1/);
    expect(() => drawBetSize({ round: 0, draws: 0, ...limits })).toThrow(/draws/);
  });
});

describe('R212 R213 replacements, burns and the reshuffle of discards', () => {
  it('R212 a draw deals from the top of the stub; the discards join the muck', () => {
    const { cards, deck, reshuffled } = replaceDiscards({ stub: parseCards('2c3c4c5c'), muck: parseCards('Ah') }, parseCards('KsKd'), createRng(1));
    expect(formatCards(cards)).toEqual(['2c', '3c']);
    expect(formatCards(deck.stub)).toEqual(['4c', '5c']);
    expect(formatCards(deck.muck)).toEqual(['Ah', 'Ks', 'Kd']);
    expect(reshuffled).toBe(false);
  });

  it('R212 standing pat takes no card', () => {
    const before: DrawDeck = { stub: parseCards('2c3c'), muck: [] };
    const after = replaceDiscards(before, [], createRng(1));
    expect(after.cards).toEqual([]);
    expect(after.deck).toEqual(before);
  });

  it('R212 the burn card goes to the muck', () => {
    const { card, deck } = burnDrawCard({ stub: parseCards('2c3c'), muck: parseCards('Ah') }, createRng(1));
    expect(formatCards([card])).toEqual(['2c']);
    expect(deck).toEqual({ stub: parseCards('3c'), muck: parseCards('Ah 2c') });
  });

  it('R213 a short stub is dealt out, then the discards and burns (not the player\'s own) are reshuffled', () => {
    const stub = parseCards('2c');
    const muck = parseCards('7h 8h 9h Th');
    const own = parseCards('As Ks Qs');
    const { cards, deck, reshuffled } = replaceDiscards({ stub, muck }, own, createRng(42));
    expect(reshuffled).toBe(true);
    expect(cards[0]).toBe(stub[0]);
    expect(cards).toHaveLength(3);
    for (const c of cards.slice(1)) expect(muck).toContain(c);
    for (const c of own) expect(cards).not.toContain(c);
    // the new stub is the rest of the old muck; the muck now holds only this player's discards
    expect([...cards.slice(1), ...deck.stub].sort((a, b) => a - b)).toEqual([...muck].sort((a, b) => a - b));
    expect(deck.muck).toEqual(own);
  });

  it('R213 the reshuffle uses the hand\'s RNG: same seed, same cards; without RNG the discard order', () => {
    const deck: DrawDeck = { stub: [], muck: parseCards('2h 3h 4h 5h 6h 7h 8h 9h') };
    const a = replaceDiscards(deck, parseCards('As Ks'), createRng(7));
    const b = replaceDiscards(deck, parseCards('As Ks'), createRng(7));
    expect(a).toEqual(b);
    expect(replaceDiscards(deck, parseCards('As Ks'), null).cards).toEqual(parseCards('2h 3h'));
    const burnt = burnDrawCard(deck, null);
    expect(burnt.reshuffled).toBe(true);
    expect(formatCards([burnt.card])).toEqual(['2h']);
    expect(burnt.deck.muck).toEqual(parseCards('2h'));
  });

  it('R213 a draw no card can serve is refused with DECK_EXHAUSTED', () => {
    let error: unknown;
    try {
      replaceDiscards({ stub: parseCards('2c'), muck: parseCards('3c') }, parseCards('AsKsQs'), null);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VariantRuleError);
    expect((error as VariantRuleError).code).toBe('DECK_EXHAUSTED');
    expect(() => burnDrawCard({ stub: [], muck: [] }, null)).toThrow(/no card is left/);
  });

  it('R213 a triple-draw hand of six players reshuffles discards and never deals a card twice', () => {
    // 6 players × 5 cards = 30, 22 left; everyone draws 5 three times: the stub runs out in the second draw
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 0, max: 5 }), (seed, pat) => {
      const rng = createRng(seed);
      let deck: DrawDeck = { stub: standardDeck().slice(30), muck: [] };
      const hands: Card[][] = [0, 1, 2, 3, 4, 5].map((p) => standardDeck().slice(p * 5, p * 5 + 5));
      let reshuffles = 0;
      for (let round = 0; round < 3; round++) {
        const burn = burnDrawCard(deck, rng);
        deck = burn.deck;
        if (burn.reshuffled) reshuffles++;
        for (let p = 0; p < 6; p++) {
          const out = p === pat ? [] : hands[p]!;
          const r = replaceDiscards(deck, out, rng);
          if (r.reshuffled) reshuffles++;
          for (const c of r.cards) expect(out).not.toContain(c);
          hands[p] = p === pat ? hands[p]! : r.cards;
          deck = r.deck;
          // the 52 cards are all somewhere, once
          const all = [...hands.flat(), ...deck.stub, ...deck.muck];
          expect(new Set(all).size).toBe(52);
          expect(all).toHaveLength(52);
        }
      }
      expect(reshuffles).toBeGreaterThan(0);
    }), { numRuns: 50 });
  });
});
