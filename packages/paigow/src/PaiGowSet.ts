import type { Card } from '@pokerchart/cards';

/**
 * Seven cards set into two hands (R282): `high`, the five-card hand ("back"), and `low`, the
 * two-card hand ("front"). Cards are @pokerchart/cards codes or {@link JOKER}.
 */
export interface PaiGowSet {
  /** The five-card hand; it must rank above the two-card hand (R282). */
  high: Card[];
  /** The two-card hand: a pair or two high cards (R282). */
  low: Card[];
}
