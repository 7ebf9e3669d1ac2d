import { RoomError } from './errors.js';
import { isInt } from './isInt.js';

/** The numeric options of a room node (`RoomNodeOptions`), each with the least value it takes. */
const LEAST: readonly [string, number][] = [
  ['dealDelayMs', 0],
  ['leaseMs', 1],
  ['snapshotEvery', 0],
  ['tournamentSnapshotEvery', 0],
  ['maxTablesPerCreator', 1],
  ['idleUnloadMs', 0],
  ['tournamentTickMs', 1],
];

/**
 * Checks a room node's numeric options (`RoomNodeOptions`): each one given must be a whole number from its least
 * value up (a negative or fractional count of events or milliseconds would otherwise change what
 * the node does without a word: a negative `snapshotEvery`, a snapshot after every event).
 * @throws {@link RoomError} `BAD_OPTIONS` naming the option and the value.
 * @internal
 */
export function checkNodeOptions(options: object): void {
  for (const [name, least] of LEAST) {
    const value = (options as Record<string, unknown>)[name];
    if (value !== undefined && !isInt(value, least)) {
      throw new RoomError('BAD_OPTIONS', `${name} must be a whole number from ${least} up, got ${JSON.stringify(value)}`);
    }
  }
}
