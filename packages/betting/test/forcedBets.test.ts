import { describe, expect, it } from 'vitest';
import {
  BettingConfigError, compileForcedBets, fixedLimit, legalActions, nextRound, noLimit, potLimit, seatPositions, startBetting, toCall,
} from '../src/index.js';
import { chipsConserved, deal, play } from './helpers.js';

const nl = noLimit();

describe('positions (R10-R14)', () => {
  it('R10 R11 seats not dealt in (stack 0) are skipped for every position', () => {
    const p = seatPositions([1000, 0, 1000, 0, 1000, 1000], 0);
    expect(p.order).toEqual([2, 4, 5, 0]);
    expect(p.smallBlind).toBe(2);
    expect(p.bigBlind).toBe(4);
    expect(p.underTheGun).toBe(5);
    const s = deal(nl, [1000, 0, 1000, 0, 1000, 1000]);
    expect(s.dealtIn).toEqual([true, false, true, false, true, true]);
    expect(s.posted.blinds).toEqual([0, 0, 50, 0, 100, 0]);
    expect(s.toAct).toBe(5);
  });

  it('R11 a blind owed by a seat that is not dealt in is rejected', () => {
    expect(() => startBetting({ stacks: [100, 0, 100], button: 0, structure: nl,
      forcedBets: { antes: [0, 0, 0], blinds: [0, 1, 2] } })).toThrow(BettingConfigError);
  });

  it('R36 dealing order starts with the first dealt-in seat left of the button; heads-up the BB gets the first card', () => {
    expect(seatPositions([1, 1, 0, 1, 1], 3).order).toEqual([4, 0, 1, 3]);
    const hu = seatPositions([1, 0, 1], 2);
    expect(hu.order).toEqual([0, 2]);
    expect(hu.order[0]).toBe(hu.bigBlind);
  });

  it('R12 the button must be a dealt-in seat', () => {
    expect(() => seatPositions([1000, 0, 1000], 1)).toThrow(/R12/);
    try { seatPositions([1000, 0, 1000], 1); } catch (e) { expect((e as BettingConfigError).code).toBe('BAD_BUTTON'); }
  });

  it('R13 with 3+ players SB, BB and UTG follow the button clockwise (wrapping)', () => {
    const p = seatPositions([1, 1, 1, 1, 1], 3);
    expect([p.smallBlind, p.bigBlind, p.underTheGun]).toEqual([4, 0, 1]);
    const three = seatPositions([1, 1, 1], 2);
    expect([three.smallBlind, three.bigBlind, three.underTheGun]).toEqual([0, 1, 2]);
  });

  it('R14 heads-up the button posts the small blind and the other player the big blind', () => {
    const p = seatPositions([0, 500, 0, 500], 3);
    expect(p.smallBlind).toBe(3);
    expect(p.bigBlind).toBe(1);
    const s = deal(nl, [0, 500, 0, 500], { button: 3 });
    expect(s.posted.blinds).toEqual([0, 100, 0, 50]);
  });
});

describe('forced bets (R20-R28)', () => {
  it('R20 posting is not acting and blinds are live, antes are not in committed', () => {
    const s = deal(nl, [1000, 1000, 1000, 1000], { ante: { amount: 10, mode: 'each' } });
    expect(s.hasActed).toEqual([false, false, false, false]);
    expect(s.committed).toEqual([0, 50, 100, 0]);
    expect(s.contributed).toEqual([10, 60, 110, 10]);
    expect(s.stacks).toEqual([990, 940, 890, 990]);
    expect(s.lastAggressor).toBeNull();
    expect(chipsConserved(s)).toBe(true);
    // the BB's blind counts toward its call: after limps it owes nothing (live blind)
    const t = play(s, nl, 'c c c');
    expect(t.toAct).toBe(2);
    expect(legalActions(t, nl)!.check).toBe(true);
  });

  it('R0.4 rule options: defaults, only betting options kept in the state, bad values rejected', () => {
    const s = startBetting({ stacks: [100, 100], button: 0, structure: nl, forcedBets: { antes: [0, 0], blinds: [1, 2] },
      rules: { allowOpenFold: true, autoMuck: true } as never });
    expect(s.rules).toEqual({ allowOpenFold: true, bbAnteOrder: 'blind-first', straddleMinRaise: 'double-straddle' });
    expect(() => startBetting({ stacks: [100, 100], button: 0, structure: nl, forcedBets: { antes: [0, 0], blinds: [1, 2] },
      rules: { bbAnteOrder: 'ante-last' as never } })).toThrow(/bbAnteOrder/);
  });

  it('R21 SB posts smallBlind, BB posts bigBlind; FL defaults to SB = floor(smallBet/2), BB = smallBet', () => {
    const s = deal(nl, [1000, 1000, 1000], { blinds: { small: 25, big: 50 } });
    expect(s.posted.blinds).toEqual([0, 25, 50]);
    const fl = fixedLimit({ smallBet: 15 });
    const f = deal(fl, [1000, 1000, 1000]);
    expect(f.posted.blinds).toEqual([0, 7, 15]);
  });

  it('R22 a short big blind is all-in but the nominal big blind is still the bet to call and the min raise is unchanged', () => {
    const s = deal(nl, [1000, 1000, 60, 1000]);
    expect(s.allIn[2]).toBe(true);
    expect(s.posted.blinds[2]).toBe(60);
    expect(s.currentBet).toBe(100);
    expect(toCall(s, 3)).toBe(100);
    expect(legalActions(s, nl)).toEqual({ seat: 3, fold: true, check: false, call: 100, raiseTo: { min: 200, max: 1000 }, bringIn: null, discard: null, runIt: null });
    // UTG calls 100, button and SB fold: the 40 above the short BB is returned (R106)
    const t = play(s, nl, 'c f f');
    expect(t.returned[3]).toBe(40);
    expect(t.contributed).toEqual([0, 50, 60, 60]);
    expect(chipsConserved(t)).toBe(true);
  });

  it('R22 a short small blind posts what it has and is all-in', () => {
    const s = deal(nl, [1000, 30, 1000]);
    expect(s.posted.blinds).toEqual([0, 30, 100]);
    expect(s.allIn[1]).toBe(true);
    expect(s.potAdjustment).toBe(20);
  });

  it('R23 ante modes: each = every dealt-in seat, big-blind = the BB seat only, as dead money', () => {
    const each = compileForcedBets({ stacks: [100, 0, 100, 100], button: 0, structure: nl, blinds: { small: 1, big: 2 }, ante: { amount: 1, mode: 'each' } });
    expect(each.antes).toEqual([1, 0, 1, 1]);
    expect(each.anteDead ?? false).toBe(false);
    const bba = compileForcedBets({ stacks: [100, 0, 100, 100], button: 0, structure: nl, blinds: { small: 1, big: 2 }, ante: { amount: 2, mode: 'big-blind' } });
    expect(bba.antes).toEqual([0, 0, 0, 2]);
    expect(bba.anteDead).toBe(true);
  });

  it('R24 uniform antes are live contributions; a short stack pays the ante before the blind', () => {
    const s = deal(nl, [1000, 30, 1000, 5], { ante: { amount: 10, mode: 'each' } });
    // seat 1 (SB) has 30: ante 10 first, then 20 of its blind; seat 3 has 5: all of it into the ante
    expect(s.posted.antes).toEqual([10, 10, 10, 5]);
    expect(s.posted.blinds).toEqual([0, 20, 100, 0]);
    expect(s.contributed).toEqual([10, 30, 110, 5]);
    expect(s.allIn).toEqual([false, true, false, true]);
    expect(s.dead).toBe(0);
    expect(s.collected).toBe(35);
    expect(chipsConserved(s)).toBe(true);
    // seat 3 is all-in from the ante: the button is first to act (R46, R100)
    expect(s.toAct).toBe(0);
  });

  it('R25 big-blind ante is dead money posted by the BB; blind-first by default, ante-first as an option', () => {
    const s = deal(nl, [1000, 1000, 1000, 1000], { ante: { amount: 100, mode: 'big-blind' } });
    expect(s.dead).toBe(100);
    expect(s.posted.antes).toEqual([0, 0, 100, 0]);
    expect(s.contributed).toEqual([0, 50, 100, 0]);
    expect(s.currentBet).toBe(100);
    const blindFirst = deal(nl, [1000, 1000, 150, 1000], { ante: { amount: 100, mode: 'big-blind' } });
    expect(blindFirst.posted.blinds[2]).toBe(100);
    expect(blindFirst.posted.antes[2]).toBe(50);
    expect(blindFirst.dead).toBe(50);
    const anteFirst = deal(nl, [1000, 1000, 150, 1000], { ante: { amount: 100, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' } });
    expect(anteFirst.posted.antes[2]).toBe(100);
    expect(anteFirst.posted.blinds[2]).toBe(50);
    expect(anteFirst.currentBet).toBe(100); // R22: nominal BB
    // heads-up the BB is the non-button seat
    const hu = deal(nl, [1000, 1000], { button: 0, ante: { amount: 100, mode: 'big-blind' } });
    expect(hu.posted.antes).toEqual([0, 100]);
    expect(chipsConserved(anteFirst) && chipsConserved(blindFirst) && chipsConserved(hu)).toBe(true);
  });

  it('R25 R110 under ante-first, a BB stack that went whole into the ante is live, like a short blind of that amount', () => {
    const s = deal(nl, [1000, 1000, 80, 1000], { ante: { amount: 100, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' } });
    expect(s.posted.antes[2]).toBe(80);
    expect(s.posted.blinds[2]).toBe(0);
    expect(s.dead).toBe(0);
    expect(s.contributed[2]).toBe(80);
    expect(s.committed[2]).toBe(80);
    expect(s.allIn[2]).toBe(true);
    expect(s.currentBet).toBe(100); // R22: the others still owe the nominal BB
    expect(chipsConserved(s)).toBe(true);
    // a partial ante with chips left for the blind stays dead (R25)
    const partial = deal(nl, [1000, 1000, 120, 1000], { ante: { amount: 100, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' } });
    expect(partial.dead).toBe(100);
    expect(partial.contributed[2]).toBe(20);
  });

  it('R26 no ante counts toward currentBet or a call', () => {
    const s = deal(nl, [1000, 1000, 1000, 1000], { ante: { amount: 25, mode: 'each' } });
    expect(s.currentBet).toBe(100);
    expect(toCall(s, 3)).toBe(100);
    expect(toCall(s, 1)).toBe(50);
    const b = deal(nl, [1000, 1000, 1000, 1000], { ante: { amount: 100, mode: 'big-blind' } });
    expect(toCall(b, 3)).toBe(100);
  });

  it('R27 straddle: NL/PL only, 3+ players, UTG only, stack larger than the straddle, at least 2xBB (default 2xBB)', () => {
    const stacks = [1000, 1000, 1000, 1000];
    const s = deal(nl, stacks, { straddle: 200 });
    expect(s.posted.blinds).toEqual([0, 50, 100, 200]);
    const d = compileForcedBets({ stacks, button: 0, structure: potLimit(), blinds: { small: 50, big: 100 }, straddle: true });
    expect(d.blinds).toEqual([0, 50, 100, 200]);
    const bad = (extra: object, structure = nl, st = stacks) => {
      try {
        compileForcedBets({ stacks: st, button: 0, structure, blinds: { small: 50, big: 100 }, ...extra });
      } catch (e) {
        return (e as BettingConfigError).code;
      }
      return 'accepted';
    };
    expect(bad({ straddle: 20 }, fixedLimit({ smallBet: 100 }))).toBe('STRADDLE_NOT_ALLOWED');
    expect(bad({ straddle: 200 }, nl, [1000, 1000])).toBe('STRADDLE_NOT_ALLOWED');
    expect(bad({ straddle: 150 })).toBe('STRADDLE_NOT_ALLOWED');
    expect(bad({ straddle: 200 }, nl, [1000, 1000, 1000, 200])).toBe('STRADDLE_NOT_ALLOWED');
    expect(bad({ straddle: 200 }, nl, [1000, 1000, 1000, 201])).toBe('accepted');
    expect(bad({ straddle: 300 })).toBe('accepted');
    expect(bad({ straddle: 200, ante: { amount: 10, mode: 'each' } }, nl, [1000, 1000, 1000, 210])).toBe('STRADDLE_NOT_ALLOWED');
    expect(bad({ straddle: 200, ante: { amount: 10, mode: 'each' } }, nl, [1000, 1000, 1000, 211])).toBe('accepted');
  });

  it('R28 straddle is a live blind: acts last with the option; min raise double-straddle by default, straddle-plus-bb as an option', () => {
    const stacks = [1000, 1000, 1000, 1000, 1000];
    const s = deal(nl, stacks, { straddle: 200 });
    expect(s.currentBet).toBe(200);
    expect(s.toAct).toBe(4); // left of the straddler (seat 3)
    expect(legalActions(s, nl)!.raiseTo).toEqual({ min: 400, max: 1000 });
    const limped = play(s, nl, 'c c c c');
    expect(limped.toAct).toBe(3);
    const opt = legalActions(limped, nl)!;
    expect(opt.check).toBe(true);
    expect(opt.raiseTo!.min).toBe(400);
    const plus = deal(nl, stacks, { straddle: 200, rules: { straddleMinRaise: 'straddle-plus-bb' } });
    expect(legalActions(plus, nl)!.raiseTo!.min).toBe(300);
    const plus3 = deal(nl, stacks, { straddle: 300, rules: { straddleMinRaise: 'straddle-plus-bb' } });
    expect(legalActions(plus3, nl)!.raiseTo!.min).toBe(500); // LFR max(100, 300-100) = 200
    // after the flop the minimum bet is the original big blind
    const done = play(limped, nl, 'x');
    expect(done.status).toBe('street-complete');
    const flop = nextRound(done, nl);
    expect(flop.toAct).toBe(1);
    expect(legalActions(flop, nl)!.raiseTo!.min).toBe(100);
  });

  it('R20 R28 per-seat forced bets of hand histories: blinds_or_straddles, non-uniform antes, min_bet', () => {
    // PHH-style: seat 0 SB 1, seat 1 BB 2, seat 2 the button
    const a = startBetting({ stacks: [200, 200, 200], button: 2, structure: nl, forcedBets: { antes: [0, 0, 0], blinds: [1, 2, 0] } });
    expect(a.toAct).toBe(2);
    expect(legalActions(a, nl)!.raiseTo!.min).toBe(4);
    // straddle in the blinds array, min_bet = the big blind
    const b = startBetting({ stacks: [5000, 5000, 5000, 5000], button: 3, structure: nl,
      forcedBets: { antes: [0, 0, 0, 0], blinds: [50, 100, 200, 0], minBet: 100 } });
    expect(b.currentBet).toBe(200);
    expect(b.toAct).toBe(3);
    expect(legalActions(b, nl)!.raiseTo!.min).toBe(300);
    // only the BB seat antes (a BB ante expressed per seat, live here) and a min bet above the BB
    const c = startBetting({ stacks: [1000, 1000, 1000], button: 0, structure: nl,
      forcedBets: { antes: [0, 0, 100], blinds: [0, 50, 100], minBet: 200, anteDead: true } });
    expect(c.dead).toBe(100);
    expect(legalActions(c, nl)!.raiseTo!.min).toBe(300); // pre-flop LFR defaults to minBet
    expect(chipsConserved(a) && chipsConserved(b) && chipsConserved(c)).toBe(true);
    // a posted blind that does not decide the opener: seat 3 posts 2 as well, seat 3 still opens
    const d = startBetting({ stacks: [200, 200, 200, 200], button: 0, structure: nl,
      forcedBets: { antes: [0, 0, 0, 0], blinds: [0, 1, 2, 2], minBet: 2, firstToAct: 3 } });
    expect(d.toAct).toBe(3);
    expect(legalActions(d, nl)!.check).toBe(true);
    expect(() => startBetting({ stacks: [200, 0, 200], button: 0, structure: nl,
      forcedBets: { antes: [0, 0, 0], blinds: [0, 0, 2], firstToAct: 1 } })).toThrow(/firstToAct/);
  });
});
