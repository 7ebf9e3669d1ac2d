import { type Card, isCard } from './Card.js';
import { CardParseError } from './CardParseError.js';
import { parseCard, readCardAt, readSimpleCardAt } from './parseCard.js';

/**
 * Parses several cards: a string with or without separators (`"AsKd"`, `"As Kd"`, `"As,Kd"`,
 * `"10♠ 9♠"`), or an array of card strings or card codes. Order is kept; duplicates are allowed
 * here (the consumers that need unique cards check it, R5).
 *
 * @example
 * ```ts
 * parseCards('AsKd');        // [51, 46]
 * parseCards(['As', 'Kd']);  // [51, 46]
 * ```
 * @throws {@link CardParseError} naming the input and the position of the problem.
 */
export function parseCards(text: string | readonly (string | Card)[]): Card[] {
  if (Array.isArray(text)) {
    const items: readonly unknown[] = text;
    const whole = (): string => items.map(String).join(' ');
    const cards: Card[] = [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (typeof item === 'number') {
        if (!isCard(item)) throw new CardParseError(`item ${index} (${item}) is not a card code 0..51`, whole(), index);
        cards.push(item);
      } else if (typeof item === 'string') {
        const simple = item.length === 2 ? readSimpleCardAt(item, 0) : -1;
        cards.push(simple >= 0 ? simple : parseCard(item));
      } else {
        throw new CardParseError(`item ${index} is not a card string`, whole(), index);
      }
    }
    return cards;
  }
  if (typeof text !== 'string') {
    throw new CardParseError(`cards must be given as text or an array, got ${typeof text}`, String(text), 0);
  }
  const cards: Card[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === ',' || ch === '\t' || ch === '\n' || ch === '[' || ch === ']') {
      i += 1;
      continue;
    }
    const simple = readSimpleCardAt(text, i);
    if (simple >= 0) {
      cards.push(simple);
      i += 2;
      continue;
    }
    const { card, end } = readCardAt(text, i);
    cards.push(card);
    i = end;
  }
  return cards;
}
