import { applyAction, BettingConfigError, IllegalActionError, nextRound, startBetting, type BettingState, type PlayerAction } from '@pokerchart/betting';
import type { Card } from '@pokerchart/cards';
import { awardPots, buildPots, type Pot } from '@pokerchart/engine';
import { getRanking, type Ranking } from '@pokerchart/evaluator';
import { HandRefusal } from './errors.js';
import { card, type HandOutcome, type HandSetup } from './handSetup.js';

const STREET_CARDS = [0, 3, 4, 5];
/** Board cards and burns dealt for each street of a flop game (R38). */
const STREET_DEAL = [0, 4, 2, 2];
const RANKINGS = new Map<string, Ranking>();
/** The actions without an amount, one object each (the betting rules never change an action). */
const PLAIN: Readonly<Record<string, PlayerAction>> = { fold: { type: 'fold' }, check: { type: 'check' }, call: { type: 'call' } };

/**
 * The outcome of a hand found by the rules themselves, without the engine's statechart (RULES
 * R271, `check: 'fast'`, the default): the betting rules of `@pokerchart/betting` (the ones the
 * engine plays by) take the history's actions in order and say whose turn it is, whether each
 * action and its amount is legal under the structure (R48, R57-R66, R72-R82) and what goes back
 * uncalled (R106); the engine's pot rules layer the pots (R111) and award them (R114-R116,
 * R232) to the hands the history shows, ranked by the evaluator; hands that can no longer win
 * are mucked in showdown order (R126-R128). Hands never shown do not win. Throws a
 * {@link HandRefusal} naming the line of the first fault.
 * @internal
 */
export function ruleOutcome(setup: HandSetup): HandOutcome {
  const { hand, n, order, known, first, chips, structure, variant } = setup;
  let b: BettingState;
  if (setup.n > variant.seats.max) {
    throw new HandRefusal('HISTORY_BAD_SETUP', `the engine cannot start this hand: ${variant.name} seats ${variant.seats.min} to ${variant.seats.max} players, the hand deals in ${n} (R11)`, hand.line);
  }
  try {
    // a fold when checking is free (R59) is a fold the rooms take; the replay allows it the same way
    b = startBetting({ stacks: setup.stacks, button: n - 1, forcedBets: setup.forcedBets, structure, streetCount: 4, rules: { allowOpenFold: true } });
  } catch (error) {
    if (error instanceof BettingConfigError) throw new HandRefusal('HISTORY_BAD_SETUP', `the engine cannot start this hand: ${error.message}`, hand.line);
    throw error;
  }
  // the street on which betting closed with a run-out still to deal (R103), for the runs (R232)
  let closedOn = b.status === 'run-out' ? b.street : -1;
  const to: number[] = [];
  const actions = hand.actions;
  const actionSeats = setup.actionSeats;
  for (let k = 0; k < actions.length; k++) {
    const action = actions[k]!;
    const s = actionSeats[k]! >= 0 ? actionSeats[k]! : setup.seatFor(action.player, action.line);
    if (b.status !== 'betting') throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts after the hand is over (R271)`, action.line);
    if (action.street > 0 && first.length < STREET_CARDS[action.street]!) {
      throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts on a street whose cards the history never deals (R271)`, action.line);
    }
    if (b.toAct !== s) {
      const who = b.toAct === null ? 'nobody is to act' : `${order[b.toAct]!.name} is to act (R48)`;
      throw new HandRefusal('HISTORY_WRONG_ACTOR', `${action.player} acts but ${who}`, action.line);
    }
    let after: BettingState;
    try {
      if (action.kind === 'bet' || action.kind === 'raise') {
        const wager: PlayerAction = { type: action.kind, to: chips(action.amount) };
        try {
          after = applyAction(b, structure, wager);
        } catch (error) {
          // an all-in short of a full raise is not a raise the player could choose, but it is legal all-in (R80)
          if (!(error instanceof IllegalActionError) || !action.allIn) throw error;
          after = applyAction(b, structure, { type: 'all-in' });
        }
      } else after = applyAction(b, structure, PLAIN[action.kind]!);
    } catch (error) {
      if (error instanceof IllegalActionError) {
        throw new HandRefusal('HISTORY_ILLEGAL_ACTION', `${action.player}'s ${action.kind} is not legal in the replay: ${error.message}`, action.line);
      }
      throw error;
    }
    to.push(b.committed[s]! + (b.stacks[s]! - after.stacks[s]!) + (after.returned[s]! - b.returned[s]!));
    b = after;
    // the next street is dealt and its round opens (R104)
    if (b.status === 'street-complete') b = nextRound(b, structure);
    else if (b.status === 'run-out') closedOn = b.street;
  }
  if (b.status === 'betting') {
    throw new HandRefusal('HISTORY_INCOMPLETE', `the replay does not reach the end of the hand with the history's actions (R271): ${order[b.toAct!]!.name} still has to act`, hand.totalPotLine);
  }

  const { pots, returned: extra } = buildPots(b.contributed, b.folded, b.dead);
  // R25, R0.5: dead money that no live chip matched is still the main pot, open to every hand left in
  for (const pot of pots) {
    if (pot.eligible.length === 0) for (let s = 0; s < n; s++) if (!b.folded[s]) pot.eligible.push(s);
  }
  const returned = b.returned.map((r, s) => r + extra[s]!);
  const beforeAward = b.stacks.map((st, s) => st + extra[s]!);
  const showdown = b.status !== 'folded';
  if (!showdown) {
    const payouts = new Array<number>(n).fill(0);
    for (const pot of pots) payouts[b.winner!]! += pot.amount;
    return { to, showdown, runs: 1, mucked: [], payouts, returned, beforeAward };
  }
  if (first.length < 5) return { to, showdown, runs: 1, mucked: [], payouts: new Array<number>(n).fill(0), returned, beforeAward };

  // R232: the runs the engine deals when betting closes before the river: as many as wanted that the stub can give
  let runs = 1;
  if (setup.runCount > 1 && closedOn >= 0 && closedOn < 3) {
    let perRun = 0;
    for (let j = closedOn + 1; j < 4; j++) perRun += STREET_DEAL[j]!;
    const stub = 52 - n * setup.holeCount - 8;
    runs = 1 + Math.min(setup.runCount - 1, Math.floor(stub / perRun));
  }
  const boards: Card[][] = [];
  for (let r = 0; r < runs; r++) {
    const printed = setup.runs[r];
    if (printed === undefined || printed.length < 5) return { to, showdown, runs, mucked: [], payouts: new Array<number>(n).fill(0), returned, beforeAward };
    boards.push(printed.map(card));
  }

  // R126-R128: the live hands in showdown order (the river's last aggressor first, else the first seat left of the button)
  let ranking = RANKINGS.get(variant.id);
  if (ranking === undefined) {
    ranking = getRanking(variant.ranking, variant.rankingOptions);
    RANKINGS.set(variant.id, ranking);
  }
  const live: number[] = [];
  let allIn = false;
  for (let s = 0; s < n; s++) {
    if (b.folded[s]) continue;
    live.push(s);
    if (b.allIn[s]) allIn = true;
  }
  const aggressor = b.street === 3 ? (b.aggressors[3] ?? null) : null;
  const startAt = aggressor !== null ? Math.max(live.indexOf(aggressor), 0) : 0;
  const shown: number[] = [];
  const strengths: number[][] = [];
  const mucked: number[] = [];
  for (let j = 0; j < live.length; j++) {
    const s = live[(startAt + j) % live.length]!;
    const cards = known[s];
    // a hand the history never shows is mucked: it wins nothing (R128, R271)
    if (cards === undefined) continue;
    const hole = cards.map(card);
    const high = boards.map((board) => ranking.strength(hole, board, variant.selection));
    // R127: with anyone all-in every hand is shown; otherwise a hand that can no longer win or tie any part of a pot it is in is mucked (R128)
    let show = shown.length === 0 || allIn;
    for (let i = 0; i < pots.length && !show; i++) {
      const eligible = pots[i]!.eligible;
      if (!eligible.includes(s)) continue;
      for (let p = 0; p < runs && !show; p++) {
        let best = -1;
        for (let q = 0; q < shown.length; q++) if (eligible.includes(shown[q]!) && strengths[q]![p]! > best) best = strengths[q]![p]!;
        show = high[p]! >= best;
      }
    }
    if (show) {
      shown.push(s);
      strengths.push(high);
    } else mucked.push(s);
  }
  for (const pot of pots) {
    if (pot.eligible.length >= 2 && !pot.eligible.some((e) => shown.includes(e))) {
      throw new HandRefusal('HISTORY_UNKNOWN_WINNER', 'a contested pot has only hands the history never shows: nobody can be said to win it (R271)', hand.totalPotLine);
    }
  }
  // R114-R116, R232: each run's share of every pot to the best hands shown on its board, odd chips by R115
  const payouts = new Array<number>(n).fill(0);
  for (let p = 0; p < runs; p++) {
    const ranked = shown.map((s, q) => ({ s, v: strengths[q]![p]! })).sort((x, y) => y.v - x.v);
    const tiers: number[][] = [];
    let last = -1;
    for (const { s, v } of ranked) {
      if (v === last) tiers[tiers.length - 1]!.push(s);
      else tiers.push([s]);
      last = v;
    }
    const part: Pot[] = pots.map((pot) => ({ amount: Math.floor(pot.amount / runs) + (p < pot.amount % runs ? 1 : 0), eligible: pot.eligible }));
    const won = awardPots(part, tiers, n - 1, n);
    for (let s = 0; s < n; s++) payouts[s]! += won[s]!;
  }
  return { to, showdown, runs, mucked, payouts, returned, beforeAward };
}
