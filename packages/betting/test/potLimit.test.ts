import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, nextRound, noLimit, potLimit, potTotal, startBetting, type BettingState } from '../src/index.js';
import { deal, play } from './helpers.js';

const pl = potLimit();
const nl = noLimit();

function flop(start: BettingState): BettingState {
  let s = start;
  while (s.status === 'betting') s = play(s, pl, legalActions(s, pl)!.check ? 'x' : 'c');
  return nextRound(s, pl);
}

/** Independent check of R82 from the R81 definition: call, then raise the pot after the call. */
function potMax(s: BettingState, seat: number): number {
  const pot = potTotal(s) + s.potAdjustment;
  const call = s.currentBet - s.committed[seat]!;
  return s.currentBet + (pot + call);
}

describe('Pot Limit (R80-R84)', () => {
  it('R80 minimum bet, minimum raise, LFR and raising rights are those of No Limit', () => {
    const seqs = ['', 'r300', 'r300 r500', 'r300 r1000', 'r300 r500 r1200', 'c c'];
    for (const seq of seqs) {
      const a = play(deal(pl, [100_000, 100_000, 100_000, 100_000]), pl, seq);
      const b = play(deal(nl, [100_000, 100_000, 100_000, 100_000]), nl, seq);
      expect(legalActions(a, pl)!.raiseTo!.min).toBe(legalActions(b, nl)!.raiseTo!.min);
      expect(a.lastFullRaise).toBe(b.lastFullRaise);
    }
    // R74 in PL: one short all-in does not re-open for the bettor
    const f = flop(deal(pl, [100_000, 100_000, 240, 100_000]));
    const s = play(f, pl, 'b100 a c c');
    expect(legalActions(s, pl)!.raiseTo).toBeNull();
  });

  it('R81 the pot counts earlier rounds, antes, folded players\' chips, and short blinds at their nominal amount pre-flop', () => {
    // PLO 100/200, a short BB (150): the first player may still make it 700 (TDA 54-B)
    const s = deal(pl, [10_000, 10_000, 150, 10_000], { blinds: { small: 100, big: 200 } });
    expect(potTotal(s)).toBe(250);
    expect(legalActions(s, pl)!.raiseTo).toEqual({ min: 400, max: 700 });
    // antes count, and a folded player's chips stay in
    const a = deal(pl, [10_000, 10_000, 10_000, 10_000], { ante: { amount: 10, mode: 'each' } });
    expect(legalActions(a, pl)!.raiseTo!.max).toBe(2 * 100 + 190);
    const folded = play(a, pl, 'c f');
    expect(folded.toAct).toBe(1);
    expect(legalActions(folded, pl)!.raiseTo!.max).toBe(2 * 100 - 50 + 290);
    // post-flop the actual pot is used, without chips returned as uncalled
    const g = play(deal(pl, [10_000, 10_000, 10_000]), pl, 'r350 c f'); // BB folds
    const t = nextRound(g, pl);
    expect(potTotal(t)).toBe(800);
    expect(legalActions(t, pl)!.raiseTo).toEqual({ min: 100, max: 800 });
    const r = play(deal(pl, [10_000, 10_000, 10_000]), pl, 'r350 f f');
    expect(r.returned[0]).toBe(250);
  });

  it('R82 max is min(all-in, max(minTo, 2*currentBet - committed + pot))', () => {
    const s = play(deal(pl, [100_000, 100_000, 100_000, 100_000]), pl, 'r350');
    expect(legalActions(s, pl)!.raiseTo!.max).toBe(potMax(s, 0));
    expect(potMax(s, 0)).toBe(2 * 350 + 500);
    expect(() => applyAction(s, pl, { type: 'raise', to: 1201 })).toThrow(/above the maximum 1200/);
    expect(() => applyAction(s, pl, { type: 'all-in' })).toThrow(/ABOVE|maximum/);
    // clamped to the stack
    const short = play(deal(pl, [700, 100_000, 100_000, 100_000]), pl, 'r350');
    expect(legalActions(short, pl)!.raiseTo).toEqual({ min: 600, max: 700 });
    // the minimum wins when the pot is smaller than the minimum raise (min bet above the pot)
    const odd = startBetting({ stacks: [1000, 1000, 1000], button: 0, structure: pl, forcedBets: { antes: [0, 0, 0], blinds: [0, 1, 2], minBet: 10 } });
    expect(legalActions(odd, pl)!.raiseTo).toEqual({ min: 12, max: 12 });
    // with no bet the maximum bet is the pot
    const f = flop(deal(pl, [10_000, 10_000, 10_000]));
    expect(legalActions(f, pl)!.raiseTo).toEqual({ min: 100, max: 300 });
  });

  it('R83 worked checks', () => {
    // SEED-000: pot 300, opponent bets 100: max 600
    const a = play(flop(deal(pl, [10_000, 10_000, 10_000])), pl, 'b100');
    expect(potTotal(a)).toBe(400);
    expect(legalActions(a, pl)!.raiseTo!.max).toBe(600);
    // RRP: pot 100, bet 50: max 250 (blinds 25/50 heads-up)
    const b = play(flop(deal(pl, [10_000, 10_000], { blinds: { small: 25, big: 50 } })), pl, 'b50');
    expect(legalActions(b, pl)!.raiseTo!.max).toBe(250);
    // PLO 100/200, first to act pre-flop: 700
    expect(legalActions(deal(pl, [10_000, 10_000, 10_000, 10_000], { blinds: { small: 100, big: 200 } }), pl)!.raiseTo!.max).toBe(700);
    // 50/100, folded to the SB: 300
    const d = play(deal(pl, [10_000, 10_000, 10_000]), pl, 'f');
    expect(legalActions(d, pl)!.raiseTo!.max).toBe(300);
    // 50/100, button limps, SB completes, BB's option: 400
    const e = play(deal(pl, [10_000, 10_000, 10_000]), pl, 'c c');
    expect(legalActions(e, pl)!.raiseTo!.max).toBe(400);
  });

  it('R84 no live-game rounding of the pot: the maximum is exact', () => {
    const s = deal(pl, [10_000, 10_000, 10_000], { blinds: { small: 13, big: 27 } });
    expect(legalActions(s, pl)!.raiseTo!.max).toBe(2 * 27 + 40);
    expect(applyAction(s, pl, { type: 'raise', to: 94 }).currentBet).toBe(94);
  });
});
