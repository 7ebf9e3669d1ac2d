import { formatCards } from '@pokerchart/cards';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { equity, GRID_SAMPLES, HAND_CLASSES, OddsInputError, parseRange, PREFLOP_ORDER, rangeBreakdown, rangeGrid } from '../src/index.js';

const list = (text: string): string[] => parseRange(text).hands.map((h) => formatCards(h.cards).join('')).sort();
const classCombos = (label: string): number => (label.length === 2 ? 6 : label.endsWith('s') ? 4 : 12);

describe('rangeGrid chooses enumeration on a flop when it is cheaper than sampling', () => {
  it('a wide opposing range on a flop is enumerated: its 1,176 runouts are fewer than GRID_SAMPLES random boards', async () => {
    const wide = '22+, A2s+, K9s+, QTs+, JTs, ATo+, KJo+';
    const combos = parseRange(wide).hands.length;
    expect(combos).toBeGreaterThan(200);
    expect(GRID_SAMPLES).toBeGreaterThan(1176);
    const g = await rangeGrid({ against: wide, board: 'Kd7c2h' });
    expect(g.exact).toBe(true);
    expect(g.runouts).toBe(1176); // C(49, 2): every turn and river of the deck less the board
    const e = await equity({ variant: texasHoldem, hands: ['AKs', wide], board: 'Kd7c2h', exact: true });
    expect(g.cells[0]![1]!.equity).toBeCloseTo(e.hands[0]!.equity, 12);
  }, 120000);

  it('with fewer samples than runouts the same grid deals random boards', async () => {
    const g = await rangeGrid({ against: '22+, A2s+, K9s+, QTs+, JTs, ATo+, KJo+', board: 'Kd7c2h', samples: 200, seed: 3 });
    expect(g.exact).toBe(false);
    expect(g.runouts).toBe(200);
    expect(g.cells[0]![0]!.stdError).toBeGreaterThan(0);
  }, 120000);
});

describe('parseRange: percentage ranges', () => {
  it('PREFLOP_ORDER holds the 169 classes once each, best first, aces on top', () => {
    expect(PREFLOP_ORDER).toHaveLength(169);
    expect(new Set(PREFLOP_ORDER.map(([c]) => c))).toEqual(new Set(HAND_CLASSES.flat()));
    for (let i = 1; i < PREFLOP_ORDER.length; i++) expect(PREFLOP_ORDER[i]![1]).toBeLessThanOrEqual(PREFLOP_ORDER[i - 1]![1]);
    expect(PREFLOP_ORDER[0]![0]).toBe('AA');
    expect(PREFLOP_ORDER[0]![1]).toBeCloseTo(0.852, 3);
  });

  it('the table agrees with a Monte Carlo equity of a few classes against a random hand (within 4 standard errors)', async () => {
    for (const [label, hand] of [['AKs', 'AsKs'], ['72o', '7s2h'], ['TT', 'TsTh'], ['J9s', 'Jd9d']] as const) {
      const mc = await equity({ variant: texasHoldem, hands: [hand, 'random'], exact: false, samples: 60000, seed: 11 });
      const table = PREFLOP_ORDER.find(([c]) => c === label)![1];
      expect(Math.abs(mc.hands[0]!.equity - table), label).toBeLessThan(4 * mc.hands[0]!.stdError! + 1e-9);
    }
  }, 60000);

  it('15% is the best classes whose combos come nearest to 15% of 1,326', () => {
    const target = 0.15 * 1326;
    const r = parseRange('15%');
    let n = 0;
    let sum = 0;
    const sums = [0];
    for (const [c] of PREFLOP_ORDER) sums.push((sum += classCombos(c)));
    // the nearest prefix, counted here independently
    let best = 1;
    for (let k = 1; k <= 169; k++) if (Math.abs(sums[k]! - target) < Math.abs(sums[best]! - target)) best = k;
    n = sums[best]!;
    expect(r.hands).toHaveLength(n);
    expect(Math.abs(n - target)).toBeLessThanOrEqual(6);
    const want = PREFLOP_ORDER.slice(0, best).flatMap(([c]) => list(c)).sort();
    expect(list('15%')).toEqual(want);
  });

  it('percentages nest, 100% is every hand, a tiny one keeps aces, weights apply, and 0% or 120% are refused', () => {
    const ten = new Set(list('10%'));
    const twenty = new Set(list('20%'));
    for (const h of ten) expect(twenty.has(h)).toBe(true);
    expect(twenty.size).toBeGreaterThan(ten.size);
    expect(parseRange('100%').hands).toHaveLength(1326);
    expect(list('0.1%')).toEqual(list('AA'));
    expect(parseRange('5%:0.5').hands.every((h) => h.weight === 0.5)).toBe(true);
    for (const bad of ['0%', '120%', 'x%']) expect(() => parseRange(bad)).toThrow(/percentage range/);
  });
});

describe('parseRange: a trailing dash is the class and every one below it', () => {
  it('JJ- is JJ down to 22; A5s- is A5s to A2s; K9o- is K9o to K2o; 22- is 22', () => {
    expect(list('JJ-')).toEqual(list('JJ-22'));
    expect(list('JJ-')).toHaveLength(60);
    expect(list('A5s-')).toEqual(list('A5s-A2s'));
    expect(list('K9o-')).toEqual(list('K9o-K2o'));
    expect(list('K9-')).toEqual(list('K9-K2'));
    expect(list('22-')).toEqual(list('22'));
    expect(list('QQ+, 55-')).toEqual([...list('QQ+'), ...list('55-22')].sort());
  });

  it('a dash after something that is not a class is refused by name', () => {
    expect(() => parseRange('AKx-')).toThrow(/"AKx-" at position 0 is not a hand class followed by a dash/);
  });
});

describe('the empty-range error says when weights removed every hand', () => {
  it('AKs:0 names the weights; a range emptied by the board names the card removal', async () => {
    const err = await equity({ variant: texasHoldem, hands: ['AKs:0, QQ:0', 'JJ'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OddsInputError);
    expect((err as OddsInputError).code).toBe('EMPTY_RANGE');
    expect((err as Error).message).toMatch(/\("AKs:0, QQ:0"\) holds no hand: its weights removed every hand/);
    const board = await equity({ variant: texasHoldem, hands: ['AhAs', 'AdAc:1'], board: 'Ad7c2h' }).catch((e: unknown) => e);
    expect((board as OddsInputError).code).toBe('EMPTY_RANGE');
    expect((board as Error).message).toMatch(/once the board, the dead cards and the known hands are removed/);
  });
});

describe('rangeBreakdown: a range on a board, combo by combo', () => {
  it('QQ+, AKs, 76s on Qh7h2c, counted by hand', () => {
    const b = rangeBreakdown({ range: 'QQ+, AKs, 76s', board: 'Qh7h2c' });
    // left: QQ 3 (Qh on the board), KK 6, AA 6, AKs 4, 76s 3 (7h on the board)
    expect(b.combos).toBe(22);
    expect(b.weight).toBe(22);
    expect(b.hands['three-of-a-kind'].combos).toBe(3);
    expect(b.hands['one-pair'].combos).toBe(15);
    expect(b.hands['high-card'].combos).toBe(4);
    expect(b.hands.flush.combos + b.hands.straight.combos + b.hands['two-pair'].combos).toBe(0);
    expect(b.pairs.overpair.combos).toBe(12);
    expect(b.pairs.lowerPair.combos).toBe(3);
    expect(b.pairs.topPair.combos + b.pairs.pocketPair.combos + b.pairs.boardPair.combos).toBe(0);
    expect(b.draws.flushDraw.combos).toBe(1); // AhKh
    // three hearts with Kh (KK) and Ah (AA): 3 + 3; three clubs: AcKc and 7c6c with the 2c
    expect(b.draws.backdoorFlushDraw.combos).toBe(8);
    expect(b.draws.overcards.combos).toBe(4);
    expect(b.draws.straightDraw.combos + b.draws.gutshot.combos + b.draws.comboDraw.combos).toBe(0);
    expect(b.hands['one-pair'].share).toBeCloseTo(15 / 22, 12);
    const sum = Object.values(b.hands).reduce((s, x) => s + x.combos, 0);
    expect(sum).toBe(b.combos);
  });

  it('straight draws: open-ended, gutshot, combo draw; weights count in weight and share', () => {
    expect(rangeBreakdown({ range: 'JTo', board: '9c8d2h' }).draws.straightDraw.combos).toBe(12);
    const gut = rangeBreakdown({ range: 'JTs', board: 'Qh8c2d' });
    expect(gut.draws.gutshot.combos).toBe(4);
    expect(gut.draws.straightDraw.combos).toBe(0);
    const combo = rangeBreakdown({ range: 'JhTh', board: '9h8h2c' });
    expect(combo.draws.flushDraw.combos).toBe(1);
    expect(combo.draws.straightDraw.combos).toBe(1);
    expect(combo.draws.comboDraw.combos).toBe(1);
    // a straight on the board alone is nobody's draw: 6-7-8-9 on the board, 22 holds no draw of its own
    expect(rangeBreakdown({ range: '22', board: '9c8d7h6s' }).draws.straightDraw.combos).toBe(0);
    const w = rangeBreakdown({ range: 'AKs:0.5, QQ', board: 'Qh7h2c' });
    expect(w.combos).toBe(4 + 3);
    expect(w.weight).toBe(2 + 3);
    expect(w.hands['three-of-a-kind'].share).toBeCloseTo(3 / 5, 12);
    expect(rangeBreakdown({ range: 'AKs', board: 'Qh7h2c5s3d' }).draws.flushDraw.combos).toBe(0);
  });

  it('refuses a board before the flop, an Omaha range and a range emptied by weights', async () => {
    expect(() => rangeBreakdown({ range: 'AKs', board: '' })).toThrow(OddsInputError);
    const { omaha } = await import('@pokerchart/variants');
    expect(() => rangeBreakdown({ variant: omaha, range: 'AsKsQdJd', board: 'Qh7h2c' })).toThrow(/two-card games/);
    expect(() => rangeBreakdown({ range: 'AKs:0', board: 'Qh7h2c' })).toThrow(/weights removed every hand/);
  });
});
