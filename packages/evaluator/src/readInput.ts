import { type Card, formatCard, parseCards } from '@pokerchart/cards';
import { EvaluationError } from './errors.js';
import type { Ranking, SelectionRule } from './Ranking.js';

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

/** Every way to choose `k` items of `items`, as index lists in lexicographic order. @internal */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const rec = (from: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}
