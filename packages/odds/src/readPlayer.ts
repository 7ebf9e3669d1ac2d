import { type Card, parseCards } from '@pokerchart/cards';
import { parseRange } from './parseRange.js';
import type { Range } from './Range.js';
import { readCards } from './readCards.js';

/** Range punctuation: a separator, `+`, a span, a weight. */
const RANGE_MARKS = /[,+:%-]/;
/** A single class like `AKs` or `QQ`, or `random`. */
const RANGE_WORD = /^\s*([2-9TJQKA][2-9TJQKA][so]?|random|any)\s*$/i;

/** Whether a value is a {@link Range} object. @internal */
export function isRange(value: unknown): value is Range {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { kind?: unknown }).kind === 'range';
}

/**
 * Reads one entry of `equity`'s `hands`: a {@link Range} as is; text with a comma, `+`, `-`, `:` or
 * `%` as a range ({@link parseRange}); other text that reads as cards as a known hand; a single
 * class (`AKs`, `QQ`) or `random` as a range; anything else as cards (whose error names what is wrong).
 * @internal
 */
export function readPlayer(entry: string | readonly Card[] | Range, what: string): Card[] | Range {
  if (isRange(entry)) return entry;
  if (typeof entry === 'string') {
    if (RANGE_MARKS.test(entry)) return parseRange(entry);
    try {
      return parseCards(entry);
    } catch {
      if (RANGE_WORD.test(entry)) return parseRange(entry);
    }
  }
  return readCards(entry as string | readonly Card[], what);
}
