import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by {@link restoreHand} for saved data it will not load: not an object of the
 * {@link PersistedHand} format (`BAD_FORMAT`), an unsafe key such as `__proto__` (`UNSAFE_KEY`), a
 * different variant or betting structure than the one given (`MISMATCH`), or a snapshot whose
 * chips or cards do not add up (`CORRUPT`, R0.5, R5). `path` says where in the data.
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
