import type { VariantDescriptor, PlayerView } from '@pokerchart/engine';
import { getRanking } from '@pokerchart/evaluator';
import { rankOf, type Card } from '@pokerchart/cards';
import type { Bot } from './Bot.js';
import { chooseDiscards, type DrawGoal } from './chooseDiscards.js';
import { estimateStrength, type StrengthRules, startingHandTier } from './estimateStrength.js';
import { legalOf, wager } from './wager.js';
import { checkOrCall, checkOrFold } from './checkOrFold.js';
import { viewRng } from './randomBot.js';
import type { PlayerAction } from '@pokerchart/betting';

/** Options of {@link createRuleBot}. */
export interface RuleBotOptions {
  /**
   * The variant being played, so the bot reads hands with its selection rule and ranking (a
   * name or a ranking object). Without it the bot reads hands as Hold'em does: any five cards,
   * standard ranking; give the variant for Omaha, lowball or a ranking of your own.
   */
  variant?: Pick<VariantDescriptor, 'selection' | 'ranking' | 'rankingOptions'>;
  /** From 0 (tight, rarely bluffs) to 1 (loose, bluffs often). Default 0.3. */
  aggression?: number;
}

/**
 * A rule-based player whose decisions look like poker:
 *
 * - before the flop it plays by starting-hand tier ({@link startingHandTier}), one tier looser
 *   in late position (the button and the seat before it); it raises good hands (3 big blinds plus
 *   one per limper), re-raises premium ones, calls a raise with a good hand when the price is a
 *   small part of its stack, and goes all-in or folds when short-stacked (10 big blinds or less);
 * - after the flop it estimates its chance to win ({@link estimateStrength}): it bets about
 *   two-thirds of the pot with a strong hand, raises a bet with a very strong one, calls when the
 *   pot odds are good enough, semi-bluffs draws and bluffs now and then, and otherwise checks or
 *   folds.
 *
 * Deterministic given its random source.
 */
export function createRuleBot(options: RuleBotOptions = {}): Bot {
  const aggression = Math.min(1, Math.max(0, options.aggression ?? 0.3));
  const ranking = options.variant ? getRanking(options.variant.ranking, options.variant.rankingOptions) : undefined;
  const high = ranking === undefined || (ranking.side === 'high' && ranking.cardsPerHand === 5);
  const handSize = ranking?.cardsPerHand ?? 5;
  return (view, rng) => {
    const legal = legalOf(view);
    const r = rng ?? viewRng(view);
    // R232: all-in with cards to come, run it as many times as allowed (the same equity, less variance)
    if (legal.runIt != null) return { type: 'run-it', times: legal.runIt.max };
    const me = view.seats[legal.seat];
    const hole = me?.holeCards ?? [];
    if (me == null || hole.length === 0) return checkOrFold(view);
    // R212: a draw keeps what the game's ranking wants
    if (legal.discard != null) return { type: 'discard', cards: chooseDiscards(hole, drawGoalOf(ranking?.name), legal.discard) };
    // R201: complete the bring-in with a strong start, else post it
    if (legal.bringIn != null) {
      const strong = strongStudStart(hole, drawGoalOf(ranking?.name));
      return strong && legal.raiseTo !== null ? wager(view, legal.raiseTo.min) : { type: 'bring-in' };
    }
    const committed = view.seats.map((s) => s?.committed ?? 0);
    const currentBet = Math.max(...committed);
    const gap = legal.call ?? 0;
    // the pot this seat faces: chips of finished rounds (the view's pots), every bet of this round
    // (in the seats' `committed`, R111), and what this seat is asked to match
    const pot = Math.max(view.pots.reduce((t, p) => t + p.amount, 0) + committed.reduce((t, c) => t + c, 0), 1) + gap;
    // no board yet: starting-hand tiers, unless the ranking is a low or badugi whose hand is already dealt (draw games)
    // board-less high games (five-card draw, stud) read a five-card hand as made once it is dealt
    const madeWithoutBoard = options.variant?.selection === 'any' && hole.length >= 5;
    const preflop = view.board.length === 0 && ((high && !madeWithoutBoard) || hole.length < handSize);
    if (preflop) return preflopAction(view, hole.length, startingHandTier(hole), currentBet, gap, me.stack, aggression, r.float());
    const rules = rulesFor(options.variant);
    // bet sizes in whole half-big-blinds: after the flop the minimum bet is the big blind (R70)
    const unit = Math.max(1, Math.floor((legal.raiseTo?.min ?? 2) / 2));
    const sized = (to: number) => wager(view, Math.max(unit, Math.round(to / unit)) * unit);
    const strength = estimateStrength(hole, view.board, rules);
    const roll = r.float();
    if (gap === 0) {
      if (strength >= 0.62 || (strength >= 0.45 && roll < 0.5)) return sized(currentBet + pot * 0.66);
      if (roll < aggression * 0.35 && positionOf(view) === 'late') return sized(currentBet + pot * 0.5);
      return checkOrFold(view);
    }
    const odds = gap / (pot + gap);
    if (strength >= 0.85 || (strength >= 0.7 && roll < aggression)) return sized(currentBet * 2 + pot * 0.5);
    if (strength >= odds + 0.05 || (strength >= odds && roll < 0.5)) return checkOrCall(view);
    return checkOrFold(view);
  };
}

/** The rule-based bot of {@link createRuleBot} with default options. */
export const ruleBot: Bot = createRuleBot();

/** The draw goal of a variant's ranking: lowball and badugi rankings by name, anything else high. */
function drawGoalOf(name: string | undefined): DrawGoal {
  return name === 'ace-to-five-low' || name === 'deuce-to-seven-low' || name === 'badugi' ? name : 'high';
}

/** A stud start worth completing: a pair, or three cards to a low (8 or less) for the low games, or two big cards (queen or better) for high. */
function strongStudStart(cards: readonly Card[], goal: DrawGoal): boolean {
  const ranks = cards.map(rankOf);
  if (goal === 'high') return new Set(ranks).size < ranks.length || ranks.filter((r) => r >= 10).length >= 2;
  const low = new Set(ranks.map((r) => (r === 12 && goal !== 'deuce-to-seven-low' ? -1 : r)).filter((r) => r <= 6));
  return low.size >= 3;
}

function rulesFor(variant: RuleBotOptions['variant']): StrengthRules {
  if (variant) {
    const trips = variant.rankingOptions?.tripsBeatStraight;
    return trips === undefined
      ? { selection: variant.selection, ranking: variant.ranking }
      : { selection: variant.selection, ranking: variant.ranking, tripsBeatStraight: trips };
  }
  return { selection: 'any', ranking: 'standard' };
}

function preflopAction(
  view: PlayerView,
  holeCount: number,
  tier: number,
  currentBet: number,
  gap: number,
  stack: number,
  aggression: number,
  roll: number,
): PlayerAction {
  const legal = legalOf(view);
  const position = positionOf(view);
  const effective = tier - (position === 'late' && tier < 5 ? 1 : 0); // junk stays junk
  // the big blind: the minimum raise increment, or what has been put in when nobody raised
  const bigBlind = Math.max(1, legal.raiseTo ? legal.raiseTo.min - currentBet : currentBet);
  const raised = currentBet > bigBlind;
  const depth = (stack + (view.seats[legal.seat]?.committed ?? 0)) / bigBlind;
  const omaha = holeCount >= 4;
  if (depth <= 10 && !omaha) {
    if (effective <= 3 || (effective <= 4 && !raised)) return wager(view, Number.MAX_SAFE_INTEGER);
    return checkOrFold(view);
  }
  if (!raised) {
    const limpers = view.seats.filter((s) => s !== null && s.committed === currentBet).length - 1;
    if (effective <= 2 || (effective === 3 && roll < 0.5 + aggression / 2)) return wager(view, bigBlind * (3 + Math.max(0, limpers)));
    if (effective <= 4) return checkOrCall(view);
    if (position === 'late' && roll < aggression * 0.5) return wager(view, bigBlind * 2.5);
    return checkOrFold(view);
  }
  if (tier === 1) return wager(view, currentBet * 3);
  if (effective <= 2 && gap <= stack * 0.25) return checkOrCall(view);
  if (effective <= 3 && gap <= stack * 0.08) return checkOrCall(view);
  return checkOrFold(view);
}

/** Where a seat sits relative to the button, for position-aware play. */
export type Position = 'blinds' | 'early' | 'middle' | 'late';

/**
 * The viewer's position in the hand (R13, R14), counting only dealt-in seats clockwise from the
 * button: the two seats after the button are the `blinds`; the button and the seat before it
 * are `late`; the first half of the others `early`, the rest `middle`. Heads-up the button is
 * `late` and the other seat `blinds`. A spectator is `middle`.
 */
export function positionOf(view: PlayerView): Position {
  if (view.viewer === 'spectator') return 'middle';
  const n = view.seats.length;
  const order: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (view.button + i) % n;
    if (view.seats[seat] != null) order.push(seat);
  }
  const count = order.length;
  const index = order.indexOf(view.viewer); // button is count - 1
  if (index < 0) return 'middle';
  if (count === 2) return index === count - 1 ? 'late' : 'blinds';
  if (index <= 1) return 'blinds';
  if (index >= count - 2) return 'late';
  const others = count - 4; // seats between the big blind and the cutoff
  return index - 2 < Math.ceil(others / 2) ? 'early' : 'middle';
}
