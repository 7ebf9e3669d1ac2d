import { PokerchartError } from '@pokerchart/cards';

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
