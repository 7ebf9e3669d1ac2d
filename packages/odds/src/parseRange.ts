import { type Card, CardParseError, parseCards, RANK_CHARS } from '@pokerchart/cards';
import { PREFLOP_ORDER } from './preflopOrder.js';
import { RangeParseError, OddsInputError } from './errors.js';

/** A starting-hand class: two ranks (`hi >= lo`) and, for two ranks, suited or offsuit or both. */
interface HandClass {
  hi: number;
  lo: number;
  /** 'pair', 's' (suited), 'o' (offsuit) or 'any' (both). */
  kind: 'pair' | 's' | 'o' | 'any';
}

const RANK_INDEX = (ch: string): number => RANK_CHARS.indexOf(ch.toUpperCase());

/** Every two-card combination of one class, highest card first. */
function classCombos(c: HandClass): Card[][] {
  const out: Card[][] = [];
  for (let a = 3; a >= 0; a--) {
    for (let b = 3; b >= 0; b--) {
      if (c.kind === 'pair') {
        if (b < a) out.push([c.hi * 4 + a, c.lo * 4 + b]);
        continue;
      }
      const suited = a === b;
      if ((c.kind === 's' && !suited) || (c.kind === 'o' && suited)) continue;
      out.push([c.hi * 4 + a, c.lo * 4 + b]);
    }
  }
  return out;
}

/** Every two-card hand: the `random` range. */
function allCombos(): Card[][] {
  const out: Card[][] = [];
  for (let a = 51; a >= 0; a--) for (let b = a - 1; b >= 0; b--) out.push([a, b]);
  return out;
}

const CLASS = /^([2-9TJQKA])([2-9TJQKA])([so]?)$/i;

/** A class token like `AKs`, `AK`, `77` (no `+`, no span), or null when it is not one. */
function readClass(text: string): HandClass | null {
  const m = CLASS.exec(text);
  if (!m) return null;
  const a = RANK_INDEX(m[1]!);
  const b = RANK_INDEX(m[2]!);
  const suffix = m[3]!.toLowerCase();
  if (a === b) return suffix === '' ? { hi: a, lo: a, kind: 'pair' } : null;
  return { hi: Math.max(a, b), lo: Math.min(a, b), kind: suffix === '' ? 'any' : (suffix as 's' | 'o') };
}

const label = (c: HandClass): string =>
  `${RANK_CHARS[c.hi]}${RANK_CHARS[c.lo]}${c.kind === 'pair' || c.kind === 'any' ? '' : c.kind}`;

/** The weight after a colon: a number from 0 to 1, or a percentage from 0% to 100%. */
function readWeight(text: string): number | null {
  const t = text.trim();
  const pct = t.endsWith('%');
  const body = pct ? t.slice(0, -1).trim() : t;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(body)) return null;
  const w = Number(body) / (pct ? 100 : 1);
  return w >= 0 && w <= 1 ? w : null;
}

/**
 * Reads a range in PokerStove notation, the form every equity tool takes. Tokens are separated by
 * commas (spaces around them do not matter):
 *
 * - a pair `QQ`; a suited `AKs` or offsuit `AKo` class; `AK` for both (16 combinations);
 * - `+`: `TT+` is TT to AA; `ATs+` is ATs to AKs (the second card climbs up to one below the first);
 * - a trailing dash, the mirror of `+`: `JJ-` is JJ down to 22; `A5s-` is A5s to A2s (the second
 *   card goes down to the deuce);
 * - a dash span: `TT-77` (pairs), `A5s-A2s` (the second card moves), `76s-54s` (both cards move,
 *   same gap);
 * - explicit hands: `AhKh`, or any number of cards for other games (`AsKsQdJd` in Omaha);
 * - `random` or `100%`: every two-card hand;
 * - a percentage `15%`: the best starting-hand classes by pre-flop equity against a random hand
 *   ({@link PREFLOP_ORDER}), as many as bring the combinations nearest to that share of the 1,326
 *   two-card hands (a tie goes to the smaller set; at least one class): `15%` is 200 combos;
 * - a weight after a colon: `AKs:0.5` or `AKs:50%` (from 0 to 1; 0 leaves the hands out).
 *
 * A hand listed twice keeps the weight of its last mention (`QQ+, AhAs:0.5` makes A♥A♠ half as
 * likely as the other aces). The result lists each hand once, in the order of the notation.
 *
 * @example
 * ```ts
 * parseRange('QQ+, AKs').hands.length;            // 22: 6 + 6 + 6 pairs and 4 suited AK
 * parseRange('A5s-A2s:0.5').hands[0];             // { cards: [51, 15], weight: 0.5 } (A♠5♠)
 * ```
 * @throws {@link RangeParseError} (code `BAD_RANGE`) naming the offending token and its position.
 */
export function parseRange(text: string): Range {
  if (typeof text !== 'string') throw new RangeParseError(`a range must be text, got ${typeof text}`, String(text), 0, String(text));
  if (text.trim() === '') {
    throw new RangeParseError(`range "${text}": "" at position 0 is empty: give hands such as "QQ+, AKs, AhKh" or "random"`, text, 0, '');
  }
  const byKey = new Map<string, RangeHand>();
  let size = 0;
  let at = 0;
  for (const raw of text.split(',')) {
    const lead = raw.length - raw.trimStart().length;
    const token = raw.trim();
    const position = at + lead;
    at += raw.length + 1;
    const fail = (what: string): never => {
      throw new RangeParseError(`range "${text}": "${token}" at position ${position} ${what}`, text, position, token);
    };
    if (token === '') fail('is an empty token: remove the extra comma');
    const colon = token.indexOf(':');
    const body = (colon < 0 ? token : token.slice(0, colon)).trim();
    let weight = 1;
    if (colon >= 0) {
      const w = readWeight(token.slice(colon + 1));
      if (w === null) fail('has a bad weight: write a number from 0 to 1 or a percentage (AKs:0.5, AKs:50%)');
      weight = w!;
    }
    const combos = readBody(body, fail);
    for (const cards of combos) {
      if (size === 0) size = cards.length;
      else if (cards.length !== size) fail(`holds ${cards.length}-card hands where the range before it holds ${size}-card hands`);
      const sorted = [...cards].sort((x, y) => y - x);
      const key = sorted.join(',');
      byKey.delete(key);
      if (weight > 0) byKey.set(key, { cards: sorted, weight });
    }
  }
  return { kind: 'range', text: text.trim(), hands: [...byKey.values()] };
}

/** The hands one token (without its weight) stands for. */
function readBody(body: string, fail: (what: string) => never): Card[][] {
  const lower = body.toLowerCase();
  if (lower === 'random' || lower === 'any') return allCombos();
  if (body.endsWith('%')) {
    const pct = /^(\d+(\.\d*)?|\.\d+)\s*%$/.test(body) ? Number(body.slice(0, -1)) : Number.NaN;
    if (!(pct > 0 && pct <= 100)) fail('is not a percentage range: write a share of the hands above 0% and up to 100% (15%, 2.5%, 100%)');
    return pct === 100 ? allCombos() : topPercent(pct).flatMap(classCombos);
  }
  // explicit cards: rank and suit pairs, at least two cards
  if (/^([2-9TJQKA][cdhs♣♦♥♠]){2,}$/i.test(body.replace(/\s+/g, '')) && !CLASS.test(body)) {
    try {
      const cards = parseCards(body);
      if (new Set(cards).size !== cards.length) fail('holds the same card twice (R5)');
      return [cards];
    } catch (error) {
      if (error instanceof CardParseError) fail(`cannot be read as cards: ${error.message}`);
      throw error;
    }
  }
  const plus = body.endsWith('+');
  const dash = body.indexOf('-');
  if (plus && dash >= 0) fail('has both + and a dash span: use one of them (TT+ or TT-77)');
  if (dash >= 0 && dash === body.length - 1) {
    // `JJ-`: the class and every one below it, the mirror of `JJ+`
    const c = readClass(body.slice(0, -1).trim());
    if (!c) fail(`is not a hand class followed by a dash (JJ-, A5s-, K9o-): ${notAClass}`);
    const classes: HandClass[] = [];
    if (c!.kind === 'pair') for (let r = c!.hi; r >= 0; r--) classes.push({ hi: r, lo: r, kind: 'pair' });
    else for (let r = c!.lo; r >= 0; r--) classes.push({ hi: c!.hi, lo: r, kind: c!.kind });
    return classes.flatMap(classCombos);
  }
  if (plus) {
    const c = readClass(body.slice(0, -1).trim());
    if (!c) fail(notAClass);
    const classes: HandClass[] = [];
    if (c!.kind === 'pair') for (let r = c!.hi; r <= 12; r++) classes.push({ hi: r, lo: r, kind: 'pair' });
    else for (let r = c!.lo; r < c!.hi; r++) classes.push({ hi: c!.hi, lo: r, kind: c!.kind });
    return classes.flatMap(classCombos);
  }
  if (dash >= 0) {
    const a = readClass(body.slice(0, dash).trim());
    const b = readClass(body.slice(dash + 1).trim());
    if (!a || !b) fail(`is not a span of two hand classes (TT-77, A5s-A2s, 76s-54s): ${notAClass}`);
    return span(a!, b!, fail).flatMap(classCombos);
  }
  const c = readClass(body);
  if (!c) fail(notAClass);
  return classCombos(c!);
}

const notAClass =
  'is not a hand: write a pair (QQ), suited or offsuit ranks (AKs, AKo, AK), TT+ or ATs+, JJ- or A5s-, a span (TT-77, A5s-A2s), a percentage (15%), cards (AhKh), or random';

/** Combos of each class of the pre-flop order, and the running total after each. */
let cumulative: { classes: HandClass[]; totals: number[] } | null = null;

/**
 * The best classes of {@link PREFLOP_ORDER} whose combos come nearest to `pct` percent of the
 * 1,326 two-card hands (a tie goes to the smaller set), at least one class.
 */
function topPercent(pct: number): HandClass[] {
  if (cumulative === null) {
    const classes = PREFLOP_ORDER.map(([text]) => readClass(text)!);
    let sum = 0;
    cumulative = { classes, totals: classes.map((c) => (sum += c.kind === 'pair' ? 6 : c.kind === 's' ? 4 : 12)) };
  }
  const { classes, totals } = cumulative;
  const target = (pct / 100) * 1326;
  let n = 1;
  while (n < classes.length && Math.abs(totals[n]! - target) < Math.abs(totals[n - 1]! - target)) n++;
  return classes.slice(0, n);
}

/** The classes of a dash span, from the first written to the second. */
function span(a: HandClass, b: HandClass, fail: (what: string) => never): HandClass[] {
  if (a.kind !== b.kind) fail(`mixes ${label(a)} and ${label(b)}: both ends must be pairs, or both suited, offsuit or plain`);
  const out: HandClass[] = [];
  if (a.kind === 'pair') {
    const step = a.hi >= b.hi ? -1 : 1;
    for (let r = a.hi; r !== b.hi + step; r += step) out.push({ hi: r, lo: r, kind: 'pair' });
    return out;
  }
  if (a.hi === b.hi) {
    const step = a.lo >= b.lo ? -1 : 1;
    for (let r = a.lo; r !== b.lo + step; r += step) out.push({ hi: a.hi, lo: r, kind: a.kind });
    return out;
  }
  if (a.hi - a.lo === b.hi - b.lo) {
    const step = a.hi >= b.hi ? -1 : 1;
    for (let r = a.hi; r !== b.hi + step; r += step) out.push({ hi: r, lo: r - (a.hi - a.lo), kind: a.kind });
    return out;
  }
  return fail(`spans ${label(a)} to ${label(b)}: keep the first card (A5s-A2s) or the gap between the cards (76s-54s)`);
}

/** One hand of a {@link Range} with its weight. */
export interface RangeHand {
  /** The hole cards, highest card code first (two for Hold'em, four for Omaha…). */
  readonly cards: readonly Card[];
  /** How often the player holds this hand relative to a hand of weight 1: a number in `(0, 1]`. */
  readonly weight: number;
}

/**
 * A weighted set of hands a player may hold, as {@link parseRange} reads it. A range is weighted
 * uniformly over its hands (times their weights): `AKs:0.5` makes each suited ace-king half as
 * likely as a hand of weight 1. Plain data: build one by hand if you like (`kind: 'range'`,
 * distinct hands of one size, weights in `(0, 1]`).
 */
export interface Range {
  /** Marks the object as a range (hands given as card arrays are not). */
  readonly kind: 'range';
  /** The text it was read from, trimmed (empty for a range built in code). */
  readonly text: string;
  /** Every hand, once each, in the order of the notation. */
  readonly hands: readonly RangeHand[];
}

/**
 * The hands of a range that do not use any of `dead` (card removal: the board, the dead cards,
 * the other players' known cards), each with its weight. Works for hands of any size.
 */
export function rangeHands(range: Range, dead: readonly Card[] = []): RangeHand[] {
  const gone = new Set(dead);
  return range.hands.filter((h) => !h.cards.some((c) => gone.has(c)));
}

/**
 * The two-card combinations of a Hold'em range that share no card with `dead` (card removal
 * against the board, the dead cards and the other players' known cards), highest card first.
 * Weights are left out: {@link rangeHands} keeps them.
 *
 * @example
 * ```ts
 * rangeCombos(parseRange('AA'), parseCards('As')).length;   // 3: A♠ is gone
 * ```
 * @throws {@link OddsInputError} `HOLE_CARD_COUNT` when the range holds hands of other sizes
 *   (Omaha hands): use {@link rangeHands} for those.
 */
export function rangeCombos(range: Range, dead: readonly Card[] = []): [Card, Card][] {
  const hands = rangeHands(range, dead);
  if (hands.some((h) => h.cards.length !== 2)) {
    throw new OddsInputError('HOLE_CARD_COUNT', `rangeCombos lists two-card hands; this range holds ${hands.find((h) => h.cards.length !== 2)!.cards.length}-card hands: use rangeHands`);
  }
  return hands.map((h) => [h.cards[0]!, h.cards[1]!]);
}

/**
 * The 169 starting-hand classes of Hold'em as the usual 13x13 grid: `HAND_CLASSES[row][col]`,
 * aces first. The diagonal holds the pairs (`AA` … `22`), above it the suited hands (`AKs` at
 * row 0, column 1), below it the offsuit ones (`AKo` at row 1, column 0).
 */
export const HAND_CLASSES: readonly (readonly string[])[] = Array.from({ length: 13 }, (_, row) =>
  Array.from({ length: 13 }, (_, col) => {
    const a = RANK_CHARS[12 - row]!;
    const b = RANK_CHARS[12 - col]!;
    if (row === col) return a + a;
    return row < col ? `${a}${b}s` : `${b}${a}o`;
  }),
);

/** The class (`'AKs'`, `'AKo'`, `'QQ'`) of a two-card Hold'em hand. */
export function handClassOf(cards: readonly Card[]): string {
  const [x, y] = cards[0]! >= cards[1]! ? [cards[0]!, cards[1]!] : [cards[1]!, cards[0]!];
  const hi = x >> 2;
  const lo = y >> 2;
  if (hi === lo) return RANK_CHARS[hi]! + RANK_CHARS[hi]!;
  return `${RANK_CHARS[hi]}${RANK_CHARS[lo]}${(x & 3) === (y & 3) ? 's' : 'o'}`;
}
