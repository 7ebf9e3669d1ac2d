import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '@pokerchart/betting';
import { parsePhh, PhhReplayError, replayPhh, toPhh, phhChipScale } from '../src/index.js';
import { readCorpusFile } from './phhCorpus.js';

const head = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = [
  'd dh p1 AsKs',
  'd dh p2 7c2d',
  'd dh p3 QhQd',
`;
const file = (...actions: string[]) => head + actions.map((a) => `  '${a}',\n`).join('') + ']\n';

function caught(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('replayPhh errors', () => {
  it('R72 an illegal raise is an IllegalActionError naming the line and the action index', () => {
    const e = caught(() => replayPhh(parsePhh(file('p3 cbr 15'))));
    expect(e).toBeInstanceOf(IllegalActionError);
    expect((e as IllegalActionError).code).toBe('BELOW_MINIMUM');
    expect((e as IllegalActionError).seat).toBe(2);
    expect(e.message).toMatch(/^line 10, action 3 "p3 cbr 15": raise to 15 is below the minimum 20/);
  });
  it('R72 names the right line in a file with comments and blank lines between actions', () => {
    const text = readCorpusFile('historical/dwan-ivey-2009.phh').replace('"p3 cbr 7000"', '"p3 cbr 2500"');
    const e = caught(() => replayPhh(parsePhh(text)));
    expect(e).toBeInstanceOf(IllegalActionError);
    expect(e.message).toMatch(/^line 17, action 3 "p3 cbr 2500": raise to 2500 is below the minimum 4000/);
  });
  it('reads a file that starts with a byte-order mark, and counts lines the same', () => {
    const e = caught(() => replayPhh(parsePhh('\uFEFF' + file('p3 cbr 15'))));
    expect(e.message).toMatch(/^line 10, action 3/);
  });
  it('R48 an action out of turn is a PhhReplayError naming who is to act', () => {
    const e = caught(() => replayPhh(parsePhh(file('p1 cc'))));
    expect(e).toBeInstanceOf(PhhReplayError);
    expect((e as PhhReplayError).code).toBe('PHH_WRONG_ACTOR');
    expect((e as PhhReplayError).actionIndex).toBe(3);
    expect((e as PhhReplayError).line).toBe(10);
    expect(e.message).toContain('p1 acts but p3 is to act');
  });
  it('board cards during a betting round are out of order', () => {
    const e = caught(() => replayPhh(parsePhh(file('p3 cc', 'd db 2c3c4c'))));
    expect((e as PhhReplayError).code).toBe('PHH_OUT_OF_ORDER');
    expect((e as PhhReplayError).actionIndex).toBe(4);
  });
  it('R37 a flop of two cards is a bad deal', () => {
    const e = caught(() => replayPhh(parsePhh(file('p3 cc', 'p1 cc', 'p2 cc', 'd db 2c3c'))));
    expect((e as PhhReplayError).code).toBe('PHH_BAD_DEAL');
    expect((e as PhhReplayError).actionIndex).toBe(6);
  });
  it('R11 more players than the variant seats is a bad setup', () => {
    const n = 11;
    const text = `variant = 'NT'
antes = [${Array(n).fill(0).join(', ')}]
blinds_or_straddles = [1, 2${', 0'.repeat(n - 2)}]
min_bet = 2
starting_stacks = [${Array(n).fill(100).join(', ')}]
actions = []
`;
    const e = caught(() => replayPhh(parsePhh(text)));
    expect((e as PhhReplayError).code).toBe('PHH_BAD_SETUP');
  });
  it('R59 an open fold in the file is replayed with allowOpenFold, and says so', () => {
    const r = replayPhh(parsePhh(file('p3 cc', 'p1 cc', 'p2 f', 'd db 2c3c4c', 'p1 cbr 10', 'p3 f')));
    expect(r.rules).toEqual({ allowOpenFold: true });
    expect(r.finishingStacks).toEqual([1020, 990, 990]);
    expect(r.complete).toBe(true);
  });
  it('R28 a straddle replays under straddle-plus-bb (WSOP), or double-straddle when asked', () => {
    const text = `variant = 'NT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'd dh p4 JcTc', 'p4 cbr 6', 'p1 f', 'p2 f', 'p3 f']
`;
    const r = replayPhh(parsePhh(text));
    expect(r.rules).toEqual({ straddleMinRaise: 'straddle-plus-bb' });
    expect(r.finishingStacks).toEqual([99, 98, 96, 107]);
    const e = caught(() => replayPhh(parsePhh(text), { rules: { straddleMinRaise: 'double-straddle' } }));
    expect(e).toBeInstanceOf(IllegalActionError);
    expect(e.message).toContain('raise to 6 is below the minimum 8');
  });
  it('a strict hand needs no extra rule', () => {
    const r = replayPhh(parsePhh(file('p3 cbr 30', 'p1 f', 'p2 f')));
    expect(r.rules).toEqual({});
    expect(r.finishingStacks).toEqual([995, 990, 1015]);
  });
  it('R61 cbr is a bet when the round is unopened and a raise otherwise', () => {
    const r = replayPhh(parsePhh(file('p3 cc', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p1 cbr 20', 'p2 cbr 60', 'p3 f', 'p1 f')));
    const acted = r.hand.log.filter((e) => e.type === 'acted').map((e) => (e.type === 'acted' ? e.action.type : ''));
    expect(acted).toEqual(['call', 'call', 'check', 'bet', 'raise', 'fold', 'fold']);
  });
  it('stops where the file stops: an incomplete hand keeps its stacks behind', () => {
    const r = replayPhh(parsePhh(file('p3 cbr 30')));
    expect(r.complete).toBe(false);
    expect(r.finishingStacks).toEqual([995, 990, 970]);
    expect(toPhh(r.hand).finishing_stacks).toBeUndefined();
  });
  it('refuses a result in which a hand the file never shows would win', () => {
    const text = file('p3 cc', 'p1 cc', 'p2 cc', 'd db 2c7c8d', 'p1 cc', 'p2 cc', 'p3 cc', 'd db Jh', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 9s', 'p1 cc', 'p2 cc', 'p3 cc')
      .replace("'d dh p2 7c2d'", "'d dh p2 ????'")
      .replace(/'p3 cc',\n]/, "'p3 cc',\n  'p1 sm AsKs',\n  'p3 sm QhQd',\n  'p2 sm ????',\n]");
    // p2's unknown cards are stood in for by the lowest spare cards, 2d2h: three deuces would win
    const e = caught(() => replayPhh(parsePhh(text)));
    expect((e as PhhReplayError).code).toBe('PHH_UNSUPPORTED_FEATURE');
    expect(e.message).toContain("p2's hole cards are never shown");
  });
  it('R0.1 scales fractional amounts to whole chips and back', () => {
    const text = file('p3 cbr 0.75', 'p1 f', 'p2 cc', 'd db 2c3c4c', 'p2 cbr 0.25', 'p3 f')
      .replace('[5, 10, 0]', '[0.10, 0.25, 0]').replace('min_bet = 10', 'min_bet = 0.25').replace('[1000, 1000, 1000]', '[25.72, 5.42, 10]');
    const hand = parsePhh(text);
    expect(phhChipScale(hand)).toBe(100);
    const r = replayPhh(hand);
    expect(r.scale).toBe(100);
    expect(r.finishingStacks).toEqual([25.62, 6.27, 9.25]);
    expect(toPhh(r.hand).starting_stacks).toEqual([25.72, 5.42, 10]);
  });
  it('replays an unknown (inf) stack as a cash stack, and refuses one too large to stand in for', () => {
    const r = replayPhh(parsePhh(file('p3 f', 'p1 f').replace('[1000, 1000, 1000]', '[1000, inf, 1000]')));
    expect(r.complete).toBe(true);
    expect(r.finishingStacks).toEqual([995, Infinity, 1000]);
    expect(r.net).toEqual([-5, 5, 0]);
    const e = caught(() => replayPhh(parsePhh(file('p3 f').replace('[1000, 1000, 1000]', '[9007199254740000, inf, 1000]'))));
    expect((e as PhhReplayError).code).toBe('PHH_UNSUPPORTED_FEATURE');
  });
});
