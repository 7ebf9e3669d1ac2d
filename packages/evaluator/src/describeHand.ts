import { RANK_CHARS } from '@pokerchart/cards';
import { EvaluationError } from './EvaluationError.js';
import type { HandValue } from './HandValue.js';

const EN = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const EN_PLURAL = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];
const FR = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi', 'As'];
const FR_PLURAL = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valets', 'Dames', 'Rois', 'As'];

/** "de X" with elision before As. */
function frDe(r: number, plural = false): string {
  return r === 12 ? "d'As" : `de ${plural ? FR_PLURAL[r] : FR[r]}`;
}

/** "au X" / "à la Dame" / "à l'As". */
function frAu(r: number): string {
  return r === 12 ? "à l'As" : r === 10 ? 'à la Dame' : `au ${FR[r]}`;
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
 *
 * The names come from the five cards in display order (R141), so a value from this package's
 * evaluators is described correctly whatever its ranking.
 * @throws {@link EvaluationError} (`BAD_OPTION`) for another locale, or when `value.cards` is not five cards.
 */
export function describeHand(value: HandValue, locale: 'en' | 'fr' = 'en'): string {
  if (locale !== 'en' && locale !== 'fr') {
    throw new EvaluationError('BAD_OPTION', `unknown locale ${JSON.stringify(locale)}: use 'en' or 'fr'`);
  }
  const cards = value !== null && typeof value === 'object' ? value.cards : undefined;
  if (!Array.isArray(cards) || cards.length !== 5) {
    throw new EvaluationError('BAD_OPTION', 'describeHand needs a hand value with its five cards (R135)');
  }
  const r = cards.map((c) => c >> 2);
  const [r0, r1, r2, r3, r4] = r as [number, number, number, number, number];
  const en = locale === 'en';
  if (value.ranking === 'eight-or-better' || value.strength < 1 << 16) {
    const list = r.map((x) => (x === 12 ? 'A' : RANK_CHARS[x])).join('-');
    return en ? `${list} low` : `Low ${list}`;
  }
  switch (value.category) {
    case 'straight-flush':
      if (r0 === 12 && r1 === 11) return en ? 'Royal flush' : 'Quinte flush royale';
      return en ? `${EN[r0]}-high straight flush` : `Quinte flush ${frAu(r0)}`;
    case 'four-of-a-kind':
      return en ? `Four of a kind, ${EN_PLURAL[r0]}` : `Carré ${frDe(r0, true)}`;
    case 'full-house':
      return en ? `${EN_PLURAL[r0]} full of ${EN_PLURAL[r3]}` : `Full aux ${FR_PLURAL[r0]} par les ${FR_PLURAL[r3]}`;
    case 'flush':
      return en ? `${EN[r0]}-high flush` : `Couleur ${frAu(r0)}`;
    case 'straight':
      return en ? `${EN[r0]}-high straight` : `Quinte ${frAu(r0)}`;
    case 'three-of-a-kind':
      return en ? `Three of a kind, ${EN_PLURAL[r0]}` : `Brelan ${frDe(r0, true)}`;
    case 'two-pair':
      return en ? `Two pair, ${EN_PLURAL[r0]} and ${EN_PLURAL[r2]}` : `Double paire ${FR_PLURAL[r0]}-${FR_PLURAL[r2]}`;
    case 'one-pair':
      return en ? `Pair of ${EN_PLURAL[r0]}, ${EN[r2]} kicker` : `Paire ${frDe(r0, true)}, kicker ${FR[r2]}`;
    default:
      void r4;
      return en ? `${EN[r0]} high` : `Hauteur ${FR[r0]}`;
  }
}
