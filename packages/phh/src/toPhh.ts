import type { Card } from '@pokerchart/cards';
import { compileForcedBets, describeStructure, fixedLimit, noLimit, potLimit, type BettingStructure, type BettingStructureDescription, type ForcedBets } from '@pokerchart/betting';
import type { Hand, HandContext, HandLogEntry, HandMachineInput } from '@pokerchart/engine';
import type { ReplayMemo } from './replayMemo.js';
import type { PhhAction, PhhCard, PhhHand } from './PhhHand.js';
import { PhhExportError } from './errors.js';
import { formatPhhAction } from './parsePhhAction.js';
import { fromChips } from './phhChipScale.js';
import { replayMemoOf } from './replayMemo.js';
import { phhCodeOf, phhVariantInfo, phhVariants } from './phhVariants.js';

/**
 * An engine hand as a PHH record (a finished hand, or one in progress, whose record then stops
 * at the last action and has no `finishing_stacks`). Players are listed from the first seat left
 * of the button to the button (PHH order: `p1` is the small blind, heads-up the big blind), and
 * the forced bets are written in PHH's order (reversed heads-up). Actions come from the hand's
 * log: `d dh`, `d db`, `f`, `cc` for checks and calls (an all-in call included), `cbr` with the
 * round total for bets, raises and all-in raises (R0.2), `pb` for a stud bring-in (a `cbr` after it
 * is the completion), `sd` for a draw's discards followed, once every seat of that draw has
 * discarded, by the replacements' `d dh` (PokerKit's order), `sm` with the cards for hands exposed
 * or shown and `sm` alone for a mucked hand. Stud records have `bring_in` and no
 * `blinds_or_straddles`.
 *
 * The blinds are those the hand was started with (what each seat owed: a short stack that
 * could post only part of its blind still owed all of it, R22); for a hand restored from a saved
 * snapshot, which does not keep them, the amounts posted are written instead. Uniform antes are
 * written as owed with `ante_trimming_status = true` (live, R24); a big-blind ante as the BB posted
 * it, with `ante_trimming_status = false` (dead, R25), because PHH readers post antes before
 * blinds (see the hand-histories guide for what PHH cannot say: R22 short blinds, R25 orders).
 * A finished hand with a rake (R264) carries it in the user field `_rake`, in chips.
 * Each hand is shown once: a hand exposed at an all-in (R127) gets no second `sm` at showdown. For a hand made by {@link replayPhh}, the record is in the
 * file's units, the forced bets and `ante_trimming_status` are the file's, and cards the file
 * never revealed are written `??` again. Fields the engine does not know (players, event, …) are
 * not included.
 *
 * @throws {@link PhhExportError} when the variant and betting structure have no PHH code
 * (`PHH_NOT_EXPORTABLE`), or for a hand on several boards, run more than once or a bomb pot
 * (`PHH_MULTI_BOARD`, R230, R232; `PHH_BOMB_POT`, R233).
 */
export function toPhh(hand: Hand): PhhHand {
  const ctx = hand !== null && typeof hand === 'object' ? hand.context : undefined;
  if (ctx === undefined || ctx === null) throw new PhhExportError('toPhh needs a hand made by createHand, restoreHand or replayPhh');
  // read only once the export checks pass (the actor is made on first read)
  const started = () => {
    const input = (hand.actor as { options?: { input?: unknown } }).options?.input as HandMachineInput | undefined;
    return { description: hand.persist().options.betting, input };
  };
  return phhRecord(ctx, started, replayMemoOf(hand), hand.isComplete ? hand.result : null);
}

/** What {@link phhOfContext} makes a PHH record from: a hand's context and what it was started with. */
export interface PhhSource {
  /** The hand's context (`hand.context`): finished, or in progress (then no `finishing_stacks`). */
  context: HandContext;
  /** The betting structure the hand was played under (a fixed-limit record writes its bet sizes). */
  betting: BettingStructure;
  /**
   * The options the hand was started with (what `createHand` was given), for the forced bets each
   * seat owed (R22); without them the amounts posted are written, as for a restored hand.
   */
  input?: HandMachineInput;
}

/**
 * The PHH record {@link toPhh} makes of a hand, made from the hand's context and the options it
 * was started with instead of the hand object: for a hand whose context is kept (a table's
 * finished hand) without replaying it. The same record as `toPhh` of the hand, and the same errors.
 *
 * @throws {@link PhhExportError} as {@link toPhh} does.
 */
export function phhOfContext(source: PhhSource): PhhHand {
  const ctx = source.context;
  if (ctx === undefined || ctx === null) throw new PhhExportError('phhOfContext needs a hand context');
  return phhRecord(ctx, () => ({ description: describeStructure(source.betting), input: source.input }), undefined, ctx.result);
}

function phhRecord(
  ctx: HandContext,
  started: () => { description: BettingStructureDescription; input: HandMachineInput | undefined },
  memo: ReplayMemo | undefined,
  result: HandContext['result'],
): PhhHand {
  // PHH writes one board, dealt once, after the usual forced bets
  if (ctx.extraBoards.length > 0) {
    throw new PhhExportError(`this hand is played on ${ctx.extraBoards.length + 1} boards (R230); PHH has no code for several boards, so it cannot be exported`, 'PHH_MULTI_BOARD');
  }
  if (ctx.runs.length > 0) {
    throw new PhhExportError(`this hand ran its board ${ctx.runs.length + 1} times (R232); PHH has no way to write several runs, so it cannot be exported`, 'PHH_MULTI_BOARD');
  }
  if (ctx.bombPot !== null) {
    throw new PhhExportError('this hand is a bomb pot (R233): PHH has no way to write a hand without its first betting round, so it cannot be exported', 'PHH_BOMB_POT');
  }
  const code = phhCodeOf(ctx.variantId, ctx.bettingId);
  if (code === undefined) {
    throw new PhhExportError(
      `variant "${ctx.variantId}" under "${ctx.bettingId}" has no PHH variant code (PHH has codes for ${phhVariants.map((v) => `${v.variantId} ${v.betting} (${v.code})`).join(', ')})`,
    );
  }
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
  const { description, input } = started();
  const owed = owedForcedBets(input, description);
  const blindsBySeat = owed?.blinds ?? postedBlinds;
  // A big-blind ante (dead money, R25) or uniform antes (live, R24). A restored hand keeps no
  // forced-bet options: only a big-blind ante is posted by a single seat.
  const deadAntes = owed !== undefined ? owed.anteDead === true : postedAntes.filter((a) => a > 0).length === 1;
  const tableHasAnte = (owed?.antes ?? postedAntes).some((a) => a > 0);
  // PHH readers (PokerKit) post every ante before the blinds. A big-blind ante is therefore written
  // as the BB posted it, so that blind-first posting (R25) comes out the same: a BB short of blind
  // and ante has the remainder after the blind as ante. A BB whose whole stack went into the ante
  // under ante-first has a live ante (R25), which PHH writes as a short blind: ante 0, blind owed.
  // (A stack above the blind, with an ante larger than the blind, has no exact PHH form: the part
  // above the blind is written as a dead ante.)
  const antesBySeat = !deadAntes
    ? (owed?.antes ?? postedAntes)
    : postedAntes.map((a, seat) =>
        a > 0 && postedBlinds[seat] === 0 && blindsBySeat[seat]! > 0 && a === ctx.betting.startStacks[seat]
          ? Math.max(0, a - blindsBySeat[seat]!)
          : a,
      );
  const record: PhhHand = { variant: code, starting_stacks: [], actions: [] };
  // ante_trimming_status true: antes are live for pot layering (PokerKit's reading of uniform
  // antes, R24); false: they are dead money added to the main pot (a big-blind ante, R25).
  const trimming = memo !== undefined ? memo.anteTrimming : tableHasAnte ? !deadAntes : undefined;
  if (trimming !== undefined) record.ante_trimming_status = trimming;
  record.antes = memo?.antes ?? phhOrder(antesBySeat).map(units);
  const family = phhVariantInfo(code)!.family;
  // a stud game has no blinds: its forced bets are the antes and the bring-in (R200, R201)
  if (family !== 'stud') record.blinds_or_straddles = memo?.blinds ?? phhOrder(blindsBySeat).map(units);
  else record.bring_in = units(ctx.bringIn ?? 0);
  if (ctx.bettingId === 'fixed-limit') {
    record.small_bet = units(Number(description.options['smallBet']));
    record.big_bet = units(Number(description.options['bigBet']));
  } else {
    record.min_bet = units(ctx.betting.minBet);
  }
  const unknownStack = (seat: number) => memo?.unknownStack[player.get(seat)!] === true;
  record.starting_stacks = order.map((seat) => (unknownStack(seat) ? Infinity : units(ctx.betting.startStacks[seat]!)));
  record.actions = exportActions(ctx.log, ctx.holeCards, player, family === 'stud' ? [] : blindsBySeat, family, memo?.fillerCards, memo?.hiddenCards, units).map(formatPhhAction);
  if (result !== null) {
    const stacks = memo?.finalChips ?? result.stacks;
    record.finishing_stacks = order.map((seat) => (unknownStack(seat) ? Infinity : units(stacks[seat]!)));
    // R264: a raked hand (no PHH field for it: the user field `_rake`, as card-room histories write it)
    if (result.rake !== undefined && result.rake > 0) record['_rake'] = units(result.rake);
  }
  return record;
}

/**
 * The forced bets the hand was started with (what each seat owed, not what a short stack could
 * post): from the options given to `createHand`, kept as the actor's input. Undefined for a
 * restored hand or a custom betting structure; the log's posted amounts are used then.
 */
function owedForcedBets(input: HandMachineInput | undefined, description: BettingStructureDescription): ForcedBets | undefined {
  if (input === undefined || input === null || typeof input !== 'object') return undefined;
  if (input.forcedBets !== undefined) return input.forcedBets;
  let structure: BettingStructure;
  if (description.id === 'no-limit') structure = noLimit();
  else if (description.id === 'pot-limit') structure = potLimit();
  else if (description.id === 'fixed-limit') {
    const o = description.options;
    structure = fixedLimit({ smallBet: Number(o['smallBet']), bigBet: Number(o['bigBet']) });
  } else return undefined;
  try {
    return compileForcedBets({
      stacks: input.stacks,
      button: input.button,
      structure,
      blinds: input.blinds,
      ante: input.ante,
      straddle: input.straddle,
      rules: input.rules,
    });
  } catch {
    return undefined;
  }
}

function exportActions(
  log: readonly HandLogEntry[],
  holeCards: readonly (Card[] | null)[],
  player: ReadonlyMap<number, number>,
  blinds: readonly number[],
  family: 'board' | 'stud' | 'draw',
  filler: ReadonlySet<number> | undefined,
  hiddenAtDeal: ReadonlySet<number> | undefined,
  units: (chips: number) => number,
): PhhAction[] {
  const out: PhhAction[] = [];
  const p = (seat: number) => player.get(seat)!;
  const hide = (marks: ReadonlySet<number> | undefined) => (cards: readonly Card[]): PhhCard[] => cards.map((c) => (marks?.has(c) === true ? null : c));
  const cardsOf = hide(filler);
  const dealtCards = hide(hiddenAtDeal);
  // each seat's cards as they change (stud streets, draws), to show a hand as it is held
  const held: Card[][] = holeCards.map(() => []);
  const unknown = (seat: number) => held[seat]!.some((c) => filler?.has(c) === true);
  // A hand shown in full (an all-in exposure, R127) is shown once: PHH readers such as PokerKit
  // take no second show or muck from a player whose cards are all face up. A stud hand exposed
  // before seventh street is shown again with its later cards at showdown (as PokerKit reads it).
  const shownInFull = new Map<number, readonly PhhCard[]>();
  const show = (seat: number, cards: PhhCard[] | null) => {
    const before = shownInFull.get(seat);
    if (before !== undefined && (cards === null || (cards.length === before.length && cards.every((c) => before.includes(c))))) return;
    out.push({ type: 'show-muck', player: p(seat), cards });
    if (cards !== null && cards.length > 0 && cards.every((c) => c !== null)) shownInFull.set(seat, cards);
  };
  // Draws: the engine deals a seat's replacements right after its discard (R212); PHH (PokerKit)
  // deals them once every seat of the draw has discarded. Exposures of a draw game wait for the
  // last draw (PokerKit shows a drawing all-in hand only then).
  let replacements: PhhAction[] = [];
  let drawing: string | false = false;
  const exposedLater = new Set<number>();
  const flushDraw = () => {
    out.push(...replacements);
    replacements = [];
    drawing = false;
  };
  const flushExposures = () => {
    for (const seat of exposedLater) show(seat, cardsOf(held[seat]!));
    exposedLater.clear();
  };
  let roundMax = Math.max(0, ...blinds);
  let street: string | null = null;
  for (const e of log) {
    if (drawing !== false && e.type !== 'dealt' && e.type !== 'discarded' && e.type !== 'burned' && e.type !== 'reshuffled') flushDraw();
    if (e.type === 'shown' || e.type === 'mucked' || e.type === 'awarded') flushExposures();
    switch (e.type) {
      case 'dealt': {
        const cards = e.cards ?? holeCards[e.seat] ?? [];
        held[e.seat]!.push(...cards);
        const deal: PhhAction = { type: 'deal-hole', player: p(e.seat), cards: dealtCards(cards) };
        if (drawing !== false) replacements.push(deal);
        else out.push(deal);
        break;
      }
      case 'discarded': {
        if (drawing !== false && drawing !== e.street) flushDraw(); // the next draw, no betting between (all-in)
        const cards = e.cards ?? [];
        held[e.seat] = held[e.seat]!.filter((c) => !cards.includes(c));
        out.push({ type: 'discard', player: p(e.seat), cards: cardsOf(cards) });
        drawing = e.street;
        break;
      }
      case 'board':
        out.push({ type: 'deal-board', cards: [...e.cards] });
        break;
      case 'acted': {
        if (street !== null && e.street !== street) roundMax = 0;
        street = e.street;
        const a = e.action;
        if (a.type === 'fold') out.push({ type: 'fold', player: p(e.seat) });
        else if (a.type === 'bring-in') out.push({ type: 'bring-in', player: p(e.seat) });
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
          if (family === 'draw') exposedLater.add(seat);
          else show(seat, cardsOf(held[seat]!.length > 0 ? held[seat]! : (holeCards[seat] ?? [])));
        }
        break;
      case 'shown':
        show(e.seat, cardsOf(e.cards));
        break;
      case 'mucked':
        show(e.seat, unknown(e.seat) ? cardsOf(held[e.seat]!) : null);
        break;
      default:
        break;
    }
  }
  if (drawing !== false) flushDraw();
  flushExposures();
  return out;
}
