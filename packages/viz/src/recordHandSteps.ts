import type { Hand } from '@pokerchart/engine';
import { type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { describeLogEntry, guardText } from './describeTransition.js';
import type { ViewerStep, ViewerTransition } from './toHtmlViewer.js';
import { type ChartMachine, checkMachine, checkOptions } from './ChartJson.js';
import { VizError } from './errors.js';

/** What {@link recordHandSteps} returns. */
export interface HandRecording {
  /** The steps so far: the state when recording began, then one per change of the hand's snapshot. */
  readonly steps: ViewerStep[];
  /** Stops recording (unsubscribes from the hand's actor). */
  stop(): void;
}

/** A step's label and detail from the log's entries from `from` on. */
function stepFrom(log: readonly Parameters<typeof describeLogEntry>[0][], from: number, fallback: string) {
  const lines = log.slice(from).map((entry, i) => describeLogEntry(entry, from + i, log)).filter((l): l is string => l !== null);
  const [label = fallback, ...rest] = lines;
  return rest.length > 0 ? { label, detail: rest.join('; ') } : { label };
}

/**
 * Records a pokerchart hand for {@link toHtmlViewer}: subscribes to `hand.actor` and adds one
 * step each time its snapshot changes (one player action, a manual deal), labelled from the new
 * entries of the hand's log (`seat 0 raises to 30`, with what followed, such as the flop, as the
 * step's detail), with the transitions the machine took (`transitions`, read with XState's
 * inspection API: `ACT [roundClosed]` from `preflop.bet` to `flop.bet`), which the viewer
 * highlights. The first step, `start`, is the state when recording began, with the log so far
(forced bets, hole cards) as its detail.
 *
 * @example
 * ```ts
 * const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500], button: 0,
 *                           blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
 * const recording = recordHandSteps(hand);
 * hand.act({ type: 'call' });
 * hand.act({ type: 'check' });
 * recording.stop();
 * await toHtmlViewer({ machine: hand.actor.logic, steps: recording.steps });
 * ```
 */
export function recordHandSteps(hand: Hand): HandRecording {
  const steps: ViewerStep[] = [];
  let seen = hand.log.length;
  const before = hand.log.map(describeLogEntry).filter((l): l is string => l !== null);
  steps.push({ state: hand.actor.getSnapshot(), label: 'start', ...(before.length > 0 ? { detail: before.join('; ') } : {}) });
  // the transitions of each macrostep, from XState's inspection API (microsteps come before the snapshot)
  const taken: ViewerTransition[] = [];
  const system = (hand.actor as { system?: { inspect?: (observer: (event: InspectionEvent) => void) => { unsubscribe(): void } } }).system;
  const inspection =
    typeof system?.inspect === 'function'
      ? system.inspect((event) => {
          if (event.type === '@xstate.microstep' && event.actorRef === hand.actor) taken.push(...event._transitions.flatMap(transitionsOf));
        })
      : undefined;
  const subscription = hand.actor.subscribe((snapshot) => {
    const log = snapshot.context.log;
    const from = seen;
    seen = log.length;
    const transitions = taken.splice(0);
    steps.push({ state: snapshot, ...stepFrom(log, from, 'no change in the log'), ...(transitions.length > 0 ? { transitions } : {}) });
  });
  return {
    steps,
    stop: () => {
      subscription.unsubscribe();
      inspection?.unsubscribe();
    },
  };
}

/** A transition definition as one {@link ViewerTransition} per target. */
function transitionsOf(t: AnyTransitionDefinition): ViewerTransition[] {
  const source = (t.source as AnyStateNode).id;
  const targets = t.target && t.target.length > 0 ? (t.target as AnyStateNode[]).map((n) => n.id) : [source];
  const guard = t.guard === undefined ? null : guardText(t.guard);
  return targets.map((target) => ({ source, target, event: String(t.eventType), guard }));
}

/** Options of {@link stepsFromEvents}. */
export interface StepsFromEventsOptions {
  /** The machine's input, if it takes one. */
  input?: unknown;
  /** The label of the first step (the initial state). Default `"start"`. */
  startLabel?: string;
  /** The label of the step an event leads to. Default: the event type and its other fields as JSON. */
  label?: (event: EventObject, index: number) => string;
}

function defaultLabel(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  return Object.keys(rest).length > 0 ? `${type} ${JSON.stringify(rest)}` : type;
}

/**
 * Viewer steps from a list of events, computed with XState's pure `initialTransition` and
 * `transition` functions (no actor is started, so actions with side effects do not run): the
 * initial state, then the state after each event. Handy for {@link toHtmlViewer} with any machine;
 * for a live pokerchart hand, collect `hand.actor.getSnapshot()` after each action instead.
 */
export function stepsFromEvents(
  machine: ChartMachine,
  events: readonly EventObject[],
  options: StepsFromEventsOptions = {},
): ViewerStep[] {
  checkMachine(machine, 'stepsFromEvents');
  checkOptions(options, 'stepsFromEvents');
  if (!Array.isArray(events) || !events.every((e) => e !== null && typeof e === 'object' && typeof (e as { type?: unknown }).type === 'string')) {
    throw new VizError('BAD_STEPS', 'stepsFromEvents needs an array of events, each an object with a string type');
  }
  const label = options.label ?? defaultLabel;
  let [snapshot] = initialTransition(machine as AnyStateMachine, options.input) as [AnyMachineSnapshot, unknown];
  const steps: ViewerStep[] = [{ label: options.startLabel ?? 'start', state: { value: snapshot.value } }];
  events.forEach((event, i) => {
    [snapshot] = transition(machine as AnyStateMachine, snapshot, event) as [AnyMachineSnapshot, unknown];
    steps.push({ label: label(event, i), state: { value: snapshot.value } });
  });
  return steps;
}
