import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { equity, parseRange, rangeBreakdown, rangeGrid } from '../src/index.js';

/** The code between `// --- guide: <name> ---` and the end marker in this file, unindented. */
function guideBlock(name: string): string {
  return readFileSync(new URL(import.meta.url), 'utf8')
    .split(`// --- guide: ${name} ---`)[1]!
    .split('// --- end of guide block ---')[0]!
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n')
    .trim();
}
/** docs/guides/odds.md, which must show the code of this file's guide blocks. */
const odds = readFileSync(new URL('../../../docs/guides/odds.md', import.meta.url), 'utf8');

// The range examples of docs/guides/odds.md, run as written there: the guide shows the block
// between the markers verbatim (its comments state the results, which the test checks).
async function guideExample() {
  // --- guide: ranges ---
  const r = await equity({ variant: texasHoldem, hands: ['QQ+, AKs', 'JJ-88'] });
  // r.exact === true, r.matchups === 528 (22 x 24 combos, none sharing a card)
  // r.hands[0] ≈ { win: 0.7465, tie: 0.0040, lose: 0.2496, equity: 0.7485 }

  const flop = await equity({ variant: texasHoldem, hands: ['AhKh', 'QQ+, AKs:0.5, 76s'], board: 'Qh7h2c' });
  // flop.matchups === 15: three combos each of QQ, KK, AA, AKs and 76s are left
  // flop.hands[0].equity ≈ 0.4370 (the flush draw and two overcards against the range)

  const grid = await rangeGrid({ against: 'JJ-88', board: 'Kd7c2h' });
  // grid.exact === true, grid.runouts === 1176 (every turn and river)
  // grid.cells[0][0] ≈ { label: 'AA', combos: 6, equity: 0.9162, win: 0.9162, tie: 0 }
  // grid.cells[0][1] ≈ { label: 'AKs', combos: 3, equity: 0.9148, ... } (K♦ is on the board)

  const plo = await equity({ variant: omaha, hands: ['AsKsQdJd, 9h8h7c6c:0.5', 'KhQhJcTc'], board: 'Ah7h2c' });
  // plo.matchups === 2, plo.hands[0].equity ≈ 0.4963
  // --- end of guide block ---
  return { r, flop, grid, plo };
}

describe('docs/guides/odds.md: ranges', () => {
  it('the example gives the results its comments state', async () => {
    const { r, flop, grid, plo } = await guideExample();
    expect(r.exact).toBe(true);
    expect(r.matchups).toBe(528);
    expect(parseRange('QQ+, AKs').hands.length * parseRange('JJ-88').hands.length).toBe(528);
    expect(r.hands[0]!.win).toBeCloseTo(0.7465, 4);
    expect(r.hands[0]!.tie).toBeCloseTo(0.004, 4);
    expect(r.hands[0]!.lose).toBeCloseTo(0.2496, 4);
    expect(r.hands[0]!.equity).toBeCloseTo(0.7485, 4);
    expect(flop.matchups).toBe(15);
    expect(flop.hands[0]!.equity).toBeCloseTo(0.437, 4);
    expect(grid.exact).toBe(true);
    expect(grid.runouts).toBe(1176);
    expect(grid.cells[0]![0]!).toMatchObject({ label: 'AA', combos: 6, tie: 0 });
    expect(grid.cells[0]![0]!.equity).toBeCloseTo(0.9162, 4);
    expect(grid.cells[0]![0]!.win).toBeCloseTo(0.9162, 4);
    expect(grid.cells[0]![1]!).toMatchObject({ label: 'AKs', combos: 3 });
    expect(grid.cells[0]![1]!.equity).toBeCloseTo(0.9148, 4);
    expect(plo.matchups).toBe(2);
    expect(plo.hands[0]!.equity).toBeCloseTo(0.4963, 4);
  }, 60000);

  it('the guide shows exactly this code', () => {
    expect(odds).toContain(guideBlock('ranges'));
  });
});

// The breakdown example of docs/guides/odds.md ("What a range holds on a board"), as written there.
function breakdownExample() {
  // --- guide: breakdown ---
  const b = rangeBreakdown({ range: 'QQ+, AKs, 76s', board: 'Qh7h2c' });
  // b.combos === 22 (QQ 3, KK 6, AA 6, AKs 4, 76s 3: Q♥ and 7♥ are on the board)
  // b.hands['three-of-a-kind'].combos === 3, b.hands['one-pair'].combos === 15, b.hands['high-card'].combos === 4
  // b.pairs.overpair.combos === 12, b.pairs.lowerPair.combos === 3 (the sevens)
  // b.draws.flushDraw.combos === 1 (A♥K♥), b.draws.backdoorFlushDraw.combos === 8, b.draws.overcards.combos === 4
  // --- end of guide block ---
  return b;
}

describe('docs/guides/odds.md: what a range holds on a board', () => {
  it('the example gives the counts its comments state, and the guide shows exactly this code', () => {
    const b = breakdownExample();
    expect(b.combos).toBe(22);
    expect([b.hands['three-of-a-kind'].combos, b.hands['one-pair'].combos, b.hands['high-card'].combos]).toEqual([3, 15, 4]);
    expect([b.pairs.overpair.combos, b.pairs.lowerPair.combos]).toEqual([12, 3]);
    expect([b.draws.flushDraw.combos, b.draws.backdoorFlushDraw.combos, b.draws.overcards.combos]).toEqual([1, 8, 4]);
    expect(odds).toContain(`import { rangeBreakdown } from '@pokerchart/odds';\n${guideBlock('breakdown')}`);
  });
});
