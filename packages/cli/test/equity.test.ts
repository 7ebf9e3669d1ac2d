import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart equity', () => {
  it('prints exact pre-flop figures for A♥A♠ against K♦K♣ (81.065% / 0.382% / 18.554%)', async () => {
    const r = await run(['equity', 'AhAs', 'KdKc', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('exact: 1,712,304 boards');
    expect(r.out).toMatch(/AhAs\s+81\.065%\s+0\.382%\s+18\.554%/);
    expect(r.out).toMatch(/KdKc\s+18\.554%\s+0\.382%\s+81\.065%/);
  });

  it('--json gives shares in [0, 1] that add up, with the board and variant', async () => {
    const r = await run(['equity', 'AsKs', 'QhQd', 'Jc9c', '--board', 'Js7s2h', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { variant: string; board: string[]; exact: boolean; runouts: number; hands: { cards: string[]; win: number; tie: number; lose: number; equity: number }[] };
    expect(j.variant).toBe('holdem');
    expect(j.board).toEqual(['Js', '7s', '2h']);
    expect(j.exact).toBe(true);
    expect(j.runouts).toBe((43 * 42) / 2);
    expect(j.hands.map((h) => h.cards.join(''))).toEqual(['AsKs', 'QhQd', 'Jc9c']);
    expect(j.hands.reduce((s, h) => s + h.equity, 0)).toBeCloseTo(1, 12);
    for (const h of j.hands) expect(h.win + h.tie + h.lose).toBeCloseTo(1, 12);
  });

  it('Monte Carlo with --samples and --seed states its standard error and repeats itself', async () => {
    const args = ['equity', 'As2s3d4d', 'KhQhJcTc', '--variant', 'omaha-hilo8', '--samples', '4000', '--seed', '9', '--json'];
    const a = await run(args);
    const b = await run(args);
    expect(a.code).toBe(0);
    const j = JSON.parse(a.out) as { exact: boolean; runouts: number; stdError: number; seed: number };
    expect(j.exact).toBe(false);
    expect(j.runouts).toBe(4000);
    expect(j.seed).toBe(9);
    expect(j.stdError).toBeGreaterThan(0);
    expect(b.out).toBe(a.out);
  });

  it('draws a progress bar on a terminal on long runs; none with --quiet or when stderr is not a terminal', async () => {
    const long = ['equity', 'AhKh', 'QsQc', '--samples', '300000'];
    const r = await run(long, '', { tty: true });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\[#*\.*\] [\d,]+\/300,000 boards/);
    expect((await run([...long, '--quiet'], '', { tty: true })).err).toBe('');
    const piped = await run(long);
    expect(piped.code).toBe(0);
    expect(piped.err).toBe('');
  }, 60000);

  it('--variant-file computes equity under a variant of one\'s own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-equity-'));
    const file = join(dir, 'greek.json');
    writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } }));
    const r = await run(['equity', 'AhKh', 'QsQc', '--board', '2h7h9c', '--variant-file', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Greek Hold'em, board 2h 7h 9c; exact: 990 boards");
  });

  it('exits 2 on bad usage: one hand, a duplicate card, an unknown variant, a bad option', async () => {
    for (const args of [
      ['equity', 'AhAs'],
      ['equity', 'AhAs', 'AhKd'],
      ['equity', 'AhAs', 'KdKc', '--variant', 'stud'],
      ['equity', 'AhAs', 'KdKc', '--samples', 'many'],
      ['equity', 'AhAs', 'KdKc', '--exact', '--samples', '10'],
      ['equity', 'AhAsKd', 'KcQc'],
      ['equity', 'AhAs', 'KdKc', '--frobnicate'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain('pokerchart equity:');
    }
    const dup = await run(['equity', 'AhAs', 'AhKd']);
    expect(dup.err).toContain('Ah appears twice');
  });

  it('--help explains the command and exits 0', async () => {
    const r = await run(['equity', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart equity <hand|range> <hand|range>...');
  });
});
