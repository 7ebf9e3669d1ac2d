import { aceToFiveLowRanking } from './aceToFiveLowRanking.js';
import { badugiRanking } from './badugiRanking.js';
import { deuceToSevenLowRanking } from './deuceToSevenLowRanking.js';
import { eightOrBetterRanking } from './eightOrBetterRanking.js';
import { EvaluationError } from './errors.js';
import type { Ranking, RankingName } from './Ranking.js';
import { paigowWheelRanking, shortdeckRanking, shortdeckTripsRanking, standardRanking } from './standardRankings.js';

const BUILT_IN: ReadonlyMap<string, Ranking> = new Map<string, Ranking>([
  ['standard', standardRanking],
  ['paigow-wheel', paigowWheelRanking],
  ['shortdeck', shortdeckRanking],
  ['ace-to-five-low', aceToFiveLowRanking],
  ['deuce-to-seven-low', deuceToSevenLowRanking],
  ['badugi', badugiRanking],
  ['eight-or-better', eightOrBetterRanking],
]);

const defined = new Map<string, Ranking>();

/** Whether `name` is the name of a built-in ranking. @internal */
export function isBuiltInName(name: string): boolean {
  return BUILT_IN.has(name);
}

/** Records a ranking made by `defineRanking` under its name (the latest definition wins). @internal */
export function registerRanking(ranking: Ranking): void {
  defined.set(ranking.name, ranking);
}

/** The ranking named `name` (built-in or defined), or undefined; no validation. @internal */
export function rankingNamed(name: string): Ranking | undefined {
  return BUILT_IN.get(name) ?? defined.get(name);
}

const FUNCTIONS = ['strength', 'evaluate', 'category', 'describe'] as const;

/** Checks that an object has the shape of a {@link Ranking}; throws `BAD_RANKING` naming what is missing. @internal */
export function checkRankingObject(value: object): Ranking {
  const r = value as Partial<Record<string, unknown>>;
  const problems: string[] = [];
  if (typeof r.name !== 'string' || r.name === '') problems.push('a non-empty `name`');
  if (r.side !== 'high' && r.side !== 'low') problems.push("`side` 'high' or 'low'");
  if (typeof r.cardsPerHand !== 'number' || !Number.isInteger(r.cardsPerHand) || r.cardsPerHand < 1 || r.cardsPerHand > 7) {
    problems.push('`cardsPerHand` from 1 to 7');
  }
  if (!Array.isArray(r.deck)) problems.push('a `deck` array of cards');
  for (const f of FUNCTIONS) if (typeof r[f] !== 'function') problems.push(`a \`${f}\` function`);
  if (problems.length > 0) {
    throw new EvaluationError('BAD_RANKING', `a ranking object needs ${problems.join(', ')}; build one with defineRanking()`);
  }
  return value as Ranking;
}

/**
 * The {@link Ranking} object for a ranking name or object, as every function of this package
 * resolves it: a built-in name (`'standard'`, `'paigow-wheel'`, `'shortdeck'`,
 * `'ace-to-five-low'`, `'deuce-to-seven-low'`, `'badugi'`, `'eight-or-better'`), the name of a
 * ranking made by {@link defineRanking} in this process, or a ranking object (checked, returned
 * as is). Default `'standard'`. `options.tripsBeatStraight` applies to `'shortdeck'` only (R176).
 *
 * @example
 * ```ts
 * getRanking('deuce-to-seven-low').side;   // 'low'
 * getRanking('shortdeck', { tripsBeatStraight: true });
 * ```
 * @throws {@link EvaluationError} `BAD_RANKING` for an unknown name or an object that is no
 * ranking, `BAD_OPTION` for an option that does not apply.
 */
export function getRanking(ranking?: RankingName | 'eight-or-better' | Ranking | string, options?: { tripsBeatStraight?: boolean }): Ranking {
  const trips = options?.tripsBeatStraight;
  if (trips !== undefined && typeof trips !== 'boolean') {
    throw new EvaluationError('BAD_OPTION', `tripsBeatStraight must be true or false, got ${String(trips)} (R176)`);
  }
  let found: Ranking | undefined;
  if (ranking === undefined) found = standardRanking;
  else if (typeof ranking === 'string') found = rankingNamed(ranking);
  else if (ranking !== null && typeof ranking === 'object') found = checkRankingObject(ranking);
  if (found === undefined) {
    const names = [...BUILT_IN.keys(), ...defined.keys()].map((n) => `'${n}'`).join(', ');
    throw new EvaluationError(
      'BAD_RANKING',
      `unknown ranking ${JSON.stringify(ranking)}: use ${names} or a ranking object (R136, R170, R176, R190-R192)`,
    );
  }
  if (trips === true) {
    if (found === shortdeckRanking || found === shortdeckTripsRanking) return shortdeckTripsRanking;
    throw new EvaluationError('BAD_OPTION', `tripsBeatStraight applies only to the 'shortdeck' ranking, not to '${found.name}' (R176)`);
  }
  return found;
}
