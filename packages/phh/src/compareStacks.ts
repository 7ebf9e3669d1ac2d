/** The outcome of {@link compareStacks}. */
export interface StackComparison {
  /** Whether every stack is equal. */
  matches: boolean;
  /** The first player whose stacks differ (0-based, PHH `p1` is 0), or null. */
  firstDifference: { player: number; actual: number; expected: number } | null;
}

/**
 * Compares finishing stacks (a replay's with a file's or a reference's), player by player, as
 * numbers in the file's units (a difference below a billionth is rounding and counts as equal).
 * Arrays of different lengths never match.
 */
export function compareStacks(actual: readonly number[], expected: readonly number[]): StackComparison {
  const n = Math.max(actual.length, expected.length);
  for (let p = 0; p < n; p++) {
    const a = actual[p];
    const e = expected[p];
    if (a === undefined || e === undefined || Math.abs(a - e) > 1e-9 * Math.max(1, Math.abs(e))) {
      return { matches: false, firstDifference: { player: p, actual: a ?? NaN, expected: e ?? NaN } };
    }
  }
  return { matches: true, firstDifference: null };
}
