import type { Bot } from './Bot.js';
import { legalOf, wager } from './wager.js';
import type { PlayerAction } from '@pokerchart/betting';
import { createRng, type Rng } from '@pokerchart/cards';
import type { PlayerView } from '@pokerchart/engine';

/**
 * Picks uniformly among the kinds of legal action (fold, check, call, bet/raise, a stud
 * bring-in), and for a bet or raise a uniform amount in the legal range. In a draw it throws away
 * a uniform number of cards within the limits, chosen at random; asked how many times to run the
 * board (R232), a uniform number of runs. Seeded: it draws from the `rng`
 * it is given, or from one seeded by the view when called without one.
 */
export const randomBot: Bot = (view, rng) => {
  const legal = legalOf(view);
  const r = rng ?? viewRng(view);
  // R232: a uniform number of runs when the hand asks
  if (legal.runIt != null) return { type: 'run-it', times: 1 + r.int(legal.runIt.max) };
  if (legal.discard != null) {
    const hand = (view.seats[legal.seat]?.holeCards ?? []).slice();
    const { min, max } = legal.discard;
    const count = min + r.int(Math.max(0, Math.min(max, hand.length) - min) + 1);
    const cards: number[] = [];
    for (let i = 0; i < count && hand.length > 0; i++) cards.push(hand.splice(r.int(hand.length), 1)[0]!);
    return { type: 'discard', cards };
  }
  const kinds: PlayerAction['type'][] = [];
  if (legal.bringIn != null) kinds.push('bring-in');
  if (legal.fold) kinds.push('fold');
  if (legal.check) kinds.push('check');
  if (legal.call !== null) kinds.push('call');
  if (legal.raiseTo !== null) kinds.push('raise');
  const kind = kinds[r.int(kinds.length)] ?? 'fold';
  if (kind === 'raise' && legal.raiseTo !== null) {
    const { min, max } = legal.raiseTo;
    if (legal.raiseSizes !== undefined) return wager(view, legal.raiseSizes[r.int(legal.raiseSizes.length)]!); // R204
    return wager(view, min + r.int(max - min + 1));
  }
  return { type: kind } as PlayerAction;
};

/**
 * A random source seeded from the view itself (FNV-1a of its JSON), for bots called without an
 * `rng`: the same view always gives the same draws, so play stays reproducible.
 */
export function viewRng(view: PlayerView): Rng {
  const text = JSON.stringify(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return createRng(h);
}
