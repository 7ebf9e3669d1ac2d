import fc from 'fast-check';
import { createRng, parseCards } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import {
  BotError,
  callingStation,
  createRuleBot,
  positionOf,
  randomBot,
  ruleBot,
  startingHandTier,
  wager,
  type Bot,
} from '../src/index.js';

type View = Parameters<Bot>[0];
type Action = ReturnType<Bot>;

/** A synthetic view: seat `viewer` to act with the given legal actions. */
function view(opts: {
  legal: Omit<NonNullable<View['legalActions']>, 'bringIn' | 'discard' | 'runIt'> & Partial<Pick<NonNullable<View['legalActions']>, 'bringIn' | 'discard' | 'runIt'>>;
  hole?: string;
  board?: string;
  committed?: number[];
  button?: number;
  players?: number;
}): View {
  const players = opts.players ?? 3;
  const committed = opts.committed ?? new Array(players).fill(0);
  return {
    viewer: opts.legal.seat,
    street: opts.board ? 'flop' : 'preflop',
    toAct: opts.legal.seat,
    button: opts.button ?? 0,
    board: opts.board ? parseCards(opts.board) : [],
    boards: [opts.board ? parseCards(opts.board) : []],
    seats: Array.from({ length: players }, (_, i) => ({
      stack: 1000,
      committed: committed[i] ?? 0,
      folded: false,
      allIn: false,
      upCards: [],
      holeCards: i === opts.legal.seat ? parseCards(opts.hole ?? 'As Kd') : null,
      hiddenCards: i === opts.legal.seat ? 0 : 2,
    })),
    pots: [{ amount: 100, eligible: [0, 1, 2] }],
    legalActions: { bringIn: null, discard: null, runIt: null, ...opts.legal },
    log: [],
    isComplete: false,
  };
}

function isLegal(v: View, a: Action): boolean {
  const l = v.legalActions!;
  switch (a.type) {
    case 'fold': return l.fold;
    case 'check': return l.check;
    case 'call': return l.call !== null;
    case 'bet':
    case 'raise': {
      if (l.raiseTo === null || a.to < l.raiseTo.min || a.to > l.raiseTo.max) return false;
      const opened = v.seats.some((s) => s !== null && s.committed > 0);
      return a.type === (opened ? 'raise' : 'bet');
    }
    case 'all-in': return l.raiseTo !== null || l.call !== null;
    case 'bring-in': return l.bringIn !== null;
    case 'discard': return l.discard !== null;
    case 'run-it': return l.runIt !== null && a.times >= 1 && a.times <= l.runIt.max;
    case 'decide': return l.decide !== undefined;
  }
}

const legalArb = fc
  .record({
    facing: fc.boolean(),
    call: fc.integer({ min: 1, max: 500 }),
    canRaise: fc.boolean(),
    min: fc.integer({ min: 2, max: 400 }),
    extra: fc.integer({ min: 0, max: 2000 }),
    seat: fc.integer({ min: 0, max: 2 }),
    committed: fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 3, maxLength: 3 }),
    hole: fc.constantFrom('As Ad', 'Kh Qh', '7c 2d', '9s 8s', 'Ac Kc Qd Jd', '2c 7d 9h Ks'),
    board: fc.constantFrom('', '', 'Ah 7s 3c', 'Kd Qs 3h 4d', '9c 8c 6c 5c 2h'),
  })
  .map((r) => {
    const committed = r.facing ? r.committed : r.committed.map(() => 0);
    return view({
      legal: {
        seat: r.seat,
        fold: r.facing,
        check: !r.facing,
        call: r.facing ? r.call : null,
        raiseTo: r.canRaise ? { min: r.min, max: r.min + r.extra } : null,
      },
      hole: r.hole,
      board: r.board,
      committed,
    });
  });

describe('bots', () => {
  const bots: [string, Bot][] = [['randomBot', randomBot], ['callingStation', callingStation], ['ruleBot', ruleBot]];
  for (const [name, bot] of bots) {
    it(`${name} returns only legal actions (R57-R63, R0.3)`, () => {
      fc.assert(fc.property(legalArb, fc.integer(), (v, seed) => isLegal(v, bot(v, createRng(seed)))), { numRuns: 400 });
    });
    it(`${name} refuses a view where it is not to act`, () => {
      const v = { ...view({ legal: { seat: 1, fold: true, check: false, call: 10, raiseTo: null } }), legalActions: null };
      expect(() => bot(v)).toThrow(BotError);
    });
  }

  it('randomBot is seeded: the same rng seed gives the same actions, and so does no rng', () => {
    const v = view({ legal: { seat: 1, fold: true, check: false, call: 20, raiseTo: { min: 40, max: 1000 } }, committed: [10, 0, 20] });
    const run = (seed: number) => Array.from({ length: 20 }, (_, i) => randomBot(v, createRng(seed + i)));
    expect(run(7)).toEqual(run(7));
    expect(randomBot(v)).toEqual(randomBot(v));
    const kinds = new Set(run(1).map((a) => a.type));
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('callingStation checks when free and calls otherwise', () => {
    expect(callingStation(view({ legal: { seat: 0, fold: false, check: true, call: null, raiseTo: { min: 20, max: 100 } } }))).toEqual({ type: 'check' });
    expect(callingStation(view({ legal: { seat: 0, fold: true, check: false, call: 900, raiseTo: null }, committed: [0, 900, 0] }))).toEqual({ type: 'call' });
  });

  it('R61 wager names an opening post-flop wager "bet" and any other increase "raise", clamped to the legal range', () => {
    const open = view({ legal: { seat: 0, fold: false, check: true, call: null, raiseTo: { min: 20, max: 100 } }, board: 'Ah 7d 2c' });
    expect(wager(open, 5)).toEqual({ type: 'bet', to: 20 });
    expect(wager(open, 500)).toEqual({ type: 'bet', to: 100 });
    const facing = view({ legal: { seat: 0, fold: true, check: false, call: 20, raiseTo: { min: 40, max: 100 } }, committed: [0, 20, 0] });
    expect(wager(facing, 60)).toEqual({ type: 'raise', to: 60 });
  });

  it('startingHandTier ranks aces over king-queen over seven-deuce, Omaha included', () => {
    expect(startingHandTier(parseCards('As Ad'))).toBe(1);
    expect(startingHandTier(parseCards('Ks Qs'))).toBe(2);
    expect(startingHandTier(parseCards('9s 8s'))).toBe(4);
    expect(startingHandTier(parseCards('7c 2d'))).toBe(5);
    expect(startingHandTier(parseCards('As Ad Ks Kd'))).toBe(1);
    expect(startingHandTier(parseCards('2c 7d 9h Ks'))).toBe(5);
    expect(startingHandTier(parseCards('Ac Kc Qd Jd'))).toBeLessThanOrEqual(2);
  });

  it('R13 R14 positionOf: blinds after the button, the button late, heads-up the button late', () => {
    const six = (seat: number) => view({ legal: { seat, fold: true, check: false, call: 10, raiseTo: null }, players: 6, button: 0 });
    expect(positionOf(six(1))).toBe('blinds');
    expect(positionOf(six(2))).toBe('blinds');
    expect(positionOf(six(3))).toBe('early');
    expect(positionOf(six(4))).toBe('middle');
    expect(positionOf(six(5))).toBe('late');
    expect(positionOf(six(0))).toBe('late');
    const hu = (seat: number) => view({ legal: { seat, fold: true, check: false, call: 10, raiseTo: null }, players: 2, button: 0 });
    expect(positionOf(hu(0))).toBe('late');
    expect(positionOf(hu(1))).toBe('blinds');
  });

  it('ruleBot raises aces and folds seven-deuce to a raise before the flop', () => {
    const legal = { seat: 1, fold: true, check: false, call: 60, raiseTo: { min: 100, max: 1000 } };
    const aces = ruleBot(view({ legal, hole: 'As Ad', committed: [60, 0, 10], players: 3 }), createRng(1));
    expect(aces.type).toBe('raise');
    const junk = ruleBot(view({ legal, hole: '7c 2d', committed: [60, 0, 10], players: 3 }), createRng(1));
    expect(junk).toEqual({ type: 'fold' });
  });

  it('ruleBot with a tight setting never bluffs seven-deuce out of position', () => {
    const bot = createRuleBot({ aggression: 0 });
    const legal = { seat: 1, fold: true, check: false, call: 20, raiseTo: { min: 40, max: 1000 } };
    for (let s = 0; s < 50; s++) {
      expect(bot(view({ legal, hole: '7c 2d', committed: [0, 10, 20], button: 0, players: 6 }), createRng(s))).toEqual({ type: 'fold' });
    }
  });
});
