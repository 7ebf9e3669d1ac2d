import { afterEach, describe, expect, it, vi } from 'vitest';
import { atTurnEnd } from '../src/atTurnEnd.js';

afterEach(() => vi.restoreAllMocks());

describe('atTurnEnd: the work of a turn of the event loop at its end', () => {
  it('runs the work in order at the end of the turn, in one tick for all of it', async () => {
    // process.nextTick counted around the synchronous calls only (other code of the process uses it too)
    const nextTick = process.nextTick;
    let ticks = 0;
    process.nextTick = ((...args: Parameters<typeof nextTick>) => {
      ticks++;
      return nextTick(...args);
    }) as typeof nextTick;
    const ran: number[] = [];
    try {
      for (let i = 0; i < 5; i++) atTurnEnd(() => ran.push(i));
      expect(ticks).toBe(1);
      expect(ran).toEqual([]);
      await new Promise((r) => setImmediate(r));
      expect(ran).toEqual([0, 1, 2, 3, 4]);
    } finally {
      process.nextTick = nextTick;
    }
    // the next turn's work runs at its end
    atTurnEnd(() => ran.push(5));
    atTurnEnd(() => ran.push(6));
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    await new Promise((r) => setImmediate(r));
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('work queued while the work runs goes at the end of that turn too', async () => {
    const ran: string[] = [];
    atTurnEnd(() => {
      ran.push('a');
      atTurnEnd(() => ran.push('c'));
    });
    atTurnEnd(() => ran.push('b'));
    await new Promise((r) => setImmediate(r));
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('one piece of work that throws does not stop the others, and its error is thrown after them', () => {
    let run: (() => void) | undefined;
    vi.spyOn(process, 'nextTick').mockImplementation(((fn: () => void) => { run = fn; }) as typeof process.nextTick);
    const ran: number[] = [];
    atTurnEnd(() => ran.push(1));
    atTurnEnd(() => { throw new Error('first'); });
    atTurnEnd(() => { throw new Error('second'); });
    atTurnEnd(() => ran.push(2));
    expect(run).toBeDefined();
    expect(() => run!()).toThrow('first');
    expect(ran).toEqual([1, 2]);
  });
});
