import type { Hand } from '@pokerchart/engine';
import { describeLogEntry } from './describeLogEntry.js';
import type { ViewerStep } from './toHtmlViewer.js';

/** What {@link recordHandSteps} returns. */
export interface HandRecording {
  /** The steps so far: the state when recording began, then one per change of the hand's snapshot. */
  readonly steps: ViewerStep[];
  /** Stops recording (unsubscribes from the hand's actor). */
  stop(): void;
}

function stepFrom(entries: readonly Parameters<typeof describeLogEntry>[0][], fallback: string) {
  const lines = entries.map(describeLogEntry).filter((l): l is string => l !== null);
  const [label = fallback, ...rest] = lines;
  return rest.length > 0 ? { label, detail: rest.join('; ') } : { label };
}

/**
 * Records a pokerchart hand for {@link toHtmlViewer}: subscribes to `hand.actor` and adds one
 * step each time its snapshot changes (one player action, a manual deal), labelled from the new
 * entries of the hand's log (`seat 0 raises to 30`, with what followed, such as the flop, as the
 * step's detail). The first step, `start`, is the state when recording began, with the log so far
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
  const subscription = hand.actor.subscribe((snapshot) => {
    const log = snapshot.context.log;
    const fresh = log.slice(seen);
    seen = log.length;
    steps.push({ state: snapshot, ...stepFrom(fresh, 'no change in the log') });
  });
  return {
    steps,
    stop: () => subscription.unsubscribe(),
  };
}
