import { describe, expect, it } from 'vitest';
import { createRng, parseCards, standardDeck, type Card } from '@pokerchart/cards';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type HandStep, type VariantDescriptor } from '@pokerchart/engine';
import { createRuleBot, randomBot, type Bot } from '../src/index.js';

// The draw family as the engine plays it (the built-ins of @pokerchart/variants are the same steps)
const drawGame = (id: string, cards: number, draws: number, ranking: 'standard' | 'deuce-to-seven-low' | 'badugi'): VariantDescriptor => {
  const names = ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw'].slice(0, draws + 1);
  const steps: HandStep[] = [{ kind: 'seats', cards: new Array<'down'>(cards).fill('down') }, { kind: 'bet', name: names[0]! }];
  for (const name of names.slice(1)) steps.push({ kind: 'exchange', min: 0, max: cards, draw: true }, { kind: 'bet', name });
  steps.push({ kind: 'showdown' });
  return defineVariant({ id, name: id, deck: 'standard', steps, selection: 'any', ranking, seats: { min: 2, max: 8 } });
};
const games = [drawGame('five-card-draw', 5, 1, 'standard'), drawGame('deuce-to-seven-triple-draw', 5, 3, 'deuce-to-seven-low'), drawGame('badugi', 4, 3, 'badugi')];

describe('bots in draw games (R212)', () => {
  for (const variant of games) {
    for (const [name, make] of [['ruleBot', () => createRuleBot({ variant })], ['randomBot', () => randomBot]] as [string, () => Bot][]) {
      it(`R212 ${name} plays ${variant.id} hands to the end, every discard legal`, () => {
        const bot = make();
        for (let i = 0; i < 30; i++) {
          const players = 2 + (i % 5);
          const stacks = Array.from({ length: players }, (_, s) => 100 + 37 * s);
          const hand = createHand({
            variant, betting: i % 2 === 0 ? noLimit() : fixedLimit({ smallBet: 10 }), stacks, button: i % players, blinds: { small: 5, big: 10 }, dealing: { seed: i },
          });
          const rng = createRng(i);
          let discards = 0;
          while (!hand.isComplete) {
            const seat = hand.toAct!;
            const action = bot(hand.view(seat), rng);
            if (action.type === 'discard') discards++;
            hand.act(action); // throws if the bot's action is refused
          }
          expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(stacks.reduce((a, b) => a + b, 0));
          if (hand.log.some((e) => e.type === 'discarded')) expect(discards).toBeGreaterThan(0);
        }
      });
    }
  }

  it('R191 R212 ruleBot stands pat on a made 7-5-4-3-2 at 2-7 and draws to it from 7-5-4-2 + K', () => {
    const tripleDraw = games[1]!;
    // heads-up, button 0: seat 1 is dealt first
    const top: Card[] = [];
    const holes = [parseCards('7c 5d 4h 3s 2c'), parseCards('7d 5h 4s 2d Kc')];
    for (let k = 0; k < 5; k++) for (const h of holes) top.push(h[k]!);
    const deck = [...top, ...standardDeck().filter((c) => !top.includes(c))];
    const hand = createHand({ variant: tripleDraw, betting: fixedLimit({ smallBet: 10 }), stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { deck } });
    const bot = createRuleBot({ variant: tripleDraw });
    const rng = createRng(1);
    while (hand.legalActions()!.discard === null) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const first = bot(hand.view(1), rng);
    expect(first).toEqual({ type: 'discard', cards: [] });
    hand.act(first);
    const second = bot(hand.view(0), rng);
    expect(second).toEqual({ type: 'discard', cards: parseCards('Kc') });
  });
});
