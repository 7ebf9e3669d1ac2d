import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../src/internal.js';

/** The canonical JSON written the plain way (keys sorted at every level, undefined values left out): what the fast one must equal. */
function reference(value: unknown, skip?: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => reference(v === undefined ? null : v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined && k !== skip).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(record[k])}`).join(',')}}`;
}

describe('canonicalJson: the JSON a save signature signs', () => {
  it('R0.5 equals the plain sorted-keys text for JSON data of every kind, keys in any order, array-index and __proto__ keys, undefined values, the signature skipped at the top only', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ maxDepth: 4 }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: false }), fc.string({ unit: 'binary' }), fc.constant(undefined), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 5 }),
      object: fc.dictionary(fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('signature', '__proto__', '0', '10')), tie('value'), { maxKeys: 6 }),
    }));
    fc.assert(fc.property(json.object, (value) => {
      expect(canonicalJson(value)).toBe(reference(value));
      expect(canonicalJson(value, 'signature')).toBe(reference(value, 'signature'));
      expect(canonicalJson({ signature: 'x', inner: { signature: 'kept' }, ...(value as object) }, 'signature')).toBe(reference({ signature: 'x', inner: { signature: 'kept' }, ...(value as object) }, 'signature'));
    }), { numRuns: 500 });
    const odd = JSON.parse('{"b":[1,null,"é"],"10":{"2":1,"10":2,"__proto__":3},"a":{"y":-0,"x":1e21}}') as Record<string, unknown>;
    (odd.b as unknown[])[1] = undefined;
    expect(canonicalJson(odd)).toBe('{"10":{"10":2,"2":1,"__proto__":3},"a":{"x":1e+21,"y":0},"b":[1,null,"é"]}');
  });
});
