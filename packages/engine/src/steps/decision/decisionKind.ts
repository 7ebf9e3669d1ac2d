import { IllegalActionError, type LegalActions, normalizeAction } from '@pokerchart/betting';
import { emit } from 'xstate';
import type { HandContext, HandEnv, HandLogEntry } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { HandStep } from '../../VariantSpec.js';
import type { ActionList, BuiltInStepKind, ChartBuild, ChartState, DecisionHand, StepDecision, StepKind, TransitionList } from '../StepKind.js';
import { appendLog } from '../../publish.js';
import { updateContext } from '../../updateContext.js';
import { failStep as fail } from '../../errors.js';

/*
 * A user's step kind that makes its own decision (defineStepKind with `decision`), compiled into
 * the same shape as the built-in kinds: its slice of the context, its chart state, its guards and
 * actions (shared by every such kind, each told its kind by params), who decides, what is legal,
 * its refusals, its view and its settlement. Nothing outside this folder reads the slice.
 */

/** A decision kind's slice of the context: the step that runs (street index; one past the last for a step before the showdown), who is still to decide, and the user's state. */
interface DecisionSlice {
  readonly street: number;
  /** The street's name (the last street's for a step before the showdown). */
  readonly name: string;
  /** The step as the variant writes it. */
  readonly step: Readonly<Record<string, unknown>>;
  readonly toDecide: readonly number[];
  readonly state: unknown;
}

/** The guard and action params of a decision: the kind. */
interface KindParams {
  kind: string;
}

const decisions = new Map<string, StepDecision>();

const sliceOf = (ctx: HandContext, kind: string): DecisionSlice | undefined => ctx.kinds[kind] as DecisionSlice | undefined;

/** The step of `kind` that runs at `street` (before its betting, or before the showdown one past the last). */
function stepAt(env: HandEnv, street: number, kind: string): Readonly<Record<string, unknown>> {
  const st = street < env.streets.length ? env.streets[street]!.before : env.streets[env.streets.length - 1]!.closing;
  return st.find((s) => s.kind === kind) as unknown as Readonly<Record<string, unknown>>;
}

/** What the user's functions are told about the hand: copies. */
function handOf(ctx: HandContext, street: string): DecisionHand {
  return {
    seatCount: ctx.betting.seatCount,
    button: ctx.betting.button,
    holeCards: ctx.holeCards.map((h) => (h === null ? null : h.slice())),
    upCards: ctx.upCards.map((h) => (h === null ? null : h.slice())),
    board: ctx.board.slice(),
    folded: ctx.betting.folded.slice(),
    street,
  };
}

/** Plain JSON of a user's value (a copy), or a TypeError naming what gave it. */
function json(value: unknown, what: string): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`${what} must be plain JSON`);
  return JSON.parse(text) as unknown;
}

/** The seats still in, clockwise from the first left of the button. */
function liveSeatsInOrder(ctx: HandContext): number[] {
  const n = ctx.betting.seatCount;
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const s = (ctx.betting.button + k) % n;
    if (ctx.holeCards[s] !== null && ctx.holeCards[s] !== undefined && !ctx.betting.folded[s]) out.push(s);
  }
  return out;
}

/** What an ACT event does at a decision: the seat and its choice, or why it is refused (R0.3). */
function decisionOutcome(ctx: HandContext, event: HandEvent, env: HandEnv, kind: string): { seat: number; choice: unknown; error: Error | null } {
  const slice = sliceOf(ctx, kind)!;
  const toAct = slice.toDecide[0] ?? null;
  const e = event as { seat?: unknown; action?: unknown };
  const seat = typeof e.seat === 'number' ? e.seat : toAct;
  const refuse = (code: string, message: string) => ({ seat: seat ?? -1, choice: null, error: new IllegalActionError(code, message, typeof seat === 'number' ? seat : null) });
  if (seat === null || seat !== toAct) return refuse('NOT_YOUR_TURN', `seat ${String(seat)} cannot act: seat ${String(toAct)} decides now at the "${kind}" step (R0.3)`);
  let action;
  try {
    action = normalizeAction(e.action, seat);
  } catch (error) {
    return { seat, choice: null, error: error as Error };
  }
  if (action.type !== 'decide') return refuse('DECISION_PENDING', `seat ${seat} must decide at the "${kind}" step: { type: 'decide', choice } (see legalActions().decide), not ${action.type} (R0.3)`);
  const problem = decisions.get(kind)!.refuse?.(handOf(ctx, slice.name), seat, action.choice, slice.state, slice.step) ?? null;
  if (problem !== null) return refuse('DECISION_REFUSED', `seat ${seat} at the "${kind}" step: ${problem}`);
  return { seat, choice: action.choice, error: null };
}

/** Action `startDecision`: the step of `kind` at `street` starts; its seats decide in turn. */
function startDecision(ctx: HandContext, env: HandEnv, params: KindParams & { street: number }): Partial<HandContext> {
  const { kind, street } = params;
  const decision = decisions.get(kind)!;
  const name = env.streets[Math.min(street, env.streets.length - 1)]!.name;
  const hand = handOf(ctx, name);
  const step = stepAt(env, street, kind);
  const seats = decision.seats !== undefined ? Array.from(decision.seats(hand, step)) : liveSeatsInOrder(ctx);
  const state = json(decision.start?.(hand, step) ?? null, `the start of step kind "${kind}"`);
  const slice: DecisionSlice = { street, name, step: json(step, 'a step') as Readonly<Record<string, unknown>>, toDecide: seats, state };
  return { kinds: { ...ctx.kinds, [kind]: slice }, phase: 'decision', deciding: kind };
}

/** Action `applyDecision`: the seat's accepted choice; the next seat decides, or the step is over. */
function applyDecision(ctx: HandContext, event: HandEvent, env: HandEnv, kind: string): Partial<HandContext> {
  const { seat, choice } = decisionOutcome(ctx, event, env, kind);
  const slice = sliceOf(ctx, kind)!;
  const hand = handOf(ctx, slice.name);
  const state = json(decisions.get(kind)!.apply(hand, seat, choice, slice.state, slice.step), `the state of step kind "${kind}"`);
  const next: DecisionSlice = { ...slice, toDecide: slice.toDecide.slice(1), state };
  const out: Partial<HandContext> = {
    kinds: { ...ctx.kinds, [kind]: next },
    log: appendLog<HandLogEntry>(ctx.log, { type: 'decided', kind, street: hand.street, seat, choice }),
  };
  if (next.toDecide.length === 0) {
    out.deciding = null;
    // a step right before the showdown hands over to it (R125)
    if (slice.street >= env.streets.length) out.phase = 'showdown';
  }
  return out;
}

/** Action `endDecision`: a step nobody decides at (its seats were none) is over. */
function endDecision(ctx: HandContext, env: HandEnv, kind: string): Partial<HandContext> {
  const slice = sliceOf(ctx, kind)!;
  return { deciding: null, ...(slice.street >= env.streets.length ? { phase: 'showdown' as const } : {}) };
}

/** The guards every decision kind shares (each told its kind by params). @internal */
export function decisionGuards(env: HandEnv) {
  return {
    /** The decision is refused: not the seat to decide, not a `decide` action, or the kind refuses the choice (R0.3). */
    decisionIllegal: ({ context, event }: { context: HandContext; event: HandEvent }, params: KindParams) => decisionOutcome(context, event, env, params.kind).error !== null,
    /** After this decision another seat still decides. */
    decisionPending: ({ context }: { context: HandContext }, params: KindParams) => sliceOf(context, params.kind)!.toDecide.length > 1,
    /** An all-in closed the betting before the step: no betting round follows it (R103). */
    decisionBettingClosed: ({ context }: { context: HandContext }) => context.betting.status !== 'betting',
    /** Nobody is left to decide at the step. */
    decisionsDone: ({ context }: { context: HandContext }, params: KindParams) => sliceOf(context, params.kind)!.toDecide.length === 0,
  };
}

/** The actions every decision kind shares (each told its kind by params). @internal */
export function decisionActions(env: HandEnv) {
  return {
    /** A step of a kind of yours starts: its state, and the seats that decide in turn. */
    startDecision: updateContext((context, _event, params: KindParams & { street: number }) => startDecision(context, env, params)),
    /** A seat's accepted decision: the kind's new state; the next seat decides. */
    applyDecision: updateContext((context, event, params: KindParams) => applyDecision(context, event, env, params.kind)),
    /** The step is over with nobody to decide. */
    endDecision: updateContext((context, _event, params: KindParams) => endDecision(context, env, params.kind)),
    /** Records a refused decision as a `refused` event; the hand does not change (R0.3). */
    refuseDecision: emit(({ context, event }: { context: HandContext; event: HandEvent }, params: KindParams) => ({
      type: 'refused' as const, error: decisionOutcome(context, event, env, params.kind).error!, event,
    })),
  };
}

/** The chart state of a decision step; `leave` is where it goes once every seat decided. */
function decisionState(kind: string, description: string, leave: (actions: ActionList) => TransitionList): ChartState {
  const params = { kind };
  return {
    description,
    always: leave([]).map((t) => ({ ...t, guard: { type: 'decisionsDone', params }, actions: [{ type: 'endDecision', params }, ...(t.actions as ActionList)] })),
    on: {
      ACT: [
        { guard: { type: 'decisionIllegal', params }, actions: [{ type: 'refuseDecision', params }], description: `refused with an IllegalActionError: not the seat to decide, not { type: 'decide', choice }, or the "${kind}" kind refuses the choice; nothing changes (R0.3)` },
        { guard: { type: 'decisionPending', params }, actions: [{ type: 'applyDecision', params }], description: `the seat's decision; the next seat decides` },
        ...leave([{ type: 'applyDecision', params }]),
      ],
    },
  };
}

/**
 * The compiled form of a user's kind with a `decision`: a kind like the built-in ones, which the
 * registry asks for its part of the hand. @internal
 */
export function decisionKind(user: StepKind & { decision: StepDecision }): BuiltInStepKind {
  const kind = user.kind;
  decisions.set(kind, user.decision);
  const closingState = `closing-${kind}`;
  const firstIs = (steps: readonly HandStep[]) => steps.length > 0 && steps[0]!.kind === kind;
  const closingHere = (b: ChartBuild) => firstIs(b.streets[b.last]!.closing);
  const text = (b: ChartBuild, street: number) => `${user.decision.description ?? 'every seat still in decides in turn'}: one ACT { type: 'decide', choice } per seat, as legalActions().decide offers (the "${kind}" step, a kind of your own, at the ${b.streets[Math.min(street, b.last)]!.name})`;
  return {
    kind,
    fields: user.fields,
    checkStep(st, place) {
      const out = place.before;
      const last = out[out.length - 1]?.kind;
      // right after a betting round (first in the next street, or before the showdown), or right after the hole cards (before the first betting round)
      if (!(last === 'bet' || (place.bets === 0 && last === 'seats' && out.length === 1))) {
        fail(place.field, `a "${kind}" step comes right after a betting round (first in its street, or right before the showdown) or right after the first seats step: put it after a bet step`);
      }
      const problem = user.check?.(st) ?? null;
      if (problem !== null) fail(place.field, `a "${kind}" step: ${problem}`);
      return { ...st } as unknown as HandStep;
    },
    fold(step, plan) {
      plan.pending.push(step);
    },
    guards: decisionGuards,
    actions: decisionActions,
    phases: [],
    toAct: (ctx) => sliceOf(ctx, kind)?.toDecide[0] ?? null,
    legalActions(ctx): LegalActions | null {
      const slice = sliceOf(ctx, kind);
      const seat = slice?.toDecide[0];
      if (slice === undefined || seat === undefined || ctx.deciding !== kind) return null;
      const options = json(user.decision.options(handOf(ctx, slice.name), seat, slice.state, slice.step), `the options of step kind "${kind}"`);
      return { seat, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: null, runIt: null, decide: { kind, options } };
    },
    phaseText: (ctx) => `waiting for seat ${String(sliceOf(ctx, kind)?.toDecide[0])}'s decision at the "${kind}" step`,
    street: (ctx) => sliceOf(ctx, kind)!.name,
    viewLog: (e, viewer) => (e.type === 'decided' && e.kind === kind
      ? { type: 'decided', kind, street: e.street, seat: e.seat, choice: e.seat === viewer ? json(e.choice, 'a choice') : null }
      : undefined),
    view(ctx, viewer) {
      const slice = sliceOf(ctx, kind);
      if (slice === undefined || user.decision.view === undefined) return undefined;
      return json(user.decision.view(slice.state, viewer, handOf(ctx, slice.name)), `the view of step kind "${kind}"`);
    },
    settle(ctx) {
      const slice = sliceOf(ctx, kind);
      if (slice === undefined || user.decision.settle === undefined) return undefined;
      return json(user.decision.settle(slice.state, handOf(ctx, slice.name)), `the settlement of step kind "${kind}"`);
    },
    chart: {
      order: -1,
      enter(b, j, guard, actions, why) {
        if (!firstIs(b.streets[j]!.before)) return null;
        return [{
          ...(guard ? { guard } : {}), target: b.at(j, kind), actions: [...actions, { type: 'startDecision', params: { kind, street: j } }],
          description: `${why}; the "${kind}" step: ${text(b, j)}`,
        }];
      },
      toShowdown(b, guard, actions, why) {
        if (!closingHere(b)) return null;
        return [{
          guard, target: b.at(b.last, closingState), actions: [...actions, { type: 'startDecision', params: { kind, street: b.streets.length } }],
          description: `${why}: before the showdown, the "${kind}" step: ${text(b, b.streets.length)}`,
        }];
      },
      streetInitial: (b, i) => (firstIs(b.streets[i]!.before) ? kind : null),
      streetStates(b, i) {
        const out: Record<string, ChartState> = {};
        if (firstIs(b.streets[i]!.before)) {
          out[kind] = decisionState(kind, text(b, i), (actions) => [
            { guard: 'decisionBettingClosed', target: '#hand.runout', actions, description: 'every seat decided and an all-in closed the betting: no betting round, the rest of the hand runs out (R103)' },
            ...b.enterCards(i, null, actions, `every seat decided at the "${kind}" step`),
          ]);
        }
        if (i === b.last && closingHere(b)) {
          out[closingState] = decisionState(kind, `after the ${b.streets[i]!.name} betting, before the showdown: ${text(b, b.streets.length)}`,
            (actions) => [{ target: '#hand.showdown', actions, description: `every seat decided at the "${kind}" step: showdown (R125)` }]);
        }
        return out;
      },
    },
  };
}
