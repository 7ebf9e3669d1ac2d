import type { Card } from '@pokerchart/cards';
import { evaluateHand, evaluateRanked, getRanking, type HandValue, type Ranking, type SelectionRule } from '@pokerchart/evaluator';
import { splitAmount } from './awardPots.js';
import { buildPots } from './buildPots.js';
import { rakePots } from './rakePots.js';
import type { HandContext, HandEnv, HandLogEntry } from './HandContext.js';
import type { Pot } from './Pot.js';
import { extendableLog } from './publish.js';
import type { HandResult, ResultPot, ResultPotPart, ShownHand, ShownPart } from './HandResult.js';
import { boardsOf } from './viewHand.js';
import { firstToActSeat } from './steps/bet/stud/StudOpening.js';

/** What {@link settleHand} changes in the context. @internal */
export type SettledHand = Pick<HandContext, 'phase' | 'exposed' | 'result' | 'log'>;

/**
 * Ends a hand (R102, R113, R125-R130, R110-R117, R168): builds the pots, shows or mucks the live
 * hands in showdown order, awards every pot with the odd-chip rule and writes the result. The
 * context must be in phase `'showdown'` or have one player left. Returns the fields that change:
 * the phase `'complete'`, the hands face up, the result and the log with the showdown's entries
 * (the context is not modified; its log only when it is the hand's open log, publish.ts). @internal
 */
export function settleHand(ctx: HandContext, env: HandEnv): SettledHand {
  const b = ctx.betting;
  const n = b.seatCount;
  // the entries are pushed as they come onto the new log (the open log itself, else a copy)
  const log: HandLogEntry[] = extendableLog(ctx.log);
  const { pots, returned: extra } = buildPots(b.contributed, b.folded, b.dead);
  // R25, R0.5: dead money that no live chip matched (every live chip was returned, R106) is still
  // the main pot, open to every hand left in
  for (const pot of pots) {
    if (pot.eligible.length === 0) pot.eligible = ctx.dealOrder.filter((s) => !b.folded[s]).sort((x, y) => x - y);
  }
  // R264: the rake leaves each pot, main pot first, before its winners are paid
  const rakes = ctx.rake === undefined ? null : rakePots(pots.map((p) => p.amount), ctx.rake, ctx.dealtStreet >= 1);
  if (rakes !== null) pots.forEach((pot, i) => (pot.amount -= rakes[i]!));
  const returned = b.returned.slice();
  for (let s = 0; s < n; s++) {
    if (extra[s]! > 0) {
      returned[s]! += extra[s]!;
      log.push({ type: 'returned', seat: s, amount: extra[s]! });
    }
  }
  // arrays of a known length are made by map or slice (an empty array grows by 16 places on its first push)
  const payouts = b.stacks.map(zero);
  const resultPots: ResultPot[] = [];
  const shown: ShownHand[] = [];
  const mucked: number[] = [];
  let exposed = ctx.exposed;
  const showdown = b.status !== 'folded';
  const runs = runsOf(ctx);

  if (!showdown) {
    // R102, R113: the last player takes every pot, no cards shown
    const w = b.winner!;
    for (const pot of pots) {
      payouts[w]! += pot.amount;
      resultPots.push({
        amount: pot.amount, eligible: pot.eligible, winners: [w], highWinners: [w], lowWinners: [],
        parts: [{ run: 0, board: 0, amount: pot.amount, highWinners: [w], lowWinners: [] }],
      });
    }
    for (let i = pots.length - 1; i >= 0; i--) log.push({ type: 'awarded', pot: i, amount: pots[i]!.amount, seats: [w] });
  } else {
    exposed = showHandsAndAward(ctx, env, pots, runs, payouts, log, shown, mucked, resultPots);
  }
  const stacks = b.stacks.slice();
  for (let s = 0; s < n; s++) stacks[s]! += payouts[s]! + extra[s]!;
  if (rakes !== null) resultPots.forEach((pot, i) => (pot.rake = rakes[i]!));
  const result: HandResult = {
    holeCards: ctx.holeCards.map(copyCards),
    board: ctx.board.slice(),
    boards: runs[0]!,
    runs,
    pots: resultPots,
    returned,
    payouts,
    stacks,
    shown,
    mucked,
    showdown,
  };
  // (written after the literal, not spread into it: a spread in a literal takes V8's slow path)
  if (rakes !== null) result.rake = rakes.reduce((t, r) => t + r, 0);
  return { phase: 'complete', exposed, result, log };
}

/** A zero, for `map`. */
function zero(): number {
  return 0;
}

/** A copy of a seat's cards (`null` for a seat not dealt in), for `map`. */
function copyCards(cards: readonly Card[] | null): Card[] | null {
  return cards === null ? null : cards.slice();
}

/**
 * The working lists of one showdown, kept from one hand to the next (they are never part of a
 * result): the live seats, the boards of the parts, the strengths of the shown hands (flat: shown
 * hand q's in part p at `q * parts + p`; 0 for a low: none qualifies) and the strengths of a hand
 * that may be mucked, by part. Only their first places are read: their lengths are not counts.
 */
interface ShowdownScratch {
  readonly live: number[];
  readonly boards: Card[][];
  readonly high: number[];
  readonly low: number[];
  readonly partHigh: number[];
  readonly partLow: number[];
}

const newScratch = (): ShowdownScratch => ({ live: [], boards: [], high: [], low: [], partHigh: [], partLow: [] });

/** The scratch lists not in use (`null` while a showdown uses them: a ranking of yours that settled a hand of its own would get fresh ones). */
let spareScratch: ShowdownScratch | null = newScratch();

/**
 * The showdown (R125-R130, R110-R117, R168, R231, R232): shows or mucks the live hands in
 * showdown order (adding their entries to `log`, `shown` and `mucked`) and awards every pot in
 * parts, from the last side pot down (into `payouts`, `log` and `resultPots`). Returns the seats
 * face up. A function of its own, like {@link awardPot}: smaller functions are optimized sooner
 * and more cheaply by V8 than one large one.
 */
function showHandsAndAward(
  ctx: HandContext, env: HandEnv, pots: Pot[], runs: Card[][][], payouts: number[], log: HandLogEntry[],
  shown: ShownHand[], mucked: number[], resultPots: ResultPot[],
): boolean[] {
  const scratch = spareScratch ?? newScratch();
  spareScratch = null;
  try {
    return showAndAward(ctx, env, pots, runs, payouts, log, shown, mucked, resultPots, scratch);
  } finally {
    spareScratch = scratch;
  }
}

/** {@link showHandsAndAward} with its working lists. */
function showAndAward(
  ctx: HandContext, env: HandEnv, pots: Pot[], runs: Card[][][], payouts: number[], log: HandLogEntry[],
  shown: ShownHand[], mucked: number[], resultPots: ResultPot[], scratch: ShowdownScratch,
): boolean[] {
  const b = ctx.betting;
  const n = b.seatCount;
  const { variant } = env;
  const rule = variant.selection;
  // the rankings as objects (names resolved by the evaluator; R194: higher strength wins)
  const ranking = getRanking(variant.ranking, variant.rankingOptions);
  const lowRanking = variant.low !== undefined ? getRanking(variant.low) : null;
  // R231, R232: every pot is played in parts, one per board of every run; part p is run
  // floor(p / k)'s board p % k
  const k = runs[0]!.length;
  const partBoards = scratch.boards;
  let parts = 0;
  for (const run of runs) for (const board of run) partBoards[parts++] = board;
  const live = scratch.live;
  let m = 0;
  for (const s of ctx.dealOrder) if (!b.folded[s]) live[m++] = s;
  // R126: last aggressor of the last round shows first, else the seat that would act first on
  // it: the best hand showing in a stud game (R203), the first live seat left of the button otherwise
  const lastStreet = variant.streets.length - 1;
  const aggressor = b.street === lastStreet ? (b.aggressors[lastStreet] ?? null) : null;
  let first = aggressor;
  const last = env.streets[lastStreet]!;
  if (first === null && b.street === lastStreet && last.opener === 'best-showing') {
    const upCards = ctx.upCards.map((up, s) => (up === null || b.folded[s] ? null : up));
    first = firstToActSeat({ upCards, opening: last.reading, button: b.button, canAct: upCards.map((up) => up !== null) });
  }
  let startAt = 0;
  if (first !== null) for (let j = 0; j < m; j++) if (live[j] === first) { startAt = j; break; }
  // R127: with anyone all-in every hand is face up and nobody mucks
  let allInShowdown = false;
  for (let j = 0; j < m; j++) if (b.allIn[live[j]!]) allInShowdown = true;
  const showAll = allInShowdown || !ctx.autoMuck;
  const exposed = ctx.exposed.slice();
  // strengths only (same scale as evaluateHand), by part; the cards played are built for shown hands only
  const shownHigh = scratch.high;
  const shownLow = scratch.low;
  const partHigh = scratch.partHigh;
  const partLow = scratch.partLow;
  for (let j = 0; j < m; j++) {
    const s = live[(startAt + j) % m]!;
    const hole = ctx.holeCards[s]!;
    let show = shown.length === 0 || showAll;
    if (!show) {
      for (let p = 0; p < parts; p++) {
        partHigh[p] = ranking.strength(hole, partBoards[p]!, rule);
        partLow[p] = lowRanking !== null ? lowRanking.strength(hole, partBoards[p]!, rule) : 0;
      }
      // R128 (R231: on any board of any run): can this hand still win or tie any part of a pot it is eligible for, given the hands shown?
      for (let i = 0; i < pots.length && !show; i++) {
        const eligible = pots[i]!.eligible;
        if (!eligible.includes(s)) continue;
        for (let p = 0; p < parts && !show; p++) {
          let bestHigh = -1;
          let bestLow = -1;
          for (let q = 0; q < shown.length; q++) {
            if (!eligible.includes(shown[q]!.seat)) continue;
            const h = shownHigh[q * parts + p]!;
            const l = shownLow[q * parts + p]!;
            if (h > bestHigh) bestHigh = h;
            if (l > 0 && l > bestLow) bestLow = l;
          }
          const low = partLow[p]!;
          show = partHigh[p]! >= bestHigh || (low > 0 && low >= bestLow);
        }
      }
    }
    if (show) {
      const at = shown.length * parts;
      let hand: ShownHand;
      if (parts === 1) {
        // one board, one run: the hand's value is its only part (no parts list)
        const value = shownHandValue(ranking, hole, partBoards[0]!, rule);
        const lowValue = lowRanking !== null ? evaluateRanked(lowRanking, hole, partBoards[0]!, rule) : null;
        shownHigh[at] = value.strength;
        shownLow[at] = lowValue !== null ? lowValue.strength : 0;
        hand = lowValue !== null ? { seat: s, value, low: lowValue } : { seat: s, value };
      } else {
        const values: ShownPart[] = [];
        for (let p = 0; p < parts; p++) {
          const value = shownHandValue(ranking, hole, partBoards[p]!, rule);
          const lowValue = lowRanking !== null ? evaluateRanked(lowRanking, hole, partBoards[p]!, rule) : null;
          shownHigh[at + p] = value.strength;
          shownLow[at + p] = lowValue !== null ? lowValue.strength : 0;
          values.push(lowValue !== null ? { run: Math.floor(p / k), board: p % k, value, low: lowValue } : { run: Math.floor(p / k), board: p % k, value });
        }
        const first = values[0]!;
        hand = first.low !== undefined ? { seat: s, value: first.value, low: first.low } : { seat: s, value: first.value };
        hand.parts = values;
      }
      shown.push(hand);
      exposed[s] = true;
      log.push({ type: 'shown', seat: s, cards: hole.slice() }); // R130: all hole cards
    } else {
      mucked.push(s);
      log.push({ type: 'mucked', seat: s });
    }
  }
  // R116: resolve from the last side pot down to the main pot (the result lists them main pot first)
  const showing: Showing = { shown, high: shownHigh, low: lowRanking !== null ? shownLow : null, parts };
  if (pots.length === 1) resultPots.push(awardPot(pots[0]!, 0, runs.length, k, showing, b.button, n, payouts, log));
  else {
    const perPot: ResultPot[] = [];
    for (let i = pots.length - 1; i >= 0; i--) perPot.push(awardPot(pots[i]!, i, runs.length, k, showing, b.button, n, payouts, log));
    for (let i = perPot.length - 1; i >= 0; i--) resultPots.push(perPot[i]!);
  }
  return exposed;
}

/** The hands shown at a showdown and their strengths by part (see {@link ShowdownScratch}); `low` is `null` in a game without a low. */
interface Showing {
  readonly shown: readonly ShownHand[];
  readonly high: readonly number[];
  readonly low: readonly number[] | null;
  readonly parts: number;
}

/**
 * The winners of part `p` of a pot open to `eligible` (R114): the eligible shown seats whose
 * strength in that part is the best among them, in showdown order; seats whose strength is 0 (no
 * qualifying low) never win. `[]` when no eligible seat showed.
 */
function bestShown(showing: Showing, strengths: readonly number[], p: number, eligible: readonly number[]): number[] {
  const { shown, parts } = showing;
  let best = 0;
  for (let q = 0; q < shown.length; q++) {
    const v = strengths[q * parts + p]!;
    if (v > best && eligible.includes(shown[q]!.seat)) best = v;
  }
  const out: number[] = [];
  if (best === 0) return out;
  for (let q = 0; q < shown.length; q++) {
    if (strengths[q * parts + p] === best && eligible.includes(shown[q]!.seat)) out.push(shown[q]!.seat);
  }
  return out;
}

/**
 * Awards pot `i` in parts (R114-R116, R168, R231, R232): each part to the best eligible hands of its
 * board and run, the odd chips by R115; adds to `payouts` and `log`, returns the pot's result.
 */
function awardPot(
  pot: Pot, i: number, runCount: number, k: number, showing: Showing, button: number, n: number, payouts: number[], log: HandLogEntry[],
): ResultPot {
  const parts = showing.parts;
  const eligible = pot.eligible;
  if (parts === 1) return awardWhole(pot, i, showing, button, n, payouts, log);
  const potParts: ResultPotPart[] = [];
  const winners: number[] = [];
  const highWinners: number[] = [];
  const lowWinners: number[] = [];
  for (let p = 0; p < parts; p++) {
    const amount = partAmount(pot.amount, runCount, k, p);
    // R113: a pot open to one seat is that seat's; without any ranked eligible seat (only in hand-made input), the eligible seats share it
    let high = eligible.length === 1 ? eligible.slice() : bestShown(showing, showing.high, p, eligible);
    if (high.length === 0) high = eligible.slice();
    const low = showing.low === null || eligible.length === 1 ? [] : bestShown(showing, showing.low, p, eligible);
    // the part's board and run, in the entries only when there are several
    const board = k > 1 ? p % k : -1;
    const run = runCount > 1 ? Math.floor(p / k) : -1;
    if (low.length > 0) {
      const highHalf = Math.ceil(amount / 2); // R168: the odd chip of the part goes high
      splitAmount(highHalf, high, button, n, payouts);
      splitAmount(amount - highHalf, low, button, n, payouts);
      log.push(awarded(i, highHalf, high, false, board, run));
      log.push(awarded(i, amount - highHalf, low, true, board, run));
    } else {
      splitAmount(amount, high, button, n, payouts);
      log.push(awarded(i, amount, high, false, board, run));
    }
    potParts.push({ run: Math.floor(p / k), board: p % k, amount, highWinners: high, lowWinners: low });
    for (const w of high) {
      if (!highWinners.includes(w)) highWinners.push(w);
      if (!winners.includes(w)) winners.push(w);
    }
    for (const w of low) {
      if (!lowWinners.includes(w)) lowWinners.push(w);
      if (!winners.includes(w)) winners.push(w);
    }
  }
  if (winners.length > 1) winners.sort(ascending);
  if (parts > 1) {
    highWinners.sort(ascending);
    lowWinners.sort(ascending);
  }
  return { amount: pot.amount, eligible, winners, highWinners, lowWinners, parts: potParts };
}

/**
 * {@link awardPot} of a pot played in one part (one board, one run): the same result, its lists
 * made at their length.
 */
function awardWhole(pot: Pot, i: number, showing: Showing, button: number, n: number, payouts: number[], log: HandLogEntry[]): ResultPot {
  const eligible = pot.eligible;
  const amount = pot.amount;
  let high = eligible.length === 1 ? eligible.slice() : bestShown(showing, showing.high, 0, eligible);
  if (high.length === 0) high = eligible.slice();
  const low = showing.low === null || eligible.length === 1 ? [] : bestShown(showing, showing.low, 0, eligible);
  let winners: number[];
  if (low.length > 0) {
    const highHalf = Math.ceil(amount / 2); // R168: the odd chip goes high
    splitAmount(highHalf, high, button, n, payouts);
    splitAmount(amount - highHalf, low, button, n, payouts);
    log.push(awarded(i, highHalf, high, false, -1, -1));
    log.push(awarded(i, amount - highHalf, low, true, -1, -1));
    winners = high.slice();
    for (const w of low) if (!winners.includes(w)) winners.push(w);
  } else {
    splitAmount(amount, high, button, n, payouts);
    log.push(awarded(i, amount, high, false, -1, -1));
    winners = high.slice();
  }
  if (winners.length > 1) winners.sort(ascending);
  const part: ResultPotPart = { run: 0, board: 0, amount, highWinners: high, lowWinners: low };
  return { amount, eligible, winners, highWinners: high.slice(), lowWinners: low.slice(), parts: [part] };
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

/** Every board of every run (R230, R232): `runs[r][b]`, run 1 first, each a new array. @internal */
export function runsOf(ctx: HandContext): Card[][][] {
  const out = [boardsOf(ctx)];
  for (const run of ctx.runs) out.push(run.map((b) => b.slice()));
  return out;
}

/**
 * How a pot of `amount` chips is divided (R231, R232): one part per run, the remainder one chip at
 * a time to run 1, then run 2, ...; each run's part into one part per board the same way. Part
 * `r * boards + b` is run r's board b. @internal
 */
export function partAmounts(amount: number, runs: number, boards: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < runs * boards; p++) out.push(partAmount(amount, runs, boards, p));
  return out;
}

/** Part `p` of {@link partAmounts}: run `floor(p / boards)`'s share, then that run's board `p % boards`'s. */
function partAmount(amount: number, runs: number, boards: number, p: number): number {
  if (runs === 1 && boards === 1) return amount;
  const r = Math.floor(p / boards);
  const b = p - r * boards;
  const run = Math.floor(amount / runs) + (r < amount % runs ? 1 : 0);
  return Math.floor(run / boards) + (b < run % boards ? 1 : 0);
}

/** Seat order for `sort`. */
function ascending(x: number, y: number): number {
  return x - y;
}

/**
 * The log entry of a pot (or its high or low half, R168) paid to `seats`; `board` and `run` (R231,
 * R232) are written when not -1. The fields in the order the log has always had them.
 */
function awarded(pot: number, amount: number, seats: number[], low: boolean, board: number, run: number): HandLogEntry {
  const entry: Extract<HandLogEntry, { type: 'awarded' }> = low ? { type: 'awarded', pot, amount, seats, low: true } : { type: 'awarded', pot, amount, seats };
  if (board >= 0) entry.board = board;
  if (run >= 0) entry.run = run;
  return entry;
}
