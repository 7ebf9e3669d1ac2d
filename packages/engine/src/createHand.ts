import { type Card, parseCards } from '@pokerchart/cards';
import { IllegalActionError, normalizeAction, type LegalActions, type PlayerAction } from '@pokerchart/betting';
import type { Actor, InspectionEvent } from 'xstate';
import { HandActor } from './HandActor.js';
import { handLegalActions } from './handLegalActions.js';
import { handToAct } from './handToAct.js';
import { createHandMachine, type HandMachine, PREPARED_CONTEXT, runtimeOf } from './createHandMachine.js';
import { DealingError } from './DealingError.js';
import type { Hand } from './Hand.js';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import type { HandEvent } from './HandEvent.js';
import type { HandLogEntry } from './HandLogEntry.js';
import type { HandMachineInput } from './HandMachine.js';
import type { HandOptions } from './HandOptions.js';
import { HandOptionsError } from './HandOptionsError.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import type { PersistedHand } from './PersistedHand.js';
import { persistHand, recordOrigin } from './persistHand.js';
import type { PlayerView } from './PlayerView.js';
import { publish } from './publish.js';
import { refusalFor } from './refusal.js';
import { warnIfSteppingRefused } from './steppingMode.js';
import { streetOf, viewHand } from './viewHand.js';

/** The {@link Hand} facade over a live actor. @internal */
export class LiveHand implements Hand {
  readonly actor: Actor<HandMachine>;
  readonly #env: HandEnv;
  readonly #machine: HandMachine;
  /** The refusal the machine emitted for the event being sent. */
  #refusal: Error | null = null;

  constructor(machine: HandMachine, actor: Actor<HandMachine>) {
    this.#machine = machine;
    this.#env = runtimeOf(machine).env;
    this.actor = actor;
    actor.on('refused', (e) => {
      this.#refusal = e.error;
    });
  }

  #ctx(): HandContext {
    return this.actor.getSnapshot().context;
  }
  get context(): HandContext {
    return publish(this.#ctx());
  }
  get state(): unknown {
    return this.actor.getSnapshot().value;
  }
  get street(): string | null {
    return streetOf(this.#ctx(), this.#env);
  }
  get toAct(): number | null {
    return handToAct(this.#ctx());
  }
  get isComplete(): boolean {
    return this.actor.getSnapshot().status === 'done';
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
    if (this.actor instanceof HandActor && this.actor.sending > 0) {
      throw new IllegalActionError(
        'REENTRANT',
        'the hand is still processing an event: act, dealHole and dealBoard cannot be called from inside a subscription callback; call them after it returns (for example in queueMicrotask) (R0.3)',
        event.type === 'ACT' && typeof event.seat === 'number' ? event.seat : null,
      );
    }
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status !== 'active') throw refusalFor(snapshot.context, event);
    this.#refusal = null;
    this.actor.send(event);
    const refusal = this.#refusal as Error | null;
    if (refusal !== null) {
      this.#refusal = null;
      throw refusal;
    }
  }
  act(action: PlayerAction, seat?: number): void {
    // known fields only: a foreign field (a BigInt, a cycle, a toJSON) never reaches the log or a save
    const clean = normalizeAction(action, typeof seat === 'number' ? seat : this.toAct);
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
    return persistHand(this.actor, this.#env, options);
  }
  /** The machine this hand runs on. */
  get machine(): HandMachine {
    return this.#machine;
  }
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
 * explicit deck per R38, or manually) and returns the {@link Hand} facade over a started actor of
 * {@link createHandMachine}. Play it with {@link Hand.act} until {@link Hand.isComplete}; the
 * result is in {@link Hand.result}.
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
  const machine = createHandMachine(variant, betting);
  const context = initialHandContext(options, runtimeOf(machine).env); // throws before any actor exists
  // the machine takes the context built here instead of building it again from the options
  // (the options stay the actor's input, so tools such as toPhh can read what the hand was started with)
  // (the prepared context is written first: in V8 a property added after an object spread takes a
  // slow path, about a microsecond per hand; the input has the same fields either way)
  let actor: HandActor;
  if (inspect === undefined) {
    actor = new HandActor(machine, { input: { [PREPARED_CONTEXT]: context, ...options } as HandMachineInput });
  } else {
    const { inspect: _i, ...rest } = options;
    actor = new HandActor(machine, { input: { [PREPARED_CONTEXT]: context, ...rest } as HandMachineInput, inspect: inspect as (e: InspectionEvent) => void });
  }
  recordOrigin(actor, options, context); // for persist(): the options and dealing of a verifiable save
  actor.start();
  return new LiveHand(machine, actor);
}
