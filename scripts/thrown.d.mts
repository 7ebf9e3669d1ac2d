// Types of scripts/thrown.mjs (the hostile-input tests' typed-error check).
type ErrorClass = new (...args: never[]) => Error;

/**
 * Calls `f` and returns what it threw, after checking that it is an instance of `types` (one class
 * or a list of them) and that its message matches `pattern` when one is given.
 */
export function thrown(f: () => unknown, types: ErrorClass | ErrorClass[], pattern?: RegExp): Error;
