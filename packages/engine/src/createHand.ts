import { type Card, parseCards } from '@pokerchart/cards';
import { describeStructure, IllegalActionError, legalActions, type LegalActions, type PlayerAction } from '@pokerchart/betting';
import { type Actor, createActor, type InspectionEvent } from 'xstate';
import { createHandMachine, type HandRuntime, runtimeOf } from './createHandMachine.js';
import type { HandMachine } from './HandMachine.js';
import { DealingError } from './DealingError.js';
import type { Hand } from './Hand.js';
import type { HandContext } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import type { HandLogEntry } from './HandLogEntry.js';
import type { HandOptions } from './HandOptions.js';
import { HandOptionsError } from './HandOptionsError.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import type { PersistedHand } from './PersistedHand.js';
import type { PlayerView } from './PlayerView.js';
import { streetOf, viewHand } from './viewHand.js';

/** The {@link Hand} facade over a live actor. @internal */
export class LiveHand implements Hand {
  readonly actor: Actor<HandMachine>;
  readonly #runtime: HandRuntime;
  readonly #machine: HandMachine;

  constructor(machine: HandMachine, actor: Actor<HandMachine>) {
    this.#machine = machine;
    this.#runtime = runtimeOf(machine);
    this.actor = actor;
  }

  get context(): HandContext {
    return this.actor.getSnapshot().context;
  }
  get state(): unknown {
    return this.actor.getSnapshot().value;
  }
  get street(): string | null {
    return streetOf(this.context, this.#runtime.env);
  }
  get toAct(): number | null {
    const ctx = this.context;
    return ctx.phase === 'betting' ? ctx.betting.toAct : null;
  }
  get isComplete(): boolean {
    return this.actor.getSnapshot().status === 'done';
  }
  get result(): HandResult | null {
    return this.context.result;
  }
  get log(): readonly HandLogEntry[] {
    return this.context.log;
  }
  legalActions(): LegalActions | null {
    const ctx = this.context;
    return ctx.phase === 'betting' ? legalActions(ctx.betting, this.#runtime.env.betting) : null;
  }
  #send(event: HandEvent): void {
    const ctx = this.context;
    const outcome = this.#runtime.resolve(ctx, event);
    if (outcome.error !== undefined) throw outcome.error;
    this.actor.send(event);
  }
  act(action: PlayerAction): void {
    if (action === null || typeof action !== 'object') {
      throw new IllegalActionError('UNKNOWN_ACTION', `unknown action ${JSON.stringify(action)}; allowed types are fold, check, call, bet, raise, all-in (R57)`, this.toAct);
    }
    this.#send({ type: 'ACT', action });
  }
  dealHole(seat: number, cards: string | readonly Card[]): void {
    this.#send({ type: 'DEAL_HOLE', seat, cards: readCards(cards) });
  }
  dealBoard(cards: string | readonly Card[]): void {
    this.#send({ type: 'DEAL_BOARD', cards: readCards(cards) });
  }
  view(seat: number | 'spectator'): PlayerView {
    const ctx = this.context;
    if (seat !== 'spectator' && !(Number.isInteger(seat) && seat >= 0 && seat < ctx.betting.seatCount)) {
      throw new HandOptionsError('BAD_VIEWER', 'viewer', `a view is for a seat 0..${ctx.betting.seatCount - 1} or 'spectator', got ${JSON.stringify(seat)}`);
    }
    return viewHand(ctx, this.#runtime.env, seat);
  }
  persist(): PersistedHand {
    const snapshot = this.actor.getPersistedSnapshot() as unknown as PersistedHand['snapshot'];
    return JSON.parse(
      JSON.stringify({
        format: 'pokerchart-hand',
        version: 1,
        variant: this.#runtime.env.variant.id,
        betting: describeStructure(this.#runtime.env.betting),
        snapshot,
      }),
    ) as PersistedHand;
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
  const machine = createHandMachine(variant, betting);
  const runtime = runtimeOf(machine);
  const context = initialHandContext(options, runtime.env); // throws before any actor exists
  let actor: Actor<HandMachine>;
  if (inspect === undefined) {
    // the machine ignores `variant` and `betting` in its input: no copy of the options without them
    runtime.prepared = { input: options, context };
    try {
      actor = createActor(machine, { input: options });
    } finally {
      runtime.prepared = null;
    }
  } else {
    const { variant: _v, betting: _b, inspect: _i, ...rest } = options;
    const input = rest as HandMachineInputLike;
    runtime.prepared = { input, context };
    try {
      actor = createActor(machine, { input, inspect: inspect as (e: InspectionEvent) => void });
    } finally {
      runtime.prepared = null;
    }
  }
  actor.start();
  return new LiveHand(machine, actor);
}

type HandMachineInputLike = Omit<HandOptions, 'variant' | 'betting' | 'inspect'>;
