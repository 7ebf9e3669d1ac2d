import type { HandContext, HandEnv } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { ExchangeStep, HandStep } from '../../VariantSpec.js';
import { dealOutcome } from '../../handOutcome.js';
import { failStep as fail, showValue } from '../../errors.js';
import { updateContext } from '../../updateContext.js';
import { emit } from 'xstate';
import {
  bettingClosed, closingExchange, dealReplacements, discardActions, discardCards, discardIllegal, discardOutcome, drawPending, enterExchange, exchangeDue,
  exchangeState, exchangeStreetName, readReplacements, replacementsAwaited, streetExchange,
} from './exchangeStep.js';
import { type ActionList, type BuiltInStepKind, type ChartBuild, type ChartState, isCount, type TransitionList } from '../StepKind.js';

/** What a guard of the hand chart is given. */
interface GuardArgs {
  context: HandContext;
  event: HandEvent;
}

/** The guards of the `exchange` kind: discards and draws (R103, R212, R213, R234). @internal */
export function exchangeGuards(env: HandEnv) {
  return {
    /** The discard is refused: not the seat to discard, not a discard, a wrong count, a card not held or repeated (R0.3, R212). */
    discardIllegal: ({ context, event }: GuardArgs) => discardIllegal(context, event, env),
    /** Manual dealing: this discard's replacements are dealt by hand, so the hand waits for them (R212, R35). */
    replacementsAwaited: ({ context, event }: GuardArgs) => replacementsAwaited(context, event, env),
    /** After this discard (or its replacements), another seat still has to discard (R212). */
    drawPending: ({ context, event }: GuardArgs) => drawPending(context, event),
    /** An all-in closed the betting before this exchange: no betting round follows it (R103, R212). */
    bettingClosed: ({ context }: GuardArgs) => bettingClosed(context),
    /** Betting is closed and the given street's exchange comes next: the players still draw (R103, R212). */
    exchangeDue: ({ context }: GuardArgs, params: { street: number }) => exchangeDue(context, env, params.street),
  };
}

/** The actions of the `exchange` kind (R212, R213, R220). @internal */
export function exchangeActions(env: HandEnv) {
  return {
    /** A street's exchange starts: the seats still in discard in turn from the left of the button; a draw burns one card first (R212, R213). */
    enterExchange: updateContext((context, _event, params: { street: number }) => enterExchange(context, env, params.street)),
    /** The seat's discard; in a draw from the deck, its replacements, reshuffling the discards and burns when the stub runs out (R212, R213, R220). */
    discardCards: updateContext((context, event) => discardCards(context, event, env)),
    /** A seat's replacement cards under manual dealing (R212). */
    dealReplacements: updateContext((context, event) => dealReplacements(context, dealOutcome(context, event, env).cards!, env)),
    /** Records a refused discard as a `refused` event; the hand does not change (R0.3, R212). */
    refuseDiscard: emit(({ context, event }: GuardArgs) => ({ type: 'refused' as const, error: discardOutcome(context, event, env).error!, event })),
  };
}

/** What an exchange is, in words. */
function exchangeText(ex: ExchangeStep): string {
  const count = ex.min === ex.max ? `${ex.min}` : `${ex.min} to ${ex.max}`;
  return ex.draw ? `draw (${count} cards discarded and replaced, after a burn)` : `discard (${count} cards, not replaced)`;
}

/** The closing exchange's words (R234); a discard-only one takes a fixed count. */
function closingText(ex: ExchangeStep): string {
  return ex.draw
    ? `draw (${ex.min === ex.max ? ex.min : `${ex.min} to ${ex.max}`} cards discarded and replaced, after a burn)`
    : `discard (${ex.min} cards, not replaced)`;
}

/** The last street's closing exchange, right before the showdown (R234), or `null`. */
const closingOf = (b: ChartBuild) => closingExchange(b);
/** The closing exchange's number: one past the last street (see exchangeAt). */
const closingNumber = (b: ChartBuild) => b.streets.length;

/** Where street `j`'s exchange goes once the last seat has discarded (and been dealt its replacements), running `actions` first. */
function leaveExchange(b: ChartBuild, j: number, actions: ActionList): TransitionList {
  return [
    { guard: 'bettingClosed', target: '#hand.runout', actions, description: 'the exchange is over and an all-in closed the betting: no betting round, the rest of the hand runs out (R103, R212)' },
    ...b.enterCards(j, null, actions, 'the exchange is over (R212)'),
  ];
}

/** Where the closing exchange goes once the last seat has discarded (and been dealt its replacements), running `actions` first (R234). */
const leaveClosing = (actions: ActionList): TransitionList => [
  { target: '#hand.showdown', actions, description: 'the exchange is over: showdown, hands shown in order (R125, R234)' },
];

/** A `draw` state (or the closing `closingDraw`) and, for a draw, its `replace` twin. */
function exchangeStates(ex: ExchangeStep, names: { draw: string; replace: string }, description: string, leave: (actions: ActionList) => TransitionList): Record<string, ChartState> {
  const out: Record<string, ChartState> = {
    [names.draw]: {
      description,
      on: {
        ACT: [
          { guard: 'discardIllegal', actions: 'refuseDiscard', description: 'refused with an IllegalActionError: not the seat to discard, not a discard, a wrong count, or a card not held or repeated; nothing changes (R0.3, R212)' },
          ...(ex.draw
            ? [{ guard: 'replacementsAwaited', target: names.replace, actions: 'discardCards', description: 'manual dealing: the seat discards; wait for its replacement cards (dealHole, R212)' }]
            : []),
          { guard: 'drawPending', actions: 'discardCards', description: ex.draw ? 'the seat discards and is dealt as many cards from the stub, reshuffling the earlier discards and burns if it runs out; the next seat discards (R212, R213)' : 'the seat discards; the next seat discards (R212, R220)' },
          ...leave(['discardCards']),
        ],
      },
    },
  };
  if (ex.draw) {
    out[names.replace] = {
      description: 'manual dealing: waits for the replacement cards of the seat that discarded, as many as it discarded (R212, R213)',
      on: {
        DEAL_HOLE: [
          { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: another seat, a wrong count, or a card in play already; nothing changes (R0.3, R5, R212)' },
          { guard: 'drawPending', target: names.draw, actions: 'dealReplacements', description: 'the seat gets its replacements; the next seat discards (R212)' },
          ...leave(['dealReplacements']),
        ],
      },
    };
  }
  return out;
}

/** Cards a seat holds before step `before.length` (seat deals, less discard-only throws). */
function cardsHeld(before: readonly HandStep[]): number {
  return before.reduce((n, o) => n + (o.kind === 'seats' ? o.cards.length : o.kind === 'exchange' && !o.draw ? -o.min : 0), 0);
}

/** Cards a seat throws away in discard-only exchanges (R220), and the largest draw (R212), of checked steps. @internal */
export function exchangeCounts(steps: readonly HandStep[]): { discarded: number; drawMax: number } {
  let discarded = 0;
  let drawMax = 0;
  for (const st of steps) {
    if (st.kind === 'exchange' && !st.draw) discarded += st.max;
    if (st.kind === 'exchange' && st.draw) drawMax = Math.max(drawMax, st.max);
  }
  return { discarded, drawMax };
}

/**
 * The `exchange` step kind (R212, R213, R220, R234): a draw or a discard, right after a betting
 * round (first in the next street), or right before the showdown. It draws a street's `draw` and
 * `replace` states (`closingDraw`, `closingReplace` before the showdown), starts the streets that
 * have one, and adds the draws still due to the run-out. @internal
 */
export const exchangeKind: BuiltInStepKind = {
  kind: 'exchange',
  fields: ['min', 'max', 'draw'],
  checkStep(st, place) {
    const f = place.field;
    const out = place.before;
    if (place.bets === 0 || out[out.length - 1]!.kind !== 'bet') fail(f, 'an exchange comes right after a betting round, first in its street (R211, R212): put it after a bet step');
    if (!isCount(st.min, 0)) fail(`${f}.min`, `must be an integer of at least 0 (0: a seat may stand pat), got ${showValue(st.min)}`);
    if (!isCount(st.max, Math.max(1, st.min))) fail(`${f}.max`, `must be an integer of at least 1 and at least min (${st.min}), got ${showValue(st.max)}`);
    if (typeof st.draw !== 'boolean') fail(`${f}.draw`, 'must be true (discards are replaced, a draw) or false (discard only, R220)');
    const held = cardsHeld(out);
    if (st.max > held) fail(`${f}.max`, `a seat holds ${held} cards at this exchange, so it cannot discard ${st.max}`);
    if (!st.draw && st.min !== st.max) fail(f, `a discard-only exchange takes a fixed count (min = max), got ${st.min} to ${st.max} (R220)`);
    if (!st.draw && st.max === held) fail(`${f}.max`, `a discard-only exchange must leave the seat some cards; it holds ${held}`);
    return { kind: 'exchange', min: st.min, max: st.max, draw: st.draw };
  },
  fold(step, plan) {
    // waits for the next bet step's street, or, after the last betting round, for the showdown (R234)
    plan.pending.push(step as ExchangeStep);
  },
  guards: exchangeGuards,
  actions: exchangeActions,
  phases: ['draw'],
  toAct(ctx) {
    const ex = exchangeState(ctx);
    return ex !== null && ex.awaiting === null ? ex.toDiscard[0] ?? null : null;
  },
  legalActions: (ctx) => discardActions(ctx),
  phaseText(ctx) {
    const awaiting = exchangeState(ctx)?.awaiting;
    return awaiting ? `waiting for seat ${awaiting.seat}'s ${awaiting.count} replacement card(s) (R212)` : 'in a draw (R212)';
  },
  street: (ctx, env) => exchangeStreetName(env, exchangeState(ctx)!.street),
  // the draws are tracked when a street has an exchange or the last a closing one (R212, R234)
  slice: (env, start) => (env.streets.some((st) => streetExchange(st) !== null) || closingExchange(env) !== null
    ? { street: -1, min: 0, max: 0, draw: false, toDiscard: [], awaiting: null, muck: [], rng: start.rng }
    : undefined),
  // another seat's discards are hidden; their count is not (R212)
  viewLog: (e, viewer) => (e.type === 'discarded'
    ? { type: 'discarded', street: e.street, seat: e.seat, cards: e.seat === viewer && e.cards !== null ? e.cards.slice() : null, count: e.count }
    : undefined),
  dealtCards: (ctx, seat, cards) => (exchangeState(ctx)?.awaiting ? readReplacements(ctx, seat, cards) : undefined),
  chart: {
    order: -1,
    enter(b, j, guard, actions, why) {
      const ex = streetExchange(b.streets[j]!);
      if (ex === null) return null;
      return [{
        ...(guard ? { guard } : {}), target: b.at(j, 'draw'), actions: [...actions, { type: 'enterExchange', params: { street: j } }],
        description: `${why}; the ${b.streets[j]!.name}'s ${exchangeText(ex)}: every seat still in, all-in players too, discards in turn from the left of the button (R212)`,
      }];
    },
    toShowdown(b, guard, actions, why) {
      const closing = closingOf(b);
      if (closing === null) return null;
      return [{
        guard, target: b.at(b.last, 'closingDraw'), actions: [...actions, { type: 'enterExchange', params: { street: closingNumber(b) } }],
        description: `${why}: before the showdown, the ${closingText(closing)}: every seat still in, all-in players too, discards in turn from the left of the button (R212, R234)`,
      }];
    },
    streetInitial: (b, i) => (streetExchange(b.streets[i]!) === null ? null : 'draw'),
    streetStates(b, i) {
      const street = b.streets[i]!;
      const ex = streetExchange(street);
      const closing = closingOf(b);
      return {
        ...(ex === null ? {} : exchangeStates(ex, { draw: 'draw', replace: 'replace' },
          `the ${street.name}'s ${exchangeText(ex)}: one ACT { type: 'discard', cards } per seat still in, clockwise from the left of the button, all-in players too ([] stands pat) (R212, R213${ex.draw ? '' : ', R220'})`,
          (actions) => leaveExchange(b, i, actions))),
        ...(i !== b.last || closing === null ? {} : exchangeStates(closing, { draw: 'closingDraw', replace: 'closingReplace' },
          `after the ${street.name} betting, before the showdown, the ${closingText(closing)}: one ACT { type: 'discard', cards } per seat still in, clockwise from the left of the button, all-in players too (R212, R234${closing.draw ? ', R213' : ', R220'})`,
          leaveClosing)),
      };
    },
    describeStreet(b, i, text) {
      const ex = streetExchange(b.streets[i]!);
      const closing = closingOf(b);
      const then = i === b.last && closing !== null ? `, then the ${closingText(closing)} before the showdown (R234)` : '';
      return (ex === null ? text : `The ${exchangeText(ex)} (R212${ex.draw ? ', R213' : ', R220'}), then ${text[0]!.toLowerCase()}${text.slice(1)}`) + then;
    },
    runoutDescription: (b) => (b.seatStreets || b.boardStreets ? null : 'betting closed with an all-in: no more betting; the players still draw in turn (R103, R212), then the hands are shown'),
    runoutSteps(b) {
      const closing = closingOf(b);
      return [
        ...b.streets.flatMap((st, j) => {
          const ex = streetExchange(st);
          return ex === null ? [] : [{
            guard: { type: 'exchangeDue', params: { street: j } }, target: b.at(j, 'draw'), actions: [{ type: 'enterExchange', params: { street: j } }],
            description: `the ${st.name}'s exchange comes next: the players still ${ex.draw ? 'draw' : 'discard'}, all-in players too, with no betting (R103, R212)`,
          }];
        }),
        ...(closing === null ? [] : [{
          guard: { type: 'exchangeDue', params: { street: closingNumber(b) } }, target: b.at(b.last, 'closingDraw'), actions: [{ type: 'enterExchange', params: { street: closingNumber(b) } }],
          description: `every card is out and the ${closingText(closing)} comes before the showdown: the players still ${closing.draw ? 'draw' : 'discard'}, all-in players too, with no betting (R103, R212, R234)`,
        }]),
      ];
    },
    // a stud street's words come first when a game has both
    runoutEndText: (b) => (!b.seatStreets && (closingOf(b) !== null || b.streets.some((st) => streetExchange(st) !== null)) ? 'every draw is over' : null),
  },
};
