import { type Card, RANK_CHARS } from '@pokerchart/cards';

/**
 * The 169 starting-hand classes of Hold'em as the usual 13x13 grid: `HAND_CLASSES[row][col]`,
 * aces first. The diagonal holds the pairs (`AA` … `22`), above it the suited hands (`AKs` at
 * row 0, column 1), below it the offsuit ones (`AKo` at row 1, column 0).
 */
export const HAND_CLASSES: readonly (readonly string[])[] = Array.from({ length: 13 }, (_, row) =>
  Array.from({ length: 13 }, (_, col) => {
    const a = RANK_CHARS[12 - row]!;
    const b = RANK_CHARS[12 - col]!;
    if (row === col) return a + a;
    return row < col ? `${a}${b}s` : `${b}${a}o`;
  }),
);

/** The class (`'AKs'`, `'AKo'`, `'QQ'`) of a two-card Hold'em hand. */
export function handClassOf(cards: readonly Card[]): string {
  const [x, y] = cards[0]! >= cards[1]! ? [cards[0]!, cards[1]!] : [cards[1]!, cards[0]!];
  const hi = x >> 2;
  const lo = y >> 2;
  if (hi === lo) return RANK_CHARS[hi]! + RANK_CHARS[hi]!;
  return `${RANK_CHARS[hi]}${RANK_CHARS[lo]}${(x & 3) === (y & 3) ? 's' : 'o'}`;
}
