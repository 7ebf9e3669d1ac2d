import { checkArray, checkSeat } from '../../../errors.js';

/** What {@link drawOrder} takes. */
export interface DrawOrderInput {
  /** The button seat. */
  readonly button: number;
  /**
   * Whether each seat still holds cards, by seat: `true` for every player who has not folded,
   * all-in players included (they draw too); `false` for folded seats and seats not dealt in.
   */
  readonly inHand: readonly boolean[];
}

/**
 * The order in which the players draw (R212): every player still in the hand, all-in players
 * too, clockwise from the first of them left of the button, the button last. Heads-up the button
 * is the small blind, so the big blind draws first.
 *
 * @example
 * ```ts
 * drawOrder({ button: 4, inHand: [false, true, false, false, true] }); // [1, 4]
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function drawOrder(input: DrawOrderInput): number[] {
  const inHand = checkArray<boolean>(input?.inHand, 'inHand', 'R212');
  const button = checkSeat(input.button, inHand.length, 'the button', 'R212');
  const out: number[] = [];
  for (let k = 1; k <= inHand.length; k++) {
    const s = (button + k) % inHand.length;
    if (inHand[s] === true) out.push(s);
  }
  return out;
}
