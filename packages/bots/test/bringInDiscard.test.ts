import fc from 'fast-check';
import { createRng, parseCards } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { callingStation, checkOrCall, checkOrFold, createRuleBot, randomBot, ruleBot, wager, type Bot } from '../src/index.js';

type View = Parameters<Bot>[0];
type Legal = NonNullable<View['legalActions']>;

function view(legal: Partial<Legal>, hole: string): View {
  const full: Legal = { seat: 0, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: null, runIt: null, ...legal };
  return {
    viewer: 0, street: 'third', toAct: 0, button: 2, board: [], boards: [[]],
    seats: [0, 1, 2].map((i) => ({ stack: 1000, committed: 0, folded: false, allIn: false, upCards: [], holeCards: i === 0 ? parseCards(hole) : null, hiddenCards: i === 0 ? 0 : parseCards(hole).length })),
    pots: [{ amount: 150, eligible: [0, 1, 2] }],
    legalActions: full, log: [], isComplete: false,
  } as View;
}

const bots: [string, Bot][] = [
  ['randomBot', randomBot], ['callingStation', callingStation], ['ruleBot', ruleBot],
  ['ruleBot razz', createRuleBot({ variant: { selection: 'any', ranking: 'ace-to-five-low' } })],
  ['ruleBot 2-7', createRuleBot({ variant: { selection: 'any', ranking: 'deuce-to-seven-low' } })],
  ['ruleBot badugi', createRuleBot({ variant: { selection: 'any', ranking: 'badugi' } })],
];

describe('bots bring in and discard (R201, R212)', () => {
  for (const [name, bot] of bots) {
    it(`R201 ${name} posts the bring-in or completes, never folds or checks`, () => {
      fc.assert(fc.property(fc.integer(), fc.boolean(), fc.constantFrom('2c 7d 3h', 'As Ad Kc', 'Qs Js 2h', '4c 5d 6h'), (seed, mayComplete, hole) => {
        const v = view({ bringIn: 50, raiseTo: mayComplete ? { min: 200, max: 200 } : null }, hole);
        const a = bot(v, createRng(seed));
        if (a.type === 'bet') {
          expect(mayComplete).toBe(true);
          expect(a.to).toBe(200);
        } else {
          expect(a).toEqual({ type: 'bring-in' });
        }
      }), { numRuns: 60 });
    });

    it(`R212 ${name} discards cards of its hand, within the limits`, () => {
      fc.assert(fc.property(fc.integer(), fc.constantFrom('2c 7d 3h Ks 9s', 'As Ad Kc 4h 4d', '2c 3d 4h 5s', 'Ac Kd 7h 7c'), fc.nat(4), (seed, hole, lo) => {
        const cards = parseCards(hole);
        const min = Math.min(lo, 1);
        const v = view({ discard: { min, max: cards.length } }, hole);
        const a = bot(v, createRng(seed));
        expect(a.type).toBe('discard');
        const out = (a as Extract<typeof a, { type: 'discard' }>).cards as number[];
        for (const c of out) expect(cards).toContain(c);
        expect(out.length).toBeGreaterThanOrEqual(min);
        expect(new Set(out).size).toBe(out.length);
      }), { numRuns: 60 });
    });
  }

  it('R201 ruleBot completes a pair of aces and brings in with junk', () => {
    const open = { bringIn: 50, raiseTo: { min: 200, max: 200 } };
    expect(ruleBot(view(open, 'As Ad Kc'), createRng(1))).toEqual({ type: 'bet', to: 200 });
    expect(ruleBot(view(open, '2c 7d 3h'), createRng(1))).toEqual({ type: 'bring-in' });
  });

  it('R212 ruleBot draws to a 2-7 low at deuce-to-seven and to a pair at five-card draw', () => {
    const draw = { discard: { min: 0, max: 5 } };
    const low = createRuleBot({ variant: { selection: 'any', ranking: 'deuce-to-seven-low' } });
    expect(low(view(draw, '2c 7d 3h Ks 4s'), createRng(1))).toEqual({ type: 'discard', cards: parseCards('Ks') });
    expect(ruleBot(view(draw, 'Qs Qd 9c 5h 2c'), createRng(1))).toEqual({ type: 'discard', cards: parseCards('9c 5h 2c') });
  });

  it('the helpers never fold a bring-in: checkOrFold, checkOrCall and wager post it', () => {
    const v = view({ bringIn: 50 }, '2c 7d 3h');
    expect(checkOrFold(v)).toEqual({ type: 'bring-in' });
    expect(checkOrCall(v)).toEqual({ type: 'bring-in' });
    expect(wager(v, 500)).toEqual({ type: 'bring-in' });
  });
});

describe('board-less high games (five-card draw, stud from fifth street)', () => {
  it('estimateStrength values a dealt five-card hand without a board by the share of hands it beats', async () => {
    const { estimateStrength } = await import('../src/index.js');
    const rules = { selection: 'any' as const, ranking: 'standard' as const };
    const quads = estimateStrength(parseCards('As Ad Ac Ah Kd'), [], rules);
    const junk = estimateStrength(parseCards('7c 5d 4h 3s 2d'), [], rules);
    expect(quads).toBeGreaterThan(0.95);
    expect(junk).toBeLessThan(0.2);
    // hold'em before the flop is unchanged: two cards and no board is 0
    expect(estimateStrength(parseCards('As Ad'), [], rules)).toBe(0);
  });

  it('ruleBot bets quads and does not bet junk in five-card draw', () => {
    const bot = createRuleBot({ variant: { selection: 'any', ranking: 'standard' } });
    const open = { check: true, raiseTo: { min: 20, max: 1000 } };
    expect(bot(view(open, 'As Ad Ac Ah Kd'), createRng(3)).type).toBe('bet');
    expect(bot(view(open, '7c 5d 4h 3s 9d'), createRng(3))).toEqual({ type: 'check' });
  });
});
