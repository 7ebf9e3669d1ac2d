import { getRanking, type Ranking, standardRanking } from '@pokerchart/evaluator';
import { checkArray, checkCard, checkSeat, VariantRuleError } from '../../../errors.js';
import { type Card, rankOf, suitOf } from '@pokerchart/cards';

/*
 * How a stud round opens (R201-R204, R235): how the up cards are read (an opening, a ranking that
 * values partial hands), who brings in, who acts first, whether an open pair shows, and the input
 * checks these public rule functions share (the card, array and seat checks are in errors.ts).
 */

const OPENINGS: readonly string[] = ['high', 'ace-to-five-low', 'deuce-to-seven-low'];

/** Whether `value` is a ranking object that values partial exposed hands (R235). @internal */
export function isPartialHandRanking(value: unknown): value is PartialHandRanking {
  return typeof value === 'object' && value !== null && typeof (value as { partialStrength?: unknown }).partialStrength === 'function'
    && typeof (value as { name?: unknown }).name === 'string';
}

/**
 * The ranking that reads a stud opening's up cards (R201, R203, R235): the ranking itself, or for
 * a reading named by the public values, the built-in ranking of that name (`'high'`: the
 * standard ranking), whose `partialStrength` values the up cards. The engine asks it, never the
 * name. @internal
 */
export function readingRanking(opening: StudOpening): PartialHandRanking {
  if (typeof opening === 'object') return opening;
  const ranking = opening === 'high' ? standardRanking : getRanking(opening);
  return ranking as PartialHandRanking;
}

/**
 * The reading a variant's ranking gives its stud streets when a step names none (R235): the
 * ranking itself when it can value partial exposed hands, else `'high'`. @internal
 */
export function defaultReading(ranking: unknown): StudOpening {
  return isPartialHandRanking(ranking) ? ranking : 'high';
}

/**
 * Why `value` cannot be a stud reading, in words that name it without writing it out (a ranking
 * object holds its whole deck): `null` when it can (R235). @internal
 */
export function readingProblem(value: unknown): string | null {
  if (typeof value === 'string') {
    return OPENINGS.includes(value) ? null : `must be one of ${OPENINGS.join(', ')} or a ranking that values partial exposed hands, got ${JSON.stringify(value.slice(0, 60))} (R235)`;
  }
  if (isPartialHandRanking(value)) return null;
  if (typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string') {
    const name = JSON.stringify((value as { name: string }).name.slice(0, 60));
    return `the ranking ${name} cannot value a partial exposed hand of one to four up cards: give it a partialStrength(upCards) method (docs/guides/rankings.md), or use one of ${OPENINGS.join(', ')} (R235)`;
  }
  return `must be one of ${OPENINGS.join(', ')} or a ranking that values partial exposed hands, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value} (R235)`;
}

/** Throws `BAD_INPUT` unless `opening` is a {@link StudOpening}. @internal */
export function checkOpening(opening: unknown, rule: string): StudOpening {
  const problem = readingProblem(opening);
  if (problem !== null) throw new VariantRuleError('BAD_INPUT', `the stud opening ${problem.replace(/ \(R235\)$/, '')} (${rule}, R235)`);
  return opening as StudOpening;
}

/**
 * The first seat, clockwise from `seat` itself, that `able` allows, or `null` when none does:
 * how the duty to act first passes on from an all-in player (R201, R203, as PokerKit does). @internal
 */
export function firstAbleFrom(seat: number, able: readonly boolean[], seatCount: number): number | null {
  for (let i = 0; i < seatCount; i++) {
    const s = (seat + i) % seatCount;
    if (able[s] === true) return s;
  }
  return null;
}

/**
 * How a stud game reads the up cards to choose who brings in (R201) and who acts first on later
 * streets (R203), named after the ranking the up cards are read with:
 *
 * - `'high'` (seven-card stud, stud hi-lo): the lowest up card brings in, the ace high and suits
 *   clubs < diamonds < hearts < spades, so the lowest suit brings in; from fourth street the best
 *   exposed high hand acts first (quads > trips > two pair > pair > high cards).
 * - `'ace-to-five-low'` (razz): the highest up card brings in, king highest and ace lowest, the
 *   highest suit bringing in; from fourth street the lowest ace-to-five partial hand acts first.
 * - `'deuce-to-seven-low'` (stud with a 2-7 low): the highest up card brings in, the ace highest,
 *   the highest suit bringing in; from fourth street the lowest deuce-to-seven partial hand acts
 *   first.
 *
 * - a {@link PartialHandRanking} (a user's ranking that values one to four up cards, R235): the
 *   lowest value brings in (ties: the lowest suit under a `'high'` side, the highest under a
 *   `'low'` one), the highest value acts first.
 *
 * Straights and flushes never count among up cards (there are at most four of them).
 */
export type StudOpening = 'high' | 'ace-to-five-low' | 'deuce-to-seven-low' | PartialHandRanking;

/**
 * A ranking that can also value a stud player's partial exposed hand, one to four up cards, so a
 * stud street's `reading` can be it (R235): its {@link PartialHandRanking.partialStrength} decides
 * who brings in on the first street (the lowest value, R201) and who acts first on the later
 * ones (the highest value, R203). Any {@link Ranking} becomes one by adding that method; a
 * variant whose `ranking` is one reads its up cards with it unless a step gives another
 * `reading`. The built-in `'standard'` (and the other high rankings), `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` are ones: the named readings `'high'`, `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` read with them.
 *
 * @example
 * ```ts
 * const highCardOnly: PartialHandRanking = {
 *   ...myRanking,
 *   partialStrength: (up) => Math.max(...up.map((c) => rankOf(c))),
 * };
 * ```
 */
export interface PartialHandRanking extends Ranking {
  /**
   * The value of one to four exposed cards: higher is the better showing, for every side (a low
   * ranking gives its best low the highest value). Suits must not count: ties of value go to
   * the seat nearest the button for the first to act (R203), and for the bring-in to the lowest
   * suit when {@link Ranking.side} is `'high'`, the highest suit when it is `'low'` (R201).
   */
  partialStrength(upCards: readonly Card[]): number;
}

/** What {@link bringInSeat} takes. */
export interface BringInSeatInput {
  /** Each seat's third-street up card (its "door card"), by seat; `null` for seats not dealt in. */
  readonly upCards: readonly (Card | null | undefined)[];
  /** How the up cards are read: `'high'` for stud and stud hi-lo, `'ace-to-five-low'` for razz. */
  readonly opening: StudOpening;
  /**
   * Which seats can act, by seat (`false` for a player all-in from the ante). When the bring-in
   * seat cannot act, the duty passes to the next seat clockwise that can, as PokerKit does.
   * Default: every seat with an up card can act.
   */
  readonly canAct?: readonly boolean[] | undefined;
}

/**
 * How bad an up card is as a door card, by the reading's ranking (R201, R235): the lowest value
 * of the card alone brings in (stud: the lowest rank, the ace high; razz: the highest rank, king
 * high and ace low; 2-7: the highest rank, the ace high); the suit breaks ties (see suitBadness).
 */
function badness(card: Card, reading: PartialHandRanking): number {
  return -reading.partialStrength([card]);
}

/** R201, R235: among equal door cards of a ranking's reading, the lowest suit brings in under a high ranking, the highest under a low one. */
function suitBadness(card: Card, reading: PartialHandRanking): number {
  return reading.side === 'high' ? 3 - suitOf(card) : suitOf(card);
}

/**
 * Who posts the bring-in on third street (R201): in stud and stud hi-lo (`'high'`) the player
 * with the lowest up card, the ace counting high, ties of rank going to the lowest suit (clubs,
 * then diamonds, hearts, spades); in razz (`'ace-to-five-low'`) the player with the highest up
 * card, the king highest and the ace lowest, ties going to the highest suit (spades); with a 2-7
 * low (`'deuce-to-seven-low'`) the highest up card with the ace highest, highest suit.
 *
 * Returns the seat, or `null` when no seat has an up card (or none of them can act).
 *
 * @example
 * ```ts
 * // the deuces of clubs and hearts: in stud the club brings in
 * bringInSeat({ upCards: parseCards('2h Ks 2c'), opening: 'high' }); // 2
 * // razz: the king of spades brings in
 * bringInSeat({ upCards: parseCards('2h Ks 2c'), opening: 'ace-to-five-low' }); // 1
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function bringInSeat(input: BringInSeatInput): number | null {
  const upCards = checkArray<Card | null | undefined>(input?.upCards, 'upCards', 'R201');
  const reading = readingRanking(checkOpening(input.opening, 'R201'));
  let seat: number | null = null;
  let worst = -Infinity;
  let worstSuit = -1;
  for (let s = 0; s < upCards.length; s++) {
    const card = upCards[s];
    if (card === null || card === undefined) continue;
    const c = checkCard(card, `the up card of seat ${s}`, 'R201');
    const b = badness(c, reading);
    const bs = suitBadness(c, reading);
    if (b > worst || (b === worst && bs > worstSuit)) {
      worst = b;
      worstSuit = bs;
      seat = s;
    }
  }
  if (seat === null) return null;
  const canAct = input.canAct === undefined ? undefined : checkArray<boolean>(input.canAct, 'canAct', 'R201');
  if (canAct === undefined) return seat;
  const able = upCards.map((c, s) => c !== null && c !== undefined && canAct[s] === true);
  return firstAbleFrom(seat, able, upCards.length);
}

/** What {@link firstToActSeat} takes. */
export interface FirstToActSeatInput {
  /**
   * Each seat's up cards (1-4 of them), by seat; `null` for a seat that is out of the hand
   * (folded or not dealt in). All-in players keep their up cards here: they can hold the best
   * hand, they just never act.
   */
  readonly upCards: readonly (readonly Card[] | null | undefined)[];
  /** How the up cards are read: `'high'` for stud and stud hi-lo, `'ace-to-five-low'` for razz. */
  readonly opening: StudOpening;
  /** The button (dealer position): ties go to the tied seat first clockwise from it. */
  readonly button: number;
  /**
   * Which seats can act, by seat (`false` for an all-in player). When the best exposed hand
   * cannot act, the first action passes to the next seat clockwise that can, as PokerKit does.
   * Default: every seat in the hand can act.
   */
  readonly canAct?: readonly boolean[] | undefined;
}

/**
 * Who acts first on fourth street and later (R203): the player whose up cards make the best
 * partial hand ({@link exposedStrength}): the best high hand in stud and stud hi-lo, the lowest
 * ace-to-five hand in razz. Ties go to the tied player first clockwise from the `button`; suits
 * never break them. An all-in player never acts: when the best hand is all-in, the first seat
 * clockwise after it that can act opens the round.
 *
 * Returns the seat, or `null` when no seat in the hand can act.
 *
 * @example
 * ```ts
 * // seats 1 and 3 both show a pair of nines; with the button on seat 2, seat 3 acts first
 * firstToActSeat({ upCards: [null, parseCards('9c9d'), parseCards('Ah Kh'), parseCards('9h9s')],
 *   opening: 'high', button: 2 }); // 3
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function firstToActSeat(input: FirstToActSeatInput): number | null {
  const upCards = checkArray<readonly Card[] | null | undefined>(input?.upCards, 'upCards', 'R203');
  const opening = checkOpening(input.opening, 'R203');
  const seatCount = upCards.length;
  const button = checkSeat(input.button, seatCount, 'the button', 'R203');
  let best: number | null = null;
  let bestValue = -Infinity;
  // the button last: first clockwise from the button wins a tie (strictly better replaces)
  for (let k = 1; k <= seatCount; k++) {
    const s = (button + k) % seatCount;
    const cards = upCards[s];
    if (cards === null || cards === undefined) continue;
    const v = exposedStrength(cards, opening);
    if (v > bestValue) {
      bestValue = v;
      best = s;
    }
  }
  if (best === null) return null;
  const canAct = input.canAct === undefined ? undefined : checkArray<boolean>(input.canAct, 'canAct', 'R203');
  if (canAct === undefined) return best;
  // pass on clockwise, but only to seats still in the hand
  const able = upCards.map((c, s) => c !== null && c !== undefined && canAct[s] === true);
  return firstAbleFrom(best, able, seatCount);
}

/**
 * The value of a stud player's up cards (one to four of them) for deciding who acts first on
 * fourth street and later (R203): **higher acts first**, for every opening.
 *
 * - `'high'`: four of a kind > three of a kind > two pair > one pair > no pair; within a category
 *   the grouped ranks first (the pair, then the kickers) from the highest down, the ace high.
 * - `'ace-to-five-low'` (razz): the reverse: no pair beats a pair, a pair beats two pair, then trips
 *   and quads; within a category the lower grouped ranks, then the lower remaining cards from the
 *   highest down, are better (R190); aces are low.
 * - `'deuce-to-seven-low'`: as the A-5 low with the ace highest and the deuce lowest (R191).
 * - a {@link PartialHandRanking}: its `partialStrength` of the cards (R235).
 *
 * Suits never count, and straights and flushes do not exist among up cards. Hands of equal size
 * compare as the rules say; a hand that is a prefix of a longer one (`A-K` and `A-K-2`) ranks
 * below it under `'high'` and above it under the lows, so the order is total. Equal values are a
 * tie, which {@link firstToActSeat} breaks by position.
 *
 * @example
 * ```ts
 * exposedStrength(parseCards('8c8d'), 'high') > exposedStrength(parseCards('AsKs'), 'high'); // true
 * exposedStrength(parseCards('5c3d'), 'ace-to-five-low') > exposedStrength(parseCards('6c2d'), 'ace-to-five-low'); // true
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for more than four cards or a non-card.
 */
export function exposedStrength(upCards: readonly Card[], opening: StudOpening): number {
  const cards = checkArray<Card>(upCards, 'up cards', 'R203');
  const reading = readingRanking(checkOpening(opening, 'R203'));
  if (cards.length > 4) {
    throw new VariantRuleError('BAD_INPUT', `a stud player shows at most four up cards, got ${cards.length} (R203)`);
  }
  // R235: the ranking values the partial hand: a user's own, or the built-in ranking a named reading stands for
  return reading.partialStrength(cards.map((c) => checkCard(c, 'an up card', 'R203')));
}

/**
 * Whether some player in the hand shows a pair among their up cards: the "open pair" of R204,
 * which on fourth street of stud high lets any player bet or raise the big bet (see
 * `studBetSizes` of `@pokerchart/variants`).
 *
 * @param upCards each seat's up cards, by seat; `null` for seats out of the hand (folded players'
 *   cards no longer count).
 * @example
 * ```ts
 * hasOpenPair([parseCards('9c 9d'), parseCards('Ah Kh')]); // true
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function hasOpenPair(upCards: readonly (readonly Card[] | null | undefined)[]): boolean {
  for (const [s, cards] of checkArray<readonly Card[] | null | undefined>(upCards, 'upCards', 'R204').entries()) {
    if (cards === null || cards === undefined) continue;
    const seen = new Set<number>();
    for (const c of checkArray<Card>(cards, `the up cards of seat ${s}`, 'R204')) {
      const r = rankOf(checkCard(c, `an up card of seat ${s}`, 'R204'));
      if (seen.has(r)) return true;
      seen.add(r);
    }
  }
  return false;
}
