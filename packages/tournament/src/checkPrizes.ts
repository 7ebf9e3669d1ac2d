import { checkWhole } from './checkWhole.js';
import { TournamentError } from './TournamentError.js';

/**
 * Throws `TOURNAMENT_BAD_INPUT` unless `prizes` are whole units in the order of the places, first
 * place first: no place pays more than the place above it (R250, R251). @internal
 */
export function checkPrizes(prizes: readonly number[]): void {
  checkWhole(prizes, 'prizes');
  for (let i = 1; i < prizes.length; i++) {
    if (prizes[i]! > prizes[i - 1]!) {
      throw new TournamentError('TOURNAMENT_BAD_INPUT', `prizes must be given by place, first place first, each at most the one before: prizes[${i}] = ${prizes[i]} is more than prizes[${i - 1}] = ${prizes[i - 1]} (R250, R251)`);
    }
  }
}
