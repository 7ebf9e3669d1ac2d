import { VariantRuleError } from '@pokerchart/engine';

/** What {@link drawBetSize} takes. */
export interface DrawBetSizeInput {
  /** The betting round: `0` before the first draw, `k` after the k-th draw. */
  readonly round: number;
  /** How many draws the game has: 1 (single draw), 3 (triple draw), or another count. */
  readonly draws: number;
  /** The small bet. */
  readonly smallBet: number;
  /** The big bet. */
  readonly bigBet: number;
}

/**
 * The fixed-limit bet size of a draw game's betting round (R214): single draw plays the small bet
 * before the draw and the big bet after it; triple draw the small bet before and after the first
 * draw and the big bet after the second and third. In general the first half of the
 * `draws + 1` rounds, rounded up, uses the small bet (a double draw: small, small, big).
 *
 * @example
 * ```ts
 * [0, 1, 2, 3].map((round) => drawBetSize({ round, draws: 3, smallBet: 250, bigBet: 500 })); // [250, 250, 500, 500]
 * [0, 1].map((round) => drawBetSize({ round, draws: 1, smallBet: 250, bigBet: 500 })); // [250, 500]
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a round outside `0..draws` or amounts that are not positive integers.
 */
export function drawBetSize(input: DrawBetSizeInput): number {
  if (input === null || typeof input !== 'object') {
    throw new VariantRuleError('BAD_INPUT', 'drawBetSize needs { round, draws, smallBet, bigBet } (R214)');
  }
  const { round, draws, smallBet, bigBet } = input;
  if (!Number.isInteger(draws) || draws < 1) {
    throw new VariantRuleError('BAD_INPUT', `draws must be a positive integer, got ${JSON.stringify(draws)} (R214)`);
  }
  if (!Number.isInteger(round) || round < 0 || round > draws) {
    throw new VariantRuleError('BAD_INPUT', `round must be 0..${draws} (0 before the first draw), got ${JSON.stringify(round)} (R214)`);
  }
  for (const [name, v] of [['smallBet', smallBet], ['bigBet', bigBet]] as const) {
    if (!Number.isInteger(v) || v < 1) {
      throw new VariantRuleError('BAD_INPUT', `${name} must be a positive integer, got ${JSON.stringify(v)} (R214)`);
    }
  }
  return round < Math.ceil((draws + 1) / 2) ? smallBet : bigBet;
}
