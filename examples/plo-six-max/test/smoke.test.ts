import { describe, expect, it } from 'vitest';
import { playPloSixMax } from '../src/main.js';

describe('example: plo-six-max', () => {
  it('R160 plays pot-limit Omaha hands with four hole cards and keeps every chip', () => {
    const lines: string[] = [];
    const result = playPloSixMax({ print: (l) => lines.push(l), hands: 20 });
    expect(result.handsPlayed).toBe(20);
    const text = lines.join('\n');
    expect(text).toMatch(/is dealt \w\w \w\w \w\w \w\w/);
    expect(text).toContain('After 20 hands');
    const c = result.table.context;
    expect(result.seats.reduce((t, s) => t + (s?.stack ?? 0), 0)).toBe(c.chipsIn - c.chipsOut);
  });

  it('says when a player rebuys, and counts the rebuys in the summary', () => {
    const lines: string[] = [];
    const result = playPloSixMax({ print: (l) => lines.push(l) });
    const rebuys = result.seats.reduce((t, s) => t + (s ? s.boughtIn / 1000 - 1 : 0), 0);
    expect(rebuys).toBeGreaterThan(0); // seed 6: Caro once, Deniz twice
    expect(lines.filter((l) => / is busted and rebuys for 1,000 chips$/.test(l))).toHaveLength(rebuys);
    expect(lines).toContain('  Deniz   2,760 chips, bought in 3,000 (2 rebuys): -240');
  });
});
