// The soak's bridge to the independent reference model (scripts/referenceModel.mjs): the model's
// configuration of a drawn hand, R204's open pair for stud, and the hand's end against the model.
import { rankOf } from '@pokerchart/cards';
import type { LegalActions } from '@pokerchart/betting';
import { type BetStep, type Hand, firstToActSeat, variantSteps } from '@pokerchart/engine';
import { evaluateHand, evaluateLow } from '@pokerchart/evaluator';
import { type RefConfig, type RefLegal, RefHand, refBoards, refOutcome, refPartsOutcome } from '../referenceModel.mjs';
import { must } from './checks.js';
import { type SoakConfig, variantOf } from './drawConfig.js';

/**
 * The reference model's configuration for a drawn hand (scripts/referenceModel.mjs), or null for
 * the few it does not model: equal blinds, or a big blind whose whole stack goes into an ante-first
 * big-blind ante.
 */
export function refConfigOf(cfg: SoakConfig): RefConfig | null {
  const o = cfg.options;
  const steps = o.variant.steps ?? [];
  const rules = o.rules ?? {};
  const bets = variantSteps(o.variant).filter((st): st is BetStep => st.kind === 'bet');
  // stud (R200-R204): fixed limit only (the model has no bring-in for no limit or pot limit); antes
  // each or none; the opener of each round is the engine's (door cards and best showing are tested
  // elsewhere) and R204's open pair is read from the up cards by the soak (studOpenPair)
  if (bets.some((st) => st.opener === 'bring-in')) {
    if (cfg.kind !== 'fl' || (o.ante && o.ante.mode !== 'each')) return null;
    const fl = cfg.flOpts!;
    const rc: RefConfig = {
      structure: 'fl', stacks: [...o.stacks], button: o.button, sb: 0, bb: 0, rounds: bets.length,
      limits: bets.map((st) => st.limit ?? null), smallBet: fl.smallBet,
      stud: { bringIn: o.bringIn ?? Math.max(1, Math.floor(fl.smallBet / 3)), mayComplete: rules.bringInMay !== 'bring-in-only' },
    };
    if (fl.bigBet !== undefined) rc.bigBet = fl.bigBet;
    if (fl.maxRaises !== undefined) rc.maxRaises = fl.maxRaises;
    if (fl.headsUpCap !== undefined) rc.headsUpCap = fl.headsUpCap as NonNullable<RefConfig['headsUpCap']>;
    if (o.ante) rc.ante = o.ante;
    if (rules.allowOpenFold) rc.allowOpenFold = true;
    if (rules.autoMuck === false) rc.autoMuck = false;
    return rc;
  }
  // draw games are blind games without a board (R210-R214): the model plays their betting rounds
  const draws = steps.some((st) => st.kind === 'exchange' && st.draw) && o.variant.streets.every((st) => st.board === 0);
  if (steps.some((st) => st.kind === 'exchange') && !draws) return null;
  if (o.variant.streets.length !== 4 && !draws) return null;
  const blinds = o.blinds ?? { small: Math.floor(cfg.flOpts!.smallBet / 2), big: cfg.flOpts!.smallBet };
  // equal blinds leave R46's "left of the largest blind" open to reading: not modelled
  if (blinds.small >= blinds.big) return null;
  const rc: RefConfig = { structure: cfg.kind, stacks: [...o.stacks], button: o.button, sb: blinds.small, bb: blinds.big };
  if (o.bombPot) rc.bomb = { ante: o.bombPot.ante }; // R233
  if (draws) {
    rc.rounds = o.variant.streets.length;
    // R214: the first round a bet step marks 'big' (without marks, fixedLimit's own: the third round)
    const big = bets.findIndex((st) => st.limit === 'big');
    rc.bigFrom = big >= 0 ? big : 2;
  }
  if (cfg.kind === 'fl') {
    const fl = cfg.flOpts!;
    rc.smallBet = fl.smallBet;
    if (fl.bigBet !== undefined) rc.bigBet = fl.bigBet;
    if (fl.maxRaises !== undefined) rc.maxRaises = fl.maxRaises;
    if (fl.headsUpCap !== undefined) rc.headsUpCap = fl.headsUpCap as NonNullable<RefConfig['headsUpCap']>;
  }
  if (o.ante) rc.ante = o.ante;
  if (rules.bbAnteOrder) rc.bbAnteOrder = rules.bbAnteOrder;
  if (o.straddle !== undefined) rc.straddle = o.straddle === true ? 2 * blinds.big : (o.straddle as number);
  if (rules.straddleMinRaise) rc.straddleMinRaise = rules.straddleMinRaise;
  if (rules.allowOpenFold) rc.allowOpenFold = true;
  if (rules.autoMuck === false) rc.autoMuck = false;
  const { ante: _ante, ...noAnte } = rc;
  const probe = new RefHand(noAnte);
  if (o.ante?.mode === 'big-blind' && (rules.bbAnteOrder ?? 'blind-first') === 'ante-first' && o.stacks[probe.bbSeat] <= o.ante.amount) return null;
  return rc;
}

/** The part of the legal actions the model knows, as text. */
export const legalText = (la: LegalActions | RefLegal | null): string | null => la && JSON.stringify({ seat: la.seat, fold: la.fold, check: la.check, call: la.call, raiseTo: la.raiseTo, bringIn: la.bringIn ?? null });

/**
 * R204 for the model: whether the stud round opening now offers the small or the big bet: its bet
 * step (or the rules' \`openPairBigBet\`) allows it and a live seat shows a pair among its up cards.
 */
export function openPairNow(cfg: SoakConfig, hand: Hand, street: number): boolean {
  const step = variantSteps(cfg.options.variant).filter((st): st is BetStep => st.kind === 'bet')[street];
  if (step?.openPairBigBet === undefined) return false;
  if (!(cfg.options.rules?.openPairBigBet ?? step.openPairBigBet)) return false;
  const b = hand.context.betting;
  return hand.context.upCards.some((up, s) => up && b.dealtIn[s] && !b.folded[s] && new Set(up.map(rankOf)).size < up.length);
}

/** The hand's end against the model: pots, winners of each half, returns, final stacks by seat, showing order. */
export function checkAgainstModel(hand: Hand, ref: RefHand): void {
  const r = hand.result!;
  const ctx = hand.context;
  const variant = variantOf(ctx.variantId);
  const strength = (s: number): number => evaluateHand({
    hole: ctx.holeCards[s]!, board: ctx.board, rule: variant.selection, ranking: variant.ranking,
    ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
  }).strength;
  const low = variant.low === undefined ? null : (s: number): number | null => evaluateLow({ hole: ctx.holeCards[s]!, board: ctx.board, rule: variant.selection })?.strength ?? null;
  must(ref.complete, `reference model: the hand is complete but the model is not (toAct ${ref.toAct})`);
  const boards = variant.boards ?? 1;
  const runs = refBoards(ctx.log, boards);
  if (!ref.byFolds && (boards > 1 || runs.length > 1)) {
    // R231 R232: every part of every pot on its own board, by the model's pots and an independent evaluation
    const on = (s: number, run: number, board: number): number => evaluateHand({ hole: ctx.holeCards[s]!, board: runs[run][board], rule: variant.selection, ranking: variant.ranking, ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}) }).strength;
    const lowOn = variant.low === undefined ? null : (s: number, run: number, board: number): number | null => evaluateLow({ hole: ctx.holeCards[s]!, board: runs[run][board], rule: variant.selection })?.strength ?? null;
    const wantParts = refPartsOutcome(ref, runs.length, boards, on, lowOn);
    const sortedSeats = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
    const gotPots = r.pots.map((p) => ({ amount: p.amount, eligible: sortedSeats(p.eligible) }));
    must(JSON.stringify(gotPots) === JSON.stringify(wantParts.pots), `reference model R111: pots ${JSON.stringify(gotPots)}, model ${JSON.stringify(wantParts.pots)}`);
    const gotParts = r.pots.map((p) => p.parts.map((q) => ({ ...q, highWinners: sortedSeats(q.highWinners), lowWinners: sortedSeats(q.lowWinners) })));
    must(JSON.stringify(gotParts) === JSON.stringify(wantParts.parts), `reference model R231 R232: pot parts ${JSON.stringify(gotParts)}, model ${JSON.stringify(wantParts.parts)}`);
    must(JSON.stringify(r.runs) === JSON.stringify(runs), 'R230 R232 result.runs differ from the boards the log dealt');
    must(JSON.stringify(r.returned) === JSON.stringify(wantParts.returned), `reference model R106: returned ${JSON.stringify(r.returned)}, model ${JSON.stringify(wantParts.returned)}`);
    must(JSON.stringify(r.stacks) === JSON.stringify(wantParts.stacks), `reference model R115 R231 R232: final stacks ${JSON.stringify(r.stacks)}, model ${JSON.stringify(wantParts.stacks)}`);
    return;
  }
  // R126: in stud, with seventh street checked through, the best hand showing shows first (R203)
  const bets = variantSteps(variant).filter((st): st is BetStep => st.kind === 'bet');
  const lastBet = bets[bets.length - 1];
  let firstToShow: number | null = null;
  if (lastBet.opener === 'best-showing' && ref.reachedRiverBetting) {
    const upCards = ctx.upCards.map((up, s) => (up === null || ctx.betting.folded[s] ? null : up));
    const lowRanking = variant.ranking === 'ace-to-five-low' || variant.ranking === 'deuce-to-seven-low' ? variant.ranking : 'high';
    firstToShow = firstToActSeat({ upCards, opening: lastBet.reading ?? lowRanking, button: ctx.betting.button, canAct: upCards.map((u) => u !== null) });
  }
  const want = refOutcome(ref, strength, low, firstToShow);
  const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
  const gotPots = r.pots.map((p) => ({ amount: p.amount, eligible: sorted(p.eligible) }));
  must(JSON.stringify(gotPots) === JSON.stringify(want.pots), `reference model R111: pots ${JSON.stringify(gotPots)}, model ${JSON.stringify(want.pots)}`);
  const gotHigh = r.pots.map((p) => sorted(variant.low === undefined ? p.winners : p.highWinners ?? p.winners));
  must(JSON.stringify(gotHigh) === JSON.stringify(want.highWinners), `reference model R114: high winners ${JSON.stringify(gotHigh)}, model ${JSON.stringify(want.highWinners)}`);
  if (variant.low !== undefined) {
    const gotLow = r.pots.map((p) => sorted(p.lowWinners ?? []));
    must(JSON.stringify(gotLow) === JSON.stringify(want.lowWinners), `reference model R168: low halves to ${JSON.stringify(gotLow)}, model ${JSON.stringify(want.lowWinners)}`);
  }
  must(JSON.stringify(r.returned) === JSON.stringify(want.returned), `reference model R106: returned ${JSON.stringify(r.returned)}, model ${JSON.stringify(want.returned)}`);
  must(JSON.stringify(r.stacks) === JSON.stringify(want.stacks), `reference model R115 R168: final stacks ${JSON.stringify(r.stacks)}, model ${JSON.stringify(want.stacks)}`);
  const shown = r.shown.map((x) => x.seat);
  const gotShown = want.allInShowdown ? sorted(shown) : shown;
  must(JSON.stringify(gotShown) === JSON.stringify(want.shown), `reference model R126-R128: shown ${JSON.stringify(gotShown)}, model ${JSON.stringify(want.shown)}`);
}

