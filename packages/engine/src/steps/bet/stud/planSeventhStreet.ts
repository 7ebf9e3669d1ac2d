import { VariantRuleError } from '../../../errors.js';

/** What {@link planSeventhStreet} takes. */
export interface PlanSeventhStreetInput {
  /** Cards left in the stub (the undealt deck) before seventh street. */
  readonly stub: number;
  /** Players still in the hand (all-in players included): each needs a seventh card. */
  readonly players: number;
  /** Whether the street burns a card first (R200: yes). Default `true`. */
  readonly burn?: boolean | undefined;
}

/** How seventh street is dealt, from {@link planSeventhStreet}. */
export interface SeventhStreetPlan {
  /** `true`: one card face up in the middle that every player uses as their seventh card (R205). */
  readonly community: boolean;
  /** Whether a card is burned first. */
  readonly burn: boolean;
  /**
   * `true` only when the stub is empty and a community card is needed (eight players reached
   * seventh street): the burn cards are shuffled with the hand's RNG to form the stub first.
   */
  readonly refillFromBurns: boolean;
}

/**
 * How seventh street is dealt (R205): when the stub cannot give every remaining player a card
 * (after the burn), one community card is dealt face up in the middle instead, used by every
 * player as their seventh card. Burns and folded cards are not reused to serve everyone
 * individually (RULES Appendix A). Two edges that R205 leaves open are settled here: with a
 * single card left that card is the community card, unburned; with none left (eight players
 * reached seventh street: 8 × 6 + 4 burns = 52) the burn cards are shuffled to form a stub, as
 * the draw games do with their discards (R213).
 *
 * @example
 * ```ts
 * planSeventhStreet({ stub: 3, players: 7 }); // { community: true, burn: true, refillFromBurns: false }
 * planSeventhStreet({ stub: 20, players: 4 }); // { community: false, burn: true, refillFromBurns: false }
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for counts that are not non-negative integers.
 */
export function planSeventhStreet(input: PlanSeventhStreetInput): SeventhStreetPlan {
  if (input === null || typeof input !== 'object') {
    throw new VariantRuleError('BAD_INPUT', 'planSeventhStreet needs { stub, players, burn? } (R205)');
  }
  const { stub, players } = input;
  const burn = input.burn ?? true;
  for (const [name, v] of [['stub', stub], ['players', players]] as const) {
    if (!Number.isInteger(v) || v < 0) {
      throw new VariantRuleError('BAD_INPUT', `${name} must be a non-negative integer, got ${JSON.stringify(v)} (R205)`);
    }
  }
  const burned = burn ? 1 : 0;
  if (stub - burned >= players) return { community: false, burn, refillFromBurns: false };
  if (stub === 0) return { community: true, burn, refillFromBurns: true };
  return { community: true, burn: burn && stub >= 2, refillFromBurns: false };
}
