import { createRng } from '@pokerchart/cards';
import { blindSeats, deadButtonSeats, nextButton } from './blindSeats.js';
import { levelAt } from './blindLevels.js';
import type { TableContext, TableHand, TableSeat } from './TableContext.js';
import { TableError } from './errors.js';
import { copyContext, copySeat } from './copyContext.js';
import type { VariantDescriptor } from '@pokerchart/engine';

/**
 * Which seats take part in the next hand: occupied, not knocked out, with chips (R11); at a cash
 * table not sitting out and not waiting for the big blind (R262; {@link prepareHand} deals such a
 * seat in when the big blind reaches it). In a tournament a seat sitting out is dealt in (R262).
 */
export function dealtInSeats(context: TableContext): boolean[] {
  return dealtIn(context.options.mode === 'cash', context.seats);
}

/** {@link dealtInSeats} of these seats. */
function dealtIn(cash: boolean, seats: readonly (TableSeat | null)[]): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i]!;
    out.push(s !== null && s.place === null && s.stack > 0 && !(cash && (s.sittingOut || (s.waitForBigBlind === true && s.missedBlinds !== undefined))));
  }
  return out;
}

/** How many seats are dealt in. */
function countIn(dealtIn: readonly boolean[]): number {
  let n = 0;
  for (let i = 0; i < dealtIn.length; i++) if (dealtIn[i]) n++;
  return n;
}

/** `seat` lies strictly between `from` and `to` going clockwise around `n` seats. */
function strictlyBetween(from: number, seat: number, to: number, n: number): boolean {
  const d = (x: number) => (x - from + n) % n;
  return d(seat) > 0 && d(seat) < d(to);
}

/** The button and blind seats of the next hand for the seats `dealtIn` (R12-R14, R248), or null. */
function handSeats(context: TableContext, dealtIn: readonly boolean[]): { button: number; small: number; big: number } | null {
  if (countIn(dealtIn) < 2) return null;
  if (context.hand !== null && context.options.deadButton === true) {
    const dead = deadButtonSeats(context.hand, dealtIn)!;
    return { button: dead.button, small: dead.smallBlind, big: dead.bigBlind };
  }
  let button: number;
  if (context.hand === null) {
    const chosen = context.options.button;
    if (chosen !== undefined && dealtIn[chosen]) button = chosen;
    else {
      const candidates = dealtIn.flatMap((d, seat) => (d ? [seat] : []));
      button = candidates[createRng(handSeed(context.options.seed, 0)).int(candidates.length)]!;
    }
  } else button = nextButton(context.hand.button, dealtIn, context.hand.bigBlind)!;
  const blinds = blindSeats(button, dealtIn)!;
  return { button, small: blinds.small, big: blinds.big };
}

/**
 * The context with the next hand decided: cash stack caps and top-ups, the button (R12, with the heads-up
 * adjustment of {@link nextButton}), the blind seats (R13, R14), the level in force at table
 * time `now` (or the level index `level` when given, e.g. by a tournament's clock), the stacks
 * dealt in, the hand's seed, and whether it is a bomb pot (R233). With `options.deadButton` the
 * seats come from {@link deadButtonSeats} (R248). At a cash table, sitting out (R262): a seat
 * sitting out that the big blind passes owes it, and the small blind too when that passes it as
 * well; a seat back owing blinds posts them (recorded in the hand's `missedBlinds`: the big blind
 * live, the small blind dead) unless it is the big blind, or, waiting for the big blind, is dealt
 * in when it is. In a tournament the seats sitting out are dealt in and listed in the hand's
 * `sittingOut`. Returns a {@link TableError} when no hand can start (`TABLE_FINISHED`,
 * `TABLE_TOO_FEW_PLAYERS`).
 */
export function prepareHand(context: TableContext, now: number, level?: number): TableContext | TableError {
  // the seats are copied only where they change (cash caps and top-ups, blinds owed or posted)
  let seats = context.seats;
  let chipsIn = context.chipsIn;
  let chipsOut = context.chipsOut;
  const isCash = context.options.mode === 'cash';
  const cash = isCash ? context.options.cash : undefined;
  const topUpTo = cash?.topUpTo;
  const cap = cash?.stackCap;
  if (cap !== undefined || topUpTo !== undefined) {
    for (let i = 0; i < seats.length; i++) {
      let s = seats[i]!;
      if (s === null) continue;
      const was = s;
      if (cap !== undefined && s.stack > cap) {
        chipsOut += s.stack - cap;
        s = copySeat(s, cap, s.boughtIn, s.takenOff + s.stack - cap);
      }
      if (topUpTo !== undefined && !s.sittingOut && s.stack < topUpTo) {
        chipsIn += topUpTo - s.stack;
        s = copySeat(s, topUpTo, s.boughtIn + topUpTo - s.stack, s.takenOff);
      }
      if (s !== was) {
        if (seats === context.seats) seats = seats.slice();
        (seats as (TableSeat | null)[])[i] = s;
      }
    }
  }
  let dealtInNow = dealtIn(isCash, seats);
  // R262: seats back from sitting out that wait for the big blind: one is dealt in when the big
  // blind reaches it (with too few players for a hand, every one of them is dealt in, owing nothing)
  const waiting: number[] = [];
  if (isCash) {
    for (let seat = 0; seat < seats.length; seat++) {
      const s = seats[seat]!;
      if (s !== null && s.place === null && s.stack > 0 && !s.sittingOut && s.waitForBigBlind === true && s.missedBlinds !== undefined) waiting.push(seat);
    }
  }
  const cleared = new Set<number>();
  if (waiting.length > 0) {
    const withSeats = { ...context, seats, chipsIn, chipsOut };
    if (countIn(dealtInNow) < 2 || context.hand === null) {
      dealtInNow = dealtInNow.map((d, seat) => d || waiting.includes(seat));
      for (const w of waiting) cleared.add(w);
    } else {
      const n = seats.length;
      const from = context.hand.bigBlind;
      const order = waiting.slice().sort((a, b) => ((a - from + n) % n || n) - ((b - from + n) % n || n));
      for (const w of order) {
        const trial = dealtInNow.slice();
        trial[w] = true;
        if (handSeats(withSeats, trial)?.big === w) {
          dealtInNow = trial;
          cleared.add(w);
          break;
        }
      }
    }
  }
  const players = countIn(dealtInNow);
  if (players < 2) {
    if (context.options.mode === 'tournament' && context.hand !== null) return new TableError('TABLE_FINISHED', 'the tournament is over: one player has every chip');
    return new TableError('TABLE_TOO_FEW_PLAYERS', `a hand needs at least two players with chips who are not sitting out; ${players} can play`);
  }
  const number = context.handsPlayed + 1;
  // (handSeats reads the table's options and last hand, which the seats above do not change)
  const { button, small, big } = handSeats(context, dealtInNow)!;
  const startedAt = context.startedAt ?? now;
  const levels = context.options.schedule.levels;
  const { index, level: blindLevel } = level !== undefined
    ? { index: Math.max(0, Math.min(levels.length - 1, level)), level: levels[Math.max(0, Math.min(levels.length - 1, level))]! }
    : levelAt(context.options.schedule, { handsPlayed: context.handsPlayed, elapsedMs: now - startedAt });
  // R233: a bomb pot every `every` hands, or when a player asked for one
  const bomb = context.options.bombPot;
  const isBomb = bomb !== undefined && (context.bombPotNext === true || (bomb.every !== undefined && number % bomb.every === 0));
  // R262 at a cash table: blinds missed while sitting out, and posted on the return
  const missedBlinds: { seat: number; live: number; dead: number }[] = [];
  if (isCash && context.hand !== null) {
    const n = seats.length;
    const last = context.hand;
    for (let seat = 0; seat < n; seat++) {
      const s = seats[seat]!;
      if (s === null || s.place !== null || s.stack === 0) continue;
      let next: TableSeat = s;
      if (s.sittingOut) {
        let owed = s.missedBlinds;
        if (strictlyBetween(last.bigBlind, seat, big, n)) owed = owed ?? 'big';
        if (owed !== undefined && strictlyBetween(last.smallBlind, seat, small, n)) owed = 'both';
        if (owed !== s.missedBlinds) next = { ...s, missedBlinds: owed! };
      } else if (dealtInNow[seat] && s.missedBlinds !== undefined) {
        // a bomb pot posts no blinds: what is owed waits for the next hand with blinds
        if (isBomb && seat !== big && !cleared.has(seat)) continue;
        if (seat !== big && !cleared.has(seat)) missedBlinds.push({ seat, live: blindLevel.big, dead: s.missedBlinds === 'both' ? blindLevel.small : 0 });
        const { missedBlinds: _owed, waitForBigBlind: _wait, ...rest } = s;
        next = rest;
      }
      if (next !== s) {
        if (seats === context.seats) seats = seats.slice();
        (seats as (TableSeat | null)[])[seat] = next;
      }
    }
  }
  const sittingOut: number[] = [];
  if (!isCash) for (let seat = 0; seat < seats.length; seat++) if (seats[seat]?.sittingOut === true && dealtInNow[seat]) sittingOut.push(seat);
  const stacks: number[] = [];
  for (let i = 0; i < seats.length; i++) stacks.push(dealtInNow[i] ? seats[i]!.stack : 0);
  const options = context.options;
  const seed = handSeed(options.seed, number);
  const plain = !isBomb && options.runItTimes === undefined && options.maxRuns === undefined && sittingOut.length === 0 && missedBlinds.length === 0 && !(isCash && options.rake !== undefined);
  const hand: TableHand = plain ? { number, button, smallBlind: small, bigBlind: big, levelIndex: index, level: blindLevel, stacks, seed } : {
    ...(isBomb ? { bombPot: bomb.ante } : {}),
    ...(options.runItTimes !== undefined ? { runItTimes: options.runItTimes } : {}),
    ...(options.maxRuns !== undefined ? { maxRuns: options.maxRuns } : {}),
    ...(sittingOut.length > 0 ? { sittingOut } : {}),
    ...(missedBlinds.length > 0 ? { missedBlinds } : {}),
    ...(isCash && options.rake !== undefined ? { rake: { ...options.rake } } : {}),
    number,
    button,
    smallBlind: small,
    bigBlind: big,
    levelIndex: index,
    level: blindLevel,
    stacks,
    seed,
  };
  // (every field written here is already in the context, so its order is the context's)
  if (!('bombPotNext' in context)) return copyContext(context, seats, context.handsPlayed, startedAt, now, hand, context.finishes, chipsIn, chipsOut, context.raked, context.handState);
  const { bombPotNext: _asked, ...rest } = context;
  return { ...rest, seats, chipsIn, chipsOut, startedAt, now, hand };
}

let lastContext: TableContext | null = null;
let lastNow = 0;
let lastLevel: number | undefined;
let lastPrepared: TableContext | null = null;

/**
 * {@link prepareHand} remembered for the last (context, now) it was asked: a `DEAL` checks the
 * next hand (Table.deal, the machine's `canDeal` guard) and then prepares it from the same
 * immutable context, so it is computed once (errors are not remembered). @internal
 */
export function preparedHand(context: TableContext, now: number, level?: number): TableContext | TableError {
  if (lastContext === context && lastNow === now && lastLevel === level && lastPrepared !== null) return lastPrepared;
  const next = prepareHand(context, now, level);
  if (next instanceof TableError) return next; // a fresh error each time it is thrown
  lastPrepared = next;
  lastContext = context;
  lastNow = now;
  lastLevel = level;
  return next;
}

/**
 * Whether the next hand may be dealt at table time `now`, and how: the table's context with the
 * hand prepared (button, blinds, level, seed: {@link prepareHand}; `level`, when given, the index of
 * the level to play instead of the schedule's), or the {@link TableError}
 * saying why not: too few players with chips who are not sitting out, a finished tournament, or
 * more or fewer players than the variant deals in (R11). The table machine's `DEAL` transition
 * (its guard, its action and its refusal) is the one place that asks. @internal
 */
export function dealCheck(context: TableContext, now: number, variant: VariantDescriptor, level?: number): TableContext | TableError {
  const next = preparedHand(context, now, level);
  if (next instanceof TableError) return next;
  // R11: the variant's range of players, so the hand actor never refuses its input
  let players = 0;
  for (const s of next.hand!.stacks) if (s > 0) players++;
  const { min, max } = variant.seats;
  if (players >= min && players <= max) return next;
  return new TableError(players < min ? 'TABLE_TOO_FEW_PLAYERS' : 'TABLE_BAD_CONFIG', `${players} players can be dealt in, but ${variant.name} deals in ${min} to ${max} (R11)`);
}

/**
 * The shuffle seed of hand number `hand` (1 for the first hand) at a table seeded with
 * `tableSeed`: a 32-bit mix of both, so every hand gets its own unrelated deck while the whole
 * game replays exactly from the table seed.
 */
export function handSeed(tableSeed: number, hand: number): number {
  let h = Math.imul((tableSeed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.floor(tableSeed / 4294967296);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(hand, 0xc2b2ae35), 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x165667b1);
  return (h ^ (h >>> 15)) >>> 0;
}
