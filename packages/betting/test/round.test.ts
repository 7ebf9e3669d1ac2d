import { describe, expect, it } from 'vitest';
import {
  applyAction, IllegalActionError, legalActions, needsToAct, nextRound, noLimit, potTotal, toCall,
  type BettingState, type PlayerAction,
} from '../src/index.js';
import { chipsConserved, deal, play, toNextStreet } from './helpers.js';

const nl = noLimit();
const four = [10_000, 10_000, 10_000, 10_000];

function codeOf(s: BettingState, a: PlayerAction): string {
  try {
    applyAction(s, nl, a);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalActionError);
    return (e as IllegalActionError).code;
  }
  return 'accepted';
}

describe('streets and order of action (R45-R49)', () => {
  it('R45 one betting round per street, then showdown; streetCount sets the number of rounds', () => {
    let s = deal(nl, four);
    const streets: number[] = [];
    for (;;) {
      streets.push(s.street);
      while (s.status === 'betting') s = play(s, nl, legalActions(s, nl)!.check ? 'x' : 'c');
      if (s.status === 'showdown') break;
      s = nextRound(s, nl);
    }
    expect(streets).toEqual([0, 1, 2, 3]);
    let t = deal(nl, four, { streetCount: 2 });
    t = toNextStreet(t, nl);
    expect(t.street).toBe(1);
    t = play(t, nl, 'x x x x');
    expect(t.status).toBe('showdown');
  });

  it('R11 R45 R0.5 a table of 80 seats plays its streets like a small one, every state with its own per-seat arrays', () => {
    const stacks = new Array<number>(80).fill(1000);
    stacks[7] = 0; // an empty seat
    const first = deal(nl, stacks);
    expect(first.committed).toHaveLength(80);
    expect(first.hasActed.every((x) => x === false)).toBe(true);
    expect(first.folded.every((x) => x === false)).toBe(true);
    expect(first.returned.every((x) => x === 0)).toBe(true);
    let s = first;
    for (;;) {
      while (s.status === 'betting') s = play(s, nl, legalActions(s, nl)!.check ? 'x' : 'c');
      expect(chipsConserved(s)).toBe(true);
      if (s.status === 'showdown') break;
      s = nextRound(s, nl);
      expect(s.hasActed).toHaveLength(80);
      expect(s.hasActed).not.toBe(first.hasActed);
    }
    expect(s.street).toBe(3);
    expect(s.collected).toBe(79 * 100);
    expect(deal(nl, stacks).committed).not.toBe(first.committed);
  });

  it('R46 first to act pre-flop: left of the BB, left of the straddler, heads-up the button', () => {
    expect(deal(nl, four).toAct).toBe(3);
    expect(deal(nl, [1000, 1000, 1000, 1000, 1000], { straddle: 200 }).toAct).toBe(4);
    expect(deal(nl, [1000, 1000], { button: 1 }).toAct).toBe(1);
    expect(deal(nl, [1000, 1000, 1000]).toAct).toBe(0); // 3 players: the button is UTG
  });

  it('R47 first to act after the flop: first non-folded player left of the button; heads-up the BB, the button last', () => {
    let s = play(deal(nl, four), nl, 'c c f x'); // SB (seat 1) folds
    s = nextRound(s, nl);
    expect(s.toAct).toBe(2);
    let hu = play(deal(nl, [1000, 1000], { button: 0 }), nl, 'c x');
    hu = nextRound(hu, nl);
    expect(hu.toAct).toBe(1);
    hu = play(hu, nl, 'x');
    expect(hu.toAct).toBe(0);
  });

  it('R48 action moves clockwise skipping folded and all-in players', () => {
    let s = deal(nl, [10_000, 10_000, 10_000, 500, 10_000], { button: 0 });
    expect(s.toAct).toBe(3);
    s = play(s, nl, 'a'); // seat 3 all-in 500
    expect(s.toAct).toBe(4);
    s = play(s, nl, 'f c c c');
    s = nextRound(s, nl);
    const order: number[] = [];
    while (s.status === 'betting') {
      order.push(s.toAct!);
      s = play(s, nl, 'x');
    }
    expect(order).toEqual([1, 2, 0]);
  });

  it('R49 if nobody raises the BB still gets the option; heads-up the SB completes and the BB closes', () => {
    let s = play(deal(nl, four), nl, 'c c c');
    expect(s.toAct).toBe(2);
    const la = legalActions(s, nl)!;
    expect(la.check).toBe(true);
    expect(la.raiseTo).toEqual({ min: 200, max: 10_000 });
    s = play(s, nl, 'r300');
    expect(s.status).toBe('betting');
    let hu = play(deal(nl, [1000, 1000], { button: 0 }), nl, 'c');
    expect(hu.toAct).toBe(1);
    hu = play(hu, nl, 'x');
    expect(hu.status).toBe('street-complete');
  });
});

describe('common state and legal actions (R55-R66)', () => {
  it('R55 currentBet is the max of committed and the nominal bet; round state per player', () => {
    const s = deal(nl, [10_000, 10_000, 60, 10_000]);
    expect(s.currentBet).toBe(100);
    expect(s.nominalBet).toBe(100);
    const t = play(s, nl, 'r350');
    expect(t.currentBet).toBe(350);
    expect(t.committed).toEqual([0, 50, 60, 350]);
    expect(t.hasActed).toEqual([false, false, false, true]);
    const f = nextRound(play(deal(nl, four), nl, 'c c c x'), nl);
    expect(f.currentBet).toBe(0);
    expect(f.nominalBet).toBe(0);
  });

  it('R56 toCall = min(stack, currentBet - committed)', () => {
    const s = play(deal(nl, [10_000, 10_000, 10_000, 10_000]), nl, 'r1000');
    expect(toCall(s, 0)).toBe(1000);
    expect(toCall(s, 1)).toBe(950);
    expect(toCall(s, 3)).toBe(0);
    const short = play(deal(nl, [400, 10_000, 10_000, 10_000]), nl, 'r1000');
    expect(toCall(short, 0)).toBe(400);
    expect(legalActions(short, nl)!.call).toBe(400);
  });

  it('R57 all-in maps to a call, bet or raise of the whole stack, and is rejected when that is not legal', () => {
    // all-in as a call for less
    let s = play(deal(nl, [400, 10_000, 10_000, 10_000]), nl, 'r1000');
    s = play(s, nl, 'a');
    expect(s.committed[0]).toBe(400);
    expect(s.currentBet).toBe(1000);
    // all-in as a raise
    const r = play(deal(nl, four), nl, 'a');
    expect(r.committed[3]).toBe(10_000);
    expect(r.currentBet).toBe(10_000);
    expect(r.lastAggressor).toBe(3);
    // all-in as an opening bet post-flop
    const b = play(nextRound(play(deal(nl, [10_000, 10_000, 10_000, 700]), nl, 'c c c x'), nl), nl, 'x x a');
    expect(b.committed[3]).toBe(600);
    // all-in rejected when raising is not allowed (no raising rights) although it is more than a call
    const t = play(deal(nl, [10_000, 10_000, 10_000, 10_000, 180], { button: 0 }), nl, 'c a'); // seat 3 limps, seat 4 all-in 180 (short)
    const back = play(t, nl, 'c c c'); // 0 calls 180, SB calls, BB calls: back to seat 3 who limped
    expect(back.toAct).toBe(3);
    expect(legalActions(back, nl)!.raiseTo).toBeNull();
    expect(codeOf(back, { type: 'all-in' })).toBe('NO_RAISING_RIGHTS');
  });

  it('R58 check is legal iff committed = currentBet', () => {
    const s = deal(nl, four);
    expect(legalActions(s, nl)!.check).toBe(false);
    expect(codeOf(s, { type: 'check' })).toBe('CHECK_FACING_BET');
    const bb = play(s, nl, 'c c c');
    expect(legalActions(bb, nl)!.check).toBe(true);
    expect(codeOf(bb, { type: 'check' })).toBe('accepted');
  });

  it('R59 fold is legal facing a bet; an open fold is rejected unless allowOpenFold', () => {
    const bb = play(deal(nl, four), nl, 'c c c');
    expect(legalActions(bb, nl)!.fold).toBe(false);
    expect(codeOf(bb, { type: 'fold' })).toBe('OPEN_FOLD');
    const open = play(deal(nl, four, { rules: { allowOpenFold: true } }), nl, 'c c c');
    expect(legalActions(open, nl)!.fold).toBe(true);
    const after = applyAction(open, nl, { type: 'fold' });
    expect(after.folded[2]).toBe(true);
  });

  it('R60 call moves toCall chips, an all-in call for less never changes currentBet', () => {
    const s = play(deal(nl, [300, 10_000, 10_000, 10_000]), nl, 'r1000');
    const t = play(s, nl, 'c');
    expect(t.stacks[0]).toBe(0);
    expect(t.committed[0]).toBe(300);
    expect(t.allIn[0]).toBe(true);
    expect(t.currentBet).toBe(1000);
    expect(t.lastAggressor).toBe(3);
    const bb = play(deal(nl, four), nl, 'c c c');
    expect(codeOf(bb, { type: 'call' })).toBe('NOTHING_TO_CALL');
  });

  it('R61 bet opens a post-flop round, every other increase is a raise; the wrong word is rejected', () => {
    const pre = deal(nl, four);
    expect(codeOf(pre, { type: 'bet', to: 300 })).toBe('WRONG_WORD');
    expect(codeOf(pre, { type: 'raise', to: 300 })).toBe('accepted');
    const flop = nextRound(play(pre, nl, 'c c c x'), nl);
    expect(codeOf(flop, { type: 'raise', to: 300 })).toBe('WRONG_WORD');
    expect(codeOf(flop, { type: 'bet', to: 300 })).toBe('accepted');
    const bet = play(flop, nl, 'b300');
    expect(codeOf(bet, { type: 'bet', to: 600 })).toBe('WRONG_WORD');
    expect(codeOf(bet, { type: 'raise', to: 600 })).toBe('accepted');
  });

  it('R62 a bet or raise needs chips beyond a call, an opponent who could respond, and raising rights', () => {
    // (a) no chips beyond a call
    const a = play(deal(nl, [1000, 10_000, 10_000, 10_000]), nl, 'r1000');
    expect(legalActions(a, nl)!.raiseTo).toBeNull();
    expect(codeOf(a, { type: 'raise', to: 2000 })).toBe('CANNOT_RAISE');
    // (b) nobody could respond: the only opponent left is all-in
    const b = play(deal(nl, [10_000, 10_000, 10_000, 5_000]), nl, 'a f f');
    expect(b.toAct).toBe(2);
    expect(legalActions(b, nl)).toEqual({ seat: 2, fold: true, check: false, call: 4900, raiseTo: null, bringIn: null, discard: null, runIt: null });
    expect(codeOf(b, { type: 'raise', to: 9000 })).toBe('CANNOT_RAISE');
    // (c) raising rights: see R74
  });

  it('R63 amount bounds; an all-in below the minimum is legal and reported as min = max', () => {
    const s = deal(nl, four);
    expect(codeOf(s, { type: 'raise', to: 199 })).toBe('BELOW_MINIMUM');
    expect(codeOf(s, { type: 'raise', to: 10_001 })).toBe('ABOVE_MAXIMUM');
    expect(codeOf(s, { type: 'raise', to: 10_000 })).toBe('accepted');
    const short = deal(nl, [10_000, 10_000, 10_000, 150]);
    expect(legalActions(short, nl)!.raiseTo).toEqual({ min: 150, max: 150 });
    expect(codeOf(short, { type: 'raise', to: 150 })).toBe('accepted');
    expect(codeOf(short, { type: 'raise', to: 200 })).toBe('ABOVE_MAXIMUM');
    expect(codeOf(short, { type: 'all-in' })).toBe('accepted');
  });

  it('R64 every voluntary action sets hasActed', () => {
    let s = deal(nl, [10_000, 10_000, 10_000, 10_000, 10_000]);
    s = play(s, nl, 'c r300 f'); // UTG seat 3 calls, seat 4 raises, button folds
    expect(s.hasActed).toEqual([true, false, false, true, true]);
    s = play(s, nl, 'c');
    expect(s.hasActed[1]).toBe(true);
    const flop = nextRound(play(deal(nl, four), nl, 'c c c x'), nl);
    const checked = play(flop, nl, 'x');
    expect(checked.hasActed[1]).toBe(true);
  });

  it('R65 lastAggressor is set on every bet or raise, including an incomplete all-in', () => {
    let s = deal(nl, [10_000, 10_000, 10_000, 10_000, 350]);
    expect(s.lastAggressor).toBeNull();
    s = play(s, nl, 'r300');
    expect(s.lastAggressor).toBe(3);
    s = play(s, nl, 'a'); // 350: incomplete
    expect(s.lastAggressor).toBe(4);
    s = play(s, nl, 'c c');
    expect(s.lastAggressor).toBe(4);
  });

  it('R66 a player\'s own raise never re-opens betting for that player', () => {
    let s = play(deal(nl, [10_000, 10_000, 10_000]), nl, 'r300 c c');
    expect(s.status).toBe('street-complete');
    s = play(deal(nl, [10_000, 10_000, 10_000]), nl, 'r300');
    expect(needsToAct(s, 0)).toBe(false);
  });
});

describe('end of round and progression (R100-R106)', () => {
  it('R100 needsToAct; the BB is not asked to act when the only other live player is all-in for less than the blind', () => {
    const s = deal(nl, four);
    expect([0, 1, 2, 3].map((p) => needsToAct(s, p))).toEqual([true, true, true, true]);
    // heads-up: button (SB) all-in for 80 < BB 100
    const hu = play(deal(nl, [80, 1000], { button: 0 }), nl, 'a');
    expect(hu.toAct).toBeNull();
    expect(hu.returned[1]).toBe(20);
    expect(hu.status).toBe('run-out');
    // a lone player with chips against all-ins for no more is not asked to act
    const t = play(deal(nl, [10_000, 50, 10_000]), nl, 'f'); // SB all-in posting 50, button folds
    expect(t.toAct).toBeNull();
    expect(t.returned).toEqual([0, 0, 50]);
    expect(t.status).toBe('run-out');
  });

  it('R101 the round ends when every player able to act has acted and matched the current bet', () => {
    let s = play(deal(nl, four), nl, 'r300 c c');
    expect(s.status).toBe('betting');
    expect(s.toAct).toBe(2);
    s = play(s, nl, 'c');
    expect(s.status).toBe('street-complete');
    expect(s.toAct).toBeNull();
    expect(s.collected).toBe(1200);
    expect(s.committed).toEqual([0, 0, 0, 0]);
    expect(legalActions(s, nl)).toBeNull();
    expect(() => applyAction(s, nl, { type: 'check' })).toThrow(/no betting action/);
  });

  it('R102 the hand is over as soon as one player is left; uncalled chips go back', () => {
    const s = play(deal(nl, four), nl, 'r300 f f f');
    expect(s.status).toBe('folded');
    expect(s.winner).toBe(3);
    expect(s.returned[3]).toBe(200);
    expect(s.contributed).toEqual([0, 50, 100, 100]);
    expect(() => nextRound(s, nl)).toThrow(/ROUND_NOT_OVER|nextRound/);
    const w = play(deal(nl, four), nl, 'f f f');
    expect(w.winner).toBe(2);
    expect(w.returned[2]).toBe(50);
  });

  it('R103 betting is closed when at most one non-folded player is not all-in', () => {
    let s = play(deal(nl, [10_000, 10_000, 10_000, 3_000]), nl, 'a f f c');
    expect(s.status).toBe('run-out');
    expect(s.bettingClosed).toBe(true);
    s = nextRound(s, nl);
    expect(s.street).toBe(1);
    expect(s.toAct).toBeNull();
    expect(s.status).toBe('run-out');
    s = nextRound(nextRound(s, nl), nl);
    expect(s.status).toBe('showdown');
    const open = play(deal(nl, four), nl, 'c c c x');
    expect(open.bettingClosed).toBe(false);
  });

  it('R104 the next street resets committed, hasActed, currentBet, lastAggressor, LFR, level and count', () => {
    let s = play(deal(nl, four), nl, 'r300 r900 f f c');
    s = nextRound(s, nl);
    expect(s.committed).toEqual([0, 0, 0, 0]);
    expect(s.hasActed).toEqual([false, false, false, false]);
    expect(s.currentBet).toBe(0);
    expect(s.lastAggressor).toBeNull();
    expect(s.aggressors).toEqual([0]);
    expect(s.lastFullRaise).toBe(100);
    expect(s.fullLevel).toBe(0);
    expect(s.raiseCount).toBe(0);
    expect(s.capped).toBe(false);
    expect(potTotal(s)).toBe(50 + 100 + 900 + 900);
  });

  it('R105 after the last round with two or more players left comes the showdown', () => {
    let s = deal(nl, [1000, 1000, 1000]);
    for (let i = 0; i < 3; i++) s = toNextStreet(s, nl);
    s = play(s, nl, 'b100 c f');
    expect(s.status).toBe('showdown');
    expect(s.aggressors).toEqual([null, null, null, 1]);
  });

  it('R106 the unmatched top of the largest committed amount is returned at the end of the round', () => {
    // bigger stack all-in over a smaller all-in call
    const s = play(deal(nl, [10_000, 10_000, 4_000, 10_000]), nl, 'a f f c');
    // seat 3 all-in 10000, seats 0 and 1 fold, seat 2 (BB) calls all-in for 4000: 6000 uncalled
    expect(s.returned).toEqual([0, 0, 0, 6000]);
    expect(s.contributed).toEqual([0, 50, 4000, 4000]);
    expect(s.allIn[3]).toBe(false);
    expect(s.stacks[3]).toBe(6000);
    expect(chipsConserved(s)).toBe(true);
    // a folded player's chips count as matched: bet 100, raise 300, fold returns 200
    const f = play(nextRound(play(deal(nl, four), nl, 'c c c x'), nl), nl, 'x x x b100 r300 f f f');
    expect(f.status).toBe('folded');
    expect(f.returned[1]).toBe(200);
  });
});
