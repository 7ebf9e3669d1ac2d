import type { TableContext } from './TableContext.js';
import { TableError } from './errors.js';
import type { TableOptions } from './TableOptions.js';
import type { TableSeat } from './TableContext.js';

const isPositiveInt = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/**
 * The table's starting context from its options, validated: throws a {@link TableError}
 * (`TABLE_BAD_CONFIG`, naming the field) for a bad seat count, schedule, stack or seat.
 */
export function initialTableContext(options: TableOptions): TableContext {
  const bad = (field: string, why: string) => new TableError('TABLE_BAD_CONFIG', `table option ${field}: ${why}`);
  if (!Number.isInteger(options.seats) || options.seats < 2 || options.seats > 23) throw bad('seats', `must be a whole number from 2 to 23, got ${String(options.seats)}`);
  if (options.mode !== 'tournament' && options.mode !== 'cash') throw bad('mode', `must be 'tournament' or 'cash', got ${String(options.mode)}`);
  if (!Number.isSafeInteger(options.seed)) throw bad('seed', `must be a safe integer, got ${String(options.seed)}`);
  const schedule = options.schedule;
  if (!schedule || !Array.isArray(schedule.levels) || schedule.levels.length === 0) throw bad('schedule.levels', 'needs at least one level');
  // an index loop, not forEach(): a sparse array's holes are missing levels, not skipped ones
  for (let i = 0; i < schedule.levels.length; i++) {
    const l = schedule.levels[i]!;
    if (l === null || typeof l !== 'object') throw bad(`schedule.levels[${i}]`, 'must be { small, big, ante? }');
    if (!isPositiveInt(l.big) || !Number.isSafeInteger(l.small) || l.small < 0 || l.small > l.big) throw bad(`schedule.levels[${i}]`, `needs whole blinds with 0 <= small <= big and big > 0, got ${l.small}/${l.big}`);
    if (l.ante !== undefined && (!Number.isSafeInteger(l.ante) || l.ante < 0)) throw bad(`schedule.levels[${i}].ante`, `must be a whole number of chips, got ${String(l.ante)}`);
  }
  const every = schedule.every as { hands?: number; minutes?: number };
  if (!(isPositiveInt(every?.hands) || (typeof every?.minutes === 'number' && every.minutes > 0))) throw bad('schedule.every', 'must be { hands: N } or { minutes: M } with a positive N or M');
  if (options.mode === 'cash' && options.cash !== undefined) {
    if (options.cash === null || typeof options.cash !== 'object') throw bad('cash', 'must be { buyIn, autoRebuy?, topUpTo?, stackCap? }');
    if (!isPositiveInt(options.cash.buyIn)) throw bad('cash.buyIn', 'must be a positive whole number');
    for (const field of ['topUpTo', 'stackCap'] as const) {
      const v = options.cash[field];
      if (v !== undefined && !isPositiveInt(v)) throw bad(`cash.${field}`, `must be a positive whole number, got ${String(v)}`);
    }
    if (options.cash.topUpTo !== undefined && options.cash.stackCap !== undefined && options.cash.topUpTo > options.cash.stackCap) {
      throw bad('cash.topUpTo', `must not be above cash.stackCap (${options.cash.topUpTo} > ${options.cash.stackCap})`);
    }
  }
  if (options.runItTimes !== undefined && options.runItTimes !== 'ask' && !(isPositiveInt(options.runItTimes) && options.runItTimes <= 10)) {
    throw bad('runItTimes', `must be a whole number from 1 to 10 or 'ask', got ${String(options.runItTimes)} (R232)`);
  }
  if (options.maxRuns !== undefined && !(isPositiveInt(options.maxRuns) && options.maxRuns <= 10 && options.runItTimes === 'ask')) {
    throw bad('maxRuns', `must be a whole number from 1 to 10, with runItTimes 'ask', got ${String(options.maxRuns)} (R232)`);
  }
  if (options.bombPot !== undefined) {
    if (options.bombPot === null || typeof options.bombPot !== 'object' || !isPositiveInt(options.bombPot.ante)) throw bad('bombPot', 'must be { ante, every? } with a positive whole ante (R233)');
    if (options.bombPot.every !== undefined && !isPositiveInt(options.bombPot.every)) throw bad('bombPot.every', `must be a positive whole number of hands, got ${String(options.bombPot.every)}`);
  }
  if (options.sitOutAfter !== undefined && !isPositiveInt(options.sitOutAfter)) throw bad('sitOutAfter', `must be a positive whole number of timeouts, got ${String(options.sitOutAfter)} (R262)`);
  if (options.leaveAfterHands !== undefined && !(Number.isSafeInteger(options.leaveAfterHands) && options.leaveAfterHands >= 0)) {
    throw bad('leaveAfterHands', `must be a whole number of hands (0: never), got ${String(options.leaveAfterHands)} (R262)`);
  }
  if (options.rake !== undefined) {
    if (options.mode !== 'cash') throw bad('rake', 'is for cash tables: a tournament pays no rake (R250, R264)');
    const r = options.rake as { percent?: unknown; cap?: unknown; noFlopNoDrop?: unknown } | null;
    if (r === null || typeof r !== 'object' || typeof r.percent !== 'number' || !(r.percent > 0 && r.percent <= 100)
      || !Number.isSafeInteger(r.cap) || (r.cap as number) < 0 || (r.noFlopNoDrop !== undefined && typeof r.noFlopNoDrop !== 'boolean')) {
      throw bad('rake', `must be { percent, cap, noFlopNoDrop? } with 0 < percent <= 100 and a whole cap >= 0, got ${JSON.stringify(options.rake)} (R264)`);
    }
  }
  const seats: (TableSeat | null)[] = new Array(options.seats).fill(null);
  let chipsIn = 0;
  let next = 0;
  if (options.players !== undefined && !Array.isArray(options.players)) throw bad('players', 'must be an array of { name, stack, seat? }');
  for (const [i, p] of (options.players ?? []).entries()) {
    if (p === null || typeof p !== 'object') throw bad(`players[${i}]`, 'must be { name, stack, seat? }');
    if (typeof p.name !== 'string' || p.name.length === 0) throw bad(`players[${i}].name`, `must be a non-empty string, got ${JSON.stringify(p.name)}`);
    if (!isPositiveInt(p.stack)) throw bad(`players[${i}].stack`, `must be a positive whole number of chips, got ${String(p.stack)}`);
    let seat = p.seat;
    if (seat === undefined) {
      while (next < seats.length && seats[next] !== null) next++;
      seat = next;
    }
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats.length) throw bad(`players[${i}].seat`, `seat ${seat} does not exist (seats 0..${seats.length - 1})`);
    if (seats[seat] !== null) throw bad(`players[${i}].seat`, `seat ${seat} is already taken`);
    seats[seat] = { name: p.name, stack: p.stack, sittingOut: false, place: null, boughtIn: p.stack, takenOff: 0 };
    chipsIn += p.stack;
  }
  if (options.button !== undefined && (seats[options.button] ?? null) === null) throw bad('button', `seat ${options.button} has no player`);
  return { version: 1, options, seats, handsPlayed: 0, startedAt: null, now: null, hand: null, finishes: [], chipsIn, chipsOut: 0, ...(options.rake !== undefined ? { raked: 0 } : {}) };
}
