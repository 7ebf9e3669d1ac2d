import type { RoomTableOptions } from '@pokerchart/client';
import type { RoomEvent } from './RoomEvent.js';
import { RoomError } from './errors.js';
import type { RoomTable } from './RoomTable.js';
import { TableClock, type ClockTimers } from './TableClock.js';
import type { TableConfig } from './TableConfig.js';

const isInt = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
const isSeconds = (x: unknown, min: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= 3600;

/**
 * The play options of `createTable` (the action clock R260, sitting out R262, the rake R264),
 * checked, as the fields of the table's configuration. @internal
 * @throws RoomError `BAD_REQUEST` naming the option and what is allowed.
 */
export function tablePlayConfig(options: RoomTableOptions): Pick<TableConfig, 'clock' | 'rake' | 'sitOutAfter' | 'leaveAfterHands'> {
  const out: Pick<TableConfig, 'clock' | 'rake' | 'sitOutAfter' | 'leaveAfterHands'> = {};
  const clock = options.clock;
  if (clock === null) out.clock = null;
  else if (clock !== undefined) {
    if (typeof clock !== 'object' || !isSeconds(clock.actionSeconds, 0.01) || !isSeconds(clock.timeBankSeconds, 0)) {
      throw new RoomError('BAD_REQUEST', 'clock must be { actionSeconds, timeBankSeconds, refill? } with 0.01 <= actionSeconds <= 3600 and 0 <= timeBankSeconds <= 3600 (R260), or null for no clock');
    }
    const refill = clock.refill ?? { seconds: 10, everyHands: 10 };
    if (refill === null || typeof refill !== 'object' || !isSeconds(refill.seconds, 0) || !isInt(refill.everyHands, 1, 1_000_000)) {
      throw new RoomError('BAD_REQUEST', 'clock.refill must be { seconds, everyHands }: 0 to 3600 seconds every 1 or more hands (R260)');
    }
    out.clock = { actionSeconds: clock.actionSeconds, timeBankSeconds: clock.timeBankSeconds, refill: { seconds: refill.seconds, everyHands: refill.everyHands } };
  }
  const rake = options.rake;
  if (rake !== undefined) {
    if (rake === null || typeof rake !== 'object' || typeof rake.percent !== 'number' || !(rake.percent > 0 && rake.percent <= 100)
      || !isInt(rake.cap, 0, 1e12) || (rake.noFlopNoDrop !== undefined && typeof rake.noFlopNoDrop !== 'boolean')) {
      throw new RoomError('BAD_REQUEST', 'rake must be { percent, cap, noFlopNoDrop? } with 0 < percent <= 100 and a whole cap >= 0 (R264)');
    }
    out.rake = { percent: rake.percent, cap: rake.cap, ...(rake.noFlopNoDrop !== undefined ? { noFlopNoDrop: rake.noFlopNoDrop } : {}) };
  }
  if (options.sitOutAfter !== undefined) {
    if (!isInt(options.sitOutAfter, 1, 1000)) throw new RoomError('BAD_REQUEST', 'sitOutAfter must be a whole number of timeouts from 1 to 1000 (R262)');
    out.sitOutAfter = options.sitOutAfter;
  }
  if (options.leaveAfterHands !== undefined) {
    if (!isInt(options.leaveAfterHands, 1, 100_000)) throw new RoomError('BAD_REQUEST', 'leaveAfterHands must be a whole number of hands from 1 to 100000 (R262)');
    out.leaveAfterHands = options.leaveAfterHands;
  }
  return out;
}

/**
 * Gives a live table its action clock (R260), when its configuration has one: when a decision's
 * time and the seat's bank run out, the timeout action (R261) is committed through `command` as an
 * `act` event with `timeout: true`, if that decision is still the one in progress. Starts the clock
 * of the decision in progress (a loaded table's: full action time, the bank as last committed). @internal
 */
export function startClock(
  tableId: string,
  live: { table: RoomTable; gone: boolean },
  command: (make: (table: RoomTable) => RoomEvent) => Promise<unknown>,
  log: (line: string) => void,
  timers?: ClockTimers,
): void {
  const config = live.table.clockConfig;
  if (config === null) return;
  live.table.clock = new TableClock(config, (decision) => {
    if (live.gone) return;
    command((t) => {
      const now = t.decision();
      if (now === null || now.key !== decision.key) throw new RoomError('STALE', 'the decision the clock ran for is over');
      return { type: 'act', seat: now.seat, action: t.timeoutAction(), timeout: true };
    }).catch((e: { code?: string; message?: string }) => {
      if (e.code !== 'STALE' && e.code !== 'UNAVAILABLE') log(`table ${tableId}: timeout not taken: ${e.message ?? String(e)}`);
    });
  }, timers);
  live.table.clock.sync(live.table.decision());
}

