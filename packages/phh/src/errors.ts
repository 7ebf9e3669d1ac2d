import { PokerchartError } from '@pokerchart/cards';

/**
 * What went wrong in a PHH file, as a stable code:
 *
 * - `PHH_TOML_SYNTAX`: the text is not valid TOML;
 * - `PHH_UNSAFE_KEY`: a key such as `__proto__` or `constructor` that could pollute prototypes;
 * - `PHH_MISSING_FIELD`: a field the variant requires is absent;
 * - `PHH_WRONG_TYPE`: a field has the wrong TOML type or an impossible value;
 * - `PHH_BAD_LENGTH`: a per-player array does not have one entry per player;
 * - `PHH_UNKNOWN_VARIANT`: the `variant` code is not one of the PHH specification's codes;
 * - `PHH_BAD_ACTION`: an entry of `actions` does not follow the action grammar;
 * - `PHH_BAD_CARD`: a card that cannot be read or does not belong to the variant's deck;
 * - `PHH_DUPLICATE_CARD`: the same card dealt twice.
 */
export type PhhParseErrorCode =
  | 'PHH_TOML_SYNTAX'
  | 'PHH_UNSAFE_KEY'
  | 'PHH_MISSING_FIELD'
  | 'PHH_WRONG_TYPE'
  | 'PHH_BAD_LENGTH'
  | 'PHH_UNKNOWN_VARIANT'
  | 'PHH_BAD_ACTION'
  | 'PHH_BAD_CARD'
  | 'PHH_DUPLICATE_CARD';

/** Where a {@link PhhParseError} was found; every part is optional. */
export interface PhhErrorLocation {
  /** 1-based line in the PHH text, when the record came from text. */
  line?: number | null;
  /** The PHH field, such as `"starting_stacks"` or `"actions"`. */
  field?: string | null;
  /** 0-based index into `actions`, for an error about one action. */
  actionIndex?: number | null;
}

/**
 * Thrown when a PHH file or record cannot be read: bad TOML, a missing or mistyped field, an
 * unknown variant code, an action that does not follow the grammar, a bad or duplicate card.
 * `line` (1-based) names the line of the text where it is known, `field` the PHH field and
 * `actionIndex` the position in `actions`; the message repeats them for people.
 */
export class PhhParseError extends PokerchartError {
  /** Stable error code, see {@link PhhParseErrorCode}. */
  declare readonly code: PhhParseErrorCode;
  /** 1-based line of the PHH text, or null when unknown (a record built in code). */
  readonly line: number | null;
  /** The PHH field at fault, or null for a whole-file problem such as a TOML syntax error. */
  readonly field: string | null;
  /** 0-based index into `actions` when one action is at fault, else null. */
  readonly actionIndex: number | null;

  constructor(code: PhhParseErrorCode, message: string, where: PhhErrorLocation = {}) {
    const line = where.line ?? null;
    const field = where.field ?? null;
    const actionIndex = where.actionIndex ?? null;
    const parts: string[] = [];
    if (line !== null) parts.push(`line ${line}`);
    if (actionIndex !== null) parts.push(`action ${actionIndex}`);
    else if (field !== null) parts.push(`field "${field}"`);
    super(code, parts.length > 0 ? `${parts.join(', ')}: ${message}` : message);
    this.name = 'PhhParseError';
    this.code = code;
    this.line = line;
    this.field = field;
    this.actionIndex = actionIndex;
  }
}

/**
 * Why a PHH hand cannot be replayed, as a stable code:
 *
 * - `PHH_UNSUPPORTED_VARIANT`: a stud, razz, draw or badugi game (variant not supported yet);
 * - `PHH_UNSUPPORTED_FEATURE`: something the file uses that the engine cannot express yet
 *   (an unknown `inf` stack, an amount finer than a millionth, unknown board cards, a hand the
 *   file never shows that would win at showdown, …);
 * - `PHH_WRONG_ACTOR`: the action is by another player than the one the engine has to act (R48);
 * - `PHH_OUT_OF_ORDER`: dealing or betting when the hand is not waiting for it (for example
 *   board cards while a betting round is still running);
 * - `PHH_BAD_DEAL`: cards the engine refuses to deal (the wrong number for the street, R37);
 * - `PHH_BAD_SETUP`: a table the engine cannot start (for example more players than the variant
 *   seats, R11).
 */
export type PhhReplayErrorCode =
  | 'PHH_UNSUPPORTED_VARIANT'
  | 'PHH_UNSUPPORTED_FEATURE'
  | 'PHH_WRONG_ACTOR'
  | 'PHH_OUT_OF_ORDER'
  | 'PHH_BAD_DEAL'
  | 'PHH_BAD_SETUP';

/**
 * Thrown by {@link replayPhh} when a well-formed PHH hand cannot be replayed. Illegal bets are
 * reported as the engine's `IllegalActionError` instead (with the action index and line added to
 * its message). `actionIndex` and `line` locate the action when one is at fault.
 */
export class PhhReplayError extends PokerchartError {
  /** Stable code, see {@link PhhReplayErrorCode}. */
  declare readonly code: PhhReplayErrorCode;
  /** 0-based index into `actions`, or null when no single action is at fault. */
  readonly actionIndex: number | null;
  /** 1-based line of the PHH text when the hand was read by `parsePhh` and an action is at fault, else null. */
  readonly line: number | null;

  constructor(code: PhhReplayErrorCode, message: string, where: { actionIndex?: number | null; line?: number | null } = {}) {
    const actionIndex = where.actionIndex ?? null;
    const line = where.line ?? null;
    const parts: string[] = [];
    if (line !== null) parts.push(`line ${line}`);
    if (actionIndex !== null) parts.push(`action ${actionIndex}`);
    super(code, parts.length > 0 ? `${parts.join(', ')}: ${message}` : message);
    this.name = 'PhhReplayError';
    this.code = code;
    this.actionIndex = actionIndex;
    this.line = line;
  }
}

/**
 * Thrown by {@link toPhh} when an engine hand has no PHH form: its variant and betting structure
 * have no PHH variant code (PHH defines `NT`, `NS`, `PO`, `FT` and `FO/8` for this family; Omaha
 * under no limit or the Pai Gow ranking have none), or it is not a hand from `createHand`
 * (code `PHH_NOT_EXPORTABLE`); or the hand was played on several boards (R230) or ran its board more
 * than once (R232), which PHH has no way to write (code `PHH_MULTI_BOARD`); or it was a bomb pot
 * (R233), a hand without its first betting round, which PHH cannot write either (code `PHH_BOMB_POT`).
 */
export class PhhExportError extends PokerchartError {
  /** Stable error code. */
  declare readonly code: 'PHH_NOT_EXPORTABLE' | 'PHH_MULTI_BOARD' | 'PHH_BOMB_POT';

  constructor(message: string, code: 'PHH_NOT_EXPORTABLE' | 'PHH_MULTI_BOARD' | 'PHH_BOMB_POT' = 'PHH_NOT_EXPORTABLE') {
    super(code, message);
    this.name = 'PhhExportError';
  }
}
