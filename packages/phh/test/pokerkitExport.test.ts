// What toPhh writes for PHH readers such as PokerKit 0.7.4 (checked outside the tests by
// scripts/pokerkit-check.mjs): each hand shown once, the ante trimming status PokerKit expects, a
// big-blind ante as posted.
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { parsePhh, parsePhhAction, replayPhh, serializePhh, toPhh, type PhhHand } from '../src/index.js';

const shows = (record: PhhHand) =>
  record.actions.map((a) => parsePhhAction(a)).filter((a) => a.type === 'show-muck').map((a) => (a as { player: number }).player);

function sameStacksAfterReplay(record: PhhHand, expected: number[]): void {
  const replay = replayPhh(parsePhh(serializePhh(record)));
  expect(replay.finishingStacks).toEqual(expected);
  expect(replay.comparison?.matches).toBe(true);
}

describe('toPhh for PokerKit', () => {
  it('R127 R130 heads-up all-in: each hand exposed at the all-in is shown once, not again at showdown', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });
    // PHH p1 is the BB (seat 1), p2 the button (seat 0)
    hand.act({ type: 'all-in' }); // seat 0: p2 cbr 100
    hand.act({ type: 'call' }); // seat 1: p1 cc
    expect(hand.isComplete).toBe(true);
    expect(hand.log.some((e) => e.type === 'exposed')).toBe(true);
    expect(hand.log.filter((e) => e.type === 'shown').length).toBeGreaterThan(0);
    const record = toPhh(hand);
    expect(record.actions.filter((a) => / cbr | cc$/.test(a))).toEqual(['p2 cbr 100', 'p1 cc']);
    expect(shows(record).sort()).toEqual([0, 1]);
    // the shows come at the exposure, before the board
    const firstBoard = record.actions.findIndex((a) => a.startsWith('d db'));
    expect(record.actions.findIndex((a) => / sm /.test(a))).toBeLessThan(firstBoard);
    sameStacksAfterReplay(record, [hand.result!.stacks[1]!, hand.result!.stacks[0]!]);
  });

  it('R128 a hand shown at showdown without an all-in is shown once too', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 5 } });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const record = toPhh(hand);
    const players = shows(record);
    expect(new Set(players).size).toBe(players.length);
  });

  it('R24 uniform antes are written as owed, live: ante_trimming_status = true', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 3], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 5, mode: 'each' }, dealing: { seed: 1 } });
    while (!hand.isComplete) hand.act({ type: 'fold' });
    const record = toPhh(hand);
    expect(record.ante_trimming_status).toBe(true);
    expect(record.antes).toEqual([5, 5, 5]);
  });

  it('R25 a big-blind ante is dead: ante_trimming_status = false even when the BB posted none of it (blind-first, 2 chips)', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 2], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' }, dealing: { seed: 1 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.context.betting.posted.antes).toEqual([0, 0, 0]);
    const record = toPhh(hand);
    expect(record.ante_trimming_status).toBe(false);
    // the BB put both chips into the blind (R25 blind-first); PHH posts antes first, so the ante is written as posted: none
    expect(record.antes).toEqual([0, 0, 0]);
    expect(record.blinds_or_straddles).toEqual([5, 10, 0]);
    sameStacksAfterReplay(record, hand.context.dealOrder.map((s) => hand.result!.stacks[s]!));
  });

  it('R25 blind-first with a BB short of blind and ante: the remainder after the blind is written as the ante', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 14], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' }, dealing: { seed: 2 } });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const record = toPhh(hand);
    expect(record.antes).toEqual([0, 4, 0]);
    expect(record.blinds_or_straddles).toEqual([5, 10, 0]);
    expect(record.ante_trimming_status).toBe(false);
    sameStacksAfterReplay(record, hand.context.dealOrder.map((s) => hand.result!.stacks[s]!));
  });

  it('R25 ante-first with the BB\'s whole stack in the ante: written as a short blind (live), and the BB can win it', () => {
    const hand = createHand({
      variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 8], button: 0, blinds: { small: 5, big: 10 },
      ante: { amount: 10, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' }, dealing: { seed: 4 },
    });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const record = toPhh(hand);
    expect(record.antes).toEqual([0, 0, 0]);
    expect(record.blinds_or_straddles).toEqual([5, 10, 0]);
    // the BB (p2) was all-in for 8 live chips: the main pot is 24
    expect(hand.result!.pots[0]!.amount).toBe(24);
    sameStacksAfterReplay(record, hand.context.dealOrder.map((s) => hand.result!.stacks[s]!));
  });
});
