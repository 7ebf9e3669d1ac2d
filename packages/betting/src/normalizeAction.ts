import { IllegalActionError } from './errors.js';
import type { PlayerAction } from './BettingState.js';

const TYPES: readonly string[] = ['fold', 'check', 'call', 'bet', 'raise', 'all-in', 'bring-in', 'discard', 'run-it', 'decide'];

/** A description of a value for an error message that never throws (BigInt, cycles, hostile getters). */
function show(x: unknown): string {
  try {
    if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
    if (typeof x === 'number' || typeof x === 'boolean' || x === null) return String(x);
    if (x === undefined) return 'missing';
    if (typeof x === 'bigint') return `${String(x)}n (a BigInt)`;
    if (Array.isArray(x)) return 'an array';
    return `a ${typeof x}`;
  } catch {
    return 'an unreadable value';
  }
}

/** Reads `key` of `x`, treating a throwing getter or proxy trap as a missing field. */
function field(x: object, key: string): unknown {
  try {
    return (x as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * A fresh copy of a player action made of its known fields only: `type`, `to` for `'bet'` and
 * `'raise'`, `cards` for `'discard'` (R57, R212). Every other field (a BigInt, a circular object, a `toJSON`, a getter) is left
 * behind, so what is logged, persisted or exported is plain JSON. The amount is not judged here
 * beyond being a number: {@link applyAction} checks it against the round.
 *
 * @param seat - The seat the action is for, reported in the error (default `null`).
 * @throws {@link IllegalActionError} `UNKNOWN_ACTION` when `action` is not an object with a known
 * `type`, `BAD_AMOUNT` when a bet or raise has no numeric `to`.
 *
 * @example
 * ```ts
 * normalizeAction({ type: 'raise', to: 300, note: 'from the UI' }); // { type: 'raise', to: 300 }
 * ```
 */
export function normalizeAction(action: unknown, seat: number | null = null): PlayerAction {
  const type = action !== null && typeof action === 'object' && !Array.isArray(action) ? field(action, 'type') : undefined;
  if (typeof type !== 'string' || !TYPES.includes(type)) {
    const what = action !== null && typeof action === 'object' && !Array.isArray(action) ? `an action of type ${show(type)}` : show(action);
    throw new IllegalActionError('UNKNOWN_ACTION', `unknown action: ${what}; an action is an object whose type is fold, check, call, bet, raise, all-in, bring-in, discard, run-it or decide (R57)`, seat);
  }
  if (type === 'bet' || type === 'raise') {
    const to = field(action as object, 'to');
    if (typeof to !== 'number') {
      throw new IllegalActionError('BAD_AMOUNT', `${type} amount ${show(to)} is not a chip amount: it must be a non-negative integer round total (R0.1, R0.2)`, seat);
    }
    return { type, to };
  }
  if (type === 'run-it') {
    const times = field(action as object, 'times');
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
      throw new IllegalActionError('BAD_RUN_IT', `run-it times ${show(times)} is not a number of runs: it must be an integer of at least 1 (R232)`, seat);
    }
    return { type, times };
  }
  if (type === 'decide') {
    // a step kind's decision: plain JSON only, copied, so nothing foreign reaches the log or a save
    let copy: unknown;
    try {
      const text = JSON.stringify(field(action as object, 'choice'));
      copy = text === undefined ? undefined : JSON.parse(text);
    } catch {
      copy = undefined;
    }
    if (copy === undefined) throw new IllegalActionError('BAD_DECISION', 'a decide action needs a choice that is plain JSON (a number, a string, an array or an object of them)', seat);
    return { type, choice: copy };
  }
  if (type === 'discard') {
    const cards = field(action as object, 'cards');
    if (typeof cards === 'string') return { type, cards };
    if (Array.isArray(cards)) {
      const copy: number[] = [];
      for (let i = 0; i < cards.length; i++) {
        const c: unknown = cards[i];
        if (typeof c !== 'number' && typeof c !== 'string') {
          throw new IllegalActionError('UNKNOWN_ACTION', `discard cards[${i}] is ${show(c)}: cards are card codes or text such as "Kd" (R212)`, seat);
        }
        copy.push(c as number);
      }
      return { type, cards: copy };
    }
    throw new IllegalActionError('UNKNOWN_ACTION', `discard cards ${show(cards)}: give the cards to throw away as card codes or text, [] or '' to stand pat (R212)`, seat);
  }
  return { type } as PlayerAction;
}
