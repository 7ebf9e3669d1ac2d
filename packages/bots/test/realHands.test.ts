import fc from 'fast-check';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { createHand, defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { describe, expect, it } from 'vitest';
import { callingStation, createRuleBot, randomBot, ruleBot, type Bot } from '../src/index.js';

const streets = [
  { name: 'preflop', board: 0 },
  { name: 'flop', board: 3, burn: true },
  { name: 'turn', board: 1, burn: true },
  { name: 'river', board: 1, burn: true },
];
const holdem = defineVariant({ id: 'holdem', name: "Hold'em", deck: 'standard', holeCards: 2, streets, selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 } });
const omaha = defineVariant({ ...holdem, id: 'omaha', name: 'Omaha', holeCards: 4, selection: { hole: 2, board: 3 } });
const shortDeck = defineVariant({ ...holdem, id: 'shortdeck-holdem', name: 'Short deck', deck: 'short', ranking: 'shortdeck', seats: { min: 2, max: 9 } });

const games: [VariantDescriptor, () => BettingStructure][] = [
  [holdem, noLimit],
  [holdem, () => fixedLimit({ smallBet: 20 })],
  [omaha, potLimit],
  [shortDeck, noLimit],
];
const botList: [string, Bot][] = [
  ['randomBot', randomBot],
  ['callingStation', callingStation],
  ['ruleBot', ruleBot],
  ['loose ruleBot', createRuleBot({ aggression: 1 })],
];

describe('bots against real engine hands', () => {
  it('R0.3 every bot action in real hands is accepted by the engine (every variant and structure)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.integer({ min: 0, max: games.length - 1 }),
        fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: botList.length - 1 }), { minLength: 6, maxLength: 6 }),
        (seed, g, stacks, who) => {
          const [variant, structure] = games[g]!;
          const hand = createHand({
            variant,
            betting: structure(),
            stacks,
            button: seed % stacks.length,
            blinds: { small: 10, big: 20 },
            dealing: { seed },
          });
          const rng = createRng(seed);
          let guard = 0;
          while (!hand.isComplete) {
            const seat = hand.toAct!;
            const bot = botList[who[seat]!]![1];
            hand.act(bot(hand.view(seat), rng)); // throws IllegalActionError if a bot is wrong
            if (++guard > 500) return false;
          }
          return hand.result!.stacks.reduce((a, b) => a + b, 0) === stacks.reduce((a, b) => a + b, 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ruleBot with the variant plays Omaha and short deck hands to the end', () => {
    for (const variant of [omaha, shortDeck]) {
      const bot = createRuleBot({ variant });
      for (let seed = 0; seed < 30; seed++) {
        const hand = createHand({ variant, betting: variant === omaha ? potLimit() : noLimit(), stacks: [1000, 1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed } });
        while (!hand.isComplete) hand.act(bot(hand.view(hand.toAct!), createRng(seed)));
        expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(4000);
      }
    }
  });

  it('ruleBot folds more junk than the random bot and bets strong hands (looks like poker)', () => {
    const count = (bot: Bot) => {
      let folds = 0;
      let raises = 0;
      for (let seed = 0; seed < 200; seed++) {
        const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [2000, 2000, 2000, 2000, 2000, 2000], button: 0, blinds: { small: 10, big: 20 }, dealing: { seed } });
        const a = bot(hand.view(hand.toAct!), createRng(seed));
        if (a.type === 'fold') folds++;
        if (a.type === 'raise' || a.type === 'all-in') raises++;
      }
      return { folds, raises };
    };
    const rule = count(ruleBot);
    // first to act pre-flop at a six-handed table: a sensible player folds most hands and raises some
    expect(rule.folds).toBeGreaterThan(100);
    expect(rule.raises).toBeGreaterThan(8);
    expect(rule.raises).toBeLessThan(80);
  });
});
