// The hand machine's direct steps (directTransition) against XState's own algorithm: the same
// machine built twice, one with the direct steps and one without, takes the same events (random
// legal actions, manual deals, and illegal events that XState refuses) and must give the same
// snapshots, the same inspection events and the same refusals at every step.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type InspectionEvent } from 'xstate';
import { createRng, type Card, type Rng, standardDeck } from '@pokerchart/cards';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { buildHandMachine, createHandMachine, runtimeOf, steppedHandMachine } from '../src/createHandMachine.js';
import type { HandMachine } from '../src/HandMachine.js';
import { directTransitionsAgree, hasDirectTransitions } from '../src/directTransition.js';
import { directTransition } from '../src/steppingMode.js';
import { HandStepper } from '../src/HandStepper.js';
import { installDirectSteps } from '../src/directTransition.js';
import { contextAction } from '../src/contextAction.js';
import { emit, setup } from 'xstate';
import { contextUpdatesResolvable } from '../src/contextAction.js';
import { handLegalActions } from '../src/handLegalActions.js';
import type { HandContext } from '../src/HandContext.js';
import type { HandMachineInput } from '../src/HandMachine.js';
import * as engine from '../src/index.js';
import { defineVariant, type PlayerAction, type VariantDescriptor } from '../src/index.js';
import { badugi, crazyPineapple, holdem, omahaHiLo, studSteps, tripleDraw } from './fixtures.js';

const stud = defineVariant({ id: 'd-stud', name: 'Differential stud', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 7 }, steps: studSteps(true) });

/** What one step of an actor shows: its snapshot, its microsteps and its refusals. */
interface Seen {
  snapshot: unknown;
  microsteps: unknown[];
  refused: string[];
}

/** An actor on `machine` whose snapshots, microsteps and refusals are recorded per event. */
function watch(machine: HandMachine, input: HandMachineInput, snapshot?: unknown) {
  let microsteps: unknown[] = [];
  let refused: string[] = [];
  const actor = createActor(machine, {
    input,
    ...(snapshot === undefined ? {} : { snapshot: snapshot as never }),
    inspect: (e: InspectionEvent) => {
      if (e.type !== '@xstate.microstep') return;
      const s = e.snapshot as unknown as { value: unknown; context: unknown; status: string; _nodes: { id: string }[] };
      microsteps.push({ value: s.value, status: s.status, nodes: s._nodes.map((n) => n.id), context: s.context, transitions: (e as unknown as { _transitions: { source: { id: string } }[] })._transitions.map((t) => t.source.id) });
    },
  });
  actor.on('refused', (e) => refused.push(`${(e.error as { code?: string }).code}: ${e.error.message}`));
  actor.start();
  const take = (): Seen => {
    const s = actor.getSnapshot() as unknown as { value: unknown; status: string; output: unknown; tags: Set<string>; _nodes: { id: string }[]; children: object };
    const seen = {
      snapshot: {
        keys: Object.keys(s), value: s.value, status: s.status, output: s.output, tags: [...s.tags], nodes: s._nodes.map((n) => n.id),
        children: Object.keys(s.children), persisted: actor.getPersistedSnapshot(),
      },
      microsteps, refused,
    };
    microsteps = [];
    refused = [];
    return seen;
  };
  return { actor, take };
}

/** A random legal action for the context (the seat to act, or to discard). */
function legalAction(ctx: HandContext, betting: BettingStructure, rng: Rng): PlayerAction {
  const legal = handLegalActions(ctx, betting)!;
  if (legal.discard !== null) {
    const held = ctx.holeCards[legal.seat]!;
    const n = legal.discard.min + rng.int(legal.discard.max - legal.discard.min + 1);
    return { type: 'discard', cards: held.slice(0, n) };
  }
  const options: PlayerAction[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
  if (legal.bringIn !== null) options.push({ type: 'bring-in' });
  if (legal.raiseTo !== null) {
    const word = ctx.betting.currentBet === 0 ? 'bet' : 'raise';
    options.push({ type: word, to: legal.raiseTo.min }, { type: word, to: legal.raiseTo.max });
  }
  return options[rng.int(options.length)]!;
}

/** Events a hand refuses: a wrong seat, a foreign action, cards at the wrong time, not an event. */
function illegalEvent(ctx: HandContext, rng: Rng): unknown {
  const picks = [
    { type: 'ACT', action: { type: 'raise', to: -5 } },
    { type: 'ACT', action: { type: 'check' }, seat: (ctx.betting.toAct ?? 0) + 1 },
    { type: 'ACT', action: { type: 'shove' } },
    { type: 'DEAL_BOARD', cards: ['As'] },
    { type: 'NOT_AN_EVENT' },
  ];
  return picks[rng.int(picks.length)];
}

/** The next manual deal a hand waits for, from `deck` (cards not yet out), or null. */
function manualDeal(ctx: HandContext, machine: HandMachine, deck: Card[]): unknown {
  const env = runtimeOf(machine).env;
  if (ctx.phase === 'hole') {
    if (ctx.dealtStreet < 0 || ctx.holeCards.some((h, seat) => ctx.dealOrder.includes(seat) && h!.length === 0)) {
      const seat = ctx.dealOrder.find((s) => ctx.holeCards[s]!.length === 0)!;
      return { type: 'DEAL_HOLE', seat, cards: deck.splice(0, env.streets[0]!.seatCards.length) };
    }
    return null;
  }
  if (ctx.phase === 'board' || ctx.phase === 'runout') {
    const next = env.streets.findIndex((st, i) => i > ctx.dealtStreet && st.board > 0);
    if (next < 0) return null;
    return { type: 'DEAL_BOARD', cards: deck.splice(0, env.streets[next]!.board) };
  }
  return null;
}

/** Plays `hands` random hands on both machines and compares every step. Returns the events sent. */
function compare(variant: VariantDescriptor, betting: BettingStructure, options: (seed: number) => HandMachineInput, hands: number, seed: number): number {
  const direct = steppedHandMachine(variant, betting);
  const plain = buildHandMachine(runtimeOf(direct).env);
  expect(hasDirectTransitions(direct)).toBe(true);
  expect(hasDirectTransitions(plain)).toBe(false);
  const rng = createRng(seed);
  let events = 0;
  for (let h = 0; h < hands; h++) {
    const input = options(seed * 1000 + h);
    let a = watch(direct, input);
    let b = watch(plain, input);
    expect(a.take()).toEqual(b.take());
    const deck = standardDeck().sort(() => rng.float() - 0.5);
    for (let step = 0; a.actor.getSnapshot().status === 'active'; step++) {
      if (step > 400) throw new Error('hand did not finish');
      const ctx = a.actor.getSnapshot().context;
      const manual = ctx.dealing === 'manual' ? manualDeal(ctx, direct, deck) : null;
      const event = rng.int(8) === 0 ? illegalEvent(ctx, rng)
        : manual ?? { type: 'ACT', action: legalAction(ctx, betting, rng) };
      a.actor.send(event as never);
      b.actor.send(event as never);
      events++;
      expect(a.take()).toEqual(b.take());
      if (rng.int(12) === 0 && a.actor.getSnapshot().status === 'active') {
        // saved and restored mid-hand (R0.5): both go on from the persisted snapshot
        const saved = JSON.parse(JSON.stringify(a.actor.getPersistedSnapshot())) as unknown;
        a = watch(direct, input, saved);
        b = watch(plain, input, saved);
        expect(a.take()).toEqual(b.take());
      }
    }
  }
  return events;
}

const blinds = (seed: number, seats = 2 + (seed % 5)) => ({
  stacks: Array.from({ length: seats }, (_, i) => (i === seed % seats ? 150 : 1000 + 100 * i)),
  button: seed % seats, blinds: { small: 5, big: 10 }, dealing: { seed },
});

describe('directTransition: the hand machine steps as XState computes them', { timeout: 60_000 }, () => {
  it('this copy of XState agrees with the direct steps on the probe machine', () => {
    expect(contextUpdatesResolvable()).toBe(true);
    expect(directTransitionsAgree()).toBe(true);
  });

  it("No Limit hold'em: the same snapshots, microsteps and refusals over 120 random hands (R0.3, R100-R105)", () => {
    expect(compare(holdem, noLimit(), (s) => blinds(s), 120, 1)).toBeGreaterThan(800);
  });

  it('Pot Limit Omaha Hi-Lo and fixed-limit hold\'em agree too (R80-R96, R117)', () => {
    compare(omahaHiLo, potLimit(), (s) => blinds(s), 50, 2);
    compare(holdem, fixedLimit({ smallBet: 10 }), (s) => blinds(s), 50, 3);
  });

  it('manual dealing: hole cards and board cards dealt by events (R35, R37)', () => {
    compare(holdem, noLimit(), (s) => ({ ...blinds(s), dealing: 'manual' }), 40, 4);
  });

  it('stud: bring-in, completion and best-showing openers (R200-R205)', () => {
    compare(stud, fixedLimit({ smallBet: 10 }), (s) => ({
      stacks: Array.from({ length: 2 + (s % 6) }, (_, i) => 200 + 37 * i), button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: { seed: s },
    }), 50, 5);
  });

  it('draw games and a discard-only game: exchanges between rounds (R212, R213, R220)', () => {
    compare(tripleDraw, fixedLimit({ smallBet: 10 }), (s) => blinds(s), 40, 6);
    compare(badugi, potLimit(), (s) => blinds(s), 30, 7);
    compare(crazyPineapple, noLimit(), (s) => blinds(s), 30, 8);
  });

  it('a machine of another shape is left to XState', () => {
    const parallel = createMachine({ type: 'parallel', states: { a: {}, b: {} } });
    const delayed = createMachine({ context: () => ({}), initial: 'a', states: { a: { after: { 10: 'b' } }, b: {} } });
    const partialWildcard = createMachine({ context: () => ({}), initial: 'a', states: { a: { on: { 'deal.*': 'b' } }, b: {} } });
    const fixedContext = createMachine({ context: {}, initial: 'a', states: { a: {} } });
    for (const machine of [parallel, delayed, partialWildcard, fixedContext]) {
      expect(directTransition(machine)).toBe(false);
      expect(hasDirectTransitions(machine)).toBe(false);
    }
    expect(directTransition(buildHandMachine(runtimeOf(createHandMachine(holdem, noLimit())).env))).toBe(true);
    // a machine that invokes actors is stepped directly (the table's shape; see the table's tests)
    expect(directTransition(createMachine({ context: () => ({}), initial: 'a', states: { a: { invoke: { src: fromPromise(async () => 1) } } } }))).toBe(true);
  });

  it('is not a public export: the package entry has neither directTransition nor replaceContext', () => {
    expect('directTransition' in engine).toBe(false);
    expect('replaceContext' in engine).toBe(false);
    expect(typeof engine.configureEngine).toBe('function');
  });
});

describe('directTransition: the quick steps of a machine nobody inspects (HandStepper)', () => {
  it('R0.3 choose as XState does (exact type, then the wildcard, on each node from the atomic state up) and keep its snapshots', () => {
    type C = { n: number; log: string[] };
    type E = { type: 'GO' } | { type: 'UP' } | { type: 'ODD' } | { type: 'NEXT' } | { type: 'END' };
    const change = (f: (c: C, e: E) => Partial<C>) => contextAction<C, E, undefined>(f, (c, changes) => ({ ...c, ...changes })) as never;
    const machine = setup({
      types: { context: {} as C, events: {} as E, emitted: {} as { type: 'refused'; error: Error } },
      guards: { even: ({ context }: { context: C }) => context.n % 2 === 0, big: ({ context }: { context: C }) => context.n > 6 },
      actions: {
        bump: change((c) => ({ n: c.n + 1 })),
        note: change((c, e) => ({ log: [...c.log, e.type] })),
      },
    }).createMachine({
      id: 'quick',
      context: () => ({ n: 0, log: [] }),
      initial: 'a',
      on: { '*': { actions: emit(({ event }) => ({ type: 'refused' as const, error: new Error(event.type) })) } },
      states: {
        a: {
          initial: 'b',
          // on the parent: taken only when no transition of the atomic state passes
          on: { GO: { actions: ['note', 'note'] }, UP: { actions: 'bump' }, END: '#quick.done' },
          states: {
            b: {
              on: {
                GO: [{ guard: 'big', target: 'c' }, { guard: 'even', actions: ['bump', 'note'] }],
                // the atomic state's wildcard comes before its parent's transitions
                '*': { guard: 'big', actions: 'note' },
                NEXT: 'c',
              },
            },
            c: { always: { guard: 'big', target: '#quick.d' }, on: { GO: { actions: 'bump' }, UP: 'b' } },
          },
        },
        d: { on: { NEXT: { actions: 'bump' }, END: 'done' } },
        done: { type: 'final' },
      },
    });
    if (!installDirectSteps(machine)) throw new Error('the test machine did not take the direct steps');
    const events: E[] = ['GO', 'GO', 'UP', 'GO', 'ODD', 'UP', 'UP', 'UP', 'UP', 'ODD', 'NEXT', 'GO', 'NEXT', 'END', 'GO'].map((type) => ({ type }) as E);
    const show = (s: { value: unknown; context: unknown; status: string }) => JSON.stringify({ value: s.value, context: s.context, status: s.status });
    const stepper = new HandStepper(machine as never, {} as never);
    const actor = createActor(machine);
    let refused: string | null = null;
    actor.on('refused', (e) => {
      refused = e.error.message;
    });
    actor.start();
    const seen: string[][] = [[], []];
    for (const event of events) {
      stepper.refusal = null;
      refused = null;
      if ((stepper.snapshot as { status: string }).status === 'active') stepper.send(event as never);
      actor.send(event);
      seen[0]!.push(show(stepper.snapshot as never), String((stepper.refusal as Error | null)?.message ?? null));
      seen[1]!.push(show(actor.getSnapshot()), String(refused));
    }
    expect(seen[0]).toEqual(seen[1]);
    // the run went through every kind of choice
    const last = JSON.parse(seen[1]!.at(-2)!) as { status: string; context: C };
    expect(last.status).toBe('done');
    // the parent's GO (two notes), the atomic state's wildcard (ODD noted), the root's refusal of ODD
    expect(last.context.log).toEqual(['GO', 'GO', 'GO', 'GO', 'ODD']);
    expect(seen[1]).toContain('ODD');
  });
});

describe('directTransition: the first snapshot of a machine nobody inspects (HandStepper)', () => {
  type C = { n: number; log: string[] };
  type E = { type: 'GO' };
  const change = (f: (c: C) => Partial<C>) => contextAction<C, E, undefined>(f, (c, changes) => ({ ...c, ...changes })) as never;
  const implementations = {
    types: { context: {} as C, events: {} as E, emitted: {} as { type: 'noted' } },
    guards: { small: ({ context }: { context: C }) => context.n < 3, big: ({ context }: { context: C }) => context.n > 5 },
    actions: {
      bump: change((c) => ({ n: c.n + 1 })),
      note: change((c) => ({ log: [...c.log, `n=${c.n}`] })),
    },
  };
  /** The first snapshot as a stepper (writing into its own snapshots, as createHand's) and an actor make it, then after one GO. */
  const firstSnapshots = (machine: Parameters<typeof createActor>[0]): string[][] => {
    if (!installDirectSteps(machine)) throw new Error('the test machine did not take the direct steps');
    const show = (s: unknown, persisted: unknown) => {
      const x = s as { value: unknown; context: unknown; status: string; output: unknown; _nodes: { id: string }[]; tags: Set<string> };
      return JSON.stringify({ value: x.value, context: x.context, status: x.status, output: x.output, nodes: x._nodes.map((n) => n.id), tags: [...x.tags], persisted });
    };
    const stepper = new HandStepper(machine as never, {} as never);
    stepper.ownsSnapshots = true;
    const actor = createActor(machine).start();
    const seen: string[][] = [[show(stepper.snapshot, stepper.getPersistedSnapshot())], [show(actor.getSnapshot(), actor.getPersistedSnapshot())]];
    if ((stepper.snapshot as { status: string }).status === 'active') {
      stepper.send({ type: 'GO' } as never);
      actor.send({ type: 'GO' });
      seen[0]!.push(show(stepper.snapshot, stepper.getPersistedSnapshot()));
      seen[1]!.push(show(actor.getSnapshot(), actor.getPersistedSnapshot()));
    }
    return seen;
  };

  it('R0.3 entry updates, then eventless transitions without and with targets, ending at one that changes nothing: as XState', () => {
    const machine = setup(implementations).createMachine({
      id: 'first',
      context: () => ({ n: 0, log: [] }),
      entry: 'bump',
      initial: 'a',
      states: {
        a: {
          initial: 'b',
          entry: 'note',
          states: {
            // bumped by its own eventless transition until n = 3, then across parents into d
            b: { tags: ['t'], always: [{ guard: 'small', actions: 'bump' }, { target: '#first.d', actions: 'note' }] },
          },
        },
        // a transition to itself without actions changes nothing: XState stops selecting there
        d: { entry: 'note', always: [{ guard: 'big', target: 'e' }, { target: 'd' }], on: { GO: { actions: ['bump', 'bump', 'bump'] } } },
        e: { tags: ['u'], entry: 'note' },
      },
    });
    const [stepped, actor] = firstSnapshots(machine);
    expect(stepped).toEqual(actor);
    expect(actor![0]).toContain('"value":"d"');
    expect(actor![0]).toContain('"log":["n=1","n=3","n=3"]');
    // after GO, n = 6: the eventless transition into e follows
    expect(actor![1]).toContain('"value":"e"');
  });

  it('R0.3 a chain into a final state, and one through an action of another kind, are finished by the general steps: as XState', () => {
    const final = setup(implementations).createMachine({
      id: 'final',
      context: () => ({ n: 0, log: [] }),
      initial: 'a',
      states: {
        a: { always: { target: 'b', actions: 'bump' } },
        b: { always: [{ guard: 'small', actions: 'bump' }, { target: 'done', actions: 'note' }] },
        done: { type: 'final' },
      },
      output: ({ context }) => context.n,
    });
    const [stepped, actor] = firstSnapshots(final);
    expect(stepped).toEqual(actor);
    expect(actor![0]).toContain('"status":"done"');
    expect(actor![0]).toContain('"output":3');
    const other = setup(implementations).createMachine({
      id: 'other',
      context: () => ({ n: 0, log: [] }),
      initial: 'a',
      states: {
        a: { always: { target: 'b', actions: ['bump', emit({ type: 'noted' })] } },
        b: { always: { guard: 'small', actions: 'bump' }, on: { GO: { target: 'a' } } },
      },
    });
    const [stepped2, actor2] = firstSnapshots(other);
    expect(stepped2).toEqual(actor2);
    expect(actor2![0]).toContain('"n":3');
  });
});

describe("directTransition: XState's iteration limit (xstate 5.31 options.maxIterations)", () => {
  /** A machine whose eventless transitions loop a <-> b forever once GO is taken. */
  const looping = (options?: { maxIterations: number }) => createMachine({
    context: () => ({ n: 0 }),
    initial: 'idle',
    ...(options === undefined ? {} : { options }),
    states: { idle: { on: { GO: 'a' } }, a: { always: 'b' }, b: { always: 'a' } },
  } as never);
  /** What an actor on `machine` ends as once it takes GO: its status and error message. */
  const outcome = (machine: ReturnType<typeof looping>) => {
    const actor = createActor(machine);
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'GO' });
    const s = actor.getSnapshot() as unknown as { status: string; error: unknown };
    return { status: s.status, error: s.error instanceof Error ? s.error.message : s.error };
  };
  // xstate 5.31 and later give every machine `options` (maxIterations Infinity unless set); before,
  // an eventless loop runs forever under XState too, so there is nothing to compare
  const supported = (createMachine({}) as unknown as { options?: { maxIterations?: number } }).options?.maxIterations !== undefined;
  const stock = supported ? outcome(looping({ maxIterations: 100 })) : null;

  it.runIf(supported)('a machine with maxIterations and an eventless loop errors as under stock XState (refused: left to XState)', () => {
    const machine = looping({ maxIterations: 100 });
    expect(directTransition(machine)).toBe(false);
    expect(hasDirectTransitions(machine)).toBe(false);
    expect(outcome(machine)).toEqual(stock);
    expect(stock).toMatchObject({ status: 'error', error: expect.stringContaining('Infinite loop') });
  });

  it.runIf(supported)('the direct steps enforce the limit where they settle eventless transitions (the same error)', () => {
    const machine = looping();
    expect(directTransition(machine)).toBe(true);
    // the limit set after the direct steps were installed: they read it as XState's macrostep does
    (machine as unknown as { options: { maxIterations: number } }).options.maxIterations = 100;
    expect(outcome(machine)).toEqual(stock);
  });
});
