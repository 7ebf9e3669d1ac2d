import { SolverError } from './errors.js';
import { type Strategy, type StrategyJson, TableStrategy } from './Strategy.js';

/**
 * Reads a strategy saved with `JSON.stringify(strategy)` (its {@link Strategy.toJSON} form), for
 * {@link solvedBot} or {@link exploitability}.
 *
 * @throws {@link SolverError} `BAD_STRATEGY` when the data is not such a strategy (each row's
 * probabilities must be numbers from 0 to 1 adding up to 1).
 */
export function strategyFromJSON(json: unknown): Strategy {
  const data = (typeof json === 'string' ? JSON.parse(json) : json) as Partial<StrategyJson> | null;
  if (data === null || typeof data !== 'object' || data.format !== 'pokerchart-strategy' || data.version !== 1) {
    throw new SolverError('BAD_STRATEGY', "a strategy is { format: 'pokerchart-strategy', version: 1, variant, infoSets } as Strategy.toJSON() writes it (R293)");
  }
  if (typeof data.variant !== 'string' || data.infoSets === null || typeof data.infoSets !== 'object') {
    throw new SolverError('BAD_STRATEGY', 'a strategy names its variant (a string) and holds infoSets, an object of rows (R293)');
  }
  const table = new Map<string, Record<string, number>>();
  for (const [key, row] of Object.entries(data.infoSets)) {
    if (row === null || typeof row !== 'object') throw new SolverError('BAD_STRATEGY', `the row of ${key} must be an object { letter: probability } (R293)`);
    let total = 0;
    const out: Record<string, number> = {};
    for (const [letter, p] of Object.entries(row)) {
      if (!/^[xbcfr]$/.test(letter) || typeof p !== 'number' || !(p >= 0 && p <= 1)) {
        throw new SolverError('BAD_STRATEGY', `the row of ${key} has ${JSON.stringify(letter)}: ${JSON.stringify(p)}; the letters are x, b, c, f, r and the probabilities 0 to 1 (R293)`);
      }
      out[letter] = p;
      total += p;
    }
    if (Math.abs(total - 1) > 1e-6) throw new SolverError('BAD_STRATEGY', `the probabilities of ${key} add up to ${total}, not 1 (R293)`);
    table.set(key, out);
  }
  return new TableStrategy(data.variant, table);
}
