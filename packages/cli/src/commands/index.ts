import type { CliCommand } from '../CliCommand.js';
import { botsCommand } from './bots.js';
import { chartCommand } from './chart.js';
import { equityCommand } from './equity.js';
import { evalCommand } from './eval.js';
import { importCommand } from './import.js';
import { replayCommand } from './replay.js';
import { playCommand } from './play.js';
import { simulateCommand } from './simulate.js';
import { statsCommand } from './stats.js';
import { serveCommand } from './serve.js';
import { solveCommand } from './solve.js';
import { tournamentCommand } from './tournament.js';
import { paigowCommand } from './paigow.js';

/**
 * Every `pokerchart` sub-command, in the order `pokerchart --help` lists them. To add a command,
 * write `src/commands/<name>.ts` exporting a {@link CliCommand} and add it here.
 */
export const commands: readonly CliCommand[] = [
  chartCommand,
  equityCommand,
  evalCommand,
  replayCommand,
  playCommand,
  simulateCommand,
  serveCommand,
  botsCommand,
  solveCommand,
  tournamentCommand,
  paigowCommand,
  importCommand,
  statsCommand,
];
