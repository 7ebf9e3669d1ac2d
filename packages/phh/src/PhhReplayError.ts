import { PokerchartError } from '@pokerchart/cards';

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
