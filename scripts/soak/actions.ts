// The soak's random actions: legal ones to play on, illegal ones the hand must refuse unchanged.
import { type Card, type Rng, formatCard } from '@pokerchart/cards';
import type { LegalActions } from '@pokerchart/betting';
import { chance, pick } from './drawConfig.js';

/** An action as the soak sends it: well formed, or deliberately not (the engine must refuse it). */
export type SoakAction = { type: string; to?: unknown; cards?: unknown; times?: number } | null | string;

/** The draw bounds of legal actions that offer a discard. */
type DiscardOffer = LegalActions & { discard: { min: number; max: number } };

/** A random discard within the draw's bounds (R212): some of the seat's cards, in random order. */
export function discardChoice(rng: Rng, la: DiscardOffer, held: readonly Card[]): { type: 'discard'; cards: Card[] | string } {
  const n = la.discard.min + rng.int(la.discard.max - la.discard.min + 1);
  const cards = held.slice();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const out = cards.slice(0, n);
  return { type: 'discard', cards: chance(rng, 0.5) ? out : out.map(formatCard).join(' ') };
}

/** A discard the hand must refuse (R212): too many or too few, a card not held, a card twice, or a betting action. */
export function illegalDiscard(rng: Rng, la: DiscardOffer, held: readonly Card[], other: Card | undefined): SoakAction {
  const options: SoakAction[] = [{ type: 'check' }, { type: 'call' }, { type: 'fold' }, { type: 'discard', cards: 'Zz' }, { type: 'discard' }];
  if (la.discard.max < held.length) options.push({ type: 'discard', cards: held.slice(0, la.discard.max + 1) });
  if (la.discard.min > 0) options.push({ type: 'discard', cards: [] });
  if (other !== undefined) options.push({ type: 'discard', cards: [other] });
  if (held.length > 1 && la.discard.max >= 2) options.push({ type: 'discard', cards: [held[0], held[0]] });
  return pick(rng, options);
}

/** A random action among those `la` offers (all-in now and then when it is the largest raise or the call). */
export function legalChoice(rng: Rng, la: LegalActions, opening: boolean, allInTo: number, stack: number): { type: string; to?: number } {
  const options: { type: string; to?: number }[] = [];
  if (la.bringIn != null) options.push({ type: 'bring-in' }, { type: 'bring-in' }); // R201
  if (la.fold) options.push({ type: 'fold' });
  if (la.check) options.push({ type: 'check' }, { type: 'check' }, { type: 'check' });
  if (la.call !== null) options.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (la.raiseTo) {
    const { min, max } = la.raiseTo;
    const word = opening ? 'bet' : 'raise';
    const r = rng.int(4);
    let to = r === 0 ? min : r === 1 ? max : min + rng.int(Math.min(max - min, 5 * min) + 1);
    if (la.raiseSizes !== undefined && la.raiseSizes.length > 0) to = pick(rng, la.raiseSizes); // R204: the small or the big bet
    options.push({ type: word, to });
    if (max === allInTo && chance(rng, 0.3)) options.push({ type: 'all-in' });
  } else if (la.call !== null && la.call === stack && chance(rng, 0.3)) options.push({ type: 'all-in' });
  return pick(rng, options);
}

/** An action `la` does not allow, or one that is malformed (R0.3: refused, nothing changes). */
export function illegalChoice(rng: Rng, la: LegalActions, opening: boolean): SoakAction {
  const word = opening ? 'bet' : 'raise';
  const other = opening ? 'raise' : 'bet';
  const options: SoakAction[] = [
    { type: 'dance' }, { type: word, to: Number.NaN }, { type: word, to: 1.5 }, { type: word, to: -1 },
    { type: word, to: '100' }, { type: word }, null, 'fold', { type: word, to: Number.POSITIVE_INFINITY },
  ];
  if (!la.check) options.push({ type: 'check' });
  if (!la.fold) options.push({ type: 'fold' });
  if (la.call === null) options.push({ type: 'call' });
  if (!la.raiseTo) options.push({ type: word, to: 10 }, { type: other, to: 10 });
  else {
    options.push({ type: word, to: la.raiseTo.min - 1 }, { type: word, to: la.raiseTo.max + 1 }, { type: other, to: la.raiseTo.min });
  }
  return pick(rng, options);
}

