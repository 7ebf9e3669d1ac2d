import type { PartialHandRanking } from './PartialHandRanking.js';

/**
 * How a stud game reads the up cards to choose who brings in (R201) and who acts first on later
 * streets (R203), named after the ranking the up cards are read with:
 *
 * - `'high'` (seven-card stud, stud hi-lo): the lowest up card brings in, the ace high and suits
 *   clubs < diamonds < hearts < spades, so the lowest suit brings in; from fourth street the best
 *   exposed high hand acts first (quads > trips > two pair > pair > high cards).
 * - `'ace-to-five-low'` (razz): the highest up card brings in, king highest and ace lowest, the
 *   highest suit bringing in; from fourth street the lowest ace-to-five partial hand acts first.
 * - `'deuce-to-seven-low'` (stud with a 2-7 low): the highest up card brings in, the ace highest,
 *   the highest suit bringing in; from fourth street the lowest deuce-to-seven partial hand acts
 *   first.
 *
 * - a {@link PartialHandRanking} (a user's ranking that values one to four up cards, R235): the
 *   lowest value brings in (ties: the lowest suit under a `'high'` side, the highest under a
 *   `'low'` one), the highest value acts first.
 *
 * Straights and flushes never count among up cards (there are at most four of them).
 */
export type StudOpening = 'high' | 'ace-to-five-low' | 'deuce-to-seven-low' | PartialHandRanking;
