// Hostile input to the bots: a missing view, a spectator's view or a view for another seat is a
// BotError with a clear message, never a TypeError from inside; a bot never returns an action
// outside the view's legal actions (R0.3).
import { describe, expect, it } from 'vitest';
import { createRng } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { createHand, type PlayerView } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { BotError, callingStation, randomBot, ruleBot } from '../src/index.js';

const bots = { randomBot, callingStation, ruleBot };

describe('bots: hostile views', () => {
  const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } });
  const seat = hand.toAct!;
  for (const [name, bot] of Object.entries(bots)) {
    it(`${name}: null, junk, spectator and other-seat views are BotError`, () => {
      for (const view of [null, undefined, 5, 'x', { legalActions: 'x' }, hand.view('spectator'), hand.view((seat + 1) % 3)]) {
        expect(() => bot(view as PlayerView, createRng(1)), String(view)).toThrow(BotError);
      }
    });

    it(`${name}: R0.3 acts legally on the real view, with or without an rng`, () => {
      for (const rng of [createRng(1), createRng(2), undefined]) {
        const action = bot(hand.view(seat), rng);
        const copy = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } });
        expect(() => copy.act(action)).not.toThrow();
      }
    });
  }
});
