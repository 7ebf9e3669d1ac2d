import type { BettingStructure, LegalActions, PlayerAction } from '@pokerchart/betting';
import type { Card } from '@pokerchart/cards';
import { createHand, type Hand, type HandOptions, type VariantDescriptor } from '@pokerchart/engine';
import { recordHandSteps } from './recordHandSteps.js';
import type { ViewerHand, ViewerStep } from './toHtmlViewer.js';
import { VizError } from './errors.js';

/** Options of {@link sampleHands}. */
export interface SampleHandsOptions {
  /** The variant played. */
  variant: VariantDescriptor;
  /** The betting structure. */
  betting: BettingStructure;
  /** Chips of each player (one entry per seat) in the raise hand. Default: three players with 200. */
  stacks?: readonly number[];
  /** Blinds, when the structure does not bring its own (fixed limit does). Default: none. */
  blinds?: HandOptions['blinds'];
  /** An ante (stud games post one before the bring-in). Default: none. */
  ante?: HandOptions['ante'];
  /** The seed of the deal. Default 1. */
  seed?: number;
  /**
   * Chips of each player in the all-in hand: short, so that betting the most every time puts
   * players all in before the last card. Default: 10 big blinds (20 without blinds), never more
   * than `stacks`.
   */
  allInStack?: number;
  /**
   * How many times the all-in hand runs the rest of the board (R232): a number, or `'ask'` (every
   * player then asks for the most runs allowed). Default 1. The raise hand is not affected.
   */
  runItTimes?: HandOptions['runItTimes'];
  /** The most runs a player may ask for under `runItTimes: 'ask'` (R232). */
  maxRuns?: HandOptions['maxRuns'];
  /** Deal both hands as bomb pots (R233): every player antes, no blinds, the hand starts on the flop. */
  bombPot?: HandOptions['bombPot'];
}

type Policy = (legal: LegalActions, hand: Hand) => PlayerAction;

/** A bet or a raise to `to`: a raise once someone has put chips in this round (R57). */
function wager(hand: Hand, to: number): PlayerAction {
  const opened = hand.view('spectator').seats.some((s) => s !== null && s.committed > 0);
  return opened ? { type: 'raise', to } : { type: 'bet', to };
}

/**
 * Stands pat in a draw (or throws the fewest cards allowed), posts a bring-in that is owed, asks
 * for the most runs allowed when asked how many times to run the board (R232).
 */
function chores(legal: LegalActions, hand: Hand): PlayerAction | null {
  if (legal.runIt) return { type: 'run-it', times: legal.runIt.max };
  if (legal.discard) {
    const hole = hand.context.holeCards[legal.seat] ?? [];
    return { type: 'discard', cards: hole.slice(0, legal.discard.min) };
  }
  if (legal.bringIn !== null) return { type: 'bring-in' };
  return null;
}

/** The first voluntary bet of the hand raises (or bets) the least allowed; after that, call or check. */
function oneRaise(): Policy {
  let raised = false;
  return (legal, hand) => {
    const chore = chores(legal, hand);
    if (chore) return chore;
    if (!raised && legal.raiseTo !== null && legal.call !== null) {
      raised = true;
      return wager(hand, legal.raiseTo.min);
    }
    if (legal.call !== null) return { type: 'call' };
    return legal.check ? { type: 'check' } : { type: 'fold' };
  };
}

/** Everyone bets or raises the most allowed, else calls: short stacks are soon all in. */
function allIn(): Policy {
  return (legal, hand) => {
    const chore = chores(legal, hand);
    if (chore) return chore;
    if (legal.raiseTo !== null) return wager(hand, legal.raiseTo.max);
    if (legal.call !== null) return { type: 'call' };
    return legal.check ? { type: 'check' } : { type: 'fold' };
  };
}

/** Plays a hand to its end with one policy for every seat, recording its steps. */
function play(options: HandOptions, policy: Policy): { hand: Hand; steps: ViewerStep[] } {
  const hand = createHand(options);
  const recording = recordHandSteps(hand);
  try {
    for (let i = 0; !hand.isComplete && i < 2000; i++) {
      const legal = hand.legalActions();
      if (legal === null) throw new VizError('BAD_STEPS', `sampleHands: nobody may act in state ${JSON.stringify(hand.state)}`);
      hand.act(policy(legal, hand));
    }
  } finally {
    recording.stop();
  }
  return { hand, steps: recording.steps };
}

/** The state values of a recording, as text (`"runout"`, `{"flop":"bet"}`). */
function visited(steps: readonly ViewerStep[]): Set<string> {
  return new Set(steps.map((s) => JSON.stringify((s.state as { value: unknown }).value)));
}

/**
 * Plays `played` again under manual dealing, dealing the cards it dealt, so that the states that
 * wait for cards (the run-out among them) are steps of their own. `null` when the variant deals
 * in a way this replay does not know.
 */
function replayDealingByHand(options: HandOptions, played: Hand, policy: Policy): ViewerStep[] | null {
  // the cards in the order the seeded hand dealt them: hole cards (and a draw's replacements) by
  // seat, board cards by street
  const plan = played.log.flatMap((e): ({ seat: number; cards: Card[] } | { board: Card[] })[] =>
    e.type === 'dealt' && e.cards !== null ? [{ seat: e.seat, cards: e.cards }] : e.type === 'board' ? [{ board: e.cards }] : [],
  );
  const { dealing: _dealing, ...rest } = options;
  let hand: Hand;
  try {
    hand = createHand({ ...rest, dealing: 'manual' });
  } catch {
    return null;
  }
  const recording = recordHandSteps(hand);
  try {
    for (let i = 0; !hand.isComplete && i < 2000; i++) {
      const legal = hand.legalActions();
      if (legal !== null) {
        hand.act(policy(legal, hand));
        continue;
      }
      const next = plan.shift();
      if (next === undefined) return null;
      if ('board' in next) hand.dealBoard(next.board);
      else hand.dealHole(next.seat, next.cards);
    }
    if (!hand.isComplete || JSON.stringify(hand.result) !== JSON.stringify(played.result)) return null;
    return recording.steps;
  } catch {
    return null;
  } finally {
    recording.stop();
  }
}

/**
 * Sample hands for {@link toHtmlViewer}, played through the engine (`createHand`) by scripted
 * players, so that the viewer shows more than checks and calls:
 *
 * 1. **A raise**: the first voluntary action raises the least allowed (or bets, when nothing is
 *    in), then everybody calls or checks to the end.
 * 2. **All in**: short stacks, and everyone bets or raises the most allowed, else calls, so the
 *    players are all in before the last card and the rest is dealt without betting (R103). This
 *    hand is dealt by hand (`dealing: 'manual'`, the cards of a seeded deal), so the chart shows
 *    the `runout` state as a step of its own, one street at a time; a variant whose dealing the
 *    replay does not know is shown dealt from the seed.
 *
 * In a draw, the players stand pat; in stud, an owed bring-in is posted; asked how many times to
 * run the board, they ask for the most (R232). With several boards (R230) every board is a line of
 * its step (`flop, board 2: …`), and each part of a pot too (R231). The same options give the same
 * hands.
 *
 * @example
 * ```ts
 * const hands = sampleHands({ variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 } });
 * await toHtmlViewer({ machine: createHandMachine(texasHoldem, noLimit()), hands });
 * ```
 */
export function sampleHands(options: SampleHandsOptions): ViewerHand[] {
  if (options === null || typeof options !== 'object') throw new VizError('BAD_OPTION', 'sampleHands needs { variant, betting }');
  const { variant, betting, blinds, ante } = options;
  const stacks = options.stacks ?? [200, 200, 200];
  const seed = options.seed ?? 1;
  const bomb = options.bombPot ? { bombPot: options.bombPot } : {};
  const base: HandOptions = { variant, betting, stacks, button: 0, ...(blinds ? { blinds } : {}), ...(ante ? { ante } : {}), ...bomb, dealing: { seed } };
  const raise = play(base, oneRaise());

  const short = Math.min(options.allInStack ?? (blinds ? blinds.big * 10 : 20), ...stacks);
  const runs = {
    ...(options.runItTimes !== undefined ? { runItTimes: options.runItTimes } : {}),
    ...(options.maxRuns !== undefined ? { maxRuns: options.maxRuns } : {}),
  };
  const allInOptions: HandOptions = { ...base, ...runs, stacks: stacks.map(() => short) };
  const dealt = play(allInOptions, allIn());
  const byHand = replayDealingByHand(allInOptions, dealt.hand, allIn());
  const steps = byHand ?? dealt.steps;
  const ranOut = visited(steps).has('"runout"');
  return [
    { title: 'a raise, then calls and checks to the end', steps: raise.steps },
    { title: ranOut ? 'all in, then the run-out' : 'all in', steps },
  ];
}
