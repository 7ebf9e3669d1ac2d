/**
 * The `pokerchart` command line as a library: {@link runCli} runs it with given arguments and
 * streams, which is how the binary and the tests call it.
 *
 * @packageDocumentation
 */
export type { CliIO, CliCommand } from './CliCommand.js';
export { CliUsageError } from './CliCommand.js';
export { runCli } from './runCli.js';
export { commands } from './commands/index.js';
export type { RoomBotOptions, RoomBot } from './roomBot.js';
export { roomBot, safeAction } from './roomBot.js';
