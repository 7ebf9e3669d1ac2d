import { createActor, emit, setup } from 'xstate';
import { installDirectSteps, SOLE_OWNER, UNINSPECTED } from './directTransition.js';
import type { HandEvent } from './HandEvent.js';
import { contextAction, startupProbe } from './contextAction.js';
import type { HandMachine, HandMachineInput, HandRefusedEvent } from './HandMachine.js';
import type { HandOrigin } from './PersistedHand.js';
import { closeLog, openLog, rollbackLog } from './publish.js';

/** A hand machine's snapshot, as the stepper keeps it (the fields read here). */
export interface StepperSnapshot {
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly context: unknown;
  readonly error?: unknown;
}

/** The parts of a machine the stepper calls: XState's own methods, or the direct steps installed on them. */
interface SteppedMachine {
  transition(snapshot: StepperSnapshot, event: object, scope: StepperScope): StepperSnapshot;
  getInitialSnapshot(scope: StepperScope, input: unknown): StepperSnapshot;
  getPersistedSnapshot(snapshot: StepperSnapshot): unknown;
}

/** An action handed to the scope's executor (XState's action protocol). */
interface ExecutableAction {
  readonly type: string;
  readonly info: unknown;
  readonly params: unknown;
  readonly exec?: ((info: unknown, params: unknown) => void) | undefined;
}

/** The actor scope a machine's steps are computed with: the fields an XState `Actor` gives its logic. */
interface StepperScope {
  readonly self: unknown;
  readonly id: string;
  readonly sessionId: string;
  readonly logger: (...args: unknown[]) => void;
  readonly system: StepperSystem;
  defer(fn: () => void): void;
  emit(event: { type: string }): void;
  stopChild(child: unknown): void;
  actionExecutor(action: ExecutableAction): void;
}

/** The system of a stepped hand: one actor, no inspection, no children. */
interface StepperSystem {
  /** Nobody inspects a stepped hand: the direct steps make no inspection events for it. */
  readonly [UNINSPECTED]: true;
  _sendInspectionEvent(event: object): void;
  _bookId(): string;
  _register(sessionId: string, actor: unknown): string;
  _unregister(actor: unknown): void;
  _set(systemId: string, actor: unknown): void;
  get(systemId: string): undefined;
  readonly _logger: (...args: unknown[]) => void;
}

const noop = (): void => {};

/** The one system every stepped hand shares: it keeps nothing, so no hand is retained by it. */
const system: StepperSystem = {
  [UNINSPECTED]: true,
  _sendInspectionEvent: noop,
  _bookId: () => 'pokerchart:stepped-hand',
  _register: (sessionId) => sessionId,
  _unregister: noop,
  _set: noop,
  get: () => undefined,
  // XState's default logger (console.log; this package is built without the DOM or Node types)
  _logger: (...args: unknown[]) => (globalThis as { console?: { log(...a: unknown[]): void } }).console?.log(...args),
};

/**
 * Steps a hand machine without an XState `Actor`: the machine's own `getInitialSnapshot` and
 * `transition` (the direct steps the engine installs on its hand machines), called with the actor
 * scope an `Actor` would give them, its deferred effects run after each step as `Actor` runs them,
 * and the error of the `refused` event it emits kept in {@link HandStepper.refusal}. An `Actor`
 * costs more to construct than the rest of `createHand`, and each `send` through its mailbox adds
 * to every event; a hand that nobody subscribes to or inspects needs neither. {@link createHand}
 * starts a hand this way when direct stepping is on and no `inspect` option is given, and makes
 * the `Actor` the first time {@link Hand.actor} is read (from the input before the first event,
 * else from the current snapshot): the chart that runs is the same
 * machine either way. Only for the hand machine, whose actions are context updates and `emit`
 * (it invokes and spawns no actors, has no delays and sends no events): a step that needs more of
 * an actor would fail and fall back to XState's algorithm with the same scope. @internal
 */
export class HandStepper implements StepperScope {
  /** The current snapshot. */
  snapshot: StepperSnapshot;
  /** What the hand machine was started with (an `Actor`'s `options.input`). */
  readonly input: HandMachineInput;
  /** How the hand started, for its saves. */
  origin: HandOrigin | null = null;
  /**
   * The error of the last `refused` event the machine emitted (R0.3), or `null`: the hand facade
   * clears it before an event and reads it after. (A field, not a listener: a closure made per hand
   * that points back at its hand made V8 keep every finished hand through a minor collection.)
   */
  refusal: Error | null = null;
  /** How many events it has taken (0: the hand is at its initial snapshot). */
  sent = 0;
  /**
   * Whether nobody else holds this hand's contexts (a hand of createHand's: it hands its contexts
   * out frozen), so that a step may add its log entries to the current log in place (publish.ts's
   * openLog); `false` (a table's hands, whose earlier states the table keeps): every log is copied.
   */
  ownsLog = false;
  /**
   * Whether nobody else holds this stepper's snapshots (a hand of createHand's: it keeps only the
   * current one and hands none out), so that a step which changes only the context may write the
   * new context into the current snapshot instead of copying it (directTransition's SOLE_OWNER);
   * `false` (a table's hands, whose states keep their snapshots): every step makes a new one.
   */
  ownsSnapshots = false;
  readonly #machine: SteppedMachine;
  /** Effects deferred to after the current step (made when the first one comes). */
  #deferred: (() => void)[] | null = null;
  #running = false;

  // The actor scope the machine's steps are computed with is the stepper itself: its fields and
  // methods are the ones an `Actor` gives its logic. (No scope object or closure is made per hand:
  // with closures that pointed back at their hand, V8 kept finished hands through minor
  // collections and promoted them, and hands ran at half the speed; measured with --trace-gc-nvp.)
  get self(): this {
    return this;
  }
  get id(): string {
    return 'hand';
  }
  get sessionId(): string {
    return 'pokerchart:stepped-hand';
  }
  get logger(): (...args: unknown[]) => void {
    return system._logger;
  }
  get system(): StepperSystem {
    return system;
  }
  /** Whether a quick step may write into the current snapshot ({@link ownsSnapshots}). */
  get [SOLE_OWNER](): boolean {
    return this.ownsSnapshots;
  }
  defer(fn: () => void): void {
    (this.#deferred ??= []).push(fn);
  }
  emit(event: { type: string }): void {
    if (event.type === 'refused') this.refusal = (event as HandRefusedEvent).error;
  }
  stopChild(): void {
    throw new Error('a stepped hand has no child actors to stop');
  }
  actionExecutor(action: ExecutableAction): void {
    // as an Actor does: run at once while running, kept until it starts (the initial step's)
    if (action.exec === undefined) return;
    if (this.#running) action.exec(action.info, action.params);
    else this.defer(() => action.exec!(action.info, action.params));
  }

  constructor(machine: HandMachine, input: HandMachineInput) {
    this.#machine = machine as unknown as SteppedMachine;
    this.input = input;
    this.snapshot = this.#machine.getInitialSnapshot(this, input);
    this.#running = true;
    this.#runDeferred();
  }

  /**
   * Takes one event: the machine's next snapshot, then its deferred effects. An error thrown by
   * the machine leaves the hand in XState's error status (as an `Actor` would) and is thrown here.
   */
  send(event: HandEvent): void {
    this.sent++;
    let next: StepperSnapshot;
    if (this.ownsLog) {
      const log = (this.snapshot.context as { log?: unknown }).log;
      if (Array.isArray(log)) openLog(log);
    }
    try {
      next = this.#machine.transition(this.snapshot, event, this);
    } catch (error) {
      rollbackLog();
      closeLog();
      this.#deferred = null;
      this.snapshot = { ...this.snapshot, status: 'error', error };
      throw error;
    }
    closeLog();
    this.snapshot = next;
    this.#runDeferred();
  }

  /** The snapshot as XState persists it (`Actor.getPersistedSnapshot`). */
  getPersistedSnapshot(): unknown {
    return this.#machine.getPersistedSnapshot(this.snapshot);
  }

  #runDeferred(): void {
    const deferred = this.#deferred;
    if (deferred === null) return;
    for (let i = 0; i < deferred.length; i++) deferred[i]!();
    this.#deferred = null;
  }
}

const stepperProbe = startupProbe(
  probe,
  'a hand stepped without an actor goes through other snapshots or events than its XState actor',
  'the probe of hands stepped without an actor failed',
);

/** Why the probe of {@link handStepperAgrees} refused, or `null` when it agreed (or has not run). @internal */
export function handStepperRefusal(): string | null {
  return stepperProbe.refusal();
}

/**
 * Whether a machine stepped by a {@link HandStepper} goes through exactly the snapshots, persisted
 * snapshots and emitted events that an XState `Actor` of the same machine goes through, on this
 * copy of XState: checked once, on a probe machine of the hand machine's kind (nested states,
 * guards with params, context updates, eventless transitions, a wildcard that emits a refusal, a
 * final state), stepped directly both ways. @internal
 */
export function handStepperAgrees(): boolean {
  return stepperProbe.agrees();
}

function probe(): boolean {
  type C = { n: number; log: string[] };
  type E = { type: 'GO' } | { type: 'NEXT' } | { type: 'BAD' };
  const change = (f: (c: C, e: E, p: { k: string } | undefined) => Partial<C>) => contextAction<C, E, { k: string } | undefined>(f, (c, changes) => ({ ...c, ...changes }));
  const machine = setup({
    types: { context: {} as C, events: {} as E, input: {} as { n: number }, emitted: {} as { type: 'refused'; error: Error } },
    guards: {
      small: ({ context }: { context: C }) => context.n < 2,
      at: ({ context }: { context: C }, params: { n: number }) => context.n === params.n,
    },
    actions: {
      bump: change((c) => ({ n: c.n + 1 })) as never,
      note: change((c, e, p) => ({ log: [...c.log, `${e.type}:${p?.k ?? ''}`] })) as never,
    },
  }).createMachine({
    id: 'stepperProbe',
    context: ({ input }) => ({ n: input.n, log: [] }),
    initial: 'a',
    on: { '*': { actions: emit(({ event }) => ({ type: 'refused' as const, error: new Error(event.type) })) } },
    states: {
      a: {
        initial: 'b',
        entry: { type: 'note', params: { k: 'enter a' } },
        states: {
          b: { on: { GO: [{ guard: 'small', actions: 'bump' }, { target: 'c', actions: 'note' }] } },
          c: { always: [{ guard: { type: 'at', params: { n: 2 } }, target: '#stepperProbe.d', actions: { type: 'note', params: { k: 'always' } } }] },
        },
      },
      d: { on: { NEXT: { target: 'end', actions: 'bump' } } },
      end: { type: 'final' },
    },
  });
  if (!installDirectSteps(machine)) throw new Error('the probe machine did not take the direct steps');
  const events: E[] = [{ type: 'GO' }, { type: 'BAD' }, { type: 'GO' }, { type: 'GO' }, { type: 'BAD' }, { type: 'NEXT' }];
  const view = (s: { value: unknown; context: unknown; status: string; output: unknown }, persisted: unknown) =>
    JSON.stringify({ value: s.value, context: s.context, status: s.status, output: s.output, persisted });
  const seen = (stepped: boolean): string[] => {
    const out: string[] = [];
    if (stepped) {
      const stepper = new HandStepper(machine as never, { n: 0 } as never);
      out.push(view(stepper.snapshot as never, stepper.getPersistedSnapshot()));
      for (const event of events) {
        stepper.refusal = null;
        stepper.send(event as never);
        out.push(view(stepper.snapshot as never, stepper.getPersistedSnapshot()), String((stepper.refusal as Error | null)?.message ?? null));
      }
    } else {
      const actor = createActor(machine, { input: { n: 0 } });
      let last: Error | null = null;
      actor.on('refused', (e) => {
        last = e.error;
      });
      actor.start();
      out.push(view(actor.getSnapshot(), actor.getPersistedSnapshot()));
      for (const event of events) {
        last = null;
        actor.send(event);
        out.push(view(actor.getSnapshot(), actor.getPersistedSnapshot()), String((last as Error | null)?.message ?? null));
      }
    }
    return out;
  };
  const stepped = seen(true);
  const actor = seen(false);
  return JSON.stringify(stepped) === JSON.stringify(actor) && stepped.includes('BAD') && stepped[stepped.length - 2]!.includes('"status":"done"');
}
