import fc from 'fast-check';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { callingStation, createRuleBot, randomBot, ruleBot } from '@pokerchart/bots';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { potLimit } from '@pokerchart/betting';
import { describe, expect, it } from 'vitest';
import {
  blindLevels,
  blindSeats,
  createNarrator,
  createTable,
  restoreTable,
  runTable,
  TableError,
  type TableEvent,
  type TableHand,
} from '../src/index.js';

const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const bots = [ruleBot, randomBot, callingStation, createRuleBot({ aggression: 0.9 })];

function tournament(seed: number, players = 5, extra: Partial<Parameters<typeof runTable>[0]> = {}) {
  const hands: TableHand[] = [];
  const events: TableEvent[] = [];
  const result = runTable({
    variant: texasHoldem,
    betting: noLimit(),
    seats: 6,
    mode: 'tournament',
    seed,
    schedule: { levels: blindLevels({ big: 20, count: 25, bigBlindAnte: true }), every: { hands: 8 } },
    players: names.slice(0, players).map((name, i) => ({ name, stack: 1000, bot: bots[i % bots.length]! })),
    onEvent: (e) => {
      events.push(e);
      if (e.type === 'hand-started') hands.push(e.hand);
    },
    ...extra,
  });
  return { result, hands, events };
}

describe('table: button, blinds and the heads-up transition', () => {
  it('R12 the button moves to the next dealt-in seat, past busted players, in real tournaments', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { hands } = tournament(seed);
      let busted = 0;
      for (let i = 1; i < hands.length; i++) {
        const prev = hands[i - 1]!;
        const cur = hands[i]!;
        const dealtIn = cur.stacks.map((s) => s > 0);
        expect(dealtIn[cur.button]).toBe(true);
        let expected = prev.button;
        do expected = (expected + 1) % dealtIn.length; while (!dealtIn[expected]);
        const headsUpAdjust = dealtIn.filter(Boolean).length === 2 && cur.button === prev.bigBlind;
        expect(cur.button === expected || headsUpAdjust).toBe(true);
        if (prev.stacks.filter((s) => s > 0).length > dealtIn.filter(Boolean).length) busted++;
      }
      expect(busted).toBeGreaterThan(0);
    }
  });

  it('R13 R14 blinds sit left of the button, and heads-up the button posts the small blind', () => {
    const { events } = tournament(11);
    let current: TableHand | null = null;
    let headsUpHands = 0;
    for (const e of events) {
      if (e.type === 'hand-started') {
        current = e.hand;
        const dealtIn = e.hand.stacks.map((s) => s > 0);
        expect(blindSeats(e.hand.button, dealtIn)).toEqual({ small: e.hand.smallBlind, big: e.hand.bigBlind });
        if (dealtIn.filter(Boolean).length === 2) {
          headsUpHands++;
          expect(e.hand.smallBlind).toBe(e.hand.button);
        }
      }
      if (e.type === 'hand-log' && e.entry.type === 'posted' && e.entry.kind === 'blind' && current) {
        expect([current.smallBlind, current.bigBlind]).toContain(e.entry.seat);
      }
    }
    expect(headsUpHands).toBeGreaterThan(0);
  });

  it('R14 heads-up transition: the first heads-up hand does not give anyone the big blind twice in a row (TDA 34-B)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 5; seed++) {
      const { hands } = tournament(seed, 3);
      const i = hands.findIndex((h) => h.stacks.filter((s) => s > 0).length === 2);
      if (i <= 0) continue;
      expect(hands[i]!.bigBlind).not.toBe(hands[i - 1]!.bigBlind);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('blind levels go up every N hands, with the R25 big-blind ante posted by the big blind', () => {
    const { hands, events } = tournament(3);
    for (const h of hands) expect(h.levelIndex).toBe(Math.min(24, Math.floor((h.number - 1) / 8)));
    const antes = events.flatMap((e) => (e.type === 'hand-log' && e.entry.type === 'posted' && e.entry.kind === 'ante' ? [e] : []));
    expect(antes.length).toBeGreaterThan(0);
    let hand: TableHand | null = null;
    for (const e of events) {
      if (e.type === 'hand-started') hand = e.hand;
      if (e.type === 'hand-log' && e.entry.type === 'posted' && e.entry.kind === 'ante') expect(e.entry.seat).toBe(hand!.bigBlind);
    }
  });

  it('blind levels go up by time with an injected clock (20-minute levels)', () => {
    let now = 0;
    const { hands } = tournament(5, 5, {
      schedule: { levels: blindLevels({ big: 20, count: 25 }), every: { minutes: 20 } },
      clock: () => (now += 3 * 60_000), // three simulated minutes per hand
    });
    // hand k starts at 3k minutes; the table started at 3 minutes
    for (const h of hands) expect(h.levelIndex).toBe(Math.min(24, Math.floor(((h.number - 1) * 3) / 20)));
    expect(hands.at(-1)!.levelIndex).toBeGreaterThan(0);
  });
});

describe('table: tournaments', () => {
  it('a tournament ends with one player holding every chip, and finishing places 1..N', () => {
    const { result } = tournament(21, 6);
    expect(result.stoppedBy).toBe('finished');
    expect(result.finishes.map((f) => f.place).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const winner = result.seats.find((s) => s?.place === 1)!;
    expect(winner.stack).toBe(6000);
    expect(result.winner).toBe(winner.name);
  });

  it('is deterministic from the seed: the same seed tells the same story', () => {
    const story = (seed: number) => {
      const narrator = createNarrator();
      return tournament(seed, 4).events.flatMap((e) => narrator(e));
    };
    expect(story(8)).toEqual(story(8));
    expect(story(8)).not.toEqual(story(9));
  });
});

describe('table: chips', () => {
  it('R0.5 chips are conserved across 1,000 cash hands with rebuys (property per hand)', { timeout: 120_000 }, () => {
    let checks = 0;
    const result = runTable({
      variant: texasHoldem,
      betting: noLimit(),
      seats: 6,
      mode: 'cash',
      seed: 2024,
      schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 1_000_000 } },
      cash: { buyIn: 1000, autoRebuy: true },
      players: names.map((name, i) => ({ name, stack: 1000, bot: bots[i % bots.length]! })),
      maxHands: 1000,
      onEvent: (e, table) => {
        if (e.type === 'hand-finished') {
          const r = e.result;
          const putIn = table.hand!.stacks.reduce((t, s) => t + s, 0);
          expect(r.stacks.reduce((t, s) => t + s, 0)).toBe(putIn);
          const c = table.context;
          expect(c.seats.reduce((t, s) => t + (s?.stack ?? 0), 0)).toBe(c.chipsIn - c.chipsOut);
          checks++;
        }
      },
    });
    expect(result.handsPlayed).toBe(1000);
    expect(checks).toBe(1000);
  });

  it('R0.5 property: tournament chips stay constant whatever the seed, players and stacks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.array(fc.integer({ min: 30, max: 3000 }), { minLength: 2, maxLength: 6 }), (seed, stacks) => {
        const total = stacks.reduce((a, b) => a + b, 0);
        const result = runTable({
          variant: omaha,
          betting: potLimit(),
          seats: 6,
          mode: 'tournament',
          seed,
          schedule: { levels: blindLevels({ big: 10, count: 30 }), every: { hands: 5 } },
          players: stacks.map((stack, i) => ({ name: names[i]!, stack, bot: bots[i % bots.length]! })),
          maxHands: 60,
        });
        return result.seats.reduce((t, s) => t + (s?.stack ?? 0), 0) === total;
      }),
      { numRuns: 15 },
    );
  });
});

describe('table: seats between hands', () => {
  const make = (mode: 'cash' | 'tournament' = 'cash') =>
    createTable({
      variant: texasHoldem,
      betting: noLimit(),
      seats: 4,
      mode,
      seed: 1,
      schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
      cash: { buyIn: 500 },
      players: [{ name: 'Ann', stack: 500 }, { name: 'Bob', stack: 500 }],
      clock: () => 0,
    });
  const finishHand = (t: ReturnType<typeof make>) => {
    while (t.phase === 'playing') {
      const legal = t.legalActions()!;
      t.act(legal.check ? { type: 'check' } : { type: 'call' });
    }
  };

  it('players join, sit out, come back and leave between hands; sitting-out seats are not dealt in (R11)', () => {
    const t = make();
    t.sit(2, 'Cy', 400);
    t.deal();
    expect(t.hand!.stacks).toEqual([500, 500, 400, 0]);
    expect(() => t.sit(3, 'Dee', 100)).toThrow(TableError);
    finishHand(t);
    t.sitOut(1);
    t.deal();
    expect(t.hand!.stacks[1]).toBe(0);
    finishHand(t);
    t.sitIn(1);
    t.leave(2);
    t.deal();
    expect(t.hand!.stacks[2]).toBe(0);
    expect(t.hand!.stacks[1]).toBeGreaterThan(0);
    finishHand(t);
    expect(t.chipsInPlay()).toBe(t.context.chipsIn - t.context.chipsOut);
  });

  it('seat errors have stable codes and change nothing', () => {
    const t = make();
    expect(() => t.sit(0, 'Zed', 100)).toThrow(expect.objectContaining({ code: 'TABLE_SEAT_TAKEN' }));
    expect(() => t.leave(3)).toThrow(expect.objectContaining({ code: 'TABLE_SEAT_EMPTY' }));
    expect(() => t.sit(9, 'Zed', 100)).toThrow(expect.objectContaining({ code: 'TABLE_BAD_SEAT' }));
    expect(() => t.sit(3, 'Zed', 0)).toThrow(expect.objectContaining({ code: 'TABLE_BAD_CONFIG' }));
    expect(() => t.act({ type: 'check' })).toThrow(expect.objectContaining({ code: 'TABLE_NO_HAND' }));
    const tour = make('tournament');
    expect(() => tour.rebuy(0, 100)).toThrow(expect.objectContaining({ code: 'TABLE_NOT_ALLOWED' }));
    tour.deal();
    finishHand(tour);
    expect(() => tour.sit(3, 'Late', 500)).toThrow(expect.objectContaining({ code: 'TABLE_NOT_ALLOWED' }));
  });

  it('R0.3 an illegal action throws and leaves the hand unchanged', () => {
    const t = make();
    t.deal();
    const before = JSON.stringify(t.persist());
    expect(() => t.act({ type: 'raise', to: 1 })).toThrow();
    expect(() => t.act({ type: 'check' } as PlayerAction)).toThrow();
    expect(JSON.stringify(t.persist())).toBe(before);
  });

  it('cash: a busted player sits out until a rebuy; chips brought in are counted', () => {
    const t = make();
    t.deal();
    while (t.phase === 'playing') {
      const legal = t.legalActions()!;
      t.act(legal.raiseTo ? { type: 'all-in' } : legal.call !== null ? { type: 'call' } : { type: 'check' });
    }
    const busted = t.seats.findIndex((s) => s !== null && s.stack === 0);
    if (busted >= 0) {
      expect(t.seats[busted]!.sittingOut).toBe(true);
      expect(() => t.deal()).toThrow(expect.objectContaining({ code: 'TABLE_TOO_FEW_PLAYERS' }));
      t.rebuy(busted, 500);
      expect(t.seats[busted]!.boughtIn).toBe(1000);
      t.deal();
    }
    expect(t.context.chipsIn).toBe(busted >= 0 ? 1500 : 1000);
  });
});

describe('table: persistence', () => {
  it('a table saved mid-hand as JSON restores and plays on exactly like the original', () => {
    const play = (t: ReturnType<typeof createTable>, actions: number) => {
      const bot = createRuleBot();
      let k = 0;
      while (k < actions) {
        if (t.phase === 'finished') break;
        if (t.phase === 'between') {
          t.deal(); // a hand can be over as soon as it is dealt (all-in on the blinds, R22): look again
          continue;
        }
        const seat = t.toAct!;
        t.act(bot(t.view(seat)));
        k++;
      }
    };
    const options = {
      variant: texasHoldem,
      betting: noLimit(),
      seats: 3,
      mode: 'tournament' as const,
      seed: 99,
      schedule: { levels: blindLevels({ big: 20, count: 10 }), every: { hands: 5 } },
      players: [{ name: 'A', stack: 800 }, { name: 'B', stack: 800 }, { name: 'C', stack: 800 }],
      clock: () => 0,
    };
    const straight = createTable(options);
    play(straight, 60);
    const first = createTable(options);
    // save mid-hand: after 23 actions, or the first action after that which leaves a hand running
    let split = 23;
    play(first, split);
    while (first.phase !== 'playing' && split < 60) {
      play(first, 1);
      split++;
    }
    expect(first.phase).toBe('playing');
    const saved = JSON.parse(JSON.stringify(first.persist()));
    first.stop();
    const restored = restoreTable(saved, { variant: texasHoldem, betting: noLimit(), clock: () => 0 });
    expect(restored.toAct).not.toBeNull();
    play(restored, 60 - split);
    expect(restored.context).toEqual(straight.context);
    expect(restored.phase).toBe(straight.phase);
    if (straight.phase === 'playing') expect(restored.view('spectator')).toEqual(straight.view('spectator'));
  });
});
