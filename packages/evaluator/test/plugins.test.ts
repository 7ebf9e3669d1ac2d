import { parseCards } from '@pokerchart/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aceToFiveLowRanking, categoryOf, defineRanking, describeHand, eightOrBetterRanking, evaluate5, evaluateHand, evaluateLow, EvaluationError,
  getRanking, RANKING_NAMES, type Ranking, shortdeckTripsRanking, standardRanking, strengthOf,
} from '../src/index.js';
import { bestOfSubsets } from './lowballReference.js';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EvaluationError);
    return (e as EvaluationError).code;
  }
  return undefined;
};

// a high ranking of its own: the highest total of pips wins (deuce 2 ... ace 14)
const pips = defineRanking({ name: 'test-pips', value: (c) => c.reduce((t, x) => t + (x >> 2) + 2, 0) });
// a low with a qualifier: five different ranks all 9 or lower, lowest total best
const nineLow = defineRanking({
  name: 'test-nine-low',
  side: 'low',
  value: (c) => {
    const r = c.map((x) => (x >> 2 === 12 ? 1 : (x >> 2) + 2));
    if (new Set(r).size !== 5 || r.some((v) => v > 9)) return 0;
    return 100 - r.reduce((t, v) => t + v, 0);
  },
});

describe('ranking plugins (R194)', () => {
  it('every built-in name resolves to a ranking object; names and objects give the same values', () => {
    for (const name of [...RANKING_NAMES, 'eight-or-better' as const]) {
      const r = getRanking(name);
      expect(r.name).toBe(name);
      const hole = parseCards(name === 'shortdeck' ? 'AsTd7c9h6s' : 'As2d7c9h3s');
      const board = parseCards('8c8dKh');
      const v1 = evaluateLow({ hole, board, ranking: name });
      const v2 = evaluateLow({ hole, board, ranking: r });
      expect(v2).toEqual(v1);
      expect(v1).not.toBeNull();
      expect(strengthOf(hole, board, 'any', r)).toBe(v1!.strength);
      expect(strengthOf(hole, board, 'any', name)).toBe(v1!.strength);
    }
    expect(getRanking()).toBe(standardRanking);
    expect(getRanking('shortdeck', { tripsBeatStraight: true })).toBe(shortdeckTripsRanking);
    expect(eightOrBetterRanking.side).toBe('low');
  });

  it('a defineRanking plugin is the best of every allowed subset, by object and by name, under both selection rules', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 }), (cards) => {
        const hole = cards.slice(0, 4);
        const board = cards.slice(4);
        const value = (f: number[]) => f.reduce((t, x) => t + (x >> 2) + 2, 0);
        const any = evaluateHand({ hole, board, ranking: pips });
        expect(any.strength).toBe(bestOfSubsets(cards, 5, value));
        expect(value(any.cards)).toBe(any.strength);
        expect(any.ranking).toBe('test-pips');
        const rule = { hole: 2, board: 3 };
        const omaha = evaluateHand({ hole, board, rule, ranking: 'test-pips' as 'standard' });
        expect(omaha.holeUsed).toHaveLength(2);
        expect(strengthOf(hole, board, rule, pips)).toBe(omaha.strength);
      }),
      { numRuns: 100, seed: 2 },
    );
  });

  it('a plugin low with a qualifier: evaluateLow gives null when nothing qualifies, evaluateHand throws', () => {
    expect(evaluateLow({ hole: 'As2d3c4h9s', board: '', ranking: nineLow })!.strength).toBe(100 - 19);
    expect(evaluateLow({ hole: 'AsKdQcJhTs', board: '', ranking: nineLow })).toBeNull();
    expect(codeOf(() => evaluateHand({ hole: 'AsKdQcJhTs', board: '', ranking: nineLow }))).toBe('NO_QUALIFYING_HAND');
    expect(strengthOf([51, 47, 43, 39, 35], [], 'any', nineLow)).toBe(0);
  });

  it('descriptions come from the ranking: by the value\'s ranking name, or given explicitly', () => {
    const v = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c', ranking: pips });
    expect(describeHand(v)).toBe('Ace high'); // the default: standard words for its category (default 'high-card')
    const custom = defineRanking({ name: 'test-described', value: () => 1, describe: (x, locale) => (locale === 'fr' ? `${x.cards.length} cartes` : `${x.cards.length} cards`) });
    const w = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s', ranking: custom });
    expect(describeHand(w, 'fr')).toBe('5 cartes');
    const { ranking: _name, ...unnamed } = w;
    expect(describeHand(unnamed, 'en', custom)).toBe('5 cards');
    expect(categoryOf(aceToFiveLowRanking.strength([0, 4, 8, 12, 48], [], 'any'), 'ace-to-five-low')).toBe('high-card');
    expect(categoryOf(1, aceToFiveLowRanking)).toBe('four-of-a-kind');
  });

  it('Hold\'em with a flush above the full house, as a plugin on evaluate5', () => {
    const order = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
    const r = defineRanking({
      name: 'test-flush-over-full',
      value: (c) => {
        const s = evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
        return order.indexOf(categoryOf(s)) * 2 ** 20 + s;
      },
      category: (s) => categoryOf(s % 2 ** 20),
    });
    const flush = evaluateHand({ hole: 'Ah2h', board: '9h5h5c7hKd', ranking: r });
    const full = evaluateHand({ hole: '9s9d', board: '9h5h5c7hKd', ranking: r });
    expect(flush.category).toBe('flush');
    expect(full.category).toBe('full-house');
    expect(flush.strength).toBeGreaterThan(full.strength);
    expect(describeHand(full, 'fr')).toBe('Full aux 9 par les 5');
  });

  it('refuses bad rankings and specs with stable codes', () => {
    expect(codeOf(() => getRanking('lowball' as 'standard'))).toBe('BAD_RANKING');
    expect(codeOf(() => getRanking({ name: 'x' } as unknown as Ranking))).toBe('BAD_RANKING');
    expect(codeOf(() => getRanking('badugi', { tripsBeatStraight: true }))).toBe('BAD_OPTION');
    expect(codeOf(() => defineRanking({ name: 'standard', value: () => 1 }))).toBe('BAD_RANKING');
    expect(codeOf(() => defineRanking({ name: '', value: () => 1 }))).toBe('BAD_RANKING');
    expect(codeOf(() => defineRanking({ name: 'x', value: 1 as unknown as () => number }))).toBe('BAD_RANKING');
    expect(codeOf(() => defineRanking({ name: 'x', value: () => 1, cardsPerHand: 9 }))).toBe('BAD_RANKING');
    expect(codeOf(() => defineRanking({ name: 'x', value: () => 1, deck: ['As', 'As'] }))).toBe('BAD_RANKING');
    // cards outside a plugin's deck, and a selection that does not add up to its hand size
    const short = defineRanking({ name: 'test-short', deck: 'short', value: () => 1 });
    expect(codeOf(() => evaluateHand({ hole: '2s3d', board: 'AcKdQh', ranking: short }))).toBe('CARD_NOT_IN_DECK');
    expect(codeOf(() => evaluateHand({ hole: 'As2d3c4h', board: '5s6d', rule: { hole: 2, board: 3 }, ranking: 'badugi' }))).toBe('BAD_RULE');
    expect(codeOf(() => evaluateHand({ hole: 'As2d3c', board: '', ranking: 'badugi' }))).toBe('CARD_COUNT');
    expect(evaluateHand({ hole: 'As2d', board: '3c4h', rule: { hole: 2, board: 2 }, ranking: 'badugi' }).cards).toHaveLength(4);
  });
});
