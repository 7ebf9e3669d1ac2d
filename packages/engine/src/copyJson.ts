/**
 * A deep copy of JSON data, as `JSON.parse(JSON.stringify(value))` makes it (keys whose value is
 * `undefined` left out, `undefined` in an array turned into `null`), without building the text:
 * a view copies the hand's whole log for every seat that asks. @internal
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = v === undefined ? null : copyJson(v);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = copyJson(v);
  }
  return out as T;
}
