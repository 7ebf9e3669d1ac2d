import type { HandValue } from './Ranking.js';

/**
 * The description of a five-card hand of a high ranking (standard, Pai Gow wheel, short deck),
 * from its category and its cards in display order (R141). @internal
 */
export function describeStandard(value: HandValue, locale: 'en' | 'fr'): string {
  const cards = value.cards;
  const r = cards.map((c) => c >> 2);
  const [r0, r1, r2, r3, r4] = r as [number, number, number, number, number];
  const en = locale === 'en';
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

/** English and French card words for hand descriptions. @internal */
export const EN = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
/** @internal */
export const EN_PLURAL = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];
/** @internal */
export const FR = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi', 'As'];
/** @internal */
export const FR_PLURAL = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valets', 'Dames', 'Rois', 'As'];

/** "de X" with elision before As. @internal */
export function frDe(r: number, plural = false): string {
  return r === 12 ? "d'As" : `de ${plural ? FR_PLURAL[r] : FR[r]}`;
}

/** "au X" / "à la Dame" / "à l'As". @internal */
export function frAu(r: number): string {
  return r === 12 ? "à l'As" : r === 10 ? 'à la Dame' : `au ${FR[r]}`;
}

/** The rank characters of some cards joined by hyphens, aces as A (`7-5-4-3-A`). @internal */
export function rankList(cards: readonly number[]): string {
  return cards.map((c) => '23456789TJQKA'[c >> 2]).join('-');
}
