/**
 * The built-in rankings, by name (each is also a {@link Ranking} object, see {@link getRanking}):
 * - `'standard'`: R136–R140 (the wheel 5-4-3-2-A is the lowest straight);
 * - `'paigow-wheel'`: R170–R171 (A-2-3-4-5 is the second-highest straight and straight flush);
 * - `'shortdeck'`: R175–R176 (36-card deck, A-6-7-8-9 is the lowest straight, a flush beats a full
 *   house, and the `tripsBeatStraight` option decides trips against straight);
 * - `'ace-to-five-low'`: R190 (razz; aces low, straights and flushes ignored);
 * - `'deuce-to-seven-low'`: R191 (the standard order reversed, the ace high only);
 * - `'badugi'`: R192 (four cards, the largest subset of different ranks and suits).
 *
 * The eight-or-better low (`'eight-or-better'`, R166–R168, R193) is a ranking too, used as a
 * variant's `low`.
 */
export type RankingName = 'standard' | 'paigow-wheel' | 'shortdeck' | 'ace-to-five-low' | 'deuce-to-seven-low' | 'badugi';

/** Every {@link RankingName}. */
export const RANKING_NAMES: readonly RankingName[] = Object.freeze([
  'standard',
  'paigow-wheel',
  'shortdeck',
  'ace-to-five-low',
  'deuce-to-seven-low',
  'badugi',
] as const);
