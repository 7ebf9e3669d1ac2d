import fc from 'fast-check';
import { noLimit } from '@pokerchart/betting';
import { randomBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createTable, TableError, type CreateTableOptions, type Table, type TableEvent } from '../src/index.js';

const options = (extra: Partial<CreateTableOptions> = {}): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 5, mode: 'cash', seed: 11, button: 0,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 1000 } },
  cash: { buyIn: 500 },
  players: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, stack: 500 })),
  ...extra,
});

/** Ends the running hand quickly: every seat checks when it can, else folds. */
function fold(t: Table) {
  for (let i = 0; t.phase === 'playing'; i++) {
    if (i > 100) throw new Error('the hand did not end');
    t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'fold' });
  }
}

/** The chips at the table always equal those brought in less those taken away (R0.5). */
function conserved(t: Table) {
  expect(t.chipsInPlay()).toBe(t.context.chipsIn - t.context.chipsOut);
}

const posted = (t: Table) => t.view('spectator').log.filter((e) => e.type === 'posted');

describe('table: sitting out (R262)', () => {
  it('R262 a request to sit out during a hand takes effect from the next hand; sitting in too', () => {
    const t = createTable(options());
    t.deal();
    t.sitOut(3);
    expect(t.hand!.stacks[3]).toBe(500); // still dealt in this hand
    expect(t.seats[3]!.sittingOut).toBe(true);
    fold(t);
    t.deal();
    expect(t.hand!.stacks[3]).toBe(0);
    t.sitIn(3);
    expect(t.hand!.stacks[3]).toBe(0);
    fold(t);
    t.deal();
    expect(t.hand!.stacks[3]).toBeGreaterThan(0);
    conserved(t);
    t.stop();
  });

  it('R262 after sitOutAfter timeouts in a row a seat sits out; a decision of its own ends the run', () => {
    const t = createTable(options({ sitOutAfter: 2 }));
    // seat 3 acts first pre-flop (button 0, blinds 1 and 2): one timeout, then its own decision
    t.deal();
    expect(t.toAct).toBe(3);
    t.timeout();
    fold(t);
    expect(t.seats[3]!.timeouts).toBe(1);
    t.deal(); // button 1, blinds 2 and 3: seat 3 is the big blind and checks its option itself
    while (t.toAct !== 3) t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    t.act({ type: 'check' });
    fold(t);
    expect(t.seats[3]!.timeouts).toBeUndefined();
    expect(t.seats[3]!.sittingOut).toBe(false);
    // two in a row: sitting out from the next hand
    t.deal();
    while (t.phase === 'playing') {
      if (t.toAct === 3) t.timeout();
      else t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    }
    t.deal();
    while ((t.phase as string) === 'playing') {
      if (t.toAct === 3) t.timeout();
      else t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'fold' });
    }
    expect(t.seats[3]!.sittingOut).toBe(true);
    t.deal();
    expect(t.hand!.stacks[3]).toBe(0);
    conserved(t);
    t.stop();
  });

  it('R262 a seat sitting out owes the big blind when it passes, the small blind too when that passes; on return it posts the big blind live and the small blind dead', () => {
    const t = createTable(options());
    t.deal(); // button 0, blinds 1 and 2
    fold(t);
    t.sitOut(3);
    t.deal(); // button 1, blinds 2 and 4: the big blind passed seat 3
    expect([t.hand!.smallBlind, t.hand!.bigBlind]).toEqual([2, 4]);
    expect(t.seats[3]!.missedBlinds).toBe('big');
    fold(t);
    t.deal(); // button 2, blinds 4 and 0: the small blind passed it as well
    expect([t.hand!.smallBlind, t.hand!.bigBlind]).toEqual([4, 0]);
    expect(t.seats[3]!.missedBlinds).toBe('both');
    fold(t);
    t.sitIn(3);
    t.deal(); // button 3 (back), blinds 4 and 0; seat 3 posts 10 live and 5 dead
    expect(t.hand!.button).toBe(3);
    expect(t.hand!.missedBlinds).toEqual([{ seat: 3, live: 10, dead: 5 }]);
    expect(t.seats[3]!.missedBlinds).toBeUndefined();
    const view = t.view('spectator');
    expect(posted(t)).toEqual(expect.arrayContaining([
      { type: 'posted', seat: 3, kind: 'blind', amount: 10 },
      { type: 'posted', seat: 3, kind: 'ante', amount: 5 },
      { type: 'posted', seat: 4, kind: 'blind', amount: 5 },
      { type: 'posted', seat: 0, kind: 'blind', amount: 10 },
    ]));
    // the dead small blind is in the pot but not in the seat's bet: calling costs it nothing more
    expect(view.seats[3]!.committed).toBe(10);
    expect(view.seats[3]!.stack).toBe(485);
    expect(t.toAct).toBe(1); // play starts left of the big blind
    t.act({ type: 'call' }); // seat 1
    t.act({ type: 'fold' }); // seat 2
    expect(t.toAct).toBe(3);
    expect(t.legalActions()!.check).toBe(true);
    conserved(t);
    fold(t);
    conserved(t);
    t.stop();
  });

  it('R262 a seat back owing blinds may wait for the big blind: it is dealt in when it is the big blind and posts nothing more', () => {
    const t = createTable(options());
    for (const step of ['deal', 'out', 'deal', 'deal']) {
      if (step === 'out') t.sitOut(3);
      else {
        t.deal();
        fold(t);
      }
    }
    expect(t.seats[3]!.missedBlinds).toBe('both');
    t.sitIn(3, { waitForBigBlind: true });
    const bigBlinds: number[] = [];
    const dealt: boolean[] = [];
    for (let h = 0; h < 3; h++) {
      t.deal();
      bigBlinds.push(t.hand!.bigBlind);
      dealt.push(t.hand!.stacks[3]! > 0);
      if (dealt[h]) {
        expect(t.hand!.missedBlinds).toBeUndefined();
        expect(posted(t).filter((e) => e.seat === 3)).toEqual([{ type: 'posted', seat: 3, kind: 'blind', amount: 10 }]);
      }
      fold(t);
    }
    expect(bigBlinds).toEqual([1, 2, 3]);
    expect(dealt).toEqual([false, false, true]);
    expect(t.seats[3]!.missedBlinds).toBeUndefined();
    expect(t.seats[3]!.waitForBigBlind).toBeUndefined();
    conserved(t);
    t.stop();
  });

  it('R262 a seat sitting out leaveAfterHands hands is removed with its chips; a busted seat waits for a rebuy', () => {
    const events: TableEvent[] = [];
    const t = createTable(options({ leaveAfterHands: 3, onEvent: (e) => events.push(e) }));
    t.sitOut(3);
    for (let h = 0; h < 2; h++) {
      t.deal();
      fold(t);
    }
    expect(t.seats[3]!.sitOutHands).toBe(2);
    const chipsOut = t.context.chipsOut;
    t.deal();
    fold(t);
    expect(t.seats[3]).toBeNull();
    expect(t.context.chipsOut).toBe(chipsOut + 500);
    expect(events).toContainEqual({ type: 'seat-removed', seat: 3, name: 'd', stack: 500 });
    conserved(t);
    // sitting in again restarts the count
    t.sitOut(4);
    t.deal();
    fold(t);
    t.sitIn(4);
    expect(t.seats[4]!.sitOutHands).toBeUndefined();
    t.stop();
    expect(() => createTable(options({ leaveAfterHands: -1 }))).toThrow(/leaveAfterHands/);
    expect(() => createTable(options({ sitOutAfter: 0 }))).toThrow(/sitOutAfter/);
  });

  it('R262 in a tournament a seat sitting out is dealt in, posts its blinds, and every decision takes the timeout action at once', () => {
    const t = createTable(options({ mode: 'tournament', cash: undefined as never }));
    t.sitOut(3);
    t.deal();
    expect(t.hand!.stacks[3]).toBe(500);
    expect(t.hand!.sittingOut).toEqual([3]);
    // seat 3 was first to act: it has already folded, by timeout
    expect(t.toAct).toBe(4);
    const log = t.view('spectator').log;
    expect(t.hand!.timeouts!.map((i) => log[i])).toEqual([expect.objectContaining({ type: 'acted', seat: 3, action: { type: 'fold' } })]);
    fold(t);
    // next hands: seat 3 posts the big blind when it comes, and checks it by timeout
    for (let h = 0; h < 4; h++) {
      t.deal();
      expect(t.hand!.stacks[3]).toBeGreaterThan(0);
      for (let i = 0; t.phase === 'playing'; i++) {
        expect(t.toAct).not.toBe(3);
        t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
      }
    }
    expect(t.seats[3]!.stack).toBeLessThan(500);
    t.sitIn(3);
    t.deal();
    let acted = false;
    while (t.phase === 'playing') {
      if (t.toAct === 3) acted = true;
      t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    }
    expect(acted).toBe(true);
    conserved(t);
    t.stop();
  });

  it('R262 refusals: sitting in without chips, a bad waitForBigBlind', () => {
    const t = createTable(options());
    t.sitOut(1);
    expect(() => t.actor.send({ type: 'SIT_IN', seat: 1, waitForBigBlind: 'yes' as never })).not.toThrow();
    expect(t.seats[1]!.sittingOut).toBe(true);
    expect(() => t.sitIn(1, { waitForBigBlind: 1 as never })).toThrow(TableError);
    t.stop();
  });

  it('R262 R0.5 property: random sitting out and in, waits for the big blind, timeouts and removals conserve chips; a cash table never deals a seat sitting out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const t = createTable(options({ seed, leaveAfterHands: 4, sitOutAfter: 2, cash: { buyIn: 500, autoRebuy: true } }));
        const rng = createRng(seed);
        for (let h = 0; h < 25; h++) {
          for (let k = 0; k < 2; k++) {
            const seat = rng.int(5);
            const s = t.seats[seat]!;
            if (s === null) {
              if (rng.int(3) === 0) t.sit(seat, `n${h}`, 100 + rng.int(900));
            } else if (s.sittingOut) t.sitIn(seat, { waitForBigBlind: rng.int(2) === 0 });
            else if (rng.int(4) === 0) t.sitOut(seat);
          }
          conserved(t);
          const out = t.seats.map((s) => s?.sittingOut === true);
          try {
            t.deal();
          } catch (error) {
            expect((error as TableError).code).toBe('TABLE_TOO_FEW_PLAYERS');
            continue;
          }
          out.forEach((o, seat) => {
            if (o) expect(t.hand!.stacks[seat]).toBe(0);
          });
          for (let i = 0; t.phase === 'playing'; i++) {
            if (i > 300) throw new Error('the hand did not end');
            if (rng.int(4) === 0) t.timeout();
            else t.act(randomBot(t.view(t.toAct!), rng));
            const leaving = rng.int(5);
            if (rng.int(10) === 0 && t.seats[leaving] !== null && t.seats[leaving]!.place === null) t.sitOut(leaving);
            conserved(t);
          }
          conserved(t);
        }
        t.stop();
      }),
      { numRuns: 40 },
    );
  });
});
