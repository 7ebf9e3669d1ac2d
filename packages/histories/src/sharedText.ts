/*
 * Names and table names repeat from hand to hand, and every hand parseHistory accepts keeps them
 * (PHH `players`, `table`) until the whole text is read: a hand that points at one shared copy
 * keeps one object less of its own for the collector to copy. The copies are flat (not slices
 * of the text read, which they would keep alive) and the table is bounded: it starts afresh past
 * 4,096 texts.
 */
const SHARED = new Map<string, string>();
const LIMIT = 4096;

/** One shared copy of a short text read from a history (a player's or a table's name). @internal */
export function sharedText(text: string): string {
  const known = SHARED.get(text);
  if (known !== undefined) return known;
  if (text.length > 64) return text;
  if (SHARED.size >= LIMIT) SHARED.clear();
  // a flat copy: a slice of the history would keep the whole text alive
  const copy = text.split('').join('');
  SHARED.set(copy, copy);
  return copy;
}
