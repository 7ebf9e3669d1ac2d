/** An object key JSON.stringify would not write in sorted order (an array index comes first in any object) or could not copy (`__proto__`). */
const AWKWARD_KEY = /^(?:0|[1-9]\d*|__proto__)$/;

/** Thrown by {@link sortedCopy} when an object has an {@link AWKWARD_KEY}: the text is built by hand then. */
const AWKWARD = Symbol('awkward key');

/**
 * `value` with every object's keys in sorted order (as `Array.prototype.sort` sorts them) and the
 * keys whose value is `undefined` left out, at the top level without `skip`: new objects, arrays
 * copied only when they hold an object. `JSON.stringify` of it is the canonical JSON.
 */
function sortedCopy(value: unknown, skip?: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v === 'object') return value.map((x) => sortedCopy(x));
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = record[k];
    if (v === undefined || k === skip) continue;
    if (AWKWARD_KEY.test(k)) throw AWKWARD;
    out[k] = sortedCopy(v);
  }
  return out;
}

/** The canonical JSON built by hand, for a value with an awkward key (see {@link canonicalJson}). */
function canonicalText(value: unknown, skip?: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      const v: unknown = value[i];
      out += canonicalText(v === undefined ? null : v);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = record[k];
    if (v === undefined || k === skip) continue;
    if (out.length > 1) out += ',';
    out += `${JSON.stringify(k)}:${canonicalText(v)}`;
  }
  return `${out}}`;
}

/**
 * The JSON text of JSON data `value` with every object's keys sorted, the keys whose value is
 * `undefined` left out, and at the top level without the key `skip`: the engine's canonical JSON of
 * a save. Made by one native `JSON.stringify` of a copy whose objects have their keys in sorted
 * order, rather than by mapping and joining strings at every level. What a save's signature signs
 * (with `skip` = `'signature'`), and how the room compares saved configurations and events. @internal
 */
export function canonicalJson(value: unknown, skip?: string): string {
  try {
    return JSON.stringify(sortedCopy(value, skip));
  } catch (e) {
    if (e !== AWKWARD) throw e;
    return canonicalText(value, skip);
  }
}
