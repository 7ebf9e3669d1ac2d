import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart simulate', () => {
  it('plays N hands between bots and prints a results table and hands per second', async () => {
    const r = await run(['simulate', '--hands', '60', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Texas Hold'em");
    expect(r.out).toContain('60 hands');
    expect(r.out).toMatch(/player\s+bot\s+chips won\s+chips\/100\s+bb\/100\s+showdown\s+won at showdown/);
    expect(r.out).toContain('calling station');
    expect(r.out).toMatch(/\d+ hands per second/);
    expect(r.err).toContain('60/60 hands');
    // chips won by everybody add up to zero: nothing is lost or created
    const won = [...r.out.matchAll(/^P\d+\s+.+?\s{2,}(-?[\d,]+)\s/gm)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(won).toHaveLength(6);
    expect(won.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('is reproducible from the seed', async () => {
    const table = (out: string) => out.split('\n').filter((l) => l.startsWith('P')).join('\n');
    const a = await run(['simulate', '--hands', '30', '--seed', '5', '--variant', 'omaha', '--players', '4']);
    const b = await run(['simulate', '--hands', '30', '--seed', '5', '--variant', 'omaha', '--players', '4']);
    expect(a.code).toBe(0);
    expect(a.out).toContain('Omaha');
    expect(a.out).toContain('Pot Limit');
    expect(table(a.out)).toEqual(table(b.out));
  });

  it('rejects a bad option with exit code 2', async () => {
    expect((await run(['simulate', '--hands', 'many'])).code).toBe(2);
    expect((await run(['simulate', '--variant', 'stud'])).err).toContain('unknown variant "stud"');
  });
});
