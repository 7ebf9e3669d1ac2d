import { readFileSync } from 'node:fs';
import { CliUsageError, type CliIO } from './CliCommand.js';
import { commands } from './commands/index.js';

function mainHelp(): string {
  const width = Math.max(8, ...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'pokerchart: poker hands as statecharts',
    '',
    'Usage: pokerchart <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `pokerchart <command> --help` for a command\'s options.',
  ].join('\n');
}

/** The "Usage: …" line of a command's help, with its continuation lines. */
function usageLines(help: string): string {
  const lines = help.split('\n');
  const start = lines.findIndex((l) => l.startsWith('Usage:'));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && !/^\s+\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/**
 * Runs the `pokerchart` command line with `argv` (the arguments after the program name) and
 * resolves to the exit code: 0 success, 1 failure of the work itself, 2 bad usage.
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(mainHelp() + '\n');
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    // the version of the installed package (src/ and dist/ both sit beside package.json)
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    io.stdout.write(`pokerchart ${version}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr.write(`pokerchart: unknown command "${name}"\n\n${mainHelp()}\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.help.trimEnd() + '\n');
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.stderr.write(`pokerchart ${name}: ${error.message}\n\n${usageLines(command.help)}\nRun \`pokerchart ${name} --help\` for more.\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`pokerchart ${name}: ${message}\n`);
    return 1;
  }
}

/**
 * Makes a closed pipe end the command quietly. When the program reading the output goes away
 * (`pokerchart simulate | head -1`), the next write fails with EPIPE; the command then stops at
 * once with exit code 0 and prints nothing more: there is nobody left to tell. Any other write
 * error ends the command with exit code 1 and, when `stderr` is given and still open, one line
 * saying what failed.
 */
export function endOnClosedPipe(stream: NodeJS.WritableStream, exit: (code: number) => void, stderr?: NodeJS.WritableStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
      exit(0);
      return;
    }
    try {
      stderr?.write(`pokerchart: cannot write the output: ${error.message}\n`);
    } finally {
      exit(1);
    }
  });
}
