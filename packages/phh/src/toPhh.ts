import type { Card } from '@pokerchart/cards';
import type { Hand, HandLogEntry } from '@pokerchart/engine';
import type { PhhAction } from './PhhAction.js';
import { PhhExportError } from './PhhExportError.js';
import type { PhhHand } from './PhhHand.js';
import { formatPhhAction } from './formatPhhAction.js';
import { fromChips } from './phhChipScale.js';
import { replayMemoOf } from './replayMemo.js';

const CODES: Record<string, string> = {
  'holdem/no-limit': 'NT',
  'holdem/fixed-limit': 'FT',
  'shortdeck-holdem/no-limit': 'NS',
  'omaha/pot-limit': 'PO',
  'omaha-hilo8/fixed-limit': 'FO/8',
};

/**
 * An engine hand as a PHH record (a finished hand, or one in progress, whose record then stops
 * at the last action and has no `finishing_stacks`). Players are listed from the first seat left
 * of the button to the button (PHH order: `p1` is the small blind, heads-up the big blind), and
 * the forced bets are written in PHH's order (reversed heads-up). Actions come from the hand's
 * log: `d dh`, `d db`, `f`, `cc` for checks and calls (an all-in call included), `cbr` with the
 * round total for bets, raises and all-in raises (R0.2), `sm` with the cards for hands exposed or
 * shown and `sm` alone for a mucked hand.
 *
 * The engine records the forced bets as posted; a short stack that posted less than its blind
 * appears with the amount it posted. For a hand made by {@link replayPhh}, the record is in the
 * file's units, the forced bets and `ante_trimming_status` are the file's, and cards the file
 * never revealed are written `??` again. Fields the engine does not know (players, event, …) are
 * not included.
 *
 * @throws {@link PhhExportError} when the variant and betting structure have no PHH code.
 */
export function toPhh(hand: Hand): PhhHand {
  const ctx = hand.context;
  if (ctx === undefined || ctx === null) throw new PhhExportError('toPhh needs a hand made by createHand, restoreHand or replayPhh');
  const code = CODES[`${ctx.variantId}/${ctx.bettingId}`];
  if (code === undefined) {
    throw new PhhExportError(
      `variant "${ctx.variantId}" under "${ctx.bettingId}" has no PHH variant code (PHH has NT, NS, FT, PO and FO/8 for this family)`,
    );
  }
  const memo = replayMemoOf(hand);
  const scale = memo?.scale ?? 1;
  const units = (chips: number) => fromChips(chips, scale);
  const order = ctx.dealOrder;
  const n = order.length;
  const player = new Map<number, number>(order.map((seat, p) => [seat, p]));
  const phhOrder = <T>(bySeat: readonly T[]): T[] => {
    const byPlayer = order.map((seat) => bySeat[seat]!);
    return n === 2 ? byPlayer.reverse() : byPlayer;
  };
  const postedAntes = new Array<number>(ctx.holeCards.length).fill(0);
  const postedBlinds = new Array<number>(ctx.holeCards.length).fill(0);
  for (const e of ctx.log) {
    if (e.type !== 'posted') continue;
    if (e.kind === 'ante') postedAntes[e.seat]! += e.amount;
    else postedBlinds[e.seat]! += e.amount;
  }
  const anyAnte = postedAntes.some((a) => a > 0);
  const record: PhhHand = { variant: code, starting_stacks: [], actions: [] };
  const trimming = memo !== undefined ? memo.anteTrimming : anyAnte ? ctx.betting.dead === 0 : undefined;
  if (trimming !== undefined) record.ante_trimming_status = trimming;
  record.antes = memo?.antes ?? phhOrder(postedAntes).map(units);
  record.blinds_or_straddles = memo?.blinds ?? phhOrder(postedBlinds).map(units);
  const description = hand.persist().betting;
  if (ctx.bettingId === 'fixed-limit') {
    record.small_bet = units(Number(description.options['smallBet']));
    record.big_bet = units(Number(description.options['bigBet']));
  } else {
    record.min_bet = units(ctx.betting.minBet);
  }
  record.starting_stacks = order.map((seat) => units(ctx.betting.startStacks[seat]!));
  record.actions = exportActions(ctx.log, ctx.holeCards, player, postedBlinds, memo?.filler, memo?.hiddenAtDeal, units).map(formatPhhAction);
  if (hand.isComplete && hand.result !== null) {
    const stacks = hand.result.stacks;
    record.finishing_stacks = order.map((seat) => units(stacks[seat]!));
  }
  return record;
}

function exportActions(
  log: readonly HandLogEntry[],
  holeCards: readonly (Card[] | null)[],
  player: ReadonlyMap<number, number>,
  postedBlinds: readonly number[],
  filler: boolean[][] | undefined,
  hiddenAtDeal: boolean[][] | undefined,
  units: (chips: number) => number,
): PhhAction[] {
  const out: PhhAction[] = [];
  const p = (seat: number) => player.get(seat)!;
  const hide = (marks: boolean[][] | undefined) => (seat: number, cards: readonly Card[]) =>
    cards.map((c, k) => (marks?.[p(seat)]?.[k] === true ? null : c));
  const cardsOf = hide(filler);
  const dealtCards = hide(hiddenAtDeal);
  const unknown = (seat: number) => filler?.[p(seat)]?.some(Boolean) === true;
  let roundMax = Math.max(0, ...postedBlinds);
  let street: string | null = null;
  for (const e of log) {
    switch (e.type) {
      case 'dealt':
        out.push({ type: 'deal-hole', player: p(e.seat), cards: dealtCards(e.seat, e.cards ?? holeCards[e.seat] ?? []) });
        break;
      case 'board':
        out.push({ type: 'deal-board', cards: [...e.cards] });
        break;
      case 'acted': {
        if (street !== null && e.street !== street) roundMax = 0;
        street = e.street;
        const a = e.action;
        if (a.type === 'fold') out.push({ type: 'fold', player: p(e.seat) });
        else if (a.type === 'check' || a.type === 'call' || (a.type === 'all-in' && e.to <= roundMax)) {
          out.push({ type: 'check-call', player: p(e.seat) });
        } else out.push({ type: 'bet-raise', player: p(e.seat), amount: units(e.to) });
        roundMax = Math.max(roundMax, e.to);
        break;
      }
      case 'street-closed':
        roundMax = 0;
        street = null;
        break;
      case 'exposed':
        for (const seat of e.seats) {
          out.push({ type: 'show-muck', player: p(seat), cards: cardsOf(seat, holeCards[seat] ?? []) });
        }
        break;
      case 'shown':
        out.push({ type: 'show-muck', player: p(e.seat), cards: cardsOf(e.seat, e.cards) });
        break;
      case 'mucked':
        out.push({ type: 'show-muck', player: p(e.seat), cards: unknown(e.seat) ? cardsOf(e.seat, holeCards[e.seat] ?? []) : null });
        break;
      default:
        break;
    }
  }
  return out;
}
