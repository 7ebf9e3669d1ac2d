// Table.view is the engine's PlayerView (handView): the pots of finished rounds, the bets of the
// round being played in each seat's `committed`, never counted twice.
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { ruleBot } from '@pokerchart/bots';
import { createTable } from '../src/index.js';

describe('table: views', () => {
  it('R111 pots plus committed bets are every chip put in this hand, at every decision of 20 hands', () => {
    const table = createTable({
      variant: texasHoldem, betting: noLimit(), seats: 4, mode: 'cash', seed: 11,
      schedule: { levels: [{ small: 5, big: 10, ante: 10 }], every: { hands: 100 } },
      cash: { buyIn: 1000, autoRebuy: true, topUpTo: 1000, stackCap: 1000 },
      players: ['A', 'B', 'C', 'D'].map((name) => ({ name, stack: 1000 })),
    });
    let decisions = 0;
    for (let hands = 0; hands < 20;) {
      if (table.phase === 'between') {
        table.deal();
        hands++;
        continue;
      }
      const seat = table.toAct;
      if (seat === null) continue;
      const view = table.view(seat);
      // every chip that left a stack this hand is in a pot or in front of its seat, never both (R0.5)
      const putIn = table.hand!.stacks.reduce((a, x) => a + x, 0) - view.seats.reduce((a, s) => a + (s?.stack ?? 0), 0);
      const inPots = view.pots.reduce((a, p) => a + p.amount, 0);
      const committed = view.seats.reduce((a, s) => a + (s?.committed ?? 0), 0);
      expect(inPots + committed).toBe(putIn);
      table.act(ruleBot(view));
      decisions++;
    }
    expect(decisions).toBeGreaterThan(40);
  });
});
