import { formatCards, type Card } from '@pokerchart/cards';

/**
 * What a seat may discard, in a player's words, with an example typed from the seat's own cards:
 * `discard 0 to 5 cards, e.g. "d 7h 2c" ("d" alone stands pat)` in a draw, where standing pat is
 * allowed (R212), and `discard 1 card, e.g. "d 7h" (standing pat is not allowed)` where a card
 * must go (Pineapple, R220).
 */
export function describeDiscard(bounds: { min: number; max: number }, holeCards?: readonly Card[] | null): string {
  const { min, max } = bounds;
  const count = min === max ? `${min} card${min === 1 ? '' : 's'}` : `${min} to ${max} cards`;
  const shown = Math.min(Math.max(min, 1), max);
  const own = holeCards && holeCards.length >= shown ? formatCards(holeCards.slice(-shown)) : ['7h', '2c', '9d', '4s', 'Jc'].slice(0, shown);
  const example = shown > 0 ? `, e.g. "d ${own.join(' ')}"` : '';
  return `discard ${count}${example}${min === 0 ? ' ("d" alone stands pat)' : ' (standing pat is not allowed)'}`;
}
