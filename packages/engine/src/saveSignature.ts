import { canonicalJson } from './canonicalJson.js';
import { hmacSha256 } from './hmacSha256.js';
import type { Save } from './PersistedHand.js';
import { RestoreError } from './errors.js';

/** A key that signs saves: a secret string (UTF-8) or bytes. */
export type SaveKey = string | Uint8Array;

/**
 * The signature of a save (a hand's or a table's): HMAC-SHA-256 under `key` of the save's JSON
 * with its keys sorted and without its own `signature` field, as 64 hex digits.
 */
export function saveSignature(save: object, key: SaveKey): string {
  // (keys sorted, so a save signs the same after a trip through a database that reorders keys)
  return hmacSha256(key, canonicalJson(save, 'signature'));
}

const isKey = (key: unknown): key is SaveKey =>
  (typeof key === 'string' && key.length > 0) || (key instanceof Uint8Array && key.length > 0);

/**
 * Checks a signing key given to `persist` or a restore: a non-empty string or byte array.
 * @throws {@link RestoreError} `BAD_KEY` otherwise.
 */
export function checkSaveKey(key: unknown): asserts key is SaveKey {
  if (!isKey(key)) throw new RestoreError('BAD_KEY', 'key', 'a signing key must be a non-empty string or Uint8Array');
}

/**
 * Refuses a save whose `signature` is missing or is not the one `key` gives, with a
 * {@link RestoreError} `BAD_SIGNATURE`: any edit of a signed save (its options, events or
 * snapshot, even a consistent one that replays) changes its signature. The comparison takes the
 * same time wherever the first difference is.
 */
export function verifySaveSignature(save: unknown, key: SaveKey, what: 'hand' | 'table' | 'save' = 'save'): void {
  checkSaveKey(key);
  const given = save !== null && typeof save === 'object' ? (save as { signature?: unknown }).signature : undefined;
  if (typeof given !== 'string') {
    throw new RestoreError('BAD_SIGNATURE', 'saved.signature', `cannot restore the ${what}: it is not signed, but a key was given (save it with persist({ key }))`);
  }
  const expected = saveSignature(save as object, key);
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  if (diff !== 0) {
    throw new RestoreError('BAD_SIGNATURE', 'saved.signature', `cannot restore the ${what}: its signature does not match its content under this key; it was edited, or signed with another key`);
  }
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** Walks JSON data: only plain objects, arrays, strings, finite numbers, booleans and null; no unsafe keys. */
function checkJson(value: unknown, path: string, depth: number, fail: (code: string, path: string, message: string) => never): void {
  if (depth > 64) fail('BAD_FORMAT', path, 'nested too deeply');
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail('BAD_FORMAT', path, 'numbers must be finite');
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) checkJson(value[i], `${path}[${i}]`, depth + 1, fail);
    return;
  }
  if (typeof value !== 'object') fail('BAD_FORMAT', path, `${typeof value} is not JSON data`);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) fail('BAD_FORMAT', path, 'only plain objects are allowed');
  for (const key of Object.keys(value)) {
    if (UNSAFE.has(key)) fail('UNSAFE_KEY', `${path}.${key}`, `the key "${key}" is not allowed in saved data`);
    checkJson((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1, fail);
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** A short JSON text of a value for a message. @internal */
export function showSaved(x: unknown): string {
  const text = JSON.stringify(x) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** What a kind of save is, for {@link readSave}. @internal */
export interface SaveKind {
  /** The `format` it must have. */
  readonly format: string;
  /** The current version. */
  readonly version: number;
  /** What the messages call it: `'hand'`, `'table'`. */
  readonly what: string;
  /** Older versions that still restore, each read as the current version (a version not here is refused with how to migrate). */
  readonly migrate?: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>>;
  /** Why a version that is neither current nor migrated cannot be read, and what to do. */
  readonly refused?: string;
}

/**
 * Reads a save of the {@link Save} model, the one reader of every restore: the signature first
 * when a `key` is given ({@link verifySaveSignature}, so a consistent edit is refused before
 * anything else), then JSON data only (plain objects, finite numbers, no `__proto__`-style key),
 * the `format`, the `version` (an older one read through the kind's migration, or refused with a
 * message that says how to migrate), `options` an object, `events` a list, `snapshot` an object
 * when present. What the options and events mean is the restore's to check, by replaying them.
 * @throws {@link RestoreError} `BAD_SIGNATURE`, `BAD_KEY`, `BAD_FORMAT` or `UNSAFE_KEY`, with `path`. @internal
 */
export function readSave(saved: unknown, kind: SaveKind, key?: SaveKey): Save<string, Record<string, unknown>, unknown, Record<string, unknown>> {
  const fail = (code: string, path: string, message: string): never => {
    throw new RestoreError(code, path, `cannot restore the ${kind.what}: ${path}: ${message}`);
  };
  if (key !== undefined) verifySaveSignature(saved, key, kind.what === 'hand' || kind.what === 'table' ? kind.what : 'save');
  checkJson(saved, 'saved', 0, fail);
  if (!isObject(saved)) return fail('BAD_FORMAT', 'saved', `must be an object from persist() of a ${kind.what}`);
  if (saved.format !== kind.format) fail('BAD_FORMAT', 'saved.format', `must be '${kind.format}', got ${showSaved(saved.format)}`);
  if (saved.signature !== undefined && typeof saved.signature !== 'string') fail('BAD_FORMAT', 'saved.signature', 'must be a hex string');
  let save: Record<string, unknown> = saved;
  if (save.version !== kind.version) {
    const migrate = typeof save.version === 'number' ? kind.migrate?.[save.version] : undefined;
    if (migrate === undefined) {
      fail('BAD_FORMAT', 'saved.version', `must be ${kind.version}, got ${showSaved(save.version)}${kind.refused !== undefined ? `: ${kind.refused}` : ''}`);
    }
    save = migrate!(save);
  }
  if (!isObject(save.options)) fail('BAD_FORMAT', 'saved.options', `must be the options of the ${kind.what}`);
  if (!Array.isArray(save.events)) fail('BAD_FORMAT', 'saved.events', 'must be the list of events');
  if (save.snapshot !== undefined && !isObject(save.snapshot)) fail('BAD_FORMAT', 'saved.snapshot', 'must be the saved state');
  return save as unknown as Save<string, Record<string, unknown>, unknown, Record<string, unknown>>;
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
 * Refuses a save whose `snapshot` is not exactly the state its replay reached (both JSON data),
 * with a {@link RestoreError} `STATE_MISMATCH` whose `path` names the first difference.
 * @internal
 */
export function checkReplay(what: string, snapshot: unknown, replayed: unknown, events: number): void {
  const diff = firstDifference(snapshot, JSON.parse(JSON.stringify(replayed)) as unknown, 'saved.snapshot');
  if (diff !== null) {
    throw new RestoreError('STATE_MISMATCH', diff.path, `cannot restore the ${what}: ${diff.path}: the save says ${showSaved(diff.saved)}, but replaying its ${events} event(s) gives ${showSaved(diff.replayed)}`);
  }
}
