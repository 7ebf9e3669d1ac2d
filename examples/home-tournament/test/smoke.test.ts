import { describe, expect, it } from 'vitest';
import { homeLevels, playHomeTournament } from '../src/main.js';

describe('example: home-tournament', () => {
  it('plays the tournament to one winner with 20-minute levels on the simulated clock and a big-blind ante (R25)', () => {
    const lines: string[] = [];
    const result = playHomeTournament({ print: (l) => lines.push(l) });
    expect(result.stoppedBy).toBe('finished');
    expect(result.finishes).toHaveLength(7);
    expect(result.seats.reduce((t, s) => t + (s?.stack ?? 0), 0)).toBe(35_000);
    expect(result.prizes.reduce((a, b) => a + b, 0)).toBe(140);
    const text = lines.join('\n');
    // the level in force matches the table time: at least three levels were reached
    const levels = [...text.matchAll(/\*\*\* Level (\d+)/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    expect(Math.max(...levels)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...levels)).toBeLessThanOrEqual(Math.floor(result.minutes / 20) + 1);
    expect(text).toContain('the big-blind ante');
    expect(homeLevels[2]!.ante).toBe(homeLevels[2]!.big);
  });
});
