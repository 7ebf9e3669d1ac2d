// Helpers shared by the stud tests: hands dealt by hand under one fixed-limit structure, antes and
// a bring-in (R200, R201), and a passive round of calls.
import { fixedLimit } from '@pokerchart/betting';
import { createHand, type Hand, type VariantDescriptor } from '@pokerchart/engine';

/** The stud tests' structure: fixed limit 10/20. */
export const limit = () => fixedLimit({ smallBet: 10, bigBet: 20 });
/** The stud tests' ante: 1 chip from every player (R200). */
export const ante = { amount: 1, mode: 'each' as const };

/** A hand dealt by hand, bring-in 3: `third[s]` is seat s's third street (down, down, up). */
export function manual(variant: VariantDescriptor, third: string[], opts: { stacks?: number[]; button?: number; rules?: object } = {}): Hand {
  const stacks = opts.stacks ?? third.map(() => 500);
  const hand = createHand({ variant, betting: limit(), stacks, button: opts.button ?? 0, ante, bringIn: 3, dealing: 'manual', ...(opts.rules ? { rules: opts.rules } : {}) });
  third.forEach((cards, s) => hand.dealHole(s, cards));
  return hand;
}

/** Everyone calls or checks (the bring-in seat posts it) until the street's round ends. */
export function callRound(hand: Hand): void {
  const name = hand.street;
  while (!hand.isComplete && hand.street === name && hand.toAct !== null) {
    const la = hand.legalActions()!;
    hand.act(la.bringIn !== null ? { type: 'bring-in' } : la.check ? { type: 'check' } : { type: 'call' });
  }
}
