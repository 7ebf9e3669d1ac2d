import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliUsageError } from './CliCommand.js';
import { type Card, CardParseError, parseCards } from '@pokerchart/cards';

/** The options of a parseArgs config, as a user types them: `--board (-b) <cards>`, `--json`. */
function optionList(config: ParseArgsConfig): string {
  return Object.entries(config.options ?? {})
    .map(([name, o]) => `--${name}${o.short ? ` (-${o.short})` : ''}${o.type === 'string' ? ' <value>' : ''}`)
    .join(', ');
}

/** The long name of an option as the user typed it (`-b` → `--board`). */
function longName(config: ParseArgsConfig, typed: string): string {
  const short = /^-(\w)$/.exec(typed)?.[1];
  if (short === undefined) return typed;
  const found = Object.entries(config.options ?? {}).find(([, o]) => o.short === short);
  return found ? `--${found[0]}` : typed;
}

/** The options a command takes, as parseArgs describes them. */
type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The parseArgs config of a command: strict, with positional arguments only when it takes them. */
type CommandConfig<O extends OptionsConfig, P extends boolean> = {
  args: readonly string[];
  options: O;
  strict: true;
  allowPositionals: P;
};

/**
 * A command's arguments: `node:util` `parseArgs`, strict, with an unknown option, a missing value
 * or an unexpected argument reported in our own words as a {@link CliUsageError} (exit code 2).
 * Positional arguments (cards, files) are allowed only when `positionals` is true.
 */
export function parseOptions<O extends OptionsConfig, P extends boolean = false>(
  args: readonly string[],
  options: O,
  { positionals }: { positionals?: P } = {},
): ReturnType<typeof parseArgs<CommandConfig<O, P>>> {
  const config: CommandConfig<O, P> = { args, options, strict: true, allowPositionals: (positionals ?? false) as P };
  try {
    return parseArgs(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string }).code;
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new CliUsageError(`unknown option ${quoted}; the options are ${optionList(config)}`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new CliUsageError(`unexpected argument "${quoted}": this command takes options only (${optionList(config)})`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = longName(config, (quoted.split(/[ ,]+/).find((w) => w.startsWith('--')) ?? quoted.split(' ')[0]) || quoted);
      if (/does not take an argument/.test(message)) throw new CliUsageError(`${name} takes no value`);
      if (/ambiguous/.test(message)) throw new CliUsageError(`${name} needs a value; to give one that starts with "-", write ${name}=<value>`);
      throw new CliUsageError(`${name} needs a value: ${name} <value>`);
    }
    throw new CliUsageError(message.split('\n')[0]!);
  }
}

/** Cards typed on the command line; unreadable text is a {@link CliUsageError} naming `what`. */
export function readCards(text: string, what: string): Card[] {
  try {
    return parseCards(text);
  } catch (error) {
    if (error instanceof CardParseError) throw new CliUsageError(`cannot read the ${what} "${text}": ${error.message}`);
    throw error;
  }
}
