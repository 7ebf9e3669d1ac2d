/** A card room whose histories {@link parseHistory} reads. */
export type HistorySite = 'pokerstars' | 'winamax' | 'ggpoker';
