// Independent conformance suite: the checks an outside party would run against the public API of
// CONTRACT.md (createHand with explicit R38 decks, act/legalActions/result/view, persist/restore,
// buildPots/awardPots, defineVariant). Expected values come from RULES.md's worked examples and
// hand arithmetic written out in the comments, never from the implementation's output.
import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { awardPots, buildPots, createHand, defineVariant, IllegalActionError, restoreHand, type Hand } from '../src/index.js';
import { evaluateHand } from '@pokerchart/evaluator';
import {
  HOLDEM, OMAHA, OMAHA8, PAIGOW, SHORT, SHORT_TRIPS, holdemSpec, c, cs, layDeck, hand, play, checkDown,
  noLimit, potLimit, fixedLimit, RefHand, type RefConfig, type RefLegal,
} from './conformanceScenarios.js';

const B = { small: 50, big: 100 };
const stacksOf = (n: number, x = 10000) => Array<number>(n).fill(x);
const sortPots = (pots: readonly { amount: number; eligible: readonly number[] }[]) =>
  pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible].sort((a, b) => a - b) }));
const shownSeats = (h: Hand) => h.result!.shown.map((s) => s.seat);
const ranks = (cards: number[]) => formatCards(cards).map((x) => x[0]).join('');

function expectIllegal(h: Hand, action: Parameters<Hand['act']>[0], code: string, seat: number | undefined) {
  const before = JSON.stringify(h.persist());
  let err: unknown;
  try {
    h.act(action);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect((err as IllegalActionError).code).toBe(code);
  if (seat !== undefined) expect((err as IllegalActionError).seat).toBe(seat);
  expect(JSON.stringify(h.persist())).toBe(before); // R0.3: state unchanged
}

describe('R77 no-limit minimum raises (worked table)', () => {
  const six = (blinds = B) => hand({ stacks: stacksOf(6), button: 0, blinds });
  it('R77 pre-flop first to act: currentBet 100, min raise to 200', () => {
    const h = six();
    expect(h.street).toBe('preflop');
    expect(h.toAct).toBe(3);
    expect(h.legalActions()).toMatchObject({ seat: 3, fold: true, check: false, call: 100, raiseTo: { min: 200, max: 10000 } });
  });
  it('R77 UTG raised to 300: min raise to 500', () => {
    const h = six();
    play(h, [[3, 'r300']]);
    expect(h.legalActions()!.raiseTo!.min).toBe(500);
  });
  it('R77 300, re-raise 500, raise 1 200: min raise to 1 900', () => {
    const h = six();
    play(h, [[3, 'r300'], [4, 'r500'], [5, 'r1200']]);
    expect(h.toAct).toBe(0);
    expect(h.legalActions()!.raiseTo!.min).toBe(1900);
  });
  it('R77 UTG 300, next raises straight to 1 200: min raise to 2 100', () => {
    const h = six();
    play(h, [[3, 'r300'], [4, 'r1200']]);
    expect(h.legalActions()!.raiseTo!.min).toBe(2100);
  });
  it('R77 post-flop bet 200, raise to 700: min raise to 1 200', () => {
    const h = six();
    play(h, [[3, 'c'], [4, 'f'], [5, 'f'], [0, 'f'], [1, 'f'], [2, 'x']]);
    expect(h.street).toBe('flop');
    expect(h.toAct).toBe(2); // R47: first non-folded left of the button
    play(h, [[2, 'b200'], [3, 'r700']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, call: 500, raiseTo: { min: 1200 } });
  });
  it('R77 blinds 100/200, raise to 500: min raise to 800', () => {
    const h = six({ small: 100, big: 200 });
    expect(h.legalActions()!.raiseTo!.min).toBe(400);
    play(h, [[3, 'r500']]);
    expect(h.legalActions()!.raiseTo!.min).toBe(800);
  });
  it('R77/R73 post-flop bet 100, all-in 140: min raise to 240', () => {
    const h = hand({ stacks: [10000, 10000, 240], button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'b100'], [2, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 140, raiseTo: { min: 240 } });
  });
  it('R73/R74 short all-in bet below the BB (60): call 60, raise to at least 160; the checker may not raise', () => {
    const h = hand({ stacks: [10000, 10000, 160], button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'x'], [2, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 60, raiseTo: { min: 160 } });
    play(h, [[0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 60, raiseTo: null });
  });
  it('R70 post-flop minimum bet is the big blind', () => {
    const h = hand({ stacks: stacksOf(3), button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, check: true, call: null, raiseTo: { min: 100, max: 9900 } });
  });
});

describe('R83 pot-limit maxima (worked table)', () => {
  it('R83 SEED-000: pot 300, opponent bets 100: max to 600; first bet max = pot 300', () => {
    const h = hand({ stacks: stacksOf(3), button: 0, blinds: B, betting: potLimit() });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    expect(h.legalActions()!.raiseTo).toEqual({ min: 100, max: 300 });
    play(h, [[1, 'b100']]);
    expect(h.legalActions()!.raiseTo).toEqual({ min: 200, max: 600 });
  });
  it('R83 RRP: pot 100, bet 50: max to 250 (heads-up 25/50)', () => {
    const h = hand({ stacks: stacksOf(2), button: 0, blinds: { small: 25, big: 50 }, betting: potLimit() });
    play(h, [[0, 'c'], [1, 'x'], [1, 'b50']]);
    expect(h.legalActions()!.raiseTo).toEqual({ min: 100, max: 250 });
  });
  it('R83/R81/R22 PLO 100/200 with a short BB (150): first to act may make it 700, calls the full 200', () => {
    const h = hand({ variant: OMAHA, stacks: [10000, 10000, 150, 10000], button: 0, blinds: { small: 100, big: 200 }, betting: potLimit() });
    expect(h.toAct).toBe(3);
    expect(h.legalActions()).toMatchObject({ call: 200, raiseTo: { min: 400, max: 700 } });
  });
  it('R83 50/100 folded to the SB: max to 300', () => {
    const h = hand({ stacks: stacksOf(4), button: 0, blinds: B, betting: potLimit() });
    play(h, [[3, 'f'], [0, 'f']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 50, raiseTo: { min: 200, max: 300 } });
  });
  it('R83 button limps, SB completes, BB option: max to 400', () => {
    const h = hand({ stacks: stacksOf(3), button: 0, blinds: B, betting: potLimit() });
    play(h, [[0, 'c'], [1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, check: true, call: null, raiseTo: { min: 200, max: 400 } });
  });
});

describe('R96 fixed-limit examples on a 20-chip round (flop, smallBet 20, default blinds 10/20)', () => {
  const fl = () => fixedLimit({ smallBet: 20 });
  it('R90 default blinds are half a small bet / a small bet', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, betting: fl() });
    const v = h.view('spectator');
    expect(v.seats.map((s) => s!.committed)).toEqual([0, 10, 20]);
    expect(h.legalActions()).toMatchObject({ call: 20, raiseTo: { min: 40, max: 40 } });
  });
  it('R96 all-in opening bet of 15: next raise is to 35', () => {
    const h = hand({ stacks: [1000, 35, 1000], button: 0, betting: fl() });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, call: 15, raiseTo: { min: 35, max: 35 } });
  });
  it('R96 all-in opening bet of 5: call 5 or complete to 20', () => {
    const h = hand({ stacks: [1000, 25, 1000], button: 0, betting: fl() });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, call: 5, raiseTo: { min: 20, max: 20 } });
  });
  it('R96/R95 A bets 20, B all-in 25: C may call 25 or raise to 40; A may only call 5', () => {
    const h = hand({ stacks: [1000, 1000, 45, 1000], button: 0, betting: fl() });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c'], [2, 'x'], [1, 'b20'], [2, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 25, raiseTo: { min: 40, max: 40 } });
    play(h, [[3, 'c'], [0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 5, raiseTo: null });
  });
  it('R96/R95 A bets 20, B all-in 30 counts as a raise: next raise to 50 and A may re-raise', () => {
    const h = hand({ stacks: [1000, 1000, 50, 1000], button: 0, betting: fl() });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c'], [2, 'x'], [1, 'b20'], [2, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 30, raiseTo: { min: 50, max: 50 } });
    play(h, [[3, 'c'], [0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 10, raiseTo: { min: 50, max: 50 } });
  });
  it('R91 the unit doubles on the turn', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, betting: fl() });
    play(h, [[0, 'c'], [1, 'x'], [1, 'x'], [0, 'x']]);
    expect(h.street).toBe('turn');
    expect(h.legalActions()!.raiseTo).toEqual({ min: 40, max: 40 });
  });
});

describe('R93 fixed-limit cap and headsUpCap', () => {
  const run3 = (headsUpCap?: string) => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, betting: fixedLimit({ smallBet: 10, ...(headsUpCap ? { headsUpCap } : {}) }) });
    play(h, [[0, 'f'], [1, 'r20'], [2, 'r30'], [1, 'r40']]);
    return h;
  };
  it('R93 default uncap-when-two-remain: two players left, raising is unlimited', () => {
    expect(run3().legalActions()).toMatchObject({ seat: 2, raiseTo: { min: 50, max: 50 } });
    expect(run3('uncap-when-two-remain').legalActions()!.raiseTo).toEqual({ min: 50, max: 50 });
  });
  it('R93 always-capped and uncap-if-round-starts-heads-up (round began 3-handed): capped', () => {
    expect(run3('always-capped').legalActions()).toMatchObject({ seat: 2, call: 10, raiseTo: null });
    expect(run3('uncap-if-round-starts-heads-up').legalActions()).toMatchObject({ seat: 2, raiseTo: null });
  });
  it('R93 heads-up from the start: uncap-if-round-starts-heads-up unlimited, always-capped capped', () => {
    const hu = (cap: string) => {
      const h = hand({ stacks: stacksOf(2, 1000), button: 0, betting: fixedLimit({ smallBet: 10, headsUpCap: cap }) });
      play(h, [[0, 'r20'], [1, 'r30'], [0, 'r40']]);
      return h.legalActions()!.raiseTo;
    };
    expect(hu('uncap-if-round-starts-heads-up')).toEqual({ min: 50, max: 50 });
    expect(hu('always-capped')).toBeNull();
  });
  it('R93 three players: capped after bet + 3 raises; a later fold does not lift the cap', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, betting: fixedLimit({ smallBet: 10 }) });
    play(h, [[0, 'r20'], [1, 'r30'], [2, 'r40']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 20, raiseTo: null });
    play(h, [[0, 'f']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 10, raiseTo: null });
    expectIllegal(h, { type: 'raise', to: 50 }, 'CAPPED', 1);
  });
});

describe('R117 side-pot seed examples', () => {
  it('R117 Alice 1 000, Bruno 3 000, Chloé 3 000 all in: main 3 000 {all}, side 4 000 {B, C}; R127 all shown', () => {
    // dealing order: seat 1, seat 2, seat 0. Seat 0 AA best, seat 1 KK, seat 2 junk.
    const h = hand({ stacks: [1000, 3000, 3000], button: 0, blinds: B, holes: ['Kh Kd', '4c 5d', 'Ah Ad'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'a'], [1, 'a'], [2, 'c']]);
    expect(h.isComplete).toBe(true);
    const r = h.result!;
    expect(sortPots(r.pots)).toEqual([{ amount: 3000, eligible: [0, 1, 2] }, { amount: 4000, eligible: [1, 2] }]);
    expect(r.pots.map((p) => p.winners)).toEqual([[0], [1]]);
    expect(r.payouts).toEqual([3000, 4000, 0]);
    expect(r.returned).toEqual([0, 0, 0]);
    expect(r.stacks).toEqual([3000, 4000, 0]);
    expect(shownSeats(h).sort()).toEqual([0, 1, 2]);
    expect(formatCards(r.board)).toEqual(['2c', '7d', '9h', 'Js', '3s']);
  });
  it('R117/R106 contributions 30/60/100: main 90 {all}, side 60, 40 returned', () => {
    // stacks [100, 30, 60], button 0 acts first 3-handed; dealing order seat 1, 2, 0
    const h = hand({ stacks: [100, 30, 60], button: 0, blinds: { small: 5, big: 10 }, holes: ['Ah Ad', 'Kh Kd', '4c 5d'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'a'], [1, 'c'], [2, 'c']]);
    const r = h.result!;
    expect(r.returned).toEqual([40, 0, 0]);
    expect(sortPots(r.pots)).toEqual([{ amount: 90, eligible: [0, 1, 2] }, { amount: 60, eligible: [0, 2] }]);
    expect(r.payouts).toEqual([0, 90, 60]);
    expect(r.stacks).toEqual([40, 90, 60]);
  });
  it('R117 buildPots: the three seed examples', () => {
    expect(buildPots([1000, 3000, 3000], [false, false, false])).toEqual({
      pots: [{ amount: 3000, eligible: [0, 1, 2] }, { amount: 4000, eligible: [1, 2] }], returned: [0, 0, 0],
    });
    expect(buildPots([30, 60, 100], [false, false, false])).toEqual({
      pots: [{ amount: 90, eligible: [0, 1, 2] }, { amount: 60, eligible: [1, 2] }], returned: [0, 0, 40],
    });
    expect(buildPots([50, 100, 100], [false, false, false])).toEqual({
      pots: [{ amount: 150, eligible: [0, 1, 2] }, { amount: 100, eligible: [1, 2] }], returned: [0, 0, 0],
    });
  });
  it('R111 merge of identical eligible sets, folded contributions and dead money in the main pot', () => {
    // seat 0 folded after 50: layer 150 {1,2} + layer 300 {1,2} merge to 450
    expect(buildPots([50, 200, 200], [true, false, false])).toEqual({ pots: [{ amount: 450, eligible: [1, 2] }], returned: [0, 0, 0] });
    expect(buildPots([100, 100, 100], [false, false, false], 50)).toEqual({ pots: [{ amount: 350, eligible: [0, 1, 2] }], returned: [0, 0, 0] });
    // all-in 40 + two callers of 100 + dead 30: main 120+30 {0,1,2}, side 120 {1,2}
    expect(buildPots([40, 100, 100], [false, false, false], 30)).toEqual({
      pots: [{ amount: 150, eligible: [0, 1, 2] }, { amount: 120, eligible: [1, 2] }], returned: [0, 0, 0],
    });
  });
});

describe('R22/R24/R25 forced bets with short stacks', () => {
  it('R22 short BB (60 of 100): others call the full 100, min raise to 200; side pot for the surplus', () => {
    const h = hand({ stacks: [10000, 10000, 60, 10000], button: 0, blinds: B });
    expect(h.view('spectator').seats[2]).toMatchObject({ committed: 60, allIn: true, stack: 0 });
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 100, raiseTo: { min: 200 } });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c']]);
    expect(h.street).toBe('flop'); // the all-in BB is not asked (R100)
    expect(sortPots(h.view('spectator').pots)).toEqual([{ amount: 240, eligible: [0, 1, 2, 3] }, { amount: 120, eligible: [0, 1, 3] }]);
  });
  it('R24 uniform ante: a 5-chip BB pays a partial ante first, posts no blind, wins only 5 of each ante', () => {
    // dealing order seat 1 (KK), seat 2 (AA), seat 0 (junk)
    const h = hand({ stacks: [1000, 1000, 5], button: 0, blinds: B, ante: { amount: 10, mode: 'each' }, holes: ['Kh Kd', 'Ah Ad', '4c 5d'], board: '2c 7d 9h Js 3s' });
    expect(h.view('spectator').seats[2]).toMatchObject({ stack: 0, allIn: true, committed: 0 });
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 100 });
    play(h, [[0, 'c'], [1, 'c']]);
    expect(h.street).toBe('flop');
    checkDown(h);
    const r = h.result!;
    expect(sortPots(r.pots)).toEqual([{ amount: 15, eligible: [0, 1, 2] }, { amount: 210, eligible: [0, 1] }]);
    expect(r.payouts).toEqual([0, 210, 15]);
    expect(r.stacks).toEqual([890, 1100, 15]);
  });
  it('R25 BBA dead money is won by the last player standing; uncalled blind surplus returned', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, ante: { amount: 100, mode: 'big-blind' } });
    play(h, [[0, 'f'], [1, 'f']]);
    const r = h.result!;
    expect(r.returned).toEqual([0, 0, 50]);
    expect(r.payouts).toEqual([0, 0, 200]); // 50 + 50 matched + 100 dead
    expect(r.stacks).toEqual([1000, 950, 1050]);
    expect(r.board).toEqual([]);
    expect(r.shown).toEqual([]);
  });
  const bba = (order?: 'blind-first' | 'ante-first') =>
    hand({
      stacks: [1000, 1000, 150], button: 0, blinds: B, ante: { amount: 100, mode: 'big-blind' },
      holes: ['Kh Kd', 'Ah Ad', '4c 5d'], board: '2c 7d 9h Js 3s', ...(order ? { rules: { bbAnteOrder: order } } : {}),
    });
  it('R25 short BB, blind-first (default): blind 100, ante 50; main pot 300 with the dead 50', () => {
    for (const h of [bba(), bba('blind-first')]) {
      expect(h.view('spectator').seats[2]).toMatchObject({ committed: 100, stack: 0, allIn: true });
      expect(h.legalActions()).toMatchObject({ seat: 0, call: 100 });
      play(h, [[0, 'c'], [1, 'f']]);
      const r = h.result!;
      expect(sortPots(r.pots)).toEqual([{ amount: 300, eligible: [0, 2] }]);
      expect(r.payouts).toEqual([0, 0, 300]);
      expect(r.returned).toEqual([0, 0, 0]);
      expect(r.stacks).toEqual([900, 950, 300]);
    }
  });
  it('R25 short BB, ante-first: ante 100, blind 50; others still call 100 (R22); 50 returned', () => {
    const h = bba('ante-first');
    expect(h.view('spectator').seats[2]).toMatchObject({ committed: 50, stack: 0, allIn: true });
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 100 });
    play(h, [[0, 'c'], [1, 'f']]);
    const r = h.result!;
    expect(sortPots(r.pots)).toEqual([{ amount: 250, eligible: [0, 2] }]);
    expect(r.returned).toEqual([50, 0, 0]);
    expect(r.payouts).toEqual([0, 0, 250]);
    expect(r.stacks).toEqual([950, 950, 250]);
  });
});

describe('R27/R28 straddle', () => {
  const str = (rules?: Record<string, unknown>) => hand({ stacks: stacksOf(5), button: 0, blinds: B, straddle: 200, ...(rules ? { rules } : {}) });
  it('R28 first to act is left of the straddler; double-straddle min raise to 400', () => {
    const h = str();
    expect(h.view('spectator').seats.map((s) => s!.committed)).toEqual([0, 50, 100, 200, 0]);
    expect(h.toAct).toBe(4);
    expect(h.legalActions()).toMatchObject({ call: 200, raiseTo: { min: 400 } });
    expect(str({ straddleMinRaise: 'double-straddle' }).legalActions()!.raiseTo!.min).toBe(400);
  });
  it('R28 straddle-plus-bb: min raise to 300 (3 x BB)', () => {
    expect(str({ straddleMinRaise: 'straddle-plus-bb' }).legalActions()!.raiseTo!.min).toBe(300);
  });
  it("R28 the straddler has the option when nobody raised; post-flop min bet is the BB", () => {
    const h = str();
    play(h, [[4, 'c'], [0, 'c'], [1, 'c'], [2, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, check: true, call: null, raiseTo: { min: 400 } });
    play(h, [[3, 'x']]);
    expect(h.street).toBe('flop');
    expect(h.legalActions()).toMatchObject({ seat: 1, raiseTo: { min: 100 } });
  });
});

describe('R14/R36/R46/R47/R49 heads-up order', () => {
  it('R14 button posts SB; R46 button acts first; R49 BB option; R47 BB first after the flop; R36 BB gets the first card', () => {
    const h = hand({ stacks: [1000, 1000], button: 0, blinds: B, holes: ['Ah Kh', '7c 2d'], board: '2c 7d 9h Js 3s' });
    expect(h.view('spectator').seats.map((s) => s!.committed)).toEqual([50, 100]);
    expect(h.toAct).toBe(0);
    play(h, [[0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, check: true, raiseTo: { min: 200 } });
    play(h, [[1, 'x']]);
    expect(h.street).toBe('flop');
    expect(h.toAct).toBe(1);
    play(h, [[1, 'x'], [0, 'x']]);
    expect(h.street).toBe('turn');
    expect(h.toAct).toBe(1);
    checkDown(h);
    expect(formatCards(h.result!.holeCards[1]!)).toEqual(['Ah', 'Kh']);
    expect(formatCards(h.result!.holeCards[0]!)).toEqual(['7c', '2d']);
  });
  it('R13/R36/R11: a seat with 0 chips is skipped and not dealt in (holeCards null)', () => {
    // seats 0,2,3 dealt in, button 0: SB 2, BB 3, button acts first; dealing order 2, 3, 0
    const h = hand({ stacks: [1000, 0, 1000, 1000], button: 0, blinds: B, holes: ['Ah Kh', 'Qc Qd', '7c 2d'], board: '2c 7d 9h Js 3s' });
    expect(h.view('spectator').seats[1]).toBeNull();
    expect(h.view('spectator').seats.map((s) => s?.committed ?? null)).toEqual([0, null, 50, 100]);
    expect(h.toAct).toBe(0);
    play(h, [[0, 'f'], [2, 'f']]);
    const r = h.result!;
    expect(r.holeCards[1]).toBeNull();
    expect(formatCards(r.holeCards[2]!)).toEqual(['Ah', 'Kh']);
    expect(formatCards(r.holeCards[3]!)).toEqual(['Qc', 'Qd']);
    expect(formatCards(r.holeCards[0]!)).toEqual(['7c', '2d']);
    expect(r.stacks).toEqual([1000, 0, 950, 1050]);
  });
});

describe('R59/R61/R63 legal action rules', () => {
  it('R59 open fold rejected by default (OPEN_FOLD, state unchanged)', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, fold: false, check: true });
    expectIllegal(h, { type: 'fold' }, 'OPEN_FOLD', 2);
  });
  it('R59 allowOpenFold permits it', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, rules: { allowOpenFold: true } });
    play(h, [[0, 'c'], [1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, fold: true, check: true });
    play(h, [[2, 'f']]);
    expect(h.street).toBe('flop');
    expect(h.view('spectator').seats[2]!.folded).toBe(true);
  });
  it('R61 bet vs raise: pre-flop "bet" is wrong, flop opening "raise" is wrong, "bet" over a bet is wrong', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B });
    expectIllegal(h, { type: 'bet', to: 300 }, 'WRONG_WORD', 0);
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    expectIllegal(h, { type: 'raise', to: 200 }, 'WRONG_WORD', 1);
    play(h, [[1, 'b200']]);
    expectIllegal(h, { type: 'bet', to: 400 }, 'WRONG_WORD', 2);
    play(h, [[2, 'r400']]);
  });
  it('R63 all-in below the minimum raise is legal and reported as min = max; the next raise keeps LFR', () => {
    const h = hand({ stacks: [10000, 10000, 10000, 150], button: 0, blinds: B });
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 100, raiseTo: { min: 150, max: 150 } });
    expectIllegal(h, { type: 'raise', to: 140 }, 'BELOW_MINIMUM', 3);
    play(h, [[3, 'r150']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, call: 150, raiseTo: { min: 250 } });
  });
  it('R0.3 illegal amounts and wrong seat carry code and seat, and change nothing', () => {
    const h = hand({ stacks: stacksOf(4, 1000), button: 0, blinds: B });
    expectIllegal(h, { type: 'raise', to: 150 }, 'BELOW_MINIMUM', 3);
    expectIllegal(h, { type: 'raise', to: 1001 }, 'ABOVE_MAXIMUM', 3);
    expectIllegal(h, { type: 'check' }, 'CHECK_FACING_BET', 3);
    expectIllegal(h, { type: 'raise', to: 250.5 }, 'BAD_AMOUNT', 3);
    play(h, [[3, 'c']]);
  });
});

describe('R74 re-opening after short all-ins', () => {
  it('R74 one short all-in does not re-open for a player who acted', () => {
    const h = hand({ stacks: [10000, 10000, 240], button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'b100'], [2, 'a'], [0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 40, raiseTo: null });
    expectIllegal(h, { type: 'raise', to: 240 }, 'NO_RAISING_RIGHTS', 1);
  });
  it('R74 cumulative short all-ins (100 -> 150 -> 200) re-open; min raise still currentBet + LFR = 300', () => {
    const h = hand({ stacks: [10000, 10000, 250, 300], button: 0, blinds: B });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c'], [2, 'x'], [1, 'b100'], [2, 'a'], [3, 'a'], [0, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 100, raiseTo: { min: 300 } });
  });
  it('R74 TDA addendum ex. 1-A: a player who called one of two short all-ins may not raise', () => {
    // flop order 1, 2, 3, 0. Seat 1 bets 100, seat 2 all-in 150, seat 3 calls 150, seat 0 all-in 200.
    const h = hand({ stacks: [300, 10000, 250, 10000], button: 0, blinds: B });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c'], [2, 'x'], [1, 'b100'], [2, 'a'], [3, 'c'], [0, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 100, raiseTo: { min: 300 } });
    play(h, [[1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 50, raiseTo: null });
  });
});

describe('R100/R102/R103 progression', () => {
  it('R100/R106 BB not asked to act facing a smaller all-in; 20 returned', () => {
    const h = hand({ stacks: [1000, 80, 1000], button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd', '4c 5d'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'f'], [1, 'a']]);
    expect(h.toAct).toBeNull();
    expect(h.isComplete).toBe(true);
    const r = h.result!;
    expect(r.returned).toEqual([0, 0, 20]);
    expect(sortPots(r.pots)).toEqual([{ amount: 160, eligible: [1, 2] }]);
    expect(r.payouts).toEqual([0, 160, 0]);
    expect(r.stacks).toEqual([1000, 160, 920]);
  });
  it('R102 hand over by folds pre-flop: no board, nothing shown, blind surplus returned', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B });
    play(h, [[0, 'f'], [1, 'f']]);
    expect(h.isComplete).toBe(true);
    expect(h.street).toBeNull();
    expect(h.toAct).toBeNull();
    expect(h.legalActions()).toBeNull();
    const r = h.result!;
    expect(r.board).toEqual([]);
    expect(r.shown).toEqual([]);
    expect(r.returned).toEqual([0, 0, 50]);
    expect(r.payouts).toEqual([0, 0, 100]);
    expect(r.stacks).toEqual([1000, 950, 1050]);
    expect(r.pots.map((p) => p.winners)).toEqual([[2]]);
    expectIllegal(h, { type: 'check' }, 'NO_ACTION', undefined);
  });
  it('R102 folds on the turn: only flop and turn dealt', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c'], [1, 'x'], [1, 'x'], [0, 'x'], [1, 'b100'], [0, 'f']]);
    expect(formatCards(h.result!.board)).toEqual(['2c', '7d', '9h', 'Js']);
    expect(h.result!.stacks).toEqual([900, 1100]);
  });
  it('R103/R38 all-in pre-flop: the board is run out with a burn before each street', () => {
    const deck = layDeck(['Ah Ad', 'Kh Kd'], '2c 7d 9h Js 3s', { burns: 'Qc Qd Qh' });
    expect(formatCards(deck.slice(0, 12))).toEqual(['Ah', 'Kh', 'Ad', 'Kd', 'Qc', '2c', '7d', '9h', 'Qd', 'Js', 'Qh', '3s']);
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck } });
    play(h, [[0, 'a'], [1, 'c']]);
    const r = h.result!;
    expect(formatCards(r.board)).toEqual(['2c', '7d', '9h', 'Js', '3s']);
    expect(formatCards(r.holeCards[1]!)).toEqual(['Ah', 'Ad']);
    expect(r.payouts).toEqual([0, 2000]);
    expect(shownSeats(h).sort()).toEqual([0, 1]); // R127
  });
});

describe('R115 odd chips', () => {
  it('R115 awardPots: 3-way split with 2 odd chips go to the first two winners left of the button', () => {
    expect(awardPots([{ amount: 101, eligible: [0, 2, 3] }], [[0, 2, 3]], 1, 4)).toEqual([33, 0, 34, 34]);
    // wrap around: button 3, winners 0,1,3: order from seat 0 is 0, 1, 3
    expect(awardPots([{ amount: 5, eligible: [0, 1, 3] }], [[0, 1, 3]], 3, 4)).toEqual([2, 2, 0, 1]);
  });
  it('R115 awardPots heads-up: the BB (left of the button) gets the odd chip', () => {
    expect(awardPots([{ amount: 101, eligible: [0, 1] }], [[0, 1]], 0, 2)).toEqual([50, 51]);
    expect(awardPots([{ amount: 101, eligible: [0, 1] }], [[1, 0]], 1, 2)).toEqual([51, 50]);
  });
  it('R115/R116 awardPots: each pot to its best eligible tier, side pot first or not the same amounts', () => {
    // seat 0 best but only in the main pot; side pot to seat 2 over seat 1
    expect(awardPots([{ amount: 300, eligible: [0, 1, 2] }, { amount: 200, eligible: [1, 2] }], [[0], [2], [1]], 0, 3)).toEqual([300, 0, 200]);
  });
  it('R115/R155 real hand: board plays (royal flush), 35 split three ways: seats 2 and 3 get 12, seat 0 gets 11', () => {
    // 4 players, 5/10, SB folds pre-flop after posting: pot 10 + 10 + 10 + 5 = 35
    const h = hand({ stacks: stacksOf(4, 1000), button: 0, blinds: { small: 5, big: 10 }, holes: ['2c 3c', '2d 3d', '4h 4d', '7c 8c'], board: 'As Ks Qs Js Ts' });
    play(h, [[3, 'c'], [0, 'c'], [1, 'f'], [2, 'x']]);
    checkDown(h);
    const r = h.result!;
    expect(r.pots).toHaveLength(1);
    expect([...r.pots[0]!.winners].sort()).toEqual([0, 2, 3]);
    expect(r.payouts).toEqual([11, 0, 12, 12]);
    expect(r.stacks).toEqual([1001, 995, 1002, 1002]);
  });
  it('R115 real heads-up split with an odd pot (BBA dead 5): BB gets 13, button 12', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 5, mode: 'big-blind' }, holes: ['2c 3c', '2d 3d'], board: 'As Ks Qs Js Ts' });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(h.result!.payouts).toEqual([12, 13]);
  });
});

describe('R126/R127/R128 showdown order and mucking', () => {
  // 3 players, button 0; dealing order seats 1, 2, 0
  const toRiver = (holes: string[], rules?: Record<string, unknown>) => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes, board: '2c 7d 9h Js 3s', ...(rules ? { rules } : {}) });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'x'], [2, 'x'], [0, 'x'], [1, 'x'], [2, 'x'], [0, 'x']]);
    expect(h.street).toBe('river');
    return h;
  };
  it('R126 last river aggressor shows first, then clockwise (autoMuck false)', () => {
    const h = toRiver(['Ah Ad', 'Kh Kd', 'Qh Qd'], { autoMuck: false });
    play(h, [[1, 'x'], [2, 'b100'], [0, 'c'], [1, 'c']]);
    expect(shownSeats(h)).toEqual([2, 0, 1]);
    expect(h.result!.payouts).toEqual([0, 600, 0]);
  });
  it('R126 no river bet: first non-folded left of the button shows first', () => {
    const h = toRiver(['Ah Ad', 'Kh Kd', 'Qh Qd'], { autoMuck: false });
    checkDown(h);
    expect(shownSeats(h)).toEqual([1, 2, 0]);
  });
  it('R126 heads-up without a river bet: the BB shows first', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['4c 5d', 'Ah Ad'], board: '2c 7d 9h Js Ks', rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(shownSeats(h)).toEqual([1, 0]);
  });
  it('R128 autoMuck (default): losing hands after a better one was shown are not in shown', () => {
    const h = toRiver(['Ah Ad', 'Kh Kd', 'Qh Qd']);
    play(h, [[1, 'x'], [2, 'b100'], [0, 'c'], [1, 'c']]);
    // seat 2 (KK) shows first; seat 0 (QQ) cannot win -> mucked; seat 1 (AA) wins -> shown
    expect(shownSeats(h)).toEqual([2, 1]);
    expect(h.result!.payouts).toEqual([0, 600, 0]);
    const h2 = toRiver(['Ah Ad', 'Kh Kd', 'Qh Qd']);
    checkDown(h2); // seat 1 AA shows first, nobody else can win
    expect(shownSeats(h2)).toEqual([1]);
    expect(h2.result!.holeCards.every((x) => x !== null && x.length === 2)).toBe(true); // R-contract: mucked hands still in holeCards
  });
  it('R128 a hand that can tie is shown', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ah Kd', 'Ac Kh'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(shownSeats(h)).toEqual([1, 0]);
    expect(h.result!.payouts).toEqual([100, 100]);
  });
  it('R127 all-in showdown shows every hand, losers too, even with autoMuck', () => {
    const h = hand({ stacks: [1000, 1000, 1000], button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd', 'Qh Qd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'a'], [1, 'c'], [2, 'c']]);
    expect(shownSeats(h).sort()).toEqual([0, 1, 2]);
  });
});

describe('R155/R161/R170/R176 variants through real hands', () => {
  const hu = (variant: typeof HOLDEM, holes: string[], board: string) => {
    const h = hand({ variant, stacks: stacksOf(2, 1000), button: 0, blinds: B, holes, board, rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    return h.result!;
  };
  it('R155 board plays K-K-Q-Q-J: 8-3 and 6-5 split; T-9 makes a straight and wins (Appendix B)', () => {
    expect(hu(HOLDEM, ['8d 3c', '6h 5h'], 'Kc Kh Qd Qc Js').payouts).toEqual([100, 100]);
    const r = hu(HOLDEM, ['8d 3c', 'Th 9h'], 'Kc Kh Qd Qc Js');
    expect(r.payouts).toEqual([200, 0]); // seat 0 got the 2nd card of each round: T-9
    expect(r.shown.find((s) => s.seat === 0)!.value.category).toBe('straight');
  });
  it('R161 Omaha: one spade with four on board is no flush; the hand plays K-K-Q-Q-9', () => {
    // seat 1 (BB) gets As Kh Qc 7d, seat 0 gets 5s Jd Jc 4h (a flush under "any" selection)
    const r = hu(OMAHA, ['As Kh Qc 7d', '5s Jd Jc 4h'], 'Ks Qs 9s 2s 3d');
    expect(r.payouts).toEqual([0, 200]);
    const v1 = r.shown.find((s) => s.seat === 1)!.value;
    expect(v1.category).toBe('two-pair');
    expect(ranks(v1.cards)).toBe('KKQQ9');
    expect(r.shown.find((s) => s.seat === 0)!.value.category).toBe('one-pair');
  });
  it('R161 Omaha: a royal flush on the board does not play; quads on board give trips', () => {
    const r = hu(OMAHA, ['2c 3d 4h 8c', '2d 3h 5c 9d'], 'As Ks Qs Js Ts');
    expect(r.shown.map((s) => s.value.category)).toEqual(['high-card', 'high-card']);
    const q = hu(OMAHA, ['2c 3d 4h 8c', '2d 2h 5c 9d'], 'Ks Kh Kd Kc Ts');
    expect(q.shown.find((s) => s.seat === 1)!.value.category).toBe('three-of-a-kind');
    expect(q.shown.find((s) => s.seat === 0)!.value.category).toBe('full-house');
  });
  it('R170 Pai Gow wheel beats the six-high straight (standard ranking: the reverse)', () => {
    // seat 1 holds As 5h (wheel), seat 0 holds 5d 6c (six-high straight)
    expect(hu(HOLDEM, ['As 5h', '5d 6c'], '2c 3d 4h Kc 9s').payouts).toEqual([200, 0]);
    expect(hu(PAIGOW, ['As 5h', '5d 6c'], '2c 3d 4h Kc 9s').payouts).toEqual([0, 200]);
  });
  it('R171 Pai Gow: with A-2-3-4-5-6 the wheel is the hand chosen, shown 5-4-3-2-A', () => {
    const r = hu(PAIGOW, ['As 5h', 'Kh Kd'], '2c 3d 4h 6s Kc');
    const v = r.shown.find((s) => s.seat === 1)!.value;
    expect(v.category).toBe('straight');
    expect(ranks(v.cards)).toBe('5432A');
    expect(r.payouts).toEqual([0, 200]);
  });
  it('R176 short deck: flush beats full house', () => {
    // seat 1 Ah Kh flush; seat 0 Ts 9c tens full
    expect(hu(SHORT, ['Ah Kh', 'Ts 9c'], '6h 7h 9h Tc Td').payouts).toEqual([0, 200]);
    expect(hu(HOLDEM, ['Ah Kh', 'Ts 9c'], '6h 7h 9h Tc Td').payouts).toEqual([200, 0]);
  });
  it('R176 tripsBeatStraight through a composed variant\'s rankingOptions', () => {
    // seat 1 9s Ts straight 6-T; seat 0 Kd Ah trips kings
    expect(hu(SHORT, ['9s Ts', 'Kd Ah'], '6c 7d 8h Kc Ks').payouts).toEqual([0, 200]);
    expect(hu(SHORT_TRIPS, ['9s Ts', 'Kd Ah'], '6c 7d 8h Kc Ks').payouts).toEqual([200, 0]);
  });
  it('R175 short deck: A-6-7-8-9 is a straight, shown 9-8-7-6-A', () => {
    const r = hu(SHORT, ['As 9d', 'Kh Qh'], '6c 7d 8h Kc Js');
    const v = r.shown.find((s) => s.seat === 1)!.value;
    expect(v.category).toBe('straight');
    expect(ranks(v.cards)).toBe('9876A');
  });
});

describe('R168 hi-lo', () => {
  it('R168 awardPots with lowOrder: odd chip to high; quartering; no qualifying low -> all high', () => {
    expect(awardPots([{ amount: 101, eligible: [0, 1] }], [[0], [1]], 0, 2, [[1]])).toEqual([51, 50]);
    expect(awardPots([{ amount: 100, eligible: [0, 1, 2] }], [[0], [2], [1]], 0, 3, [[0, 1]])).toEqual([75, 25, 0]);
    expect(awardPots([{ amount: 101, eligible: [0, 1] }], [[0], [1]], 0, 2, [])).toEqual([101, 0]);
    // high half 51 split between 0 and 1: 25 each + odd chip to seat 1 (left of button 0); low 50 to seat 2
    expect(awardPots([{ amount: 101, eligible: [0, 1, 2] }], [[0, 1], [2]], 0, 3, [[2]])).toEqual([25, 26, 50]);
  });
  it('R168 real Omaha Hi-Lo hand: quartered low (75 each of 150), trips kings scoops high', () => {
    // dealing order seat 1, seat 2, seat 0: seat 1 Ah 3h Kd Qd (KKK + A-3 low); seat 2 As 3s 9c 9d (same low);
    // seat 0 Jh Jd Th Td (two pair, no low). Pot 300: high 150 -> seat 1, low 150 -> 75 / 75.
    const h = hand({ variant: OMAHA8, stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Ah 3h Kd Qd', 'As 3s 9c 9d', 'Jh Jd Th Td'], board: '2c 5d 7h Kc Ks', rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h);
    const r = h.result!;
    expect(r.payouts).toEqual([0, 225, 75]);
    const s1 = r.shown.find((s) => s.seat === 1)!;
    expect(s1.value.category).toBe('three-of-a-kind');
    expect(ranks(s1.low!.cards).split('').sort().join('')).toBe('2357A'.split('').sort().join(''));
    expect(r.shown.find((s) => s.seat === 0)!.low).toBeUndefined();
  });
  it('R168 no qualifying low: the whole pot goes high', () => {
    // only two board cards are 8 or lower, so nobody can make a low. Seat 1 (Ah 3h Kd Qd): Kd Qd + Qh Td 9c
    // = pair of queens; seat 0 (4s 4c 5s 5c): 5s 5c + Qh Td 9c = pair of fives. Seat 1 takes all 200.
    const h = hand({ variant: OMAHA8, stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ah 3h Kd Qd', '4s 4c 5s 5c'], board: '9c Td Qh 2s 7h', rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(h.result!.payouts).toEqual([0, 200]);
    expect(h.result!.shown.every((s) => s.low === undefined)).toBe(true);
  });
});

describe('Contract shapes: HandResult, PlayerView, persist/restore', () => {
  it('HandResult: every field, main pot first, payouts + returned = chips put in (R0.5)', () => {
    const h = hand({ stacks: [1000, 3000, 3000, 0], button: 0, blinds: B, holes: ['Kh Kd', '4c 5d', 'Ah Ad'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'a'], [1, 'a'], [2, 'c']]);
    const r = h.result!;
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['holeCards', 'board', 'pots', 'returned', 'payouts', 'stacks', 'shown']));
    expect(r.holeCards).toHaveLength(4);
    expect(r.holeCards[3]).toBeNull();
    expect(r.returned).toHaveLength(4);
    expect(r.payouts).toHaveLength(4);
    expect(r.stacks).toEqual([3000, 4000, 0, 0]);
    expect(r.pots[0]!.amount).toBe(3000);
    expect(r.pots[0]!.eligible.length).toBeGreaterThan(r.pots[1]!.eligible.length);
    for (const s of r.shown) {
      expect(typeof s.value.strength).toBe('number');
      expect(s.value.cards).toHaveLength(5);
    }
    expect(JSON.parse(JSON.stringify(r.stacks))).toEqual(r.stacks);
  });
  it('PlayerView: own cards only, legalActions only for the viewer to act, JSON-safe', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Kh Kd', '4c 5d', 'Ah Ad'], board: '2c 7d 9h Js 3s' });
    const v0 = h.view(0);
    expect(v0.viewer).toBe(0);
    expect(v0.button).toBe(0);
    expect(v0.toAct).toBe(0);
    expect(v0.street).toBe('preflop');
    expect(formatCards(v0.seats[0]!.holeCards!)).toEqual(['Ah', 'Ad']);
    expect(v0.seats[1]!.holeCards).toBeNull();
    expect(v0.seats[2]!.holeCards).toBeNull();
    expect(v0.legalActions).toMatchObject({ seat: 0, call: 100 });
    expect(h.view(1).legalActions).toBeNull();
    const sp = h.view('spectator');
    expect(sp.seats.every((s) => s!.holeCards === null)).toBe(true);
    expect(sp.legalActions).toBeNull();
    expect(sp.board).toEqual([]);
    expect(JSON.parse(JSON.stringify(v0))).toEqual(v0);
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    expect(formatCards(h.view('spectator').board)).toEqual(['2c', '7d', '9h']);
    expect(h.view('spectator').pots.reduce((s, p) => s + p.amount, 0)).toBe(300);
  });
  it('persist/restoreHand: a restored hand continues identically (JSON round trip)', () => {
    const mk = () => hand({ stacks: [1000, 800, 1200], button: 1, blinds: B, holes: ['Kh Kd', '4c 5d', 'Ah Ad'], board: '2c 7d 9h Js 3s' });
    const h = mk();
    play(h, [[1, 'r300'], [2, 'c'], [0, 'c'], [2, 'b200']]);
    const saved = JSON.parse(JSON.stringify(h.persist()));
    const r = restoreHand(saved, { variant: HOLDEM, betting: noLimit() });
    expect(r.toAct).toBe(h.toAct);
    expect(r.legalActions()).toEqual(h.legalActions());
    expect(r.view(0)).toEqual(h.view(0));
    const rest: [number, string][] = [[0, 'r600'], [1, 'c'], [2, 'c'], [2, 'x'], [0, 'x'], [2, 'x'], [0, 'x']];
    play(h, rest);
    play(r, rest);
    expect(r.result).toEqual(h.result);
    expect(h.result!.stacks.reduce((a, b) => a + b, 0)).toBe(3000);
  });
});

describe('defineVariant: composed variants', () => {
  it("Greek Hold'em {hole 2, board 3}: both hole cards must play (no royal from one hole card)", () => {
    const greek = defineVariant({ ...HOLDEM, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } });
    const run = (variant: typeof HOLDEM) => {
      // seat 1 (BB) Ts 3c, seat 0 Kd Kc
      const h = hand({ variant, stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ts 3c', 'Kd Kc'], board: 'As Ks Qs Js 2d', rules: { autoMuck: false } });
      play(h, [[0, 'c'], [1, 'x']]);
      checkDown(h);
      return h.result!;
    };
    expect(run(HOLDEM).payouts).toEqual([0, 200]);
    const g = run(greek);
    expect(g.payouts).toEqual([200, 0]);
    expect(g.shown.find((s) => s.seat === 0)!.value.category).toBe('three-of-a-kind');
  });
  it("3-hole-card Hold'em: R38 deals 3 cards a player; trips aces full beat two pair", () => {
    const three = defineVariant({ ...HOLDEM, id: 'three-card-holdem', name: "3-card Hold'em", holeCards: 3 });
    const h = hand({ variant: three, stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Ah Ad Ac', 'Qs Qh 3c', '8c 8d 4h'], board: 'Ks Kh 2c 5d 9s' });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h);
    const r = h.result!;
    expect(formatCards(r.holeCards[1]!)).toEqual(['Ah', 'Ad', 'Ac']);
    expect(formatCards(r.holeCards[0]!)).toEqual(['8c', '8d', '4h']);
    expect(r.payouts).toEqual([0, 300, 0]);
    expect(r.shown[0]!.value.category).toBe('full-house');
  });
  it("Royal Hold'em on a 20-card T-A deck: broadway straights split", () => {
    const royalDeck = 'T J Q K A'.split(' ').flatMap((r) => ['c', 'd', 'h', 's'].map((s) => r + s));
    const royal = defineVariant({ ...HOLDEM, id: 'royal-holdem', name: "Royal Hold'em", deck: royalDeck, seats: { min: 2, max: 6 } });
    const deck = layDeck(['As Ah', 'Ks Kh'], 'Ac Kc Qd Jd Td', { all: cs(royalDeck.join(' ')) });
    expect(deck).toHaveLength(20);
    const h = createHand({ variant: royal, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck } });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(h.result!.payouts).toEqual([100, 100]);
    expect(h.result!.shown.map((s) => s.value.category)).toEqual(['straight', 'straight']);
    // a standard 52-card deck is refused for this variant (R5)
    expect(() => createHand({ variant: royal, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck: layDeck(['As Ah', 'Ks Kh'], '') } })).toThrow();
  });
  it('refusals name the field', () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ holeCards: 0 }, 'holeCards'],
      [{ seats: { min: 5, max: 2 } }, 'seats'],
      [{ selection: { hole: 3, board: 3 } }, 'selection'],
      [{ deck: ['As', 'As', 'Kd'] }, 'deck'],
      [{ streets: [] }, 'streets'],
      [{ ranking: 'lowball' }, 'ranking'],
      [{ id: '' }, 'id'],
    ];
    for (const [patch, field] of bad) {
      expect(() => defineVariant({ ...holdemSpec, ...patch } as never), field).toThrow(new RegExp(field));
    }
  });
  it('R5 an explicit deck with a duplicate or a missing card is refused', () => {
    const deck = layDeck(['As Ah', 'Ks Kh'], '2c 7d 9h Js 3s');
    expect(() => createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck: deck.slice(1) } })).toThrow();
    expect(() => createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck: [deck[1]!, ...deck.slice(1)] } })).toThrow();
  });
  it("'manual' dealing: dealHole per seat and dealBoard per street", () => {
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: 'manual' });
    h.dealHole(0, 'Ah Ad');
    h.dealHole(1, [c('Kh'), c('Kd')]);
    expect(h.toAct).toBe(0);
    play(h, [[0, 'c'], [1, 'x']]);
    h.dealBoard('2c 7d 9h');
    expect(h.street).toBe('flop');
    play(h, [[1, 'x'], [0, 'x']]);
    h.dealBoard('Js');
    play(h, [[1, 'x'], [0, 'x']]);
    h.dealBoard(cs('3s'));
    play(h, [[1, 'x'], [0, 'x']]);
    expect(h.result!.payouts).toEqual([200, 0]);
    expect(formatCards(h.result!.board)).toEqual(['2c', '7d', '9h', 'Js', '3s']);
  });
});

describe('Edge cases: all-in words, re-opening, straddle and PL details', () => {
  it('R57/R74 an "all-in" that would be a raise is rejected for a player without raising rights', () => {
    const h = hand({ stacks: [10000, 10000, 240], button: 0, blinds: B });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'b100'], [2, 'a'], [0, 'c']]);
    expectIllegal(h, { type: 'all-in' }, 'NO_RAISING_RIGHTS', 1);
  });
  it('R57 an "all-in" for no more than the call is a call', () => {
    const h = hand({ stacks: [10000, 10000, 240], button: 0, blinds: B });
    play(h, [[0, 'r1000']]);
    play(h, [[1, 'f'], [2, 'a']]);
    expect(h.isComplete).toBe(true);
    expect(h.result!.returned).toEqual([760, 0, 0]);
  });
  it('R62(b) no raise when the only opponent is all-in: call or fold only', () => {
    const h = hand({ stacks: [10000, 10000, 500], button: 0, blinds: B });
    play(h, [[0, 'f'], [1, 'r500']]);
    play(h, [[2, 'a']]); // BB all-in for 500 = a call of the 500
    expect(h.isComplete).toBe(true);
    const g = hand({ stacks: [10000, 10000, 500], button: 0, blinds: B });
    play(g, [[0, 'f'], [1, 'c'], [2, 'a']]);
    expect(g.legalActions()).toMatchObject({ seat: 1, call: 400, raiseTo: null });
    expectIllegal(g, { type: 'raise', to: 1000 }, 'CANNOT_RAISE', 1);
  });
  it('R74 a short pre-flop all-in over the blind (TDA 3-A, 2 000/4 000: 4 000 -> 7 500) does not re-open for the limper', () => {
    const h = hand({ stacks: [100000, 7500, 100000, 100000], button: 0, blinds: { small: 2000, big: 4000 } });
    play(h, [[3, 'c'], [0, 'f'], [1, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, call: 3500, raiseTo: { min: 11500 } }); // BB has not acted
    play(h, [[2, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 3500, raiseTo: null });
  });
  it('R95 FL analogue of TDA 1-A: a player who called a short all-in (25) faces only 5 more after a full raise to 30', () => {
    // flop, unit 20: seat 1 bets 20, seat 2 all-in 25, seat 3 calls 25, seat 0 all-in 30 (2*(30-20) >= 20: full)
    const h = hand({ stacks: [50, 1000, 45, 1000], button: 0, betting: fixedLimit({ smallBet: 20 }) });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c'], [2, 'x'], [1, 'b20'], [2, 'a'], [3, 'c'], [0, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 10, raiseTo: { min: 50, max: 50 } });
    play(h, [[1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 5, raiseTo: null });
  });
  it('R93 uncap-when-two-remain: with a third player all-in, the two others raise past the cap', () => {
    // seat 0 all-in to 12: 2 x (12 - 10) < 10, not a full raise (R96), so the level stays 10 and the count 1
    const h = hand({ stacks: [12, 1000, 1000], button: 0, betting: fixedLimit({ smallBet: 10 }) });
    play(h, [[0, 'a']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, call: 7, raiseTo: { min: 20, max: 20 } });
    play(h, [[1, 'r20'], [2, 'r30'], [1, 'r40']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, raiseTo: { min: 50, max: 50 } });
  });
  it('R93 maxRaises 4: bet + 4 raises', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, betting: fixedLimit({ smallBet: 10, maxRaises: 4 }) });
    play(h, [[0, 'r20'], [1, 'r30'], [2, 'r40']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, raiseTo: { min: 50, max: 50 } });
    play(h, [[0, 'r50']]);
    expect(h.legalActions()).toMatchObject({ seat: 1, raiseTo: null });
  });
  it('R90 fixedLimit bigBet option sets the turn unit', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, betting: fixedLimit({ smallBet: 10, bigBet: 30 }) });
    play(h, [[0, 'c'], [1, 'x'], [1, 'x'], [0, 'x']]);
    expect(h.legalActions()!.raiseTo).toEqual({ min: 30, max: 30 });
  });
  it('R94 FL all-in below the full level is the only wager and is legal', () => {
    const h = hand({ stacks: [1000, 1000, 35], button: 0, betting: fixedLimit({ smallBet: 20 }) });
    play(h, [[0, 'r40']]);
    play(h, [[1, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 2, call: 15, raiseTo: null }); // 35 total < 40: a call for less
    const g = hand({ stacks: [1000, 1000, 50], button: 0, betting: fixedLimit({ smallBet: 20 }) });
    play(g, [[0, 'c'], [1, 'c']]);
    expect(g.legalActions()).toMatchObject({ seat: 2, check: true, raiseTo: { min: 40, max: 40 } });
    const k = hand({ stacks: [1000, 1000, 30], button: 0, betting: fixedLimit({ smallBet: 20 }) });
    play(k, [[0, 'c'], [1, 'c']]);
    expect(k.legalActions()).toMatchObject({ seat: 2, check: true, raiseTo: { min: 30, max: 30 } });
  });
  it('R28 straddle 300 (3 x BB): double-straddle min 600; straddle-plus-bb min 500', () => {
    const mk = (rules?: Record<string, unknown>) => hand({ stacks: stacksOf(5), button: 0, blinds: B, straddle: 300, ...(rules ? { rules } : {}) });
    expect(mk().legalActions()).toMatchObject({ seat: 4, call: 300, raiseTo: { min: 600 } });
    expect(mk({ straddleMinRaise: 'straddle-plus-bb' }).legalActions()).toMatchObject({ seat: 4, call: 300, raiseTo: { min: 500 } });
  });
  it('R28 3-handed straddle: the button straddles, the SB acts first', () => {
    const h = hand({ stacks: stacksOf(3), button: 0, blinds: B, straddle: 200 });
    expect(h.view('spectator').seats.map((s) => s!.committed)).toEqual([200, 50, 100]);
    expect(h.toAct).toBe(1);
    play(h, [[1, 'c'], [2, 'c']]);
    expect(h.legalActions()).toMatchObject({ seat: 0, check: true });
  });
  it('R27 a straddle below 2 x BB is refused', () => {
    expect(() => hand({ stacks: stacksOf(4), button: 0, blinds: B, straddle: 150 })).toThrow();
  });
  it('R81/R82 PL with a straddle: first to act may make it 750 (pot 350 + call 200 + 200)', () => {
    const h = hand({ stacks: stacksOf(5), button: 0, blinds: B, straddle: 200, betting: potLimit() });
    expect(h.legalActions()).toMatchObject({ seat: 4, call: 200, raiseTo: { min: 400, max: 750 } });
  });
  it('R81 PL with a short SB (30 of 50): nominal blinds count, first to act may make it 350', () => {
    const h = hand({ stacks: [10000, 30, 10000, 10000], button: 0, blinds: B, betting: potLimit() });
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 100, raiseTo: { min: 200, max: 350 } });
  });
  it('R81 PL post-flop uses the actual pot: short BB 60 gives a 360 flop pot after three calls', () => {
    // 4 players, BB all-in 60; UTG, button, SB call 100: pot 360 (main 240 + side 120)
    const h = hand({ stacks: [10000, 10000, 60, 10000], button: 0, blinds: B, betting: potLimit() });
    play(h, [[3, 'c'], [0, 'c'], [1, 'c']]);
    expect(h.street).toBe('flop');
    expect(h.legalActions()).toMatchObject({ seat: 1, raiseTo: { min: 100, max: 360 } });
  });
  it('R81/R106 PL: an uncalled part returned at the end of a round is not in the next pot total', () => {
    // flop: seat 1 bets 300, seat 2 (all-in for 200 more) calls 200, seat 0 calls 300; the 100 over seat 2 is matched by seat 0 -> side pot.
    // Instead: seat 1 bets 300, seat 2 folds, seat 0 calls: flop pot = 300 (pre-flop) + 600 = 900.
    const h = hand({ stacks: stacksOf(3), button: 0, blinds: B, betting: potLimit() });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x'], [1, 'b300'], [2, 'f'], [0, 'c']]);
    expect(h.street).toBe('turn');
    expect(h.legalActions()).toMatchObject({ seat: 1, raiseTo: { max: 900 } });
  });
  it('R25 heads-up BBA: the BB (non-button) posts the ante', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B, ante: { amount: 100, mode: 'big-blind' } });
    const v = h.view('spectator');
    expect(v.seats.map((s) => s!.stack)).toEqual([950, 800]);
    play(h, [[0, 'f']]);
    expect(h.result!.stacks).toEqual([950, 1050]);
  });
  it('R24 ante each: a SB who can cover only the ante is all-in before the blind; others still call 100', () => {
    const h = hand({ stacks: [1000, 10, 1000, 1000], button: 0, blinds: B, ante: { amount: 10, mode: 'each' } });
    expect(h.view('spectator').seats[1]).toMatchObject({ stack: 0, allIn: true, committed: 0 });
    expect(h.legalActions()).toMatchObject({ seat: 3, call: 100, raiseTo: { min: 200 } });
  });
  it('R46 pre-flop first to act skips a UTG who is all-in from the ante', () => {
    const h = hand({ stacks: [1000, 1000, 1000, 10, 1000], button: 0, blinds: B, ante: { amount: 10, mode: 'each' } });
    expect(h.toAct).toBe(4);
  });
});

describe('Edge cases: showdown, views and awards', () => {
  it('R128 hi-lo: a hand that loses high but wins low is shown; a hand with neither is mucked', () => {
    // 3 players, river checked: order 1, 2, 0. Dealing order seat 1, 2, 0.
    // seat 1: Kd Kc Qd Qc -> high K K K (Kd Kc + Ks), no low. seat 2: Ah 2h 9c 9d -> low 7-5-3-2-A, high pair.
    // seat 0: Jh Jd Th Td -> high J J K K? (Jh Jd + Ks ... ) two pair at most, no low: mucked.
    const h = hand({ variant: OMAHA8, stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Kd Kc Qd Qc', 'Ah 2h 9c 9d', 'Jh Jd Th Td'], board: '3c 5d 7h Ks 8s' });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h);
    expect(shownSeats(h)).toEqual([1, 2]);
    expect(h.result!.payouts).toEqual([0, 150, 150]);
  });
  it('R128 a hand better than an earlier loser but worse than the leader is mucked', () => {
    // order 1, 2, 0: seat 1 QQ shows, seat 2 AA shows (better), seat 0 KK cannot win -> mucked
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Qh Qd', 'Ah Ad', 'Kh Kd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h);
    expect(shownSeats(h)).toEqual([1, 2]);
  });
  it('R126 heads-up river bet by the button: the button shows first', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd'], board: '2c 7d 9h Js 3s', rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'x'], [1, 'x'], [0, 'x'], [1, 'x'], [0, 'x'], [1, 'x'], [0, 'b100'], [1, 'c']]);
    expect(shownSeats(h)).toEqual([0, 1]);
  });
  it('views after the hand: shown hands are public, mucked and folded ones stay hidden', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd', 'Qh Qd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h); // seat 1 AA shows, seats 2 and 0 mucked
    expect(shownSeats(h)).toEqual([1]);
    const sp = h.view('spectator');
    expect(formatCards(sp.seats[1]!.holeCards!)).toEqual(['Ah', 'Ad']);
    expect(sp.seats[2]!.holeCards).toBeNull();
    expect(sp.seats[0]!.holeCards).toBeNull();
    expect(h.view(2).seats[0]!.holeCards).toBeNull();
    expect(formatCards(h.view(2).seats[2]!.holeCards!)).toEqual(['Kh', 'Kd']);
    const f = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd', 'Qh Qd'], board: '2c 7d 9h Js 3s' });
    play(f, [[0, 'f'], [1, 'f']]);
    expect(f.view('spectator').seats.every((s) => s!.holeCards === null)).toBe(true);
    expect(f.view(1).seats[2]!.holeCards).toBeNull();
  });
  it('R127 all-in: hands are exposed in the views as soon as no further betting is possible', () => {
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: 'manual' });
    h.dealHole(0, 'Ah Ad');
    h.dealHole(1, 'Kh Kd');
    play(h, [[0, 'a'], [1, 'c']]);
    expect(h.isComplete).toBe(false); // waiting for the board
    expect(formatCards(h.view(1).seats[0]!.holeCards!)).toEqual(['Ah', 'Ad']);
    expect(formatCards(h.view('spectator').seats[1]!.holeCards!)).toEqual(['Kh', 'Kd']);
  });
  it('R113/R115 awardPots: a tier is filtered by eligibility; an uncontested side pot', () => {
    expect(awardPots([{ amount: 100, eligible: [1, 2] }], [[0], [1, 2]], 0, 3)).toEqual([0, 50, 50]);
    expect(awardPots([{ amount: 90, eligible: [0, 1, 2] }, { amount: 40, eligible: [2] }], [[0], [1], [2]], 0, 3)).toEqual([90, 0, 40]);
  });
  it('R168 awardPots: the low half is quartered with its own odd chip by position', () => {
    // pot 103: high 52 to seat 2; low 51 split seats 0 and 1 -> 25 each + 1 to the first left of button 2: seat 0
    expect(awardPots([{ amount: 103, eligible: [0, 1, 2] }], [[2], [0], [1]], 2, 3, [[0, 1]])).toEqual([26, 25, 52]);
  });
  it('R115 odd chip with dead BBA money in a 3-way split', () => {
    // 3 players 10/20, BBA 5: everyone calls 20 -> pot 65; board royal: 21 each + 2 odd chips to seats 1, 2 (button 0)
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: { small: 10, big: 20 }, ante: { amount: 5, mode: 'big-blind' }, holes: ['2c 3c', '2d 3d', '4h 4d'], board: 'As Ks Qs Js Ts' });
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    checkDown(h);
    expect(h.result!.payouts).toEqual([21, 22, 22]);
  });
  it('restoreHand of a manual-dealing hand waiting for the flop, continued identically', () => {
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: B, dealing: 'manual' });
    h.dealHole(1, 'Ah Ad');
    h.dealHole(2, 'Kh Kd');
    h.dealHole(0, 'Qh Qd');
    play(h, [[0, 'c'], [1, 'c'], [2, 'x']]);
    expect(h.toAct).toBeNull();
    const r = restoreHand(JSON.parse(JSON.stringify(h.persist())), { variant: HOLDEM, betting: noLimit() });
    for (const x of [h, r]) {
      x.dealBoard('2c 7d 9h');
      play(x, [[1, 'b100'], [2, 'c'], [0, 'f']]);
      x.dealBoard('Js');
      play(x, [[1, 'x'], [2, 'x']]);
      x.dealBoard('3s');
      play(x, [[1, 'x'], [2, 'x']]);
    }
    expect(r.result).toEqual(h.result);
    expect(h.result!.payouts).toEqual([0, 500, 0]);
  });
  it('R0.3 acting after the end, or dealing in a dealt hand, is refused', () => {
    const h = hand({ stacks: stacksOf(2, 1000), button: 0, blinds: B });
    expect(() => h.dealBoard('2c 7d 9h')).toThrow();
    play(h, [[0, 'f']]);
    expectIllegal(h, { type: 'fold' }, 'NO_ACTION', undefined);
  });
  it('R5/R11: a deck from another variant and a button on an empty seat are refused', () => {
    expect(() => createHand({ variant: SHORT, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck: layDeck(['Ah Ad', 'Kh Kd'], '') } })).toThrow();
    expect(() => createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 0, 1000], button: 1, blinds: B, dealing: { seed: 1 } })).toThrow();
  });
});

describe('defineVariant: more composed variants', () => {
  it("Hold'em hi-lo (selection any + eight-or-better): low from any five of seven", () => {
    const holdem8 = defineVariant({ ...holdemSpec, id: 'holdem-hilo8', name: "Hold'em Hi-Lo", low: 'eight-or-better' });
    // seat 1 Ah 2h: low 6-4-3-2-A (A 2 + 3 4 6), high straight? A-2-3-4 + 5? no 5: board 3c 4d 6h Ks Kd -> pair of kings, A kicker
    // seat 0 Kh Qh: high K K K; no low (only three low cards on board). Pot 200: high 100 -> seat 0, low 100 -> seat 1.
    const h = hand({ variant: holdem8, stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['Ah 2h', 'Kh Qh'], board: '3c 4d 6h Ks Kd' });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    expect(h.result!.payouts).toEqual([100, 100]);
  });
  it('5-card Omaha: {hole 2, board 3} with 5 hole cards, R38 deals five rounds', () => {
    const plo5 = defineVariant({ ...holdemSpec, id: 'plo5', name: '5-card Omaha', holeCards: 5, selection: { hole: 2, board: 3 }, seats: { min: 2, max: 8 } });
    // seat 1 As Ad Kc Qd Jh -> As Ad + ... ; seat 0 2s 3s 4s 8c 9c -> spade flush with 2 hole spades + Ts 7s 5s
    const h = hand({ variant: plo5, stacks: stacksOf(2, 1000), button: 0, blinds: B, holes: ['As Ad Kc Qd Jh', '2s 3s 4h 8c 9c'], board: 'Ts 7s 5s Ah 2d', rules: { autoMuck: false } });
    play(h, [[0, 'c'], [1, 'x']]);
    checkDown(h);
    const r = h.result!;
    expect(r.holeCards[0]).toHaveLength(5);
    // seat 0: 2s 3s + Ts 7s 5s = flush; seat 1: As Ad + Ah = trips aces. Flush wins.
    expect(r.payouts).toEqual([200, 0]);
    expect(r.shown.find((s) => s.seat === 0)!.value.category).toBe('flush');
  });
  it('custom streets without burns and custom names: the deck is consumed without burns', () => {
    const nb = defineVariant({
      ...holdemSpec, id: 'no-burn', name: 'No-burn Hold\'em',
      streets: [{ name: 'deal', board: 0 }, { name: 'three', board: 3 }, { name: 'four', board: 1 }, { name: 'five', board: 1 }],
    });
    const deck = layDeck(['Ah Ad', 'Kh Kd'], '2c 7d 9h Js 3s', { streets: nb.streets });
    expect(formatCards(deck.slice(0, 9))).toEqual(['Ah', 'Kh', 'Ad', 'Kd', '2c', '7d', '9h', 'Js', '3s']);
    const h = createHand({ variant: nb, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck } });
    expect(h.street).toBe('deal');
    play(h, [[0, 'c'], [1, 'x']]);
    expect(h.street).toBe('three');
    expect(formatCards(h.view('spectator').board)).toEqual(['2c', '7d', '9h']);
    checkDown(h);
    expect(formatCards(h.result!.board)).toEqual(['2c', '7d', '9h', 'Js', '3s']);
    expect(h.result!.payouts).toEqual([0, 200]);
  });
  it('a deck given as Card numbers; a composed variant restores from persist', () => {
    const numbers = defineVariant({ ...holdemSpec, id: 'numbers', name: 'numbers', deck: [...layDeck(['Ah Ad'], '')].sort((a, b) => a - b) });
    const h = hand({ variant: numbers, stacks: [1000, 1000], button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c']]);
    const r = restoreHand(JSON.parse(JSON.stringify(h.persist())), { variant: numbers, betting: noLimit() });
    play(r, [[1, 'x']]);
    checkDown(r);
    expect(r.result!.payouts).toEqual([0, 200]);
  });
  it('a two-street variant (flop only, no turn/river)', () => {
    const flopOnly = defineVariant({ ...holdemSpec, id: 'flop-only', name: 'Flop only', streets: [{ name: 'preflop', board: 0 }, { name: 'flop', board: 5, burn: true }] });
    const h = hand({ variant: flopOnly, stacks: [1000, 1000], button: 0, blinds: B, holes: ['Ah Ad', 'Kh Kd'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'c'], [1, 'x'], [1, 'b100'], [0, 'c']]);
    expect(h.isComplete).toBe(true);
    expect(formatCards(h.result!.board)).toEqual(['2c', '7d', '9h', 'Js', '3s']);
    expect(h.result!.payouts).toEqual([0, 400]);
  });
});

describe('More contract checks', () => {
  it('R111/R114/R115 four stacks all in: three pots, ties in the main and the top side pot', () => {
    // stacks 100/250/400/1000, button 3: contributions 100/250/400/400.
    // main 4 x 100 = 400 {0,1,2,3} split 0 and 1 (A-K high each): 200/200; side 3 x 150 = 450 {1,2,3} to seat 1;
    // side 2 x 150 = 300 {2,3} split 2 and 3 (Q-J high each): 150/150.
    const h = hand({ stacks: [100, 250, 400, 1000], button: 3, blinds: { small: 5, big: 10 }, holes: ['Ac Kc', 'Ad Kd', 'Qh Jh', 'Qs Js'], board: '2c 7d 9h 3s 4c' });
    play(h, [[2, 'a'], [3, 'c'], [0, 'a'], [1, 'a']]);
    const r = h.result!;
    expect(sortPots(r.pots)).toEqual([
      { amount: 400, eligible: [0, 1, 2, 3] }, { amount: 450, eligible: [1, 2, 3] }, { amount: 300, eligible: [2, 3] },
    ]);
    expect(r.pots.map((p) => [...p.winners].sort())).toEqual([[0, 1], [1], [2, 3]]);
    expect(r.payouts).toEqual([200, 650, 150, 150]);
    expect(r.stacks).toEqual([200, 650, 150, 750]);
  });
  it('R100 a SB all-in for exactly the BB: the BB is not asked to act', () => {
    const h = hand({ stacks: [1000, 100, 1000], button: 0, blinds: B });
    play(h, [[0, 'f'], [1, 'a']]);
    expect(h.toAct).toBeNull();
    expect(h.isComplete).toBe(true);
    expect(h.result!.returned).toEqual([0, 0, 0]);
  });
  it('R27 straddle refusals: UTG stack not above the straddle, heads-up, fixed limit', () => {
    expect(() => hand({ stacks: [1000, 1000, 1000, 200], button: 0, blinds: B, straddle: 200 })).toThrow(/R27/);
    expect(() => hand({ stacks: [1000, 1000], button: 0, blinds: B, straddle: 200 })).toThrow(/R27/);
    expect(() => hand({ stacks: stacksOf(4, 1000), button: 0, straddle: 40, betting: fixedLimit({ smallBet: 20 }) })).toThrow(/R27/);
  });
  it('R57 "all-in" above the PL or FL maximum is refused (ABOVE_MAXIMUM); within the PL maximum it is a raise', () => {
    expectIllegal(hand({ stacks: stacksOf(3), button: 0, blinds: B, betting: potLimit() }), { type: 'all-in' }, 'ABOVE_MAXIMUM', 0);
    expectIllegal(hand({ stacks: stacksOf(3), button: 0, betting: fixedLimit({ smallBet: 20 }) }), { type: 'all-in' }, 'ABOVE_MAXIMUM', 0);
    const h = hand({ stacks: [300, 10000, 10000], button: 0, blinds: B, betting: potLimit() });
    h.act({ type: 'all-in' });
    expect(h.view('spectator').seats.map((s) => s!.committed)).toEqual([300, 50, 100]);
  });
  it('R0.3 codes: UNKNOWN_ACTION, NOTHING_TO_CALL, BAD_AMOUNT on a string amount', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B });
    expectIllegal(h, { type: 'limp' } as never, 'UNKNOWN_ACTION', 0);
    expectIllegal(h, { type: 'raise', to: '300' } as never, 'BAD_AMOUNT', 0);
    play(h, [[0, 'c'], [1, 'c']]);
    expectIllegal(h, { type: 'call' }, 'NOTHING_TO_CALL', 2);
  });
  it('persist/restore at every step of a hand gives the same legal actions and the same result', () => {
    const mk = () => hand({ stacks: [700, 1500, 400, 2000], button: 2, blinds: B, ante: { amount: 10, mode: 'each' }, holes: ['Kh Kd', '4c 5d', 'Ah Ad', 'Qs Jd'], board: '2c 7d 9h Js 3s' });
    const h = mk();
    const steps: [number, string][] = [[1, 'r300'], [2, 'c'], [3, 'f'], [0, 'c'], [0, 'b100'], [1, 'c'], [2, 'a'], [0, 'x'], [1, 'x'], [0, 'x'], [1, 'x']];
    for (const [seat, a] of steps) {
      const r = restoreHand(JSON.parse(JSON.stringify(h.persist())), { variant: HOLDEM, betting: noLimit() });
      expect(r.toAct).toBe(h.toAct);
      expect(r.street).toBe(h.street);
      expect(r.legalActions()).toEqual(h.legalActions());
      expect(r.view('spectator')).toEqual(h.view('spectator'));
      play(h, [[seat, a]]);
    }
    expect(h.isComplete).toBe(true);
    expect(h.result!.stacks.reduce((x, y) => x + y, 0)).toBe(4600);
  });
});

describe('Differential check against an independent reference model of RULES.md section 16', () => {
  // deterministic pseudo-random numbers (mulberry32)
  const rngOf = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  function randomConfig(r: () => number): RefConfig {
    const structure = (['nl', 'pl', 'fl'] as const)[Math.floor(r() * 3)]!;
    const n = 2 + Math.floor(r() * (r() < 0.8 ? 5 : 8)); // 2..9 seats (short deck allows 9)
    const stacks = Array.from({ length: n }, () => (r() < 0.15 ? 0 : r() < 0.3 ? 1 + Math.floor(r() * 150) : 100 + Math.floor(r() * 2000)));
    if (stacks.filter((s) => s > 0).length < 2) stacks[0] = stacks[1] = 500;
    const live = [...stacks.keys()].filter((p) => stacks[p]! > 0);
    const button = live[Math.floor(r() * live.length)]!;
    const cfg: RefConfig = { structure, stacks, button, sb: 10, bb: 20 };
    if (structure === 'fl') {
      cfg.smallBet = 20;
      cfg.maxRaises = r() < 0.7 ? 3 : 4;
      cfg.headsUpCap = (['uncap-when-two-remain', 'uncap-if-round-starts-heads-up', 'always-capped'] as const)[Math.floor(r() * 3)]!;
    }
    const u = r();
    if (u < 0.2) cfg.ante = { amount: 1 + Math.floor(r() * 5), mode: 'each' };
    else if (u < 0.4) {
      cfg.ante = { amount: 20, mode: 'big-blind' };
      cfg.bbAnteOrder = r() < 0.5 ? 'blind-first' : 'ante-first';
      // ante-first with a BB whose whole stack goes into the ante included: that ante is live (R25)
    }
    if (structure !== 'fl' && live.length >= 3 && r() < 0.25) {
      const ref = new RefHand({ ...cfg });
      const utg = ref.next(ref.bbSeat);
      const amount = 40 + 10 * Math.floor(r() * 3);
      if (stacks[utg]! > amount) {
        cfg.straddle = amount;
        cfg.straddleMinRaise = r() < 0.5 ? 'double-straddle' : 'straddle-plus-bb';
      }
    }
    return cfg;
  }
  const VARIANTS = [HOLDEM, HOLDEM, OMAHA, OMAHA8, PAIGOW, SHORT, SHORT_TRIPS];
  const variantOf = (i: number) => VARIANTS[i % VARIANTS.length]!;
  /** R166/R167 low of a hand: best 8-or-better low over 2 hole + 3 board (Omaha), as ranks descending (A = 1), or null. */
  function lowOf(hole: number[], board: number[]): number[] | null {
    const rk = (x: number) => 'A23456789TJQK'.indexOf(formatCards([x])[0]![0]!) + 1; // A = 1 ... K = 13
    let best: number[] | null = null;
    for (let a = 0; a < hole.length; a++) for (let b = a + 1; b < hole.length; b++)
      for (let x = 0; x < board.length; x++) for (let y = x + 1; y < board.length; y++) for (let z = y + 1; z < board.length; z++) {
        const rs = [hole[a]!, hole[b]!, board[x]!, board[y]!, board[z]!].map(rk).sort((m, n) => n - m);
        if (new Set(rs).size !== 5 || rs[0]! > 8) continue;
        if (!best || lowBetter(rs, best)) best = rs;
      }
    return best;
  }
  const lowBetter = (a: number[], b: number[]) => { for (let k = 0; k < 5; k++) if (a[k] !== b[k]) return a[k]! < b[k]!; return false; };
  const lowKey = (l: number[]) => l.reduce((acc, v) => acc * 16 + (15 - v), 0); // higher key = better low
  const bettingOf = (cfg: RefConfig) => cfg.structure === 'nl' ? noLimit() : cfg.structure === 'pl' ? potLimit()
    : fixedLimit({ smallBet: cfg.smallBet!, maxRaises: cfg.maxRaises!, headsUpCap: cfg.headsUpCap! });
  function engineHand(cfg: RefConfig, seed: number): Hand {
    const rules: Record<string, unknown> = {};
    if (cfg.bbAnteOrder) rules.bbAnteOrder = cfg.bbAnteOrder;
    if (cfg.straddleMinRaise) rules.straddleMinRaise = cfg.straddleMinRaise;
    const betting = cfg.structure === 'nl' ? noLimit() : cfg.structure === 'pl' ? potLimit()
      : fixedLimit({ smallBet: cfg.smallBet!, maxRaises: cfg.maxRaises!, headsUpCap: cfg.headsUpCap! });
    return createHand({
      variant: variantOf(seed), betting, stacks: cfg.stacks, button: cfg.button, blinds: { small: cfg.sb, big: cfg.bb },
      ...(cfg.ante ? { ante: cfg.ante } : {}), ...(cfg.straddle ? { straddle: cfg.straddle } : {}),
      dealing: { seed }, rules: rules as never,
    });
  }
  function pick(r: () => number, la: RefLegal, ref: RefHand): { type: string; to?: number } {
    const opts: { type: string; to?: number }[] = [];
    if (la.fold) opts.push({ type: 'fold' });
    if (la.check) opts.push({ type: 'check' }, { type: 'check' });
    if (la.call !== null) opts.push({ type: 'call' }, { type: 'call' });
    if (la.raiseTo) {
      const word = 'raise';
      const { min, max } = la.raiseTo;
      opts.push({ type: word, to: min }, { type: word, to: max }, { type: word, to: min + Math.floor(r() * (max - min + 1)) });
      if (r() < 0.3 && ref.committed[la.seat]! + ref.stack[la.seat]! === max) opts.push({ type: 'all-in' });
    }
    return opts[Math.floor(r() * opts.length)]!;
  }
  it('legal actions, turn order, returns, pots and final stacks and shown hands agree on 500 random hands, with views, R0.5 and persist/restore checked at every step (Hold-em, Omaha, Omaha hi-lo, Pai Gow, short deck; NL, PL, FL; antes, BBA, straddles, short stacks)', { timeout: 120_000 }, () => {
    const mismatches: string[] = [];
    for (let i = 0; i < 500 && mismatches.length < 5; i++) {
      const r = rngOf(1000 + i);
      const cfg = randomConfig(r);
      const ref = new RefHand(cfg);
      let h = engineHand(cfg, i);
      const total = cfg.stacks.reduce((a, b) => a + b, 0);
      const tag = `hand ${i} ${JSON.stringify(cfg)}`;
      const log: string[] = [];
      let ok = true;
      for (let step = 0; step < 200; step++) {
        if (r() < 0.15) h = restoreHand(JSON.parse(JSON.stringify(h.persist())), { variant: variantOf(i), betting: bettingOf(cfg) });
        // R0.5 conservation and PlayerView rules at every step
        const sp = h.view('spectator');
        const inPlay = sp.seats.reduce((a, x) => a + (x ? x.stack + x.committed : 0), 0) + sp.pots.reduce((a, x) => a + x.amount, 0);
        if (!h.isComplete && inPlay !== total) mismatches.push(`${tag}: R0.5 view total ${inPlay} != ${total}`);
        if (!h.isComplete && sp.seats.some((x) => x && x.holeCards !== null) && !ref.complete && ref.liveWithChips() > 1) mismatches.push(`${tag}: spectator sees hole cards while betting`);
        if (h.toAct !== null) {
          if (JSON.stringify(h.view(h.toAct).legalActions) !== JSON.stringify(h.legalActions())) mismatches.push(`${tag}: view legalActions differ`);
          const other = sp.seats.findIndex((x, k) => x && k !== h.toAct);
          if (h.view(other).legalActions !== null) mismatches.push(`${tag}: legalActions shown to seat ${other} not to act`);
        }
        const mine = ref.legal();
        const theirs = h.legalActions();
        const th = theirs && { seat: theirs.seat, fold: theirs.fold, check: theirs.check, call: theirs.call, raiseTo: theirs.raiseTo, bringIn: theirs.bringIn };
        if (JSON.stringify(th) !== JSON.stringify(mine) || h.toAct !== ref.toAct) {
          mismatches.push(`${tag}\n  after ${log.join(', ')}\n  engine ${JSON.stringify(th)} toAct ${h.toAct}\n  model  ${JSON.stringify(mine)} toAct ${ref.toAct}`);
          ok = false;
          break;
        }
        if (!mine) break;
        // R0.3: an illegal action is refused with IllegalActionError and changes nothing
        if (r() < 0.2) {
          const cb = ref.currentBet();
          const bad: { type: string; to?: number }[] = [];
          if (!mine.check) bad.push({ type: 'check' });
          if (mine.check) bad.push({ type: 'fold' }, { type: 'call' });
          if (mine.raiseTo) {
            bad.push({ type: ref.street > 0 && cb === 0 ? 'bet' : 'raise', to: mine.raiseTo.max + 1 });
            if (mine.raiseTo.min - 1 > cb) bad.push({ type: ref.street > 0 && cb === 0 ? 'bet' : 'raise', to: mine.raiseTo.min - 1 });
            bad.push({ type: ref.street > 0 && cb === 0 ? 'raise' : 'bet', to: mine.raiseTo.min }); // R61 wrong word
          } else bad.push({ type: 'raise', to: cb + 10 * cfg.bb });
          const b = bad[Math.floor(r() * bad.length)]!;
          const before = JSON.stringify(h.persist());
          let err: unknown = null;
          try {
            h.act(b as never);
          } catch (e) {
            err = e;
          }
          if (!(err instanceof IllegalActionError) || err.seat !== mine.seat || JSON.stringify(h.persist()) !== before) {
            mismatches.push(`${tag}\n  after ${log.join(', ')}\n  illegal ${JSON.stringify(b)} was not refused cleanly: ${String(err)}`);
            ok = false;
            break;
          }
        }
        const a = pick(r, mine, ref);
        // R61 wording: 'bet' when nothing has been bet in a post-flop round
        const word = a.type === 'raise' && ref.street > 0 && ref.currentBet() === 0 ? { ...a, type: 'bet' } : a;
        log.push(`${mine.seat}:${word.type}${word.to ?? ''}`);
        h.act(word as never);
        ref.act(word);
      }
      if (!ok) continue;
      if (!h.isComplete || !ref.complete) {
        mismatches.push(`${tag}\n  after ${log.join(', ')}\n  complete engine ${h.isComplete} model ${ref.complete}`);
        continue;
      }
      const res = h.result!;
      const expectedPots = ref.pots();
      const variant = variantOf(i);
      const strength = (p: number) => evaluateHand({
        hole: res.holeCards[p]!, board: res.board, rule: variant.selection, ranking: variant.ranking,
        ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
      }).strength;
      const low = (p: number) => (variant.low ? lowOf(res.holeCards[p]!, res.board) : null);
      // award (R114, R115) with the engine's dealt cards; hands ranked by the public evaluator
      const stacks = [...ref.stack];
      if (ref.byFolds) {
        const w = ref.nonFolded()[0]!;
        stacks[w]! += expectedPots.reduce((s, p) => s + p.amount, 0) + (expectedPots.length === 0 ? ref.dead : 0);
      } else {
        const split = (amount: number, winners: number[]) => {
          const share = Math.floor(amount / winners.length);
          winners.forEach((w, k) => (stacks[w]! += share + (k < amount - share * winners.length ? 1 : 0)));
        };
        for (const pot of expectedPots) {
          const best = Math.max(...pot.eligible.map(strength));
          const highWinners = ref.fromButton(pot.eligible.filter((p) => strength(p) === best));
          const lows = pot.eligible.filter((p) => low(p) !== null);
          if (variant.low && lows.length > 0) {
            const bestLow = Math.max(...lows.map((p) => lowKey(low(p)!)));
            split(Math.ceil(pot.amount / 2), highWinners); // R168: the odd chip of the pot goes high
            split(Math.floor(pot.amount / 2), ref.fromButton(lows.filter((p) => lowKey(low(p)!) === bestLow)));
          } else split(pot.amount, highWinners);
        }
      }
      // R126-R128: who shows, and in which order when nobody is all-in
      let shown: number[] = [];
      let shownGot = res.shown.map((x) => x.seat);
      if (!ref.byFolds) {
        const live = ref.nonFolded();
        const allInShowdown = live.some((p) => ref.stack[p] === 0) || !ref.reachedRiverBetting;
        if (allInShowdown) {
          shown = [...live].sort((a, b) => a - b);
          shownGot = [...shownGot].sort((a, b) => a - b);
        } else {
          const first = ref.riverAggressor ?? ref.fromButton(live)[0]!;
          const order = [...live].sort((a, b) => ((a - first + ref.n) % ref.n) - ((b - first + ref.n) % ref.n));
          let best = -Infinity;
          let bestLow = -Infinity;
          for (const p of order) {
            const l = low(p);
            const lk = l ? lowKey(l) : -Infinity;
            if (strength(p) >= best || (l !== null && lk >= bestLow)) {
              shown.push(p);
              best = Math.max(best, strength(p));
              bestLow = Math.max(bestLow, lk);
            }
          }
        }
      }
      const got = { returned: res.returned, pots: sortPots(res.pots), stacks: res.stacks, shown: shownGot };
      const want = { returned: ref.returned, pots: expectedPots, stacks, shown };
      if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`${tag}\n  after ${log.join(', ')}\n  engine ${JSON.stringify(got)}\n  model  ${JSON.stringify(want)}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('createHandMachine: an XState v5 machine usable with createActor', () => {
  it('the machine run by hand gives the same result as createHand (output = HandResult)', async () => {
    const { createActor } = await import('xstate');
    const { createHandMachine } = await import('../src/index.js');
    const deck = layDeck(['Ah Ad', 'Kh Kd'], '2c 7d 9h Js 3s');
    const actor = createActor(createHandMachine(HOLDEM, noLimit()), { input: { stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck } } as never }).start();
    actor.send({ type: 'ACT', action: { type: 'all-in' } });
    actor.send({ type: 'ACT', action: { type: 'call' } });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: { deck } });
    play(h, [[0, 'a'], [1, 'c']]);
    expect(snap.output).toEqual(h.result);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.result!.payouts).toEqual([0, 2000]);
  });
});

describe('R127 views after an all-in showdown', () => {
  it('every non-folded hand is public; the folded hand stays hidden', () => {
    const h = hand({ stacks: stacksOf(3, 1000), button: 0, blinds: B, holes: ['Kh Kd', 'Qh Qd', 'Ah Ad'], board: '2c 7d 9h Js 3s' });
    play(h, [[0, 'a'], [1, 'f'], [2, 'c']]);
    expect(h.isComplete).toBe(true);
    const sp = h.view('spectator');
    expect(formatCards(sp.seats[0]!.holeCards!)).toEqual(['Ah', 'Ad']);
    expect(formatCards(sp.seats[2]!.holeCards!)).toEqual(['Qh', 'Qd']);
    expect(sp.seats[1]!.holeCards).toBeNull();
    expect(h.view(2).seats[1]!.holeCards).toBeNull();
    expect(shownSeats(h).sort()).toEqual([0, 2]);
    expect(h.result!.payouts).toEqual([2050, 0, 0]);
  });
});

describe("R5 with 'manual' dealing", () => {
  it('a card dealt twice, a wrong card count, or a second deal to a seat is refused without changing the hand', () => {
    const h = createHand({ variant: HOLDEM, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: B, dealing: 'manual' });
    h.dealHole(0, 'Ah Ad');
    const before = JSON.stringify(h.persist());
    expect(() => h.dealHole(1, 'Ah Kd')).toThrow();
    expect(() => h.dealHole(1, 'Kh')).toThrow();
    expect(() => h.dealHole(0, 'Kh Kd')).toThrow();
    expect(JSON.stringify(h.persist())).toBe(before);
    h.dealHole(1, 'Kh Kd');
    play(h, [[0, 'c'], [1, 'x']]);
    expect(() => h.dealBoard('Ad 7d 9h')).toThrow();
    expect(() => h.dealBoard('2c 7d')).toThrow();
    h.dealBoard('2c 7d 9h');
    expect(h.street).toBe('flop');
  });
});
