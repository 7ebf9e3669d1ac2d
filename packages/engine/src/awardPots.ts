import type { Pot } from './Pot.js';
import { PotError } from './errors.js';

/**
 * Splits `amount` among `winners` (R115): each gets `floor(amount / w)` and the `r` odd chips go
 * one each to the first `r` winners clockwise from the first seat left of the button.
 * @internal
 */
export function splitAmount(amount: number, winners: readonly number[], button: number, seatCount: number, into: number[]): void {
  const w = winners.length;
  if (w === 0 || amount === 0) return;
  const share = Math.floor(amount / w);
  const odd = amount - share * w;
  for (const s of winners) into[s]! += share;
  if (odd > 0) {
    const clockwise = [...winners].sort(
      (a, b) => ((a - button - 1 + seatCount) % seatCount) - ((b - button - 1 + seatCount) % seatCount),
    );
    for (let i = 0; i < odd; i++) into[clockwise[i]!]! += 1;
  }
}

/** The best tier of `order` that has a seat in `eligible`, restricted to those seats; `[]` if none. @internal */
export function bestOf(order: readonly (readonly number[])[], eligible: readonly number[]): number[] {
  for (const tier of order) {
    const hit: number[] = [];
    for (const s of tier) if (eligible.includes(s)) hit.push(s);
    if (hit.length > 0) return hit;
  }
  return [];
}

/**
 * The winners of one pot: the high winners and, when a low qualifies, the low winners (R114, R168).
 * Without any ranked eligible seat (only in hand-made input), the eligible seats share the pot.
 * @internal
 */
export function potWinners(
  pot: Pot,
  order: readonly (readonly number[])[],
  lowOrder?: readonly (readonly number[])[],
): { high: number[]; low: number[] } {
  let high = pot.eligible.length === 1 ? [...pot.eligible] : bestOf(order, pot.eligible); // R113
  if (high.length === 0) high = [...pot.eligible];
  const low = lowOrder === undefined || pot.eligible.length === 1 ? [] : bestOf(lowOrder, pot.eligible);
  return { high, low };
}

/**
 * Awards pots to the best hands, returning the chips won by each seat. For each pot (R114) the
 * winners are its eligible seats in the best tier of `order` (a pot with one eligible seat goes to
 * it, R113); equal hands split with the odd chips one each clockwise from the first seat left of the
 * button (R115). With `lowOrder` (hi-lo, R168), a pot with a qualifying eligible low is split: the
 * high half `ceil(amount / 2)` by `order`, the low half `floor(amount / 2)` by `lowOrder`, each half
 * split by R115; without a qualifying low the whole pot goes high. Mucked hands are simply left out
 * of `order` and `lowOrder`. The result does not depend on the order pots are resolved in (R116).
 *
 * @param pots - Pots as built by {@link buildPots}.
 * @param order - Tiers of seats by high hand, best first: `[[3], [0, 5], [1]]` means seat 3 is best and seats 0 and 5 tie next.
 * @param button - The button seat (for odd chips, R115).
 * @param seatCount - Number of seats (length of the result).
 * @param lowOrder - Tiers of seats with a qualifying low, best low first (R166, R167); omit for high-only games.
 * @returns Chips won from the pots, by seat.
 * @throws {@link PotError} for a pot amount that is not a non-negative integer (R0.1), a pot with chips
 * but no eligible seat, or seats, tiers, button or seatCount out of range: no chip is created or lost (R0.5).
 *
 * @example
 * ```ts
 * awardPots([{ amount: 101, eligible: [0, 1, 2] }], [[1, 2], [0]], 0, 3); // [0, 51, 50]
 * ```
 */
export function awardPots(
  pots: readonly Pot[],
  order: readonly (readonly number[])[],
  button: number,
  seatCount: number,
  lowOrder?: readonly (readonly number[])[],
): number[] {
  checkAwardInput(pots, order, button, seatCount, lowOrder);
  const payouts = new Array<number>(seatCount).fill(0);
  for (let i = pots.length - 1; i >= 0; i--) {
    const pot = pots[i]!;
    const { high, low } = potWinners(pot, order, lowOrder);
    if (low.length > 0) {
      const highHalf = Math.ceil(pot.amount / 2);
      splitAmount(highHalf, high, button, seatCount, payouts);
      splitAmount(pot.amount - highHalf, low, button, seatCount, payouts);
    } else splitAmount(pot.amount, high, button, seatCount, payouts);
  }
  return payouts;
}

/** Throws a {@link PotError} for input {@link awardPots} cannot pay out exactly (R0.1, R0.5). */
function checkAwardInput(
  pots: unknown,
  order: unknown,
  button: unknown,
  seatCount: unknown,
  lowOrder: unknown,
): void {
  if (!Number.isInteger(seatCount) || (seatCount as number) < 1 || (seatCount as number) > 10_000) {
    throw new PotError('BAD_SEATS', `seatCount must be an integer from 1 to 10000, got ${String(seatCount)}`);
  }
  const n = seatCount as number;
  const isSeat = (s: unknown) => Number.isInteger(s) && (s as number) >= 0 && (s as number) < n;
  if (!isSeat(button)) throw new PotError('BAD_SEATS', `button must be a seat 0..${n - 1}, got ${String(button)} (R115)`);
  if (!Array.isArray(pots)) throw new PotError('BAD_POTS', 'pots must be an array of { amount, eligible }');
  pots.forEach((pot: unknown, i) => {
    const p = pot as { amount?: unknown; eligible?: unknown } | null;
    if (p === null || typeof p !== 'object' || !Number.isSafeInteger(p.amount) || (p.amount as number) < 0) {
      throw new PotError('BAD_POTS', `pot ${i} needs an amount that is a non-negative integer, got ${JSON.stringify(p?.amount)} (R0.1)`);
    }
    if (!Array.isArray(p.eligible) || !p.eligible.every(isSeat)) throw new PotError('BAD_POTS', `pot ${i}: eligible must list seats 0..${n - 1}`);
    if ((p.amount as number) > 0 && p.eligible.length === 0) throw new PotError('BAD_POTS', `pot ${i} has ${String(p.amount)} chips but no eligible seat to win them (R0.5)`);
  });
  for (const [name, tiers] of [['order', order], ['lowOrder', lowOrder]] as const) {
    if (name === 'lowOrder' && tiers === undefined) continue;
    if (!Array.isArray(tiers) || !tiers.every((t: unknown) => Array.isArray(t) && t.every(isSeat))) {
      throw new PotError('BAD_ORDER', `${name} must be tiers (arrays) of seats 0..${n - 1}, best first`);
    }
  }
}
