// R205: eight players reach seventh street, the stub cannot give each a card, one community card
// is dealt face up. toPhh writes it as a board card ("d db"); replayPhh deals it back (manual
// dealing accepts the community card through dealBoard) and reaches the same stacks.
import { describe, expect, it } from 'vitest';
import { fixedLimit } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { sevenCardStud } from '@pokerchart/variants';
import { parsePhh, replayPhh, serializePhh, toPhh } from '../src/index.js';

describe('the stud community card in hand histories (R205)', () => {
  it('R205 an eight-player stud hand with a community card exports as "d db" and replays to the same stacks', () => {
    const hand = createHand({
      variant: sevenCardStud, betting: fixedLimit({ smallBet: 10, bigBet: 20 }), stacks: Array(8).fill(1000), button: 7, // the button last: PHH players p1..p8 are seats 0..7
      ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: { seed: 5 },
    });
    while (!hand.isComplete) {
      const la = hand.legalActions()!;
      hand.act(la.bringIn !== null ? { type: 'bring-in' } : la.check ? { type: 'check' } : { type: 'call' });
    }
    expect(hand.result!.board).toHaveLength(1);
    const text = serializePhh(toPhh(hand));
    expect(text.split('\n').filter((l) => /"d db /.test(l))).toHaveLength(1);
    const replay = replayPhh(parsePhh(text));
    expect(replay.hand.result!.stacks).toEqual(hand.result!.stacks);
    expect(replay.hand.result!.board).toEqual(hand.result!.board);
  });
});
