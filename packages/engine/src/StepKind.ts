import type { Card } from '@pokerchart/cards';
import type { HandStep } from './HandStep.js';

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
