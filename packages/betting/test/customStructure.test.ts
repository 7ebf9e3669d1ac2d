import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, describeStructure, legalActions, nextRound, noLimit, type BettingStructure } from '../src/index.js';
import { chipsConserved, deal, play } from './helpers.js';

// --- guide: spread limit (docs/guides/betting-structures.md shows this block verbatim) ---
/** Spread limit: every bet or raise adds between `low` and `high` chips (and at least the last full raise). */
function spreadLimit(low: number, high: number): BettingStructure {
  return {
    ...noLimit(), // No Limit's raising rights (R74), full-raise test (R73) and straddle permission
    id: 'spread-limit',
    name: `Spread Limit ${low}-${high}`,
    options: { low, high },
    raiseBounds: (state, seat) => ({
      min: state.currentBet + Math.min(high, Math.max(low, state.lastFullRaise)),
      max: Math.min(state.currentBet + high, state.committed[seat]! + state.stacks[seat]!),
    }),
  };
}
// --- end of guide block ---

describe('a structure written outside the package (guide: betting-structures.md)', () => {
  const spread = spreadLimit(2, 6);

  it('R63 R72 spread limit bounds: increments between low and high, never below the last full raise', () => {
    let s = deal(spread, [500, 500, 500, 500], { blinds: { small: 1, big: 2 } });
    expect(legalActions(s, spread)!.raiseTo).toEqual({ min: 4, max: 8 });
    s = play(s, spread, 'r8'); // +6
    expect(legalActions(s, spread)!.raiseTo).toEqual({ min: 14, max: 14 });
    expect(() => applyAction(s, spread, { type: 'raise', to: 20 })).toThrow(/above the maximum 14/);
    s = play(s, spread, 'c c c');
    expect(s.status).toBe('street-complete');
    s = nextRound(s, spread);
    expect(legalActions(s, spread)!.raiseTo).toEqual({ min: 2, max: 6 });
    s = play(s, spread, 'b5');
    expect(legalActions(s, spread)!.raiseTo).toEqual({ min: 10, max: 11 }); // at least the last full raise (5), at most +6
    expect(() => applyAction(s, spread, { type: 'raise', to: 8 })).toThrow(/below the minimum 10/);
    s = play(s, spread, 'r11');
    expect(s.lastFullRaise).toBe(6);
    expect(chipsConserved(s)).toBe(true);
  });

  it('R74 R106 the common model still handles turns, rights, all-ins and uncalled chips', () => {
    let s = deal(spread, [500, 500, 500, 7], { blinds: { small: 1, big: 2 } });
    s = play(s, spread, 'a'); // seat 3 all-in for 7: +5
    expect(s.currentBet).toBe(7);
    s = play(s, spread, 'r13 f f'); // seat 0 raises 6 more; blinds fold
    expect(s.status).toBe('run-out');
    expect(s.returned[0]).toBe(6);
    expect(describeStructure(spread)).toEqual({ id: 'spread-limit', name: 'Spread Limit 2-6', options: { low: 2, high: 6 } });
  });

  it('the guide shows exactly this code', () => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    const block = here.split('// --- guide: spread limit')[1]!.split('\n').slice(1).join('\n').split('// --- end of guide block ---')[0]!.trim();
    const guide = readFileSync(new URL('../../../docs/guides/betting-structures.md', import.meta.url), 'utf8');
    expect(guide).toContain(block);
  });
});
