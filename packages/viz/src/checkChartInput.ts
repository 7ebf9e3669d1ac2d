import { VizError } from './VizError.js';

/** Throws a {@link VizError} `BAD_OPTION` unless `machine` is an XState machine (it has a `root` state node). @internal */
export function checkMachine(machine: unknown, fn: string): void {
  const root = machine !== null && typeof machine === 'object' ? (machine as { root?: unknown }).root : undefined;
  if (root === null || typeof root !== 'object') {
    throw new VizError('BAD_OPTION', `${fn} needs an XState machine such as createHandMachine(variant, betting), got ${machine === null ? 'null' : typeof machine}`);
  }
}

/**
 * Throws a {@link VizError} `BAD_OPTION` unless `options` is an object (or left out) whose
 * `direction`, if given, is `'TB'` or `'LR'`. @internal
 */
export function checkOptions(options: unknown, fn: string): void {
  if (options === null || typeof options !== 'object') throw new VizError('BAD_OPTION', `${fn} options must be an object, got ${options === null ? 'null' : typeof options}`);
  const direction = (options as { direction?: unknown }).direction;
  if (direction !== undefined && direction !== 'TB' && direction !== 'LR') {
    throw new VizError('BAD_OPTION', `${fn}: direction must be 'TB' or 'LR', got ${JSON.stringify(direction)}`);
  }
}
