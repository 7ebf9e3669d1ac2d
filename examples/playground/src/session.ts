import type { Card } from '@pokerchart/cards';
import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import { createHand, type Hand, type HandOptions, type HandResult, type PlayerView } from '@pokerchart/engine';
import { describeLogEntry } from '@pokerchart/viz';
import { parsePhh, replayPhh, type PhhHand, type PhhReplay } from '@pokerchart/phh';
import type { StateValue } from 'xstate';

/**
 * One moment of a hand, everything the page shows: taken after each action (live hands) or each
 * PHH action (replays). The page never asks the engine for a past state: it shows frames.
 */
export interface Frame {
  /** The machine's state value at that moment (the chart highlights it). */
  value: StateValue;
  /** The table as the viewer sees it (the human's seat in a live hand, a spectator in a replay). */
  view: PlayerView;
  /** Cards to draw face up, by seat (`null` = face down or not dealt). */
  cards: (Card[] | null)[];
  /** The hand's log as sentences. */
  log: string[];
  /** The result once the hand is over. */
  result: HandResult | null;
  /** The human's legal actions at that moment (live hands only, when the human is to act). */
  legal: LegalActions | null;
  /** What led to this frame (`start`, `seat 2 raises to 30`, a PHH action). */
  label: string;
}

/** A hand being played against bots: its options, every action so far, a frame after each. */
export interface LiveSession {
  kind: 'live';
  options: HandOptions;
  /** The human's seat. */
  human: number;
  /** Names by seat. */
  names: string[];
  /** Every action in order (all seats). */
  actions: PlayerAction[];
  frames: Frame[];
  /** The live hand, at the last frame. */
  hand: Hand;
}

/** A PHH hand history stepped through action by action. */
export interface ReplaySession {
  kind: 'replay';
  phh: PhhHand;
  names: string[];
  frames: Frame[];
  /** The hand after the last action (for the chart and the export). */
  hand: Hand;
  /** Engine chips per unit of the file's amounts. */
  scale: number;
  /** Why the replay stops before the file's end, or null when it plays the whole file. */
  stopped: string | null;
}

export type Session = LiveSession | ReplaySession;

function lines(log: Parameters<typeof describeLogEntry>[0][]): string[] {
  const out: string[] = [];
  for (const [i, entry] of log.entries()) {
    const line = describeLogEntry(entry, i, log); // its place in the log: a completed bring-in reads "completes to" (R201)
    if (line !== null) out.push(line);
  }
  return out;
}

/** A frame of a live hand, as the human in `seat` sees it. */
export function liveFrame(hand: Hand, seat: number, label: string): Frame {
  const view = hand.view(seat);
  const result = hand.result;
  const cards = view.seats.map((s) => s?.holeCards ?? null);
  return {
    value: hand.actor.getSnapshot().value,
    view,
    cards,
    log: lines(view.log),
    result,
    legal: hand.toAct === seat ? hand.legalActions() : null,
    label,
  };
}

/**
 * A frame of a replayed hand, every seat's cards face up (a hand history shows what it knows)
 * except those in `unknown`, dealt as `????` in the file and not shown yet: the replay deals
 * stand-in cards for them, which the table must not show.
 */
export function replayFrame(hand: Hand, label: string, unknown: ReadonlySet<number>): Frame {
  const view = hand.view('spectator');
  const cards = view.seats.map((s, seat) => (s === null || unknown.has(seat) ? null : hand.view(seat).seats[seat]?.holeCards ?? null));
  return {
    value: hand.actor.getSnapshot().value,
    view,
    cards,
    log: lines(hand.log.map((e) => (e.type === 'dealt' && unknown.has(e.seat) ? { ...e, cards: null } : e))),
    result: hand.result,
    legal: null,
    label,
  };
}

/** The label of a frame from the log lines it added. */
function labelOf(before: number, log: string[], fallback: string): string {
  return log.slice(before).join('; ') || fallback;
}

/** Starts a hand with the human in `human`. */
export function startLive(options: HandOptions, human: number, names: string[]): LiveSession {
  const hand = createHand(options);
  const first = liveFrame(hand, human, 'start');
  return { kind: 'live', options, human, names, actions: [], frames: [first], hand };
}

/**
 * Plays `action` from frame `at`: when `at` is not the last frame, the hand is rebuilt up to it
 * (same options, same deck, the same actions) and the later frames are dropped. Throws the engine's
 * IllegalActionError for an illegal action; the session is then unchanged.
 */
export function actLive(session: LiveSession, at: number, action: PlayerAction): LiveSession {
  let { hand, actions, frames } = session;
  if (at < frames.length - 1) {
    hand = createHand(session.options);
    for (const a of actions.slice(0, at)) hand.act(a);
    actions = actions.slice(0, at);
    frames = frames.slice(0, at + 1);
  }
  const before = frames[frames.length - 1]!.log.length;
  hand.act(action);
  const frame = liveFrame(hand, session.human, '');
  frame.label = labelOf(before, frame.log, action.type);
  return { ...session, hand, actions: [...actions, action], frames: [...frames, frame] };
}

/**
 * Reads a PHH text and replays it action by action, one frame per action. A file whose whole
 * replay is refused (an action the rules do not allow, a hidden hand that would win at showdown)
 * is stepped through up to its last replayable action, with the refusal in `stopped`.
 */
export function startReplay(text: string): ReplaySession {
  const phh = parsePhh(text);
  let full: PhhReplay | null = null;
  let stopped: string | null = null;
  try {
    full = replayPhh(phh);
  } catch (e) {
    stopped = e instanceof Error ? e.message : String(e);
  }
  const frames: Frame[] = [];
  const partial: PhhHand = { ...phh };
  delete partial.finishing_stacks;
  // seats whose hole cards the file does not give (`d dh p3 ????`) until they show them (`p3 sm AsKd`)
  const unknown = new Set<number>();
  let last: PhhReplay | null = null;
  let lastOk = 0;
  let refusal: string | null = null;
  for (let k = 0; k <= phh.actions.length; k++) {
    const action = k === 0 ? '' : phh.actions[k - 1]!.trim();
    const dealt = /^d dh p(\d+) (\S+)/.exec(action);
    if (dealt && dealt[2]!.includes('?')) unknown.add(Number(dealt[1]) - 1);
    const shown = /^p(\d+) sm (\S+)/.exec(action);
    if (shown && !shown[2]!.includes('?')) unknown.delete(Number(shown[1]) - 1);
    let replay: PhhReplay;
    try {
      replay = k === phh.actions.length && full ? full : replayPhh({ ...partial, actions: phh.actions.slice(0, k) });
    } catch (e) {
      if (k === 0) throw e;
      // A prefix can be refused where the whole file is not (hands that go to showdown before the
      // file shows them): this step shows the table as it was, and the next steps go on.
      refusal = e instanceof Error ? e.message : String(e);
      frames.push({ ...frames[frames.length - 1]!, label: `${action} (the table shows the step before: ${refusal})` });
      continue;
    }
    last = replay;
    lastOk = k;
    frames.push(replayFrame(replay.hand, k === 0 ? 'start' : action, unknown));
  }
  if (lastOk < phh.actions.length) {
    frames.length = lastOk + 1;
    stopped = `replayed up to action ${lastOk} of ${phh.actions.length}: ${stopped ?? refusal ?? ''}`;
  } else if (stopped !== null) {
    stopped = `the last step is as far as the file can be replayed: ${stopped}`;
  }
  const names = phh.starting_stacks.map((_, i) => (phh.players?.[i] ? `p${i + 1} ${phh.players[i]}` : `p${i + 1}`));
  return { kind: 'replay', phh, names, frames, hand: (full ?? last)!.hand, scale: (full ?? last)!.scale, stopped };
}
