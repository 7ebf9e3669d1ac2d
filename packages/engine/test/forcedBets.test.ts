import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand, HandOptionsError, type HandLogEntry } from '../src/index.js';
import { holdem } from './fixtures.js';

const posted = (log: readonly HandLogEntry[]) =>
  log.filter((e): e is Extract<HandLogEntry, { type: 'posted' }> => e.type === 'posted').map((e) => [e.seat, e.kind, e.amount]);

describe('table, seats and button (R10-R14)', () => {
  it('R10 R11 seats are numbered clockwise and a zero stack is not dealt in', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 0, 500, 0, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 } });
    const v = hand.view('spectator');
    expect(v.seats[1]).toBeNull();
    expect(v.seats[3]).toBeNull();
    expect(hand.result).toBeNull();
    // SB and BB skip the empty seats: 2 posts the small blind, 4 the big blind (R10, R13)
    expect(posted(hand.log)).toEqual([[2, 'blind', 5], [4, 'blind', 10]]);
    expect(hand.context.holeCards[1]).toBeNull();
  });

  it('R11 the number of dealt-in players must be within the variant seats', () => {
    const err = (() => {
      try {
        createHand({ variant: holdem, betting: noLimit(), stacks: [500, 0, 0], button: 0, blinds: { small: 5, big: 10 } });
      } catch (e) {
        return e as HandOptionsError;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(HandOptionsError);
    expect(err!.code).toBe('PLAYER_COUNT');
    expect(err!.message).toMatch(/R11/);
    expect(() => createHand({ variant: holdem, betting: noLimit(), stacks: new Array<number>(11).fill(100), button: 0, blinds: { small: 5, big: 10 } })).toThrow(/2 to 10/);
  });

  it('R12 the button must be on a dealt-in seat', () => {
    for (const button of [1, 3, -1, 1.5]) {
      expect(() => createHand({ variant: holdem, betting: noLimit(), stacks: [500, 0, 500], button, blinds: { small: 5, big: 10 } })).toThrow(HandOptionsError);
    }
  });

  it('R13 with 3+ players SB and BB are the first two dealt-in seats left of the button, UTG acts first', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500, 500], button: 2, blinds: { small: 5, big: 10 }, dealing: { seed: 2 } });
    expect(posted(hand.log)).toEqual([[3, 'blind', 5], [0, 'blind', 10]]);
    expect(hand.toAct).toBe(1);
  });

  it('R14 heads-up the button posts the small blind and acts first pre-flop', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [0, 500, 0, 500], button: 3, blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
    expect(posted(hand.log)).toEqual([[3, 'blind', 5], [1, 'blind', 10]]);
    expect(hand.toAct).toBe(3);
  });

  it('rejects bad stacks and blinds with typed errors naming the option', () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ stacks: [100, -5, 100] }, 'stacks'],
      [{ stacks: [100, 50.5, 100] }, 'stacks'],
      [{ stacks: 'lots' }, 'stacks'],
      [{ blinds: { small: 0, big: 10 } }, 'blinds'],
      [{ blinds: { small: 10, big: 5 } }, 'blinds'],
      [{ blinds: { small: 1.5, big: 3 } }, 'blinds'],
      [{ rules: { autoMuck: 'yes' } }, 'rules.autoMuck'],
      [{ rules: { noSuchRule: true } }, 'rules.noSuchRule'],
      [{ dealing: { seed: 1.5 } }, 'dealing.seed'],
      [{ dealing: 'shuffle' }, 'dealing'],
    ];
    for (const [patch, option] of bad) {
      const options = { variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 5, big: 10 }, ...patch };
      try {
        createHand(options as never);
        throw new Error(`accepted ${JSON.stringify(patch)}`);
      } catch (e) {
        expect(e).toBeInstanceOf(HandOptionsError);
        expect((e as HandOptionsError).option).toBe(option);
      }
    }
  });
});

describe('forced bets (R20-R28)', () => {
  it('R20 antes are posted before blinds; posting is not acting, so the BB still gets the option (R49)', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 2, mode: 'each' }, dealing: { seed: 4 } });
    expect(posted(hand.log)).toEqual([[1, 'ante', 2], [2, 'ante', 2], [0, 'ante', 2], [1, 'blind', 5], [2, 'blind', 10]]);
    hand.act({ type: 'call' }); // button
    hand.act({ type: 'call' }); // SB completes
    expect(hand.toAct).toBe(2);
    expect(hand.legalActions()).toMatchObject({ check: true, raiseTo: { min: 20 } });
  });

  it('R21 R22 a short big blind posts all and is all-in, yet others must call the full blind and min raise is 2 BB', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 6], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 5 } });
    expect(posted(hand.log)).toEqual([[1, 'blind', 5], [2, 'blind', 6]]);
    expect(hand.view('spectator').seats[2]).toMatchObject({ stack: 0, allIn: true });
    expect(hand.legalActions()).toMatchObject({ seat: 0, call: 10, raiseTo: { min: 20 } });
  });

  it('R24 a uniform ante is live for pot layering: a short ante wins only its matching part', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 3], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 5, mode: 'each' }, dealing: { seed: 6 } });
    // seat 2 (BB) can only post 3 of the ante and no blind
    expect(posted(hand.log)).toEqual([[1, 'ante', 5], [2, 'ante', 3], [0, 'ante', 5], [1, 'blind', 5]]);
    expect(hand.view('spectator').pots[0]).toEqual({ amount: 9, eligible: [0, 1, 2] });
  });

  it('R25 R26 a big-blind ante is dead money, does not count toward the bet, and blind-first is the default order', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' }, dealing: { seed: 7 } });
    expect(hand.legalActions()).toMatchObject({ seat: 0, call: 10, raiseTo: { min: 20 } });
    const view = hand.view('spectator');
    expect(view.pots).toEqual([{ amount: 10, eligible: [0, 1, 2] }]);
    expect(view.seats.map((s) => s!.committed)).toEqual([0, 5, 10]);
    const short = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 15], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' }, dealing: { seed: 7 } });
    expect(posted(short.log).filter(([s]) => s === 2)).toEqual([[2, 'ante', 5], [2, 'blind', 10]]);
    const anteFirst = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 15], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' }, dealing: { seed: 7 } });
    expect(posted(anteFirst.log).filter(([s]) => s === 2)).toEqual([[2, 'ante', 10], [2, 'blind', 5]]);
  });

  it('R25 R110 R111 a BB whose whole stack went into the big-blind ante (ante-first) is all-in for that amount and wins it from everyone', () => {
    const play = (bbAnteOrder: 'ante-first' | 'blind-first') => {
      // seat 2 is the BB with 8 chips: under ante-first all 8 go into the 10-chip ante, under
      // blind-first all 8 into the blind; either way they are his live, all-in contribution
      const hand = createHand({
        variant: holdem, betting: noLimit(), stacks: [500, 500, 8], button: 0, blinds: { small: 5, big: 10 },
        ante: { amount: 10, mode: 'big-blind' }, rules: { bbAnteOrder }, dealing: 'manual',
      });
      hand.dealHole(1, 'Kh Kd');
      hand.dealHole(2, 'Ah Ad');
      hand.dealHole(0, 'Qh Qd');
      hand.act({ type: 'raise', to: 100 }); // seat 0
      hand.act({ type: 'call' }); // seat 1
      hand.dealBoard('2c 7d 9s');
      hand.act({ type: 'check' });
      hand.act({ type: 'check' });
      hand.dealBoard('3c');
      hand.act({ type: 'check' });
      hand.act({ type: 'check' });
      hand.dealBoard('4h');
      hand.act({ type: 'check' });
      hand.act({ type: 'check' });
      return hand;
    };
    const anteFirst = play('ante-first');
    expect(posted(anteFirst.log).filter(([s]) => s === 2)).toEqual([[2, 'ante', 8]]);
    const r = anteFirst.result!;
    // main pot: 8 from each of the three players, won by the BB's aces; side pot: 92 from each of the others
    expect(r.pots).toEqual([
      expect.objectContaining({ amount: 24, eligible: [0, 1, 2] }),
      expect.objectContaining({ amount: 184, eligible: [0, 1] }),
    ]);
    expect(r.stacks).toEqual([400, 584, 24]);
    // the same chips as a BB who posted his 8 chips as a short blind (R22)
    const blindFirst = play('blind-first');
    expect(posted(blindFirst.log).filter(([s]) => s === 2)).toEqual([[2, 'blind', 8]]);
    expect(blindFirst.result!.stacks).toEqual(r.stacks);
  });

  it('R27 R28 a straddle is a live blind: first to act is left of the straddler, who acts last and may raise', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, straddle: 20, dealing: { seed: 8 } });
    expect(posted(hand.log)).toEqual([[1, 'blind', 5], [2, 'blind', 10], [3, 'blind', 20]]);
    expect(hand.toAct).toBe(0);
    // double-straddle (default): the minimum raise is to 2 × straddle
    expect(hand.legalActions()).toMatchObject({ call: 20, raiseTo: { min: 40 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(hand.toAct).toBe(3);
    expect(hand.legalActions()).toMatchObject({ check: true });
    hand.act({ type: 'check' });
    expect(hand.street).toBe('flop');
    // after the flop the minimum bet is the big blind again
    expect(hand.legalActions()).toMatchObject({ raiseTo: { min: 10 } });
  });

  it('R28 straddle-plus-bb: the minimum raise over a 2×BB straddle is to 3×BB', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, straddle: 20, rules: { straddleMinRaise: 'straddle-plus-bb' }, dealing: { seed: 8 } });
    expect(hand.legalActions()).toMatchObject({ raiseTo: { min: 30 } });
  });

  it('R27 a straddle is refused in fixed limit, heads-up, or below 2×BB', () => {
    expect(() => createHand({ variant: holdem, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, straddle: 20 })).toThrow(/R27/);
    expect(() => createHand({ variant: holdem, betting: potLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, straddle: 20 })).toThrow(HandOptionsError);
    expect(() => createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, straddle: 15 })).toThrow(/2 × BB/);
  });

  it('forcedBets: per-seat antes and blinds in the general form (hand-history replays)', () => {
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [500, 500, 500], button: 0,
      forcedBets: { antes: [1, 2, 3], blinds: [0, 10, 25], minBet: 25 },
      dealing: { seed: 9 },
    });
    expect(posted(hand.log)).toEqual([[1, 'ante', 2], [2, 'ante', 3], [0, 'ante', 1], [1, 'blind', 10], [2, 'blind', 25]]);
    expect(hand.legalActions()).toMatchObject({ seat: 0, call: 25, raiseTo: { min: 50 } });
    expect(() => createHand({ variant: holdem, betting: noLimit(), stacks: [500, 500], button: 0, forcedBets: { antes: [0, 0], blinds: [5, 10] }, blinds: { small: 5, big: 10 } })).toThrow(/either forcedBets/);
  });
});
