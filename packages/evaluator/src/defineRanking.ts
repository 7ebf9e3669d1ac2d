import { type Card, parseCard, shortDeck, standardDeck } from '@pokerchart/cards';
import { type Category, CATEGORIES, type HandValue, type Ranking, type RankedHand, type SelectionRule } from './Ranking.js';
import { describeStandard, rankList } from './describeStandard.js';
import { EvaluationError } from './errors.js';
import { isBuiltInName, registerRanking } from './getRanking.js';
import { orderByGroups } from './exposedValue.js';
import { createSubsetSearch } from './subsetSearch.js';

/** What {@link defineRanking} takes: a name and a function valuing one hand; the rest has defaults. */
export interface RankingSpec {
  /** A unique name, not one of the built-in names; it becomes {@link HandValue.ranking}. */
  name: string;
  /**
   * The strength of exactly `cardsPerHand` cards (in any order): a positive number, higher is
   * better (R194), equal values tie; `0` when these cards do not qualify (a qualifier such as
   * eight-or-better's). Called once per allowed subset with a reused array: do not keep it.
   */
  value(cards: readonly Card[]): number;
  /** `'high'` (default) or `'low'`: which half of a hi-lo pot the ranking plays for. */
  side?: 'high' | 'low';
  /** Cards in a hand; default 5. */
  cardsPerHand?: number;
  /** The cards it can value: `'standard'` (default), `'short'`, or a list of cards. */
  deck?: 'standard' | 'short' | readonly (Card | string)[];
  /** The category of a strength; default `'high-card'` for every hand. */
  category?(strength: number): Category;
  /** Puts the cards of the best hand in display order (in place or as a new array); default: largest group of a rank first, then higher ranks first. */
  order?(cards: Card[], strength: number): Card[];
  /** Describes a value; default: the standard words of its category and cards ("Pair of Aces, King kicker"), or the ranks for hands of other sizes. */
  describe?(value: HandValue, locale: 'en' | 'fr'): string;
  /** The fast-equity hint of {@link Ranking.suits}; leave it out unless it holds. */
  suits?: 'never' | 'flush-best';
  /** Why a variant's deck cannot be played with this ranking, or `null`; default: every card must be in `deck`. */
  checkDeck?(deck: readonly Card[]): string | null;
}

/**
 * Makes a {@link Ranking} from a function valuing one hand: the selection rules (any
 * `cardsPerHand` of all the cards, or exactly `hole` + `board`), the cards played, categories and
 * descriptions are derived. The result works everywhere a ranking name does (evaluateHand,
 * strengthOf, describeHand, the engine's variants, equity, bots, the CLI), and its name resolves
 * to it afterwards in this process (the latest definition of a name wins).
 *
 * @example
 * ```ts
 * // Hold'em where a flush beats a full house
 * const order = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
 * const flushOverFull = defineRanking({
 *   name: 'flush-over-full',
 *   value: (c) => { const s = evaluate5(c[0], c[1], c[2], c[3], c[4]); return order.indexOf(categoryOf(s)) * 2 ** 20 + s; },
 *   category: (s) => categoryOf(s % 2 ** 20),
 * });
 * ```
 * @throws {@link EvaluationError} (`BAD_RANKING`) for a missing or built-in name, a missing
 * `value`, or bad options.
 */
export function defineRanking(spec: RankingSpec): Ranking {
  if (spec === null || typeof spec !== 'object') throw new EvaluationError('BAD_RANKING', 'defineRanking needs an object { name, value, ... }');
  const { name, value } = spec;
  if (typeof name !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$/.test(name)) {
    throw new EvaluationError('BAD_RANKING', `a ranking name is 1-64 letters, digits, spaces, '.', '_' or '-', got ${JSON.stringify(name)}`);
  }
  if (isBuiltInName(name)) throw new EvaluationError('BAD_RANKING', `'${name}' is a built-in ranking; give yours another name`);
  if (typeof value !== 'function') throw new EvaluationError('BAD_RANKING', `the ranking '${name}' needs a value(cards) function`);
  const side = spec.side ?? 'high';
  if (side !== 'high' && side !== 'low') throw new EvaluationError('BAD_RANKING', `side must be 'high' or 'low', got ${JSON.stringify(side)}`);
  const k = spec.cardsPerHand ?? 5;
  if (!Number.isInteger(k) || k < 1 || k > 7) throw new EvaluationError('BAD_RANKING', `cardsPerHand must be an integer from 1 to 7, got ${String(k)}`);
  const deck = readDeck(spec.deck);
  const inDeck = new Uint8Array(52);
  for (const c of deck) inDeck[c] = 1;
  const search = createSubsetSearch(k);
  const category = spec.category ?? ((): Category => 'high-card');
  const order = spec.order ?? ((cards: Card[]): Card[] => orderByGroups(cards, false));
  const describe =
    spec.describe ??
    ((v: HandValue, locale: 'en' | 'fr'): string =>
      v.cards.length === 5 && CATEGORIES.includes(v.category) ? describeStandard(v, locale) : rankList(v.cards));
  const ranking: Ranking = {
    name,
    side,
    cardsPerHand: k,
    deck: Object.freeze(deck),
    strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number {
      return search.best(hole, board, rule, value, false);
    },
    evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand | null {
      const strength = search.best(hole, board, rule, value, true);
      if (!(strength > 0)) return null;
      return { strength, category: category(strength), cards: order(search.picked.slice(), strength) };
    },
    category,
    describe,
    ...(spec.suits !== undefined ? { suits: spec.suits } : {}),
    checkDeck:
      spec.checkDeck ??
      ((cards: readonly Card[]): string | null => {
        const out = cards.filter((c) => inDeck[c] !== 1);
        return out.length === 0 ? null : `the ranking '${name}' cannot value ${out.length} of the deck's cards`;
      }),
  };
  Object.freeze(ranking);
  registerRanking(ranking);
  return ranking;
}

function readDeck(deck: RankingSpec['deck']): Card[] {
  if (deck === undefined || deck === 'standard') return standardDeck();
  if (deck === 'short') return shortDeck();
  if (!Array.isArray(deck)) throw new EvaluationError('BAD_RANKING', `deck must be 'standard', 'short' or a list of cards, got ${JSON.stringify(deck)}`);
  const seen = new Set<Card>();
  return deck.map((c: Card | string) => {
    const card = typeof c === 'string' ? parseCard(c) : c;
    if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card > 51 || seen.has(card)) {
      throw new EvaluationError('BAD_RANKING', `deck must hold distinct cards, got ${JSON.stringify(c)}`);
    }
    seen.add(card);
    return card;
  });
}
