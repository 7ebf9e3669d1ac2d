import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindLevels, blindSeats, eliminations, levelAt, nextButton, splitPrizePool } from '../src/index.js';

describe('button and blinds', () => {
  it('R12 the button moves to the next dealt-in seat', () => {
    expect(nextButton(0, [true, true, true, true])).toBe(1);
    expect(nextButton(3, [true, true, true, true])).toBe(0);
  });
  it('R12 the button skips empty seats, busted players and players sitting out', () => {
    // seat 1 empty, seat 2 busted, seat 3 sitting out
    expect(nextButton(0, [true, false, false, false, true, true])).toBe(4);
    expect(nextButton(5, [false, true, false, true, false, true])).toBe(1);
  });
  it('R12 property: the new button is dealt in and no dealt-in seat lies strictly between old and new', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }), fc.nat(), (dealtIn, b) => {
      const last = b % dealtIn.length;
      const next = nextButton(last, dealtIn);
      if (!dealtIn.some(Boolean)) return next === null;
      if (next === null || !dealtIn[next]) return false;
      for (let s = (last + 1) % dealtIn.length; s !== next; s = (s + 1) % dealtIn.length) if (dealtIn[s]) return false;
      return true;
    }));
  });
  it('R13 blinds are the first two dealt-in seats left of the button', () => {
    expect(blindSeats(0, [true, false, true, true, true])).toEqual({ small: 2, big: 3 });
    expect(blindSeats(4, [true, false, true, true, true])).toEqual({ small: 0, big: 2 });
  });
  it('R14 heads-up the button posts the small blind', () => {
    expect(blindSeats(3, [false, true, false, true])).toEqual({ small: 3, big: 1 });
    expect(blindSeats(1, [false, true, false, true])).toEqual({ small: 1, big: 3 });
  });
  it('R14 heads-up transition: the last big blind does not post the big blind twice in a row (TDA 34-B)', () => {
    // three players, button 0, SB 1, BB 2; the button busts: moving button gives seat 1 the button and 2 the BB again
    const dealtIn = [false, true, true];
    expect(nextButton(0, dealtIn)).toBe(1);
    expect(nextButton(0, dealtIn, 2)).toBe(2);
    expect(blindSeats(2, dealtIn)).toEqual({ small: 2, big: 1 });
    // when the small blind busts, the moving button already does the right thing
    expect(nextButton(0, [true, false, true], 2)).toBe(2);
  });
});

describe('blind schedule', () => {
  const schedule = { levels: [{ small: 10, big: 20 }, { small: 15, big: 30 }, { small: 25, big: 50, ante: 50 }], every: { hands: 10 } };
  it('levels change every N hands and stay at the last level', () => {
    expect(levelAt(schedule, { handsPlayed: 0, elapsedMs: 0 }).level.big).toBe(20);
    expect(levelAt(schedule, { handsPlayed: 9, elapsedMs: 0 }).index).toBe(0);
    expect(levelAt(schedule, { handsPlayed: 10, elapsedMs: 0 }).index).toBe(1);
    expect(levelAt(schedule, { handsPlayed: 500, elapsedMs: 0 }).level).toEqual({ small: 25, big: 50, ante: 50 });
  });
  it('levels change by time with minutes', () => {
    const timed = { ...schedule, every: { minutes: 20 } };
    expect(levelAt(timed, { handsPlayed: 99, elapsedMs: 19 * 60_000 }).index).toBe(0);
    expect(levelAt(timed, { handsPlayed: 0, elapsedMs: 20 * 60_000 }).index).toBe(1);
  });
  it('blindLevels rises strictly, small blind half the big, R25 big-blind ante from level 2', () => {
    const levels = blindLevels({ big: 50, count: 12, bigBlindAnte: true });
    for (let i = 1; i < levels.length; i++) expect(levels[i]!.big).toBeGreaterThan(levels[i - 1]!.big);
    expect(levels[0]).toEqual({ small: 25, big: 50 });
    expect(levels[1]!.ante).toBe(levels[1]!.big);
  });
});

describe('tournament bookkeeping', () => {
  it('eliminations: the bigger starting stack finishes higher when two bust in one hand', () => {
    expect(eliminations([100, 500, 300, 0], [900, 0, 0, 0], 3)).toEqual([{ seat: 2, place: 3 }, { seat: 1, place: 2 }]);
  });
  it('splitPrizePool never loses a chip', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 9 }), (pool, pct) =>
      splitPrizePool(pool, pct).reduce((a, b) => a + b, 0) === pool));
    expect(splitPrizePool(1000, [50, 30, 20])).toEqual([500, 300, 200]);
  });
});
