import type { Card } from '@pokerchart/cards';
import { type BettingStructure, describeStructure } from '@pokerchart/betting';
import type { InspectionEvent } from 'xstate';
import { HandActor } from './HandActor.js';
import { createHandMachine, runtimeOf } from './createHandMachine.js';
import { LiveHand } from './createHand.js';
import type { Hand } from './Hand.js';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import type { PersistedHand } from './PersistedHand.js';
import { RestoreError } from './RestoreError.js';
import type { VariantDescriptor } from './VariantSpec.js';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const PHASES = ['hole', 'board', 'betting', 'runout', 'showdown', 'complete'];
const STATUSES: readonly string[] = ['betting', 'street-complete', 'run-out', 'showdown', 'folded'];

function fail(code: string, path: string, message: string): never {
  throw new RestoreError(code, path, `cannot restore the hand: ${path}: ${message}`);
}

/** Walks JSON data: only plain objects, arrays, strings, finite numbers, booleans and null; no unsafe keys. */
function checkJson(value: unknown, path: string, depth: number): void {
  if (depth > 32) fail('BAD_FORMAT', path, 'nested too deeply');
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail('BAD_FORMAT', path, 'numbers must be finite');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJson(v, `${path}[${i}]`, depth + 1));
    return;
  }
  if (typeof value !== 'object') fail('BAD_FORMAT', path, `${typeof value} is not JSON data`);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) fail('BAD_FORMAT', path, 'only plain objects are allowed');
  for (const key of Object.keys(value)) {
    if (UNSAFE.has(key)) fail('UNSAFE_KEY', `${path}.${key}`, `the key "${key}" is not allowed in saved data`);
    checkJson((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
  }
}

const isInt = (x: unknown, min = 0): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min;
const intArray = (x: unknown, n: number): x is number[] => Array.isArray(x) && x.length === n && x.every((v) => isInt(v));
const boolArray = (x: unknown, n: number): x is boolean[] => Array.isArray(x) && x.length === n && x.every((v) => typeof v === 'boolean');

/** The state value a context must rest in. */
function expectedValue(ctx: HandContext, env: HandEnv): unknown {
  switch (ctx.phase) {
    case 'hole': return 'dealHole';
    case 'board': return { [env.variant.streets[ctx.betting.street]!.name]: 'deal' };
    case 'betting': return { [env.variant.streets[ctx.betting.street]!.name]: 'bet' };
    case 'runout': return 'runout';
    default: return 'settled';
  }
}

/** Checks the invariants a saved context must keep: shapes, chips (R0.5), cards (R5), state. */
function checkContext(raw: unknown, value: unknown, env: HandEnv): HandContext {
  const p = 'snapshot.context';
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) fail('BAD_FORMAT', p, 'must be an object');
  const ctx = raw as HandContext;
  if (ctx.version !== 1) fail('BAD_FORMAT', `${p}.version`, 'must be 1');
  if (ctx.variantId !== env.variant.id) fail('MISMATCH', `${p}.variantId`, `saved for variant "${String(ctx.variantId)}", not "${env.variant.id}"`);
  if (!PHASES.includes(ctx.phase)) fail('BAD_FORMAT', `${p}.phase`, `unknown phase ${JSON.stringify(ctx.phase)}`);
  if (!['seed', 'deck', 'manual'].includes(ctx.dealing)) fail('BAD_FORMAT', `${p}.dealing`, 'must be seed, deck or manual');
  const b = ctx.betting;
  if (b === null || typeof b !== 'object') fail('BAD_FORMAT', `${p}.betting`, 'must be an object');
  const n = b.seatCount;
  if (!isInt(n, 2)) fail('BAD_FORMAT', `${p}.betting.seatCount`, 'must be an integer >= 2');
  for (const key of ['startStacks', 'stacks', 'committed', 'contributed', 'returned'] as const) {
    if (!intArray(b[key], n)) fail('CORRUPT', `${p}.betting.${key}`, `must be ${n} non-negative integers (R0.1)`);
  }
  for (const key of ['dealtIn', 'folded', 'allIn', 'hasActed'] as const) {
    if (!boolArray(b[key], n)) fail('CORRUPT', `${p}.betting.${key}`, `must be ${n} booleans`);
  }
  if (!isInt(b.collected) || !isInt(b.dead) || !isInt(b.street) || b.street >= env.variant.streets.length) {
    fail('CORRUPT', `${p}.betting`, 'collected, dead and street must be non-negative integers within the variant');
  }
  if (!isInt(b.button) || b.button >= n || !b.dealtIn[b.button]) fail('CORRUPT', `${p}.betting.button`, 'must be a dealt-in seat (R12)');
  const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
  if (sum(b.startStacks) > Number.MAX_SAFE_INTEGER) fail('CORRUPT', `${p}.betting.startStacks`, 'the chips add up to more than Number.MAX_SAFE_INTEGER (R0.1)');
  if (sum(b.stacks) + b.collected + sum(b.committed) !== sum(b.startStacks)) {
    fail('CORRUPT', `${p}.betting`, 'chips do not add up: stacks + pot + bets must equal the starting stacks (R0.5)');
  }
  if (sum(b.contributed) + b.dead !== b.collected + sum(b.committed)) {
    fail('CORRUPT', `${p}.betting.contributed`, 'chips do not add up: contributions + dead money must equal pot + bets (R0.5, R110)');
  }
  const seatOrNull = (x: unknown) => x === null || (isInt(x) && x < n && b.dealtIn[x] === true);
  for (const key of ['currentBet', 'nominalBet', 'lastFullRaise', 'fullLevel', 'raiseCount', 'minBet', 'potAdjustment'] as const) {
    if (!isInt(b[key])) fail('CORRUPT', `${p}.betting.${key}`, 'must be a non-negative integer (R0.1)');
  }
  for (const key of ['capped', 'roundStartedHeadsUp', 'bettingClosed'] as const) {
    if (typeof b[key] !== 'boolean') fail('CORRUPT', `${p}.betting.${key}`, 'must be a boolean');
  }
  if (b.streetCount !== env.variant.streets.length) fail('CORRUPT', `${p}.betting.streetCount`, `must be ${env.variant.streets.length}, the variant's streets`);
  if (!STATUSES.includes(b.status)) fail('CORRUPT', `${p}.betting.status`, `unknown status ${JSON.stringify(b.status)}`);
  if (!seatOrNull(b.lastAggressor) || !seatOrNull(b.winner)) fail('CORRUPT', `${p}.betting`, 'lastAggressor and winner must be dealt-in seats or null');
  if (!Array.isArray(b.aggressors) || b.aggressors.length > b.streetCount || !b.aggressors.every(seatOrNull)) {
    fail('CORRUPT', `${p}.betting.aggressors`, 'must list a dealt-in seat or null per street played');
  }
  if (b.posted === null || typeof b.posted !== 'object' || !intArray(b.posted.antes, n) || !intArray(b.posted.blinds, n)) {
    fail('CORRUPT', `${p}.betting.posted`, `must be { antes, blinds } of ${n} non-negative integers`);
  }
  const r = b.rules as unknown as Record<string, unknown> | null;
  if (r === null || typeof r !== 'object' || typeof r.allowOpenFold !== 'boolean'
    || (r.bbAnteOrder !== 'blind-first' && r.bbAnteOrder !== 'ante-first')
    || (r.straddleMinRaise !== 'double-straddle' && r.straddleMinRaise !== 'straddle-plus-bb')) {
    fail('CORRUPT', `${p}.betting.rules`, 'must be the betting rule options (R0.4)');
  }
  if (b.toAct !== null && !(isInt(b.toAct) && b.toAct < n)) fail('CORRUPT', `${p}.betting.toAct`, 'must be a seat or null');
  if (b.toAct !== null && (!b.dealtIn[b.toAct] || b.folded[b.toAct] || b.allIn[b.toAct])) {
    fail('CORRUPT', `${p}.betting.toAct`, `seat ${b.toAct} cannot act: it is not dealt in, folded or all-in (R48)`);
  }
  if ((b.toAct !== null) !== (b.status === 'betting')) fail('CORRUPT', `${p}.betting.toAct`, `a seat acts exactly when the status is betting, not ${JSON.stringify(b.status)}`);
  if (typeof ctx.autoMuck !== 'boolean') fail('CORRUPT', `${p}.autoMuck`, 'must be a boolean');
  if (ctx.seed !== null && !(typeof ctx.seed === 'number' && Number.isSafeInteger(ctx.seed))) fail('CORRUPT', `${p}.seed`, 'must be an integer or null');
  const streets = env.variant.streets;
  if (!Number.isInteger(ctx.dealtStreet) || ctx.dealtStreet < -1 || ctx.dealtStreet >= streets.length) {
    fail('CORRUPT', `${p}.dealtStreet`, `must be an integer from -1 to ${streets.length - 1}`);
  }
  if (!boolArray(ctx.exposed, n)) fail('CORRUPT', `${p}.exposed`, `must be ${n} booleans`);
  if (!Array.isArray(ctx.holeCards) || ctx.holeCards.length !== n) fail('CORRUPT', `${p}.holeCards`, `must have ${n} entries`);
  if (!Array.isArray(ctx.dealOrder) || !ctx.dealOrder.every((s) => isInt(s) && s < n && b.dealtIn[s])
    || new Set(ctx.dealOrder).size !== ctx.dealOrder.length || ctx.dealOrder.length !== b.dealtIn.filter(Boolean).length) {
    fail('CORRUPT', `${p}.dealOrder`, 'must list every dealt-in seat once');
  }
  // R5: every card once, all from the variant's deck
  const seen = new Set<Card>();
  const cards = (list: unknown, path: string) => {
    if (!Array.isArray(list)) fail('CORRUPT', path, 'must be an array of cards');
    for (const c of list) {
      if (!isInt(c) || c > 51 || !env.inDeck[c]) fail('CORRUPT', path, `${JSON.stringify(c)} is not a card of the ${env.variant.name} deck (R5)`);
      if (seen.has(c)) fail('CORRUPT', path, 'a card appears twice (R5)');
      seen.add(c);
    }
  };
  ctx.holeCards.forEach((h, s) => {
    if (h === null) {
      if (b.dealtIn[s]) fail('CORRUPT', `${p}.holeCards[${s}]`, 'a dealt-in seat needs hole cards');
      return;
    }
    cards(h, `${p}.holeCards[${s}]`);
    if (h.length !== 0 && h.length !== env.variant.holeCards) fail('CORRUPT', `${p}.holeCards[${s}]`, `must hold ${env.variant.holeCards} cards`);
    if (h.length === 0 && ctx.phase !== 'hole') fail('CORRUPT', `${p}.holeCards[${s}]`, 'a dealt-in seat needs hole cards once they are dealt');
  });
  cards(ctx.board, `${p}.board`);
  cards(ctx.burns, `${p}.burns`);
  cards(ctx.deck, `${p}.deck`);
  let boardCount = 0;
  for (let i = 0; i <= ctx.dealtStreet; i++) boardCount += streets[i]!.board;
  if (ctx.board.length !== boardCount) fail('CORRUPT', `${p}.board`, `must hold the ${boardCount} cards of the streets dealt so far`);
  if (ctx.dealing !== 'manual' && seen.size !== env.deck.length) {
    fail('CORRUPT', `${p}.deck`, `hole cards, board, burns and deck must make the whole deck of ${env.deck.length} cards (R5)`);
  }
  if (!Array.isArray(ctx.log) || !ctx.log.every((e) => e !== null && typeof e === 'object' && !Array.isArray(e) && typeof (e as { type?: unknown }).type === 'string')) {
    fail('CORRUPT', `${p}.log`, 'must be an array of log entries ({ type, ... })');
  }
  if (ctx.phase !== 'complete' && ctx.result !== null) fail('CORRUPT', `${p}.result`, 'must be null before the hand is complete');
  if (JSON.stringify(expectedValue(ctx, env)) !== JSON.stringify(value)) {
    fail('CORRUPT', 'snapshot.value', `state ${JSON.stringify(value)} does not match the hand's phase "${ctx.phase}"`);
  }
  return ctx;
}

/**
 * Continues a hand saved with {@link Hand.persist}: the restored hand plays on exactly as the
 * original would have (same cards, same legal actions, same result). The saved data is checked
 * first: JSON shapes only, no `__proto__`-style keys, the same variant and betting structure, and a
 * context whose chips and cards add up (R0.5, R5).
 *
 * @param saved - The data from `persist()`, possibly after `JSON.parse(JSON.stringify(...))`.
 * @param options - The variant and betting structure the hand was played with, and an optional XState `inspect` callback.
 * @throws {@link RestoreError} for data it will not load.
 */
export function restoreHand(
  saved: PersistedHand,
  options: { variant: VariantDescriptor; betting: BettingStructure; inspect?: (event: InspectionEvent) => void },
): Hand {
  if (options === null || typeof options !== 'object') fail('BAD_FORMAT', 'options', 'restoreHand needs { variant, betting }');
  checkJson(saved, 'saved', 0);
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) fail('BAD_FORMAT', 'saved', 'must be an object from Hand.persist()');
  if (saved.format !== 'pokerchart-hand' || saved.version !== 1) fail('BAD_FORMAT', 'saved.format', "must be format 'pokerchart-hand', version 1");
  const machine = createHandMachine(options.variant, options.betting);
  const env = runtimeOf(machine).env;
  if (saved.variant !== env.variant.id) fail('MISMATCH', 'saved.variant', `saved for variant "${String(saved.variant)}", not "${env.variant.id}"`);
  if (JSON.stringify(saved.betting) !== JSON.stringify(describeStructure(options.betting))) {
    fail('MISMATCH', 'saved.betting', `saved with betting ${JSON.stringify(saved.betting)}, not ${JSON.stringify(describeStructure(options.betting))}`);
  }
  const snap = saved.snapshot;
  if (snap === null || typeof snap !== 'object') fail('BAD_FORMAT', 'saved.snapshot', 'must be an object');
  if (snap.status !== 'active' && snap.status !== 'done') fail('BAD_FORMAT', 'saved.snapshot.status', 'must be active or done');
  checkContext(snap.context, snap.value, env);
  const copy = JSON.parse(JSON.stringify(snap)) as object;
  // a restored snapshot carries its context, so the machine's input is not used
  const actorOptions = options.inspect !== undefined ? { snapshot: copy, inspect: options.inspect } : { snapshot: copy };
  const actor = new HandActor(machine, actorOptions as never);
  actor.start();
  return new LiveHand(machine, actor);
}
