import { createRng } from '@pokerchart/cards';
import { blindSeats, deadButtonSeats, nextButton } from './blindSeats.js';
import { levelAt } from './blindLevels.js';
import type { TableContext } from './TableContext.js';
import { TableError } from './errors.js';
import type { VariantDescriptor } from '@pokerchart/engine';

/**
 * Which seats take part in the next hand: occupied, not knocked out, with chips (R11); at a cash
 * table not sitting out and not waiting for the big blind (R262; {@link prepareHand} deals such a
 * seat in when the big blind reaches it). In a tournament a seat sitting out is dealt in (R262).
 */
export function dealtInSeats(context: TableContext): boolean[] {
  const cash = context.options.mode === 'cash';
  return context.seats.map((s) => s !== null && s.place === null && s.stack > 0 && !(cash && (s.sittingOut || (s.waitForBigBlind === true && s.missedBlinds !== undefined))));
}

/** `seat` lies strictly between `from` and `to` going clockwise around `n` seats. */
function strictlyBetween(from: number, seat: number, to: number, n: number): boolean {
  const d = (x: number) => (x - from + n) % n;
  return d(seat) > 0 && d(seat) < d(to);
}

/** The button and blind seats of the next hand for the seats `dealtIn` (R12-R14, R248), or null. */
function handSeats(context: TableContext, dealtIn: readonly boolean[]): { button: number; small: number; big: number } | null {
  if (dealtIn.filter(Boolean).length < 2) return null;
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
  let seats = context.seats;
  let chipsIn = context.chipsIn;
  let chipsOut = context.chipsOut;
  const isCash = context.options.mode === 'cash';
  const cash = isCash ? context.options.cash : undefined;
  const topUpTo = cash?.topUpTo;
  const cap = cash?.stackCap;
  if (cap !== undefined) {
    seats = seats.map((s) => {
      if (s === null || s.stack <= cap) return s;
      chipsOut += s.stack - cap;
      return { ...s, stack: cap, takenOff: s.takenOff + s.stack - cap };
    });
  }
  if (topUpTo !== undefined) {
    seats = seats.map((s) => {
      if (s === null || s.sittingOut || s.stack >= topUpTo) return s;
      chipsIn += topUpTo - s.stack;
      return { ...s, stack: topUpTo, boughtIn: s.boughtIn + topUpTo - s.stack };
    });
  }
  const withSeats = { ...context, seats, chipsIn, chipsOut };
  let dealtIn = dealtInSeats(withSeats);
  // R262: seats back from sitting out that wait for the big blind: one is dealt in when the big
  // blind reaches it (with too few players for a hand, every one of them is dealt in, owing nothing)
  const waiting = isCash ? seats.flatMap((s, seat) => (s !== null && s.place === null && s.stack > 0 && !s.sittingOut && s.waitForBigBlind === true && s.missedBlinds !== undefined ? [seat] : [])) : [];
  const cleared = new Set<number>();
  if (waiting.length > 0) {
    if (dealtIn.filter(Boolean).length < 2 || context.hand === null) {
      dealtIn = dealtIn.map((d, seat) => d || waiting.includes(seat));
      for (const w of waiting) cleared.add(w);
    } else {
      const n = seats.length;
      const from = context.hand.bigBlind;
      const order = waiting.slice().sort((a, b) => ((a - from + n) % n || n) - ((b - from + n) % n || n));
      for (const w of order) {
        const trial = dealtIn.slice();
        trial[w] = true;
        if (handSeats(withSeats, trial)?.big === w) {
          dealtIn = trial;
          cleared.add(w);
          break;
        }
      }
    }
  }
  const players = dealtIn.filter(Boolean).length;
  if (players < 2) {
    if (context.options.mode === 'tournament' && context.hand !== null) return new TableError('TABLE_FINISHED', 'the tournament is over: one player has every chip');
    return new TableError('TABLE_TOO_FEW_PLAYERS', `a hand needs at least two players with chips who are not sitting out; ${players} can play`);
  }
  const number = context.handsPlayed + 1;
  const { button, small, big } = handSeats(withSeats, dealtIn)!;
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
    seats = seats.map((s, seat) => {
      if (s === null || s.place !== null || s.stack === 0) return s;
      if (s.sittingOut) {
        let owed = s.missedBlinds;
        if (strictlyBetween(last.bigBlind, seat, big, n)) owed = owed ?? 'big';
        if (owed !== undefined && strictlyBetween(last.smallBlind, seat, small, n)) owed = 'both';
        return owed === s.missedBlinds ? s : { ...s, missedBlinds: owed! };
      }
      if (!dealtIn[seat] || s.missedBlinds === undefined) return s;
      // a bomb pot posts no blinds: what is owed waits for the next hand with blinds
      if (isBomb && seat !== big && !cleared.has(seat)) return s;
      if (seat !== big && !cleared.has(seat)) missedBlinds.push({ seat, live: blindLevel.big, dead: s.missedBlinds === 'both' ? blindLevel.small : 0 });
      const { missedBlinds: _owed, waitForBigBlind: _wait, ...rest } = s;
      return rest;
    });
  }
  const sittingOut = !isCash ? seats.flatMap((s, seat) => (s !== null && s.sittingOut && dealtIn[seat] ? [seat] : [])) : [];
  const { bombPotNext: _asked, ...rest } = withSeats;
  return {
    ...rest,
    seats,
    startedAt,
    now,
    hand: {
      ...(isBomb ? { bombPot: bomb.ante } : {}),
      ...(context.options.runItTimes !== undefined ? { runItTimes: context.options.runItTimes } : {}),
      ...(context.options.maxRuns !== undefined ? { maxRuns: context.options.maxRuns } : {}),
      ...(sittingOut.length > 0 ? { sittingOut } : {}),
      ...(missedBlinds.length > 0 ? { missedBlinds } : {}),
      ...(isCash && context.options.rake !== undefined ? { rake: { ...context.options.rake } } : {}),
      number,
      button,
      smallBlind: small,
      bigBlind: big,
      levelIndex: index,
      level: blindLevel,
      stacks: seats.map((s, i) => (dealtIn[i] ? s!.stack : 0)),
      seed: handSeed(context.options.seed, number),
    },
  };
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
  const players = next.hand!.stacks.filter((s) => s > 0).length;
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
