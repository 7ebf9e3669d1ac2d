import { type Card, isCard, PokerchartError } from '@pokerchart/cards';

/*
 * The engine's error classes, each with a stable `code` and a message that says what was wrong and
 * what is allowed: RestoreError, HandOptionsError, DealingError, PotError, VariantDefinitionError,
 * VariantRuleError; and the small helpers that build their messages and throw them.
 */

/**
 * Thrown by {@link restoreHand} for saved data it will not load, and by {@link Hand.persist} for a
 * hand it cannot save. Codes: `BAD_FORMAT` (not a version-2 {@link PersistedHand}, or not JSON
 * data), `UNSAFE_KEY` (a key such as `__proto__`), `MISMATCH` (a different variant or betting
 * structure than the one given), `BAD_OPTIONS` (saved options `createHand` refuses), `BAD_EVENT`
 * (a saved event the rules refuse when it is replayed), `STATE_MISMATCH` (the saved state is not
 * the state the replay reaches: an edited stack, result, round field or state value), `NOT_SAVABLE`
 * (`persist()` of a hand actor not made by `createHand`), `BAD_SIGNATURE` (a key was given and the
 * save is unsigned or was edited after it was signed), `BAD_KEY` (a signing key that is not a
 * non-empty string or byte array). `path` says where in the data.
 */
export class RestoreError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;
  /** Where in the saved data the problem is, e.g. `"snapshot.context.deck"`. */
  readonly path: string;

  constructor(code: string, path: string, message: string) {
    super(code, message);
    this.name = 'RestoreError';
    this.code = code;
    this.path = path;
  }
}

/**
 * Thrown by {@link createHand} for options it cannot play. `option` names the option (`"stacks"`,
 * `"button"`, `"dealing.deck"`, `"rules.autoMuck"` …). Codes: `BAD_STACKS`, `PLAYER_COUNT`,
 * `BAD_BUTTON`, `BAD_DEALING`, `BAD_DECK`, `BAD_RULES`, `BAD_FORCED_BETS`, `BAD_VARIANT`,
 * `BAD_BETTING`. Forced-bet amounts are checked by `@pokerchart/betting`, whose
 * `BettingConfigError` is rethrown as this error with its code kept in the message.
 */
export class HandOptionsError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;
  /** The option that was rejected. */
  readonly option: string;

  constructor(code: string, option: string, message: string) {
    super(code, message);
    this.name = 'HandOptionsError';
    this.code = code;
    this.option = option;
  }
}

/**
 * Thrown by `dealHole` and `dealBoard` (manual dealing) when the cards cannot be dealt; the hand
 * is unchanged. Codes: `NOT_MANUAL` (the hand deals its own cards), `NOT_NOW` (no cards of that kind
 * are awaited now), `BAD_SEAT` (not a dealt-in seat, or already dealt), `CARD_COUNT` (wrong number of
 * cards, R35, R37), `BAD_CARD` (unreadable), `NOT_IN_DECK` (not a card of the variant's deck, R5),
 * `DUPLICATE_CARD` (already dealt or given twice, R5).
 */
export class DealingError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;

  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'DealingError';
    this.code = code;
  }
}

/**
 * Thrown by the pure pot functions {@link buildPots} and {@link awardPots} for input they cannot
 * settle exactly. Codes: `BAD_CONTRIBUTIONS` (contributions, folded flags or dead money that are not
 * non-negative integers by seat, R0.1), `BAD_POTS` (pots without an integer amount or with seats out
 * of range, or chips nobody may win, R0.5), `BAD_SEATS` (a seat count or button out of range, R115),
 * `BAD_ORDER` (showdown tiers that are not arrays of seats).
 */
export class PotError extends PokerchartError {
  /** Stable code (see the class description). */
  declare readonly code: 'BAD_CONTRIBUTIONS' | 'BAD_POTS' | 'BAD_SEATS' | 'BAD_ORDER';

  constructor(code: 'BAD_CONTRIBUTIONS' | 'BAD_POTS' | 'BAD_SEATS' | 'BAD_ORDER', message: string) {
    super(code, message);
    this.name = 'PotError';
  }
}

/**
 * Thrown by {@link defineVariant} when a variant spec is impossible or malformed. `field` names
 * the offending field (for example `"holeCards"`, `"streets[2].board"`, `"deck[7]"`), and the
 * message says what was wrong and what is allowed.
 */
export class VariantDefinitionError extends PokerchartError {
  /** Stable error code for programmatic handling. */
  declare readonly code: 'VARIANT_DEFINITION';
  /** The spec field that was rejected, as a path such as `"streets[1].name"`. */
  readonly field: string;

  constructor(field: string, message: string) {
    super('VARIANT_DEFINITION', `variant field "${field}": ${message}`);
    this.name = 'VariantDefinitionError';
    this.field = field;
  }
}

/**
 * Thrown by the stud and draw rule functions (the draw ones of this package: {@link drawOrder},
 * {@link replaceDiscards}, {@link burnDrawCard}; the stud ones of `@pokerchart/variants`, which
 * re-exports this class) when their input is impossible: a seat
 * array that is not an array, a card that is not a card code, a button outside the table, or a
 * draw that no card left in the hand can serve. The message says what was wrong and what is
 * allowed, citing the rule.
 *
 * - `BAD_INPUT`: an argument is malformed;
 * - `DECK_EXHAUSTED`: not even a reshuffle of the discards and burns can serve the draw (R213).
 */
export class VariantRuleError extends PokerchartError {
  /** Stable error code for programmatic handling. */
  declare readonly code: 'BAD_INPUT' | 'DECK_EXHAUSTED';

  constructor(code: 'BAD_INPUT' | 'DECK_EXHAUSTED', message: string) {
    super(code, message);
    this.name = 'VariantRuleError';
    this.code = code;
  }
}

/**
 * A value as it reads in an error message: JSON where it can be written as JSON, with a BigInt
 * shown as `12n`; a value JSON cannot write (a circular object, a throwing `toJSON`) is named by
 * its kind instead. Never throws, so checking a hostile spec fails with the typed error it means
 * rather than a TypeError from the message. @internal
 */
export function showValue(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    return text ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/*
 * Input checks shared by the public stud and draw rule functions (bringInSeat, firstToActSeat,
 * drawOrder, replaceDiscards, ...): each throws a VariantRuleError `BAD_INPUT` naming the rule.
 */

/** Throws `BAD_INPUT` unless `card` is a card code. @internal */
export function checkCard(card: unknown, what: string, rule: string): Card {
  if (!isCard(card)) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be a card code 0..51, got ${JSON.stringify(card)} (${rule})`);
  }
  return card;
}

/** Throws `BAD_INPUT` unless `value` is an array. @internal */
export function checkArray<T>(value: unknown, what: string, rule: string): readonly T[] {
  if (!Array.isArray(value)) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be an array by seat, got ${value === null ? 'null' : typeof value} (${rule})`);
  }
  return value as readonly T[];
}

/** Throws `BAD_INPUT` unless `seat` is a seat index of a table of `seatCount` seats. @internal */
export function checkSeat(seat: unknown, seatCount: number, what: string, rule: string): number {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seatCount) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be a seat index from 0 to ${seatCount - 1}, got ${JSON.stringify(seat)} (${rule})`);
  }
  return seat;
}

/** Throws the {@link VariantDefinitionError} of a step's field. @internal */
export function failStep(field: string, message: string): never {
  throw new VariantDefinitionError(field, message);
}
