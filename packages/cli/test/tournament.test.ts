import { simulateTournament } from '@pokerchart/tournament';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart tournament', () => {
  it('R250 simulates a multi-table tournament and prints places and prizes summing to the pool', async () => {
    const r = await run(['tournament', '--players', '40', '--seed', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/No Limit Hold'em tournament, seed 2: [\d,]+ entries \(40 players/);
    expect(r.out).toMatch(/place\s+player\s+prize/);
    const pool = Number(/prize pool ([\d,]+)/.exec(r.out)![1]!.replace(/,/g, ''));
    const prizes = [...r.out.matchAll(/^\s*\d+\s+P\d+.*?\s([\d,]+)$/gm)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(prizes.length).toBeGreaterThan(0);
    expect(prizes.reduce((a, b) => a + b, 0)).toBe(pool);
    expect(r.out).toContain(`prizes paid ${pool.toLocaleString('en-US')}`);
    expect(r.err).toBe(''); // no progress bar off a terminal
    const tty = await run(['tournament', '--players', '20', '--seed', '2'], '', { tty: true });
    expect(tty.err).toMatch(/players out/);
    const again = await run(['tournament', '--players', '40', '--seed', '2']);
    expect(again.out.replace(/\([\d.]+ s\)/, '')).toBe(r.out.replace(/\([\d.]+ s\)/, '')); // deterministic from the seed
  }, 60_000);

  it('R240 prints the number of tables the run used, not a guess from the field (issue 35: "112+ tables" for 98)', async () => {
    const r = await run(['tournament', '--players', '60', '--seed', '3', '--table-size', '6']);
    expect(r.code).toBe(0);
    const used = simulateTournament({ players: 60, tableSize: 6, seed: 3, lateRegistration: { levels: 6 }, lateShare: 0.15, reentry: { maxEntries: 2 }, reentryRate: 0.5 }).tables;
    expect(r.out).toContain(`at most ${used} tables of 6 at once`);
    expect(r.out).not.toMatch(/\d\+ tables/);
  }, 60_000);

  it('R244 R248 heads-up tables play to the end (issue 35: --table-size 2 exited 1 "no table can deal")', async () => {
    for (const seed of [1, 2, 3]) {
      const r = await run(['tournament', '--players', '10', '--table-size', '2', '--seed', String(seed)]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/tables of 2 at once/);
    }
  }, 60_000);

  it('refuses bad numbers', async () => {
    const r = await run(['tournament', '--players', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--players must be a whole number from 2/);
  });

  it('chart --tournament draws the tournament statechart with its rule-named guards', async () => {
    const r = await run(['chart', '--tournament', '--format', 'mermaid']);
    expect(r.code).toBe(0);
    for (const name of ['registering', 'handForHand', 'finalTable', 'onBreak', 'complete', 'oneEntryLeft', 'fitsAtOneTable', 'onTheBubble', 'tableDueHandForHand']) expect(r.out).toContain(name);
    const json = JSON.parse((await run(['chart', '--tournament', '--format', 'json'])).out);
    expect(JSON.stringify(json)).toContain('R246');
    expect((await run(['chart', '--tournament', '--format', 'html'])).code).toBe(2);
  });
});
