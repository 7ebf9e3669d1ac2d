import { describe, expect, it } from 'vitest';
import { createRng } from '@pokerchart/cards';
import { comparePaiGow, houseWay, simulatePaiGow } from '../src/index.js';

// R285's reference figures (Wizard of Odds, Trump Plaza house way on both sides)
const R285 = { win: 0.2855, push: 0.4147, loss: 0.2998, houseEdge: 0.0285 };

describe('simulatePaiGow (R283, R284, R285)', () => {
  it('R285 a seeded run of 400,000 hands agrees with the reference figures within 0.3 points and 4 standard errors', () => {
    const n = 400_000;
    const r = simulatePaiGow({ hands: n, seed: 2026 });
    expect(r.hands).toBe(n);
    expect(r.win + r.push + r.loss).toBeCloseTo(1, 12);
    const se = (p: number) => Math.sqrt((p * (1 - p)) / n);
    for (const k of ['win', 'push', 'loss'] as const) {
      expect(Math.abs(r[k] - R285[k]), `${k} ${r[k]}`).toBeLessThan(0.003 + 4 * se(R285[k]));
    }
    // the house's gain per hand is +1 (loss), -0.95 (win) or 0: its variance from the reference rates
    const mean = R285.houseEdge;
    const variance = R285.loss + 0.95 ** 2 * R285.win - mean * mean;
    expect(Math.abs(r.houseEdge - R285.houseEdge), `edge ${r.houseEdge}`).toBeLessThan(0.0035 + 4 * Math.sqrt(variance / n));
    expect(r.houseEdge).toBeCloseTo(r.loss - 0.95 * r.win, 12);
  });

  it('R283 R284 the fast simulator counts what houseWay and comparePaiGow say, hand by hand', () => {
    // the same deal as simulatePaiGow: fourteen cards by a partial Fisher-Yates shuffle of the 53
    const n = 3000;
    const rng = createRng(7);
    const deck = Array.from({ length: 53 }, (_, i) => i);
    const counts = { win: 0, push: 0, loss: 0 };
    for (let h = 0; h < n; h++) {
      for (let i = 0; i < 14; i++) {
        const j = i + rng.int(53 - i);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      counts[comparePaiGow(houseWay(deck.slice(0, 7)), houseWay(deck.slice(7, 14)))]++;
    }
    const r = simulatePaiGow({ hands: n, seed: 7 });
    expect({ win: r.win * n, push: r.push * n, loss: r.loss * n }).toEqual(counts);
  });

  it('R285 the same seed gives the same figures; the commission changes only the edge', () => {
    const a = simulatePaiGow({ hands: 5000, seed: 3 });
    expect(simulatePaiGow({ hands: 5000, seed: 3 })).toEqual(a);
    const free = simulatePaiGow({ hands: 5000, seed: 3, commission: 0 });
    expect(free.win).toBe(a.win);
    expect(free.houseEdge).toBeCloseTo(a.loss - a.win, 12);
  });

  it('R285 refuses bad options with a code', () => {
    expect(() => simulatePaiGow({ hands: 0, seed: 1 })).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_OPTION' }));
    expect(() => simulatePaiGow({ hands: 10, seed: 1.5 })).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_OPTION' }));
    expect(() => simulatePaiGow({ hands: 10, seed: 1, commission: 2 })).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_OPTION' }));
  });
});
