import { fixedLimit, noLimit } from '@pokerchart/betting';
import { parseCards } from '@pokerchart/cards';
import { createHand, defineVariant } from '@pokerchart/engine';
import { defineRanking } from '@pokerchart/evaluator';
import { describe, expect, it } from 'vitest';
import { createRuleBot, estimateStrength } from '../src/index.js';

const streets = [
  { name: 'preflop', board: 0 },
  { name: 'flop', board: 3, burn: true },
  { name: 'turn', board: 1, burn: true },
  { name: 'river', board: 1, burn: true },
];
const holdem = defineVariant({ id: 'holdem', name: "Hold'em", deck: 'standard', holeCards: 2, streets, selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 } });
const a5 = defineVariant({ ...holdem, id: 'a5-holdem', name: "A-5 Hold'em", ranking: 'ace-to-five-low' });
// a plugin: the lowest total of pips wins (every hand qualifies)
const lowPips = defineRanking({ name: 'bots-test-low-pips', side: 'low', value: (c) => 100 - c.reduce((t, x) => t + (x >> 2) + 2, 0) });
const pips = defineVariant({ ...holdem, id: 'pips-holdem', name: "Pips Hold'em", ranking: lowPips });
const badugi = defineVariant({
  id: 'badugi-deal', name: 'Badugi (no draw)', deck: 'standard', holeCards: 4, streets: [{ name: 'predraw', board: 0 }, { name: 'last', board: 0 }],
  selection: 'any', ranking: 'badugi', seats: { min: 2, max: 6 },
});

describe('bots read hands with the variant\'s ranking object (R190, R192, R194)', () => {
  it('estimateStrength: the wheel is strong under ace-to-five and weak under the standard ranking', () => {
    const hole = parseCards('As2d');
    const board = parseCards('3c4h5s9dKc');
    const low = estimateStrength(hole, board, { selection: 'any', ranking: 'ace-to-five-low' });
    const lowKings = estimateStrength(parseCards('KsKd'), board, { selection: 'any', ranking: 'ace-to-five-low' });
    expect(low).toBeGreaterThan(0.9);
    expect(lowKings).toBeLessThan(low);
    expect(estimateStrength(parseCards('KsKd'), board, { selection: 'any', ranking: lowPips })).toBeLessThan(estimateStrength(parseCards('2s3d'), board, { selection: 'any', ranking: lowPips }));
    // a draw game's hand is dealt whole: badugi 4-3-2-A is the nuts before any board
    expect(estimateStrength(parseCards('As2d3h4c'), [], { selection: 'any', ranking: 'badugi' })).toBe(1);
  });

  it('the rule-based bot plays lowball, badugi and a plugin ranking to the end', () => {
    for (const [variant, betting] of [[a5, noLimit()], [pips, noLimit()], [badugi, fixedLimit({ smallBet: 10 })]] as const) {
      const bot = createRuleBot({ variant });
      for (let seed = 1; seed <= 8; seed++) {
        const hand = createHand({ variant, betting, stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed } });
        for (let i = 0; !hand.isComplete && i < 200; i++) hand.act(bot(hand.view(hand.toAct!)));
        expect(hand.isComplete).toBe(true);
        expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(1500);
      }
    }
  });
});
