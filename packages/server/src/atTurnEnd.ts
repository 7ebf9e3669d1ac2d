/** The work queued for the end of this turn of the event loop (null when none is). */
let queued: (() => void)[] | null = null;

/** Runs the work queued for the end of this turn, in order; one that throws does not stop the others (it is thrown again after them). */
function runQueued(): void {
  const work = queued!;
  queued = null;
  let failed: { error: unknown } | undefined;
  for (const fn of work) {
    try {
      fn();
    } catch (error) {
      failed ??= { error };
    }
  }
  if (failed !== undefined) throw failed.error;
}

/**
 * Runs `fn` at the end of this turn of the event loop, as `process.nextTick` would, in order with
 * the other work queued this way: one tick for all of them, not one each (the room writes each of
 * its connections' messages of a turn at its end, hundreds of connections a turn). @internal
 */
export function atTurnEnd(fn: () => void): void {
  if (queued === null) {
    queued = [];
    process.nextTick(runQueued);
  }
  queued.push(fn);
}
