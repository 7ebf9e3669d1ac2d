import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliUsageError } from './CliCommand.js';

/**
 * `node:util` `parseArgs` for a command's arguments, with an unknown option or a missing value
 * reported as a {@link CliUsageError} (exit code 2) rather than a crash.
 */
export function parseOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}
