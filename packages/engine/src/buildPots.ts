import type { Pot } from './Pot.js';
import { PotError } from './errors.js';
import { packedArray } from './packedArray.js';

/**
 * Layers a hand's contributions into the main pot and side pots, exactly as R111 says: one layer
 * per distinct contribution level, each eligible to its non-folded contributors; a top layer with
 * a single contributor is uncalled and returned (R106); `dead` money (the big-blind ante, R25) is
 * added to the main pot; consecutive pots with the same eligible seats merge. Pure and total:
 * every chip of `contributions` and `dead` ends in a pot or in `returned` (R0.5).
 *
 * @param contributions - Live chips each seat put in during the hand (R110), by seat.
 * @param folded - Whether each seat folded, by seat.
 * @param dead - Dead money in no layer (default 0).
 * @returns The pots, main pot first (R111), and uncalled chips to give back, by seat.
 *
 * @example
 * ```ts
 * buildPots([1000, 3000, 3000], [false, false, false]);
 * // { pots: [{ amount: 3000, eligible: [0, 1, 2] }, { amount: 4000, eligible: [1, 2] }], returned: [0, 0, 0] }
 * ```
 * @throws {@link PotError} (`BAD_CONTRIBUTIONS`) if an amount is not a non-negative integer (R0.1) or the arrays differ in length.
 */
export function buildPots(
  contributions: readonly number[],
  folded: readonly boolean[],
  dead = 0,
): { pots: Pot[]; returned: number[] } {
  if (!Array.isArray(contributions) || !Array.isArray(folded)) throw new PotError('BAD_CONTRIBUTIONS', 'contributions and folded must be arrays, by seat');
  const n = contributions.length;
  if (folded.length !== n) throw new PotError('BAD_CONTRIBUTIONS', `folded has ${folded.length} seats but contributions has ${n}`);
  for (let s = 0; s < n; s++) {
    const c = contributions[s]!;
    if (!Number.isSafeInteger(c) || c < 0) throw new PotError('BAD_CONTRIBUTIONS', `contribution of seat ${s} must be a non-negative integer, got ${c} (R0.1)`);
  }
  if (!Number.isSafeInteger(dead) || dead < 0) throw new PotError('BAD_CONTRIBUTIONS', `dead money must be a non-negative integer, got ${dead} (R0.1)`);

  const returned = packedArray(n, 0); // packed (new Array(n).fill(0) is holey)
  const levels = contributionLevels(contributions);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    // the layer's contributors, and how many of them are still in (its eligible seats)
    let contributors = 0;
    let owner = -1;
    let live = 0;
    for (let s = 0; s < n; s++) {
      if (contributions[s]! < level) continue;
      contributors++;
      owner = s;
      if (!folded[s]) live++;
    }
    const amount = (level - previous) * contributors;
    previous = level;
    if (contributors === 1) {
      // R111 step 3 / R106: uncalled, back to its owner
      returned[owner]! += amount;
      continue;
    }
    const last = pots[pots.length - 1];
    if (last !== undefined && sameEligible(last.eligible, live, level, contributions, folded)) {
      last.amount += amount; // step 6
      continue;
    }
    const eligible = packedArray(live, 0); // made at its length (packedArray.ts)
    for (let s = 0, j = 0; s < n; s++) if (contributions[s]! >= level && !folded[s]) eligible[j++] = s;
    pots.push({ amount, eligible });
  }
  if (dead > 0) {
    const main = pots[0];
    if (main !== undefined) main.amount += dead; // step 5
    else {
      // nobody matched anybody: the dead money goes with the uncalled chips' non-folded owners
      const eligible: number[] = [];
      for (let s = 0; s < n; s++) if (contributions[s]! > 0 && !folded[s]) eligible.push(s);
      pots.push({ amount: dead, eligible });
    }
  }
  return { pots, returned };
}

/** The distinct positive amounts of `contributions`, smallest first (an insertion sort: a table has few seats). */
function contributionLevels(contributions: readonly number[]): number[] {
  const levels: number[] = [];
  for (let s = 0; s < contributions.length; s++) {
    const c = contributions[s]!;
    if (c <= 0) continue;
    let at = levels.length;
    while (at > 0 && levels[at - 1]! > c) at--;
    if (at > 0 && levels[at - 1] === c) continue;
    // insert at `at` (shifting by hand: splice makes an array of the removed elements on every call)
    levels.push(c);
    for (let i = levels.length - 1; i > at; i--) levels[i] = levels[i - 1]!;
    levels[at] = c;
  }
  return levels;
}

/** Whether `eligible` lists exactly the `live` seats that put in at least `level` and did not fold, in seat order. */
function sameEligible(eligible: readonly number[], live: number, level: number, contributions: readonly number[], folded: readonly boolean[]): boolean {
  if (eligible.length !== live) return false;
  for (let s = 0, j = 0; s < contributions.length; s++) {
    if (contributions[s]! >= level && !folded[s] && eligible[j++] !== s) return false;
  }
  return true;
}
