import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { ViewerStep } from './toHtmlViewer.js';
import type { ChartMachine } from './ChartMachine.js';
import { checkMachine, checkOptions } from './checkChartInput.js';
import { VizError } from './VizError.js';

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
