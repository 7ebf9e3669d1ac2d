import { hmacSha256 } from './hmacSha256.js';
import { RestoreError } from './errors.js';

/** A key that signs saves: a secret string (UTF-8) or bytes. */
export type SaveKey = string | Uint8Array;

/** JSON text of `value` with every object's keys sorted, so a save signs the same after a trip through a database that reorders keys. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/**
 * The signature of a save (a hand's or a table's): HMAC-SHA-256 under `key` of the save's JSON
 * with its keys sorted and without its own `signature` field, as 64 hex digits.
 */
export function saveSignature(save: object, key: SaveKey): string {
  const { signature: _ignored, ...rest } = save as Record<string, unknown>;
  return hmacSha256(key, canonicalJson(rest));
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
