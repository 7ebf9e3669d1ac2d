import type { RakeRule } from '@pokerchart/engine';
import type { BlindSchedule } from '@pokerchart/table';

/** A room table's fixed configuration, as stored with it. */
export interface TableConfig {
  /** The variant's id. */
  variant: string;
  /** The betting structure. */
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** The blinds. */
  blinds: { small: number; big: number };
  /** Number of seats. */
  seats: number;
  /** The table seed. */
  seed: number;
  /** The standard buy-in (autoRebuy rebuys for it). */
  buyIn: number;
  /** The least a player may join with; when left out, the smaller of `buyIn` and 20 big blinds. */
  minBuyIn?: number;
  /** The most a player may join with; when left out, `buyIn`. */
  maxBuyIn?: number;
  /** Rebuy a busted player automatically. */
  autoRebuy: boolean;
  /** The name, or null. */
  name: string | null;
  /** Blind levels when given at creation (else the blinds, fixed). */
  schedule?: BlindSchedule | null;
  /** The first hand's button seat, when given. */
  button?: number | null;
  /** Milliseconds between hands, or null for the server's default. */
  dealDelayMs: number | null;
  /** The action clock (R260); absent: the room's default (30 s, a 60 s bank, 10 s every 10 hands); null: none. */
  clock?: ClockConfig | null;
  /** The rake (R264), when the table takes one. */
  rake?: RakeRule | null;
  /** Timeouts in a row before a seat sits out (R262), when not the default 2. */
  sitOutAfter?: number | null;
  /** Hands sitting out before a seat is removed with its chips (R262), when not the default 30. */
  leaveAfterHands?: number | null;
}

/** A table's action clock (R260), in seconds. */
export interface ClockConfig {
  /** Seconds for each decision. */
  actionSeconds: number;
  /** Each seat's time bank, used when `actionSeconds` run out. */
  timeBankSeconds: number;
  /** The bank grows by `seconds` every `everyHands` hands, up to `timeBankSeconds`. */
  refill: { seconds: number; everyHands: number };
}
