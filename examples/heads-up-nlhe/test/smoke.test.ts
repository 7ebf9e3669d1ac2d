import { describe, expect, it } from 'vitest';
import { playHeadsUp } from '../src/main.js';

describe('example: heads-up-nlhe', () => {
  it('R14 plays a heads-up match to the end: the button posts the small blind', () => {
    const lines: string[] = [];
    const result = playHeadsUp({ print: (l) => lines.push(l) });
    expect(result.stoppedBy).toBe('finished');
    expect(result.seats.reduce((t, s) => t + (s?.stack ?? 0), 0)).toBe(4000);
    const text = lines.join('\n');
    expect(text).toContain('wins the match');
    // in every hand the player with the button posts the small blind
    const hands = text.split('\nHand #').slice(1);
    for (const hand of hands.slice(0, 20)) {
      const button = /^\d+: (\w+) has the button/.exec(hand)![1];
      expect(hand).toContain(`${button} posts the small blind`);
    }
  });
});
