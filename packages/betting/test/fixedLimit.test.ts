import { describe, expect, it } from 'vitest';
import {
  applyAction, BettingConfigError, compileForcedBets, describeStructure, fixedLimit, IllegalActionError, legalActions, nextRound,
  type BettingState, type BettingStructure, type PlayerAction,
} from '../src/index.js';
import { deal, play } from './helpers.js';

const fl = fixedLimit({ smallBet: 20 });

function flopOf(structure: BettingStructure, start: BettingState): BettingState {
  let s = start;
  while (s.status === 'betting') s = play(s, structure, legalActions(s, structure)!.check ? 'x' : 'c');
  return nextRound(s, structure);
}

function codeOf(s: BettingState, structure: BettingStructure, a: PlayerAction): string {
  try {
    applyAction(s, structure, a);
  } catch (e) {
    return (e as IllegalActionError).code;
  }
  return 'accepted';
}

/** Raises by the minimum until the structure refuses; returns how many raises were made. */
function raiseUntilRefused(structure: BettingStructure, start: BettingState): { raises: number; s: BettingState } {
  let s = start;
  let raises = 0;
  for (;;) {
    const la = legalActions(s, structure);
    if (la === null || la.raiseTo === null) return { raises, s };
    s = applyAction(s, structure, { type: s.currentBet === 0 ? 'bet' : 'raise', to: la.raiseTo.min });
    raises++;
    if (raises > 50) return { raises, s };
  }
}

describe('Fixed Limit (R90-R97)', () => {
  it('R90 bigBet defaults to 2 x smallBet; blinds default to SB = floor(smallBet/2), BB = smallBet; bad options rejected', () => {
    expect(fixedLimit({ smallBet: 15 }).options).toEqual({ smallBet: 15, bigBet: 30, maxRaises: 3, headsUpCap: 'uncap-when-two-remain' });
    expect(fixedLimit({ smallBet: 15 }).defaultBlinds()).toEqual({ small: 7, big: 15 });
    expect(describeStructure(fl)).toEqual({ id: 'fixed-limit', name: 'Fixed Limit', options: fl.options });
    expect(JSON.parse(JSON.stringify(describeStructure(fl)))).toEqual(describeStructure(fl));
    expect(() => fixedLimit({ smallBet: 0 })).toThrow(BettingConfigError);
    expect(() => fixedLimit({ smallBet: 10.5 })).toThrow(/smallBet/);
    expect(() => fixedLimit({ smallBet: 10, headsUpCap: 'never' })).toThrow(/headsUpCap/);
    expect(() => fixedLimit({ smallBet: 10, maxRaises: -1 })).toThrow(/maxRaises/);
  });

  it('R91 the unit is the small bet pre-flop and on the flop, the big bet on the turn and river', () => {
    let s = deal(fl, [1000, 1000, 1000]);
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 40, max: 40 });
    s = flopOf(fl, s);
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 20, max: 20 });
    s = flopOf(fl, s);
    expect(s.street).toBe(2);
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 40, max: 40 });
    s = flopOf(fl, s);
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 40, max: 40 });
    const custom = fixedLimit({ smallBet: 20, bigBet: 50 });
    const t = flopOf(custom, flopOf(custom, deal(custom, [1000, 1000, 1000])));
    expect(legalActions(t, custom)!.raiseTo).toEqual({ min: 50, max: 50 });
  });

  it('R92 level and count: pre-flop the BB is the bet; later rounds start at 0; no straddle', () => {
    const s = deal(fl, [1000, 1000, 1000]);
    expect([s.fullLevel, s.raiseCount, s.capped]).toEqual([20, 1, false]);
    const f = flopOf(fl, s);
    expect([f.fullLevel, f.raiseCount, f.capped]).toEqual([0, 0, false]);
    expect(() => compileForcedBets({ stacks: [1000, 1000, 1000, 1000], button: 0, structure: fl, straddle: 40 })).toThrow(/R27/);
  });

  describe('R93 raise cap', () => {
    it('R93 maxRaises 3: a bet and three raises (the BB is the pre-flop bet); maxRaises 4 allows one more', () => {
      const pre = raiseUntilRefused(fl, deal(fl, [1000, 1000, 1000, 1000]));
      expect(pre.raises).toBe(3);
      expect(pre.s.currentBet).toBe(80);
      expect(pre.s.capped).toBe(true);
      expect(codeOf(pre.s, fl, { type: 'raise', to: 100 })).toBe('CAPPED');
      const post = raiseUntilRefused(fl, flopOf(fl, deal(fl, [1000, 1000, 1000, 1000])));
      expect(post.raises).toBe(4);
      expect(post.s.currentBet).toBe(80);
      const wsop = fixedLimit({ smallBet: 20, maxRaises: 4 });
      expect(raiseUntilRefused(wsop, deal(wsop, [1000, 1000, 1000, 1000])).raises).toBe(4);
    });

    it('R93 uncap-when-two-remain (default): unlimited heads-up or once only two are left before the cap; a fold after the cap does not lift it', () => {
      expect(raiseUntilRefused(fl, deal(fl, [1000, 1000])).raises).toBeGreaterThan(10);
      const twoLeft = play(deal(fl, [1000, 1000, 1000]), fl, 'f');
      expect(raiseUntilRefused(fl, twoLeft).raises).toBeGreaterThan(10);
      let s = play(deal(fl, [1000, 1000, 1000]), fl, 'r40 r60 r80');
      expect(s.capped).toBe(true);
      s = play(s, fl, 'f');
      expect(legalActions(s, fl)!.raiseTo).toBeNull();
    });

    it('R93 uncap-if-round-starts-heads-up: unlimited only if the round began with two players', () => {
      const wsop = fixedLimit({ smallBet: 20, headsUpCap: 'uncap-if-round-starts-heads-up' });
      expect(raiseUntilRefused(wsop, deal(wsop, [1000, 1000])).raises).toBeGreaterThan(10);
      const twoLeft = play(deal(wsop, [1000, 1000, 1000]), wsop, 'f');
      expect(raiseUntilRefused(wsop, twoLeft).raises).toBe(3);
      // the next round starts heads-up: unlimited there
      const flop = flopOf(wsop, play(deal(wsop, [1000, 1000, 1000]), wsop, 'f c x'));
      expect(flop.roundStartedHeadsUp).toBe(true);
      expect(raiseUntilRefused(wsop, flop).raises).toBeGreaterThan(10);
    });

    it('R93 always-capped: capped even heads-up', () => {
      const tda = fixedLimit({ smallBet: 20, headsUpCap: 'always-capped' });
      expect(raiseUntilRefused(tda, deal(tda, [1000, 1000])).raises).toBe(3);
    });
  });

  it('R94 a bet or raise goes to exactly fullLevel + unit; short of it, only all-in', () => {
    const s = deal(fl, [1000, 1000, 1000]);
    expect(codeOf(s, fl, { type: 'raise', to: 30 })).toBe('BELOW_MINIMUM');
    expect(codeOf(s, fl, { type: 'raise', to: 60 })).toBe('ABOVE_MAXIMUM');
    expect(codeOf(s, fl, { type: 'raise', to: 40 })).toBe('accepted');
    const short = deal(fl, [35, 1000, 1000]);
    expect(legalActions(short, fl)!.raiseTo).toEqual({ min: 35, max: 35 });
    expect(codeOf(short, fl, { type: 'all-in' })).toBe('accepted');
  });

  it('R95 half-bet rule: a player who acted may raise again only if raised by at least half a unit since', () => {
    // flop on a 20 round: A (seat 1) bets 20, B (seat 2) all-in 25, C (seat 3) all-in 30: A faces 10 = half a bet
    const s = play(flopOf(fl, deal(fl, [1000, 1000, 45, 50])), fl, 'b20 a a c');
    expect(s.toAct).toBe(1);
    expect(legalActions(s, fl)!.raiseTo).toEqual({ min: 50, max: 50 });
    const less = play(flopOf(fl, deal(fl, [1000, 1000, 1000, 44])), fl, 'b20 c a c'); // seat 3 all-in 24: A faces only 4
    expect(less.toAct).toBe(1);
    expect(legalActions(less, fl)!.raiseTo).toBeNull();
  });

  it('R96 examples on a 20-chip round', () => {
    // all-in opening bet of 15: counts as a bet, next raise to 35
    const a = play(flopOf(fl, deal(fl, [1000, 35, 1000, 1000])), fl, 'a');
    expect(a.fullLevel).toBe(15);
    expect(legalActions(a, fl)).toEqual({ seat: 2, fold: true, check: false, call: 15, raiseTo: { min: 35, max: 35 }, bringIn: null, discard: null, runIt: null });
    // all-in opening bet of 5: the next player may call 5 or complete to 20
    const b = play(flopOf(fl, deal(fl, [1000, 25, 1000, 1000])), fl, 'a');
    expect(legalActions(b, fl)).toEqual({ seat: 2, fold: true, check: false, call: 5, raiseTo: { min: 20, max: 20 }, bringIn: null, discard: null, runIt: null });
    expect(play(b, fl, 'r20').raiseCount).toBe(1);
    // A bets 20, B all-in 25: C may call 25 or raise to 40, A (already acted) may only call 5 more
    let c = play(flopOf(fl, deal(fl, [1000, 1000, 45, 1000])), fl, 'b20 a');
    expect(legalActions(c, fl)).toEqual({ seat: 3, fold: true, check: false, call: 25, raiseTo: { min: 40, max: 40 }, bringIn: null, discard: null, runIt: null });
    c = play(c, fl, 'c c');
    expect(legalActions(c, fl)).toEqual({ seat: 1, fold: true, check: false, call: 5, raiseTo: null, bringIn: null, discard: null, runIt: null });
    // A bets 20, B all-in 30: a raise; next raise to 50, and A may re-raise
    let d = play(flopOf(fl, deal(fl, [1000, 1000, 50, 1000])), fl, 'b20 a');
    expect(d.raiseCount).toBe(2);
    expect(legalActions(d, fl)!.raiseTo).toEqual({ min: 50, max: 50 });
    d = play(d, fl, 'c c');
    expect(legalActions(d, fl)!.raiseTo).toEqual({ min: 50, max: 50 });
  });

  it('R97 with a short BB pre-flop, fullLevel and currentBet are still the nominal BB', () => {
    const s = deal(fl, [1000, 1000, 12, 1000]);
    expect([s.currentBet, s.fullLevel]).toEqual([20, 20]);
    expect(legalActions(s, fl)).toEqual({ seat: 3, fold: true, check: false, call: 20, raiseTo: { min: 40, max: 40 }, bringIn: null, discard: null, runIt: null });
  });
});
