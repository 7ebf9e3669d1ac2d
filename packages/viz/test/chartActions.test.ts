import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createHandMachine, type VariantDescriptor } from '@pokerchart/engine';
import { sevenCardStud, texasHoldem, variants } from '@pokerchart/variants';
import { assign, emit, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { actionName } from '../src/describeTransition.js';
import { chartToDot, toChartJson, toDot, toMermaid, type ChartJson } from '../src/index.js';
import { handLikeMachine } from './handLikeMachine.js';

// Actions drawn as XState's visualizer draws them: on the transition label
// (`EVENT [guard] / action1, action2`) and entry actions on their state. The expected names are
// read here straight from each machine's config (the object given to createMachine), not from
// the state nodes toChartJson reads.

const bettingOf = (v: VariantDescriptor): BettingStructure =>
  v.defaultBetting === 'pot-limit' ? potLimit() : v.defaultBetting === 'fixed-limit' ? fixedLimit({ smallBet: 2 }) : noLimit();

interface ConfigState {
  entry?: unknown;
  exit?: unknown;
  on?: Record<string, unknown>;
  always?: unknown;
  states?: Record<string, ConfigState>;
}

/** A config action's name, written independently of the code under test: strings and `{ type }` only. */
const configName = (a: unknown): string => (typeof a === 'string' ? a : (a as { type: string }).type);
const configNames = (list: unknown): string[] => (list === undefined ? [] : Array.isArray(list) ? list : [list]).map(configName);
const transitionsOf = (t: unknown): { actions?: unknown }[] => (Array.isArray(t) ? t : [t]).map((x) => (typeof x === 'string' ? {} : (x as { actions?: unknown })));

/** From the machine's config: each state's entry action names, and each (state, event)'s transitions' action names in order. */
function fromConfig(machine: { id: string; config: ConfigState }): { entry: Map<string, string[]>; transitions: Map<string, string[][]> } {
  const entry = new Map<string, string[]>();
  const transitions = new Map<string, string[][]>();
  const walk = (state: ConfigState, id: string, root: boolean) => {
    if (!root) entry.set(id, configNames(state.entry));
    for (const [event, t] of Object.entries(state.on ?? {})) transitions.set(`${id}|${event}`, transitionsOf(t).map((x) => configNames(x.actions)));
    if (state.always !== undefined) transitions.set(`${id}|`, transitionsOf(state.always).map((x) => configNames(x.actions)));
    for (const [key, child] of Object.entries(state.states ?? {})) walk(child, `${id}.${key}`, false);
  };
  walk(machine.config, machine.id, true);
  return { entry, transitions };
}

/** The chart's action names in the same shape. */
function fromChart(chart: ChartJson): { entry: Map<string, string[]>; transitions: Map<string, string[][]> } {
  const transitions = new Map<string, string[][]>();
  for (const e of chart.edges) transitions.set(`${e.source}|${e.event}`, [...(transitions.get(`${e.source}|${e.event}`) ?? []), e.actions]);
  return { entry: new Map(chart.nodes.map((n) => [n.id, n.entry])), transitions };
}

describe('charts draw the actions of every built-in hand machine', () => {
  for (const variant of variants) {
    const betting = bettingOf(variant);
    const machine = createHandMachine(variant, betting);
    const chart = toChartJson(machine);

    it(`${variant.id}: every transition's actions and every state's entry actions, as the machine config has them`, () => {
      const want = fromConfig(machine as unknown as { id: string; config: ConfigState });
      const got = fromChart(chart);
      expect(got.entry).toEqual(want.entry);
      expect(got.transitions).toEqual(want.transitions);
      // actions are present: the betting round applies bets and closes rounds, the showdown awards pots
      const all = new Set([...chart.edges.flatMap((e) => e.actions), ...chart.nodes.flatMap((n) => n.entry)]);
      for (const name of ['applyBet', 'closeRound', 'enterStreet', 'refuseAction', 'awardUncontested', 'showHandsAndAwardPots']) expect(all, name).toContain(name);
    });

    it(`${variant.id}: Mermaid and DOT label each transition EVENT [guard] / actions and show entry actions on their state`, () => {
      const mermaid = toMermaid(machine);
      const dot = toDot(machine);
      for (const e of chart.edges.filter((x) => x.actions.length > 0)) {
        const label = `${e.label}${e.guard ? ` [${e.guard}]` : ''}`;
        expect(mermaid).toContain(` : ${label} / ${e.actions.join(', ')}`);
        expect(dot).toContain(`${label}\\n/ ${e.actions.join(', ')}`);
      }
      for (const n of chart.nodes.filter((x) => x.entry.length > 0)) {
        expect(mermaid).toContain(`: entry / ${n.entry.join(', ')}`);
        expect(dot.replace(/<BR\/>/g, ' ')).toContain(`entry / ${n.entry.join(', ')}`); // wrapped in lines of at most 34 characters
      }
      // with actions: false, none of it
      expect(toMermaid(machine, { actions: false })).not.toMatch(/ \/ |entry \//);
      expect(toDot(machine, { actions: false })).not.toMatch(/\\n\/ |entry \//);
    });
  }

  it('R103 R127 the run-out of Texas Hold\'em shows its entry actions, the all-in call its own', () => {
    const mermaid = toMermaid(createHandMachine(texasHoldem, noLimit()));
    expect(mermaid).toContain('runout : entry / exposeHands, dealRunout');
    expect(mermaid).toContain('showdown : entry / showHandsAndAwardPots');
    expect(mermaid).toMatch(/preflop_bet --> runout : ACT \[bettingClosedAllIn\] \/ applyBet, closeRound\n/);
  });

  it('R201 R203 a stud street names its bring-in and first-to-act actions on entry', () => {
    const chart = toChartJson(createHandMachine(sevenCardStud, fixedLimit({ smallBet: 2 })));
    expect(chart.nodes.find((n) => n.id === 'hand.third.bet')?.entry).toEqual(['chooseBetSize', 'bringInByDoorCard']);
    expect(chart.nodes.find((n) => n.id === 'hand.fourth.bet')?.entry).toEqual(['chooseBetSize', 'openByBestShowing']);
  });
});

describe('action names from any machine', () => {
  function logTurn(): void {}
  const machine = setup({
    actions: { named: () => {} },
  }).createMachine({
    id: 'm',
    initial: 'a',
    states: {
      a: {
        entry: ['named', { type: 'named' }],
        exit: assign({}),
        on: {
          GO: { target: 'b', actions: [logTurn, () => {}, emit({ type: 'went' }), { type: 'named', params: { x: 1 } }] },
          STAY: { actions: 'named' },
        },
      },
      b: { type: 'final' },
    },
  });

  it('reads strings, { type }, named functions, XState\'s own action creators and inline functions', () => {
    const chart = toChartJson(machine);
    expect(chart.edges.find((e) => e.event === 'GO')?.actions).toEqual(['logTurn', 'inline', 'emit', 'named']);
    expect(chart.edges.find((e) => e.event === 'STAY')?.actions).toEqual(['named']);
    expect(chart.nodes.find((n) => n.id === 'm.a')).toMatchObject({ entry: ['named', 'named'], exit: ['assign'] });
    expect(chart.nodes.find((n) => n.id === 'm.b')).toMatchObject({ entry: [], exit: [] });
    expect(toMermaid(machine)).toContain('a : exit / assign');
    expect(actionName(null)).toBe('inline');
  });

  it('draws a compound state\'s entry actions beside it (Mermaid note, the DOT cluster\'s title)', () => {
    const nested = setup({ actions: { openStreet: () => {} } }).createMachine({
      id: 'n',
      initial: 's',
      states: { s: { entry: 'openStreet', initial: 'x', states: { x: {} } } },
    });
    expect(toMermaid(nested)).toContain('note right of s : entry / openStreet');
    expect(toDot(nested)).toContain('"n.s#title" [shape=plaintext, style="", margin="0.04,0", fontsize=13, label=<s<BR/><FONT POINT-SIZE="9">entry / openStreet</FONT>>');
  });

  it('an older chart JSON without actions still draws', () => {
    const chart = toChartJson(handLikeMachine);
    const old = { ...chart, edges: chart.edges.map(({ actions: _a, ...e }) => e), nodes: chart.nodes.map(({ entry: _e, exit: _x, ...n }) => n) } as unknown as ChartJson;
    expect(chartToDot(old)).toContain('label=" ACT "');
  });
});
