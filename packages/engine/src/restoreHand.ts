import { PokerchartError } from '@pokerchart/cards';
import { type BettingStructure, describeStructure } from '@pokerchart/betting';
import type { InspectionEvent } from 'xstate';
import { createHand, type LiveHand } from './createHand.js';
import type { Hand } from './Hand.js';
import type { HandOptions } from './HandOptions.js';
import type { PersistedHand } from './PersistedHand.js';
import { RestoreError } from './errors.js';
import { verifySaveSignature } from './saveSignature.js';
import type { VariantDescriptor } from './VariantSpec.js';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

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
    for (let i = 0; i < value.length; i++) checkJson(value[i], `${path}[${i}]`, depth + 1);
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

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** A short JSON text of a value for a message. */
function show(x: unknown): string {
  const text = JSON.stringify(x) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * The path of the first place where `saved` and `replayed` (both JSON data) differ, keys in any
 * order, or `null` when they are equal.
 */
function firstDifference(saved: unknown, replayed: unknown, path: string): { path: string; saved: unknown; replayed: unknown } | null {
  if (saved === replayed) return null;
  if (Array.isArray(saved) && Array.isArray(replayed)) {
    for (let i = 0; i < Math.max(saved.length, replayed.length); i++) {
      const d = firstDifference(saved[i], replayed[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (isObject(saved) && isObject(replayed)) {
    const keys = new Set([...Object.keys(saved), ...Object.keys(replayed)]);
    for (const key of keys) {
      const d = firstDifference(saved[key], replayed[key], `${path}.${key}`);
      if (d !== null) return d;
    }
    return null;
  }
  return { path, saved, replayed };
}

/**
 * Continues a hand saved with {@link Hand.persist}. The save is not believed: the hand is created
 * again from the saved options and dealing, every saved event is played again through the public
 * `act`, `dealHole` and `dealBoard` (so each is checked by the rules), and the state reached must be
 * exactly the saved snapshot. Anything else is refused, so an edited stack, result, round field
 * or state value cannot be restored. The restored hand plays on exactly as the original would have
 * (same cards, same legal actions, same result), and a finished save restores to the same result.
 *
 * @param saved - The data from `persist()`, possibly after `JSON.parse(JSON.stringify(...))`.
 * @param options - The variant and betting structure the hand was played with, and an optional XState
 * `inspect` callback (it also sees the replayed events), and the `key` the save was signed with:
 * given a key, a save that is not signed with it is refused before anything else, which also
 * refuses a consistent edit of the saved options (a starting stack raised in both the options and
 * the snapshot replays as a valid hand, so only the signature can tell).
 * @throws {@link RestoreError}: `BAD_FORMAT` (not a version-2 save of this format, or not JSON data),
 * `UNSAFE_KEY` (a `__proto__`-style key), `MISMATCH` (another variant or betting structure),
 * `BAD_OPTIONS` (options `createHand` refuses), `BAD_EVENT` (an event the rules refuse when
 * replayed), `STATE_MISMATCH` (the saved state differs from the replay; `path` names where),
 * `BAD_SIGNATURE` (a key was given and the save is unsigned or its signature does not match).
 */
export function restoreHand(
  saved: PersistedHand,
  options: { variant: VariantDescriptor; betting: BettingStructure; inspect?: (event: InspectionEvent) => void; key?: string | Uint8Array },
): Hand {
  if (options === null || typeof options !== 'object') fail('BAD_FORMAT', 'options', 'restoreHand needs { variant, betting }');
  if (options.key !== undefined) verifySaveSignature(saved, options.key, 'hand');
  checkJson(saved, 'saved', 0);
  if (!isObject(saved)) fail('BAD_FORMAT', 'saved', 'must be an object from Hand.persist()');
  if (saved.format !== 'pokerchart-hand') fail('BAD_FORMAT', 'saved.format', "must be 'pokerchart-hand'");
  if (saved.signature !== undefined && typeof saved.signature !== 'string') fail('BAD_FORMAT', 'saved.signature', 'must be a hex string');
  if (saved.version !== 2) {
    fail('BAD_FORMAT', 'saved.version', `must be 2, got ${show(saved.version)}: version 1 saves held only a snapshot that cannot be verified; save the hand again`);
  }
  const { variant, betting, inspect } = options;
  let description: unknown;
  try {
    description = describeStructure(betting);
  } catch (e) {
    fail('MISMATCH', 'options.betting', `not a betting structure: ${(e as Error).message}`);
  }
  if (variant === null || typeof variant !== 'object' || saved.variant !== variant.id) {
    fail('MISMATCH', 'saved.variant', `saved for variant ${show(saved.variant)}, not ${show((variant as { id?: unknown } | null)?.id)}`);
  }
  if (JSON.stringify(saved.betting) !== JSON.stringify(description)) {
    fail('MISMATCH', 'saved.betting', `saved with betting ${show(saved.betting)}, not ${show(description)}`);
  }
  if (!isObject(saved.options)) fail('BAD_FORMAT', 'saved.options', 'must be the options of the hand');
  const dealing = saved.dealing as unknown;
  if (dealing !== 'manual' && !(isObject(dealing) && ('seed' in dealing || 'deck' in dealing))) {
    fail('BAD_FORMAT', 'saved.dealing', "must be { seed }, { deck } or 'manual'");
  }
  if (!Array.isArray(saved.events)) fail('BAD_FORMAT', 'saved.events', 'must be the list of events');
  const snapshot = saved.snapshot as unknown;
  if (!isObject(snapshot)) fail('BAD_FORMAT', 'saved.snapshot', 'must be the saved state');

  // the hand again, from its options: every check of createHand applies
  const { variant: _v, betting: _b, inspect: _i, dealing: _d, ...rest } = saved.options as Record<string, unknown>;
  const handOptions = { ...rest, variant, betting, dealing, ...(inspect !== undefined ? { inspect } : {}) } as unknown as HandOptions;
  let hand: Hand;
  try {
    hand = createHand(handOptions);
  } catch (e) {
    if (!(e instanceof PokerchartError)) throw e;
    fail('BAD_OPTIONS', 'saved.options', `createHand refuses them: ${e.message}`);
  }
  // every event through the public API: each one is checked by the rules
  saved.events.forEach((event: unknown, i) => {
    const path = `saved.events[${i}]`;
    if (!isObject(event)) fail('BAD_EVENT', path, 'must be an event { type, ... }');
    try {
      if (event.type === 'ACT') {
        if (event.seat !== hand.toAct) fail('BAD_EVENT', `${path}.seat`, `seat ${show(event.seat)} acts, but the replayed hand has ${show(hand.toAct)} to act (R48)`);
        hand.act(event.action as never);
      } else if (event.type === 'DEAL_HOLE') hand.dealHole(event.seat as number, event.cards as never);
      else if (event.type === 'DEAL_BOARD') hand.dealBoard(event.cards as never);
      else fail('BAD_EVENT', `${path}.type`, `unknown event ${show(event.type)}; events are ACT, DEAL_HOLE, DEAL_BOARD`);
    } catch (e) {
      (hand as LiveHand).stop();
      if (e instanceof RestoreError || !(e instanceof PokerchartError)) throw e;
      fail('BAD_EVENT', path, `the replay refuses it: ${e.message}`);
    }
  });
  // the saved state must be exactly the state the replay reached
  const replayed = JSON.parse(JSON.stringify((hand as LiveHand).persistedSnapshot())) as unknown;
  const diff = firstDifference(snapshot, replayed, 'saved.snapshot');
  if (diff !== null) {
    (hand as LiveHand).stop();
    fail('STATE_MISMATCH', diff.path, `the save says ${show(diff.saved)}, but replaying its ${saved.events.length} event(s) gives ${show(diff.replayed)}`);
  }
  return hand;
}
