import { describe, expect, it } from 'vitest';
import { fixedLimit } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { createHand } from '@pokerchart/engine';
import { razz, sevenCardStud, sevenCardStudHiLo8 } from '@pokerchart/variants';
import { createRuleBot, randomBot, ruleBot } from '../src/index.js';

describe('bots play the stud family (R201-R204)', () => {
  for (const variant of [sevenCardStud, sevenCardStudHiLo8, razz]) {
    it(`R201 R204 ruleBot, a variant-aware ruleBot and randomBot bring in and finish ${variant.id} hands`, () => {
      const aware = createRuleBot({ variant });
      let bringIns = 0;
      for (let seed = 0; seed < 60; seed++) {
        const players = 2 + (seed % 7);
        const hand = createHand({ variant, betting: fixedLimit({ smallBet: 10 }), stacks: Array(players).fill(400), button: seed % players, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: { seed } });
        const rng = createRng(seed);
        const bots = [ruleBot, aware, randomBot];
        for (let i = 0; !hand.isComplete && i < 500; i++) {
          const seat = hand.toAct!;
          const action = bots[(seat + seed) % 3]!(hand.view(seat), rng);
          if (action.type === 'bring-in') bringIns++;
          hand.act(action);
        }
        expect(hand.isComplete).toBe(true);
        expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(400 * players);
      }
      expect(bringIns).toBeGreaterThan(0);
    });
  }
});
