// Saves of stud hands (R201): the bring-in and the stud rule options travel with the save, so a
// restored hand replays to the same state and plays on the same way.
import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, restoreHand, type Hand } from '@pokerchart/engine';
import { razz, sevenCardStud } from '../src/index.js';

/** Calls, checks or posts the bring-in, `n` times. */
function passive(hand: Hand, n: number): void {
  for (let i = 0; i < n && !hand.isComplete; i++) {
    const la = hand.legalActions()!;
    hand.act(la.bringIn !== null ? { type: 'bring-in' } : la.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('stud saves (R201, R204)', () => {
  it('R201 the bring-in amount is saved: a restored hand has the same bets and plays on identically', () => {
    const options = { variant: sevenCardStud, betting: noLimit(), stacks: [400, 300, 500, 250], button: 2, ante: { amount: 5, mode: 'each' as const }, bringIn: 15, dealing: { seed: 42 } };
    const hand = createHand(options);
    passive(hand, 3);
    const saved = hand.persist();
    expect(saved.options.bringIn).toBe(15);
    const restored = restoreHand(JSON.parse(JSON.stringify(saved)), { variant: sevenCardStud, betting: noLimit() });
    expect(restored.context).toEqual(hand.context);
    passive(hand, 200);
    passive(restored, 200);
    expect(restored.result).toEqual(hand.result);
  });

  it("R201 R204 the stud rule options (bringInMay, openPairBigBet) are saved with the hand", () => {
    const betting = fixedLimit({ smallBet: 10, bigBet: 20 });
    const rules = { bringInMay: 'bring-in-only' as const, openPairBigBet: false };
    const hand = createHand({ variant: razz, betting, stacks: [200, 200, 200], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, rules, dealing: { seed: 7 } });
    expect(hand.legalActions()!.raiseTo).toBeNull(); // bring-in only: no completion
    const saved = hand.persist();
    expect(saved.options.rules).toEqual(rules);
    const restored = restoreHand(saved, { variant: razz, betting });
    expect(restored.legalActions()).toEqual(hand.legalActions());
  });
});
