/** The keys of the objects {@link sameText} is comparing, one reused array per depth of nesting. */
const keysAt: string[][] = [];

/**
 * Whether `JSON.stringify` writes the same text of two JSON values: equal primitives, arrays of
 * the same length with the same elements, objects with the same keys in the same order and the
 * same values. It may answer false where the texts are equal (a field undefined in one object and
 * absent from the other, JSON leaving both out; NaN), never true where they differ. Values are
 * plain JSON data (no `toJSON`, no cycles), as the room's views and their changes are. @internal
 */
export function sameText(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameText(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = (keysAt[depth] ??= []);
  let n = 0;
  for (const k in x) keys[n++] = k;
  let i = 0;
  for (const k in y) {
    if (i === n || keys[i++] !== k) return false;
  }
  if (i !== n) return false;
  // the keys of this depth are read before the values are compared: a value's own keys go one deeper
  for (let j = 0; j < n; j++) {
    const k = keys[j]!;
    if (!sameText(x[k], y[k], depth + 1)) return false;
  }
  return true;
}
