// The hostile-input tests' check that a call fails the way the package promises: it throws, the
// error is one of the typed errors allowed (never a TypeError from inside), and its message
// matches when a pattern is given. Shared by the packages' test/hostile.test.ts files.
//
//   import { thrown } from '../../../scripts/thrown.mjs';
//   const e = thrown(() => parseCard('Ax'), CardParseError, /rank/);
import { expect } from 'vitest';

/**
 * Calls `f` and returns what it threw, after checking that it is an instance of `types` (one class
 * or a list of them) and that its message matches `pattern` when one is given; a call that throws
 * nothing fails the test.
 */
export function thrown(f, types, pattern) {
  const allowed = Array.isArray(types) ? types : [types];
  try {
    f();
  } catch (e) {
    expect(allowed.some((t) => e instanceof t), `${String(e)} is not one of ${allowed.map((t) => t.name).join(', ')}`).toBe(true);
    if (pattern) expect(e.message).toMatch(pattern);
    return e;
  }
  throw new Error('expected an error, none was thrown');
}
