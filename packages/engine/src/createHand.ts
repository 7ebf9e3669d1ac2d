import { type Card, parseCards } from '@pokerchart/cards';
import { IllegalActionError, normalizeAction, type LegalActions, type PlayerAction } from '@pokerchart/betting';
import type { Actor, InspectionEvent } from 'xstate';
import { HandActor } from './HandActor.js';
import { handLegalActions } from './handLegalActions.js';
import { handToAct } from './handToAct.js';
import { PREPARED_CONTEXT, runtimeOf, steppedHandMachine } from './createHandMachine.js';
import { DealingError, HandOptionsError } from './errors.js';
import type { Hand } from './Hand.js';
import type { HandContext, HandEnv, HandLogEntry } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import type { HandMachine, HandMachineInput } from './HandMachine.js';
import type { HandOptions } from './HandOptions.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import type { PersistedHand } from './PersistedHand.js';
import { originOf, persistHand } from './persistHand.js';
import { HandStepper } from './HandStepper.js';
import { hasDirectTransitions } from './directTransition.js';
import type { PlayerView } from './PlayerView.js';
import { publish } from './publish.js';
import { refusalFor } from './refusal.js';
import { warnIfSteppingRefused } from './engineInfo.js';
import { streetOf, viewHand } from './viewHand.js';

/**
 * The {@link Hand} facade. It steps its machine with a {@link HandStepper} until {@link actor} is
 * first read (then, and from then on, through the XState `Actor` made from the current snapshot),
 * or through an `Actor` from the start when given one. @internal
 */
export class LiveHand implements Hand {
  readonly #env: HandEnv;
  readonly #machine: HandMachine;
  /** The actor, once made; `null` while the stepper runs the hand. */
  #actor: HandActor | Actor<HandMachine> | null;
  /** The stepper, while no actor has been made. */
  #stepper: HandStepper | null;
  /** The refusal the actor emitted for the event being sent (a stepper keeps its own, in a field). */
  #refusal: Error | null = null;

  constructor(machine: HandMachine, runner: Actor<HandMachine> | HandStepper) {
    this.#machine = machine;
    this.#env = runtimeOf(machine).env;
    if (runner instanceof HandStepper) {
      this.#stepper = runner;
      this.#actor = null;
    } else {
      this.#stepper = null;
      this.#actor = runner;
      this.#listen(runner);
    }
  }

  #listen(actor: Actor<HandMachine>): void {
    actor.on('refused', (e) => {
      this.#refusal = e.error;
    });
  }

  /**
   * The live XState actor: made the first time it is read (a hand nobody subscribes to never
   * needs one), the same actor on every later read.
   */
  get actor(): Actor<HandMachine> {
    if (this.#actor !== null) return this.#actor;
    const stepper = this.#stepper!;
    // before any event, the actor starts from the input as createHand's own would (the same
    // prepared context, so the same snapshot); later, from the current snapshot (XState's restore,
    // which walks the whole context once)
    const actor = stepper.sent === 0
      ? new HandActor(this.#machine, { input: stepper.input })
      : new HandActor(this.#machine, { snapshot: stepper.snapshot as never, input: stepper.input });
    actor.origin = stepper.origin;
    this.#listen(actor);
    actor.start();
    this.#actor = actor;
    this.#stepper = null;
    return actor;
  }

  #snapshot(): { status: string; context: HandContext; value?: unknown } {
    return (this.#stepper !== null ? this.#stepper.snapshot : this.#actor!.getSnapshot()) as { status: string; context: HandContext };
  }
  #ctx(): HandContext {
    return this.#snapshot().context;
  }
  get context(): HandContext {
    return publish(this.#ctx());
  }
  get state(): unknown {
    return (this.#snapshot() as { value: unknown }).value;
  }
  get street(): string | null {
    return streetOf(this.#ctx(), this.#env);
  }
  get toAct(): number | null {
    return handToAct(this.#ctx());
  }
  get isComplete(): boolean {
    return this.#snapshot().status === 'done';
  }
  get result(): HandResult | null {
    return publish(this.#ctx().result);
  }
  get log(): readonly HandLogEntry[] {
    return publish(this.#ctx().log);
  }
  legalActions(): LegalActions | null {
    return handLegalActions(this.#ctx(), this.#env.betting);
  }
  /**
   * Sends one event and reports its refusal: an event that returns normally was applied (R0.3).
   * A call made while the hand is processing an event (from inside a subscription) is refused.
   */
  #send(event: HandEvent): void {
    const actor = this.#actor;
    if (actor instanceof HandActor && actor.sending > 0) {
      throw new IllegalActionError(
        'REENTRANT',
        'the hand is still processing an event: act, dealHole and dealBoard cannot be called from inside a subscription callback; call them after it returns (for example in queueMicrotask) (R0.3)',
        event.type === 'ACT' && typeof event.seat === 'number' ? event.seat : null,
      );
    }
    const snapshot = this.#snapshot();
    if (snapshot.status !== 'active') throw refusalFor(snapshot.context, event);
    // the machine's refusal of this event (R0.3), cleared before it is sent and read after
    let refusal: Error | null;
    if (actor === null) {
      const stepper = this.#stepper!;
      stepper.refusal = null;
      stepper.send(event);
      refusal = stepper.refusal;
    } else {
      this.#refusal = null;
      actor.send(event);
      refusal = this.#refusal as Error | null;
    }
    if (refusal !== null) throw refusal;
  }
  act(action: PlayerAction, seat?: number): void {
    // known fields only: a foreign field (a BigInt, a cycle, a toJSON) never reaches the log or a save
    // (the seat to act, which a refusal names, is looked up only for an action that is refused)
    let clean: PlayerAction;
    try {
      clean = normalizeAction(action, typeof seat === 'number' ? seat : null);
    } catch (error) {
      // the same refusal, naming the seat to act (the action is not read a second time)
      if (typeof seat === 'number' || !(error instanceof IllegalActionError)) throw error;
      throw new IllegalActionError(error.code, error.message, this.toAct);
    }
    this.#send(seat === undefined ? { type: 'ACT', action: clean } : { type: 'ACT', action: clean, seat });
  }
  dealHole(seat: number, cards: string | readonly Card[]): void {
    this.#send({ type: 'DEAL_HOLE', seat, cards: readCards(cards) });
  }
  dealBoard(cards: string | readonly Card[]): void {
    this.#send({ type: 'DEAL_BOARD', cards: readCards(cards) });
  }
  view(seat: number | 'spectator'): PlayerView {
    const ctx = this.#ctx();
    if (seat !== 'spectator' && !(Number.isInteger(seat) && seat >= 0 && seat < ctx.betting.seatCount)) {
      throw new HandOptionsError('BAD_VIEWER', 'viewer', `a view is for a seat 0..${ctx.betting.seatCount - 1} or 'spectator', got ${typeof seat === 'number' ? seat : typeof seat}`);
    }
    return viewHand(ctx, this.#env, seat);
  }
  persist(options?: { key?: string | Uint8Array }): PersistedHand {
    return persistHand(this.#stepper ?? this.#actor!, this.#env, options);
  }
  /** The snapshot as XState persists it, without making an actor. @internal */
  persistedSnapshot(): unknown {
    return (this.#stepper ?? this.#actor!).getPersistedSnapshot();
  }
  /** Stops the hand's actor, if one was made (a stepped hand holds nothing to stop). @internal */
  stop(): void {
    this.#actor?.stop();
  }
  /** The machine this hand runs on. */
  get machine(): HandMachine {
    return this.#machine;
  }
  /** The context of a hand of this class as it is, not frozen (`null` for another object). @internal */
  static contextOf(hand: unknown): HandContext | null {
    return hand instanceof LiveHand ? hand.#ctx() : null;
  }
}

/**
 * The current context of a hand made by {@link createHand} or restoreHand, read without freezing it
 * as {@link Hand.context} does (freezing makes every later copy of its arrays slower), for the
 * packages' own replays, which only read it: a context nobody was handed is written in place by
 * the hand's next bet (directTransition's SOLE_OWNER), so read what you need before acting again;
 * `null` for any other object. @internal
 */
export function handContextOf(hand: unknown): HandContext | null {
  return LiveHand.contextOf(hand);
}

function readCards(cards: string | readonly Card[]): Card[] {
  try {
    return parseCards(cards as string | readonly (string | Card)[]);
  } catch (e) {
    throw new DealingError('BAD_CARD', (e as Error).message);
  }
}

/**
 * Starts a hand: validates the options, posts the forced bets (R20-R28), deals (from a seed, an
 * explicit deck per R38, or manually) and returns the {@link Hand} facade over a started machine
 * of {@link createHandMachine}. Play it with {@link Hand.act} until {@link Hand.isComplete}; the
 * result is in {@link Hand.result}. Its XState actor is made the first time {@link Hand.actor} is
 * read (at once when `inspect` is given, or under `configureEngine({ stepping: 'xstate' })`).
 *
 * @example
 * ```ts
 * const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [1000, 1000, 1000],
 *   button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 } });
 * hand.act({ type: 'raise', to: 30 });
 * ```
 * @throws {@link HandOptionsError} for options that cannot be played; `VariantDefinitionError` for a
 * descriptor that {@link defineVariant} refuses.
 */
export function createHand(options: HandOptions): Hand {
  if (options === null || typeof options !== 'object') throw new HandOptionsError('BAD_OPTIONS', 'options', 'createHand needs an options object');
  const { variant, betting, inspect } = options;
  if (variant === null || typeof variant !== 'object') throw new HandOptionsError('BAD_VARIANT', 'variant', 'variant must be a variant descriptor (see defineVariant)');
  if (betting === null || typeof betting !== 'object' || typeof betting.raiseBounds !== 'function' || typeof betting.id !== 'string') {
    throw new HandOptionsError('BAD_BETTING', 'betting', 'betting must be a betting structure such as noLimit(), potLimit() or fixedLimit({ smallBet })');
  }
  warnIfSteppingRefused();
  const machine = steppedHandMachine(variant, betting);
  const context = initialHandContext(options, runtimeOf(machine).env); // throws before any actor exists
  // the machine takes the context built here instead of building it again from the options
  // (the options stay the actor's input, so tools such as toPhh can read what the hand was started with)
  // (the prepared context is written first: in V8 a property added after an object spread takes a
  // slow path, about a microsecond per hand; the input has the same fields either way)
  if (inspect === undefined && hasDirectTransitions(machine)) {
    // no actor until someone reads hand.actor: the machine's own steps, with the scope an actor gives them
    const stepper = new HandStepper(machine, { [PREPARED_CONTEXT]: context, ...options } as HandMachineInput);
    stepper.origin = originOf(options, context); // for persist(): the options and dealing of a verifiable save
    stepper.ownsLog = true; // its contexts are handed out frozen only: its log grows in place
    stepper.ownsSnapshots = true; // it keeps only its current snapshot and hands none out
    return new LiveHand(machine, stepper);
  }
  let actor: HandActor;
  if (inspect === undefined) {
    actor = new HandActor(machine, { input: { [PREPARED_CONTEXT]: context, ...options } as HandMachineInput });
  } else {
    const { inspect: _i, ...rest } = options;
    actor = new HandActor(machine, { input: { [PREPARED_CONTEXT]: context, ...rest } as HandMachineInput, inspect: inspect as (e: InspectionEvent) => void });
  }
  actor.origin = originOf(options, context);
  actor.start();
  return new LiveHand(machine, actor);
}
