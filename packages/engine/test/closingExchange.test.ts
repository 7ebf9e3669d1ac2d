import { describe, expect, it } from 'vitest';
import { createRng, formatCards } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant, type HandStep, restoreHand, VariantDefinitionError } from '../src/index.js';
import { buildHandMachine, runtimeOf } from '../src/createHandMachine.js';
import { compareSteps } from './compareSteps.js';

// R234: an exchange (discard or draw) may stand right before the showdown, with no betting after it.

const base = { id: 'closing', name: 'Closing exchange', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 6 } } as const;
const holdemSteps = (last: HandStep[]): HandStep[] => [
  { kind: 'seats', cards: ['down', 'down', 'down'] },
  { kind: 'bet', name: 'preflop' },
  { kind: 'board', cards: 3, burn: true },
  { kind: 'bet', name: 'flop' },
  { kind: 'board', cards: 2, burn: true },
  { kind: 'bet', name: 'river' },
  ...last,
  { kind: 'showdown' },
];
/** Five cards, one betting round, then a draw with no betting after it. */
const lastDraw = defineVariant({
  ...base, id: 'last-draw', name: 'Last draw',
  steps: [{ kind: 'seats', cards: ['down', 'down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'predraw' }, { kind: 'exchange', min: 0, max: 3, draw: true }, { kind: 'showdown' }],
});
const messageOf = (f: () => void): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof VariantDefinitionError) return `${e.field}: ${e.message}`;
    throw e;
  }
  return '';
};
const show = (cards: readonly number[] | null | undefined) => (cards ? formatCards(cards as never).join(' ') : null);

describe('an exchange right before the showdown (R234)', () => {
  it('R234 defineVariant takes an exchange after the last betting round; cards dealt right before the showdown are still refused, naming the step', () => {
    const lazy = defineVariant({ ...base, steps: holdemSteps([{ kind: 'exchange', min: 1, max: 1, draw: false }]) });
    expect(lazy.holeCards).toBe(3);
    expect(Object.keys(createHandMachine(lazy, noLimit()).root.states['river']!.states)).toEqual(['closingDraw', 'deal', 'bet']);
    expect(messageOf(() => defineVariant({ ...base, steps: holdemSteps([{ kind: 'board', cards: 1 }]) }))).toMatch(/^steps\[7\]: .*board cards are dealt before a betting round.*put a bet step after the board step/);
    expect(messageOf(() => defineVariant({ ...base, steps: holdemSteps([{ kind: 'seats', cards: ['up'] }]) }))).toMatch(/^steps\[\d+\]: /);
    // the discard must still leave the seat some cards (R220), and one exchange per street
    expect(messageOf(() => defineVariant({ ...base, steps: holdemSteps([{ kind: 'exchange', min: 3, max: 3, draw: false }]) }))).toMatch(/must leave the seat some cards/);
    expect(messageOf(() => defineVariant({ ...base, steps: holdemSteps([{ kind: 'exchange', min: 1, max: 1, draw: false }, { kind: 'exchange', min: 1, max: 1, draw: false }]) }))).toMatch(/right after a betting round/);
  });

  it('R234 R212 R35 a closing draw under manual dealing waits for each replacement, then shows down; a save mid-draw restores and plays on', () => {
    const hand = createHand({ variant: lastDraw, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: 'manual' });
    hand.dealHole(1, '2c 3c 4c 5c 9d');
    hand.dealHole(0, 'Ah Ad Kh Qs 7s');
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(hand.state).toEqual({ predraw: 'closingDraw' });
    expect(hand.legalActions()!.discard).toEqual({ min: 0, max: 3 });
    hand.act({ type: 'discard', cards: '9d' });
    expect(hand.state).toEqual({ predraw: 'closingReplace' });
    const saved = restoreHand(hand.persist(), { variant: lastDraw, betting: noLimit() });
    expect(saved.state).toEqual({ predraw: 'closingReplace' });
    for (const h of [hand, saved]) {
      h.dealHole(1, '6h');
      expect(h.state).toEqual({ predraw: 'closingDraw' });
      h.act({ type: 'discard', cards: 'Kh Qs 7s' });
      h.dealHole(0, 'Ac 8c 8d');
      expect(h.isComplete).toBe(true);
      expect(show(h.context.holeCards[1])).toBe('2c 3c 4c 5c 6h');
      expect(h.result!.payouts).toEqual([20, 0]); // aces full over 8s beat the six-high straight
    }
    expect(saved.result).toEqual(hand.result);
  });

  it('R234 R0.3 the direct steps and XState\'s own algorithm give the same snapshots through the closing exchange, legal and refused events alike', () => {
    const lazy = defineVariant({ ...base, steps: holdemSteps([{ kind: 'exchange', min: 1, max: 1, draw: false }]) });
    const rng = createRng(31);
    for (const variant of [lazy, lastDraw]) {
      const direct = createHandMachine(variant, noLimit());
      const plain = buildHandMachine(runtimeOf(direct).env);
      for (let h = 0; h < 40; h++) {
        const input = { stacks: [80, 300, 45, 200].slice(0, 2 + (h % 3)), button: h % 2, blinds: { small: 5, big: 10 }, dealing: { seed: h } };
        compareSteps(direct, plain, input, noLimit(), rng, (ctx, legal) => {
          const options: object[] = [{ type: 'check' }, { type: 'discard', cards: [] }];
          if (legal.discard !== null) {
            const held = ctx.holeCards[legal.seat]!;
            options.push({ type: 'discard', cards: held.slice(0, legal.discard.max) }, { type: 'discard', cards: held.slice(0, legal.discard.max) });
          }
          return options;
        });
      }
    }
  });
});
