import { type Card, parseCards, standardDeck } from '@pokerchart/cards';
import { evaluate7 } from '@pokerchart/evaluator';
import { omaha, omahaHiLo8, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { equity, OddsInputError, parseRange, type RangeHand } from '../src/index.js';
import { rangeEquity } from '../src/rangeEquity.js';
import { choose, naiveEquity, shares } from './naive.js';

/**
 * Range equity by brute force, written from the definition: every pair (or triple) of hands, one
 * from each list, that share no card and no board or dead card, weighted by the product of the
 * weights; every runout of the cards left, each hand valued by `value`.
 */
function bruteForce(
  lists: readonly (readonly RangeHand[])[],
  board: readonly Card[],
  value: (hole: readonly Card[], board: readonly Card[]) => number,
  dead: readonly Card[] = [],
): { equity: number[]; win: number[]; matchups: number } {
  const n = lists.length;
  const eq = new Array<number>(n).fill(0);
  const win = new Array<number>(n).fill(0);
  let total = 0;
  let matchups = 0;
  const out = new Set([...board, ...dead]);
  const rec = (p: number, pick: RangeHand[]): void => {
    if (p === n) {
      const cards = pick.flatMap((h) => h.cards);
      if (new Set(cards).size !== cards.length || cards.some((c) => out.has(c))) return;
      matchups++;
      const w = pick.reduce((x, h) => x * h.weight, 1);
      const rest = standardDeck().filter((c) => !out.has(c) && !cards.includes(c));
      let runouts = 0;
      const e = new Array<number>(n).fill(0);
      const wn = new Array<number>(n).fill(0);
      for (const more of choose(rest, 5 - board.length)) {
        const full = [...board, ...more];
        const s = shares(pick.map((h) => value(h.cards, full)), null);
        s.forEach((x, i) => {
          e[i]! += x;
          if (x === 1) wn[i]!++;
        });
        runouts++;
      }
      for (let i = 0; i < n; i++) {
        eq[i]! += (w * e[i]!) / runouts;
        win[i]! += (w * wn[i]!) / runouts;
      }
      total += w;
      return;
    }
    for (const h of lists[p]!) rec(p + 1, [...pick, h]);
  };
  rec(0, []);
  return { equity: eq.map((x) => x / total), win: win.map((x) => x / total), matchups };
}

const holdem7 = (hole: readonly Card[], b: readonly Card[]): number => evaluate7(hole[0]!, hole[1]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
const hands = (text: string): RangeHand[] => [...parseRange(text).hands];

describe('equity of ranges: exact, against brute force', () => {
  it('"AA,KK" vs "QQ,AKs" on a flop equals the brute-force enumeration of every pair of combos and runouts', async () => {
    const board = parseCards('Kd7c2h');
    const r = await equity({ variant: texasHoldem, hands: ['AA,KK', 'QQ,AKs'], board });
    const b = bruteForce([hands('AA,KK'), hands('QQ,AKs')], board, holdem7);
    expect(r.exact).toBe(true);
    expect(r.matchups).toBe(b.matchups);
    expect(r.runouts).toBe(b.matchups * 990);
    r.hands.forEach((h, i) => {
      expect(h.equity).toBeCloseTo(b.equity[i]!, 12);
      expect(h.win).toBeCloseTo(b.win[i]!, 12);
      expect(h.win + h.tie + h.lose).toBeCloseTo(1, 12);
    });
  }, 60000);

  it('both exact methods (matchup by matchup, runout by runout) agree, hi-lo included', async () => {
    for (const [variant, players, board] of [
      [texasHoldem, [parseRange('AA,KK:0.5,AKs'), parseRange('QQ-TT,AQs+,JhTh')], parseCards('Kd7c2h')],
      [omahaHiLo8, [parseRange('As2s3d4d, AhKh3c2c:0.5'), parseRange('KdKcQhJh, 5c6c7d8d')], parseCards('Ad7s8h')],
    ] as const) {
      const base = { variant, players: [...players], board: [...board], dead: [], exact: true, samples: 1, seed: 1 };
      const a = await rangeEquity({ ...base, method: 'matchups' });
      const b = await rangeEquity({ ...base, method: 'runouts' });
      expect(a.matchups).toBe(b.matchups);
      expect(a.runouts).toBe(b.runouts);
      a.hands.forEach((h, i) => {
        expect(b.hands[i]!.equity).toBeCloseTo(h.equity, 12);
        expect(b.hands[i]!.win).toBeCloseTo(h.win, 12);
        expect(b.hands[i]!.tie).toBeCloseTo(h.tie, 12);
      });
    }
  }, 60000);

  it('weights and colliding combos: uniform over every pair of combos that share no card, times the weights', async () => {
    const board = parseCards('As8h8c2d');
    const a = 'AA:0.5, KK, AhKh:0.25';
    const v = 'KK:0.3, AKs, Ad8d';
    const r = await equity({ variant: texasHoldem, hands: [a, v], board });
    const b = bruteForce([hands(a), hands(v)], board, holdem7);
    expect(r.matchups).toBe(b.matchups);
    r.hands.forEach((h, i) => expect(h.equity).toBeCloseTo(b.equity[i]!, 12));
    // not the same as weighting each range on its own: the collisions change the weights
    const independent = await equity({ variant: texasHoldem, hands: [a, 'KsQs'], board });
    expect(independent.hands[0]!.equity).not.toBeCloseTo(r.hands[0]!.equity, 3);
  }, 60000);

  it('a range against a known hand and a third range, on the turn, by a naive evaluator', async () => {
    const board = parseCards('Jh9h2c5s');
    const lists = [hands('QQ,JTs'), [{ cards: parseCards('AhKh'), weight: 1 }], hands('99,T8s:0.5')];
    const r = await equity({ variant: texasHoldem, hands: ['QQ,JTs', 'AhKh', 'T8s:0.5,99'], board });
    const deck = standardDeck();
    let total = 0;
    const eq = [0, 0, 0];
    for (const x of lists[0]!) for (const y of lists[1]!) for (const z of lists[2]!) {
      const cards = [...x.cards, ...y.cards, ...z.cards];
      if (new Set([...cards, ...board]).size !== cards.length + board.length) continue;
      const w = x.weight * y.weight * z.weight;
      const n = naiveEquity({ deck, hands: [[...x.cards], [...y.cards], [...z.cards]], board, boardSize: 5, rule: 'any' });
      n.equity.forEach((e, i) => (eq[i]! += w * e));
      total += w;
    }
    r.hands.forEach((h, i) => expect(h.equity).toBeCloseTo(eq[i]! / total, 12));
    expect(r.hands.reduce((s, h) => s + h.equity, 0)).toBeCloseTo(1, 12);
  }, 60000);

  it('card removal: a range loses the combos that use a board, dead or known card', async () => {
    // AA against A♠K♦: only the three aces without A♠ remain, each as likely
    const r = await equity({ variant: texasHoldem, hands: ['AA', 'AsKd'], board: '7c8d2h', dead: 'Ah' });
    const left = ['AdAc'];
    const each = await Promise.all(left.map((h) => equity({ variant: texasHoldem, hands: [h, 'AsKd'], board: '7c8d2h', dead: 'Ah' })));
    expect(r.matchups).toBe(1);
    expect(r.hands[0]!.equity).toBeCloseTo(each[0]!.hands[0]!.equity, 12);
    const r2 = await equity({ variant: texasHoldem, hands: ['AA', 'AsKd'], board: '7c8d2h' });
    const each2 = await Promise.all(['AhAd', 'AhAc', 'AdAc'].map((h) => equity({ variant: texasHoldem, hands: [h, 'AsKd'], board: '7c8d2h' })));
    expect(r2.matchups).toBe(3);
    expect(r2.hands[0]!.equity).toBeCloseTo(each2.reduce((s, x) => s + x.hands[0]!.equity, 0) / 3, 12);
  }, 60000);

  it('the same range for both players: only non-colliding pairs count ("AA" v "AA" splits evenly)', async () => {
    const r = await equity({ variant: texasHoldem, hands: ['AA', 'AA'], board: '2c7d9h' });
    expect(r.matchups).toBe(6);
    expect(r.hands[0]!.equity).toBeCloseTo(0.5, 12);
  }, 60000);

  it('pre-flop QQ+,AKs v JJ-88 is exact by default, every matchup counted', async () => {
    const r = await equity({ variant: texasHoldem, hands: ['QQ+, AKs', 'JJ-88'] });
    expect(r.exact).toBe(true);
    expect(r.matchups).toBe(22 * 24);
    expect(r.hands.reduce((x, h) => x + h.equity, 0)).toBeCloseTo(1, 12);
  }, 60000);

  it('pre-flop suit patterns: AKs v JJ grouped by suit pattern equals the average of its 24 matchups one by one', async () => {
    const grouped = await equity({ variant: texasHoldem, hands: ['AKs', 'JJ'] });
    expect(grouped.matchups).toBe(24);
    let sum = 0;
    let tie = 0;
    for (const x of parseRange('AKs').hands) {
      for (const y of parseRange('JJ').hands) {
        const one = await equity({ variant: texasHoldem, hands: [[...x.cards], [...y.cards]] });
        sum += one.hands[0]!.equity;
        tie += one.hands[0]!.tie;
      }
    }
    expect(grouped.hands[0]!.equity).toBeCloseTo(sum / 24, 12);
    expect(grouped.hands[0]!.tie).toBeCloseTo(tie / 24, 12);
  }, 30000);

  it('Omaha: a range is an explicit list of four-card hands, checked by a naive evaluator', async () => {
    const board = parseCards('Ah7h2c');
    const lists = [hands('AsKsQdJd, 9h8h7c6c:0.5'), [{ cards: parseCards('KhQhJcTc'), weight: 1 }]];
    const r = await equity({ variant: omaha, hands: ['AsKsQdJd, 9h8h7c6c:0.5', 'KhQhJcTc'], board: 'Ah7h2c' });
    let total = 0;
    const eq = [0, 0];
    for (const x of lists[0]!) {
      const n = naiveEquity({ deck: standardDeck(), hands: [[...x.cards], parseCards('KhQhJcTc')], board, boardSize: 5, rule: { hole: 2, board: 3 } });
      n.equity.forEach((e, i) => (eq[i]! += x.weight * e));
      total += x.weight;
    }
    r.hands.forEach((h, i) => expect(h.equity).toBeCloseTo(eq[i]! / total, 12));
  }, 60000);
});

describe('equity of ranges: Monte Carlo', () => {
  it('lands within 3 standard errors of the exact answer for each of 20 seeds, and the errors are honest', async () => {
    const board = parseCards('Kd7c2h');
    const spot = { variant: texasHoldem, hands: ['AA,KK,AKs:0.5', 'QQ,AKs,T9s'], board };
    const exact = await equity(spot);
    let z2 = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const mc = await equity({ ...spot, exact: false, samples: 3000, seed });
      expect(mc.exact).toBe(false);
      expect(mc.runouts).toBe(3000);
      mc.hands.forEach((h, i) => {
        const z = (h.equity - exact.hands[i]!.equity) / h.stdError!;
        expect(Math.abs(z), `seed ${seed} hand ${i + 1}`).toBeLessThan(3);
        if (i === 0) z2 += z * z;
      });
    }
    // the mean squared z-score is near 1 when stdError is right (neither too small nor too large)
    expect(z2 / 20).toBeGreaterThan(0.3);
    expect(z2 / 20).toBeLessThan(2.5);
  }, 60000);

  it('random v random pre-flop goes to Monte Carlo by default and gives 50%', async () => {
    const r = await equity({ variant: texasHoldem, hands: ['random', 'random'], samples: 20000, seed: 5 });
    expect(r.exact).toBe(false);
    expect(Math.abs(r.hands[0]!.equity - 0.5)).toBeLessThan(3 * r.stdError!);
  }, 60000);
});

describe('equity of ranges: input checks', () => {
  async function codeOf(p: Promise<unknown>): Promise<string> {
    try {
      await p;
    } catch (error) {
      expect(error).toBeInstanceOf(OddsInputError);
      return (error as OddsInputError).code;
    }
    throw new Error('expected an OddsInputError');
  }
  it('a range emptied by card removal, ranges that cannot be dealt together, bad notation, Omaha in PokerStove notation', async () => {
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AA', 'KK'], board: 'AsAhAd', dead: 'Ac' }))).toBe('EMPTY_RANGE');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'AsAh:1', 'KK'] }))).toBe('EMPTY_RANGE');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs, AdAc', 'AhAd, AsAc', 'AhAc, AsAd'] }))).toBe('EMPTY_RANGE');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['QQ+, AKx', 'KK'] }))).toBe('BAD_RANGE');
    expect(await codeOf(equity({ variant: omaha, hands: ['AA', 'KhQhJcTc'] }))).toBe('HOLE_CARD_COUNT');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhXs', 'KK'] }))).toBe('BAD_CARDS');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'AhKd', 'QQ'] }))).toBe('DUPLICATE_CARD');
  }, 60000);
});
