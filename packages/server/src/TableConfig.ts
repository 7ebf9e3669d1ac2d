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
}
