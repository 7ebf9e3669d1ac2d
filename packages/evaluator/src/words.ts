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
