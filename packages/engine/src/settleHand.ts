import type { Card } from '@pokerchart/cards';
import { evaluateHand, evaluateRanked, getRanking, type HandValue, type Ranking, type SelectionRule } from '@pokerchart/evaluator';
import { potWinners, splitAmount } from './awardPots.js';
import { buildPots } from './buildPots.js';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import type { ResultPot, ShownHand } from './HandResult.js';

/** What {@link settleHand} changes in the context. @internal */
export type SettledHand = Pick<HandContext, 'phase' | 'exposed' | 'result' | 'log'>;

/**
 * Ends a hand (R102, R113, R125-R130, R110-R117, R168): builds the pots, shows or mucks the live
 * hands in showdown order, awards every pot with the odd-chip rule and writes the result. The
 * context must be in phase `'showdown'` or have one player left. Returns the fields that change:
 * the phase `'complete'`, the hands face up, the result and the log with the showdown's entries
 * (a new array; the context is not modified). @internal
 */
export function settleHand(ctx: HandContext, env: HandEnv): SettledHand {
  const b = ctx.betting;
  const n = b.seatCount;
  const log = ctx.log.slice();
  const { pots, returned: extra } = buildPots(b.contributed, b.folded, b.dead);
  // R25, R0.5: dead money that no live chip matched (every live chip was returned, R106) is still
  // the main pot, open to every hand left in
  for (const pot of pots) {
    if (pot.eligible.length === 0) pot.eligible = ctx.dealOrder.filter((s) => !b.folded[s]).sort((x, y) => x - y);
  }
  const returned = b.returned.slice();
  for (let s = 0; s < n; s++) {
    if (extra[s]! > 0) {
      returned[s]! += extra[s]!;
      log.push({ type: 'returned', seat: s, amount: extra[s]! });
    }
  }
  const payouts = new Array<number>(n).fill(0);
  const resultPots: ResultPot[] = [];
  const shown: ShownHand[] = [];
  const mucked: number[] = [];
  let exposed = ctx.exposed;
  const showdown = b.status !== 'folded';

  if (!showdown) {
    // R102, R113: the last player takes every pot, no cards shown
    const w = b.winner!;
    for (const pot of pots) {
      payouts[w]! += pot.amount;
      resultPots.push({ amount: pot.amount, eligible: pot.eligible, winners: [w], highWinners: [w], lowWinners: [] });
    }
  } else {
    const { variant } = env;
    const rule = variant.selection;
    // the rankings as objects (names resolved by the evaluator; R194: higher strength wins)
    const ranking = getRanking(variant.ranking, variant.rankingOptions);
    const lowRanking = variant.low !== undefined ? getRanking(variant.low) : null;
    const board = ctx.board;
    const live: number[] = [];
    for (const s of ctx.dealOrder) if (!b.folded[s]) live.push(s);
    // R126: last aggressor of the last round shows first, else the first live seat left of the button
    const lastStreet = variant.streets.length - 1;
    const aggressor = b.street === lastStreet ? (b.aggressors[lastStreet] ?? null) : null;
    const startAt = aggressor !== null ? Math.max(live.indexOf(aggressor), 0) : 0;
    // R127: with anyone all-in every hand is face up and nobody mucks
    let allInShowdown = false;
    for (const s of live) if (b.allIn[s]) allInShowdown = true;
    const showAll = allInShowdown || !ctx.autoMuck;
    exposed = exposed.slice();
    // strengths only (same scale as evaluateHand); the cards played are built for shown hands only
    const m = live.length;
    const shownHigh: number[] = [];
    const shownLow: number[] = [];
    for (let k = 0; k < m; k++) {
      const s = live[(startAt + k) % m]!;
      const hole = ctx.holeCards[s]!;
      let value: HandValue | null = null;
      let lowValue: HandValue | null = null;
      let high: number;
      let low: number; // 0: no qualifying low
      let show = shown.length === 0 || showAll;
      if (show) {
        value = shownHandValue(ranking, hole, board, rule);
        lowValue = lowRanking !== null ? evaluateRanked(lowRanking, hole, board, rule) : null;
        high = value.strength;
        low = lowValue !== null ? lowValue.strength : 0;
      } else {
        high = ranking.strength(hole, board, rule);
        low = lowRanking !== null ? lowRanking.strength(hole, board, rule) : 0;
        // R128: can this hand still win or tie any pot it is eligible for, given the hands shown?
        for (let i = 0; i < pots.length && !show; i++) {
          const eligible = pots[i]!.eligible;
          if (!eligible.includes(s)) continue;
          let bestHigh = -1;
          let bestLow = -1;
          for (let j = 0; j < shown.length; j++) {
            if (!eligible.includes(shown[j]!.seat)) continue;
            if (shownHigh[j]! > bestHigh) bestHigh = shownHigh[j]!;
            if (shownLow[j]! > 0 && shownLow[j]! > bestLow) bestLow = shownLow[j]!;
          }
          show = high >= bestHigh || (low > 0 && low >= bestLow);
        }
        if (show) {
          value = shownHandValue(ranking, hole, board, rule);
          lowValue = low > 0 ? evaluateRanked(lowRanking!, hole, board, rule) : null;
        }
      }
      if (value !== null) {
        shown.push(lowValue !== null ? { seat: s, value, low: lowValue } : { seat: s, value });
        shownHigh.push(high);
        shownLow.push(low);
        exposed[s] = true;
        log.push({ type: 'shown', seat: s, cards: hole.slice() }); // R130: all hole cards
      } else {
        mucked.push(s);
        log.push({ type: 'mucked', seat: s });
      }
    }
    const shownSeats: number[] = [];
    for (const h of shown) shownSeats.push(h.seat);
    const highOrder = tiers(shownSeats, shownHigh);
    const lowOrder = variant.low !== undefined ? tiers(shownSeats, shownLow) : undefined;
    // R116: resolve from the last side pot down to the main pot
    const perPot: ResultPot[] = [];
    for (let i = pots.length - 1; i >= 0; i--) {
      const pot = pots[i]!;
      const { high, low } = potWinners(pot, highOrder, lowOrder);
      if (low.length > 0) {
        const highHalf = Math.ceil(pot.amount / 2); // R168: the odd chip of the pot goes high
        splitAmount(highHalf, high, b.button, n, payouts);
        splitAmount(pot.amount - highHalf, low, b.button, n, payouts);
        log.push({ type: 'awarded', pot: i, amount: highHalf, seats: high });
        log.push({ type: 'awarded', pot: i, amount: pot.amount - highHalf, seats: low, low: true });
      } else {
        splitAmount(pot.amount, high, b.button, n, payouts);
        log.push({ type: 'awarded', pot: i, amount: pot.amount, seats: high });
      }
      const winners = high.slice();
      for (const s of low) if (!winners.includes(s)) winners.push(s);
      if (winners.length > 1) winners.sort(ascending);
      perPot.push({ amount: pot.amount, eligible: pot.eligible, winners, highWinners: high, lowWinners: low });
    }
    for (let i = perPot.length - 1; i >= 0; i--) resultPots.push(perPot[i]!);
  }
  if (!showdown) {
    for (let i = pots.length - 1; i >= 0; i--) log.push({ type: 'awarded', pot: i, amount: pots[i]!.amount, seats: [b.winner!] });
  }
  const stacks: number[] = [];
  for (let s = 0; s < n; s++) stacks.push(b.stacks[s]! + payouts[s]! + extra[s]!);
  const holeCards: (Card[] | null)[] = [];
  for (const h of ctx.holeCards) holeCards.push(h === null ? null : h.slice());
  return {
    phase: 'complete',
    exposed,
    result: {
      holeCards,
      board: ctx.board.slice(),
      pots: resultPots,
      returned,
      payouts,
      stacks,
      shown,
      mucked,
      showdown,
    },
    log,
  };
}

/**
 * The value of a hand shown at showdown (R130). The cards were checked when dealt (R5) and the
 * variant's rule and ranking when it was defined, so the evaluator's unchecked path gives what
 * `evaluateHand` gives; a ranking with a qualifier that the hand misses is refused by
 * `evaluateHand` itself (`NO_QUALIFYING_HAND`).
 */
function shownHandValue(ranking: Ranking, hole: readonly Card[], board: readonly Card[], rule: SelectionRule): HandValue {
  return evaluateRanked(ranking, hole, board, rule) ?? evaluateHand({ hole, board, rule, ranking });
}

/** Seat order for `sort`. */
function ascending(x: number, y: number): number {
  return x - y;
}

/**
 * Groups `seats` into tiers of equal strength, strongest first, keeping the given order within a
 * tier; seats whose strength is 0 (no qualifying low) are left out.
 */
function tiers(seats: readonly number[], strengths: readonly number[]): number[][] {
  // stable insertion sort of the indices by strength, strongest first
  const order: number[] = [];
  for (let i = 0; i < seats.length; i++) {
    if (!(strengths[i]! > 0)) continue;
    let at = order.length;
    order.push(i);
    for (; at > 0 && strengths[order[at - 1]!]! < strengths[i]!; at--) order[at] = order[at - 1]!;
    order[at] = i;
  }
  const out: number[][] = [];
  let last = Number.NaN;
  for (const i of order) {
    if (strengths[i] === last) out[out.length - 1]!.push(seats[i]!);
    else out.push([seats[i]!]);
    last = strengths[i]!;
  }
  return out;
}
