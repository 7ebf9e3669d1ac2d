import { PokerchartError } from '@pokerchart/cards';

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
