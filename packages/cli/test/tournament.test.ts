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
