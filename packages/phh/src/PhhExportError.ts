import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by {@link toPhh} when an engine hand has no PHH form: its variant and betting structure
 * have no PHH variant code (PHH defines `NT`, `NS`, `PO`, `FT` and `FO/8` for this family; Omaha
 * under no limit or the Pai Gow ranking have none), or it is not a hand from `createHand`.
 */
export class PhhExportError extends PokerchartError {
  /** Stable error code. */
  declare readonly code: 'PHH_NOT_EXPORTABLE';

  constructor(message: string) {
    super('PHH_NOT_EXPORTABLE', message);
    this.name = 'PhhExportError';
  }
}
