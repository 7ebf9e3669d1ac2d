import { type Card, formatCard, parseCards } from '@pokerchart/cards';
import { type HandValue, type Ranking, type RankingName, type SelectionRule, CATEGORIES, type Category } from './Ranking.js';
import { EvaluationError } from './errors.js';
import { getRanking } from './getRanking.js';
import { paigowWheelRanking, shortdeckRanking, shortdeckTripsRanking, standardRanking } from './standardRankings.js';

/** What {@link evaluateHand} takes. */
export interface EvaluateHandInput {
  /** The player's hole cards: a string such as `"AsKd"` or an array of cards (may be empty with `'any'`). */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole` (`""` or `[]` for games without a board: stud, draw, lowball). */
  board: string | readonly Card[];
  /**
   * Which subsets are allowed; default `'any'` (any five of all the cards, R155; badugi: any
   * four). Omaha is `{ hole: 2, board: 3 }` (R160); `hole + board` is the ranking's hand size.
   */
  rule?: SelectionRule;
  /** The ranking: a built-in name, the name of a ranking made by {@link defineRanking}, or a {@link Ranking} object; default `'standard'`. */
  ranking?: RankingName | 'eight-or-better' | Ranking;
  /** Ranking options; `tripsBeatStraight` applies to `'shortdeck'` only (R176, default false). */
  options?: { tripsBeatStraight?: boolean };
}

/**
 * The best allowed hand of a player, with its strength, category and the cards played in display
 * order (R135–R141; lowball R190–R192). Strength is "higher is better" for every ranking (R194).
 *
 * Validates its input: duplicate cards, too few cards for the rule, cards outside the ranking's
 * deck, unknown rankings, malformed rules and misplaced options throw an {@link EvaluationError}
 * (unreadable card text throws `CardParseError`); so does a ranking with a qualifier when nothing
 * qualifies (`NO_QUALIFYING_HAND`; {@link evaluateLow} returns `null` instead). For many
 * evaluations without allocation use {@link strengthOf}, {@link evaluate5} or {@link evaluate7},
 * which give the same strength.
 *
 * @example
 * ```ts
 * const v = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
 * v.category;             // 'one-pair'
 * describeHand(v);        // 'Pair of Aces, King kicker'
 * evaluateHand({ hole: 'AsKhQc2d', board: 'KsQs9s3s', rule: { hole: 2, board: 3 } }).category; // 'two-pair' (R161)
 * describeHand(evaluateHand({ hole: '7s5d4c3h2s', board: '', ranking: 'deuce-to-seven-low' })); // 'Number one, 7-5 low (7-5-4-3-2)'
 * ```
 */
export function evaluateHand(input: EvaluateHandInput): HandValue {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateHand needs an object { hole, board, rule?, ranking?, options? }, got ${input === null ? 'null' : typeof input}`);
  }
  const ranking = getRanking(input.ranking, input.options);
  const value = evaluateWith(ranking, input.hole, input.board, input.rule);
  if (value === null) {
    throw new EvaluationError(
      'NO_QUALIFYING_HAND',
      `no allowed hand qualifies under the '${ranking.name}' ranking (R166); evaluateLow returns null in this case`,
    );
  }
  return value;
}

/** Validates the cards and rule, evaluates under `ranking` and builds the hand value (null: nothing qualifies). @internal */
export function evaluateWith(ranking: Ranking, holeInput: unknown, boardInput: unknown, ruleInput: unknown): HandValue | null {
  const { hole, board, rule } = readInput(holeInput, boardInput, ruleInput, ranking);
  return evaluateRanked(ranking, hole, board, rule ?? 'any');
}

/**
 * The best allowed hand under a {@link Ranking} object, as {@link evaluateHand} values it (same
 * strength, category, cards played in display order, hole cards used and ranking name), or `null`
 * when the ranking has a qualifier that no allowed hand meets (as {@link evaluateLow}). For code
 * that has already checked its cards, such as a game engine's showdown: like {@link strengthOf}, it
 * does no validation (the cards must be distinct, in the ranking's deck and enough for the rule,
 * the rule must add up to the ranking's hand size; otherwise the result is meaningless).
 *
 * @param ranking a ranking object, for example from {@link getRanking}
 * @param hole the hole cards (may be empty with `'any'`)
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }`
 *
 * @example
 * ```ts
 * evaluateRanked(getRanking('standard'), parseCards('AsKd'), parseCards('Ac9d7s4h2c'))?.category; // 'one-pair'
 * ```
 */
export function evaluateRanked(ranking: Ranking, hole: readonly Card[], board: readonly Card[], rule: SelectionRule = 'any'): HandValue | null {
  const best = ranking.evaluate(hole, board, rule);
  if (best === null) return null;
  const holeUsed: Card[] = [];
  for (const c of best.cards) if (hole.includes(c)) holeUsed.push(c);
  return { strength: best.strength, category: best.category, cards: best.cards, holeUsed, ranking: ranking.name };
}

/** What {@link evaluateLow} takes. */
export interface EvaluateLowInput {
  /** The player's hole cards: a string such as `"As2d"` or an array of cards. */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole`. */
  board: string | readonly Card[];
  /** Which five-card subsets are allowed; default `'any'`. Omaha Hi-Lo is `{ hole: 2, board: 3 }` (R166). */
  rule?: SelectionRule;
  /** The low ranking; default `'eight-or-better'` (any ranking works: `null` only when it has a qualifier nobody meets). */
  ranking?: RankingName | 'eight-or-better' | Ranking;
}

/**
 * The best low hand, by default the 8-or-better low (R166–R167, R193), or `null` when no allowed
 * five cards qualify.
 *
 * A qualifying low is five cards of different ranks, all 8 or lower, the ace counting as 1;
 * straights and flushes do not count against it. `strength` is on its own scale where a HIGHER
 * value is a BETTER low (R194, so {@link compareHands} works as for high hands): A-2-3-4-5 is the
 * best. `category` is `'high-card'`; `cards` are the five low cards from the highest down, the ace
 * last (7-5-4-3-A). Validates like {@link evaluateHand}.
 *
 * @example
 * ```ts
 * const low = evaluateLow({ hole: 'As2d7c9h', board: '3c4d8h9sKs', rule: { hole: 2, board: 3 } });
 * describeHand(low!); // '8-4-3-2-A low'
 * ```
 */
export function evaluateLow(input: EvaluateLowInput): HandValue | null {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateLow needs an object { hole, board, rule?, ranking? }, got ${input === null ? 'null' : typeof input}`);
  }
  return evaluateWith(getRanking(input.ranking ?? 'eight-or-better'), input.hole, input.board, input.rule);
}

/**
 * Compares two hand values of the same ranking (or two lows): `1` when `a` wins, `-1` when `b`
 * wins, `0` for a tie (R137, R138). Only the strengths are compared, never the suits.
 * @throws {@link EvaluationError} (`BAD_VALUE`) when `a` or `b` is not a hand value (an object
 * with a finite numeric `strength`).
 */
export function compareHands(a: HandValue, b: HandValue): -1 | 0 | 1 {
  if (!isValue(a) || !isValue(b)) {
    throw new EvaluationError('BAD_VALUE', `compareHands needs two hand values from evaluateHand or evaluateLow (objects with a numeric strength), got ${describe(isValue(a) ? b : a)}`);
  }
  return a.strength > b.strength ? 1 : a.strength < b.strength ? -1 : 0;
}

function isValue(v: unknown): v is HandValue {
  return v !== null && typeof v === 'object' && Number.isFinite((v as { strength?: unknown }).strength);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v !== 'object') return typeof v;
  return 'an object without a numeric strength';
}

/**
 * The category of a strength returned by this package (by {@link evaluateHand},
 * {@link strengthOf}, {@link evaluate5} or {@link evaluate7}). For the standard, Pai Gow and
 * short-deck rankings the category is encoded in the strength itself, so `ranking` may be left
 * out; low strengths of the eight-or-better low (from {@link lowStrengthOf}) are `'high-card'`.
 * For the other rankings (lowball, badugi, plugins) give the ranking: it answers through
 * {@link Ranking.category}.
 * @throws {@link EvaluationError} (`BAD_RANKING`) for an unknown ranking, and `BAD_STRENGTH` when
 * `strength` is not a strength of this package.
 */
export function categoryOf(strength: number, ranking?: RankingName | 'eight-or-better' | Ranking): Category {
  const r = ranking === undefined ? standardRanking : getRanking(ranking);
  if (!Number.isInteger(strength) || strength <= 0 || strength >= 10 << 16) {
    throw new EvaluationError('BAD_STRENGTH', `${String(strength)} is not a hand strength of @pokerchart/evaluator`);
  }
  if (r !== standardRanking && r !== paigowWheelRanking && r !== shortdeckRanking && r !== shortdeckTripsRanking) return r.category(strength);
  if (strength < 1 << 16) return 'high-card';
  const category = CATEGORIES[(strength >> 12) & 15];
  if (category === undefined) throw new EvaluationError('BAD_STRENGTH', `${strength} is not a hand strength of @pokerchart/evaluator`);
  return category;
}

/**
 * Reads and validates the cards and the selection rule of an evaluation request under `ranking`
 * (R5, R135, R155, R160, R175): distinct cards of the ranking's deck, enough for its hand size.
 * Returns the parsed cards and the rule as `[hole, board]` counts, or `null` for `'any'`.
 * @internal
 */
export function readInput(
  holeInput: unknown,
  boardInput: unknown,
  ruleInput: unknown,
  ranking: Ranking,
): { hole: readonly Card[]; board: readonly Card[]; rule: { hole: number; board: number } | null } {
  const hole = readCards(holeInput, 'hole');
  const board = readCards(boardInput, 'board');
  const inDeck = deckTable(ranking);
  const k = ranking.cardsPerHand;
  // cards 0..25 in `low`, 26..51 in `high`: a duplicate check without allocation
  let low = 0;
  let high = 0;
  for (let i = 0; i < hole.length + board.length; i++) {
    const c = i < hole.length ? hole[i]! : board[i - hole.length]!;
    const bit = c < 26 ? 1 << c : 1 << (c - 26);
    if (((c < 26 ? low : high) & bit) !== 0) {
      throw new EvaluationError('DUPLICATE_CARD', `card ${formatCard(c)} appears more than once among the hole and board cards; every card is unique (R5)`);
    }
    if (c < 26) low |= bit;
    else high |= bit;
    if (inDeck !== null && inDeck[c] !== 1) {
      const which = ranking.deck.length === 36 && ranking.deck.every((d) => d >> 2 >= 4) ? 'the short deck, which has only 6s to aces (R175)' : `the deck of the '${ranking.name}' ranking`;
      throw new EvaluationError('CARD_NOT_IN_DECK', `card ${formatCard(c)} is not in ${which}`);
    }
  }
  const rule = ruleInput ?? 'any';
  if (rule === 'any') {
    if (hole.length + board.length < k) {
      throw new EvaluationError(
        'CARD_COUNT',
        `a hand is ${COUNT_WORDS[k] ?? k} cards, but only ${hole.length + board.length} were given (${hole.length} hole, ${board.length} board); give at least ${k} (R135, R155)`,
      );
    }
    return { hole, board, rule: null };
  }
  if (typeof rule !== 'object' || rule === null) {
    throw new EvaluationError('BAD_RULE', `unknown selection rule ${JSON.stringify(rule)}: use 'any' or { hole, board } (R135)`);
  }
  const h = (rule as { hole?: unknown }).hole;
  const b = (rule as { board?: unknown }).board;
  if (typeof h !== 'number' || typeof b !== 'number' || !Number.isInteger(h) || !Number.isInteger(b) || h < 0 || b < 0 || h + b !== k) {
    throw new EvaluationError(
      'BAD_RULE',
      `selection rule { hole: ${String(h)}, board: ${String(b)} } is invalid: hole and board must be non-negative integers adding up to ${k} (R135, R160)`,
    );
  }
  if (hole.length > 30 || board.length > 30) {
    throw new EvaluationError(
      'CARD_COUNT',
      `an exact selection rule takes at most 30 hole and 30 board cards, got ${hole.length} and ${board.length} (R135)`,
    );
  }
  if (hole.length < h || board.length < b) {
    throw new EvaluationError(
      'CARD_COUNT',
      `the rule uses exactly ${h} hole and ${b} board cards, but ${hole.length} hole and ${board.length} board cards were given (R160)`,
    );
  }
  return { hole, board, rule: { hole: h, board: b } };
}

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

const deckTables = new WeakMap<Ranking, Uint8Array | null>();

/** 1 for each card of the ranking's deck; null for the full 52-card deck (nothing to check). */
function deckTable(ranking: Ranking): Uint8Array | null {
  let t = deckTables.get(ranking);
  if (t === undefined) {
    const deck = ranking.deck;
    if (deck.length === 52) t = null;
    else {
      t = new Uint8Array(52);
      for (const c of deck) t[c] = 1;
    }
    deckTables.set(ranking, t);
  }
  return t;
}

function readCards(input: unknown, what: string): readonly Card[] {
  if (input === undefined || input === null) {
    throw new EvaluationError('CARD_COUNT', `the ${what} cards are missing: give a string such as "AsKd" or an array of cards (use "" or [] for none)`);
  }
  if (Array.isArray(input)) {
    // fast path: an array of valid card codes is used as given (it is only read)
    let codes = true;
    for (let i = 0; i < input.length; i++) {
      const c: unknown = input[i];
      if (typeof c !== 'number' || !(c >= 0 && c < 52) || (c | 0) !== c) {
        codes = false;
        break;
      }
    }
    if (codes) return input as Card[];
  }
  return parseCards(input as string | readonly Card[]);
}
