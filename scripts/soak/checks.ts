// The invariants the soak checks at every step and at the end of each hand.
import { type Card, formatCard } from '@pokerchart/cards';
import type { LegalActions } from '@pokerchart/betting';
import type { ExchangeState, Hand, HandContext } from '@pokerchart/engine';
import { evaluateHand, evaluateLow } from '@pokerchart/evaluator';
import { refBoards } from '../referenceModel.mjs';
import { deckMasks, decks, variantOf } from './drawConfig.js';

/** A broken invariant (its message says which, citing the rule). */
export class Broken extends Error {}

/** The sum of `xs`. */
export const sum = (xs: readonly number[]): number => { let t = 0; for (const x of xs) t += x; return t; };

/** Throws {@link Broken} with `what` unless `cond` holds. */
export function must(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Broken(what);
}

/** R0.5 chips in play and R0.1 whole, non-negative amounts. */
export function checkChips(hand: Hand, total: number): void {
  const b = hand.context.betting;
  const inPlay = sum(b.stacks) + b.collected + sum(b.committed);
  must(inPlay === total, `R0.5 chips: stacks ${sum(b.stacks)} + collected ${b.collected} + committed ${sum(b.committed)} = ${inPlay}, not ${total}`);
  must(sum(b.contributed) + b.dead === b.collected + sum(b.committed),
    `R0.5 chips: contributed ${sum(b.contributed)} + dead ${b.dead} != collected ${b.collected} + committed ${sum(b.committed)}`);
  for (let s = 0; s < b.seatCount; s++) {
    must(Number.isInteger(b.stacks[s]) && b.stacks[s] >= 0, `R0.1 seat ${s} stack ${b.stacks[s]}`);
    must(Number.isInteger(b.committed[s]) && b.committed[s] >= 0, `R0.1 seat ${s} committed ${b.committed[s]}`);
  }
}

const seenMark = new Uint8Array(64);
/** How many cards of board `i` each run deals (those dealt after betting closed), read from the run-2 log entries. */
function runLength(ctx: HandContext, i: number): number {
  let n = 0;
  for (const e of ctx.log) if (e.type === 'board' && e.run === 1 && (e.board ?? 0) === i) n += e.cards.length;
  return n;
}
/** R5: every card of the variant's deck once, across hole cards, boards, runs, burns, deck (and the draw muck). */
export function checkCards(hand: Hand, variantId: string): void {
  const ctx = hand.context;
  const deck = decks.get(variantId)!;
  const allowed = deckMasks.get(variantId)!;
  seenMark.fill(0);
  let count = 0;
  const add = (list: readonly Card[], where: string): void => {
    for (const c of list) {
      must(Number.isInteger(c) && c >= 0 && c < 52 && allowed[c] === 1, `R5 ${where}: ${c} is not a card of the ${variantId} deck`);
      must(seenMark[c] === 0, `R5 ${where}: card ${formatCard(c)} appears twice`);
      seenMark[c] = 1;
      count++;
    }
  };
  ctx.holeCards.forEach((h, s) => { if (h) add(h, `seat ${s} hole cards`); });
  add(ctx.board, 'board');
  ctx.extraBoards.forEach((b, i) => add(b, `board ${i + 2}`)); // R230
  // R232: each extra run adds the cards dealt after betting closed; the common part is already counted
  for (const [r, run] of ctx.runs.entries()) run.forEach((b, i) => add(b.slice((i === 0 ? ctx.board : ctx.extraBoards[i - 1]).length - runLength(ctx, i)), `run ${r + 2} board ${i + 1}`));
  add(ctx.burns, 'burns');
  add(ctx.deck, 'deck');
  // draw games: the discards and draw burns a reshuffle would use (R213); manual replacements may reuse them
  const exchange = ctx.kinds.exchange as ExchangeState | undefined;
  if (exchange && ctx.dealing !== 'manual') add(exchange.muck, 'muck');
  if (ctx.dealing !== 'manual') must(count === deck.length, `R5 ${count} cards accounted for, the deck has ${deck.length}`);
}

/** Whether `viewer` may see seat `s`'s hole cards now (R127 all-in exposure, showdown). */
function maySee(hand: Hand, viewer: number | 'spectator', s: number, shownSeats: ReadonlySet<number>): boolean {
  if (viewer === s) return true;
  const b = hand.context.betting;
  if (b.folded[s]) return false;
  if (b.bettingClosed && !hand.isComplete && b.status !== 'folded') return true; // exposed by an all-in (R127)
  if (hand.isComplete) return shownSeats.has(s) || hand.context.exposed[s];
  return hand.context.exposed[s] && b.bettingClosed;
}

const FORBIDDEN_KEYS = new Set(['deck', 'burns', 'seed', 'rng', 'betting', 'context']);
function walkKeys(value: unknown, path: string): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) { value.forEach((v, i) => walkKeys(v, `${path}[${i}]`)); return; }
  for (const key of Object.keys(value)) {
    must(!FORBIDDEN_KEYS.has(key), `view leak: ${path}.${key} is in a view`);
    walkKeys((value as Record<string, unknown>)[key], `${path}.${key}`);
  }
}

/** What `viewer` sees: its own cards, others' only once exposed or shown; no deck, burns or seed; no hidden card in the log. */
export function checkView(hand: Hand, viewer: number | 'spectator'): void {
  const v = hand.view(viewer);
  const ctx = hand.context;
  const shown = new Set((hand.result?.shown ?? []).map((x) => x.seat));
  must(v.viewer === viewer, 'view.viewer');
  must(v.toAct === hand.toAct, `view.toAct ${v.toAct} != hand.toAct ${hand.toAct}`);
  walkKeys(v, 'view');
  const hidden = new Set<Card>([...ctx.deck, ...ctx.burns]);
  v.seats.forEach((seat, s) => {
    const dealt = ctx.holeCards[s];
    if (dealt === null) { must(seat === null, `view: seat ${s} is not dealt in but has a view`); return; }
    must(seat !== null, `view: dealt-in seat ${s} missing`);
    const may = maySee(hand, viewer, s, shown);
    if (!may) {
      must(seat.holeCards === null, `view leak: ${viewer} sees seat ${s}'s hole cards ${JSON.stringify(seat.holeCards)}`);
      for (const c of dealt) hidden.add(c);
    } else if (seat.holeCards !== null) {
      must(JSON.stringify(seat.holeCards) === JSON.stringify(dealt), `view: seat ${s}'s cards shown to ${viewer} differ from the dealt ones`);
    } else {
      must(viewer !== s || dealt.length === 0, `view: seat ${s} does not see its own cards`);
    }
  });
  must(JSON.stringify(v.board) === JSON.stringify(ctx.board), 'view: board differs');
  if (viewer !== hand.toAct) must(v.legalActions === null, `view: seat ${viewer} gets legal actions while ${hand.toAct} is to act`);
  for (const e of v.log) {
    // (a seat's own earlier cards, drawn and thrown away, may be back in the stub: it saw them, so that is no leak)
    if (e.type === 'dealt' && e.cards && e.seat !== viewer) for (const c of e.cards) must(!hidden.has(c), `view leak: log shows ${formatCard(c)} dealt to seat ${e.seat} to ${viewer}`);
    if (e.type === 'burned') must(e.card === null, `view leak: log shows burn card to ${viewer}`);
    if (e.type === 'shown') for (const c of e.cards) must(!hidden.has(c), `view leak: log shows a hidden card to ${viewer}`);
    if (e.type === 'discarded' && e.seat !== viewer) must(e.cards === null, `view leak: log shows seat ${e.seat}'s discards to ${viewer}`);
  }
}

/** Progress: whoever is to act is offered something, within bounds. */
export function checkLegal(hand: Hand): LegalActions | null {
  const la = hand.legalActions();
  if (hand.toAct === null) {
    must(la === null, `legalActions() ${JSON.stringify(la)} while nobody is to act`);
    return null;
  }
  must(la !== null, `toAct ${hand.toAct} but legalActions() is null`);
  must(la.seat === hand.toAct, `legalActions().seat ${la.seat} != toAct ${hand.toAct}`);
  must(la.fold || la.check || la.call !== null || la.raiseTo !== null || la.bringIn != null || la.discard !== null || la.runIt !== null, `legalActions() offers nothing to seat ${la.seat}: ${JSON.stringify(la)}`);
  if (la.discard) must(la.discard.min <= la.discard.max && !la.fold && !la.check && la.call === null && la.raiseTo === null, `a draw offers only discard: ${JSON.stringify(la)}`);
  if (la.raiseTo) must(la.raiseTo.min <= la.raiseTo.max && Number.isInteger(la.raiseTo.min) && Number.isInteger(la.raiseTo.max), `raiseTo ${JSON.stringify(la.raiseTo)}`);
  return la;
}

/** The end: chips, pots and payouts (R0.5), and each pot to its best eligible hands (R102, R114, R168, R231, R232). */
export function checkEnd(hand: Hand, total: number): void {
  const r = hand.result;
  must(r !== null, 'complete hand without result');
  const b = hand.context.betting;
  must(sum(r.stacks) === total, `R0.5 final stacks sum to ${sum(r.stacks)}, not ${total}`);
  const potSum = sum(r.pots.map((p) => p.amount));
  must(sum(r.payouts) === potSum, `R0.5 payouts ${sum(r.payouts)} != pots ${potSum}`);
  const putIn = sum(b.startStacks) - sum(b.stacks) + sum(b.returned);
  must(sum(r.payouts) + sum(r.returned) === putIn, `R0.5 payouts ${sum(r.payouts)} + returned ${sum(r.returned)} != chips put in ${putIn}`);
  for (let s = 0; s < r.stacks.length; s++) {
    const extra = r.returned[s] - b.returned[s];
    must(extra >= 0, `R106 seat ${s} returned shrank`);
    must(r.stacks[s] === b.stacks[s] + r.payouts[s] + extra, `R0.5 seat ${s} final stack ${r.stacks[s]} != ${b.stacks[s]} + ${r.payouts[s]} + ${extra}`);
  }
  for (const p of r.pots) {
    must(p.amount > 0, `empty pot ${JSON.stringify(p)}`);
    for (const w of p.winners) must(p.eligible.includes(w) && !b.folded[w], `R110 winner ${w} not eligible for ${JSON.stringify(p)}`);
  }
  for (let s = 0; s < r.payouts.length; s++) {
    if (r.payouts[s] > 0) must(r.pots.some((p) => p.winners.includes(s)), `seat ${s} paid ${r.payouts[s]} without winning a pot`);
  }
  const ctx = hand.context;
  // R113 R114: every pot goes to its best eligible hand(s), checked with an independent evaluation
  // (hi-lo pots split and are left to the engine's own tests)
  const variant = variantOf(ctx.variantId);
  const live = ctx.dealOrder.filter((s) => !b.folded[s]);
  const boardCount = variant.boards ?? 1;
  const logRuns = refBoards(ctx.log, boardCount);
  if (live.length === 1) {
    for (const p of r.pots) must(JSON.stringify(p.winners) === JSON.stringify(live), `R102 pot ${JSON.stringify(p)} not won by the last player ${live[0]}`);
  } else if (boardCount > 1 || logRuns.length > 1) {
    // R231 R232: each pot in parts, one per board of every run, each to its best hands on its board
    const sorted = (xs: readonly number[]): string => JSON.stringify([...xs].sort((x, y) => x - y));
    for (const p of r.pots) {
      must(p.parts.length === logRuns.length * boardCount, `R231 R232 pot ${JSON.stringify(p)} has ${p.parts.length} parts, not ${logRuns.length} runs x ${boardCount} boards`);
      const byRun = Array.from({ length: logRuns.length }, (_, i) => Math.floor(p.amount / logRuns.length) + (i < p.amount % logRuns.length ? 1 : 0));
      p.parts.forEach((q, i) => {
        const run = Math.floor(i / boardCount);
        const board = i % boardCount;
        const want = Math.floor(byRun[run] / boardCount) + (board < byRun[run] % boardCount ? 1 : 0);
        must(q.run === run && q.board === board && q.amount === want, `R231 R232 part ${i} of ${JSON.stringify(p)} should be run ${run} board ${board} with ${want} chips`);
        const value = (seat: number): number => evaluateHand({ hole: ctx.holeCards[seat]!, board: logRuns[run][board], rule: variant.selection, ranking: variant.ranking, ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}) }).strength;
        const best = Math.max(...p.eligible.map(value));
        must(sorted(q.highWinners) === sorted(p.eligible.filter((seat) => value(seat) === best)), `R231 part ${i} of ${JSON.stringify(p)}: high should go to the best hands on its board`);
      });
    }
  } else {
    const strength = new Map(live.map((s) => [s, evaluateHand({
      hole: ctx.holeCards[s]!, board: ctx.board, rule: variant.selection, ranking: variant.ranking,
      ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
    }).strength]));
    const lowOf = new Map(variant.low === undefined ? [] : live.map((s) => [s, evaluateLow({ hole: ctx.holeCards[s]!, board: ctx.board, rule: variant.selection })?.strength ?? null] as const));
    const bestOf = (eligible: readonly number[], value: (seat: number) => number | null | undefined): number[] => {
      const scored = eligible.filter((s) => value(s) !== null);
      if (scored.length === 0) return [];
      const best = Math.max(...scored.map((s) => value(s)!));
      return scored.filter((s) => value(s) === best).sort((x, y) => x - y);
    };
    const sorted = (xs: readonly number[]): string => JSON.stringify([...xs].sort((x, y) => x - y));
    for (const p of r.pots) {
      const high = bestOf(p.eligible, (s) => strength.get(s));
      if (variant.low === undefined) {
        must(sorted(p.winners) === JSON.stringify(high), `R114 pot ${JSON.stringify(p)} should go to ${JSON.stringify(high)}`);
      } else {
        // R168: the high half to the best high hands, the low half to the best qualifying lows
        const low = p.eligible.length === 1 ? [] : bestOf(p.eligible, (s) => lowOf.get(s));
        must(sorted(p.highWinners) === JSON.stringify(high), `R168 pot ${JSON.stringify(p)}: high half should go to ${JSON.stringify(high)}`);
        must(sorted(p.lowWinners) === JSON.stringify(low), `R168 pot ${JSON.stringify(p)}: low half should go to ${JSON.stringify(low)}`);
      }
    }
  }
  must(JSON.stringify(r.holeCards) === JSON.stringify(ctx.holeCards), 'result.holeCards differ from the dealt cards');
  must(JSON.stringify(r.board) === JSON.stringify(ctx.board), 'result.board differs');
}

