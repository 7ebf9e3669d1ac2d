// --- guide: a ranking plugin (docs/guides/rankings.md shows this block verbatim) ---
import { noLimit } from '@pokerchart/betting';
import { createHand, defineVariant } from '@pokerchart/engine';
import { type Category, categoryOf, defineRanking, describeHand, evaluate5, evaluateHand } from '@pokerchart/evaluator';
import { texasHoldem } from '@pokerchart/variants';

// Hold'em where a flush beats a full house: the standard order with those two swapped
const ORDER: Category[] = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight',
  'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
const STEP = 2 ** 20; // every standard strength is below this

export const flushOverFull = defineRanking({
  name: 'flush-over-full',
  // the strength of exactly five cards, higher is better: category first, then the standard order
  value: (c) => {
    const s = evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
    return ORDER.indexOf(categoryOf(s)) * STEP + s;
  },
  category: (strength) => categoryOf(strength % STEP),
});

// evaluate hands with it
const flush = evaluateHand({ hole: 'Ah2h', board: '9h5h5c7hKd', ranking: flushOverFull });
const full = evaluateHand({ hole: '9s9d', board: '9h5h5c7hKd', ranking: flushOverFull });
console.log(describeHand(flush), '>', describeHand(full)); // Ace-high flush > Nines full of Fives

// play a hand of a variant that uses it
const variant = defineVariant({ ...texasHoldem, id: 'flush-over-full-holdem', name: "Hold'em, flush over full",
  ranking: flushOverFull });
const hand = createHand({ variant, betting: noLimit(), stacks: [100, 100], button: 0,
  blinds: { small: 1, big: 2 }, dealing: 'manual' });
hand.dealHole(0, '9s9d');
hand.dealHole(1, 'Ah2h');
const checkOrCall = () => {
  while (hand.toAct !== null) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
};
for (const cards of ['9h5h5c', '7h', 'Kd']) {
  checkOrCall();
  hand.dealBoard(cards);
}
checkOrCall();
console.log(hand.result!.pots[0]!.winners); // [1]: seat 1's flush beats seat 0's full house
// --- end of guide block ---

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/guides/rankings.md: a ranking plugin written outside the packages', () => {
  it('R194 the flush ranks above the full house, in evaluateHand and in a hand played to the end', () => {
    expect(flush.strength).toBeGreaterThan(full.strength);
    expect(describeHand(flush)).toBe('Ace-high flush');
    expect(describeHand(full)).toBe('Nines full of Fives');
    expect(flush.ranking).toBe('flush-over-full');
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.pots[0]!.winners).toEqual([1]);
    expect(hand.result!.stacks).toEqual([98, 102]);
    // the standard ranking would have given the pot to the full house
    expect(evaluateHand({ hole: '9s9d', board: '9h5h5c7hKd' }).strength).toBeGreaterThan(evaluateHand({ hole: 'Ah2h', board: '9h5h5c7hKd' }).strength);
  });

  it('the guide shows exactly this code', () => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    const block = here.split('// --- guide: a ranking plugin')[1]!.split('\n').slice(1).join('\n').split('// --- end of guide block ---')[0]!.trim();
    const guide = readFileSync(new URL('../../../docs/guides/rankings.md', import.meta.url), 'utf8');
    expect(guide).toContain(block);
  });
});
