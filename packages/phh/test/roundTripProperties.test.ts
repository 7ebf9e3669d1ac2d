import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit, type PlayerAction } from '@pokerchart/betting';
import { createHand, type Hand, type HandOptions } from '@pokerchart/engine';
import { omaha, omahaHiLo8, shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { parsePhh, parsePhhAction, parsePhhs, phhOfContext, replayPhh, serializePhh, toPhh } from '../src/index.js';

const GAMES = [
  { code: 'NT', variant: texasHoldem, betting: () => noLimit(), blinds: true },
  { code: 'NS', variant: shortDeckHoldem, betting: () => noLimit(), blinds: true },
  { code: 'PO', variant: omaha, betting: () => potLimit(), blinds: true },
  { code: 'FT', variant: texasHoldem, betting: () => fixedLimit({ smallBet: 10, maxRaises: 4 }), blinds: false },
  { code: 'FO/8', variant: omahaHiLo8, betting: () => fixedLimit({ smallBet: 10, maxRaises: 4 }), blinds: false },
] as const;

/** A table: game, stacks (deep, short below a blind or an ante, empty seats), button, antes, straddle. */
const table = fc.record({
  game: fc.integer({ min: 0, max: GAMES.length - 1 }),
  stacks: fc.array(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 20, max: 2000 }) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 25 }) }, { weight: 1, arbitrary: fc.constant(0) }), {
    minLength: 2,
    maxLength: 9,
  }),
  button: fc.nat(),
  ante: fc.oneof(
    fc.constant(undefined),
    fc.record({ amount: fc.integer({ min: 1, max: 5 }), mode: fc.constant('each' as const) }),
    // a big-blind ante up to the big blind: one larger than the blind under ante-first has no exact
    // PHH form for a BB whose stack lies between the two (see the hand-histories guide)
    fc.record({ amount: fc.constantFrom(5, 10), mode: fc.constant('big-blind' as const) }),
  ),
  bbAnteOrder: fc.constantFrom('blind-first' as const, 'ante-first' as const),
  straddle: fc.boolean(),
  seed: fc.nat(),
  choices: fc.array(fc.nat({ max: 1000 }), { minLength: 200, maxLength: 200 }),
});

type Table = typeof table extends fc.Arbitrary<infer T> ? T : never;

function start(t: Table): Hand | null {
  const options = optionsOf(t);
  if (options === null) return null;
  try {
    return createHand(options);
  } catch {
    return null; // R27: a straddle the UTG stack cannot cover
  }
}

function optionsOf(t: Table): HandOptions | null {
  const game = GAMES[t.game]!;
  const dealt = t.stacks.filter((s) => s > 0).length;
  if (dealt < 2) return null;
  const options: HandOptions = {
    variant: game.variant,
    betting: game.betting(),
    stacks: t.stacks,
    button: t.button % t.stacks.length,
    dealing: { seed: t.seed },
    rules: { bbAnteOrder: t.bbAnteOrder, straddleMinRaise: 'straddle-plus-bb' },
    ...(game.blinds ? { blinds: { small: 5, big: 10 } } : {}),
    ...(t.ante === undefined ? {} : { ante: t.ante }),
    ...(t.straddle && game.blinds && dealt >= 3 ? { straddle: 20 } : {}),
  };
  if (t.stacks[options.button] === 0) return null;
  return options;
}

function play(hand: Hand, choices: readonly number[]): void {
  let k = 0;
  while (!hand.isComplete) {
    const legal = hand.legalActions()!;
    const seat = hand.view('spectator').seats[legal.seat]!;
    const options: PlayerAction[] = [];
    if (legal.fold) options.push({ type: 'fold' });
    if (legal.check) options.push({ type: 'check' }, { type: 'check' });
    if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
    if (legal.raiseTo !== null) {
      const word = legal.check && seat.committed === 0 ? 'bet' : 'raise';
      const { min, max } = legal.raiseTo;
      options.push({ type: word, to: min }, { type: word, to: min + ((choices[(k + 1) % choices.length]! * 7919) % (max - min + 1)) });
      if (max === seat.committed + seat.stack) options.push({ type: 'all-in' });
    }
    hand.act(options[choices[k % choices.length]! % options.length]!);
    k += 1;
  }
}

describe('engine -> toPhh -> serializePhh -> parsePhh -> replayPhh (fast-check)', () => {
  it('R0.5 R22 R24 R25 R27 R111 random hold\'em-family hands replay to the same stacks, each hand shown at most once', () => {
    let played = 0;
    fc.assert(
      fc.property(table, (t) => {
        const hand = start(t);
        if (hand === null) return;
        play(hand, t.choices);
        const record = toPhh(hand);
        const text = serializePhh(record);
        const replay = replayPhh(parsePhh(text));
        expect(replay.complete).toBe(true);
        expect(replay.finishingStacks).toEqual(hand.context.dealOrder.map((seat) => hand.result!.stacks[seat]));
        expect(replay.comparison?.matches).toBe(true);
        // PokerKit takes one show or muck per player
        const shows = record.actions.map((a) => parsePhhAction(a)).flatMap((a) => (a.type === 'show-muck' ? [a.player] : []));
        expect(new Set(shows).size).toBe(shows.length);
        // the same hand inside a .phhs file reads back the same
        expect(parsePhhs(`[1]\n${text}\n[2]\n${text}`).map((h) => replayPhh(h).finishingStacks)).toEqual([replay.finishingStacks, replay.finishingStacks]);
        played += 1;
      }),
      { numRuns: 300, seed: 20261201 },
    );
    expect(played).toBeGreaterThan(200);
  }, 120_000);
});

describe('phhOfContext: the record of a hand from its context and options (fast-check)', () => {
  it('R0.5 R22 R24 R25 equals toPhh of the hand, mid-hand and finished, for hold\'em, short deck, Omaha, fixed-limit hold\'em and Omaha hi-lo with antes, short stacks and straddles', () => {
    let compared = 0;
    fc.assert(
      fc.property(table, fc.nat({ max: 30 }), (t, stopAfter) => {
        const options = optionsOf(t);
        const hand = start(t);
        if (options === null || hand === null) return;
        const { variant: _v, betting, ...input } = options;
        // mid-hand: stop after some actions
        for (let k = 0; k < stopAfter && !hand.isComplete; k++) {
          const legal = hand.legalActions()!;
          hand.act(legal.check ? { type: 'check' } : legal.call !== null ? { type: 'call' } : { type: 'fold' });
        }
        expect(phhOfContext({ context: hand.context, betting, input })).toEqual(toPhh(hand));
        play(hand, t.choices);
        expect(phhOfContext({ context: hand.context, betting, input })).toEqual(toPhh(hand));
        compared += 1;
      }),
      { numRuns: 150, seed: 20261205 },
    );
    expect(compared).toBeGreaterThan(100);
  }, 120_000);
});
