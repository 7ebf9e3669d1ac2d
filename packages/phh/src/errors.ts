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
