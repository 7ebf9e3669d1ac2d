/**
 * Whether two JSON values are the same: equal primitives, arrays of the same length with the same
 * elements, objects with the same keys and the same values (JSON texts equal but for the order of
 * keys, which the room's views, all built by the same code, share). @internal
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      if (x !== y && !sameJson(x, y)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    const u = x[k];
    const v = y[k];
    if (u !== v && !sameJson(u, v)) return false;
    if (v === undefined && !(k in y)) return false;
    n++;
  }
  for (const _ in y) n--;
  return n === 0;
}
