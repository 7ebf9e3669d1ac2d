import { type Card, makeCard, RANK_CHARS, SUIT_CHARS, isCard } from './Card.js';
import { CardParseError } from './errors.js';

const SUIT_SYMBOLS: Record<string, number> = { '♣': 0, '♦': 1, '♥': 2, '♠': 3, '♧': 0, '♢': 1, '♡': 2, '♤': 3 };

const RANK_BY_CHAR = new Int8Array(128).fill(-1);
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
for (let r = 0; r < RANK_CHARS.length; r++) {
  RANK_BY_CHAR[RANK_CHARS.charCodeAt(r)] = r;
  RANK_BY_CHAR[RANK_CHARS.toLowerCase().charCodeAt(r)] = r;
}
for (let s = 0; s < SUIT_CHARS.length; s++) {
  SUIT_BY_CHAR[SUIT_CHARS.charCodeAt(s)] = s;
  SUIT_BY_CHAR[SUIT_CHARS.toUpperCase().charCodeAt(s)] = s;
}

/**
 * The card written as a rank letter and a suit letter at `text[at]` (`"As"`, `"td"`), or -1 when
 * the two characters there are not that simple form (then {@link readCardAt} reads it or says
 * what is wrong). The fast path of parsing.
 * @internal
 */
export function readSimpleCardAt(text: string, at: number): Card {
  const r = text.charCodeAt(at);
  const s = text.charCodeAt(at + 1);
  if (r < 128 && s < 128) {
    const rank = RANK_BY_CHAR[r]!;
    const suit = SUIT_BY_CHAR[s]!;
    if (rank >= 0 && suit >= 0) return rank * 4 + suit;
  }
  return -1;
}

/**
 * Reads one card at `text[at]`; returns the card and the index after it, or throws.
 * Accepts rank `2-9 T J Q K A` (either case) or `10`, and suit `c d h s` (either case) or a suit symbol.
 * @internal
 */
export function readCardAt(text: string, at: number, whole: string = text, offset = 0): { card: Card; end: number } {
  let i = at;
  let rank: number;
  if (text.startsWith('10', i)) {
    rank = 8;
    i += 2;
  } else {
    const ch = text[i];
    rank = ch === undefined ? -1 : RANK_CHARS.indexOf(ch.toUpperCase());
    if (rank < 0) {
      const what = ch === undefined ? 'end of input' : `"${ch}"`;
      throw new CardParseError(
        `cannot read a card from "${whole}" at position ${offset + i}: expected a rank (2-9, T or 10, J, Q, K, A), found ${what} (R2)`,
        whole,
        offset + i,
      );
    }
    i += 1;
  }
  const sc = text[i];
  let suit = sc === undefined ? -1 : SUIT_CHARS.indexOf(sc.toLowerCase());
  if (suit < 0 && sc !== undefined) suit = SUIT_SYMBOLS[sc] ?? -1;
  if (suit < 0) {
    const what = sc === undefined ? 'end of input' : `"${sc}"`;
    throw new CardParseError(
      `cannot read a card from "${whole}" at position ${offset + i}: expected a suit (c, d, h, s or ♣ ♦ ♥ ♠), found ${what} (R2)`,
      whole,
      offset + i,
    );
  }
  return { card: makeCard(rank, suit), end: i + 1 };
}

/**
 * Parses one card (R2): `"As"`, `"Td"`, `"10d"`, `"A♠"`; surrounding white space is ignored.
 *
 * @example
 * ```ts
 * parseCard('As'); // 51
 * parseCard('10♦'); // same card as parseCard('Td')
 * ```
 * @throws {@link CardParseError} naming the input and the position of the problem.
 */
export function parseCard(text: string): Card {
  if (typeof text !== 'string') {
    throw new CardParseError(`a card must be given as text such as "As", got ${typeof text}`, String(text), 0);
  }
  if (text.length === 2) {
    const simple = readSimpleCardAt(text, 0);
    if (simple >= 0) return simple;
  }
  const start = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new CardParseError('cannot read a card from an empty string (R2)', text, 0);
  const { card, end } = readCardAt(trimmed, 0, text, start);
  if (end !== trimmed.length) {
    throw new CardParseError(
      `"${text}" is more than one card: unexpected "${trimmed.slice(end)}" at position ${start + end} (use parseCards for several)`,
      text,
      start + end,
    );
  }
  return card;
}

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
