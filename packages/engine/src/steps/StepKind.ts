import type { LegalActions } from '@pokerchart/betting';
import type { Card } from '@pokerchart/cards';
import type { HandContext, HandEnv, HandLogEntry, HandPhase } from '../HandContext.js';
import type { HandResult } from '../HandResult.js';
import type { HandEvent } from '../HandEvent.js';
import type { HandStep } from '../VariantSpec.js';
import type { Street } from './variantSteps.js';

/*
 * The shape of a step kind that the engine compiles itself (seats, board, bet, exchange, showdown):
 * registered in the same registry as a user's kinds (defineStepKind.ts), it owns its fields and
 * checks, how its steps fold into the street plan, its guards and actions, and the pieces of the
 * chart it draws. The chart builder (createHandMachine.ts) knows the kinds only through this shape.
 */

/** A guard of the hand chart. @internal */
export type ChartGuard = (args: { context: HandContext; event: HandEvent }, params: never) => boolean;

/** A transition as the chart pieces write them. @internal */
export interface Transition {
  guard?: string | { type: string; params: object };
  target?: string;
  actions?: ActionList | string;
  description: string;
}
/** @internal */
export type TransitionList = Transition[];
/** @internal */
export type ActionList = (string | { type: string; params: object })[];

/** A state as the chart pieces write it. @internal */
export interface ChartState {
  description: string;
  initial?: string;
  type?: 'final';
  entry?: string | string[] | ActionList;
  always?: TransitionList;
  on?: Record<string, TransitionList>;
  states?: Record<string, ChartState>;
}

/** The guards that lead into a street: `null` (at once) or a guard with a manual-dealing twin. @internal */
export type EntryGuard = string | null;

/**
 * What the chart builder offers the kinds while it builds one chart: the street plan, and the
 * composed pieces every kind may use (each made of the kinds' own contributions). @internal
 */
export interface ChartBuild {
  readonly env: HandEnv;
  readonly streets: readonly Street[];
  /** The last street's index. */
  readonly last: number;
  /** Whether any street deals board cards. */
  readonly boardStreets: boolean;
  /** Whether any street after the first deals seat cards (stud). */
  readonly seatStreets: boolean;
  /** The id of child state `child` of street `i` (`#hand.flop.bet`). */
  at(i: number, child: string): string;
  /** Street `i`'s cards in words, or `null` when it deals none when it starts. */
  cardsText(i: number): string | null;
  /** Who opens street `i`'s betting, in words. */
  opens(i: number): string;
  /** The transitions that start street `j` after `guard` (or at once), running `actions` first. */
  enter(j: number, guard: EntryGuard, actions: ActionList, why: string): TransitionList;
  /** The transitions that deal street `j`'s cards (its exchange is over or it has none), then its betting round. */
  enterCards(j: number, guard: EntryGuard, actions: ActionList, why: string): TransitionList;
  /** The showdown after `guard`, running `actions` first. */
  toShowdown(guard: string, actions: ActionList, why: string): TransitionList;
  /** The transitions a kind puts before "betting closed with an all-in" after street `i`'s betting (or the forced bets, `i` = 0). */
  beforeRunout(i: number, actions: ActionList, why: string): TransitionList;
  /** Where the hand goes once every seat has its hole cards. */
  afterHoleCards(actions: ActionList): TransitionList;
  /** The run-out state's description. */
  runoutDescription(): string;
  /** The run-out state's eventless transitions before its last one. */
  runoutSteps(): TransitionList;
  /** The run-out's last eventless transition, to the showdown. */
  runoutEnd(): Transition;
  /** Words for "nothing is left" at the end of a run-out that deals no board. */
  runoutEndText(): string;
  /** The run-out state's event transitions. */
  runoutEvents(): Record<string, TransitionList>;
}

/** The pieces of the chart a kind draws; each is optional, `null` meaning "not mine". @internal */
export interface ChartPieces {
  /**
   * Where this kind comes when the builder asks the kinds (lower first, then the registry's
   * order): an exchange comes first in its street, so its states lead and it answers how a
   * street starts.
   */
  readonly order?: number;
  /** States of the root before the streets (`start`, `dealHole`). */
  statesBefore?(b: ChartBuild): Record<string, ChartState>;
  /** Child states of street `i`'s compound state. */
  streetStates?(b: ChartBuild, i: number): Record<string, ChartState>;
  /** The child state street `i` starts in, or `null` (the first kind that answers wins). */
  streetInitial?(b: ChartBuild, i: number): string | null;
  /** Street `i`'s description, or `null` (the first kind that answers wins). */
  streetText?(b: ChartBuild, i: number): string | null;
  /** Street `i`'s description, from the one `streetText` gave (each kind in turn may add to it). */
  describeStreet?(b: ChartBuild, i: number, text: string): string;
  /** Street `i`'s cards in words, or `null` (the first kind that answers wins). */
  cardsText?(b: ChartBuild, i: number): string | null;
  /** Who opens street `i`'s betting, in words, or `null`. */
  opens?(b: ChartBuild, i: number): string | null;
  /** The transitions that deal street `j`'s cards, then open its betting, or `null`. */
  enterCards?(b: ChartBuild, j: number, guard: EntryGuard, actions: ActionList, why: string): TransitionList | null;
  /** How street `j` starts when this kind starts it (an exchange first), or `null`. */
  enter?(b: ChartBuild, j: number, guard: EntryGuard, actions: ActionList, why: string): TransitionList | null;
  /** How the showdown is reached when this kind comes before it, or `null`. */
  toShowdown?(b: ChartBuild, guard: string, actions: ActionList, why: string): TransitionList | null;
  /** Transitions before "betting closed with an all-in" (a choice of runs). */
  beforeRunout?(b: ChartBuild, i: number, actions: ActionList, why: string): TransitionList;
  /** Where the hand goes once every seat has its hole cards, or `null`. */
  afterHoleCards?(b: ChartBuild, actions: ActionList): TransitionList | null;
  /** The run-out state's description, or `null` (the first kind that answers wins). */
  runoutDescription?(b: ChartBuild): string | null;
  /** The run-out state's eventless transitions this kind adds, before its last one. */
  runoutSteps?(b: ChartBuild): TransitionList;
  /** The run-out's last eventless transition (to the showdown), or `null`. */
  runoutEnd?(b: ChartBuild): Transition | null;
  /** Words for "nothing is left" at the end of a run-out that deals no board, or `null`. */
  runoutEndText?(b: ChartBuild): string | null;
  /** The run-out state's event transitions this kind adds. */
  runoutEvents?(b: ChartBuild): Record<string, TransitionList>;
  /** States of the root after the streets (`runChoice`, `runout`, `showdown`, `settled`), in the kinds' order. */
  statesAfter?(b: ChartBuild): Record<string, ChartState>;
}

/** Where a step stands while the steps are checked; the kinds update it as they go. @internal */
export interface StepPlace {
  /** The checked steps before this one. */
  readonly before: HandStep[];
  /** The step's index. */
  index: number;
  /** How many steps there are. */
  readonly count: number;
  /** The step's field name, `steps[i]`. */
  field: string;
  /** Betting rounds before this step. */
  bets: number;
  /** Whether an up card was dealt before this step. */
  upDealt: boolean;
}

/** The street plan while the steps fold into it (streetsOfSteps). @internal */
export interface StreetPlanner {
  readonly out: Street[];
  seatCards: ('down' | 'up')[];
  board: number;
  burn: boolean;
  /** Steps waiting for the next betting round's street (an exchange, a decision of a user's kind), in order. */
  pending: HandStep[];
  /** The reading of up cards a bet step without one takes (the variant's ranking's). */
  readonly defaultReading: Street['reading'];
}

/**
 * A step kind the engine compiles itself, registered as a user's kinds are (see defineStepKind):
 * its name and fields, its check, its fold into the street plan, its guards and actions (made once
 * per machine) and its chart pieces. @internal
 */
export interface BuiltInStepKind {
  readonly kind: string;
  /** The fields a step of this kind may have besides `kind`. */
  readonly fields: readonly string[];
  /** Checks one step (its fields already known) where it stands, returns it typed; throws VariantDefinitionError. */
  readonly checkStep: (step: Record<string, unknown>, place: StepPlace) => HandStep;
  /** Folds a checked step into the street plan. */
  readonly fold: (step: HandStep, plan: StreetPlanner) => void;
  /** The kind's guards, named for the rules they check. */
  readonly guards: (env: HandEnv) => Record<string, unknown>;
  /** The kind's actions, named for the rules they apply. */
  readonly actions: (env: HandEnv) => Record<string, unknown>;
  /** The pieces of the chart the kind draws. */
  readonly chart: ChartPieces;
  /** The phases of the hand in which this kind says who acts, what is legal and how the hand is described (R0.3). */
  readonly phases?: readonly HandPhase[];
  /** The seat to act while the hand is in one of the kind's phases, or `null`. */
  readonly toAct?: (ctx: HandContext) => number | null;
  /** What the seat to act may do in one of the kind's phases, or `null`. */
  readonly legalActions?: (ctx: HandContext, env: Pick<HandEnv, 'betting'>) => LegalActions | null;
  /** The hand in one of the kind's phases, in words, for refusals ("in a draw (R212)"). */
  readonly phaseText?: (ctx: HandContext) => string;
  /** The street shown in views while the hand is in one of the kind's phases, or `null`. */
  readonly street?: (ctx: HandContext, env: HandEnv) => string | null;
  /** The kind's slice of the context when a hand starts ({@link HandContext.kinds}); `undefined` keeps none. */
  readonly slice?: (env: HandEnv, start: { rng: number[] | null }) => unknown;
  /** How a log entry of the kind's is shown to `viewer` (its cards hidden from others); `undefined` when it is not the kind's. */
  readonly viewLog?: (entry: HandLogEntry, viewer: number | 'spectator') => HandLogEntry | undefined;
  /** What `viewer` sees of the kind's slice, in {@link PlayerView.steps}; `undefined` shows nothing. */
  readonly view?: (ctx: HandContext, viewer: number | 'spectator', env: HandEnv) => unknown;
  /** The cards a `DEAL_HOLE` event brings while the kind waits for cards (manual dealing), or `undefined` when it waits for none. */
  readonly dealtCards?: (ctx: HandContext, seat: unknown, cards: unknown) => Card[] | undefined;
  /** The kind's share of the hand's settlement, in {@link HandResult.steps}; `undefined` adds nothing. */
  readonly settle?: (ctx: HandContext, result: HandResult, env: HandEnv) => unknown;
}

/** Whether `value` is an integer of at least `min`. @internal */
export function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/**
 * A step kind of your own, for a variant's `steps` (register it with {@link defineStepKind}): its
 * name, the fields a step of it may have, how such a step is checked, and either
 *
 * - `expand`: the steps it stands for (built-in steps, or steps of other kinds), so the kind gets
 *   their chart states, guards and actions, views, logs and PHH mapping; or
 * - `decision`: a decision the players make at this step, which the kind owns whole: its state in
 *   the hand's context, the action the players send and what it offers them, its refusals, what
 *   each viewer sees of it and its share of the result; the chart draws a state of its own for it.
 *
 * @example
 * ```ts
 * // a street: its board cards after a burn, then its betting round
 * defineStepKind({
 *   kind: 'street', fields: ['name', 'cards'],
 *   check: (step) => (Number.isInteger(step.cards) && step.cards >= 1 ? null : 'cards must be an integer of at least 1'),
 *   expand: (step) => [{ kind: 'board', cards: step.cards, burn: true }, { kind: 'bet', name: step.name }],
 * });
 * ```
 */
export interface StepKind {
  /** The kind's name, as steps write it (`{ kind: 'street', ... }`): letters, digits and hyphens, not a built-in kind's. */
  readonly kind: string;
  /** The fields a step of this kind may have besides `kind`; any other field is refused. */
  readonly fields: readonly string[];
  /** Why a step of this kind is wrong, or `null` when it is right (run before `expand`, or when a variant is defined). */
  readonly check?: (step: Readonly<Record<string, unknown>>) => string | null;
  /** The built-in steps (or steps of other kinds) a checked step stands for; give this or `decision`. */
  readonly expand?: (step: Readonly<Record<string, unknown>>) => readonly HandStep[];
  /** The decision the players make at a step of this kind; give this or `expand`. See {@link StepDecision}. */
  readonly decision?: StepDecision;
}

/**
 * What a decision's functions are told about the hand (copies: changing them changes nothing).
 * Seats are numbered as in the hand; `null` for a seat not dealt in.
 */
export interface DecisionHand {
  /** The number of seats at the table. */
  readonly seatCount: number;
  /** The button seat. */
  readonly button: number;
  /** Every seat's cards (down and up), `null` for seats not dealt in. */
  readonly holeCards: readonly (readonly Card[] | null)[];
  /** Every seat's face-up cards (R207); empty in games without up cards. */
  readonly upCards: readonly (readonly Card[] | null)[];
  /** Board cards so far (board 1). */
  readonly board: readonly Card[];
  /** Whether each seat folded. */
  readonly folded: readonly boolean[];
  /** The name of the street the step belongs to (the last street's, for a step right before the showdown). */
  readonly street: string;
}

/**
 * A decision of a step kind of your own: each deciding seat in turn sends `{ type: 'decide',
 * choice }` (what `hand.legalActions()` offers under `decide`), the kind judges it, keeps its own
 * state (plain JSON, in `HandContext.kinds[kind]`), shows what each viewer may see of it
 * (`PlayerView.steps[kind]`) and adds its share to the result (`HandResult.steps[kind]`). The
 * decision is logged (`{ type: 'decided', kind, seat, choice }`, the choice seen by its seat only)
 * and saved with the hand. A step of the kind comes right after a betting round (first in the next
 * street, before its cards are dealt), right before the showdown, or right after the hole cards
 * (before the first betting round); when an all-in closes the betting first, the hand runs out
 * without it. `S` is the state's type, `C` the choice's.
 *
 * @example
 * ```ts
 * // each player still in shows one of their cards to the table
 * defineStepKind({
 *   kind: 'show-one', fields: [],
 *   decision: {
 *     start: () => ({ shown: {} }),
 *     options: (hand, seat) => ({ cards: hand.holeCards[seat] }),
 *     refuse: (hand, seat, choice) => (hand.holeCards[seat]!.includes(choice as number) ? null : 'show one of your own cards'),
 *     apply: (hand, seat, choice, state) => ({ shown: { ...state.shown, [seat]: choice } }),
 *     view: (state) => state,
 *   },
 * });
 * ```
 */
export interface StepDecision<S = any, C = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The seats that decide, in order (default: every seat still in, clockwise from the left of the button). */
  readonly seats?: (hand: DecisionHand, step: Readonly<Record<string, unknown>>) => readonly number[];
  /** The kind's state when the step starts (plain JSON; default `null`). */
  readonly start?: (hand: DecisionHand, step: Readonly<Record<string, unknown>>) => S;
  /** What the seat to decide may choose, as `legalActions().decide.options` shows it (plain JSON). */
  readonly options: (hand: DecisionHand, seat: number, state: S, step: Readonly<Record<string, unknown>>) => unknown;
  /** Why the seat's `choice` is refused (the refusal's message), or `null` when it is accepted; nothing changes when refused. */
  readonly refuse?: (hand: DecisionHand, seat: number, choice: C, state: S, step: Readonly<Record<string, unknown>>) => string | null;
  /** The state after the seat's accepted choice (plain JSON, a new value: never change `state`). */
  readonly apply: (hand: DecisionHand, seat: number, choice: C, state: S, step: Readonly<Record<string, unknown>>) => S;
  /** What `viewer` may see of the state, in `PlayerView.steps[kind]` (default: nothing). */
  readonly view?: (state: S, viewer: number | 'spectator', hand: DecisionHand) => unknown;
  /** The kind's share of the result once the hand is over, in `HandResult.steps[kind]` (default: nothing). */
  readonly settle?: (state: S, hand: DecisionHand) => unknown;
  /** The chart's words for the step's state (default: "every seat still in decides in turn"). */
  readonly description?: string;
}
