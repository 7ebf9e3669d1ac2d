import { describeHand } from './describeHand.js';
import { EvaluationError } from './EvaluationError.js';
import type { HandValue } from './HandValue.js';

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
