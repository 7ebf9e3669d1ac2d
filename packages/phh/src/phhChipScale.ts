import type { PhhHand } from './PhhHand.js';
import type { PhhAction } from './PhhHand.js';
import { parsePhhAction } from './parsePhhAction.js';

/** Largest power of ten {@link phhChipScale} will use (amounts finer than a millionth are refused). */
const MAX_DECIMALS = 6;

/**
 * The chip unit of a PHH hand: the smallest power of ten that makes every amount of the hand as
 * played an integer (antes, blinds and straddles, bring-in, bets, minimum bet, starting stacks and
 * every `cbr` amount). pokerchart chips are integers (R0.1), so {@link replayPhh} multiplies the
 * file's amounts by this scale and divides the finishing stacks by it. A hand in whole chips has
 * scale 1; a $0.10/$0.25 game has scale 100.
 *
 * `finishing_stacks` and `winnings` are results, not inputs, and do not take part: a pot that the
 * original game split into half chips is not split finer by a replay (see the hand-histories
 * guide). Unknown starting stacks (`inf`) do not take part either. Returns `null` when an amount
 * needs more than six decimals or is not finite.
 */
export function phhChipScale(hand: PhhHand): number | null {
  return chipScaleOf(hand, null);
}

/**
 * {@link phhChipScale} of a hand whose actions are already read (`actions`, as validatePhh reads
 * them, one per action text), or `null` to read its `cbr` actions here. @internal
 */
export function chipScaleOf(hand: PhhHand, actions: readonly PhhAction[] | null): number | null {
  // (plain loops: a replay works the scale out for every hand)
  let decimals = 0;
  for (const field of AMOUNT_ARRAYS) {
    const values = hand[field];
    if (!Array.isArray(values)) continue;
    for (let i = 0; i < values.length; i++) {
      if (!(i in values)) continue;
      const v: unknown = values[i];
      // an unknown stack (inf) is no amount: a replay stands in a whole number of chips for it
      if (typeof v !== 'number' || (field === 'starting_stacks' && v === Infinity)) continue;
      const d = decimalsOf(v);
      if (d > decimals) decimals = d;
    }
  }
  for (const field of AMOUNT_FIELDS) {
    const v = hand[field];
    if (typeof v !== 'number') continue;
    const d = decimalsOf(v);
    if (d > decimals) decimals = d;
  }
  if (actions !== null) {
    for (const action of actions) {
      if (action.type !== 'bet-raise') continue;
      const d = decimalsOf(action.amount);
      if (d > decimals) decimals = d;
    }
    return decimals > MAX_DECIMALS ? null : 10 ** decimals;
  }
  const see = (x: unknown) => {
    if (typeof x !== 'number') return;
    const d = decimalsOf(x);
    decimals = Math.max(decimals, d);
  };
  for (const text of hand.actions) {
    if (typeof text !== 'string' || !/\bcbr\b/.test(text)) continue;
    try {
      const action = parsePhhAction(text);
      if (action.type === 'bet-raise') see(action.amount);
    } catch {
      // a bad action is reported by the validation, not here
    }
  }
  return decimals > MAX_DECIMALS ? null : 10 ** decimals;
}

const AMOUNT_ARRAYS = ['antes', 'blinds_or_straddles', 'starting_stacks'] as const;
const AMOUNT_FIELDS = ['bring_in', 'small_bet', 'big_bet', 'min_bet'] as const;

/** Decimal places of a number as written in shortest form (Infinity for a number that has none). */
function decimalsOf(x: number): number {
  if (Number.isInteger(x)) return 0;
  if (!Number.isFinite(x)) return Infinity;
  const text = String(Math.abs(x)).toLowerCase();
  const [mantissa = '', exp = '0'] = text.split('e');
  const dot = mantissa.indexOf('.');
  const places = dot < 0 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, places - Number(exp));
}

/**
 * `value` in chips of `scale`, or null when it is not a whole number of chips.
 * @internal
 */
export function toChips(value: number, scale: number): number | null {
  const chips = Math.round(value * scale);
  return Math.abs(chips - value * scale) < 1e-6 ? chips : null;
}

/**
 * Chips back to the file's units.
 * @internal
 */
export function fromChips(chips: number, scale: number): number {
  if (scale === 1) return chips;
  const decimals = Math.round(Math.log10(scale));
  return Number((chips / scale).toFixed(decimals));
}
