import type { HandStep } from '@pokerchart/engine';

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
