import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHandMachine, defineStepKind, defineVariant, type PartialHandRanking, type VariantDescriptor } from '@pokerchart/engine';
import { getRanking } from '@pokerchart/evaluator';
import { allVariants as variants, omaha, studSteps, texasHoldem } from '../src/index.js';

// The safety net of the step-kind refactor: the whole chart (states, transitions, guards, actions
// with their params, every description) of every built-in variant under every structure, and of
// the step-built compositions, compared with a committed fixture. A change of chart is a change of
// this file's fixture, made on purpose: regenerate it with UPDATE_CHART_FIXTURE=1 and say why.

const FIXTURE = fileURLToPath(new URL('./fixtures/charts.json', import.meta.url));

const structures: Record<string, () => BettingStructure> = {
  'no-limit': () => noLimit(),
  'pot-limit': () => potLimit(),
  'fixed-limit': () => fixedLimit({ smallBet: 10 }),
};

const holdemSteps = [
  { kind: 'seats', cards: ['down', 'down', 'down'] }, { kind: 'bet', name: 'preflop' },
  { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' },
] as const;

/** The compositions built from steps (the guides' games, written here so the fixture does not follow the guides' edits). */
function compositions(): VariantDescriptor[] {
  const base = { deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 }, defaultBetting: 'no-limit' } as const;
  defineStepKind({
    kind: 'fixture-street', fields: ['name', 'cards'],
    check: (step) => (Number.isInteger(step.cards) ? null : 'cards must be an integer'),
    expand: (step) => [{ kind: 'board', cards: step.cards as number, burn: true }, { kind: 'bet', name: step.name as string }],
  });
  const low = getRanking('ace-to-five-low');
  const userLow: PartialHandRanking = { ...low, name: 'fixture-low', partialStrength: (up) => -up.length };
  return [
    defineVariant({ ...base, id: 'lazy-pineapple', name: 'Lazy Pineapple', steps: [...holdemSteps, { kind: 'exchange', min: 1, max: 1, draw: false }, { kind: 'showdown' }] }),
    defineVariant({ ...base, id: 'closing-draw', name: 'A draw before the showdown', steps: [...holdemSteps, { kind: 'exchange', min: 0, max: 2, draw: true }, { kind: 'showdown' }] }),
    defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 }),
    defineVariant({ ...omaha, id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } }),
    defineVariant({
      ...base, id: 'street-holdem', name: "Hold'em, written in streets",
      steps: [
        { kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' },
        { kind: 'fixture-street', name: 'flop', cards: 3 } as never, { kind: 'fixture-street', name: 'turn', cards: 1 } as never,
        { kind: 'fixture-street', name: 'river', cards: 1 } as never, { kind: 'showdown' },
      ],
    }),
    defineVariant({ ...base, id: 'stud-27', name: 'Seven-card stud, 2-7 low', steps: studSteps({ reading: 'deuce-to-seven-low' }), ranking: 'deuce-to-seven-low', seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit' }),
    defineVariant({ ...base, id: 'stud-user-low', name: "Stud on a user's low", steps: studSteps({ reading: userLow }), ranking: userLow, seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit' }),
    defineVariant({
      ...base, id: 'draw-then-board', name: 'A draw, then a board',
      steps: [
        { kind: 'seats', cards: ['down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'first' },
        { kind: 'exchange', min: 0, max: 2, draw: true }, { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'second' },
        { kind: 'board', cards: 2 }, { kind: 'bet', name: 'third' }, { kind: 'showdown' },
      ],
    }),
  ];
}

/** A machine's chart as JSON: its config (functions drop out), and the names of its guards and actions. */
function chartOf(variant: VariantDescriptor, betting: BettingStructure): unknown {
  const machine = createHandMachine(variant, betting);
  return {
    config: JSON.parse(JSON.stringify(machine.config)) as unknown,
    guards: Object.keys(machine.implementations.guards).sort(),
    actions: Object.keys(machine.implementations.actions).sort(),
  };
}

/**
 * Every variant's chart under every structure: the charts of one variant differ only in the root's
 * description (the structure's name), so the fixture keeps each variant's chart once, with the root
 * descriptions by structure; every structure's chart is compared in full all the same.
 */
function allCharts(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const variant of [...variants, ...compositions()]) {
    const descriptions: Record<string, string> = {};
    let chart: unknown;
    for (const [name, make] of Object.entries(structures)) {
      let one: { config: { description?: string } } | { refused: string };
      try {
        one = chartOf(variant, make()) as { config: { description?: string } };
      } catch (e) {
        one = { refused: (e as Error).message };
      }
      if ('config' in one) {
        descriptions[name] = one.config.description ?? '';
        one = { ...one, config: { ...one.config, description: '(by structure)' } };
      } else descriptions[name] = one.refused;
      if (chart === undefined) chart = one;
      // the structure changes the root's description only
      else expect(one, `${variant.id} / ${name}`).toEqual(chart);
    }
    out[variant.id] = { descriptions, chart };
  }
  return out;
}

describe('the charts stay as they were (the step-kind refactor keeps every chart)', () => {
  it('R0.3 R45 every built-in variant under every structure, and the step-built compositions, draw the committed chart', () => {
    const charts = allCharts();
    if (process.env['UPDATE_CHART_FIXTURE'] === '1' || !existsSync(FIXTURE)) writeFileSync(FIXTURE, JSON.stringify(charts, null, 1) + '\n');
    const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(charts)).toEqual(Object.keys(expected));
    for (const key of Object.keys(expected)) {
      expect(charts[key], key).toEqual(expected[key]);
      // the order of states and keys too (the chart's drawing and the state walk follow it)
      expect(JSON.stringify(charts[key]), key).toBe(JSON.stringify(expected[key]));
    }
    // the fixture holds real charts, not refusals
    expect(Object.values(charts).filter((c) => 'config' in ((c as { chart: object }).chart)).length).toBeGreaterThanOrEqual(variants.length);
  });
});
