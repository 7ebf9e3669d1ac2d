// R235: a stud game on a user's ranking. The ranking values a hand by the sum of its ranks and
// offers partial-hand values the same way (partialStrength), so the up cards are read with it: the
// lowest sum brings in, the highest sum acts first, where the built-in 'high' reading would let a
// pair act first.
import { describe, expect, it } from 'vitest';
import { type Card, createRng, rankOf } from '@pokerchart/cards';
import { defineRanking } from '@pokerchart/evaluator';
import { createHand, defineVariant, type PartialHandRanking, VariantDefinitionError } from '@pokerchart/engine';
import { studSteps } from '../src/index.js';
import { callRound, limit, manual } from './studHands.js';

const sum = (cards: readonly Card[]) => cards.reduce((a, c) => a + rankOf(c), 1);
const rankSumBase = defineRanking({ name: 'rank-sum', value: sum });
const rankSum: PartialHandRanking = { ...rankSumBase, partialStrength: sum };
const spec = { id: 'rank-sum-stud', name: 'Rank-sum stud', deck: 'standard', selection: 'any', seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit' } as const;
/** The reading comes from the ranking (no `reading` in the steps). */
const rankSumStud = defineVariant({ ...spec, steps: studSteps(), ranking: rankSum });

describe("a stud game on a user's ranking (R235)", () => {
  it('R235 R201 the lowest door card under the ranking brings in; equal values go to the lowest suit under a high ranking', () => {
    expect(manual(rankSumStud, ['7s5d9c', 'KcKd4h', 'QcJdTc']).legalActions()).toMatchObject({ seat: 1, bringIn: 3 });
    expect(manual(rankSumStud, ['7s5d4c', 'KcKd4h', 'QcJdTc']).legalActions()).toMatchObject({ seat: 0, bringIn: 3 });
    // a low side: the highest suit brings in among equal values
    const lowSide = defineVariant({ ...spec, id: 'rank-sum-low', steps: studSteps(), ranking: { ...rankSum, name: 'rank-sum-low', side: 'low' } });
    expect(manual(lowSide, ['7s5d4c', 'KcKd4h', 'QcJdTc']).legalActions()).toMatchObject({ seat: 1, bringIn: 3 });
  });

  it('R235 R203 from fourth street the highest partial value acts first: A-K shows more than a pair of deuces', () => {
    const hand = manual(rankSumStud, ['7s5d2c', 'KcKdAh', '8c8d9c']);
    expect(hand.toAct).toBe(0); // the deuce brings in
    callRound(hand);
    for (const [s, c] of ['2d', 'Kh', '3h'].entries()) hand.dealHole(s, c);
    expect(hand.street).toBe('fourth');
    // showing 2-2 (seat 0), A-K (seat 1), 9-3 (seat 2): the 'high' reading would open with the pair
    expect(hand.toAct).toBe(1);
    const high = defineVariant({ ...spec, id: 'rank-sum-high-reading', steps: studSteps({ reading: 'high' }), ranking: rankSum });
    const other = manual(high, ['7s5d2c', 'KcKdAh', '8c8d9c']);
    callRound(other);
    for (const [s, c] of ['2d', 'Kh', '3h'].entries()) other.dealHole(s, c);
    expect(other.toAct).toBe(0); // an explicit reading wins over the ranking's own
  });

  it("R235 a reading ranking that cannot value partial hands is refused naming it, without writing the ranking out", () => {
    let message = '';
    try {
      defineVariant({ ...spec, steps: studSteps({ reading: rankSumBase as never }), ranking: rankSum });
    } catch (e) {
      expect(e).toBeInstanceOf(VariantDefinitionError);
      message = (e as Error).message;
    }
    expect(message).toMatch(/steps\[1\]\.reading/);
    expect(message).toContain('"rank-sum"');
    expect(message).toContain('partialStrength');
    expect(message).toMatch(/R235/);
    expect(message.length).toBeLessThan(400);
    expect(message).not.toMatch(/deck|\[\d+,\d+/);
    expect(() => defineVariant({ ...spec, steps: studSteps({ reading: 'medium' as never }), ranking: rankSum })).toThrow(/must be one of high, ace-to-five-low, deuce-to-seven-low or a ranking/);
  });

  it('R235 R0.5 500 random rank-sum stud hands: chips conserved, every hand ends', () => {
    const rng = createRng(235);
    for (let h = 0; h < 500; h++) {
      const n = 2 + rng.int(6);
      const stacks = Array.from({ length: n }, () => 30 + rng.int(300));
      const hand = createHand({ variant: rankSumStud, betting: limit(), stacks, button: rng.int(n), ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: { seed: h } });
      for (let step = 0; !hand.isComplete; step++) {
        if (step > 300) throw new Error(`hand ${h} did not end`);
        const la = hand.legalActions()!;
        const options: object[] = [];
        if (la.bringIn !== null) options.push({ type: 'bring-in' });
        if (la.check) options.push({ type: 'check' });
        if (la.call !== null) options.push({ type: 'call' }, { type: 'call' });
        if (la.fold) options.push({ type: 'fold' });
        if (la.raiseTo !== null) options.push({ type: hand.context.betting.currentBet === 0 ? 'bet' : 'raise', to: la.raiseTo.min });
        hand.act(options[rng.int(options.length)] as never);
      }
      expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(stacks.reduce((a, b) => a + b, 0));
    }
  });
});
