import type { TableConfig } from './TableConfig.js';

/**
 * The chips a player may sit down with at a table: `minBuyIn` to `maxBuyIn` when the table set
 * them, else from the smaller of the standard buy-in and 20 big blinds up to the standard buy-in.
 */
export function buyInLimits(config: Pick<TableConfig, 'buyIn' | 'blinds' | 'minBuyIn' | 'maxBuyIn'>): { min: number; max: number } {
  const max = config.maxBuyIn ?? config.buyIn;
  const min = config.minBuyIn ?? Math.min(config.buyIn, max, config.blinds.big * 20);
  return { min, max };
}
