import { BettingConfigError } from './errors.js';

/** Positions of one hand (R10-R14), from {@link seatPositions}. */
export interface SeatPositions {
  /** Dealt-in seats clockwise, starting with the first one left of the button (dealing order, R36). */
  order: number[];
  /** Small blind seat: the button heads-up (R14), else the first dealt-in seat left of it (R13). */
  smallBlind: number;
  /** Big blind seat (R13, R14). */
  bigBlind: number;
  /** First dealt-in seat left of the big blind (R13); the button itself with three players, and the small blind heads-up. */
  underTheGun: number;
}

/**
 * Positions of a hand from the starting stacks (0 = not dealt in, R11) and the button (R12), skipping
 * seats not dealt in (R10). Throws {@link BettingConfigError} (`BAD_BUTTON`, `BAD_STACKS`) when the
 * button is not a dealt-in seat or fewer than two players are dealt in.
 */
export function seatPositions(stacks: readonly number[], button: number): SeatPositions {
  const n = stacks.length;
  if (!Number.isInteger(button) || button < 0 || button >= n || !((stacks[button] ?? 0) > 0)) {
    throw new BettingConfigError(
      'BAD_BUTTON',
      `button seat ${String(button)} is not a dealt-in seat; the button must be on a seat with chips, 0..${n - 1} (R12)`,
    );
  }
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const s = (button + k) % n;
    if (stacks[s]! > 0) order.push(s);
  }
  if (order.length < 2) {
    throw new BettingConfigError('BAD_STACKS', `only ${order.length} player(s) dealt in; a hand needs at least 2 players with chips (R11)`);
  }
  if (order.length === 2) {
    // order = [other, button]
    return { order, smallBlind: button, bigBlind: order[0]!, underTheGun: button };
  }
  return { order, smallBlind: order[0]!, bigBlind: order[1]!, underTheGun: order[2 % order.length]! };
}
