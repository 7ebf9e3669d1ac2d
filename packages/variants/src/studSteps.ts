import type { HandStep, StudOpening } from '@pokerchart/engine';

/** Options of {@link studSteps}. */
export interface StudStepsOptions {
  /**
   * How the up cards are read for the bring-in and first action (R201, R203). Default: none
   * written, so the engine reads them by the variant's ranking (R235: a ranking with
   * `partialStrength` reads them itself, a built-in low reads lows, a standard-order high ranking
   * reads high, any other is refused by `defineVariant`), and a variant spread from this one with
   * another ranking reads by it.
   */
  readonly reading?: StudOpening;
  /** R204 on fourth street: an open pair allows the big bet. Default `false` (stud high sets `true`). */
  readonly openPairBigBet?: boolean;
}

/**
 * The steps of a seven-card stud game (R200-R205): third street two cards down and one up, then
 * the bring-in round (R201, R202); fourth, fifth and sixth streets one card up and seventh one
 * down, each after a burn, each betting round opened by the best hand showing (R203); small bets
 * on third and fourth streets, big bets from fifth (R204); the showdown. Reuse it for your own
 * stud game, e.g. with a 2-7 low:
 *
 * @example
 * ```ts
 * defineVariant({ id: 'stud-27', name: 'Seven-card stud 2-7 low', deck: 'standard',
 *   steps: studSteps({ reading: 'deuce-to-seven-low' }), selection: 'any',
 *   ranking: 'deuce-to-seven-low', seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit' });
 * ```
 */
export function studSteps(options: StudStepsOptions = {}): HandStep[] {
  const read = options.reading !== undefined ? { reading: options.reading } : {};
  const openPairBigBet = options.openPairBigBet ?? false;
  return [
    { kind: 'seats', cards: ['down', 'down', 'up'] },
    { kind: 'bet', name: 'third', opener: 'bring-in', ...read, limit: 'small' },
    { kind: 'seats', cards: ['up'], burn: true },
    { kind: 'bet', name: 'fourth', opener: 'best-showing', ...read, limit: 'small', openPairBigBet },
    { kind: 'seats', cards: ['up'], burn: true },
    { kind: 'bet', name: 'fifth', opener: 'best-showing', ...read, limit: 'big' },
    { kind: 'seats', cards: ['up'], burn: true },
    { kind: 'bet', name: 'sixth', opener: 'best-showing', ...read, limit: 'big' },
    { kind: 'seats', cards: ['down'], burn: true },
    { kind: 'bet', name: 'seventh', opener: 'best-showing', ...read, limit: 'big' },
    { kind: 'showdown' },
  ];
}
