/**
 * How five-card hands are ordered:
 * - `'standard'`: R136–R140 (the wheel 5-4-3-2-A is the lowest straight);
 * - `'paigow-wheel'`: R170–R171 (A-2-3-4-5 is the second-highest straight and straight flush);
 * - `'shortdeck'`: R175–R176 (36-card deck, A-6-7-8-9 is the lowest straight, a flush beats a full
 *   house, and the `tripsBeatStraight` option decides trips against straight).
 */
export type RankingName = 'standard' | 'paigow-wheel' | 'shortdeck';

/** Every {@link RankingName}. */
export const RANKING_NAMES: readonly RankingName[] = Object.freeze(['standard', 'paigow-wheel', 'shortdeck'] as const);
