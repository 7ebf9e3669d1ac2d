import { describe, expect, it } from 'vitest';
import { applyAction, IllegalActionError, legalActions, nextRound, noLimit, type BettingState } from '../src/index.js';
import { deal, play } from './helpers.js';

const nl = noLimit();
const stacks = (n: number, chips = 100_000) => new Array<number>(n).fill(chips);

/** Limps everyone in pre-flop and deals the flop. */
function flop(start: BettingState): BettingState {
  let s = start;
  while (s.status === 'betting') s = play(s, nl, legalActions(s, nl)!.check ? 'x' : 'c');
  return nextRound(s, nl);
}

function row(s: BettingState) {
  return { currentBet: s.currentBet, lfr: s.lastFullRaise, min: legalActions(s, nl)!.raiseTo!.min };
}

describe('No Limit (R70-R77)', () => {
  it('R70 the minimum opening bet on every street is the big blind, unless all-in for less', () => {
    const f = flop(deal(nl, stacks(3)));
    expect(legalActions(f, nl)!.raiseTo).toEqual({ min: 100, max: 99_900 });
    expect(() => applyAction(f, nl, { type: 'bet', to: 99 })).toThrow(/below the minimum 100/);
    const short = flop(deal(nl, [100_000, 160, 100_000]));
    expect(short.toAct).toBe(1);
    expect(legalActions(short, nl)!.raiseTo).toEqual({ min: 60, max: 60 });
    expect(applyAction(short, nl, { type: 'bet', to: 60 }).currentBet).toBe(60);
  });

  it('R71 the last full raise starts at the big blind pre-flop and on every later street', () => {
    const s = deal(nl, stacks(4), { blinds: { small: 100, big: 200 } });
    expect(s.lastFullRaise).toBe(200);
    const f = flop(play(s, nl, 'r1000 c c c'));
    expect(f.lastFullRaise).toBe(200);
  });

  it('R72 minTo = currentBet + LFR, maxTo = committed + stack; a raise need not double the total', () => {
    const s = play(deal(nl, [5000, 5000, 5000, 5000]), nl, 'r300');
    expect(legalActions(s, nl)!.raiseTo).toEqual({ min: 500, max: 5000 });
    expect(applyAction(s, nl, { type: 'raise', to: 500 }).currentBet).toBe(500);
    const sb = play(s, nl, 'f');
    expect(legalActions(sb, nl)!.raiseTo).toEqual({ min: 500, max: 5000 });
  });

  it('R73 a full raise sets LFR to its increment; a short all-in changes currentBet only', () => {
    const f = flop(deal(nl, [100_000, 100_000, 240, 100_000])); // BB seat 2 has 140 left on the flop
    const bet = play(f, nl, 'b100');
    expect(bet.toAct).toBe(2);
    const allIn = play(bet, nl, 'a');
    expect(allIn.currentBet).toBe(140);
    expect(allIn.lastFullRaise).toBe(100);
    expect(legalActions(allIn, nl)!.raiseTo!.min).toBe(240);
    // a short all-in bet below the big blind may be called for its amount; a raise goes to 160 at least
    const g = flop(deal(nl, [100_000, 160, 100_000]));
    const sixty = play(g, nl, 'a');
    expect(legalActions(sixty, nl)).toEqual({ seat: 2, fold: true, check: false, call: 60, raiseTo: { min: 160, max: 99_900 }, bringIn: null, discard: null, runIt: null });
  });

  describe('R74 raising rights (TDA 47-A), per player', () => {
    it('R74 one short all-in does not re-open betting for players who already acted', () => {
      // post-flop: A (seat 1) bets 100, B (seat 2) all-in 140, C (seat 3) calls; A may only call or fold
      const f = flop(deal(nl, [100_000, 100_000, 240, 100_000]));
      const s = play(f, nl, 'b100 a');
      expect(legalActions(s, nl)!.raiseTo!.min).toBe(240); // C has not acted: may raise
      const back = play(s, nl, 'c c'); // C calls 140, seat 0 calls 140
      expect(back.toAct).toBe(1);
      expect(legalActions(back, nl)).toEqual({ seat: 1, fold: true, check: false, call: 40, raiseTo: null, bringIn: null, discard: null, runIt: null });
      expect(() => applyAction(back, nl, { type: 'raise', to: 240 })).toThrow(IllegalActionError);
      try {
        applyAction(back, nl, { type: 'raise', to: 240 });
      } catch (e) {
        expect((e as IllegalActionError).code).toBe('NO_RAISING_RIGHTS');
        expect((e as IllegalActionError).seat).toBe(1);
        expect((e as Error).message).toMatch(/R74/);
      }
    });

    it('R74 short all-ins adding up to a full raise re-open for the bettor but not for a player who called part of them (TDA ex. 1-A)', () => {
      // flop, 5 players; seat 1 bets 100; seat 2 all-in 150; seat 3 calls 150; seat 4 all-in 200
      const f = flop(deal(nl, [100_000, 100_000, 250, 100_000, 300], { button: 0 }));
      let s = play(f, nl, 'b100 a c a');
      expect(s.currentBet).toBe(200);
      expect(s.lastFullRaise).toBe(100);
      s = play(s, nl, 'c'); // seat 0 had not acted: calls 200
      expect(s.toAct).toBe(1);
      const bettor = legalActions(s, nl)!;
      expect(bettor.raiseTo).toEqual({ min: 300, max: 99_900 }); // raised 100 since acting: re-opened, min still currentBet + LFR
      s = play(s, nl, 'c');
      expect(s.toAct).toBe(3);
      expect(legalActions(s, nl)!.raiseTo).toBeNull(); // raised only 50 since calling 150
    });

    it('R74 Appendix A: a short pre-flop all-in 4,000 -> 7,500 at 2,000/4,000 does not re-open for the limper (PK differs)', () => {
      // seats: 0 button, 1 SB, 2 BB, 3 limper, 4 all-in for 7,500
      let s = deal(nl, [100_000, 100_000, 100_000, 100_000, 7_500], { blinds: { small: 2_000, big: 4_000 } });
      s = play(s, nl, 'c a');
      expect(s.currentBet).toBe(7_500);
      expect(s.lastFullRaise).toBe(4_000);
      // button and blinds have not acted: they may raise, to at least 11,500
      expect(legalActions(s, nl)!.raiseTo!.min).toBe(11_500);
      s = play(s, nl, 'c c c');
      expect(s.toAct).toBe(3);
      expect(legalActions(s, nl)!.raiseTo).toBeNull();
      expect(legalActions(s, nl)!.call).toBe(3_500);
    });

    it('R74 Appendix A: a player who checked faces a short all-in bet below the big blind: call or fold only (PK differs)', () => {
      const f = flop(deal(nl, [100_000, 100_000, 160, 100_000])); // seat 2 has 60 on the flop
      const s = play(f, nl, 'x a'); // seat 1 checks, seat 2 all-in 60
      expect(legalActions(s, nl)!.raiseTo).toEqual({ min: 160, max: 99_900 }); // seat 3 had not acted
      const back = play(s, nl, 'c c');
      expect(back.toAct).toBe(1);
      expect(legalActions(back, nl)).toEqual({ seat: 1, fold: true, check: false, call: 60, raiseTo: null, bringIn: null, discard: null, runIt: null });
    });

    it('R74 when betting re-opens the minimum raise is still currentBet + LFR', () => {
      // pre-flop 50/100: UTG (3) limps; seat 4 all-in 150 (short), seat 5 all-in 200 (short): UTG faced 100 since acting
      let s = deal(nl, [100_000, 100_000, 100_000, 100_000, 150, 200], { button: 0 });
      s = play(s, nl, 'c a a f f c'); // button and SB fold, BB calls 200
      expect(s.toAct).toBe(3);
      expect(legalActions(s, nl)!.raiseTo!.min).toBe(300);
    });
  });

  it('R75 without raising rights a player may only call or fold', () => {
    const f = flop(deal(nl, [100_000, 100_000, 240, 100_000]));
    const s = play(f, nl, 'b100 a c c');
    const la = legalActions(s, nl)!;
    expect([la.fold, la.check, la.call, la.raiseTo]).toEqual([true, false, 40, null]);
    expect(() => applyAction(s, nl, { type: 'all-in' })).toThrow(/R74/);
    expect(play(s, nl, 'c').status).toBe('street-complete');
  });

  it('R76 there is no cap on the number of raises', () => {
    let s = deal(nl, [1_000_000, 1_000_000]);
    for (let i = 0; i < 12; i++) {
      const la = legalActions(s, nl)!;
      expect(la.raiseTo).not.toBeNull();
      s = applyAction(s, nl, { type: 'raise', to: la.raiseTo!.min });
    }
    expect(s.raiseCount).toBe(13);
  });

  it('R77 worked checks (blinds 50/100 unless noted)', () => {
    const s = deal(nl, stacks(6));
    expect(row(s)).toEqual({ currentBet: 100, lfr: 100, min: 200 });
    expect(row(play(s, nl, 'r300'))).toEqual({ currentBet: 300, lfr: 200, min: 500 });
    expect(row(play(s, nl, 'r300 r500 r1200'))).toEqual({ currentBet: 1200, lfr: 700, min: 1900 });
    expect(row(play(s, nl, 'r300 r1200'))).toEqual({ currentBet: 1200, lfr: 900, min: 2100 });
    const f = flop(deal(nl, stacks(3)));
    expect(row(play(f, nl, 'b200 r700'))).toEqual({ currentBet: 700, lfr: 500, min: 1200 });
    const big = deal(nl, stacks(4), { blinds: { small: 100, big: 200 } });
    expect(row(play(big, nl, 'r500'))).toEqual({ currentBet: 500, lfr: 300, min: 800 });
    const g = flop(deal(nl, [100_000, 100_000, 240, 100_000]));
    expect(row(play(g, nl, 'b100 a'))).toEqual({ currentBet: 140, lfr: 100, min: 240 });
  });
});
