import { createRng } from '@pokerchart/cards';
import { blindSeats } from './blindSeats.js';
import { deadButtonSeats } from './deadButtonSeats.js';
import { handSeed } from './handSeed.js';
import { levelAt } from './levelAt.js';
import { nextButton } from './nextButton.js';
import type { TableContext } from './TableContext.js';
import { TableError } from './TableError.js';

/** Which seats take part in the next hand: occupied, not sitting out, not knocked out, with chips (R11). */
export function dealtInSeats(context: TableContext): boolean[] {
  return context.seats.map((s) => s !== null && !s.sittingOut && s.place === null && s.stack > 0);
}

/**
 * The context with the next hand decided: cash stack caps and top-ups, the button (R12, with the heads-up
 * adjustment of {@link nextButton}), the blind seats (R13, R14), the level in force at table
 * time `now` (or the level index `level` when given, e.g. by a tournament's clock), the stacks
 * dealt in, the hand's seed, and whether it is a bomb pot (R233). With `options.deadButton` the
 * seats come from {@link deadButtonSeats} (R248). Returns a {@link TableError} when no hand can
 * start (`TABLE_FINISHED`, `TABLE_TOO_FEW_PLAYERS`).
 */
export function prepareHand(context: TableContext, now: number, level?: number): TableContext | TableError {
  let seats = context.seats;
  let chipsIn = context.chipsIn;
  let chipsOut = context.chipsOut;
  const cash = context.options.mode === 'cash' ? context.options.cash : undefined;
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
  const dealtIn = dealtInSeats(withSeats);
  const players = dealtIn.filter(Boolean).length;
  if (players < 2) {
    if (context.options.mode === 'tournament' && context.hand !== null) return new TableError('TABLE_FINISHED', 'the tournament is over: one player has every chip');
    return new TableError('TABLE_TOO_FEW_PLAYERS', `a hand needs at least two players with chips who are not sitting out; ${players} can play`);
  }
  const number = context.handsPlayed + 1;
  let button: number;
  let dead: { button: number; smallBlind: number; bigBlind: number } | null = null;
  if (context.hand !== null && context.options.deadButton === true) {
    dead = deadButtonSeats(context.hand, dealtIn)!;
    button = dead.button;
  } else if (context.hand === null) {
    const chosen = context.options.button;
    if (chosen !== undefined && dealtIn[chosen]) button = chosen;
    else {
      const candidates = dealtIn.flatMap((d, seat) => (d ? [seat] : []));
      button = candidates[createRng(handSeed(context.options.seed, 0)).int(candidates.length)]!;
    }
  } else {
    button = nextButton(context.hand.button, dealtIn, context.hand.bigBlind)!;
  }
  const blinds = dead !== null ? { small: dead.smallBlind, big: dead.bigBlind } : blindSeats(button, dealtIn)!;
  const startedAt = context.startedAt ?? now;
  const levels = context.options.schedule.levels;
  const { index, level: blindLevel } = level !== undefined
    ? { index: Math.max(0, Math.min(levels.length - 1, level)), level: levels[Math.max(0, Math.min(levels.length - 1, level))]! }
    : levelAt(context.options.schedule, { handsPlayed: context.handsPlayed, elapsedMs: now - startedAt });
  // R233: a bomb pot every `every` hands, or when a player asked for one
  const bomb = context.options.bombPot;
  const isBomb = bomb !== undefined && (context.bombPotNext === true || (bomb.every !== undefined && number % bomb.every === 0));
  const { bombPotNext: _asked, ...rest } = withSeats;
  return {
    ...rest,
    startedAt,
    now,
    hand: {
      ...(isBomb ? { bombPot: bomb.ante } : {}),
      ...(context.options.runItTimes !== undefined ? { runItTimes: context.options.runItTimes } : {}),
      ...(context.options.maxRuns !== undefined ? { maxRuns: context.options.maxRuns } : {}),
      number,
      button,
      smallBlind: blinds.small,
      bigBlind: blinds.big,
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
