import type { Card } from '@pokerchart/cards';

/** The best allowed hand of a player under a {@link Ranking}: what {@link Ranking.evaluate} returns. */
export interface RankedHand {
  /** Higher is better (R194); always positive. */
  strength: number;
  /** The category of the hand played (lows without a pair: `'high-card'`). */
  category: Category;
  /** The cards played, in display order (five cards; badugi: the one to four cards of the hand). */
  cards: Card[];
}

/**
 * A ranking plugin: how hands are valued. Every ranking of this package is such an object
 * ({@link standardRanking}, {@link aceToFiveLowRanking}, {@link badugiRanking} …), and
 * {@link evaluateHand}, {@link strengthOf}, {@link describeHand}, the engine's showdown, odds,
 * bots and the CLI take one wherever they take a ranking name. Write one with
 * {@link defineRanking} (only a function valuing one hand is needed), or implement this interface
 * directly for a faster one.
 *
 * Contract: `strength` and `evaluate` agree (same number for the same cards), higher strength is
 * a better hand for the pot this ranking plays for (R194, also for lows), and the value never
 * depends on the order of the cards given.
 */
export interface Ranking {
  /** A unique name (`'standard'`, `'ace-to-five-low'`, or your own): it is {@link HandValue.ranking}. */
  readonly name: string;
  /**
   * Which half of a split pot the ranking plays for in a hi-lo game: `'high'` or `'low'`. It is a
   * label only (a low ranking alone, as in razz, simply wins the whole pot): strengths are
   * always "higher is better".
   */
  readonly side: 'high' | 'low';
  /** How many cards make a hand: 5 for poker hands, 4 for badugi (a selection `{ hole, board }` adds up to it). */
  readonly cardsPerHand: number;
  /** The cards this ranking can value, in deck order; {@link evaluateHand} refuses others. */
  readonly deck: readonly Card[];
  /**
   * The strength of the best allowed hand of `hole` and `board` under `rule`, or `0` when no
   * allowed hand qualifies (a qualifier such as eight-or-better's, R166). Hot path: callers pass
   * distinct cards of {@link Ranking.deck} in enough number for the rule and expect no
   * allocation.
   */
  strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number;
  /** The best allowed hand with its cards, or `null` when none qualifies; same strength as {@link Ranking.strength}. */
  evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand | null;
  /** The category of a strength this ranking returned. */
  category(strength: number): Category;
  /** A short description of a value of this ranking, in English or French. */
  describe(value: HandValue, locale: 'en' | 'fr'): string;
  /**
   * Optional hint for fast equity enumeration, about how suits matter: `'never'` when a hand's
   * value depends on its ranks alone (ace-to-five, eight-or-better); `'flush-best'` when suits
   * matter only through five cards of one suit, which the player uses when they make a better
   * hand than the ranks alone (the standard high rankings). Leave it out when neither holds
   * (deuce-to-seven, badugi, most plugins): odds then value every runout directly.
   */
  readonly suits?: 'never' | 'flush-best';
  /**
   * Optional: why a variant's deck cannot be played with this ranking (for example the
   * eight-or-better low needs five ranks from A to 8), or `null` when it can. Called by the
   * engine's `defineVariant`.
   */
  checkDeck?(deck: readonly Card[]): string | null;
  /**
   * Optional: the value of a stud player's partial exposed hand, one to four up cards, higher
   * being the better showing for every side (a low ranking gives its best low the highest value);
   * suits do not count. A ranking that has it can read a stud game's up cards (R235): who brings
   * in (the lowest value, R201) and who acts first (the highest, R203). The built-in `'standard'`
   * (and the other high rankings), `'ace-to-five-low'` and `'deuce-to-seven-low'` have it.
   */
  partialStrength?(upCards: readonly Card[]): number;
}

/**
 * Which five-card subsets of hole and board cards a hand may use (R135):
 * - `'any'`: any five of the hole and board cards together (Hold'em, R155; the hole may be empty);
 * - `{ hole, board }`: exactly `hole` hole cards and exactly `board` board cards, with
 *   `hole + board = 5` (Omaha is `{ hole: 2, board: 3 }`, R160).
 */
export type SelectionRule = 'any' | { readonly hole: number; readonly board: number };

/**
 * The value of a hand: its best allowed five cards and how strong they are.
 *
 * `strength` is a positive integer; higher beats lower and equal values tie (R137, R138). It is
 * comparable only with strengths of the same ranking (and, for lows, with other lows). It does not
 * depend on suits (R142).
 */
export interface HandValue {
  /** Higher beats lower, equal ties; comparable within one ranking (or among lows). */
  strength: number;
  /** The category of the five cards played (always `'high-card'` for a low hand). */
  category: Category;
  /** The cards played, in display order (R141; lows from the highest card down, ace last): five, or one to four for badugi. */
  cards: Card[];
  /** The hole cards among {@link HandValue.cards}, in the same order. */
  holeUsed: Card[];
  /**
   * The name of the ranking whose scale the value belongs to (`'standard'`, `'eight-or-better'`,
   * `'ace-to-five-low'`, a plugin's name …). Set by every evaluator of this package; optional so
   * that hand-made values stay valid.
   */
  ranking?: string;
}

/**
 * The nine hand categories of R136, from best to worst under the standard ranking. The royal
 * flush is the ace-high `'straight-flush'`, not a category of its own. Under the `'shortdeck'`
 * ranking the order differs (R176) but the names are the same.
 */
export type Category =
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'one-pair'
  | 'high-card';

/**
 * Every {@link Category}, indexed by its internal category id (`0` = high card … `8` = straight
 * flush), which is the standard order of R136 from worst to best.
 */
export const CATEGORIES: readonly Category[] = Object.freeze([
  'high-card',
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const);

/**
 * The built-in rankings, by name (each is also a {@link Ranking} object, see {@link getRanking}):
 * - `'standard'`: R136–R140 (the wheel 5-4-3-2-A is the lowest straight);
 * - `'paigow-wheel'`: R170–R171 (A-2-3-4-5 is the second-highest straight and straight flush);
 * - `'shortdeck'`: R175–R176 (36-card deck, A-6-7-8-9 is the lowest straight, a flush beats a full
 *   house, and the `tripsBeatStraight` option decides trips against straight);
 * - `'ace-to-five-low'`: R190 (razz; aces low, straights and flushes ignored);
 * - `'deuce-to-seven-low'`: R191 (the standard order reversed, the ace high only);
 * - `'badugi'`: R192 (four cards, the largest subset of different ranks and suits).
 *
 * The eight-or-better low (`'eight-or-better'`, R166–R168, R193) is a ranking too, used as a
 * variant's `low`.
 */
export type RankingName = 'standard' | 'paigow-wheel' | 'shortdeck' | 'ace-to-five-low' | 'deuce-to-seven-low' | 'badugi';

/** Every {@link RankingName}. */
export const RANKING_NAMES: readonly RankingName[] = Object.freeze([
  'standard',
  'paigow-wheel',
  'shortdeck',
  'ace-to-five-low',
  'deuce-to-seven-low',
  'badugi',
] as const);
