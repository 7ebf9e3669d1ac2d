import type { BettingStructure } from '@pokerchart/betting';
import { describeStructure } from '@pokerchart/betting';
import { assign, setup } from 'xstate';
import { applyHandEvent, dealRunout } from './applyHandEvent.js';
import { defineVariant, isDefinedVariant } from './defineVariant.js';
import type { HandContext, HandPhase } from './HandContext.js';
import type { HandDestination, HandMachine, HandMachineInput } from './HandMachine.js';
import { type HandEnv, handEnv } from './handEnv.js';
import type { HandEvent } from './HandEvent.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import { settleHand } from './settleHand.js';
import { withContext } from './withContext.js';
import type { VariantDescriptor } from './VariantSpec.js';

type Outcome = { next: HandContext; error?: undefined } | { next?: undefined; error: Error };

/** Per-machine runtime shared with the {@link Hand} facade: the environment and a one-entry memo. @internal */
export interface HandRuntime {
  readonly env: HandEnv;
  /** The outcome of `event` on `context`, computed once even when several guards and the action ask. */
  resolve(context: HandContext, event: HandEvent): Outcome;
  /**
   * An initial context prepared by createHand for the input object it is about to start an actor
   * with (set just before `createActor`, cleared right after): the context factory takes it instead
   * of building the context again.
   */
  prepared: { input: object; context: HandContext } | null;
}

/**
 * The fields of `next` that differ from `context`, for `assign` (which copies them over the old
 * context: the fewer, the cheaper). The fields left out never change during a hand.
 */
function changedFields(context: HandContext, next: HandContext): Partial<HandContext> {
  const out: Partial<HandContext> = {};
  if (next.deck !== context.deck) out.deck = next.deck;
  if (next.holeCards !== context.holeCards) out.holeCards = next.holeCards;
  if (next.board !== context.board) out.board = next.board;
  if (next.burns !== context.burns) out.burns = next.burns;
  if (next.dealtStreet !== context.dealtStreet) out.dealtStreet = next.dealtStreet;
  if (next.betting !== context.betting) out.betting = next.betting;
  if (next.phase !== context.phase) out.phase = next.phase;
  if (next.exposed !== context.exposed) out.exposed = next.exposed;
  if (next.result !== context.result) out.result = next.result;
  if (next.log !== context.log) out.log = next.log;
  return out;
}

function matches(ctx: HandContext, d: HandDestination): boolean {
  if (ctx.phase !== d.phase) return false;
  return d.street < 0 || ctx.betting.street === d.street;
}

function buildHandMachine(env: HandEnv, runtime: HandRuntime): HandMachine {
  const { variant } = env;
  const streets = variant.streets;
  const last = streets.length - 1;
  const base = setup({
    types: {
      context: {} as HandContext,
      events: {} as HandEvent,
      input: {} as HandMachineInput,
      output: {} as HandResult,
    },
    guards: {
      /** The event is accepted and the hand ends up at `params`. */
      leadsTo: ({ context, event }, params: HandDestination) => {
        const o = runtime.resolve(context, event);
        return o.next !== undefined && matches(o.next, params);
      },
      /** The hand is at `params` already (routing after start or a run-out). */
      isAt: ({ context }, params: HandDestination) => matches(context, params),
    },
    actions: {
      /** Applies the accepted event: the context computed by the guard. */
      apply: assign(({ context, event }) => changedFields(context, runtime.resolve(context, event).next ?? context)),
      /** Deals the rest of the board when betting is closed (R103, R38). */
      dealRunout: assign(({ context }) => changedFields(context, dealRunout(context, env))),
      /** Shows or mucks, builds the pots and awards them (R110-R117, R125-R130). */
      settle: assign(({ context }) => (context.phase === 'showdown' ? changedFields(context, settleHand(withContext(context, { log: context.log.slice() }), env)) : {})),
    },
  });

  const to = (phase: HandPhase, street = -1) => ({ type: 'leadsTo' as const, params: { phase, street } });
  const at = (phase: HandPhase, street = -1) => ({ type: 'isAt' as const, params: { phase, street } });
  const streetTarget = (i: number, phase: 'board' | 'betting') => `#hand.${streets[i]!.name}.${phase === 'board' ? 'deal' : 'bet'}`;
  /** Transitions for the ends of a betting round or a deal, all guarded by where the event leads. */
  const onward = (from: number) => {
    const list: { guard: ReturnType<typeof to>; target: string; actions: 'apply' }[] = [];
    if (from + 1 <= last) {
      if (streets[from + 1]!.board > 0) list.push({ guard: to('board', from + 1), target: streetTarget(from + 1, 'board'), actions: 'apply' });
      list.push({ guard: to('betting', from + 1), target: streetTarget(from + 1, 'betting'), actions: 'apply' });
    }
    // after the last street's round the board is complete: no run-out from there
    if (from < last) list.push({ guard: to('runout'), target: '#hand.runout', actions: 'apply' });
    list.push({ guard: to('showdown'), target: '#hand.showdown', actions: 'apply' });
    list.push({ guard: to('complete'), target: '#hand.settled', actions: 'apply' });
    return list;
  };

  const states: Record<string, object> = {
    start: {
      description: 'forced bets posted (R20-R28); hole cards dealt unless dealing is manual (R36, R38)',
      always: [
        { guard: at('hole'), target: 'dealHole' },
        ...(streets[0]!.board > 0 ? [{ guard: at('board', 0), target: streetTarget(0, 'board') }] : []),
        { guard: at('betting', 0), target: streetTarget(0, 'betting') },
        { guard: at('runout'), target: 'runout' },
        { guard: at('showdown'), target: 'showdown' },
        { guard: at('complete'), target: 'settled' },
      ],
    },
    dealHole: {
      description: 'manual dealing: waits for every dealt-in seat\'s hole cards (R35, R36)',
      on: {
        DEAL_HOLE: [
          { guard: to('hole'), actions: 'apply' },
          ...(streets[0]!.board > 0 ? [{ guard: to('board', 0), target: streetTarget(0, 'board'), actions: 'apply' }] : []),
          { guard: to('betting', 0), target: streetTarget(0, 'betting'), actions: 'apply' },
          { guard: to('runout'), target: 'runout', actions: 'apply' },
          { guard: to('showdown'), target: 'showdown', actions: 'apply' },
        ],
      },
    },
  };
  streets.forEach((street, i) => {
    states[street.name] = {
      description: `${street.board} board card(s)${street.burn === true ? ' after a burn' : ''}, then a betting round`,
      initial: 'bet',
      states: {
        // a street without board cards has nothing to wait for
        ...(street.board > 0
          ? {
              deal: {
                description: `manual dealing: waits for the ${street.name} (${street.board} card(s))`,
                on: { DEAL_BOARD: [{ guard: to('betting', i), target: 'bet', actions: 'apply' }] },
              },
            }
          : {}),
        bet: {
          description: 'one ACT event per player action (R57-R66)',
          on: { ACT: [{ guard: to('betting', i), actions: 'apply' }, ...onward(i)] },
        },
      },
    };
  });
  states['runout'] = {
    description: 'betting closed with an all-in: hands face up (R127), the rest of the board dealt (R103, R38)',
    entry: 'dealRunout',
    always: [{ guard: at('showdown'), target: 'showdown' }],
    on: {
      DEAL_BOARD: [
        { guard: to('runout'), actions: 'apply' },
        { guard: to('showdown'), target: 'showdown', actions: 'apply' },
      ],
    },
  };
  states['showdown'] = {
    description: 'hands shown in order or mucked (R125-R130); pots built and awarded (R110-R117, R168)',
    entry: 'settle',
    always: [{ target: 'settled' }],
  };
  states['settled'] = { description: 'the hand is over; its output is the HandResult', type: 'final' };

  return base.createMachine({
    id: 'hand',
    description: `${variant.name}, ${describeStructure(env.betting).name}`,
    context: ({ input }) => {
      const prepared = runtime.prepared;
      if (prepared !== null && prepared.input === input) return prepared.context;
      return initialHandContext({ ...input, variant: env.variant, betting: env.betting }, env);
    },
    initial: 'start',
    // the states are generated from the variant's streets, so their keys are not known statically
    states: states as Record<string, {}>,
    output: ({ context }) => context.result!,
  });
}


const byObject = new WeakMap<object, WeakMap<object, HandMachine>>();
const byKey = new Map<string, HandMachine>();
/** How many machines the by-description cache keeps (least recently used ones are dropped first). */
const MAX_CACHED_MACHINES = 128;
const runtimes = new WeakMap<object, HandRuntime>();

/** The runtime of a machine made by {@link createHandMachine}. @internal */
export function runtimeOf(machine: HandMachine): HandRuntime {
  return runtimes.get(machine)!;
}

/**
 * The hand statechart of a variant under a betting structure, an XState v5 machine made with
 * `setup()`: `start`, `dealHole` (manual dealing), one compound state per street of the variant
 * (`deal` awaiting manual board cards, `bet` taking one `ACT` event per player action), `runout`,
 * `showdown` and the final `settled` state whose output is the {@link HandResult}. Its `input` is
 * the options of {@link createHand}, so a parent machine can spawn hands from it.
 *
 * Machines are cached: the same variant and structure (same object, or same JSON description)
 * give the same machine. The cache by description keeps the 128 most recently used machines, so a
 * program that makes many different stakes does not grow without bound; machines of variant and
 * structure objects still alive stay reachable through them.
 *
 * @example
 * ```ts
 * const machine = createHandMachine(texasHoldem, noLimit());
 * const actor = createActor(machine, { input: { stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 } } }).start();
 * ```
 */
export function createHandMachine(variant: VariantDescriptor, betting: BettingStructure): HandMachine {
  let inner = byObject.get(variant);
  const hit = inner?.get(betting);
  if (hit !== undefined) return hit;
  const v = isDefinedVariant(variant) ? variant : defineVariant(variant);
  const key = JSON.stringify(v) + '\u0000' + JSON.stringify(describeStructure(betting));
  let machine = byKey.get(key);
  if (machine !== undefined) {
    // refresh its place in the least-recently-used order
    byKey.delete(key);
    byKey.set(key, machine);
    if (byKey.size > MAX_CACHED_MACHINES) byKey.delete(byKey.keys().next().value!);
  } else {
    const env = handEnv(v, betting);
    let lastContext: HandContext | null = null;
    let lastEvent: HandEvent | null = null;
    let lastOutcome: Outcome = { error: new Error('no event yet') };
    const runtime: HandRuntime = {
      env,
      prepared: null,
      resolve(context, event) {
        if (context === lastContext && event === lastEvent) return lastOutcome;
        let outcome: Outcome;
        try {
          outcome = { next: applyHandEvent(context, event, env) };
        } catch (error) {
          outcome = { error: error as Error };
        }
        lastContext = context;
        lastEvent = event;
        lastOutcome = outcome;
        return outcome;
      },
    };
    machine = buildHandMachine(env, runtime);
    runtimes.set(machine, runtime);
    byKey.set(key, machine);
    if (byKey.size > MAX_CACHED_MACHINES) byKey.delete(byKey.keys().next().value!);
  }
  if (inner === undefined) {
    inner = new WeakMap();
    byObject.set(variant, inner);
  }
  inner.set(betting, machine);
  return machine;
}
