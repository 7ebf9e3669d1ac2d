import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { categoryOf, defineRanking, evaluate5 } from '@pokerchart/evaluator';
import { createHand, defineVariant, type Hand, VariantDefinitionError, type VariantSpec } from '../src/index.js';
import { deckFor, holdemSpec } from './fixtures.js';

function checkDown(hand: Hand): void {
  while (!hand.isComplete) {
    const legal = hand.legalActions()!;
    hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
}

function fieldOf(spec: unknown): string {
  try {
    defineVariant(spec as VariantSpec);
  } catch (e) {
    expect(e).toBeInstanceOf(VariantDefinitionError);
    return (e as VariantDefinitionError).field;
  }
  throw new Error('expected defineVariant to throw');
}

// Hold'em where a flush beats a full house, as a plugin written outside the packages
const ORDER = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
const flushOverFull = defineRanking({
  name: 'engine-test-flush-over-full',
  value: (c) => {
    const s = evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
    return ORDER.indexOf(categoryOf(s)) * 2 ** 20 + s;
  },
  category: (s) => categoryOf(s % 2 ** 20),
});

const drawStreets = [{ name: 'predraw', board: 0 }];

describe('rankings as plugins in the engine (R190-R194)', () => {
  it('R190 R194 a variant ranked by ace-to-five alone gives the pot to the best low', () => {
    const razzHoldem = defineVariant({ ...holdemSpec, id: 'holdem-a5', name: "Ace-to-five Hold'em", ranking: 'ace-to-five-low' });
    const deck = deckFor([['2c', '4d'], ['Ks', 'Kd']], ['Ah', '9c', '5s', '3d', 'Jh']);
    const hand = createHand({ variant: razzHoldem, betting: noLimit(), blinds: { small: 5, big: 10 }, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(hand);
    const r = hand.result!;
    expect(r.pots[0]!.winners).toEqual([0]);
    const best = r.shown.find((s) => s.seat === 0)!.value;
    expect(best.ranking).toBe('ace-to-five-low');
    expect(formatCards(best.cards).map((c) => c[0]).join('')).toBe('5432A');
    expect(r.stacks).toEqual([110, 90]);
  });

  it('R168 R193 a low of eight-or-better with any five of seven splits the pot', () => {
    const hiLo = defineVariant({ ...holdemSpec, id: 'holdem-hilo8', name: "Hold'em Hi-Lo", low: 'eight-or-better' });
    // seat 0: A-2 makes the wheel low; seat 1: K-K makes trips for high
    const deck = deckFor([['Ac', '2d'], ['Ks', 'Kd']], ['Kh', '9c', '5s', '3d', '4h']);
    const hand = createHand({ variant: hiLo, betting: noLimit(), blinds: { small: 5, big: 10 }, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(hand);
    const pot = hand.result!.pots[0]!;
    expect(pot.highWinners).toEqual([0]); // the wheel is also a straight: 5-high beats trips
    expect(pot.lowWinners).toEqual([0]);
  });

  it('a ranking object written outside the packages decides the showdown', () => {
    const variant = defineVariant({ ...holdemSpec, id: 'flush-over-full', name: 'Flush over full', ranking: flushOverFull });
    // seat 0: a full house; seat 1: a flush, which wins under this ranking
    const deck = deckFor([['9s', '9d'], ['Ah', '2h']], ['9h', '5h', '5c', '7h', 'Kd']);
    const hand = createHand({ variant, betting: noLimit(), blinds: { small: 5, big: 10 }, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(hand);
    const r = hand.result!;
    expect(r.pots[0]!.winners).toEqual([1]);
    const shown = r.shown.find((s) => s.seat === 1)!.value;
    expect(shown.category).toBe('flush');
    expect(shown.ranking).toBe('engine-test-flush-over-full');
    // by name, after defineRanking, the same
    const byName = defineVariant({ ...holdemSpec, id: 'flush-over-full-2', name: 'Flush over full', ranking: 'engine-test-flush-over-full' as 'standard' });
    const again = createHand({ variant: byName, betting: noLimit(), blinds: { small: 5, big: 10 }, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(again);
    expect(again.result!.pots[0]!.winners).toEqual([1]);
  });

  it('R192 a badugi variant: four hole cards, no board, the best badugi wins', () => {
    const badugi = defineVariant({
      id: 'badugi-test', name: 'Badugi', deck: 'standard', holeCards: 4, streets: drawStreets, selection: 'any', ranking: 'badugi',
      seats: { min: 2, max: 6 },
    });
    const deck = deckFor([['Kc', 'Qd', 'Jh', 'Ts'], ['Ac', '2d', '3h', '3s']], []);
    const hand = createHand({ variant: badugi, betting: fixedLimit({ smallBet: 10 }), blinds: { small: 5, big: 10 }, stacks: [100, 100], button: 1, dealing: { deck } });
    checkDown(hand);
    const r = hand.result!;
    expect(r.pots[0]!.winners).toEqual([0]); // a four-card badugi beats any three-card hand
    expect(r.shown.find((s) => s.seat === 0)!.value.cards).toHaveLength(4);
  });

  it('R191 2-7 with any five of five or of seven, razz and stud hi-lo shapes are valid variants', () => {
    const five = defineVariant({ id: 'single-draw', name: '2-7', deck: 'standard', holeCards: 5, streets: drawStreets, selection: 'any', ranking: 'deuce-to-seven-low', seats: { min: 2, max: 6 } });
    expect(five.ranking).toBe('deuce-to-seven-low');
    const seven = defineVariant({ ...five, id: 'seven-27', holeCards: 7 });
    expect(seven.holeCards).toBe(7);
    expect(defineVariant({ ...seven, id: 'razz', ranking: 'ace-to-five-low' }).low).toBeUndefined();
    const studHiLo = defineVariant({ ...seven, id: 'stud-hilo', ranking: 'standard', low: 'eight-or-better' });
    expect(studHiLo.low).toBe('eight-or-better');
    // badugi's hand is four cards: { hole, board } adds up to 4, 'any' needs 4 cards
    const badugi = { id: 'b', name: 'B', deck: 'standard', holeCards: 4, streets: drawStreets, selection: 'any', ranking: 'badugi', seats: { min: 2, max: 6 } };
    expect(defineVariant({ ...badugi, holeCards: 2, streets: [{ name: 'a', board: 2 }], selection: { hole: 2, board: 2 } } as VariantSpec).holeCards).toBe(2);
    expect(fieldOf({ ...badugi, holeCards: 3 })).toBe('selection');
    expect(fieldOf({ ...badugi, holeCards: 3, streets: [{ name: 'a', board: 2 }], selection: { hole: 2, board: 3 } })).toBe('selection');
    expect(fieldOf({ ...badugi, low: 'eight-or-better' })).toBe('low'); // a five-card low with four-card hands
  });

  it('refuses a ranking object that is no ranking, naming the field', () => {
    expect(fieldOf({ ...holdemSpec, ranking: { name: 'x' } })).toBe('ranking');
    expect(fieldOf({ ...holdemSpec, low: { name: 'x', side: 'low' } })).toBe('low');
    const shortOnly = defineRanking({ name: 'engine-test-short-only', deck: 'short', value: (c) => evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!) });
    expect(fieldOf({ ...holdemSpec, ranking: shortOnly })).toBe('ranking'); // the standard deck has cards it cannot value
    expect(defineVariant({ ...holdemSpec, id: 'short-plugin', deck: 'short', ranking: shortOnly }).ranking).toBe(shortOnly);
  });
});
