import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction, BettingConfigError, fixedLimit, IllegalActionError, legalActions, nextRound, setOpener, startBetting,
  type BettingState, type PlayerAction,
} from '../src/index.js';

const fl = fixedLimit({ smallBet: 200, bigBet: 400 });

/** A stud hand's first round: antes of 50 from every seat, no blinds; seat `opener` owes a bring-in of 50. */
function thirdStreet(stacks: number[], opener: number, options: { mayComplete?: boolean } = {}): BettingState {
  const n = stacks.length;
  const s = startBetting({
    stacks, button: n - 1, structure: fl,
    forcedBets: { antes: stacks.map((x) => Math.min(x, 50)), blinds: new Array<number>(n).fill(0) },
    streetCount: 5,
  });
  return setOpener(s, opener, { bringIn: 50, ...options });
}

function codeOf(s: BettingState, a: PlayerAction): string {
  try {
    applyAction(s, fl, a);
  } catch (e) {
    return (e as IllegalActionError).code;
  }
  return 'accepted';
}

describe('bring-in and completion (R201, R202)', () => {
  it('R201 the bring-in seat acts first and may only post the bring-in or complete', () => {
    const s = thirdStreet([2000, 2000, 2000, 2000], 2);
    expect(s.toAct).toBe(2);
    expect(legalActions(s, fl)).toEqual({ seat: 2, fold: false, check: false, call: null, raiseTo: { min: 200, max: 200 }, bringIn: 50, discard: null, runIt: null });
    expect(codeOf(s, { type: 'fold' })).toBe('BRING_IN_DUE');
    expect(codeOf(s, { type: 'check' })).toBe('BRING_IN_DUE');
    expect(codeOf(s, { type: 'bet', to: 400 })).toBe('ABOVE_MAXIMUM');
    expect(codeOf(s, { type: 'discard', cards: [] })).toBe('NO_DRAW');
    expect(codeOf(s, { type: 'bring-in' })).toBe('accepted');
    expect(codeOf(s, { type: 'bet', to: 200 })).toBe('accepted');
  });

  it('R201 under bringInMay bring-in-only the seat cannot complete', () => {
    const s = thirdStreet([2000, 2000, 2000], 0, { mayComplete: false });
    expect(legalActions(s, fl)).toMatchObject({ seat: 0, raiseTo: null, bringIn: 50 });
    expect(codeOf(s, { type: 'bet', to: 200 })).toBe('BRING_IN_ONLY');
  });

  it('R201 only the seat that owes it posts a bring-in', () => {
    let s = thirdStreet([2000, 2000, 2000], 0);
    s = applyAction(s, fl, { type: 'bring-in' });
    expect(s.pendingBringIn).toBeNull();
    expect(legalActions(s, fl)!.bringIn).toBeNull();
    expect(codeOf(s, { type: 'bring-in' })).toBe('NO_BRING_IN');
  });

  it('R202 after the bring-in: call it, complete to the small bet, or fold; the completion is the first bet toward the cap', () => {
    let s = thirdStreet([5000, 5000, 5000, 5000, 5000], 1);
    s = applyAction(s, fl, { type: 'bring-in' });
    expect(s.committed[1]).toBe(50);
    expect(s.currentBet).toBe(50);
    expect(s.toAct).toBe(2);
    expect(legalActions(s, fl)).toEqual({ seat: 2, fold: true, check: false, call: 50, raiseTo: { min: 200, max: 200 }, bringIn: null, discard: null, runIt: null });
    s = applyAction(s, fl, { type: 'raise', to: 200 }); // the completion
    expect(s.raiseCount).toBe(1);
    // then raises of a small bet each: bet + 3 raises (R93), the completion being the bet
    s = applyAction(s, fl, { type: 'raise', to: 400 });
    s = applyAction(s, fl, { type: 'raise', to: 600 });
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 800, max: 800 });
    s = applyAction(s, fl, { type: 'raise', to: 800 });
    expect(s.capped).toBe(true);
    expect(legalActions(s, fl)!.raiseTo).toBeNull();
    expect(codeOf(s, { type: 'raise', to: 1000 })).toBe('CAPPED');
  });

  it('R202 the bring-in has no option: when everyone calls it, the round ends', () => {
    let s = thirdStreet([2000, 2000, 2000], 1);
    s = applyAction(s, fl, { type: 'bring-in' });
    s = applyAction(s, fl, { type: 'call' });
    s = applyAction(s, fl, { type: 'call' });
    expect(s.status).toBe('street-complete');
    expect(s.collected).toBe(3 * 50 + 3 * 50);
  });

  it('R202 a completed bring-in seat can re-raise the completion', () => {
    let s = thirdStreet([2000, 2000, 2000], 1);
    s = applyAction(s, fl, { type: 'bring-in' });
    s = applyAction(s, fl, { type: 'raise', to: 200 });
    s = applyAction(s, fl, { type: 'fold' });
    expect(s.toAct).toBe(1);
    expect(legalActions(s, fl)).toMatchObject({ call: 150, raiseTo: { min: 400, max: 400 } });
  });

  it('R201 a bring-in seat all-in from the ante passes the bring-in on clockwise; a short stack posts what it has', () => {
    const s = thirdStreet([50, 2000, 80, 2000], 0);
    expect(s.toAct).toBe(1);
    expect(s.pendingBringIn).toEqual({ seat: 1, amount: 50, mayComplete: true });
    const short = thirdStreet([2000, 2000, 80, 2000], 2);
    expect(legalActions(short, fl)!.bringIn).toBe(30);
    const after = applyAction(short, fl, { type: 'bring-in' });
    expect(after.allIn[2]).toBe(true);
    expect(after.currentBet).toBe(30);
  });

  it('R203 later rounds: setOpener starts the round at the best exposed hand, skipping all-in seats', () => {
    let s = thirdStreet([2000, 2000, 2000, 2000], 0);
    for (const a of ['bring-in', 'call', 'call', 'call'] as const) s = applyAction(s, fl, { type: a });
    s = nextRound(s, fl);
    expect(s.toAct).toBe(0);
    const opened = setOpener(s, 2);
    expect(opened.toAct).toBe(2);
    expect(legalActions(opened, fl)).toMatchObject({ seat: 2, check: true, bringIn: null });
    expect(() => setOpener(applyAction(opened, fl, { type: 'check' }), 1)).toThrow(BettingConfigError);
    expect(() => setOpener(s, 9)).toThrow(/opener must be a seat/);
    expect(() => setOpener(s, 1, { bringIn: 0 })).toThrow(/bring-in must be/);
  });

  it('R0.5 chips are conserved through random third streets with a bring-in', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 30, max: 3000 }), { minLength: 2, maxLength: 8 }), fc.nat(), fc.array(fc.nat(), { maxLength: 60 }), (stacks, o, picks) => {
      let s = thirdStreet(stacks, o % stacks.length);
      const total = stacks.reduce((a, b) => a + b, 0);
      for (const pick of picks) {
        const la = legalActions(s, fl);
        if (la === null) break;
        const options: PlayerAction[] = [];
        if (la.bringIn !== null) options.push({ type: 'bring-in' });
        if (la.fold) options.push({ type: 'fold' });
        if (la.check) options.push({ type: 'check' });
        if (la.call !== null) options.push({ type: 'call' });
        if (la.raiseTo !== null) options.push({ type: s.currentBet === 0 ? 'bet' : 'raise', to: la.raiseTo.min });
        s = applyAction(s, fl, options[pick % options.length]!);
        const inPlay = s.stacks.reduce((a, b) => a + b, 0) + s.collected + s.committed.reduce((a, b) => a + b, 0);
        expect(inPlay).toBe(total);
      }
    }));
  });
});
