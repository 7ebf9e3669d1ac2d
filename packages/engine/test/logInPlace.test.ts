// A hand of createHand adds its log entries to its current log in place (publish.ts, openLog):
// nothing anyone was handed may change after it was handed out, and a failed step leaves the log
// as it was.
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand, type HandLogEntry } from '../src/index.js';
import { handContextOf } from '../src/internal.js';
import { holdem } from './fixtures.js';

const start = () => createHand({ variant: holdem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });

describe('the log of a hand grows in place (R0.3)', () => {
  it('R0.3 a log read from a hand (hand.log, hand.context) never grows when the hand plays on', () => {
    const hand = start();
    const log = hand.log;
    const context = hand.context;
    const seen = JSON.stringify(log);
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(JSON.stringify(log)).toBe(seen);
    expect(context.log).toBe(log);
    expect(hand.log.length).toBe(log.length + 2);
    expect(hand.log.slice(0, log.length)).toEqual(log);
  });

  it('R0.3 the log the hand keeps grows by the step\'s entries, in order, and a refused action adds none', () => {
    const hand = start();
    const before = handContextOf(hand)!.log.length;
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' }); // closes pre-flop: acted, street-closed, burned, board
    const log = handContextOf(hand)!.log;
    expect(log.slice(before).map((e: HandLogEntry) => e.type)).toEqual(['acted', 'acted', 'acted', 'street-closed', 'burned', 'board']);
    expect(() => hand.act({ type: 'raise', to: 5 })).toThrow();
    expect(handContextOf(hand)!.log.length).toBe(log.length);
  });

  it('R0.3 the same hands give the same logs whether or not someone reads the log between actions', () => {
    const play = (read: boolean) => {
      const hand = start();
      const actions = [{ type: 'raise', to: 30 }, { type: 'call' }, { type: 'call' }, { type: 'check' }, { type: 'bet', to: 50 }, { type: 'fold' }, { type: 'call' }] as const;
      for (const a of actions) {
        if (read) void hand.log;
        hand.act(a);
      }
      while (!hand.isComplete) hand.act({ type: hand.legalActions()!.check ? 'check' : 'call' });
      return JSON.stringify({ log: hand.log, result: hand.result });
    };
    expect(play(true)).toBe(play(false));
  });
});

describe('the context of a hand nobody holds is written in place (R0.3)', () => {
  it('R0.3 a bet writes into the context the hand keeps when nobody was handed it', () => {
    const hand = start();
    const kept = handContextOf(hand)!;
    const betting = kept.betting;
    hand.act({ type: 'call' });
    expect(handContextOf(hand)).toBe(kept);
    expect(kept.betting).not.toBe(betting);
    expect(kept.betting.toAct).toBe(1); // the small blind, after the button called
  });

  it('R0.3 a context read from a hand (hand.context) never changes when the hand plays on', () => {
    const hand = start();
    const context = hand.context;
    const seen = JSON.stringify(context);
    hand.act({ type: 'call' });
    hand.act({ type: 'raise', to: 40 });
    expect(JSON.stringify(context)).toBe(seen);
    expect(hand.context).not.toBe(context);
    expect(hand.context.betting.currentBet).toBe(40);
  });

  it('R0.3 the same hands give the same contexts whether or not someone reads the context between actions', () => {
    const play = (read: boolean) => {
      const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [1000, 600, 1000, 0, 800], button: 4, blinds: { small: 5, big: 10 }, dealing: { seed: 11 } });
      let k = 0;
      while (!hand.isComplete) {
        if (read && k % 2 === 0) void hand.context;
        const la = hand.legalActions()!;
        const raise = k % 5 === 1 && la.raiseTo !== null;
        hand.act(raise ? { type: la.check ? 'bet' : 'raise', to: la.raiseTo!.min } : { type: la.check ? 'check' : 'call' });
        k++;
      }
      return JSON.stringify(hand.context);
    };
    expect(play(true)).toBe(play(false));
  });
});
