// The showdown keeps its working lists (live seats, boards, strengths) from one hand to the next
// (settleHand.ts). A ranking of the user's runs inside a showdown; one that settles a hand of its
// own there must not change the showdown it was called from. And a seed deals what it always dealt
// (recorded seeds and the PHH replays depend on it).
import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { type Ranking, standardRanking } from '@pokerchart/evaluator';
import { createHand, defineVariant, type Hand, type VariantDescriptor } from '../src/index.js';
import { holdem, holdemSpec, omahaHiLo } from './fixtures.js';

/** Plays a hand to its end with every seat going all-in, or calling when it cannot raise. */
function allIn(hand: Hand): Hand {
  for (let i = 0; i < 20 && !hand.isComplete; i++) {
    const legal = hand.legalActions()!;
    hand.act(legal.raiseTo !== null ? { type: 'all-in' } : legal.check ? { type: 'check' } : { type: 'call' });
  }
  expect(hand.isComplete).toBe(true);
  return hand;
}

/** Checks and calls to the end (no all-in: a showdown where later hands may be mucked, R128). */
function checkDown(hand: Hand): Hand {
  for (let i = 0; i < 60 && !hand.isComplete; i++) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
  expect(hand.isComplete).toBe(true);
  return hand;
}

let nested = 0;
let nestedHands = 0;
/** Settles a whole hand of its own, once per outer call (the nested hand's rankings are the plain ones). */
function settleAnother(): void {
  if (nested > 0) return;
  nested++;
  try {
    const other = allIn(createHand({ variant: holdem, betting: noLimit(), stacks: [300, 500, 700, 900, 1100], button: 2, blinds: { small: 5, big: 10 }, dealing: { seed: 1000 + nestedHands } }));
    expect(other.result!.shown.length).toBe(5);
    nestedHands++;
  } finally {
    nested--;
  }
}

/** The standard ranking, except that every valuation first settles another hand. */
const reentrant: Ranking = {
  ...standardRanking,
  strength(hole, board, rule) {
    settleAnother();
    return standardRanking.strength(hole, board, rule);
  },
  evaluate(hole, board, rule) {
    settleAnother();
    return standardRanking.evaluate(hole, board, rule);
  },
};

const reentrantHoldem: VariantDescriptor = defineVariant({ ...holdemSpec, id: 'holdem-reentrant', ranking: reentrant });

describe('a showdown and the rankings it calls (R114, R126-R130)', () => {
  it('R114 R127 R130 a ranking that settles a hand of its own while a showdown values its hands leaves that showdown as it was', () => {
    for (let seed = 0; seed < 12; seed++) {
      const options = { betting: noLimit(), stacks: [400, 1000, 250, 1000, 700, 90], button: seed % 6, blinds: { small: 5, big: 10 }, dealing: { seed } };
      const plain = allIn(createHand({ variant: holdem, ...options }));
      const before = nestedHands;
      const inner = allIn(createHand({ variant: reentrantHoldem, ...options }));
      expect(nestedHands).toBeGreaterThan(before);
      // side pots (R111) shown in order and paid from the last one down (R116): the same as with the plain ranking
      expect(inner.result).toEqual(plain.result);
      expect(inner.log).toEqual(plain.log);
    }
  });

  it('R128 a ranking that settles a hand of its own while the showdown decides who may muck leaves the mucks and the award as they were', () => {
    for (let seed = 0; seed < 12; seed++) {
      const options = { betting: noLimit(), stacks: [1000, 1000, 1000, 1000, 1000], button: seed % 5, blinds: { small: 5, big: 10 }, dealing: { seed: 50 + seed } };
      const plain = checkDown(createHand({ variant: holdem, ...options }));
      const inner = checkDown(createHand({ variant: reentrantHoldem, ...options }));
      expect(inner.result).toEqual(plain.result);
      expect(inner.log).toEqual(plain.log);
    }
  });
});

describe('the deal of a seed (R6, R36, R38)', () => {
  it('R6 R36 R38 seed 42 deals six hold\'em seats and the board it has always dealt', () => {
    const hand = allIn(createHand({ variant: holdem, betting: noLimit(), stacks: new Array(6).fill(1000), button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 } }));
    const r = hand.result!;
    expect(r.holeCards.map((h) => formatCards(h!).join(''))).toEqual(['7d3s', '6s9d', '3d4s', 'JcTc', 'Qh7c', '9c4h']);
    expect(formatCards(r.board).join('')).toBe('2c8hAc8sKs');
    expect(r.payouts).toEqual([0, 0, 0, 0, 6000, 0]);
    expect(hand.context.deck.length).toBe(32);
    expect(formatCards(hand.context.deck.slice(0, 3)).join('')).toBe('Js6c4d');
  });

  it('R6 R38 R168 seed 7 deals four Omaha hi-lo seats, the board, and a split pot as it always has', () => {
    const hand = allIn(createHand({ variant: omahaHiLo, betting: noLimit(), stacks: new Array(4).fill(1000), button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } }));
    const r = hand.result!;
    expect(r.holeCards.map((h) => formatCards(h!).join(''))).toEqual(['Td5h2cJd', '3s4s6sKs', 'Qc3d9sJc', 'KcKh2d9h']);
    expect(formatCards(r.board).join('')).toBe('Ah7hJhTs5d');
    expect(r.payouts).toEqual([0, 2000, 0, 2000]);
    expect(r.pots.map((p) => [p.amount, p.highWinners, p.lowWinners])).toEqual([[4000, [3], [1]]]);
    expect(hand.context.deck.length).toBe(28);
    expect(formatCards(hand.context.deck.slice(0, 3)).join('')).toBe('2s9c5s');
  });
});
