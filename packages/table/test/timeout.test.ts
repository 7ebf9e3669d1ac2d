import fc from 'fast-check';
import { noLimit, fixedLimit, type LegalActions } from '@pokerchart/betting';
import { randomBot } from '@pokerchart/bots';
import { createRng, parseCards } from '@pokerchart/cards';
import { defineVariant, type HandLogEntry } from '@pokerchart/engine';
import { fiveCardDraw, sevenCardStud, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createNarrator, createTable, restoreTable, TableError, timeoutAction, type CreateTableOptions, type Table, type TableEvent } from '../src/index.js';

const legal = (extra: Partial<LegalActions>): LegalActions => ({
  seat: 2, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: null, runIt: null, ...extra,
});

/** Hold'em with three down cards and one thrown away after the pre-flop round (R220). */
const pineapple = defineVariant({
  id: 'test-pineapple', name: 'Test Pineapple', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 9 },
  steps: [
    { kind: 'seats', cards: ['down', 'down', 'down'] },
    { kind: 'bet', name: 'preflop' },
    { kind: 'exchange', min: 1, max: 1, draw: false },
    { kind: 'board', cards: 3, burn: true },
    { kind: 'bet', name: 'flop' },
    { kind: 'board', cards: 1, burn: true },
    { kind: 'bet', name: 'turn' },
    { kind: 'board', cards: 1, burn: true },
    { kind: 'bet', name: 'river' },
    { kind: 'showdown' },
  ],
});

const options = (extra: Partial<CreateTableOptions> = {}): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 4, mode: 'cash', seed: 7,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
  cash: { buyIn: 500, autoRebuy: true },
  players: ['a', 'b', 'c'].map((name) => ({ name, stack: 500 })),
  ...extra,
});

/** The entries a timeout produced, from the table's events. */
function timedOut(events: TableEvent[]): HandLogEntry[] {
  return events.flatMap((e) => (e.type === 'hand-log' && e.timeout === true ? [e.entry] : []));
}

describe('timeoutAction (R261)', () => {
  it('R261 checks when a check is legal, else folds', () => {
    expect(timeoutAction(legal({ check: true, fold: true, raiseTo: { min: 20, max: 500 } }))).toEqual({ type: 'check' });
    expect(timeoutAction(legal({ check: true }))).toEqual({ type: 'check' });
    expect(timeoutAction(legal({ fold: true, call: 10, raiseTo: { min: 20, max: 500 } }))).toEqual({ type: 'fold' });
  });

  it('R261 a stud bring-in posts the bring-in', () => {
    expect(timeoutAction(legal({ bringIn: 3, raiseTo: { min: 10, max: 10 } }))).toEqual({ type: 'bring-in' });
  });

  it('R261 an exchange stands pat when allowed, else discards the fewest cards, the last ones dealt', () => {
    const cards = parseCards('AsKdQh7c2s');
    expect(timeoutAction(legal({ discard: { min: 0, max: 5 } }), cards)).toEqual({ type: 'discard', cards: [] });
    expect(timeoutAction(legal({ discard: { min: 0, max: 3 } }))).toEqual({ type: 'discard', cards: [] });
    expect(timeoutAction(legal({ discard: { min: 2, max: 3 } }), cards)).toEqual({ type: 'discard', cards: parseCards('7c2s') });
    expect(() => timeoutAction(legal({ discard: { min: 1, max: 1 } }))).toThrow(expect.objectContaining({ code: 'TABLE_BAD_CONFIG' }));
    expect(() => timeoutAction(legal({ discard: { min: 1, max: 1 } }))).toThrow(/R261/);
  });

  it('R261 a run-it choice chooses one run', () => {
    expect(timeoutAction(legal({ runIt: { max: 3 } }))).toEqual({ type: 'run-it', times: 1 });
  });

  it('R261 legal actions that offer none of these are refused with a reason', () => {
    expect(() => timeoutAction(legal({ call: 10 }))).toThrow(TableError);
  });
});

describe('table: the timeout command (R261)', () => {
  it('R261 a timeout folds a seat facing a bet and checks the big blind; the log marks both', () => {
    const events: TableEvent[] = [];
    const t = createTable(options({ onEvent: (e) => events.push(e) }));
    t.deal();
    const first = t.toAct!;
    t.timeout();
    t.act({ type: 'call' }); // the small blind calls
    const bigBlind = t.toAct!;
    expect(bigBlind).toBe(t.hand!.bigBlind);
    t.timeout();
    const marked = timedOut(events);
    expect(marked).toEqual([
      expect.objectContaining({ type: 'acted', seat: first, action: { type: 'fold' } }),
      expect.objectContaining({ type: 'acted', seat: bigBlind, action: { type: 'check' } }),
    ]);
    // the hand remembers which entries were timeouts, and the voluntary call is not one of them
    const log = t.view('spectator').log;
    expect(t.hand!.timeouts!.map((i) => log[i])).toEqual(marked);
    expect(log.filter((e) => e.type === 'acted').length).toBe(3);
    t.stop();
  });

  it('R261 the narrator tells a timeout as one', () => {
    const lines: string[] = [];
    const narrate = createNarrator();
    const t = createTable(options({ onEvent: (e) => lines.push(...narrate(e)) }));
    t.deal();
    t.timeout();
    expect(lines).toContain("a's time runs out: a folds");
    t.stop();
  });

  it('R261 the record of timeouts survives persist and restore', () => {
    const t = createTable(options());
    t.deal();
    t.timeout();
    const saved = t.persist();
    t.stop();
    const r = restoreTable(saved, { variant: texasHoldem, betting: noLimit() });
    expect(r.hand!.timeouts).toEqual([expect.any(Number)]);
    r.timeout();
    expect(r.hand!.timeouts).toHaveLength(2);
    r.stop();
  });

  it('R261 a timeout between hands is refused and changes nothing', () => {
    const t = createTable(options());
    const before = JSON.stringify(t.persist());
    expect(() => t.timeout()).toThrow(expect.objectContaining({ code: 'TABLE_NO_HAND' }));
    t.actor.send({ type: 'TIMEOUT' });
    expect(JSON.stringify(t.persist())).toBe(before);
    t.stop();
  });

  it('R261 stud: the seat owing the bring-in posts it on a timeout', () => {
    const t = createTable(options({ variant: sevenCardStud, betting: fixedLimit({ smallBet: 10 }), schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } } }));
    t.deal();
    expect(t.legalActions()!.bringIn).not.toBeNull();
    const seat = t.toAct!;
    t.timeout();
    const acted = t.view('spectator').log.filter((e) => e.type === 'acted');
    expect(acted[0]).toEqual(expect.objectContaining({ seat, action: { type: 'bring-in' } }));
    t.stop();
  });

  it('R261 draw: a timeout in the draw stands pat', () => {
    const t = createTable(options({ variant: fiveCardDraw, betting: fixedLimit({ smallBet: 10 }) }));
    t.deal();
    while (t.legalActions()!.discard === null) t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const seat = t.toAct!;
    const before = t.view(seat).seats[seat]!.holeCards;
    t.timeout();
    const entry = t.view('spectator').log.find((e) => e.type === 'discarded' && e.seat === seat);
    expect(entry).toEqual(expect.objectContaining({ count: 0 }));
    expect(t.view(seat).seats[seat]!.holeCards).toEqual(before);
    t.stop();
  });

  it('R261 Pineapple: a timeout discards the last card dealt to the seat', () => {
    const t = createTable(options({ variant: pineapple }));
    t.deal();
    while (t.legalActions()!.discard === null) t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const seat = t.toAct!;
    const cards = t.view(seat).seats[seat]!.holeCards!;
    expect(cards).toHaveLength(3);
    t.timeout();
    expect(t.view(seat).seats[seat]!.holeCards).toEqual(cards.slice(0, 2));
    t.stop();
  });

  it('R261 run-it: a timeout chooses one run', () => {
    const t = createTable(options({ runItTimes: 'ask', maxRuns: 3 }));
    t.deal();
    t.act({ type: 'all-in' });
    t.act({ type: 'call' });
    t.act({ type: 'fold' });
    expect(t.legalActions()!.runIt).not.toBeNull();
    const seat = t.toAct!;
    t.timeout();
    expect(t.view('spectator').log).toContainEqual({ type: 'chose-runs', seat, times: 1 });
    t.stop();
  });

  it('R261 R0.5 property: hands where any decision may time out conserve chips and record every timeout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(texasHoldem, fiveCardDraw, sevenCardStud, pineapple), (seed, variant) => {
        const betting = variant === texasHoldem || variant === pineapple ? noLimit() : fixedLimit({ smallBet: 10 });
        const t: Table = createTable(options({ seed, variant, betting, sitOutAfter: 1000, ...(variant === texasHoldem ? { runItTimes: 'ask' as const, maxRuns: 2 } : {}) }));
        const rng = createRng(seed);
        for (let h = 0; h < 3; h++) {
          t.deal();
          let timeouts = 0;
          for (let i = 0; t.phase === 'playing'; i++) {
            if (i > 300) throw new Error('the hand did not end');
            if (rng.int(3) === 0) {
              t.timeout();
              timeouts++;
            } else t.act(randomBot(t.view(t.toAct!), rng));
            expect(t.chipsInPlay()).toBe(t.context.chipsIn - t.context.chipsOut);
          }
          expect(t.hand!.timeouts?.length ?? 0).toBe(timeouts);
        }
        t.stop();
      }),
      { numRuns: 60 },
    );
  });
});
