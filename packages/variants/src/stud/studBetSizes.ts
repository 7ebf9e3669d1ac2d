import { VariantRuleError } from '@pokerchart/engine';

/** The names of the stud streets, third to seventh, as the stud steps name them. */
export type StudStreet = 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

const NAMES: readonly StudStreet[] = ['third', 'fourth', 'fifth', 'sixth', 'seventh'];

/** What {@link studBetSizes} takes. */
export interface StudBetSizesInput {
  /** The street: its number of cards (`3` = third street ... `7` = seventh) or its name (`'fourth'`). */
  readonly street: 3 | 4 | 5 | 6 | 7 | StudStreet;
  /** The small bet: third and fourth streets. */
  readonly smallBet: number;
  /** The big bet: fifth, sixth and seventh streets. */
  readonly bigBet: number;
  /** Whether a player in the hand shows an open pair ({@link hasOpenPair}); counts on fourth street only. */
  readonly openPair?: boolean | undefined;
  /** The `openPairBigBet` option (R204): stud high `true`, stud hi-lo and razz `false`. Default `false`. */
  readonly openPairBigBet?: boolean | undefined;
  /** Whether a big bet or raise was already made in this round (then every raise is a big bet). */
  readonly bigBetMade?: boolean | undefined;
}

/**
 * The sizes a bet or raise may have on a stud street (R204), as the increments over the amount to
 * call, smallest first: `[smallBet]` on third and fourth streets (the third-street completion is
 * the first small bet, R202), `[bigBet]` from fifth street on. In stud high with
 * `openPairBigBet`, an open pair on fourth street gives `[smallBet, bigBet]`: any player may bet
 * or raise either, until a big bet is made, after which only `[bigBet]`.
 *
 * @example
 * ```ts
 * studBetSizes({ street: 'fourth', smallBet: 200, bigBet: 400, openPair: true, openPairBigBet: true }); // [200, 400]
 * studBetSizes({ street: 5, smallBet: 200, bigBet: 400 }); // [400]
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for an unknown street or amounts that are not positive integers.
 */
export function studBetSizes(input: StudBetSizesInput): readonly number[] {
  if (input === null || typeof input !== 'object') {
    throw new VariantRuleError('BAD_INPUT', 'studBetSizes needs { street, smallBet, bigBet, openPair?, openPairBigBet?, bigBetMade? } (R204)');
  }
  const { smallBet, bigBet } = input;
  const street = typeof input.street === 'string' ? NAMES.indexOf(input.street) + 3 : input.street;
  if (!Number.isInteger(street) || street < 3 || street > 7) {
    throw new VariantRuleError('BAD_INPUT', `a stud street is 3..7 or one of ${NAMES.join(', ')}, got ${JSON.stringify(input.street)} (R204)`);
  }
  for (const [name, v] of [['smallBet', smallBet], ['bigBet', bigBet]] as const) {
    if (!Number.isInteger(v) || v < 1) {
      throw new VariantRuleError('BAD_INPUT', `${name} must be a positive integer, got ${JSON.stringify(v)} (R204)`);
    }
  }
  if (street >= 5) return [bigBet];
  if (street === 4 && input.openPair === true && input.openPairBigBet === true) {
    return input.bigBetMade === true ? [bigBet] : [smallBet, bigBet];
  }
  return [smallBet];
}
