import { describe, expect, it } from 'vitest';
import { createRng } from '@pokerchart/cards';
import { fixedLimit } from '@pokerchart/betting';
import { createHand, defineVariant, stakesBetting } from '@pokerchart/engine';
import { randomBot } from '@pokerchart/bots';
import { defineRanking } from '@pokerchart/evaluator';
import { kuhnPoker, leducHoldem, rhodeIslandHoldem, sevenCardStud, texasHoldem } from '@pokerchart/variants';
import { exploitability, infoSetKey, solve, solvedBot, SolverError, strategyFromJSON, uniformStrategy } from '../src/index.js';
import { leducBestResponse, leducValue } from './leducReference.js';

const kuhn = { variant: kuhnPoker };
const leduc = { variant: leducHoldem };

describe('R293 the information-set notation', () => {
  it('R293 Kuhn: the second player holding the king facing a bet is "1:Kh||b"', () => {
    const h = createHand({ variant: kuhnPoker, betting: stakesBetting(kuhnPoker), stacks: [10, 10], button: 1, dealing: 'manual' });
    h.dealHole(0, 'Qh');
    h.dealHole(1, 'Kh');
    expect(infoSetKey(h.view(0))).toBe('0:Qh||');
    h.act({ type: 'bet', to: 1 });
    expect(infoSetKey(h.view(1))).toBe('1:Kh||b');
  });
  it('R293 Leduc: the streets are separated by "/" once the second has started', () => {
    const h = createHand({ variant: leducHoldem, betting: stakesBetting(leducHoldem), stacks: [50, 50], button: 1, dealing: 'manual' });
    h.dealHole(0, 'Js');
    h.dealHole(1, 'Qs');
    h.act({ type: 'check' });
    h.act({ type: 'bet', to: 2 });
    h.act({ type: 'raise', to: 4 });
    h.act({ type: 'call' });
    h.dealBoard('Jh');
    expect(infoSetKey(h.view(0))).toBe('0:Js|Jh|xbrc/');
    h.act({ type: 'check' });
    expect(infoSetKey(h.view(1))).toBe('1:Qs|Jh|xbrc/x');
  });
  it('R293 the tree has the information sets of the games: Kuhn 12, Leduc 936', () => {
    expect(uniformStrategy(kuhn).infoSets()).toHaveLength(12);
    const sets = uniformStrategy(leduc).infoSets();
    expect(sets).toHaveLength(936);
    expect(sets).toContain('0:Ks|Kh|brc/br');
    expect(uniformStrategy(leduc).probabilities('0:Js||')).toEqual({ x: 0.5, b: 0.5 });
  });
});

describe('R293 best response and exploitability', () => {
  it('R293 the uniform random profile of Kuhn has NashConv 11/12', () => {
    expect(2 * exploitability(uniformStrategy(kuhn), kuhn)).toBeCloseTo(11 / 12, 6);
  });
  it('R293 the uniform random profile of Leduc has NashConv 4.747222', () => {
    expect(Math.abs(2 * exploitability(uniformStrategy(leduc), leduc) - 4.747222)).toBeLessThan(1e-6);
  }, 180_000);
  it('R293 the best response agrees with an independent Leduc written in the test, for the uniform and a CFR profile', () => {
    for (const strategy of [uniformStrategy(leduc), solve({ variant: leducHoldem, iterations: 40 }).strategy]) {
      const policy = (key: string) => strategy.probabilities(key);
      const nashConv = leducBestResponse(policy, 0) + leducBestResponse(policy, 1);
      expect(exploitability(strategy, leduc)).toBeCloseTo(nashConv / 2, 9);
    }
    // and the uniform profile's NashConv from the independent Leduc alone
    const uniform = uniformStrategy(leduc);
    const u = (key: string) => uniform.probabilities(key);
    expect(leducBestResponse(u, 0) + leducBestResponse(u, 1)).toBeCloseTo(4.747222, 6);
  }, 180_000);
  it('R293 the values of a solve agree with the independent Leduc (the engine plays the same game)', () => {
    const { strategy, value } = solve({ variant: leducHoldem, iterations: 30, algorithm: 'cfr+' });
    expect(value[0]).toBeCloseTo(leducValue((key) => strategy.probabilities(key)), 9);
    expect(value[1]).toBeCloseTo(-value[0]!, 12);
  }, 180_000);
});

describe('R293 CFR and CFR+', () => {
  it('R290 R293 CFR reaches the Kuhn value -1/18 within 1e-3 in 300 iterations', () => {
    const { value } = solve({ variant: kuhnPoker, iterations: 300, algorithm: 'cfr' });
    expect(Math.abs(value[0]! + 1 / 18)).toBeLessThan(1e-3);
    expect(value[1]).toBeCloseTo(1 / 18, 2);
  });
  it('R290 R293 CFR+ reaches the Kuhn value within 1e-3 in 200 iterations', () => {
    const { value } = solve({ variant: kuhnPoker, iterations: 200, algorithm: 'cfr+' });
    expect(Math.abs(value[0]! + 1 / 18)).toBeLessThan(1e-3);
  });
  it('R293 Kuhn exploitability is under 1e-3 at 10,000 iterations of CFR, and falls as it runs', () => {
    const short = solve({ variant: kuhnPoker, iterations: 100 }).exploitability();
    const long = solve({ variant: kuhnPoker, iterations: 10_000 });
    expect(long.exploitability()).toBeLessThan(1e-3);
    expect(long.exploitability()).toBeLessThan(short);
    // the equilibrium's known lines: the king calls a bet, the jack facing a bet folds
    expect(long.strategy.probabilities('1:Kh||b').c).toBeCloseTo(1, 3);
    expect(long.strategy.probabilities('1:Jh||b').f).toBeCloseTo(1, 3);
    expect(long.strategy.probabilities('1:Kh||x').b).toBeCloseTo(1, 3);
  });
  it('R293 Leduc CFR+ gets under 0.01 chips per hand of exploitability in 300 iterations', () => {
    const r = solve({ variant: leducHoldem, iterations: 300, algorithm: 'cfr+' });
    expect(r.exploitability()).toBeLessThan(0.01);
    // the game value for the first player (about -0.0856)
    expect(r.value[0]).toBeCloseTo(-0.0856, 2);
  }, 180_000);
  it('R293 progress is reported, and the strategy reads back from JSON', () => {
    const seen: number[] = [];
    const { strategy } = solve({ variant: kuhnPoker, iterations: 50, onProgress: (done) => seen.push(done), progressEvery: 10 });
    expect(seen).toEqual([10, 20, 30, 40, 50]);
    const back = strategyFromJSON(JSON.stringify(strategy));
    expect(back.infoSets()).toEqual(strategy.infoSets());
    expect(back.probabilities('0:Kh||')).toEqual(strategy.probabilities('0:Kh||'));
    expect(exploitability(back, kuhn)).toBeCloseTo(exploitability(strategy, kuhn), 12);
  });
});

describe('R293 solvedBot', () => {
  it('R293 plays a solved Kuhn strategy through createHand against the random bot, chips conserved', () => {
    const { strategy } = solve({ variant: kuhnPoker, iterations: 2000, algorithm: 'cfr+' });
    const bot = solvedBot(strategy);
    const rng = createRng(9);
    let net = 0;
    for (let i = 0; i < 400; i++) {
      const h = createHand({ variant: kuhnPoker, betting: stakesBetting(kuhnPoker), stacks: [20, 20], button: i % 2, dealing: { seed: i } });
      const solvedSeat = i % 2;
      while (!h.isComplete) {
        const seat = h.toAct!;
        h.act((seat === solvedSeat ? bot : randomBot)(h.view(seat), rng));
      }
      expect(h.result!.stacks[0]! + h.result!.stacks[1]!).toBe(40);
      net += h.result!.stacks[solvedSeat]! - 20;
    }
    // an equilibrium strategy wins against uniform random play
    expect(net).toBeGreaterThan(0);
  });
  it('R293 with the king facing a bet it calls; unknown information sets check or call', () => {
    const bot = solvedBot(strategyFromJSON({ format: 'pokerchart-strategy', version: 1, variant: 'kuhn', infoSets: { '1:Kh||b': { f: 0, c: 1 } } }));
    const h = createHand({ variant: kuhnPoker, betting: stakesBetting(kuhnPoker), stacks: [10, 10], button: 1, dealing: 'manual' });
    h.dealHole(0, 'Qh');
    h.dealHole(1, 'Kh');
    expect(bot(h.view(0))).toEqual({ type: 'check' });
    h.act({ type: 'bet', to: 1 });
    expect(bot(h.view(1))).toEqual({ type: 'call' });
  });
});

describe('R293 what the solver refuses', () => {
  it('R292 R293 Rhode Island hold\'em is too large to walk', () => {
    expect(() => solve({ variant: rhodeIslandHoldem, iterations: 1 })).toThrow(expect.objectContaining({ code: 'TOO_LARGE' }));
  });
  it('R293 stud, hold\'em without stakes, bad iterations and bad strategies are refused with their codes', () => {
    expect(() => solve({ variant: sevenCardStud, betting: fixedLimit({ smallBet: 2 }), iterations: 1 })).toThrow(SolverError);
    expect(() => solve({ variant: texasHoldem, iterations: 1 })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    expect(() => solve({ variant: kuhnPoker, iterations: 0 })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    expect(() => solve({ variant: kuhnPoker, iterations: 1, algorithm: 'dcfr' as never })).toThrow(/cfr/);
    expect(() => strategyFromJSON({ format: 'pokerchart-strategy', version: 1, variant: 'kuhn', infoSets: { '0:Jh||': { x: 0.5, b: 0.2 } } })).toThrow(expect.objectContaining({ code: 'BAD_STRATEGY' }));
    expect(() => strategyFromJSON({ format: 'other' })).toThrow(SolverError);
  });
  it('R293 a composed small game solves too: Kuhn with four cards and a raise', () => {
    const highCard = defineRanking({ name: 'test-four-card-kuhn', cardsPerHand: 1, deck: ['Th', 'Jh', 'Qh', 'Kh'], value: (c) => c[0]! + 1 });
    const kuhn4 = defineVariant({ ...kuhnPoker, id: 'kuhn-four', name: 'Kuhn with four cards', deck: ['Th', 'Jh', 'Qh', 'Kh'], ranking: highCard, stakes: { ante: 1, bet: 1, maxRaises: 1 } });
    const r = solve({ variant: kuhn4, iterations: 2000, algorithm: 'cfr+' });
    expect(r.strategy.infoSets()).toContain('1:Th||xbr');
    expect(r.exploitability()).toBeLessThan(0.01);
  });
});
