import { describe, expect, it } from 'vitest';
import { noLimit, potLimit } from '@pokerchart/betting';
import { parseCards } from '@pokerchart/cards';
import { createHand, defineVariant } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { createRuleBot, estimateStrength } from '../src/index.js';

// Courchevel: five hole cards, one board card dealt before the first betting round, Omaha's
// selection (exactly two hole cards and three of the board). Composed as a user would.
const courchevel = defineVariant({
  ...omaha,
  id: 'courchevel',
  name: 'Courchevel',
  holeCards: 5,
  seats: { min: 2, max: 8 },
  streets: [
    { name: 'preflop', board: 1 },
    { name: 'flop', board: 2, burn: true },
    { name: 'turn', board: 1, burn: true },
    { name: 'river', board: 1, burn: true },
  ],
});

describe('estimateStrength with one or two board cards (R160, R155)', () => {
  const omahaRules = { selection: { hole: 2, board: 3 }, ranking: 'standard' } as const;

  it('values a hand on a single board card instead of answering 0, and orders hands sensibly', () => {
    const board = parseCards('Ah');
    const aces = estimateStrength(parseCards('AsAdKsKd9c'), board, omahaRules);
    const junk = estimateStrength(parseCards('7c2d8h3s4c'), board, omahaRules);
    expect(aces).toBeGreaterThan(0.5);
    expect(junk).toBeGreaterThan(0);
    expect(junk).toBeLessThan(aces);
  });

  it("Hold'em with two board cards: a pair of kings matched on the board beats seven-deuce", () => {
    const rules = { selection: 'any', ranking: 'standard' } as const;
    const board = parseCards('Kc8d');
    expect(estimateStrength(parseCards('KsKh'), board, rules)).toBeGreaterThan(estimateStrength(parseCards('7s2h'), board, rules));
  });

  it('is deterministic: the same cards give the same estimate', () => {
    const a = estimateStrength(parseCards('AsAdKsKd9c'), parseCards('Ah'), omahaRules);
    expect(estimateStrength(parseCards('AsAdKsKd9c'), parseCards('Ah'), omahaRules)).toBe(a);
  });
});

describe('the rule bot reaches showdowns in a composed game with a board card before the first round', () => {
  it('Courchevel: over 200 hands of four rule bots, showdowns happen and not every hand ends pre-flop', () => {
    let showdowns = 0;
    let pastPreflop = 0;
    for (let h = 0; h < 200; h++) {
      const hand = createHand({ variant: courchevel, betting: potLimit(), stacks: [400, 400, 400, 400], button: h % 4, blinds: { small: 1, big: 2 }, dealing: { seed: 1000 + h } });
      const bots = [0, 1, 2, 3].map((s) => createRuleBot({ variant: courchevel, aggression: 0.3 + 0.1 * s }));
      let guard = 0;
      while (!hand.isComplete && guard++ < 500) {
        const seat = hand.toAct!;
        hand.act(bots[seat]!(hand.view(seat)));
      }
      expect(hand.isComplete).toBe(true);
      const result = hand.result!;
      if (result.board.length > 1) pastPreflop++;
      if (result.showdown) showdowns++;
    }
    expect(pastPreflop).toBeGreaterThan(20);
    expect(showdowns).toBeGreaterThan(10);
  });

  it("Hold'em keeps its pre-flop tiers: no board card means a 0 estimate (the bot uses tiers there)", () => {
    expect(estimateStrength(parseCards('AsAd'), [], { selection: 'any', ranking: 'standard' })).toBe(0);
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [200, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });
    expect(hand.isComplete).toBe(false);
  });
});
