import { describe, expect, it } from 'vitest';
import * as betting from '@pokerchart/betting';
import * as engine from '@pokerchart/engine';
import type { Hand, HandLogEntry, VariantDescriptor } from '@pokerchart/engine';
import { guideCode, runGuideCode } from './guideBlock.js';
import { playAndReferee } from './partsReferee.js';

// docs/guides/compose-a-variant.md, "Lazy Pineapple: an exchange before the showdown", run as written
const modules = { '@pokerchart/betting': betting, '@pokerchart/engine': engine } as unknown as Record<string, Record<string, unknown>>;
const guide = runGuideCode(guideCode('compose-a-variant.md', '## Lazy Pineapple: an exchange before the showdown'), modules);
const lazyPineapple = guide['lazyPineapple'] as VariantDescriptor;
const HANDS = 2000;

/** The value of the hand's chart state as a dotted path. */
function stateOf(hand: Hand): string {
  const walk = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, w]) => `${k}.${walk(w)}`)[0]!);
  return walk(hand.state);
}

/** Index of the first log entry of `type` at or after `from`, or -1. */
const indexOf = (log: readonly HandLogEntry[], type: string, from = 0) => log.findIndex((e, i) => i >= from && e.type === type);

describe('docs/guides/compose-a-variant.md: Lazy Pineapple (R234)', () => {
  it('R234 an exchange right before the showdown composes: three cards, four betting rounds, one discard after the river betting', () => {
    expect(lazyPineapple.holeCards).toBe(3);
    expect(lazyPineapple.streets.map((s) => s.name)).toEqual(['preflop', 'flop', 'turn', 'river']);
    const hand = guide['hand'] as Hand;
    let discards = 0;
    while (!hand.isComplete) {
      const legal = hand.legalActions()!;
      if (legal.discard !== null) {
        // only after the river betting, with the whole board out
        expect(hand.street).toBe('river');
        expect(stateOf(hand)).toBe('river.closingDraw');
        expect(hand.view('spectator').board).toHaveLength(5);
        expect(legal.discard).toEqual({ min: 1, max: 1 });
        hand.act({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(0, 1) });
        discards++;
      } else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
    }
    expect(discards).toBe(3);
    const log = hand.log;
    // the discards come after the river betting's last action and before the showdown
    expect(indexOf(log, 'discarded')).toBeGreaterThan(log.map((e) => e.type).lastIndexOf('acted'));
    expect(indexOf(log, 'discarded')).toBeGreaterThan(log.map((e) => e.type).lastIndexOf('street-closed'));
    expect(indexOf(log, 'shown')).toBeGreaterThan(log.map((e) => e.type).lastIndexOf('discarded'));
    expect(hand.result!.showdown).toBe(true);
    for (const s of [0, 1, 2]) expect(hand.context.holeCards[s]).toHaveLength(2);
  });

  it('R234 R103 R127 all players all-in before the river: hands face up, the whole board dealt, the discard still runs, then the showdown', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const hand = engine.createHand({ variant: lazyPineapple, betting: betting.noLimit(), stacks: [300, 300, 300], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed } });
      hand.act({ type: 'all-in' });
      hand.act({ type: 'call' });
      hand.act({ type: 'call' });
      const seen: number[] = [];
      while (!hand.isComplete) {
        expect(stateOf(hand)).toBe('river.closingDraw');
        expect(hand.view('spectator').board).toHaveLength(5);
        const legal = hand.legalActions()!;
        expect(legal.discard).toEqual({ min: 1, max: 1 });
        // a refused discard leaves the hand as it was (R0.3)
        const before = JSON.stringify(hand.context);
        expect(() => hand.act({ type: 'discard', cards: [] })).toThrow(/R212/);
        expect(JSON.stringify(hand.context)).toBe(before);
        hand.act({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(1, 2) });
        seen.push(legal.seat);
      }
      expect(seen).toEqual([1, 2, 0]);
      const log = hand.log;
      const exposed = indexOf(log, 'exposed');
      expect(exposed).toBeGreaterThanOrEqual(0);
      expect(indexOf(log, 'discarded')).toBeGreaterThan(exposed);
      expect(log.filter((e) => e.type === 'board')).toHaveLength(3);
      expect(hand.result!.showdown).toBe(true);
      expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(900);
      for (const s of [0, 1, 2]) expect(hand.context.holeCards[s]).toHaveLength(2);
    }
  });

  it('R234 R232 a hand with a discard to come is run once, even when runItTimes asks for more', () => {
    const hand = engine.createHand({ variant: lazyPineapple, betting: betting.noLimit(), stacks: [300, 300], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 3 }, runItTimes: 2 });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    while (!hand.isComplete) hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(0, 1) });
    expect(hand.result!.runs).toHaveLength(1);
    const machine = engine.createHandMachine(lazyPineapple, betting.noLimit());
    expect('runChoice' in machine.root.states).toBe(false);
  });

  it(`R234 R0.5 Lazy Pineapple: ${HANDS} random hands, chips conserved, every pot awarded as the referee says, both ways into the discard taken`, () => {
    const states = new Set<string>();
    const hands: Hand[] = [];
    const r = playAndReferee(HANDS, 5, lazyPineapple, (seed, rng) => {
      const n = 2 + rng.int(9);
      const hand = engine.createHand({
        variant: lazyPineapple, betting: betting.noLimit(), stacks: Array.from({ length: n }, () => 20 + rng.int(581)),
        button: rng.int(n), blinds: { small: 5, big: 10 }, dealing: { seed },
      });
      hand.actor.subscribe((snap) => states.add(stateOf({ state: snap.value } as Hand)));
      states.add(stateOf(hand));
      hands.push(hand);
      return hand;
    });
    expect(r.showdowns).toBeGreaterThan(HANDS / 10);
    for (const s of ['preflop.bet', 'flop.bet', 'turn.bet', 'river.bet', 'river.closingDraw', 'settled']) expect(states, s).toContain(s);
    // the discard comes after the river betting, and after an all-in run-out of the board; it is always the last thing before the showdown
    let afterRiver = 0;
    let afterRunout = 0;
    for (const hand of hands) {
      const log = hand.log;
      const discarded = log.filter((e) => e.type === 'discarded');
      if (discarded.length === 0) {
        expect(hand.result!.showdown).toBe(false);
        continue;
      }
      const first = indexOf(log, 'discarded');
      expect(log.slice(first).some((e) => e.type === 'board' || e.type === 'acted')).toBe(false);
      expect(log.filter((e) => e.type === 'board')).toHaveLength(3);
      if (indexOf(log, 'exposed') >= 0 && indexOf(log, 'exposed') < first) afterRunout++;
      else afterRiver++;
      for (const e of discarded) expect(hand.context.holeCards[(e as { seat: number }).seat]).toHaveLength(2);
    }
    expect(afterRiver).toBeGreaterThan(HANDS / 50);
    expect(afterRunout).toBeGreaterThan(HANDS / 50);
  }, 120_000);
});
