import type { HandStep } from '@pokerchart/engine';

/**
 * The steps of a draw game (R210-R212): `cards` dealt face down to each seat, a betting round
 * named `names[0]`, then per later name a draw of 0 to `cards` cards (after a burn, R212) and a
 * betting round of that name; a showdown last. @internal
 */
export function drawSteps(cards: number, names: readonly string[]): HandStep[] {
  const steps: HandStep[] = [{ kind: 'seats', cards: new Array<'down'>(cards).fill('down') }, { kind: 'bet', name: names[0]! }];
  for (const name of names.slice(1)) {
    steps.push({ kind: 'exchange', min: 0, max: cards, draw: true }, { kind: 'bet', name });
  }
  steps.push({ kind: 'showdown' });
  return steps;
}
