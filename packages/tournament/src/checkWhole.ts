import { TournamentError } from './TournamentError.js';

/** Throws `TOURNAMENT_BAD_INPUT` unless every entry is a whole number of chips or units, at least 0. @internal */
export function checkWhole(values: readonly number[], what: string): void {
  if (!Array.isArray(values)) throw new TournamentError('TOURNAMENT_BAD_INPUT', `${what} must be an array of whole numbers`);
  values.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw new TournamentError('TOURNAMENT_BAD_INPUT', `${what}[${i}] must be a whole number, at least 0, got ${String(v)} (R251)`);
    }
  });
}
