import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(r.out).toMatch(/[\d,]+ hands per second/);
    expect(r.err).toBe(''); // stderr is not a terminal: no progress bar
    const tty = await run(['simulate', '--hands', '60', '--seed', '3'], '', { tty: true });
    expect(tty.err).toContain('60/60 hands');
    expect((await run(['simulate', '--hands', '60', '--seed', '3', '--quiet'], '', { tty: true })).err).toBe('');
    // chips won by everybody add up to zero: nothing is lost or created
    const won = [...r.out.matchAll(/^P\d+\s+.+?\s{2,}(-?[\d,]+)\s/gm)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(won).toHaveLength(6);
    expect(won.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('--variant-file plays a variant of one\'s own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-sim-'));
    const file = join(dir, 'greek.json');
    writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } }));
    const r = await run(['simulate', '--hands', '20', '--variant-file', file, '--players', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Greek Hold'em, No Limit, 3 players");
    expect((await run(['simulate', '--variant', 'holdem', '--variant-file', file])).err).toContain('give --variant or --variant-file, not both');
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

  it('R200 R201 a stud game is played with antes and a bring-in: the header says so and results are in small bets', async () => {
    for (const variant of ['seven-card-stud', 'razz']) {
      const r = await run(['simulate', '--hands', '40', '--seed', '2', '--variant', variant, '--players', '4']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/, Fixed Limit, 4 players, seed 2: 40 hands, ante 5, bring-in 6, bets 20\/40\n/);
      expect(r.out).not.toMatch(/blinds|bb\/100/);
      expect(r.out).toMatch(/player\s+bot\s+chips won\s+chips\/100\s+small bets\/100\s+showdown/);
      // each row's small bets per 100 hands is its chips per 100 hands over the small bet (20)
      const rows = [...r.out.matchAll(/^P\d+\s+.+?\s{2,}(-?[\d,]+)\s+(-?[\d,]+)\s+(-?[\d.]+)\s/gm)];
      expect(rows).toHaveLength(4);
      for (const [, , per100, bets] of rows) expect(Math.abs(Number(bets) * 20 - Number(per100!.replace(/,/g, '')))).toBeLessThanOrEqual(1.5);
    }
    // a game with blinds keeps blinds and big blinds
    const holdem = await run(['simulate', '--hands', '10', '--variant', 'holdem', '--betting', 'fl', '--players', '3']);
    expect(holdem.out).toMatch(/10 hands, blinds 10\/20\n/);
    expect(holdem.out).toContain('bb/100');
  });

  it('rejects a bad option with exit code 2', async () => {
    expect((await run(['simulate', '--hands', 'many'])).code).toBe(2);
    expect((await run(['simulate', '--variant', 'stud'])).err).toContain('unknown variant "stud"');
  });
});
