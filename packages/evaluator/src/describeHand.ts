import { EvaluationError } from './EvaluationError.js';
import { describeStandard } from './describeStandard.js';
import { getRanking, rankingNamed } from './getRanking.js';
import type { HandValue } from './HandValue.js';
import type { Ranking } from './Ranking.js';
import type { RankingName } from './RankingName.js';
import { rankList } from './words.js';

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
