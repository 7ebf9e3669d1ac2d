import type { TableOptions } from '@pokerchart/table';

/**
 * What `createTable` asks the room for: a cash table of `seats` seats of a built-in variant (its id,
 * e.g. `'holdem'`) under a betting structure, with fixed blinds. The room plays it like a local
 * `@pokerchart/table` in cash mode.
 */
export interface RoomTableOptions extends Partial<Omit<TableOptions, 'seats' | 'seed' | 'cash' | 'mode' | 'players'>> {
  /** `'cash'` (the default and the only mode of `createTable`): a tournament's tables come from `createTournament`. */
  mode?: 'cash' | 'tournament';
  /** Number of seats, 2 to the variant's maximum. */
  seats: number;
  /** A built-in variant's id: `'holdem'`, `'omaha'`, `'seven-card-stud'`, ... */
  variant: string;
  /** The betting structure. Fixed limit uses the big blind as its small bet. */
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** The blinds; fixed for the table unless a `schedule` of levels is given too. */
  blinds: { small: number; big: number };
  /** The table seed every hand's shuffle derives from; by default a random one, drawn by the server. */
  seed?: number;
  /**
   * Cash options as on a local table: `autoRebuy` rebuys a busted player for `buyIn` (default 100
   * big blinds). A player joins with `minBuyIn` to `maxBuyIn` chips (defaults: the smaller of
   * `buyIn` and 20 big blinds, and `buyIn`); other amounts are refused with `BAD_BUY_IN`.
   */
  cash?: { buyIn?: number; autoRebuy?: boolean; minBuyIn?: number; maxBuyIn?: number };
  /** A name to list the table by. */
  name?: string;
  /** Milliseconds between a hand's end and the next deal; the server's default when left out. */
  dealDelayMs?: number;
  /**
   * The action clock (R260): `actionSeconds` per decision, then the seat's time bank of
   * `timeBankSeconds`, refilled by `refill.seconds` every `refill.everyHands` hands up to its
   * starting size; when both run out the seat takes the timeout action (R261). Default 30 s, a
   * 60 s bank, 10 s every 10 hands; `null` turns the clock off.
   */
  clock?: { actionSeconds: number; timeBankSeconds: number; refill?: { seconds: number; everyHands: number } } | null;
}
