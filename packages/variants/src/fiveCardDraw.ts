import { type HandStep, defineVariant, type VariantDescriptor } from '@pokerchart/engine';

/**
 * The steps of a draw game (R210-R212): `cards` dealt face down to each seat, a betting round
 * named `names[0]`, then per later name a draw of 0 to `cards` cards (after a burn, R212) and a
 * betting round of that name; a showdown last. Under fixed limit the first half of the rounds
 * (rounded up) plays the small bet and the rest the big bet (R214: single draw small then big,
 * triple draw small, small, big, big). @internal
 */
export function drawSteps(cards: number, names: readonly string[]): HandStep[] {
  const small = Math.ceil(names.length / 2);
  const bet = (i: number): HandStep => ({ kind: 'bet', name: names[i]!, limit: i < small ? 'small' : 'big' });
  const steps: HandStep[] = [{ kind: 'seats', cards: new Array<'down'>(cards).fill('down') }, bet(0)];
  for (let i = 1; i < names.length; i++) {
    steps.push({ kind: 'exchange', min: 0, max: cards, draw: true }, bet(i));
  }
  steps.push({ kind: 'showdown' });
  return steps;
}

/**
 * Five-card draw (`'five-card-draw'`): blinds, five cards face down, a betting round, one draw of
 * 0-5 cards after a burn (R210-R213), a second betting round (`predraw`, `postdraw`), showdown
 * of the best five under the standard ranking (R215). 2-8 players; fixed limit by default.
 */
export const fiveCardDraw: VariantDescriptor = defineVariant({
  id: 'five-card-draw',
  name: 'Five-card draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'postdraw']),
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});

/**
 * 2-7 single draw (`'deuce-to-seven-single-draw'`, PHH N2L1D): five cards, a betting round, one
 * draw, a second betting round (`predraw`, `postdraw`, R210-R214); the lowest hand under the
 * deuce-to-seven ranking wins (R191, R215). 2-8 players; no limit by default.
 */
export const deuceToSevenSingleDraw: VariantDescriptor = defineVariant({
  id: 'deuce-to-seven-single-draw',
  name: '2-7 single draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'postdraw']),
  selection: 'any',
  ranking: 'deuce-to-seven-low',
  seats: { min: 2, max: 8 },
  defaultBetting: 'no-limit',
});

/**
 * 2-7 triple draw (`'deuce-to-seven-triple-draw'`, PHH F2L3D): five cards, a betting round, then
 * three draws each followed by a betting round (`predraw`, `firstDraw`, `secondDraw`,
 * `thirdDraw`, R210-R214); the lowest hand under the deuce-to-seven ranking wins (R191, R215).
 * 2-8 players; fixed limit by default.
 */
export const deuceToSevenTripleDraw: VariantDescriptor = defineVariant({
  id: 'deuce-to-seven-triple-draw',
  name: '2-7 triple draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any',
  ranking: 'deuce-to-seven-low',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});

/**
 * Badugi (`'badugi'`, PHH FB): four cards face down, a betting round, then three draws each
 * followed by a betting round (`predraw`, `firstDraw`, `secondDraw`, `thirdDraw`, R210-R214);
 * the best badugi wins: the most cards of different ranks and suits, then the lowest (R192,
 * R215). 2-8 players; fixed limit by default.
 */
export const badugi: VariantDescriptor = defineVariant({
  id: 'badugi',
  name: 'Badugi',
  deck: 'standard',
  steps: drawSteps(4, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any',
  ranking: 'badugi',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
