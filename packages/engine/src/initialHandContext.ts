import { checkRakeRule } from './rakePots.js';
import { type Card, createRng, parseCards, shuffle } from '@pokerchart/cards';
import { type BettingState, type BettingStructure, BettingConfigError, compileForcedBets, type ForcedBets, nextRound, startBetting } from '@pokerchart/betting';
import type { HandContext, HandEnv, HandLogEntry } from './HandContext.js';
import { compiledKind } from './steps/stepKindRegistry.js';
import { defaultRules, type HandOptions, type RuleOptions } from './HandOptions.js';
import { HandOptionsError } from './errors.js';
import { packedArray } from './packedArray.js';
import { stakesForcedBets } from './stakesBetting.js';
import { studForcedBets } from './steps/bet/stud/studForcedBets.js';

const RULE_VALUES: { [K in keyof RuleOptions]: readonly unknown[] } = {
  allowOpenFold: [true, false],
  bbAnteOrder: ['blind-first', 'ante-first'],
  straddleMinRaise: ['double-straddle', 'straddle-plus-bb'],
  autoMuck: [true, false],
  bringInMay: ['bring-in-or-complete', 'bring-in-only'],
  openPairBigBet: [true, false],
};

const CONFIG_OPTION: Record<string, string> = {
  BAD_STACKS: 'stacks',
  BAD_BUTTON: 'button',
  MISSING_BLINDS: 'blinds',
  STRADDLE_NOT_ALLOWED: 'straddle',
  BAD_FORCED_BETS: 'forcedBets',
};

/** A short description of a value for a message; never throws (BigInt, cycles, hostile getters). */
function describeValue(x: unknown): string {
  if (typeof x === 'number' || typeof x === 'boolean' || x === null || x === undefined) return String(x);
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
  if (typeof x === 'bigint') return `${String(x)}n (a BigInt)`;
  if (Array.isArray(x)) return `an array of ${x.length}`;
  try {
    const text = JSON.stringify(x);
    if (typeof text === 'string') return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  } catch {
    // a BigInt field, a cycle or a throwing toJSON: fall through
  }
  return `a ${typeof x}`;
}

function isChips(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** The rule options in force, validated (R0.4). @internal */
export function resolveRules(rules: unknown): RuleOptions {
  if (rules === undefined) return defaultRules;
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
    throw new HandOptionsError('BAD_RULES', 'rules', 'rules must be an object of RULES.md options such as { autoMuck: false }');
  }
  const out: Record<string, unknown> = { ...defaultRules };
  for (const [key, value] of Object.entries(rules)) {
    const allowed = (RULE_VALUES as Record<string, readonly unknown[]>)[key];
    if (allowed === undefined || !Object.hasOwn(RULE_VALUES, key)) {
      throw new HandOptionsError('BAD_RULES', `rules.${key}`, `unknown rule option "${key}"; allowed: ${Object.keys(RULE_VALUES).join(', ')} (R0.4)`);
    }
    if (value === undefined) continue;
    if (!allowed.includes(value)) {
      throw new HandOptionsError('BAD_RULES', `rules.${key}`, `rules.${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(value)}`);
    }
    out[key] = value;
  }
  return out as unknown as RuleOptions;
}

/** Parses and checks an explicit deck: exactly the variant's cards, each once (R5). @internal */
function readDeck(raw: unknown, env: HandEnv): Card[] {
  if (!Array.isArray(raw)) throw new HandOptionsError('BAD_DECK', 'dealing.deck', 'dealing.deck must be an array of cards, top card first (R6)');
  let deck: Card[];
  try {
    deck = parseCards(raw as (string | Card)[]);
  } catch (e) {
    throw new HandOptionsError('BAD_DECK', 'dealing.deck', `dealing.deck has an unreadable card: ${(e as Error).message}`);
  }
  const seen = new Array<boolean>(52).fill(false);
  for (let i = 0; i < deck.length; i++) {
    const c = deck[i]!;
    if (!env.inDeck[c]) {
      throw new HandOptionsError('BAD_DECK', 'dealing.deck', `dealing.deck[${i}] is not a card of the ${env.variant.name} deck (R5)`);
    }
    if (seen[c]) throw new HandOptionsError('BAD_DECK', 'dealing.deck', `dealing.deck[${i}] repeats a card; each card appears once (R5)`);
    seen[c] = true;
  }
  if (deck.length !== env.deck.length) {
    throw new HandOptionsError(
      'BAD_DECK',
      'dealing.deck',
      `dealing.deck has ${deck.length} cards but the ${env.variant.name} deck has ${env.deck.length}: give the complete deck, top card first (R5, R6), or use 'manual' dealing`,
    );
  }
  return deck;
}

/**
 * Validates the options of a hand and builds its starting context: forced bets posted (R20-R28),
 * hole cards dealt per R36/R38 (unless manual), the first betting round open; the machine's `start`
 * state routes it from there. @internal
 * @throws {@link HandOptionsError} for options that cannot be played.
 */
export function initialHandContext(options: HandOptions, env: HandEnv): HandContext {
  if (options === null || typeof options !== 'object') throw new HandOptionsError('BAD_STACKS', 'options', 'createHand needs an options object');
  const { variant, betting } = env;
  const { stacks, button } = options;
  if (!Array.isArray(stacks) || stacks.length < 2) {
    throw new HandOptionsError('BAD_STACKS', 'stacks', `stacks must be an array of at least 2 non-negative integers, one per seat (R0.1, R11), got ${describeValue(stacks)}`);
  }
  // an index loop, not every(): a sparse array's holes are missing seats, not skipped ones
  let total = 0;
  let players = 0;
  for (let s = 0; s < stacks.length; s++) {
    const stack: unknown = stacks[s];
    if (!isChips(stack)) {
      throw new HandOptionsError('BAD_STACKS', 'stacks', `stacks[${s}] must be a non-negative integer chip count (0 for an empty seat), got ${s in stacks ? describeValue(stack) : 'a hole in a sparse array'} (R0.1, R11)`);
    }
    total += stack;
    if (stack > 0) players++;
  }
  if (total > Number.MAX_SAFE_INTEGER) {
    throw new HandOptionsError('BAD_STACKS', 'stacks', `the stacks add up to more than ${Number.MAX_SAFE_INTEGER} chips (Number.MAX_SAFE_INTEGER), where chip arithmetic stops being exact (R0.1, R0.5)`);
  }
  if (players < variant.seats.min || players > variant.seats.max) {
    throw new HandOptionsError(
      'PLAYER_COUNT',
      'stacks',
      `${players} players have chips, but ${variant.name} deals in ${variant.seats.min} to ${variant.seats.max} (R11)`,
    );
  }
  if (!Number.isInteger(button) || button < 0 || button >= stacks.length || stacks[button] === 0) {
    throw new HandOptionsError('BAD_BUTTON', 'button', `button must be a seat with chips (a dealt-in seat, R12), got ${describeValue(button)}`);
  }
  const rules = resolveRules(options.rules);

  // forced bets (R20-R28)
  let forcedBets: ForcedBets;
  let bringIn: number | null = null;
  const bringInGame = env.streets[0]!.opener === 'bring-in';
  if (bringInGame && options.bombPot !== undefined) {
    throw new HandOptionsError('BAD_BOMB_POT', 'bombPot', `a bomb pot skips a first round opened by the blinds (R233); ${variant.name} opens with a bring-in (R201)`);
  }
  if (!bringInGame && options.bringIn !== undefined) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'bringIn', `bringIn is for games whose first round opens with a bring-in (the stud family, R201); ${variant.name} has none`);
  }
  try {
    if (bringInGame) {
      const stud = studForcedBets(options, betting, stacks.map((s: number) => s > 0));
      forcedBets = stud.forcedBets;
      bringIn = stud.bringIn;
    } else if (options.bombPot !== undefined) {
      forcedBets = bombPotForcedBets(options, env, stacks, button, rules);
    } else if (options.forcedBets !== undefined) {
      if (options.blinds !== undefined || options.ante !== undefined || options.straddle !== undefined) {
        throw new HandOptionsError('BAD_FORCED_BETS', 'forcedBets', 'give either forcedBets or blinds/ante/straddle, not both');
      }
      forcedBets = options.forcedBets;
    } else if (variant.stakes !== undefined && options.blinds === undefined) {
      // R290-R292: a game with its own stakes antes and posts no blind unless blinds are given
      forcedBets = stakesForcedBets(options, variant.stakes, stacks);
    } else {
      const { blinds } = options;
      if (blinds !== undefined && (blinds === null || !Number.isInteger(blinds.small) || !Number.isInteger(blinds.big) || blinds.small < 1 || blinds.big < blinds.small)) {
        throw new HandOptionsError('BAD_FORCED_BETS', 'blinds', `blinds must be positive integers with small <= big, got ${describeValue(blinds)} (R0.1, R21)`);
      }
      if (options.ante !== undefined && (options.ante === null || !isChips(options.ante.amount))) {
        throw new HandOptionsError('BAD_FORCED_BETS', 'ante', `ante.amount must be a non-negative integer, got ${describeValue(options.ante)} (R23)`);
      }
      forcedBets = compileForcedBets({
        stacks, button, structure: betting, blinds, ante: options.ante, straddle: options.straddle ?? null, rules,
      });
    }
  } catch (e) {
    if (e instanceof BettingConfigError) throw new HandOptionsError(e.code, CONFIG_OPTION[e.code] ?? 'forcedBets', e.message);
    throw e;
  }

  // dealing (R6, R36, R38)
  // default: a fresh random seed, recorded in the context so the hand persists and replays exactly
  const dealingOption = options.dealing ?? { seed: Math.floor(Math.random() * 2 ** 32) };
  let dealing: HandContext['dealing'];
  let seed: number | null = null;
  let deck: Card[] = [];
  let rngState: number[] | null = null;
  if (dealingOption === 'manual') dealing = 'manual';
  else if (dealingOption !== null && typeof dealingOption === 'object' && 'seed' in dealingOption) {
    if (!Number.isSafeInteger(dealingOption.seed)) {
      throw new HandOptionsError('BAD_DEALING', 'dealing.seed', `dealing.seed must be a safe integer, got ${describeValue(dealingOption.seed)}`);
    }
    dealing = 'seed';
    seed = dealingOption.seed;
    const rng = createRng(seed);
    deck = shuffle(env.deck, rng);
    rngState = rng.state(); // a reshuffle of the discards continues the hand's RNG (R213)
  } else if (dealingOption !== null && typeof dealingOption === 'object' && 'deck' in dealingOption) {
    dealing = 'deck';
    deck = readDeck(dealingOption.deck, env);
  } else {
    throw new HandOptionsError('BAD_DEALING', 'dealing', `dealing must be { seed }, { deck } or 'manual', got ${describeValue(dealingOption)}`);
  }

  const runs = readRuns(options, dealing);

  let bettingState;
  try {
    bettingState = startBetting({ stacks, button, forcedBets, structure: betting, streetCount: variant.streets.length, rules });
  } catch (e) {
    if (e instanceof BettingConfigError) throw new HandOptionsError(e.code, CONFIG_OPTION[e.code] ?? 'forcedBets', e.message);
    throw e;
  }

  // R233: a bomb pot has no first betting round; its next round opens left of the button (R47)
  if (options.bombPot !== undefined) bettingState = skipFirstRound(bettingState, betting);

  const n = stacks.length;
  // (the hand's arrays are made at their length: packedArray)
  const dealOrder = packedArray(players, 0);
  for (let k = 1, j = 0; k <= n; k++) {
    const s = (button + k) % n;
    if (stacks[s]! > 0) dealOrder[j++] = s;
  }
  const log: HandLogEntry[] = [];
  for (const s of dealOrder) if (bettingState.posted.antes[s]! > 0) log.push({ type: 'posted', seat: s, kind: 'ante', amount: bettingState.posted.antes[s]! });
  // R20: small blind, then big blind, then straddle: in order of the amounts owed
  // dealt-in seats owing a blind, in dealing order, then stably by the amount owed (insertion sort)
  const owed = forcedBets.blinds;
  let owing = 0;
  for (const s of dealOrder) if (owed[s]! > 0) owing++;
  const blindSeats = packedArray(owing, 0);
  let sorted = 0;
  for (const s of dealOrder) {
    if (!(owed[s]! > 0)) continue;
    let at = sorted++;
    for (; at > 0 && owed[blindSeats[at - 1]!]! > owed[s]!; at--) blindSeats[at] = blindSeats[at - 1]!;
    blindSeats[at] = s;
  }
  for (const s of blindSeats) if (bettingState.posted.blinds[s]! > 0) log.push({ type: 'posted', seat: s, kind: 'blind', amount: bettingState.posted.blinds[s]! });

  // under manual dealing a dealt-in seat holds [] until its cards come; otherwise they are dealt just below
  const holeCards = packedArray<Card[] | null>(n, null);
  const upCards = packedArray<Card[] | null>(n, null);
  const exposed = packedArray(n, false); // a packed array (not new Array(n).fill(false)): cheaper to copy later
  for (let s = 0; s < n; s++) {
    if (!(stacks[s]! > 0)) continue;
    if (dealing === 'manual') holeCards[s] = [];
    upCards[s] = [];
  }
  if (dealing !== 'manual') {
    // R38: player p_j receives D[i*n + j]; 'up' cards are seen by all (R200, R207)
    const faces = env.streets[0]!.seatCards;
    const k = faces.length;
    const m = dealOrder.length;
    const anyUp = faces.includes('up');
    for (let j = 0; j < m; j++) {
      // (not faces.map: the variant's arrays are frozen, which takes map off V8's fast path)
      // (not new Array(k): a packed array, cheaper to read and copy later)
      const cards = packedArray<Card>(k, 0);
      for (let i = 0; i < k; i++) cards[i] = deck[i * m + j]!;
      holeCards[dealOrder[j]!] = cards;
      if (anyUp) {
        const up = cards.filter((_, i) => faces[i] === 'up');
        upCards[dealOrder[j]!] = up;
        log.push({ type: 'dealt', seat: dealOrder[j]!, cards, upCards: up });
      } else log.push({ type: 'dealt', seat: dealOrder[j]!, cards });
    }
    deck = deck.slice(k * m);
  }

  const ctx: HandContext = {
    version: 1,
    variantId: variant.id,
    bettingId: betting.id,
    dealing,
    seed,
    deck,
    dealOrder,
    holeCards,
    board: [],
    extraBoards: env.boards > 1 ? Array.from({ length: env.boards - 1 }, (): Card[] => []) : [],
    burns: [],
    dealtStreet: -1,
    betting: bettingState,
    phase: 'hole',
    exposed,
    kinds: kindSlices(env, rngState),
    deciding: null,
    upCards,
    bringIn,
    bringInMayComplete: rules.bringInMay !== 'bring-in-only',
    openPairBigBet: rules.openPairBigBet ?? null,
    runItTimes: runs.runItTimes,
    maxRuns: runs.maxRuns,
    runChoice: null,
    runs: [],
    bombPot: options.bombPot !== undefined ? options.bombPot.ante : null,
    autoMuck: rules.autoMuck,
    result: null,
    log,
  };
  // R264: only a raked hand has the field (the one field written last, in every copy: withContext)
  if (options.rake !== undefined) ctx.rake = checkRakeRule(options.rake);
  return ctx;
}

/**
 * The forced bets of a bomb pot (R233): `ante` from every dealt-in seat as a dead ante (R24: a
 * short stack posts what it has), no blinds; the blinds (or the structure's defaults) give the
 * minimum bet of the later rounds (R70).
 */
function bombPotForcedBets(options: HandOptions, env: HandEnv, stacks: readonly number[], button: number, rules: RuleOptions): ForcedBets {
  const bomb = options.bombPot as unknown;
  if (bomb === null || typeof bomb !== 'object' || !isChips((bomb as { ante?: unknown }).ante) || (bomb as { ante: number }).ante < 1) {
    throw new HandOptionsError('BAD_BOMB_POT', 'bombPot', `bombPot must be { ante } with a positive integer ante, got ${describeValue(bomb)} (R0.1, R233)`);
  }
  const ante = (bomb as { ante: number }).ante;
  if (options.ante !== undefined || options.straddle !== undefined || options.forcedBets !== undefined) {
    throw new HandOptionsError('BAD_BOMB_POT', 'bombPot', 'a bomb pot posts its own antes and no blinds (R233): give bombPot without ante, straddle or forcedBets');
  }
  const streets = env.streets;
  if (streets.length < 2) throw new HandOptionsError('BAD_BOMB_POT', 'bombPot', `a bomb pot skips the first betting round (R233), but ${env.variant.name} has only one`);
  const { blinds } = options;
  if (blinds !== undefined && (blinds === null || !Number.isInteger(blinds.small) || !Number.isInteger(blinds.big) || blinds.small < 1 || blinds.big < blinds.small)) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'blinds', `blinds must be positive integers with small <= big, got ${describeValue(blinds)} (R0.1, R21)`);
  }
  // the usual blinds say how big a bet is; none of them is posted
  const sized = compileForcedBets({ stacks, button, structure: env.betting, blinds, ante: undefined, straddle: null, rules });
  let minBet = sized.minBet ?? 1;
  if (sized.minBet === undefined) for (const b of sized.blinds) if (b > minBet) minBet = b;
  return { antes: stacks.map((s) => (s > 0 ? ante : 0)), blinds: stacks.map(() => 0), minBet };
}

/** The betting state of a bomb pot once its (absent) first round is over (R233): the next round opens left of the button, or nobody can bet (R103). */
function skipFirstRound(state: BettingState, structure: BettingStructure): BettingState {
  let canBet = 0;
  for (let s = 0; s < state.seatCount; s++) if (state.dealtIn[s] && !state.folded[s] && !state.allIn[s]) canBet++;
  if (canBet < 2) return { ...state, status: 'run-out', toAct: null };
  return nextRound({ ...state, status: 'street-complete', toAct: null }, structure);
}

/** The `runItTimes` and `maxRuns` options (R232), checked. */
function readRuns(options: HandOptions, dealing: HandContext['dealing']): { runItTimes: number | 'ask'; maxRuns: number } {
  const times = options.runItTimes ?? 1;
  if (times !== 'ask' && !(typeof times === 'number' && Number.isInteger(times) && times >= 1 && times <= MAX_RUNS)) {
    throw new HandOptionsError('BAD_RUN_IT', 'runItTimes', `runItTimes must be an integer from 1 to ${MAX_RUNS} or 'ask', got ${describeValue(times)} (R232)`);
  }
  const maxRuns = options.maxRuns ?? 2;
  if (!(typeof maxRuns === 'number' && Number.isInteger(maxRuns) && maxRuns >= 1 && maxRuns <= MAX_RUNS)) {
    throw new HandOptionsError('BAD_RUN_IT', 'maxRuns', `maxRuns must be an integer from 1 to ${MAX_RUNS}, got ${describeValue(maxRuns)} (R232)`);
  }
  if (options.maxRuns !== undefined && times !== 'ask') {
    throw new HandOptionsError('BAD_RUN_IT', 'maxRuns', "maxRuns bounds the players' choice under runItTimes: 'ask' (R232); give runItTimes: 'ask' or leave maxRuns out");
  }
  if (times !== 1 && dealing === 'manual') {
    throw new HandOptionsError('BAD_RUN_IT', 'runItTimes', 'running the board more than once deals every run from the stub (R232), which manual dealing does not have: use runItTimes 1 with manual dealing');
  }
  return { runItTimes: times, maxRuns };
}

/** The most runs a hand may ask for (R232); the stub gives fewer in most games. */
const MAX_RUNS = 10;

/** The slices of the kinds of the variant's steps that keep state of their own, when the hand starts. */
function kindSlices(env: HandEnv, rng: number[] | null): HandContext['kinds'] {
  const kinds: HandContext['kinds'] = {};
  for (const name of env.kindNames) {
    const slice = compiledKind(name)?.slice?.(env, { rng });
    if (slice !== undefined) kinds[name] = slice;
  }
  return kinds;
}
