/**
 * Thrown by {@link toPhh} when an engine hand has no PHH form: its variant and betting structure
 * have no PHH variant code (PHH defines `NT`, `NS`, `PO`, `FT` and `FO/8` for this family; Omaha
 * under no limit or the Pai Gow ranking have none), or it is not a hand from `createHand`.
 */
export class PhhExportError extends Error {
  /** Stable error code. */
  readonly code = 'PHH_NOT_EXPORTABLE';

  constructor(message: string) {
    super(message);
    this.name = 'PhhExportError';
  }
}
