import { PokerchartError } from '@pokerchart/cards';

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
