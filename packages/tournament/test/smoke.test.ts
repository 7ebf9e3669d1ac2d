import { describe, expect, it } from 'vitest';
import { simulateTournament } from '../src/index.js';

describe('smoke', () => {
  it('plays 30 players', () => {
    let hands = 0;
    const r = simulateTournament({ players: 30, seed: 3, onHand: (e, t) => {
      hands++;
      const c = t.context;
      expect(t.chipsInPlay()).toBe(c.chipsAdded + c.rounding);
    } });
    console.log(JSON.stringify([r.hands, r.standings.slice(0, 6), r.tournament.log.filter((l) => l.type !== 'registered')]));
    expect(r.standings.reduce((t, s) => t + s.prize, 0)).toBe(r.prizePool);
  });
});
