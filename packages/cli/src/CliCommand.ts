import { PokerchartError } from '@pokerchart/cards';

/**
 * Where a command reads and writes. Tests pass their own streams; the real binary passes
 * process.stdin/stdout/stderr.
 */
export interface CliIO {
  /** Normal output (results, tables, JSON). */
  stdout: NodeJS.WritableStream;
  /** Errors, progress lines and diagnostics. */
  stderr: NodeJS.WritableStream;
  /** Input for interactive commands (`play`). */
  stdin: NodeJS.ReadableStream;
}

/**
 * One `pokerchart` sub-command. Each command lives in its own file under `src/commands/` and is
 * listed in `src/commands/index.ts`.
 */
export interface CliCommand {
  /** The word after `pokerchart`, e.g. `chart`. */
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Full help text printed by `pokerchart <name> --help`. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: string[], io: CliIO): Promise<number>;
}

/** A usage error: printed with the command's help hint, exit code 2. */
export class CliUsageError extends PokerchartError {
  /** Stable error code. */
  declare readonly code: 'CLI_USAGE';
  constructor(message: string) {
    super('CLI_USAGE', message);
    this.name = 'CliUsageError';
  }
}
