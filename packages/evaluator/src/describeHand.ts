import { EvaluationError } from './errors.js';
import type { HandValue, Ranking, RankingName } from './Ranking.js';
import { describeStandard, rankList } from './describeStandard.js';
import { getRanking, rankingNamed } from './getRanking.js';

const EN = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const FR = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi', 'As'];

/**
 * How many of the five display-order cards (R141) make the category itself; the others are
 * kickers, compared in order. Categories without kickers are absent (their description decides).
 */
const MADE: Partial<Record<HandValue['category'], number>> = {
  'four-of-a-kind': 4,
  'three-of-a-kind': 3,
  'two-pair': 4,
  'one-pair': 2,
  flush: 0,
  'high-card': 0,
};

/**
 * The description of `value` that names its kickers down to the `through`-th card (inclusive):
 * "Pair of Threes, Queen-Jack kickers", "Ace-King-Nine high", "Ace-King-Ten flush".
 */
function withKickers(value: HandValue, through: number, locale: 'en' | 'fr'): string {
  const names = locale === 'en' ? EN : FR;
  const ranks = value.cards.map((c) => c >> 2);
  const made = MADE[value.category] ?? 5;
  const kickers = ranks.slice(made, through + 1).map((r) => names[r]!);
  const list = kickers.join('-');
  if (locale === 'fr') return `${describeHand(value, 'fr').replace(/, kicker \S+$/, '')}, ${kickers.length === 1 ? 'kicker' : 'kickers'} ${list}`;
  switch (value.category) {
    case 'flush':
      return `${list} flush`;
    case 'high-card':
      return `${list} high`;
    default:
      return `${describeHand(value, 'en').replace(/, \w+ kicker$/, '')}, ${list} ${kickers.length === 1 ? 'kicker' : 'kickers'}`;
  }
}

/**
 * What decided between two hands of one ranking at showdown, as one phrase:
 * `"Pair of Threes, Queen kicker beats Pair of Threes, Nine kicker"`. When both hands have the
 * same short description ({@link describeHand}), the kickers are named down to the one that
 * decides: `"Pair of Threes, Queen-Jack kickers beats Pair of Threes, Queen-Nine kickers"`. Equal
 * strengths tie: `"Ace high ties with Ace high"` (`"… égalité avec …"` in French). `winner` must be
 * at least as strong as `loser` (R137, R138); both come from the same ranking. Kickers are named
 * for the high rankings (`standard`, `paigow-wheel`, `shortdeck`); other rankings' descriptions
 * are used as they are.
 * @throws {@link EvaluationError} (`BAD_OPTION`) when `winner` is weaker than `loser`, or for a bad locale.
 */
export function describeWin(winner: HandValue, loser: HandValue, locale: 'en' | 'fr' = 'en'): string {
  const w = describeHand(winner, locale);
  const l = describeHand(loser, locale);
  const beats = locale === 'en' ? 'beats' : 'bat';
  if (winner.strength < loser.strength) {
    throw new EvaluationError('BAD_OPTION', `describeWin: the winner (${w}) is weaker than the loser (${l}); pass the stronger hand first`);
  }
  if (winner.strength === loser.strength) return `${w} ${locale === 'en' ? 'ties with' : 'égalité avec'} ${l}`;
  if (w !== l || winner.category !== loser.category) return `${w} ${beats} ${l}`;
  // kickers are named for the high rankings (five cards in display order, R141); a low or badugi
  // description already lists every card that counts
  const high = (v: HandValue) => v.ranking === undefined || v.ranking === 'standard' || v.ranking === 'paigow-wheel' || v.ranking === 'shortdeck';
  if (!high(winner) || !high(loser) || winner.cards.length !== 5 || loser.cards.length !== 5) return `${w} ${beats} ${l}`;
  const wr = winner.cards.map((c) => c >> 2);
  const lr = loser.cards.map((c) => c >> 2);
  const at = wr.findIndex((r, i) => r !== lr[i]);
  if (at < 0) return `${w} ${beats} ${l}`;
  return `${withKickers(winner, at, locale)} ${beats} ${withKickers(loser, at, locale)}`;
}

/**
 * A short description of a hand value in English (`'en'`, default) or French (`'fr'`):
 *
 * | hand | en | fr |
 * |---|---|---|
 * | royal flush | Royal flush | Quinte flush royale |
 * | straight flush | Nine-high straight flush | Quinte flush au 9 |
 * | four of a kind | Four of a kind, Aces | Carré d'As |
 * | full house | Kings full of Twos | Full aux Rois par les 2 |
 * | flush | Ace-high flush | Couleur à l'As |
 * | straight | Five-high straight | Quinte au 5 |
 * | three of a kind | Three of a kind, Sevens | Brelan de 7 |
 * | two pair | Two pair, Kings and Queens | Double paire Rois-Dames |
 * | one pair | Pair of Aces, King kicker | Paire d'As, kicker Roi |
 * | high card | Ace high | Hauteur As |
 * | 8-or-better low | 8-7-5-3-A low | Low 8-7-5-3-A |
 * | ace-to-five low | 7-5 low (7-5-4-3-A); Wheel, number one (5-4-3-2-A) | Basse 7-5 (7-5-4-3-A) |
 * | deuce-to-seven low | Number one, 7-5 low (7-5-4-3-2) | Numéro un, basse 7-5 (7-5-4-3-2) |
 * | badugi | Badugi 4-3-2-A; Three-card 6 (6-3-A) | Badugi au 4 (4-3-2-A); Trois cartes au 6 (6-3-A) |
 *
 * The ranking that describes the value is `ranking` when given, else the one named by
 * `value.ranking` (built-in or made by {@link defineRanking}); a value without either is
 * described with the standard words. The names come from the cards in display order (R141).
 * @throws {@link EvaluationError} (`BAD_OPTION`) for another locale, or when `value.cards` is not
 * a hand of the ranking.
 */
export function describeHand(value: HandValue, locale: 'en' | 'fr' = 'en', ranking?: RankingName | 'eight-or-better' | Ranking): string {
  if (locale !== 'en' && locale !== 'fr') {
    throw new EvaluationError('BAD_OPTION', `unknown locale ${JSON.stringify(locale)}: use 'en' or 'fr'`);
  }
  const cards = value !== null && typeof value === 'object' ? value.cards : undefined;
  const r = ranking !== undefined ? getRanking(ranking) : typeof value?.ranking === 'string' ? rankingNamed(value.ranking) : undefined;
  const size = r?.cardsPerHand ?? 5;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > size || (size === 5 && cards.length !== 5)) {
    throw new EvaluationError('BAD_OPTION', `describeHand needs a hand value with its ${size === 5 ? 'five' : `one to ${size}`} cards (R135)`);
  }
  if (r !== undefined) return r.describe(value, locale);
  if (value.strength < 1 << 16) {
    // a hand-made low value (the eight-or-better scale)
    const list = rankList(cards);
    return locale === 'en' ? `${list} low` : `Low ${list}`;
  }
  return describeStandard(value, locale);
}
