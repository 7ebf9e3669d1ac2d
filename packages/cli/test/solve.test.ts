import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strategyFromJSON } from '@pokerchart/solver';
import { run } from './runCliHelper.js';

describe('pokerchart solve (R293)', () => {
  it('R290 R293 solves Kuhn: the value -1/18, the exploitability, a few information sets, progress on a terminal', async () => {
    const r = await run(['solve', '--variant', 'kuhn', '--iterations', '2000'], '', { tty: true });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Kuhn poker: 2,000 iterations of CFR over 12 information sets');
    const value = Number(/value for the first player: (-?[\d.]+)/.exec(r.out)![1]);
    expect(Math.abs(value + 1 / 18)).toBeLessThan(1e-3);
    expect(Number(/exploitability: ([\d.]+)/.exec(r.out)![1])).toBeLessThan(0.01);
    expect(r.out).toMatch(/^1:Kh\|\|b\s+f 0\.0\d\d\s+c (1\.000|0\.99\d)$/m);
    expect(r.err).toContain('2,000/2,000 iterations');
  });
  it('R293 --output writes the strategy as JSON that strategyFromJSON reads', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pokerchart-solve-')), 'kuhn.json');
    const r = await run(['solve', '--iterations', '300', '--algorithm', 'cfr+', '--output', file, '--show', '0']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`strategy written to ${file}`);
    const strategy = strategyFromJSON(JSON.parse(readFileSync(file, 'utf8')));
    expect(strategy.infoSets()).toHaveLength(12);
    expect(strategy.toJSON().variant).toBe('kuhn');
  });
  it('R292 R293 a game too large, an unknown algorithm: usage errors (exit 2) saying why', async () => {
    const big = await run(['solve', '--variant', 'rhode-island', '--iterations', '1']);
    expect(big.code).toBe(2);
    expect(big.err).toMatch(/deals/);
    const bad = await run(['solve', '--algorithm', 'dcfr']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('cfr or cfr+');
  });
  it('R290 play --variant kuhn: two players ante 1, no blind, bets of 1', async () => {
    const r = await run(['play', '--variant', 'kuhn', '--seed', '4'], 'q\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Kuhn poker, Fixed Limit: you and 1 bot, 100 chips each');
    expect(r.out).toMatch(/posts? an ante of 1/);
    expect(r.out).not.toMatch(/blind of/);
    expect(r.out).toMatch(/check \| bet 1|fold \| call 1/);
  });
});
