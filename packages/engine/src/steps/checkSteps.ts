import type { HandStep } from '../HandStep.js';
import { showValue } from '../showValue.js';
import { builtInStepKind, registeredBuiltInKinds } from '../defineStepKind.js';
import type { StepPlace } from './BuiltInStepKind.js';
import { failStep as fail } from './failStep.js';

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
