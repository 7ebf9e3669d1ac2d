import { EvaluationError } from './EvaluationError.js';
import type { RankingName } from './RankingName.js';

/**
 * Internal ranking modes: the ranking name plus the short-deck option folded into one small
 * integer, used to index the order and value tables.
 * @internal
 */
export type Mode = 0 | 1 | 2 | 3;
/** @internal */
export const STANDARD: Mode = 0;
/** @internal */
export const PAIGOW: Mode = 1;
/** @internal */
export const SHORTDECK: Mode = 2;
/** @internal */
export const SHORTDECK_TBS: Mode = 3;

/** Category ids (index into CATEGORIES). @internal */
export const HIGH = 0;
/** @internal */
export const PAIR = 1;
/** @internal */
export const TWO_PAIR = 2;
/** @internal */
export const TRIPS = 3;
/** @internal */
export const STRAIGHT = 4;
/** @internal */
export const FLUSH = 5;
/** @internal */
export const FULL = 6;
/** @internal */
export const QUADS = 7;
/** @internal */
export const STRAIGHT_FLUSH = 8;

/**
 * Precedence of each category id under each mode (0 = lowest). Standard and Pai Gow follow R136;
 * short deck puts the flush above the full house (R176) and swaps trips and straight with the
 * `tripsBeatStraight` option.
 */
const ORDERS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 6, 5, 7, 8],
  [0, 1, 2, 4, 3, 6, 5, 7, 8],
];

/**
 * The strength code: `(precedence + 1) << 16 | category << 12 | within`, where `within` (< 4096)
 * orders hands inside their category. Higher wins; the category is recoverable from bits 12..15
 * whatever the ranking.
 * @internal
 */
export function code(mode: Mode, category: number, within: number): number {
  return ((ORDERS[mode]![category]! + 1) << 16) | (category << 12) | within;
}

/**
 * The mode for a ranking name and options; throws {@link EvaluationError} for an unknown name or
 * an option that does not apply.
 * @internal
 */
export function modeOf(ranking: unknown, tripsBeatStraight: unknown): Mode {
  if (tripsBeatStraight !== undefined && typeof tripsBeatStraight !== 'boolean') {
    throw new EvaluationError('BAD_OPTION', `tripsBeatStraight must be true or false, got ${String(tripsBeatStraight)} (R176)`);
  }
  switch (ranking) {
    case undefined:
    case 'standard':
    case 'paigow-wheel':
      if (tripsBeatStraight === true) {
        throw new EvaluationError(
          'BAD_OPTION',
          `tripsBeatStraight applies only to the 'shortdeck' ranking, not to '${String(ranking ?? 'standard')}' (R176)`,
        );
      }
      return ranking === 'paigow-wheel' ? PAIGOW : STANDARD;
    case 'shortdeck':
      return tripsBeatStraight === true ? SHORTDECK_TBS : SHORTDECK;
    default:
      throw new EvaluationError(
        'BAD_RANKING',
        `unknown ranking ${JSON.stringify(ranking)}: use 'standard', 'paigow-wheel' or 'shortdeck' (R136, R170, R176)`,
      );
  }
}

/** The same as {@link modeOf} without validation, for the hot path. @internal */
export function fastModeOf(ranking: RankingName | undefined, tripsBeatStraight: boolean | undefined): Mode {
  if (ranking === undefined || ranking === 'standard') return STANDARD;
  if (ranking === 'paigow-wheel') return PAIGOW;
  return tripsBeatStraight === true ? SHORTDECK_TBS : SHORTDECK;
}
