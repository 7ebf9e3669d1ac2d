import { describe, expect, it } from 'vitest';
import { playMultiTableTournament } from '../src/main.js';

describe('example: multi-table-tournament', () => {
  it('R241 R242 R245 R246 R250 plays 200 players with late entries, re-entries, rebuys and an add-on to one winner', () => {
    const lines: string[] = [];
    const result = playMultiTableTournament({ print: (l) => lines.push(l) });
    const text = lines.join('\n');
    expect(result.tournament.isComplete).toBe(true);
    expect(text).toContain('Shuffle up and deal: 170 entries at 19 tables (R240).');
    expect(text).toMatch(/hand for hand \(R246\)/);
    expect(text).toMatch(/the final table/);
    expect(text).toMatch(/wins after \d+ hands/);
    const ctx = result.tournament.context;
    expect(ctx.entries.filter((e) => e.entry === 1)).toHaveLength(200); // 170 + 30 late
    expect(ctx.entries.some((e) => e.entry === 2)).toBe(true); // re-entries
    expect(ctx.entries.some((e) => e.rebuys > 0)).toBe(true);
    expect(ctx.entries.some((e) => e.addOn)).toBe(true);
    const rebuys = ctx.entries.reduce((n, e) => n + e.rebuys, 0);
    const addOns = ctx.entries.filter((e) => e.addOn).length;
    expect(result.prizePool).toBe(100 * (result.entries + rebuys + addOns));
    expect(result.standings.reduce((t, s) => t + s.prize, 0)).toBe(result.prizePool);
    expect(result.lines).toBeLessThan(120); // narrated briefly
  }, 120_000);
});
