import { describe, expect, it } from 'vitest';
import { parsePhh, PhhReplayError, replayPhh, serializePhh, toPhh } from '../src/index.js';

const cash = `variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [inf, inf, inf]
actions = [
  "d dh p1 AhKh",
  "d dh p2 ????",
  "d dh p3 QsQd",
  "p3 cbr 6",
  "p1 cbr 20",
  "p2 f",
  "p3 cc",
  "d db 2c3c4c",
  "p1 cbr 25",
  "p3 cc",
  "d db 5d",
  "p1 cc",
  "p3 cc",
  "d db Ts",
  "p1 cc",
  "p3 cc",
  "p1 sm AhKh",
  "p3 sm QsQd",
]
`;

/** p2's hand is never shown; the filler cards that stand in for it make a pair of twos on this board. */
const unshown = `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 7h3d",
  "d dh p2 ????",
  "p2 cc",
  "p1 cc",
  "d db KsQhJd",
  "p1 cc",
  "p2 cc",
  "d db 9c",
  "p1 cc",
  "p2 cc",
  "d db 5s",
  "p1 cc",
  "p2 cc",
  "p1 sm 7h3d",
  "p2 sm ????",
]
`;

describe('replayPhh: unknown stacks and unknown hands', () => {
  it('an inf starting stack replays as a cash game stack: finishing stack inf, net result exact', () => {
    const replay = replayPhh(parsePhh(cash));
    expect(replay.complete).toBe(true);
    // p1 A-high flush draw misses on 2-3-4-5-T: A-2-3-4-5 straight wins 45 + 45 + 2 (p2's big blind)
    expect(replay.net).toEqual([47, -2, -45]);
    expect(replay.finishingStacks).toEqual([Infinity, Infinity, Infinity]);
    expect(replay.net.reduce((a, b) => a + b, 0)).toBe(0);
    // the export writes the unknown stacks as inf again
    const record = toPhh(replay.hand);
    expect(record.starting_stacks).toEqual([Infinity, Infinity, Infinity]);
    expect(record.finishing_stacks).toEqual([Infinity, Infinity, Infinity]);
    expect(serializePhh(record)).toContain('starting_stacks = [ inf, inf, inf ]');
    expect(replayPhh(parsePhh(serializePhh(record))).net).toEqual(replay.net);
  });

  it('a known stack beside unknown ones keeps its finishing stack', () => {
    const replay = replayPhh(parsePhh(cash.replace('[inf, inf, inf]', '[inf, 30, inf]')));
    expect(replay.finishingStacks[1]).toBe(28);
    expect(replay.net).toEqual([47, -2, -45]);
  });

  it('a never-shown hand that would win with stand-in cards is refused by default, and mucked with unknownHandsMuck', () => {
    const hand = parsePhh(unshown);
    expect(() => replayPhh(hand)).toThrow(PhhReplayError);
    expect(() => replayPhh(hand)).toThrow(/never shown.*unknownHandsMuck/);
    const replay = replayPhh(hand, { unknownHandsMuck: true });
    // PokerKit's reading: p2's unknown hand is mucked and p1's king-high wins the 4-chip pot
    expect(replay.finishingStacks).toEqual([102, 98]);
    expect(replay.net).toEqual([2, -2]);
    expect(toPhh(replay.hand).finishing_stacks).toEqual([102, 98]);
  });

  it('with unknownHandsMuck, a pot only unknown hands contest cannot be awarded', () => {
    const text = unshown.replace('"d dh p1 7h3d"', '"d dh p1 ????"').replace('"p1 sm 7h3d"', '"p1 sm ????"');
    expect(() => replayPhh(parsePhh(text), { unknownHandsMuck: true })).toThrow(/only hands the file never shows/);
  });
});
