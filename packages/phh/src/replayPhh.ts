import { fixedLimit, IllegalActionError, noLimit, potLimit, type BettingStructure, type ForcedBets } from '@pokerchart/betting';
import { awardPots, createHand, DealingError, HandOptionsError, variantDeck, type ExchangeState, type Hand, type HandResult, type RuleOptions, type VariantDescriptor } from '@pokerchart/engine';
import { handContextOf } from '@pokerchart/engine/internal';
import { variants } from '@pokerchart/variants';
import type { PhhAction, PhhHand } from './PhhHand.js';
import { PhhReplayError } from './errors.js';
import { chipScaleOf, fromChips, toChips } from './phhChipScale.js';
import { actionLine, fieldLine } from './locatePhhSource.js';
import { planPhhCards } from './planPhhCards.js';
import { validatePhh } from './validatePhh.js';
import type { PhhVariantInfo } from './phhVariants.js';
import { compareStacks, type StackComparison } from './compareStacks.js';
import { rememberReplay } from './replayMemo.js';

/** Options of {@link replayPhh}. */
export interface ReplayPhhOptions {
  /**
   * Chips per unit of the file's amounts, a power of ten. Default: {@link phhChipScale}, the
   * smallest that makes every amount of the hand an integer. A finer scale lets pots split into
   * fractions of the file's unit (see the hand-histories guide on odd chips).
   */
  scale?: number;
  /** Rule options to start from (RULES.md names); the replay adds the ones the file needs. */
  rules?: Partial<RuleOptions>;
  /**
   * Take a hand whose cards the file never shows in full (`sm ????`, or no show at all) as mucked
   * at showdown: it wins no contested pot, the best hand the file shows does (PokerKit's reading).
   * Default false: a replay in which such a hand would win or share a contested pot is refused,
   * because its result would come from stand-in cards. See the hand-histories guide.
   */
  unknownHandsMuck?: boolean;
}

/** What {@link replayPhh} returns. */
export interface PhhReplay {
  /**
   * Stacks after the last action, by PHH player (p1 first), in the file's units. A player whose
   * starting stack is unknown (`inf`) finishes with `Infinity` too: see {@link PhhReplay.net}.
   */
  finishingStacks: number[];
  /**
   * What each player won (positive) or lost (negative) in the hand, by PHH player, in the file's
   * units: finishing stack minus starting stack. Defined for players with an unknown (`inf`)
   * starting stack too, which a replay plays as a cash-game stack deep enough for every bet of
   * the file.
   */
  net: number[];
  /** The engine hand, in chips of `scale`; engine seat i is PHH player i+1, the button is the last seat. */
  hand: Hand;
  /** The chip scale used: engine chips per unit of the file. */
  scale: number;
  /** Whether the actions take the hand to its end (a PHH file may stop earlier). */
  complete: boolean;
  /** Rule options the file needed beyond the defaults (for example `allowOpenFold`), as passed to the engine. */
  rules: Partial<RuleOptions>;
  /** The file's `finishing_stacks` compared with the replay's, or null when the file has none. */
  comparison: StackComparison | null;
}

/** The betting structure of a supported PHH variant, in chips of `scale`. */
function bettingFor(info: PhhVariantInfo, hand: PhhHand, scale: number): BettingStructure {
  // one structure per kind and stakes, made once: the engine finds the machine of a structure it
  // has seen by the object (a new noLimit() each hand is matched by its description, a JSON text)
  // (these objects never leave the package: a replay's hand does not hand out its structure)
  if (info.betting === 'no-limit') return (structures.noLimit ??= noLimit());
  if (info.betting === 'pot-limit') return (structures.potLimit ??= potLimit());
  const smallBet = chips(hand, 'small_bet', hand.small_bet!, scale);
  const bigBet = chips(hand, 'big_bet', hand.big_bet!, scale);
  const key = `${smallBet}/${bigBet}`;
  let made = structures.fixed.get(key);
  if (made === undefined) {
    // PHH annotators follow the WSOP rules: a bet and four raises (R93's WSOP value).
    made = fixedLimit({ smallBet, bigBet, maxRaises: 4 });
    if (structures.fixed.size >= 64) structures.fixed.clear();
    structures.fixed.set(key, made);
  }
  return made;
}

/** The deck of each variant a replay dealt from, read by planPhhCards (never changed). */
const decks = new WeakMap<VariantDescriptor, readonly number[]>();

const structures: { noLimit?: BettingStructure; potLimit?: BettingStructure; fixed: Map<string, BettingStructure> } = { fixed: new Map() };

function chips(hand: PhhHand, field: string, value: number, scale: number): number {
  const c = toChips(value, scale);
  if (c !== null && !Number.isSafeInteger(c)) {
    throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${field}" value ${value} is too large to count in chips at scale ${scale}`, {
      line: fieldLine(hand, field),
    });
  }
  if (c === null) {
    throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${field}" value ${value} is not a whole number of chips at scale ${scale}`, {
      line: fieldLine(hand, field),
    });
  }
  return c;
}

/**
 * The forced bets of the file in the engine's per-seat form. Heads-up, PHH lists the forced bets
 * reversed (p1 is the big blind), and so are they here: seat 0 = p1 = big blind.
 */
function forcedBetsFor(
  hand: PhhHand,
  info: PhhVariantInfo,
  n: number,
  scale: number,
  straddleMinRaise: RuleOptions['straddleMinRaise'] | undefined,
): ForcedBets {
  const antesRaw = hand.antes;
  const blindsRaw = hand.blinds_or_straddles;
  // engine seat of PHH player p: heads-up the forced bets are reversed
  const antes = new Array<number>(n);
  const blinds = new Array<number>(n);
  const posted = new Array<boolean>(n);
  let anyPosted = false;
  for (let p = 0; p < n; p++) {
    const seat = n === 2 ? 1 - p : p;
    antes[seat] = antesRaw === undefined ? 0 : chips(hand, 'antes', antesRaw[p]!, scale);
  }
  for (let p = 0; p < n; p++) {
    const seat = n === 2 ? 1 - p : p;
    const b = blindsRaw === undefined ? 0 : blindsRaw[p]!;
    // A negative entry is a posted blind: live, but it does not decide who opens the betting.
    blinds[seat] = chips(hand, 'blinds_or_straddles', Math.abs(b), scale);
    posted[seat] = b < 0;
    if (b < 0) anyPosted = true;
  }
  let firstToAct: number | undefined;
  if (anyPosted) {
    // R46 over the blinds that are not posts: left of the largest one (the last of equals clockwise)
    let largest = 0;
    let opener = n - 1;
    for (let k = 1; k <= n; k++) {
      const seat = (n - 1 + k) % n;
      if (!posted[seat] && blinds[seat]! > 0 && blinds[seat]! >= largest) {
        largest = blinds[seat]!;
        opener = seat;
      }
    }
    firstToAct = (opener + 1) % n;
  }
  // ante_trimming_status true: a player short of the ante competes only for matching antes
  // (antes are live for pot layering, R24); false (the default): the antes are dead money that the
  // main pot's winner takes whole (R25's treatment, also that of a big-blind ante).
  const anteDead = hand.ante_trimming_status !== true;
  // (built field by field, in this order, rather than spread: a spread object is a slow one)
  const forced: ForcedBets = {
    antes,
    blinds,
    anteDead,
    // PHH has no posting order; its readers (PokerKit) post every ante before the blinds, and
    // toPhh writes a big-blind ante as posted so that blind-first hands read back the same (R25)
    anteOrder: 'ante-first',
  };
  if (firstToAct !== undefined) forced.firstToAct = firstToAct;
  if (info.betting === 'fixed-limit' || hand.min_bet === undefined) return forced;
  const minBet = chips(hand, 'min_bet', hand.min_bet, scale);
  let top = 0;
  for (let seat = 0; seat < n; seat++) if (!posted[seat] && blinds[seat]! > top) top = blinds[seat]!;
  forced.minBet = minBet;
  if (top <= minBet) return forced;
  // a straddle (a blind above the minimum bet): the first raise must add R71's increment
  forced.preflopLastFullRaise = straddleMinRaise === 'double-straddle' ? top : Math.max(minBet, top - minBet);
  return forced;
}

/** Whether the file has a straddle: a blind (not a posted one) above the minimum bet. */
function hasStraddle(hand: PhhHand, info: PhhVariantInfo): boolean {
  if (info.betting === 'fixed-limit' || hand.min_bet === undefined) return false;
  return (hand.blinds_or_straddles ?? []).some((b) => b > hand.min_bet!);
}

/** The built-in of each PHH code, found once. */
const descriptors = new Map<PhhVariantInfo, VariantDescriptor | undefined>();

function descriptorFor(info: PhhVariantInfo, hand: PhhHand): VariantDescriptor {
  let found = descriptors.get(info);
  if (found === undefined) {
    found = info.variantId === null ? undefined : variants.find((v) => v.id === info.variantId);
    if (found !== undefined) descriptors.set(info, found);
  }
  if (found === undefined) {
    const why = info.variantId === null ? (info.unsupportedReason ?? '') : `@pokerchart/variants has no built-in "${info.variantId}"`;
    throw new PhhReplayError('PHH_UNSUPPORTED_VARIANT', `variant ${info.code} (${info.name}) is not supported yet: ${why}`, {
      line: fieldLine(hand, 'variant'),
    });
  }
  return found;
}

class NeedsRule extends Error {
  constructor(readonly rule: Partial<RuleOptions>) {
    super('replay needs a rule option');
  }
}

/**
 * Replays a PHH hand through the engine (`createHand` with manual dealing) and returns the
 * finishing stacks. Every PHH code replays, each as the built-in that `phhVariants` names: `NT`,
 * `NS`, `FT`, `PO`, `FO/8` (the hold'em and Omaha family), `F7S`, `F7S/8`, `FR` (stud and razz:
 * `bring_in`, `pN pb`, each street's `d dh`) and `N2L1D`, `F2L3D`, `FB` (draw games: `pN sd`, the
 * replacements' `d dh`, dealt as soon as the engine asks for them).
 *
 * Seats: PHH player `pN` is engine seat `N-1` and the button is the last seat, so `p1` is the
 * small blind (heads-up the big blind, the forced bets being reversed, R14). Amounts are scaled to
 * integer chips ({@link phhChipScale}) and the finishing stacks scaled back. `cbr X` becomes a
 * bet to X when nothing was wagered in the round, else a raise to X (R61, R0.2); `cc` a check or
 * a call. Hole cards unknown when dealt but shown later are dealt as shown; cards never revealed
 * are stood in for by cards the file uses nowhere, and a replay in which such a hand would win a
 * contested pot at showdown is refused (or, with `unknownHandsMuck`, the hand is taken as mucked).
 * An unknown starting stack (`inf`) plays as a cash-game stack deeper than every bet of the file:
 * its finishing stack is `Infinity` and {@link PhhReplay.net} gives every player's result. Open folds are replayed with `allowOpenFold` (R59), set only when the file
 * has one. Rules are always pokerchart's (RULES.md); where PokerKit's differ a stack can differ,
 * see the hand-histories guide.
 *
 * @example
 * ```ts
 * const { finishingStacks, comparison } = replayPhh(parsePhh(text));
 * comparison?.matches; // true when the file's finishing_stacks agree
 * ```
 * @throws {@link PhhParseError} for a malformed record, {@link PhhReplayError} for an unsupported
 * variant or feature or an action out of turn, and the engine's `IllegalActionError` (message
 * prefixed with the line and action index) for an action the rules do not allow.
 */
export function replayPhh(hand: PhhHand, options: ReplayPhhOptions = {}): PhhReplay {
  const checked = validatePhh(hand);
  const { info, playerCount: n, actions } = checked;
  const variant = descriptorFor(info, hand);
  const scale = options.scale ?? chipScaleOf(hand, actions);
  if (scale === null || !Number.isInteger(Math.log10(scale)) || scale < 1) {
    throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `amounts need more than six decimals (or the scale ${String(scale)} is not a power of ten)`);
  }
  const rules: Partial<RuleOptions> = { ...(options.rules ?? {}) };
  // PHH annotators follow the WSOP rules: over a straddle, the minimum raise adds one big blind
  // (WSOP-L 11 and 161, R28's 'straddle-plus-bb'), where pokerchart's default is 'double-straddle'.
  if (rules.straddleMinRaise === undefined && hasStraddle(hand, info)) rules.straddleMinRaise = 'straddle-plus-bb';
  for (;;) {
    try {
      return run(hand, info, actions, n, scale, variant, rules, options.unknownHandsMuck === true);
    } catch (error) {
      if (error instanceof NeedsRule) {
        Object.assign(rules, error.rule);
        continue;
      }
      throw error;
    }
  }
}

function run(
  hand: PhhHand,
  info: PhhVariantInfo,
  actions: readonly PhhAction[],
  n: number,
  scale: number,
  variant: VariantDescriptor,
  rules: Partial<RuleOptions>,
  unknownHandsMuck: boolean,
): PhhReplay {
  const unknownStack = hand.starting_stacks.map((s) => !Number.isFinite(s));
  const known = hand.starting_stacks.map((s, p) => (unknownStack[p] ? 0 : chips(hand, 'starting_stacks', s, scale)));
  const standIn = unknownStack.some(Boolean) ? cashStack(hand, actions, known, scale) : 0;
  const stacks = known.map((c, p) => (unknownStack[p] ? standIn : c));
  let deck = decks.get(variant);
  if (deck === undefined) {
    deck = variantDeck(variant); // only read: one per variant
    decks.set(variant, deck);
  }
  const plan = planPhhCards(actions, n, deck, info.family === 'stud' ? { stud: info.variantId === 'razz' ? 'low' : 'high' } : {});
  let engine: Hand;
  try {
    engine = createHand({
      variant,
      betting: bettingFor(info, hand, scale),
      stacks,
      button: n - 1,
      forcedBets: forcedBetsFor(hand, info, n, scale, rules.straddleMinRaise),
      dealing: 'manual',
      rules,
      ...(info.family === 'stud' ? { bringIn: chips(hand, 'bring_in', hand.bring_in!, scale) } : {}),
    });
  } catch (error) {
    if (error instanceof HandOptionsError) {
      throw new PhhReplayError('PHH_BAD_SETUP', `the engine cannot start this hand: ${error.message}`, { line: fieldLine(hand, 'starting_stacks') });
    }
    throw error;
  }
  const dealtHole = new Array<boolean>(n).fill(false);
  // draws: the engine asks for a seat's replacements right after its discard (R212), PHH writes
  // them after every discard of the round; a `d dh` already dealt that way is skipped when reached
  const dealtEarly: Set<number> | null = info.family === 'draw' ? new Set<number>() : null;
  // (one loop, no closures or location objects made per action: they are made for an error only)
  const where = (index: number) => ({ actionIndex: index, line: actionLine(hand, index) });
  const wrap = (error: unknown, index: number): never => {
    const text = hand.actions[index];
    if (error instanceof IllegalActionError) {
      if (error.code === 'OPEN_FOLD' && rules.allowOpenFold !== true) throw new NeedsRule({ allowOpenFold: true });
      const line = actionLine(hand, index);
      const prefix = [line === null ? null : `line ${line}`, `action ${index} "${text}"`].filter(Boolean).join(', ');
      const wrapped = new IllegalActionError(error.code, `${prefix}: ${error.message}`, error.seat);
      (wrapped as { cause?: unknown }).cause = error;
      throw wrapped;
    }
    if (error instanceof DealingError) {
      throw new PhhReplayError(error.code === 'NOT_NOW' ? 'PHH_OUT_OF_ORDER' : 'PHH_BAD_DEAL', `"${text}": ${error.message}`, where(index));
    }
    throw error;
  };
  const turn = (player: number, index: number) => {
    if (engine.isComplete) throw new PhhReplayError('PHH_OUT_OF_ORDER', `"${hand.actions[index]}": the hand is already over`, where(index));
    const toAct = engine.toAct;
    if (toAct !== player) {
      const who = toAct === null ? 'no player is to act (cards are due or betting is closed)' : `p${toAct + 1} is to act (R48)`;
      throw new PhhReplayError('PHH_WRONG_ACTOR', `"${hand.actions[index]}": p${player + 1} acts but ${who}`, where(index));
    }
  };
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    if (dealtEarly !== null && dealtEarly.has(index)) continue;
    try {
      switch (action.type) {
        case 'none':
        case 'show-muck':
          continue;
        case 'bring-in':
          if (info.family !== 'stud') throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${hand.actions[index]}": a bring-in ("pb") is part of the stud games only, not of ${info.code}`, where(index));
          turn(action.player, index);
          engine.act({ type: 'bring-in' });
          continue;
        case 'discard': {
          if (info.family !== 'draw') throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${hand.actions[index]}": a discard ("sd") is part of the draw games only, not of ${info.code}`, where(index));
          turn(action.player, index);
          engine.act({ type: 'discard', cards: plan.discards.get(index)! });
          const awaiting = awaitedReplacements(engine);
          if (awaiting !== null && awaiting.seat === action.player) {
            const next = replacementDeal(actions, index, action.player);
            if (next === null) continue; // the file stops before the replacements
            dealtEarly!.add(next);
            const dealWhere = { actionIndex: next, line: actionLine(hand, next) };
            try {
              engine.dealHole(action.player, plan.deals.get(next)!);
            } catch (error) {
              if (error instanceof DealingError) {
                throw new PhhReplayError('PHH_BAD_DEAL', `"${hand.actions[next]}": ${error.message}`, dealWhere);
              }
              throw error;
            }
          }
          continue;
        }
        case 'deal-hole': {
          if (info.family === 'board') {
            if (dealtHole[action.player]) {
              throw new PhhReplayError('PHH_OUT_OF_ORDER', `"${hand.actions[index]}": p${action.player + 1} already has hole cards`, where(index));
            }
            dealtHole[action.player] = true;
          }
          // stud: each street's cards (R200); draw: the first five cards, or replacements the engine did not ask for yet
          engine.dealHole(action.player, plan.deals.get(index)!);
          continue;
        }
        case 'deal-board': {
          if (action.cards.some((c) => c === null)) {
            throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${hand.actions[index]}": unknown board cards cannot be replayed`, where(index));
          }
          engine.dealBoard(action.cards as number[]);
          continue;
        }
        case 'fold':
          turn(action.player, index);
          engine.act({ type: 'fold' });
          continue;
        case 'check-call': {
          turn(action.player, index);
          const legal = engine.legalActions();
          engine.act(legal !== null && legal.check ? { type: 'check' } : { type: 'call' });
          continue;
        }
        case 'bet-raise': {
          turn(action.player, index);
          const to = toChips(action.amount, scale);
          if (to === null) {
            throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `"${hand.actions[index]}": ${action.amount} is not a whole number of chips at scale ${scale}`, where(index));
          }
          // R61: a bet opens a round in which nothing was wagered (a stud completion by the bring-in
          // seat too, R202); every other increase, a completion over a posted bring-in included, is a raise.
          const opening = handContextOf(engine)!.betting.currentBet === 0;
          engine.act(opening ? { type: 'bet', to } : { type: 'raise', to });
          continue;
        }
      }
    } catch (error) {
      wrap(error, index);
    }
  }
  const complete = engine.isComplete;
  // read, not frozen (hand.result freezes it for whoever reads it later)
  const result = handContextOf(engine)!.result;
  let finalChips = result !== null ? result.stacks : engine.view('spectator').seats.map((s) => s?.stack ?? 0);
  if (result !== null) {
    // a contested pot won by a hand the file never shows would be a result invented by the filler cards
    let unknownWinner: number | undefined;
    if (plan.unknownPlayers.size > 0) {
      for (const pot of result.pots) {
        if (pot.eligible.length < 2) continue;
        unknownWinner = pot.winners.find((seat) => plan.unknownPlayers.has(seat));
        if (unknownWinner !== undefined) break;
      }
    }
    if (unknownWinner !== undefined) {
      if (!unknownHandsMuck) {
        throw new PhhReplayError(
          'PHH_UNSUPPORTED_FEATURE',
          `p${unknownWinner + 1}'s hole cards are never shown in the file, yet the replay would have them win a contested pot at showdown; the result cannot be computed from the file (the option unknownHandsMuck takes such a hand as mucked, as PokerKit does)`,
        );
      }
      finalChips = withUnknownHandsMucked(result, plan.unknownPlayers, n, info.variantId === 'omaha-hilo8' || info.variantId === 'seven-card-stud-hilo8');
    }
  }
  rememberReplay(engine, {
    scale,
    unknownStack,
    finalChips: result !== null && finalChips !== result.stacks ? finalChips : undefined,
    fillerCards: plan.fillerCards,
    hiddenCards: plan.hiddenCards,
    antes: hand.antes,
    blinds: hand.blinds_or_straddles,
    anteTrimming: hand.ante_trimming_status,
  });
  const finishingStacks = finalChips.map((c, p) => (unknownStack[p] ? Infinity : fromChips(c, scale)));
  const net = finalChips.map((c, p) => fromChips(c - stacks[p]!, scale));
  const comparison = hand.finishing_stacks === undefined ? null : compareStacks(finishingStacks, hand.finishing_stacks);
  return { finishingStacks, net, hand: engine, scale, complete, rules: { ...rules }, comparison };
}

/** Under manual dealing, the seat whose draw replacements the engine awaits, and how many; else null. */
function awaitedReplacements(engine: Hand): { seat: number; count: number } | null {
  return (handContextOf(engine)!.kinds['exchange'] as ExchangeState | undefined)?.awaiting ?? null;
}

/** The `d dh` of a player's replacements after its discard at `from`: the next deal to that player before its next discard. */
function replacementDeal(actions: readonly PhhAction[], from: number, player: number): number | null {
  for (let i = from + 1; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.type === 'deal-hole' && a.player === player) return i;
    if (a.type === 'discard' && a.player === player) return null;
  }
  return null;
}

/**
 * The stack a player with an unknown (`inf`) starting stack plays with: more than every chip the
 * file could have anyone put in (all known stacks, forced bets and `cbr` amounts together), so the
 * player is never all-in and plays as at a cash table with chips behind.
 */
function cashStack(hand: PhhHand, actions: readonly PhhAction[], known: readonly number[], scale: number): number {
  let total = 1;
  for (const c of known) total += c;
  for (const a of hand.antes ?? []) total += chips(hand, 'antes', a, scale);
  for (const b of hand.blinds_or_straddles ?? []) total += chips(hand, 'blinds_or_straddles', Math.abs(b), scale);
  for (const a of actions) if (a.type === 'bet-raise') total += toChips(a.amount, scale) ?? 0;
  if (!Number.isSafeInteger(total)) {
    throw new PhhReplayError('PHH_UNSUPPORTED_FEATURE', `the amounts are too large to stand in for an unknown (inf) stack at scale ${scale}`, {
      line: fieldLine(hand, 'starting_stacks'),
    });
  }
  return total;
}

/**
 * Final chips when hands the file never shows are taken as mucked (PokerKit's reading): every pot
 * is awarded again among the hands shown (R114-R116, R168), the others left out.
 */
function withUnknownHandsMucked(result: HandResult, unknown: ReadonlySet<number>, n: number, hiLo: boolean): number[] {
  const shown = result.shown.filter((h) => !unknown.has(h.seat));
  const tiersOf = (entries: { seat: number; strength: number }[]): number[][] => {
    const sorted = [...entries].sort((a, b) => b.strength - a.strength);
    const tiers: number[][] = [];
    let last: number | null = null;
    for (const e of sorted) {
      if (e.strength === last) tiers[tiers.length - 1]!.push(e.seat);
      else tiers.push([e.seat]);
      last = e.strength;
    }
    return tiers;
  };
  const order = tiersOf(shown.map((h) => ({ seat: h.seat, strength: h.value.strength })));
  const lowOrder = hiLo ? tiersOf(shown.filter((h) => h.low !== undefined).map((h) => ({ seat: h.seat, strength: h.low!.strength }))) : undefined;
  for (const pot of result.pots) {
    if (pot.eligible.length >= 2 && !pot.eligible.some((s) => shown.some((h) => h.seat === s))) {
      throw new PhhReplayError(
        'PHH_UNSUPPORTED_FEATURE',
        `a contested pot has only hands the file never shows (${pot.eligible.map((s) => `p${s + 1}`).join(', ')}): nobody can be said to win it`,
      );
    }
  }
  const payouts = awardPots(result.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })), order, n - 1, n, lowOrder);
  return result.stacks.map((s, seat) => s - result.payouts[seat]! + payouts[seat]!);
}
