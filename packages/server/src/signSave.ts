import { createHmac } from 'node:crypto';
import type { SaveKey } from '@pokerchart/engine';
import { canonicalJson } from '@pokerchart/engine/internal';

/**
 * The signature of a save of JSON data, the engine's `saveSignature`: HMAC-SHA-256 under `key` of
 * the save's JSON with its keys sorted and without its own `signature` field, as 64 hex digits;
 * the same canonical JSON (the engine's `canonicalJson`) under Node's native HMAC instead of the
 * engine's portable one, so the same digits (which `verifySaveSignature` checks) for a fraction of
 * the CPU on a table's snapshot. @internal
 */
export function signSave(save: object, key: SaveKey): string {
  return createHmac('sha256', key).update(canonicalJson(save, 'signature'), 'utf8').digest('hex');
}
