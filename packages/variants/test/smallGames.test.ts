import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Card, createRng, parseCard, parseCards, rankOf, standardDeck, suitOf } from '@pokerchart/cards';
import { fixedLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type Hand, HandOptionsError, stakesBetting, VariantDefinitionError } from '@pokerchart/engine';
import { createRuleBot, randomBot, ruleBot } from '@pokerchart/bots';
import { kuhnPoker, kuhnRanking, leducHoldem, leducRanking, rhodeIslandHoldem, rhodeIslandRanking } from '../src/index.js';
import { randomAction } from './randomHands.js';

const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
const cards = (text: string): Card[] => parseCards(text);

/** A hand of a small game with its own stakes (no blinds given: R290-R292 antes), dealt manually. */
function manual(variant: typeof kuhnPoker, stacks: number[] = [50, 50]): Hand {
  return createHand({ variant, betting: stakesBetting(variant), stacks, button: 0, dealing: 'manual' });
}

describe('R290 Kuhn poker', () => {
  it('R290 the deck is J, Q, K of one suit and the higher card wins (J < Q < K)', () => {
    expect(kuhnPoker.deck).toEqual(cards('Jh Qh Kh'));
    const s = (c: string) => kuhnRanking.strength(cards(c), [], 'any');
    expect(s('Jh')).toBeLessThan(s('Qh'));
    expect(s('Qh')).toBeLessThan(s('Kh'));
    // the variant is JSON data naming its ranking
    expect(JSON.parse(JSON.stringify(kuhnPoker))).toEqual({ ...kuhnPoker, deck: [...kuhnPoker.deck], steps: kuhnPoker.steps!.map((st) => ({ ...st })) });
  });
  it('R290 both players ante 1, no blind; the first player checks or bets 1 and nobody raises', () => {
    const h = manual(kuhnPoker);
    h.dealHole(1, 'Qh');
    h.dealHole(0, 'Kh');
    expect(h.context.betting.committed).toEqual([0, 0]);
    expect(h.log.filter((e) => e.type === 'posted').map((e) => (e as { kind: string }).kind)).toEqual(['ante', 'ante']);
    // seat 1 (left of the button) acts first: check or bet exactly 1
    expect(h.toAct).toBe(1);
    expect(h.legalActions()).toMatchObject({ check: true, fold: false, call: null, raiseTo: { min: 1, max: 1 } });
    h.act({ type: 'check' });
    expect(h.legalActions()).toMatchObject({ check: true, raiseTo: { min: 1, max: 1 } });
    h.act({ type: 'bet', to: 1 });
    // facing the bet: call or fold, no raise (R290)
    expect(h.legalActions()).toMatchObject({ fold: true, check: false, call: 1, raiseTo: null });
    h.act({ type: 'call' });
    expect(h.isComplete).toBe(true);
    // seat 0's king beats the queen: 1 ante + 1 bet won
    expect(h.result!.stacks).toEqual([52, 48]);
  });
  it('R290 a check-check goes to showdown for the antes; a fold gives them away', () => {
    const a = manual(kuhnPoker);
    a.dealHole(1, 'Jh');
    a.dealHole(0, 'Qh');
    a.act({ type: 'check' });
    a.act({ type: 'check' });
    expect(a.result!.stacks).toEqual([51, 49]);
    const b = manual(kuhnPoker);
    b.dealHole(1, 'Kh');
    b.dealHole(0, 'Qh');
    b.act({ type: 'bet', to: 1 });
    b.act({ type: 'fold' });
    expect(b.result!.stacks).toEqual([49, 51]);
  });
  it('R290 a deck of 3 cards serves at most 3 players (4 are refused)', () => {
    expect(defineVariant({ ...kuhnPoker, id: 'kuhn-3', seats: { min: 2, max: 3 } }).seats.max).toBe(3);
    expect(() => defineVariant({ ...kuhnPoker, id: 'kuhn-4', seats: { min: 2, max: 4 } })).toThrow(/deck has 3/);
  });
});

describe('R291 Leduc hold\'em', () => {
  it('R291 six cards; a pair with the board wins, otherwise the higher card, equal ranks split', () => {
    expect(leducHoldem.deck).toHaveLength(6);
    const s = (hole: string, board: string) => leducRanking.strength(cards(hole), cards(board), 'any');
    expect(s('Js', 'Jh')).toBeGreaterThan(s('Ks', 'Jh')); // pair of jacks beats a king
    expect(s('Qs', 'Kh')).toBeGreaterThan(s('Js', 'Kh')); // the higher hole card, the board being the same
    expect(s('Ks', 'Jh')).toBeGreaterThan(s('Qs', 'Jh'));
    expect(s('Qs', 'Jh')).toBe(s('Qh', 'Js')); // equal ranks split
  });
  it('R291 bets of 2 then 4, a bet and one raise a round, board card before the second', () => {
    const h = manual(leducHoldem);
    h.dealHole(1, 'Qs');
    h.dealHole(0, 'Ks');
    expect(h.legalActions()!.raiseTo).toEqual({ min: 2, max: 2 });
    h.act({ type: 'bet', to: 2 });
    expect(h.legalActions()!.raiseTo).toEqual({ min: 4, max: 4 });
    h.act({ type: 'raise', to: 4 });
    // capped after one raise, heads-up too
    expect(h.legalActions()).toMatchObject({ raiseTo: null, call: 2 });
    h.act({ type: 'call' });
    h.dealBoard('Qh');
    expect(h.legalActions()!.raiseTo).toEqual({ min: 4, max: 4 });
    h.act({ type: 'bet', to: 4 });
    h.act({ type: 'raise', to: 8 });
    expect(h.legalActions()!.raiseTo).toBeNull();
    h.act({ type: 'call' });
    // seat 1 pairs the queen: wins 1 + 4 + 8 from seat 0
    expect(h.result!.stacks).toEqual([37, 63]);
  });
  it('R291 equal ranks split the pot', () => {
    const h = manual(leducHoldem);
    h.dealHole(1, 'Qs');
    h.dealHole(0, 'Qh');
    h.act({ type: 'check' });
    h.act({ type: 'check' });
    h.dealBoard('Kh');
    h.act({ type: 'check' });
    h.act({ type: 'check' });
    expect(h.result!.stacks).toEqual([50, 50]);
  });
});

// ---- an independent three-card evaluator (R292), written from the rule text, not from the ranking ----
/** [category, tie-break ranks...] compared left to right; categories 5 straight flush .. 0 high card. */
function threeCard(hand: readonly Card[]): number[] {
  const ranks = hand.map(rankOf).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const flush = new Set(hand.map(suitOf)).size === 1;
  const key = ranks.join(',');
  const runs: Record<string, number> = { '12,1,0': 1 }; // A-2-3, the three high
  for (let top = 2; top <= 12; top++) runs[[top, top - 1, top - 2].join(',')] = top;
  const straight = runs[key];
  if (straight !== undefined && flush) return [5, straight];
  if (counts.size === 1) return [4, ranks[0]!];
  if (straight !== undefined) return [3, straight];
  if (flush) return [2, ...ranks];
  if (counts.size === 2) {
    const pair = [...counts].find(([, n]) => n === 2)![0];
    const kicker = [...counts].find(([, n]) => n === 1)![0];
    return [1, pair, kicker];
  }
  return [0, ...ranks];
}
function compareThree(a: readonly Card[], b: readonly Card[]): number {
  const x = threeCard(a);
  const y = threeCard(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
}

describe('R292 Rhode Island hold\'em', () => {
  const strength = (c: string) => rhodeIslandRanking.strength(cards(c), [], 'any');
  it('R292 three-card hands: straight flush, trips, straight, flush, pair, high card; A-2-3 is a straight', () => {
    const order = ['Ah Kd 9s', '2h 2d 3s', '7h 4h 2h', 'Ah 2d 3s', '4h 5d 6s', 'Qh Kd As', '2c 2d 2h', 'Ac Ad Ah', '3h 2h Ah', 'Qs Ks As'];
    for (let i = 1; i < order.length; i++) expect(strength(order[i]!), `${order[i]} above ${order[i - 1]}`).toBeGreaterThan(strength(order[i - 1]!));
    expect(rhodeIslandRanking.category(strength('Ah 2d 3s'))).toBe('straight');
    expect(rhodeIslandRanking.category(strength('Kh Ad 2s'))).toBe('high-card'); // K-A-2 does not wrap
  });
  it('R292 the ranking orders every pair of three-card hands as the independent evaluator does', () => {
    const deck = standardDeck();
    const hand = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3, maxLength: 3 }).map((ix) => ix.map((i) => deck[i]!));
    fc.assert(
      fc.property(hand, hand, (a, b) => {
        const mine = Math.sign(rhodeIslandRanking.strength(a, [], 'any') - rhodeIslandRanking.strength(b, [], 'any'));
        expect(mine).toBe(Math.sign(compareThree(a, b)));
      }),
      { numRuns: 3000, seed: 292 },
    );
  });
  it('R292 ante 5, bets 10 then 20 and 20, a bet and three raises a round', () => {
    const h = manual(rhodeIslandHoldem, [500, 500]);
    h.dealHole(1, 'As');
    h.dealHole(0, 'Kd');
    expect(h.context.betting.committed).toEqual([0, 0]);
    for (const to of [10, 20, 30, 40]) h.act({ type: to === 10 ? 'bet' : 'raise', to });
    expect(h.legalActions()).toMatchObject({ raiseTo: null, call: 10 });
    h.act({ type: 'call' });
    h.dealBoard('2c');
    expect(h.legalActions()!.raiseTo).toEqual({ min: 20, max: 20 });
    h.act({ type: 'check' });
    h.act({ type: 'check' });
    h.dealBoard('3h');
    expect(h.legalActions()!.raiseTo).toEqual({ min: 20, max: 20 });
    h.act({ type: 'bet', to: 20 });
    h.act({ type: 'call' });
    // A-2-3 straight for seat 1 against king high: 5 + 40 + 20 won
    expect(h.result!.stacks).toEqual([435, 565]);
  });
  it('R292 R0.5 10,000 random hands: chips conserved, every showdown as the independent evaluator says', () => {
    // scripts/rhode-island-random.mjs runs the same checks on any number of hands
    const rng = createRng(2920);
    let showdowns = 0;
    for (let i = 0; i < 10_000; i++) {
      const stacks = [60 + rng.int(400), 60 + rng.int(400)];
      const h = createHand({ variant: rhodeIslandHoldem, betting: stakesBetting(rhodeIslandHoldem), stacks, button: i % 2, dealing: { seed: i } });
      while (!h.isComplete) h.act(randomAction(h, rng));
      const r = h.result!;
      expect(sum(r.stacks)).toBe(sum(stacks));
      if (!r.showdown) continue;
      showdowns++;
      const c = compareThree([...r.holeCards[0]!, ...r.board], [...r.holeCards[1]!, ...r.board]);
      const net = r.stacks.map((s, k) => s - stacks[k]!);
      if (c === 0) expect(net).toEqual([0, 0]);
      else expect(Math.sign(net[0]!)).toBe(Math.sign(c));
    }
    expect(showdowns).toBeGreaterThan(1500);
  }, 120_000);
});

describe('R290-R292 stakes: the variant field and the engine', () => {
  it('R290-R292 the small games carry their stakes and stakesBetting is fixed limit with their caps', () => {
    expect(kuhnPoker.stakes).toEqual({ ante: 1, bet: 1, maxRaises: 0 });
    expect(leducHoldem.stakes).toEqual({ ante: 1, bet: 2, bigBet: 4, maxRaises: 1 });
    expect(rhodeIslandHoldem.stakes).toEqual({ ante: 5, bet: 10, bigBet: 20, maxRaises: 3 });
    expect(stakesBetting(leducHoldem).options).toEqual({ smallBet: 2, bigBet: 4, maxRaises: 1, headsUpCap: 'always-capped' });
  });
  it('R290-R292 bad stakes are refused naming the field', () => {
    const bad = (stakes: unknown) => () => defineVariant({ ...leducHoldem, id: 'x', stakes } as never);
    expect(bad({ ante: 0, bet: 2, maxRaises: 1 })).toThrow(/stakes\.ante/);
    expect(bad({ ante: 1, bet: 2 })).toThrow(/stakes\.maxRaises/);
    expect(bad({ ante: 1, bet: 2, maxRaises: 1, blinds: 2 })).toThrow(/stakes\.blinds/);
    expect(() => defineVariant({ ...leducHoldem, id: 'x', defaultBetting: 'no-limit' })).toThrow(/fixed-limit/);
    expect(() => stakesBetting({ name: 'Hold' })).toThrow(VariantDefinitionError);
  });
  it('R290-R292 the ante option changes the ante (each only); blinds given are posted; no straddle', () => {
    const h = createHand({ variant: leducHoldem, betting: stakesBetting(leducHoldem), stacks: [50, 50], button: 0, ante: { amount: 3, mode: 'each' }, dealing: { seed: 1 } });
    expect(h.log.filter((e) => e.type === 'posted').map((e) => (e as { amount: number }).amount)).toEqual([3, 3]);
    expect(() => createHand({ variant: leducHoldem, betting: stakesBetting(leducHoldem), stacks: [50, 50], button: 0, ante: { amount: 3, mode: 'big-blind' } })).toThrow(HandOptionsError);
    expect(() => createHand({ variant: leducHoldem, betting: stakesBetting(leducHoldem), stacks: [50, 50], button: 0, straddle: true })).toThrow(/straddle/);
    const blinds = createHand({ variant: leducHoldem, betting: fixedLimit({ smallBet: 2 }), stacks: [50, 50], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } });
    expect(blinds.log.filter((e) => e.type === 'posted').map((e) => (e as { kind: string }).kind)).toEqual(['blind', 'blind']);
  });
  it('R290-R292 random and rule bots play every small game to the end, chips conserved', () => {
    for (const variant of [kuhnPoker, leducHoldem, rhodeIslandHoldem]) {
      const bots = [randomBot, createRuleBot({ variant }), ruleBot];
      const rng = createRng(31);
      for (let i = 0; i < 60; i++) {
        const h = createHand({ variant, betting: stakesBetting(variant), stacks: [200, 200], button: i % 2, dealing: { seed: i } });
        while (!h.isComplete) {
          const seat = h.toAct!;
          h.act(bots[(i + seat) % 3]!(h.view(seat), rng));
        }
        expect(sum(h.result!.stacks)).toBe(400);
      }
    }
  });
});
