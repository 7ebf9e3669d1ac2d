import { type Card, parseCards } from '@pokerchart/cards';
import { describeStructure, type ForcedBets } from '@pokerchart/betting';
import type { HandContext, HandEnv } from './HandContext.js';
import type { HandOptions } from './HandOptions.js';
import type { HandOrigin, PersistedHand, PersistedHandEvent } from './PersistedHand.js';
import { HandActor } from './HandActor.js';
import { HandStepper } from './HandStepper.js';
import { RestoreError } from './errors.js';
import { checkSaveKey, saveSignature, type SaveKey } from './saveSignature.js';

const FORCED_BET_KEYS = ['minBet', 'preflopLastFullRaise', 'firstToAct', 'anteDead', 'anteOrder'] as const;
const RULE_KEYS = ['allowOpenFold', 'bbAnteOrder', 'straddleMinRaise', 'autoMuck', 'bringInMay', 'openPairBigBet'] as const;

const isPlain = (v: unknown): boolean => typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string';

/**
 * How a hand that `createHand` just validated started, for its saves: a copy of the options' known
 * fields only (the caller may change its object afterwards). @internal
 */
export function originOf(options: HandOptions, context: HandContext): HandOrigin {
  // the stacks as the betting state started from them (a packed copy of the same numbers: Array.from of a
  // caller's holey `new Array(n).fill(x)` takes a slow path)
  const o: HandOrigin['options'] = { stacks: context.betting.startStacks.slice(), button: options.button };
  if (options.blinds !== undefined) o.blinds = { small: options.blinds.small, big: options.blinds.big };
  if (options.ante !== undefined) o.ante = { amount: options.ante.amount, mode: options.ante.mode };
  if (options.straddle !== undefined) o.straddle = options.straddle;
  if (options.bringIn !== undefined) o.bringIn = options.bringIn;
  if (options.bombPot !== undefined) o.bombPot = { ante: options.bombPot.ante };
  if (options.runItTimes !== undefined) o.runItTimes = options.runItTimes;
  if (options.maxRuns !== undefined) o.maxRuns = options.maxRuns;
  if (context.rake !== undefined) o.rake = { ...context.rake };
  if (options.forcedBets !== undefined) {
    const fb = options.forcedBets;
    const copy: Record<string, unknown> = { antes: Array.from(fb.antes), blinds: Array.from(fb.blinds) };
    for (const key of FORCED_BET_KEYS) if (isPlain(fb[key])) copy[key] = fb[key];
    o.forcedBets = copy as unknown as ForcedBets;
  }
  if (options.rules !== undefined) {
    const rules: Record<string, unknown> = {};
    for (const key of RULE_KEYS) if (isPlain(options.rules[key])) rules[key] = options.rules[key];
    if (Object.keys(rules).length > 0) o.rules = rules;
  }
  const dealing = options.dealing;
  const deck = context.dealing === 'deck' && dealing !== undefined && dealing !== 'manual' && 'deck' in dealing
    ? parseCards(dealing.deck as readonly (string | Card)[])
    : null;
  return { options: o, deck };
}

/** The events that made a hand what it is, read from its log (actions; deals under manual dealing). @internal */
export function eventsOf(ctx: HandContext): PersistedHandEvent[] {
  const events: PersistedHandEvent[] = [];
  const manual = ctx.dealing === 'manual';
  for (const e of ctx.log) {
    if (e.type === 'acted') events.push({ type: 'ACT', seat: e.seat, action: e.action });
    else if (e.type === 'decided') events.push({ type: 'ACT', seat: e.seat, action: { type: 'decide', choice: e.choice } });
    else if (e.type === 'chose-runs') events.push({ type: 'ACT', seat: e.seat, action: { type: 'run-it', times: e.times } });
    else if (e.type === 'discarded' && e.cards !== null) events.push({ type: 'ACT', seat: e.seat, action: { type: 'discard', cards: e.cards } });
    else if (manual && e.type === 'dealt' && e.cards !== null) events.push({ type: 'DEAL_HOLE', seat: e.seat, cards: e.cards });
    else if (manual && e.type === 'board') {
      // R230: one deal gives a street's cards to every board, board 1 first
      const previous = events[events.length - 1];
      if (e.board !== undefined && e.board > 0 && previous?.type === 'DEAL_BOARD') previous.cards = [...previous.cards, ...e.cards];
      else events.push({ type: 'DEAL_BOARD', cards: e.cards });
    }
  }
  return events;
}

/**
 * The save of a hand made by `createHand` or `restoreHand` (format version 3): its options (the
 * variant, the betting structure and the dealing among them), its events and its persisted snapshot, as a JSON copy, signed when a `key` is given. @internal
 * @throws {@link RestoreError} `NOT_SAVABLE` for an actor whose creation was not recorded.
 */
export function persistHand(actor: { getPersistedSnapshot(): unknown }, env: HandEnv, options?: { key?: SaveKey }): PersistedHand {
  const origin = actor instanceof HandActor || actor instanceof HandStepper ? actor.origin : null;
  const snapshot = actor.getPersistedSnapshot() as PersistedHand['snapshot'];
  if (origin === null) {
    throw new RestoreError('NOT_SAVABLE', 'hand', 'only a hand made by createHand or restoreHand can be saved: its options were not recorded');
  }
  const ctx = snapshot.context;
  const dealing: PersistedHand['options']['dealing'] = ctx.dealing === 'manual' ? 'manual' : ctx.dealing === 'seed' ? { seed: ctx.seed! } : { deck: origin.deck! };
  const save = JSON.parse(
    JSON.stringify({
      format: 'pokerchart-hand',
      version: 3,
      options: { variant: env.variant.id, betting: describeStructure(env.betting), dealing, ...origin.options },
      events: eventsOf(ctx),
      snapshot,
    }),
  ) as PersistedHand;
  if (options?.key !== undefined) {
    checkSaveKey(options.key);
    save.signature = saveSignature(save, options.key);
  }
  return save;
}
