import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { createHand, type Hand, type HandOptions, type VariantDescriptor } from '@pokerchart/engine';
import { createRuleBot, randomBot, type Bot } from '@pokerchart/bots';
import * as builtIns from '@pokerchart/variants';
import { parsePhh, parsePhhAction, PhhExportError, replayPhh, serializePhh, toPhh } from '../src/index.js';

interface Game {
  code: string;
  id: string;
  family: 'stud' | 'draw';
  noLimit?: boolean;
}

const GAMES: Game[] = [
  { code: 'F7S', id: 'seven-card-stud', family: 'stud' },
  { code: 'F7S/8', id: 'seven-card-stud-hilo8', family: 'stud' },
  { code: 'FR', id: 'razz', family: 'stud' },
  { code: 'N2L1D', id: 'deuce-to-seven-single-draw', family: 'draw', noLimit: true },
  { code: 'F2L3D', id: 'deuce-to-seven-triple-draw', family: 'draw' },
  { code: 'FB', id: 'badugi', family: 'draw' },
];

const variantOf = (id: string): VariantDescriptor | undefined => builtIns.variants.find((v) => v.id === id);
const present = GAMES.filter((g) => variantOf(g.id) !== undefined);

/** A table of a stud or draw game: stacks (some short), button, antes, the bots' seeds. */
const table = (game: Game) =>
  fc.record({
    stacks: fc.array(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 40, max: 600 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }) }), {
      minLength: 2,
      maxLength: game.family === 'stud' ? 8 : 6,
    }),
    button: fc.nat(),
    ante: fc.constantFrom(0, 1, 2),
    bringIn: fc.constantFrom(2, 3, 5),
    seed: fc.nat(),
    bots: fc.array(fc.constantFrom('random', 'rule', 'rule-aggressive'), { minLength: 8, maxLength: 8 }),
  });

type Table = ReturnType<typeof table> extends fc.Arbitrary<infer T> ? T : never;

function start(game: Game, t: Table): Hand {
  const variant = variantOf(game.id)!;
  const options: HandOptions = {
    variant,
    betting: game.noLimit ? noLimit() : fixedLimit({ smallBet: 10, maxRaises: 4 }),
    stacks: t.stacks,
    button: t.button % t.stacks.length,
    dealing: { seed: t.seed },
    // PHH's F7S (PokerKit) has no open-pair big bet on fourth street (R204, RULES Appendix A)
    ...(game.code === 'F7S' ? { rules: { openPairBigBet: false } } : {}),
    ...(game.family === 'stud'
      ? { bringIn: t.bringIn, ...(t.ante > 0 ? { ante: { amount: t.ante, mode: 'each' as const } } : {}) }
      : { blinds: { small: 5, big: 10 } }),
  } as unknown as HandOptions;
  return createHand(options);
}

function play(hand: Hand, t: Table, variant: VariantDescriptor): void {
  const rng = createRng(t.seed);
  const bots: Bot[] = t.bots.map((b) => (b === 'random' ? randomBot : createRuleBot({ variant, aggression: b === 'rule' ? 0.3 : 0.9 })));
  for (let steps = 0; !hand.isComplete; steps++) {
    if (steps > 400) throw new Error('the hand did not finish');
    const seat = hand.toAct!;
    hand.act(bots[seat % bots.length]!(hand.view(seat), rng));
  }
}

describe.skipIf(present.length === 0)('R200-R215 stud and draw hands played by the bots export to PHH and replay to the same stacks', () => {
  it.each(present)('$code: toPhh, then replayPhh, gives the same finishing stacks and the same record', (game) => {
    fc.assert(
      fc.property(table(game), (t) => {
        const hand = start(game, t);
        play(hand, t, variantOf(game.id)!);
        const record = toPhh(hand);
        expect(record.variant).toBe(game.code);
        const text = serializePhh(record);
        const replay = replayPhh(parsePhh(text));
        expect(replay.complete).toBe(true);
        const order = hand.context.dealOrder;
        expect(replay.finishingStacks).toEqual(order.map((seat) => hand.result!.stacks[seat]));
        expect(replay.comparison?.matches).toBe(true);
        // the replayed hand writes the same record again
        expect(toPhh(replay.hand).actions).toEqual(record.actions);
        // every action is PHH notation that reads back as written
        if (game.family === 'stud') {
          expect(record.bring_in).toBe(t.bringIn);
          expect(record.blinds_or_straddles).toBeUndefined();
        } else {
          // R212: the replacements of a draw follow every discard of that draw (PokerKit's order)
          const parsed = record.actions.map((a) => parsePhhAction(a));
          // (a player discarding again starts the next draw: all-in hands draw with no betting between)
          let dealt = false;
          let drew = new Set<number>();
          for (const a of parsed) {
            if (a.type === 'deal-hole') dealt = true;
            else if (a.type === 'discard') {
              if (drew.has(a.player)) {
                drew = new Set();
                dealt = false;
              }
              expect(dealt).toBe(false);
              drew.add(a.player);
            } else {
              dealt = false;
              drew = new Set();
            }
          }
        }
      }),
      { numRuns: 60, seed: 20261201 },
    );
  });
});

describe.skipIf(variantOf('five-card-draw') === undefined)('games without a PHH code', () => {
  it('five-card draw, and 2-7 single draw under fixed limit, have no PHH code: toPhh says which games have one', () => {
    const hand = (id: string, betting: ReturnType<typeof noLimit>) =>
      createHand({ variant: variantOf(id)!, betting, stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } });
    for (const h of [hand('five-card-draw', noLimit()), hand('deuce-to-seven-single-draw', fixedLimit({ smallBet: 2 }))]) {
      expect(() => toPhh(h)).toThrow(PhhExportError);
      expect(() => toPhh(h)).toThrow(/deuce-to-seven-single-draw no-limit \(N2L1D\)/);
    }
  });
});
