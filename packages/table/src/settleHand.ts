import { eliminations } from './eliminations.js';
import type { TableContext } from './TableContext.js';
import { TableError } from './TableError.js';

/**
 * The context after the current hand ended with final `stacks` (by seat, from the engine's
 * `HandResult`) and the chips it raked (R264, its `rake`): stacks updated, tournament eliminations and, when one player is left, the
 * winner recorded; in cash mode busted players rebuy (`autoRebuy`) or sit out. Throws a
 * {@link TableError} (`TABLE_CHIPS_MISMATCH`) if the hand's chips do not add up (R0.5).
 */
export function settleHand(context: TableContext, stacks: readonly number[], rake = 0): TableContext {
  const hand = context.hand;
  if (hand === null) return context;
  const before = hand.stacks.reduce((t, s) => t + s, 0);
  const after = hand.stacks.reduce((t, s, seat) => t + (s > 0 ? (stacks[seat] ?? 0) : 0), 0);
  if (before !== after + rake) throw new TableError('TABLE_CHIPS_MISMATCH', `hand ${hand.number} started with ${before} chips in play and ended with ${after}${rake > 0 ? ` and ${rake} raked` : ''} (R0.5, R264)`);
  let seats = context.seats.map((s, seat) => (s !== null && hand.stacks[seat]! > 0 ? { ...s, stack: stacks[seat]! } : s));
  let finishes = context.finishes;
  let chipsIn = context.chipsIn;
  if (context.options.mode === 'tournament') {
    const left = context.seats.filter((s) => s !== null && s.place === null && s.stack > 0).length;
    const out = eliminations(hand.stacks, stacks, left);
    for (const e of out) {
      const s = seats[e.seat]!;
      seats[e.seat] = { ...s, place: e.place };
      finishes = [...finishes, { ...e, name: s.name, hand: hand.number }];
    }
    const alive = seats.flatMap((s, seat) => (s !== null && s.place === null && s.stack > 0 ? [seat] : []));
    if (alive.length === 1 && left - out.length === 1) {
      const seat = alive[0]!;
      seats[seat] = { ...seats[seat]!, place: 1 };
      finishes = [...finishes, { seat, place: 1, name: seats[seat]!.name, hand: hand.number }];
    }
  } else {
    const cash = context.options.cash;
    seats = seats.map((s) => {
      if (s === null || s.stack > 0) return s;
      if (cash?.autoRebuy) {
        chipsIn += cash.buyIn;
        return { ...s, stack: cash.buyIn, boughtIn: s.boughtIn + cash.buyIn };
      }
      return { ...s, sittingOut: true };
    });
  }
  return { ...context, seats, finishes, chipsIn, handsPlayed: context.handsPlayed + 1, ...(rake > 0 || context.raked !== undefined ? { raked: (context.raked ?? 0) + rake } : {}) };
}
