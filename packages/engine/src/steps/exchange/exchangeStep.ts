import { type Card, formatCard, parseCards, restoreRng, type Rng } from '@pokerchart/cards';
import { IllegalActionError, type LegalActions } from '@pokerchart/betting';
import { burnDrawCard, drawOrder, replaceDiscards } from './replaceDiscards.js';
import { DealingError } from '../../errors.js';
import type { ExchangeState } from './ExchangeState.js';
import type { ExchangeStep } from '../../VariantSpec.js';
import type { HandContext, HandEnv, HandLogEntry } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { Street } from '../variantSteps.js';
import { appendLog } from '../../publish.js';

/*
 * The exchange step (draws R212, R213; discard-only exchanges R220): its guards read the
 * running exchange in the context, its actions discard, burn, replace and reshuffle.
 */

/** The exchange kind's slice of the context (R212, R213), or `null` in a game without exchanges. @internal */
export function exchangeState(ctx: HandContext): ExchangeState | null {
  return (ctx.kinds['exchange'] as ExchangeState | undefined) ?? null;
}

/** The context's kind slices with the exchange's replaced. */
function withExchange(ctx: HandContext, ex: ExchangeState): HandContext['kinds'] {
  return { ...ctx.kinds, exchange: ex };
}

/** Street `street`'s exchange among the steps before its betting, or `null`. @internal */
export function streetExchange(street: Street): ExchangeStep | null {
  return (street.before.find((st) => st.kind === 'exchange') as ExchangeStep | undefined) ?? null;
}

/** The last street's closing exchange, right before the showdown (R234), or `null`. @internal */
export function closingExchange(env: Pick<HandEnv, 'streets'>): ExchangeStep | null {
  const last = env.streets[env.streets.length - 1];
  return last === undefined ? null : ((last.closing.find((st) => st.kind === 'exchange') as ExchangeStep | undefined) ?? null);
}

/** What one `ACT` event does in an exchange: the seat, its discards, or why it is refused. @internal */
export interface DiscardOutcome {
  /** The context the event was checked against. */
  readonly before: HandContext;
  /** The seat to discard. */
  readonly seat: number;
  /** The discarded cards, parsed and checked, or `null` when refused. */
  readonly cards: Card[] | null;
  /** Why the discard is refused, or `null`. */
  readonly error: IllegalActionError | null;
}

let lastEvent: object | null = null;
let lastOutcome: DiscardOutcome | null = null;

/** A card for a message. */
function show(card: Card): string {
  return formatCard(card);
}

/** The bounds of a discard by the seat to discard: the exchange's, never more cards than the hand holds (R212). @internal */
export function discardBounds(ctx: HandContext, seat: number): { min: number; max: number } {
  const ex = exchangeState(ctx)!;
  const held = ctx.holeCards[seat]?.length ?? 0;
  return { min: Math.min(ex.min, held), max: Math.min(ex.max, held) };
}

/** The outcome of an `ACT` event while a discard is pending (R212, R220). @internal */
export function discardOutcome(ctx: HandContext, event: HandEvent, env: HandEnv): DiscardOutcome {
  if (lastEvent === event && lastOutcome !== null && lastOutcome.before === ctx) return lastOutcome;
  void env;
  const ex = exchangeState(ctx)!;
  const seat = ex.toDiscard[0]!;
  const { min, max } = discardBounds(ctx, seat);
  const allowed = min === max ? `exactly ${min}` : `${min} to ${max}`;
  const refuse = (code: string, message: string): DiscardOutcome => ({ before: ctx, seat, cards: null, error: new IllegalActionError(code, message, seat) });
  let outcome: DiscardOutcome;
  const e = event as { action?: { type?: unknown; cards?: unknown }; seat?: unknown };
  if (e.seat !== undefined && e.seat !== seat) {
    outcome = refuse('NOT_YOUR_TURN', `seat ${JSON.stringify(e.seat) ?? String(e.seat)} cannot act: seat ${seat} is to discard (R212)`);
  } else if (e.action?.type !== 'discard') {
    outcome = refuse('DRAW_PENDING', `seat ${seat} must discard now (${String(e.action?.type)} is not possible during a draw): discard ${allowed} card(s) with { type: 'discard', cards }${min === 0 ? ', [] stands pat' : ''} (R212${ex.draw ? '' : ', R220'})`);
  } else {
    let cards: Card[] | null = null;
    try {
      cards = parseCards(e.action.cards as string | readonly (string | Card)[]);
    } catch (error) {
      outcome = refuse('BAD_DISCARD', `seat ${seat}'s discard is not a list of cards: ${(error as Error).message} (R212)`);
    }
    if (cards !== null) {
      const hand = ctx.holeCards[seat]!;
      const seen = new Set<Card>();
      let problem: string | null = null;
      for (const c of cards) {
        if (seen.has(c)) {
          problem = `seat ${seat} discards ${show(c)} twice: each card is discarded once (R212)`;
          break;
        }
        seen.add(c);
        if (!hand.includes(c)) {
          problem = `seat ${seat} cannot discard ${show(c)}: it is not in the seat's hand; discard cards the seat holds (R212)`;
          break;
        }
      }
      if (problem === null && (cards.length < min || cards.length > max)) {
        problem = `seat ${seat} discards ${cards.length} card(s), but this ${ex.draw ? 'draw' : 'exchange'} takes ${allowed} (R212${ex.draw ? '' : ', R220'})`;
      }
      outcome = problem === null ? { before: ctx, seat, cards, error: null } : refuse('BAD_DISCARD', problem);
    }
  }
  lastEvent = event;
  lastOutcome = outcome!;
  return outcome!;
}

/** The RNG a reshuffle uses: the hand's, continued (seeded dealing), else `null` (an explicit deck reuses the muck in order, R213). */
function reshuffleRng(ex: ExchangeState): Rng | null {
  return ex.rng === null ? null : restoreRng(ex.rng);
}

/** Guard `discardIllegal` (R0.3, R212): the discard is refused (wrong seat, not a discard, wrong count, a card not held or repeated). @internal */
export function discardIllegal(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  return discardOutcome(ctx, event, env).error !== null;
}

/** Guard `replacementsAwaited` (R212, R35): manual dealing, and this discard is to be replaced by cards dealt by hand. @internal */
export function replacementsAwaited(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  return ctx.dealing === 'manual' && exchangeState(ctx)!.draw && discardOutcome(ctx, event, env).cards!.length > 0;
}

/** Guard `drawPending` (R212): after this event another seat still has to discard. @internal */
export function drawPending(ctx: HandContext, event: HandEvent): boolean {
  const left = exchangeState(ctx)!.toDiscard.length;
  return event.type === 'ACT' ? left > 1 : left > 0;
}

/** Guard `bettingClosed` (R103): an all-in closed the betting, so no betting round follows the exchange. @internal */
export function bettingClosed(ctx: HandContext): boolean {
  return ctx.betting.status !== 'betting';
}

/**
 * The exchange numbered `s`: street `s`'s exchange before its betting round, or, for
 * `s === env.streets.length`, the closing exchange after the last betting round, right before
 * the showdown (R234). @internal
 */
export function exchangeAt(env: HandEnv, s: number): ExchangeStep | null {
  return s < env.streets.length ? streetExchange(env.streets[s]!) : closingExchange(env);
}

/** The street name exchange `s` is logged and shown under (the closing exchange: the last street's, R234). @internal */
export function exchangeStreetName(env: HandEnv, s: number): string {
  return env.streets[Math.min(s, env.streets.length - 1)]!.name;
}

/** Whether exchange `s` (see {@link exchangeAt}) exists and has not run yet. */
function exchangePending(ctx: HandContext, env: HandEnv, s: number): boolean {
  return exchangeAt(env, s) !== null && exchangeState(ctx) !== null && exchangeState(ctx)!.street < s;
}

/**
 * The next thing a run-out (betting closed, R103) stops for after the last street dealt: the
 * street whose exchange must run first, or whose board cards come next, or the closing exchange
 * right before the showdown (`street` one past the last, R234); `null` when nothing is left.
 * Streets with neither are passed over. @internal
 */
export function nextRunoutStop(ctx: HandContext, env: HandEnv): { street: number; kind: 'exchange' | 'board' | 'seats' } | null {
  for (let s = ctx.dealtStreet + 1; s < env.streets.length; s++) {
    if (exchangePending(ctx, env, s)) return { street: s, kind: 'exchange' };
    if (env.streets[s]!.board > 0) return { street: s, kind: 'board' };
    if (s > 0 && env.streets[s]!.seatCards.length > 0) return { street: s, kind: 'seats' }; // a stud street (R200)
  }
  const closing = env.streets.length;
  if (exchangePending(ctx, env, closing)) return { street: closing, kind: 'exchange' };
  return null;
}

/** Guard `exchangeDue` (R103, R212): in a run-out, street `street`'s exchange comes next (players draw even when betting is closed). @internal */
export function exchangeDue(ctx: HandContext, env: HandEnv, street: number): boolean {
  const stop = nextRunoutStop(ctx, env);
  return stop !== null && stop.kind === 'exchange' && stop.street === street;
}

/** Whether an exchange is still to run after the last street dealt. @internal */
export function exchangeAhead(ctx: HandContext, env: HandEnv): boolean {
  for (let s = ctx.dealtStreet + 1; s <= env.streets.length; s++) if (exchangePending(ctx, env, s)) return true;
  return false;
}

/**
 * Action `enterExchange` (R212, R234): the exchange of street `street` (or the closing exchange,
 * `street` one past the last) starts: every seat still in the hand (all-in players too) discards
 * in turn from the first left of the button; a draw begins with one burn card from the stub (not
 * under manual dealing), reshuffling the muck first if the stub is empty (R213). @internal
 */
export function enterExchange(ctx: HandContext, env: HandEnv, street: number): Partial<HandContext> {
  const spec = exchangeAt(env, street)!;
  const b = ctx.betting;
  const inHand = ctx.holeCards.map((h, s) => h !== null && !b.folded[s]!);
  let ex: ExchangeState = {
    ...exchangeState(ctx)!, street, min: spec.min, max: spec.max, draw: spec.draw, awaiting: null,
    toDiscard: drawOrder({ button: b.button, inHand }),
  };
  const out: Partial<HandContext> = { phase: 'draw' };
  if (spec.draw && ctx.dealing !== 'manual') {
    const name = exchangeStreetName(env, street);
    const rng = reshuffleRng(ex);
    const burned = burnDrawCard({ stub: ctx.deck, muck: ex.muck }, rng);
    const log: HandLogEntry[] = [];
    if (burned.reshuffled) log.push({ type: 'reshuffled', street: name, count: ex.muck.length });
    log.push({ type: 'burned', street: name, card: burned.card });
    ex = { ...ex, muck: burned.deck.muck.slice(), rng: rng === null ? null : rng.state() };
    out.deck = burned.deck.stub.slice();
    out.log = appendLog(ctx.log, ...log);
  }
  out.kinds = withExchange(ctx, ex);
  return out;
}

/**
 * Action `discardCards` (R212, R213, R220): the seat's discard; in a draw dealt from the deck, as
 * many replacements from the stub, which, when it runs out, is refilled by shuffling the earlier
 * discards and the burns (never this seat's own discards, which join the muck after its draw).
 * Under manual dealing the replacements are awaited (`dealHole`). @internal
 */
export function discardCards(ctx: HandContext, event: HandEvent, env: HandEnv): Partial<HandContext> {
  const { seat, cards } = discardOutcome(ctx, event, env);
  const discards = cards!;
  const ex = exchangeState(ctx)!;
  const name = exchangeStreetName(env, ex.street);
  const kept = ctx.holeCards[seat]!.filter((c) => !discards.includes(c));
  const holeCards = ctx.holeCards.slice();
  const log: HandLogEntry[] = [{ type: 'discarded', street: name, seat, cards: discards.slice(), count: discards.length }];
  let next: ExchangeState = { ...ex, toDiscard: ex.toDiscard.slice(1) };
  const out: Partial<HandContext> = {};
  if (!ex.draw || discards.length === 0) {
    holeCards[seat] = kept;
    if (discards.length > 0) next.muck = [...ex.muck, ...discards];
  } else if (ctx.dealing === 'manual') {
    holeCards[seat] = kept;
    next = { ...next, awaiting: { seat, count: discards.length }, muck: [...ex.muck, ...discards] };
  } else {
    const rng = reshuffleRng(ex);
    const replaced = replaceDiscards({ stub: ctx.deck, muck: ex.muck }, discards, rng);
    if (replaced.reshuffled) log.push({ type: 'reshuffled', street: name, count: ex.muck.length });
    log.push({ type: 'dealt', seat, cards: replaced.cards.slice() });
    holeCards[seat] = [...kept, ...replaced.cards];
    next = { ...next, muck: replaced.deck.muck.slice(), rng: rng === null ? null : rng.state() };
    out.deck = replaced.deck.stub.slice();
  }
  out.holeCards = holeCards;
  out.kinds = withExchange(ctx, next);
  out.log = appendLog(ctx.log, ...log);
  if (closingExchangeOver(next, env)) out.phase = 'showdown';
  return out;
}

/** Whether `ex` is the closing exchange (R234) and every seat is done with it: the showdown comes next. */
function closingExchangeOver(ex: ExchangeState, env: HandEnv): boolean {
  return ex.street === env.streets.length && ex.toDiscard.length === 0 && ex.awaiting === null;
}

/**
 * The replacement cards of a manual draw (R212, R213): the seat whose cards are awaited, exactly
 * as many cards as it discarded, none held by a seat still in the hand or on the board, none
 * repeated. A card that left play (a discard, a burn, a folded hand) may come back: with manual
 * dealing the replacements are whatever is given (R213). @internal
 */
export function readReplacements(ctx: HandContext, seat: unknown, raw: unknown): Card[] {
  const awaiting = exchangeState(ctx)!.awaiting!;
  if (seat !== awaiting.seat) throw new DealingError('BAD_SEAT', `seat ${JSON.stringify(seat)} is not awaited: seat ${awaiting.seat}'s ${awaiting.count} replacement card(s) are (R212)`);
  let cards: Card[];
  try {
    cards = parseCards(raw as string | readonly (string | Card)[]);
  } catch (e) {
    throw new DealingError('BAD_CARD', `replacement cards of seat ${awaiting.seat}: ${(e as Error).message}`);
  }
  if (cards.length !== awaiting.count) {
    throw new DealingError('CARD_COUNT', `seat ${awaiting.seat} discarded ${awaiting.count} card(s) and gets exactly as many, got ${cards.length} (R212)`);
  }
  const used = new Set<Card>(ctx.board);
  for (const b of ctx.extraBoards) for (const c of b) used.add(c);
  ctx.holeCards.forEach((h, s) => {
    if (h !== null && !ctx.betting.folded[s]) for (const c of h) used.add(c);
  });
  for (const c of cards) {
    if (used.has(c)) throw new DealingError('DUPLICATE_CARD', `replacement cards of seat ${awaiting.seat}: ${show(c)} is in play already (in a hand or on the board); every card appears once (R5)`);
    used.add(c);
  }
  return cards;
}

/** Action `dealReplacements` (R212): a seat's replacement cards under manual dealing; after the last seat of a closing exchange, the showdown (R234). @internal */
export function dealReplacements(ctx: HandContext, cards: Card[], env: HandEnv): Partial<HandContext> {
  const ex = exchangeState(ctx)!;
  const seat = ex.awaiting!.seat;
  const holeCards = ctx.holeCards.slice();
  holeCards[seat] = [...holeCards[seat]!, ...cards];
  const exchange: ExchangeState = { ...ex, awaiting: null };
  return {
    holeCards,
    kinds: withExchange(ctx, exchange),
    log: appendLog<HandLogEntry>(ctx.log, { type: 'dealt', seat, cards: cards.slice() }),
    ...(closingExchangeOver(exchange, env) ? { phase: 'showdown' as const } : {}),
  };
}

/** The legal actions of the seat to discard: only `discard`, with its bounds (R212). @internal */
export function discardActions(ctx: HandContext): LegalActions | null {
  const ex = exchangeState(ctx);
  if (ctx.phase !== 'draw' || ex === null || ex.awaiting !== null || ex.toDiscard.length === 0) return null;
  const seat = ex.toDiscard[0]!;
  return { seat, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: discardBounds(ctx, seat), runIt: null };
}
