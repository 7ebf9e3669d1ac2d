import type { Card } from '@pokerchart/cards';

/**
 * One PHH hand history as read from a `.phh` file (PHH specification, "phh-std"). Fields keep
 * their PHH names (`starting_stacks`, `blinds_or_straddles`, …) so a record reads like the file.
 * Per-player arrays are in PHH player order: `p1` first; in button games `p1` is the small blind
 * and the last player has the button (heads-up, `p1` is the big blind: the forced bets are
 * reversed).
 *
 * Amounts are numbers in the file's own units and may be fractional (`min_bet = 0.25`);
 * {@link replayPhh} scales them to integer chips (R0.1). Unknown fields (and any optional field)
 * are kept as they were read, so `serializePhh(parsePhh(text))` loses no information that TOML
 * carries (comments and number formatting are not kept).
 */
export interface PhhHand {
  /** Variant code: `NT`, `NS`, `PO`, `FT`, `FO/8`, `F7S`, `F7S/8`, `FR`, `N2L1D`, `F2L3D`, `FB`. */
  variant: string;
  /** Antes per player (a big-blind ante has one non-zero entry). Required by every variant. */
  antes?: number[];
  /** Blinds and straddles per player (button games). A negative entry is a posted blind (see the hand-histories guide). */
  blinds_or_straddles?: number[];
  /** Bring-in (stud games). */
  bring_in?: number;
  /** Small bet (fixed-limit games). */
  small_bet?: number;
  /** Big bet (fixed-limit games). */
  big_bet?: number;
  /** Minimum bet (no-limit and pot-limit games). */
  min_bet?: number;
  /** Starting stacks per player; `Infinity` (TOML `inf`) for an unknown stack. */
  starting_stacks: number[];
  /** The actions in order, in PHH action notation (`"d dh p1 AsKd"`, `"p2 cbr 300"`, …). */
  actions: string[];
  /** Whether a player short of a uniform ante competes only for matching antes (default false). */
  ante_trimming_status?: boolean;
  /** Annotator. */
  author?: string;
  /** Event name. */
  event?: string;
  /** Event or organizer URL. */
  url?: string;
  /** Venue. */
  venue?: string;
  /** Venue address. */
  address?: string;
  /** Venue city. */
  city?: string;
  /** Venue region. */
  region?: string;
  /** Venue postal code. */
  postal_code?: string;
  /** Venue country. */
  country?: string;
  /** Local time the hand started (a TOML local time, kept as read). */
  time?: unknown;
  /** IANA time zone. */
  time_zone?: string;
  /** Time zone abbreviation. */
  time_zone_abbreviation?: string;
  /** Day of the month. */
  day?: number;
  /** Month, 1 = January. */
  month?: number;
  /** Year. */
  year?: number;
  /** Hand name or number. */
  hand?: string | number;
  /** Tournament level. */
  level?: number;
  /** Seat numbers of the players. */
  seats?: number[];
  /** Number of seats at the table. */
  seat_count?: number;
  /** Table name or number. */
  table?: string | number;
  /** Player names. */
  players?: string[];
  /** Stacks after the last action. */
  finishing_stacks?: number[];
  /** Pots collected per player (post-rake on real sites). */
  winnings?: number[];
  /** ISO 4217 currency code. */
  currency?: string;
  /** Currency symbol. */
  currency_symbol?: string;
  /** Seconds per action. */
  time_limit?: number;
  /** Time banks per player. */
  time_banks?: number[];
  /** Any other field, kept as read. */
  [field: string]: unknown;
}

/** A card in an action: a card code, or null for an unknown card (`??`). */
export type PhhCard = Card | null;

/**
 * One entry of a PHH `actions` array, read by {@link parsePhhAction}. `player` is the 0-based
 * player index (PHH `p1` is player 0), the same index as the per-player arrays of a
 * {@link PhhHand}. `commentary` is the text after `#`, if any.
 *
 * - `deal-hole` (`d dh pN cards`): hole cards dealt to a player, some maybe unknown;
 * - `deal-board` (`d db cards`): community cards;
 * - `bring-in` (`pN pb`): stud bring-in;
 * - `bet-raise` (`pN cbr X`): complete, bet or raise to a total of `amount` for the round (R0.2);
 * - `check-call` (`pN cc`);
 * - `fold` (`pN f`);
 * - `discard` (`pN sd [cards]`): draw games; no cards is standing pat;
 * - `show-muck` (`pN sm [cards]`): `cards` null is a muck, `'dealt'` (`-`) shows the cards
 *   already dealt, a list shows those cards (unknown ones stay hidden);
 * - `none`: an empty entry or a commentary alone.
 */
export type PhhAction =
  | { type: 'deal-hole'; player: number; cards: PhhCard[]; commentary?: string }
  | { type: 'deal-board'; cards: PhhCard[]; commentary?: string }
  | { type: 'bring-in'; player: number; commentary?: string }
  | { type: 'bet-raise'; player: number; amount: number; commentary?: string }
  | { type: 'check-call'; player: number; commentary?: string }
  | { type: 'fold'; player: number; commentary?: string }
  | { type: 'discard'; player: number; cards: PhhCard[]; commentary?: string }
  | { type: 'show-muck'; player: number; cards: PhhCard[] | 'dealt' | null; commentary?: string }
  | { type: 'none'; commentary?: string };
