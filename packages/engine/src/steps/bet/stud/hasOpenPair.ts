import { rankOf, type Card } from '@pokerchart/cards';
import { checkArray, checkCard } from '../../../checkRuleInput.js';

/**
 * Whether some player in the hand shows a pair among their up cards: the "open pair" of R204,
 * which on fourth street of stud high lets any player bet or raise the big bet (see
 * `studBetSizes` of `@pokerchart/variants`).
 *
 * @param upCards each seat's up cards, by seat; `null` for seats out of the hand (folded players'
 *   cards no longer count).
 * @example
 * ```ts
 * hasOpenPair([parseCards('9c 9d'), parseCards('Ah Kh')]); // true
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function hasOpenPair(upCards: readonly (readonly Card[] | null | undefined)[]): boolean {
  for (const [s, cards] of checkArray<readonly Card[] | null | undefined>(upCards, 'upCards', 'R204').entries()) {
    if (cards === null || cards === undefined) continue;
    const seen = new Set<number>();
    for (const c of checkArray<Card>(cards, `the up cards of seat ${s}`, 'R204')) {
      const r = rankOf(checkCard(c, `an up card of seat ${s}`, 'R204'));
      if (seen.has(r)) return true;
      seen.add(r);
    }
  }
  return false;
}
