import { getRanking, type Ranking } from '@pokerchart/evaluator';
import type { HandStep, StreetSpec } from '../VariantSpec.js';
import { builtInStepKind, registeredBuiltInKinds } from '../defineStepKind.js';
import { defaultReading } from './bet/stud/StudOpening.js';
import type { StepPlace, StreetPlanner } from './StepKind.js';
import type { Street } from './variantSteps.js';
import { failStep as fail, showValue } from '../errors.js';

/** The ranking object of a variant's `ranking` (a name, or a ranking), or `undefined` for an unknown name. */
function rankingOf(ranking: string | Ranking | undefined): Ranking | undefined {
  if (typeof ranking !== 'string') return ranking;
  try {
    return getRanking(ranking);
  } catch {
    return undefined;
  }
}

/**
 * Groups a valid step list into streets, one per bet step; `ranking` is the variant's ranking, by
 * name or object, for the default reading of up cards: a ranking that values partial exposed
 * hands reads them itself (R235). @internal
 */
export function streetsOfSteps(steps: readonly HandStep[], ranking?: string | Ranking): Street[] {
  // R235: the ranking reads the up cards itself when it can value partial exposed hands
  const plan: StreetPlanner = { out: [], seatCards: [], board: 0, burn: false, pending: [], defaultReading: defaultReading(rankingOf(ranking)) };
  // each kind folds its steps into the plan: deals add cards, an exchange waits for its street, a bet closes the street
  for (const step of steps) builtInStepKind(step.kind)!.fold(step, plan);
  return plan.out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Checks a list of typed steps (those of a user's kinds already expanded): each step by its kind,
 * which knows its fields and where it may stand (a seat deal before the first betting round,
 * later seat deals on streets without board cards, board deals before betting rounds, openers
 * that the cards dealt can decide, exchanges right after a betting round or before the showdown,
 * R212, R220, R234), and a showdown last. @internal
 */
export function checkSteps(raw: unknown): HandStep[] {
  if (!Array.isArray(raw) || raw.length === 0) fail('steps', 'must be a non-empty array of typed steps ending with { kind: \'showdown\' }');
  const out: HandStep[] = [];
  const place: StepPlace = { before: out, index: 0, count: raw.length, field: 'steps', bets: 0, upDealt: false };
  raw.forEach((st: unknown, i: number) => {
    const f = `steps[${i}]`;
    if (!isPlainObject(st)) fail(f, 'must be a step object { kind, ... }');
    const kind = builtInStepKind(st.kind);
    if (kind === undefined) {
      fail(`${f}.kind`, `unknown step kind ${showValue(st.kind)}; kinds: ${registeredBuiltInKinds().map((k) => k.kind).join(', ')}, or one registered with defineStepKind`);
    }
    const allowed = ['kind', ...kind.fields];
    for (const key of Object.keys(st)) if (!allowed.includes(key)) fail(`${f}.${key}`, `unknown field; allowed: ${allowed.join(', ')}`);
    place.index = i;
    place.field = f;
    out.push(kind.checkStep(st, place));
  });
  if (out[out.length - 1]!.kind !== 'showdown') fail('steps', "must end with { kind: 'showdown' }");
  return out;
}

/**
 * How many cards `players` players need to reach the showdown with the steps' deals and burns,
 * where the last street may be R205's single community card when it deals one card to each seat
 * and no board; with the words of the sum for a message. @internal
 */
export function stepsCardsNeeded(steps: readonly HandStep[], players: number): { needed: number; text: string } {
  const streets = streetsOfSteps(steps);
  let seat = 0;
  let board = 0;
  let burns = 0;
  for (const st of streets) {
    seat += st.seatCards.length;
    board += st.board;
    if (st.burn) burns++;
  }
  const text = `${seat} × ${players} seat + ${board} board + ${burns} burn`;
  let needed = seat * players + board + burns;
  let last = streets.length - 1;
  while (last > 0 && streets[last]!.seatCards.length === 0 && streets[last]!.board === 0) last--;
  const end = streets[last]!;
  if (last > 0 && end.seatCards.length === 1 && end.board === 0) {
    // R205: one community card (unburned when it is the last card) can stand for the last street
    const withCommunity = needed - players - (end.burn ? 1 : 0) + 1;
    if (withCommunity < needed && needed > 0) return { needed: withCommunity, text: `${text} - the last street's ${players} seat card(s)${end.burn ? ' and burn' : ''} + 1 community card (R205)` };
  }
  return { needed, text };
}

/** The `holeCards` and `streets` a checked step list stands for. @internal */
export function shorthandOf(steps: readonly HandStep[]): { holeCards: number; streets: StreetSpec[] } {
  const streets = streetsOfSteps(steps);
  return {
    holeCards: streets.reduce((n, st) => n + st.seatCards.length, 0),
    streets: streets.map((st) => (st.burn && st.board > 0 ? { name: st.name, board: st.board, burn: true } : { name: st.name, board: st.board })),
  };
}
