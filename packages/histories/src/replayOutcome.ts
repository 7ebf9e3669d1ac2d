import { IllegalActionError } from '@pokerchart/betting';
import type { Card } from '@pokerchart/cards';
import { awardPots, createHand, DealingError, HandOptionsError, variantDeck, type Hand } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { HandRefusal } from './errors.js';
import { card, type HandOutcome, type HandSetup } from './handSetup.js';

const DECK: readonly Card[] = variantDeck(texasHoldem);
const DECK_TEXT: readonly string[] = DECK.map((c) => {
  for (const r of '23456789TJQKA') for (const s of 'cdhs') if (card(r + s) === c) return r + s;
  return '??';
});
const STREET_CARDS = [0, 3, 4, 5];

/**
 * The outcome of a hand replayed through the engine's `createHand` (RULES R271, `check:
 * 'replay'`): the deck stacked so that the engine deals the history's cards (unknown hole cards
 * get cards nobody holds), every action played in order. Hands never shown do not win: a pot the
 * engine would give to one is awarded among the hands shown. Throws a {@link HandRefusal} naming
 * the line of the first fault.
 * @internal
 */
export function replayOutcome(setup: HandSetup, openFold = false): HandOutcome {
  const { hand, n, order, known, holeCount, first, runs, runCount, common, chips } = setup;
  // the deck in the order the engine deals it: hole cards round by round from the seat left of the button, then each street after its burn
  const slots: (string | null)[] = [];
  for (let r = 0; r < holeCount; r++) for (let s = 0; s < n; s++) slots.push(known[s]?.[r] ?? null);
  const dealBoard = (board: readonly string[], from: number) => {
    let at = 0;
    for (const size of [3, 1, 1]) {
      if (at >= from && at < board.length) {
        slots.push(null);
        for (let k = 0; k < size; k++) slots.push(board[at + k] ?? null);
      }
      at += size;
    }
  };
  dealBoard(first, 0);
  for (const other of runs.slice(1)) dealBoard(other, common);
  const used = new Set<string>();
  for (const c of slots) if (c !== null) used.add(c);
  const filler: Card[] = [];
  for (let i = 0; i < DECK.length; i++) if (!used.has(DECK_TEXT[i]!)) filler.push(DECK[i]!);
  let f = 0;
  const deck: Card[] = slots.map((c) => (c === null ? filler[f++]! : card(c)));
  while (f < filler.length) deck.push(filler[f++]!);

  let engine: Hand;
  try {
    engine = createHand({
      variant: setup.variant,
      betting: setup.structure,
      stacks: setup.stacks,
      button: n - 1,
      forcedBets: setup.forcedBets,
      dealing: { deck },
      // a fold when checking is free (R59) is allowed only in the hands that have one: the option costs every hand
      ...(openFold ? { rules: { allowOpenFold: true } } : {}),
      ...(runCount > 1 ? { runItTimes: runCount } : {}),
    });
  } catch (error) {
    if (error instanceof HandOptionsError || error instanceof DealingError) {
      throw new HandRefusal('HISTORY_BAD_SETUP', `the engine cannot start this hand: ${error.message}`, hand.line);
    }
    throw error;
  }

  for (const action of hand.actions) {
    const s = setup.seatFor(action.player, action.line);
    if (engine.isComplete) throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts after the hand is over (R271)`, action.line);
    if (action.street > 0 && first.length < STREET_CARDS[action.street]!) {
      throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts on a street whose cards the history never deals (R271)`, action.line);
    }
    if (engine.toAct !== s) {
      const who = engine.toAct === null ? 'nobody is to act' : `${order[engine.toAct]!.name} is to act (R48)`;
      throw new HandRefusal('HISTORY_WRONG_ACTOR', `${action.player} acts but ${who}`, action.line);
    }
    try {
      switch (action.kind) {
        case 'fold':
        case 'check':
        case 'call':
          engine.act({ type: action.kind });
          break;
        case 'bet':
        case 'raise': {
          const to = chips(action.amount);
          // the room says "bets" when nothing was wagered on the street and "raises" otherwise (R61), as the engine does
          try {
            engine.act(action.kind === 'bet' ? { type: 'bet', to } : { type: 'raise', to });
          } catch (error) {
            // an all-in short of a full raise is not a raise the player could choose, but it is legal all-in (R80)
            if (!(error instanceof IllegalActionError) || !action.allIn) throw error;
            engine.act({ type: 'all-in' });
          }
          break;
        }
      }
    } catch (error) {
      if (error instanceof IllegalActionError && error.code === 'OPEN_FOLD' && !openFold) return replayOutcome(setup, true);
      if (error instanceof IllegalActionError) {
        throw new HandRefusal('HISTORY_ILLEGAL_ACTION', `${action.player}'s ${action.kind} is not legal in the replay: ${error.message}`, action.line);
      }
      throw error;
    }
  }
  if (!engine.isComplete) {
    throw new HandRefusal('HISTORY_INCOMPLETE', `the replay does not reach the end of the hand with the history's actions (R271): ${engine.toAct === null ? 'cards are still due' : `${order[engine.toAct]!.name} still has to act`}`, hand.totalPotLine);
  }
  const result = engine.result!;
  const to: number[] = [];
  for (const entry of engine.log) if (entry.type === 'acted') to.push(entry.to);

  // awards: a contested pot the filler cards of an unknown hand would win goes to the best hand shown (a hand not shown is mucked)
  let payouts = result.payouts;
  const unknown = new Set(known.flatMap((c, s) => (c === undefined ? [s] : [])));
  const unknownWins = result.pots.some((p) => p.eligible.length >= 2 && p.winners.some((w) => unknown.has(w)));
  if (unknownWins) {
    if (runCount > 1) throw new HandRefusal('HISTORY_UNKNOWN_WINNER', 'a pot run more than once would go to a hand the history never shows (R271)', hand.totalPotLine);
    const shown = result.shown.filter((h) => !unknown.has(h.seat)).sort((a, b) => b.value.strength - a.value.strength);
    const tiers: number[][] = [];
    let last: number | null = null;
    for (const h of shown) {
      if (h.value.strength === last) tiers[tiers.length - 1]!.push(h.seat);
      else tiers.push([h.seat]);
      last = h.value.strength;
    }
    if (result.pots.some((p) => p.eligible.length >= 2 && !p.eligible.some((e) => tiers.some((t) => t.includes(e))))) {
      throw new HandRefusal('HISTORY_UNKNOWN_WINNER', 'a contested pot has only hands the history never shows: nobody can be said to win it (R271)', hand.totalPotLine);
    }
    payouts = awardPots(result.pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible] })), tiers, n - 1, n);
  }
  return {
    to,
    showdown: result.showdown,
    runs: result.runs.length,
    mucked: result.mucked,
    payouts,
    returned: result.returned,
    beforeAward: result.stacks.map((st, s) => st - result.payouts[s]!),
  };
}
