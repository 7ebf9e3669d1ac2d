import { describe, expect, it } from 'vitest';
import { noLimit, fixedLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type Hand } from '@pokerchart/engine';
import { fiveCardDraw, omaha, sevenCardStud } from '../src/index.js';

// PlayerView's seats count the down cards a viewer cannot see (CONTRACT, fourth wave): what a
// table draws face down in front of each seat, after discards too.

/** Irish: Omaha's four cards, two thrown away after the flop betting (no replacement, R220). */
const irish = defineVariant({
  id: 'irish-test', name: 'Irish', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 },
  steps: [
    { kind: 'seats', cards: ['down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'preflop' },
    { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
    { kind: 'exchange', min: 2, max: 2, draw: false },
    { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
    { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'showdown' },
  ],
});

/** Checks, calls and posts the bring-in until `stop` says so (a discard throws the first cards away). */
function playUntil(hand: Hand, stop: (hand: Hand) => boolean): void {
  while (!hand.isComplete && !stop(hand)) {
    const legal = hand.legalActions()!;
    if (legal.discard !== null) hand.act({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(0, legal.discard.min) });
    else if (legal.bringIn !== null) hand.act({ type: 'bring-in' });
    else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
  }
}

const hidden = (hand: Hand, viewer: number | 'spectator') => hand.view(viewer).seats.map((s) => s?.hiddenCards ?? null);

describe('PlayerView seats: hiddenCards', () => {
  it("R212 R220 Omaha: four down cards each; the viewer's own are seen (0); Irish: two once the discard is made", () => {
    const plo = createHand({ variant: omaha, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 } });
    expect(hidden(plo, 1)).toEqual([4, 0, 4]);
    expect(hidden(plo, 'spectator')).toEqual([4, 4, 4]);
    const hand = createHand({ variant: irish, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 2 } });
    expect(hidden(hand, 0)).toEqual([0, 4, 4]);
    playUntil(hand, (h) => h.street === 'turn' && h.legalActions()?.discard === null);
    // every seat threw two away: two cards are left face down in front of each
    expect(hand.context.holeCards.map((h) => h!.length)).toEqual([2, 2, 2]);
    expect(hidden(hand, 0)).toEqual([0, 2, 2]);
    expect(hidden(hand, 'spectator')).toEqual([2, 2, 2]);
  });

  it('R59 a folded seat shows no cards; R127 an all-in call exposes the hands: nothing is hidden', () => {
    const hand = createHand({ variant: omaha, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
    hand.act({ type: 'fold' }); // seat 0, first to act three-handed
    expect(hidden(hand, 1)).toEqual([0, 0, 4]);
    hand.act({ type: 'raise', to: 500 });
    hand.act({ type: 'call' });
    expect(hidden(hand, 'spectator')).toEqual([0, 0, 0]);
  });

  it("R200 R207 seven-card stud: the down cards only, never the up cards; a viewer's own are seen", () => {
    const hand = createHand({ variant: sevenCardStud, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 5, dealing: { seed: 4 } });
    // third street: two down, one up
    expect(hand.view(0).seats.map((s) => s!.upCards.length)).toEqual([1, 1, 1]);
    expect(hidden(hand, 0)).toEqual([0, 2, 2]);
    playUntil(hand, (h) => h.street === 'fourth');
    expect(hidden(hand, 'spectator')).toEqual([2, 2, 2]);
    expect(hand.view('spectator').seats.map((s) => s!.upCards.length)).toEqual([2, 2, 2]);
  });

  it('R212 five-card draw: five down cards before and after the draw (discards are replaced)', () => {
    const hand = createHand({ variant: fiveCardDraw, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 5 } });
    expect(hidden(hand, 0)).toEqual([0, 5]);
    let drew = false;
    playUntil(hand, (h) => {
      if (h.legalActions()?.discard != null) drew = true;
      return drew && h.legalActions()?.discard == null;
    });
    expect(drew).toBe(true);
    expect(hidden(hand, 1)).toEqual([5, 0]);
  });
});
