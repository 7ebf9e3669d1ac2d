import { simulateTournament } from '@pokerchart/tournament';
import type { CliCommand } from '../CliCommand.js';
import { formatNumber, plural, progressBar } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';
import { intOption } from './play.js';

const help = `pokerchart tournament: a multi-table tournament played by bots

Usage: pokerchart tournament --players N [--table-size 9] [--seed S] [--quiet]

  --players, -p      entries, 2 to 100,000 (default 100)
  --table-size, -t   seats per table, 2 to 10 (default 9)
  --seed, -s         the seed (default 1): the same seed gives the same tournament
  --quiet, -q        no progress bar (there is none anyway when stderr is not a terminal)
  --help, -h         this help

No Limit Hold'em, 5,000 chips, buy-in 100, blinds from 25/50 rising every 8 rounds of hands with a
big-blind ante from level 4, about 15% of the field paid. 15% of the entries register late (during
the first 6 levels) and a busted player re-enters once (every other one), as allowed until the end
of late registration. Tables balance and break (R243, R244), the bubble is played hand for hand
(R246) and the last players meet at a final table (R245). Prints the places and prizes (R247, R250),
with a progress bar of players out on stderr when it is a terminal.

Example:
  pokerchart tournament --players 1000 --seed 7`;

/** `pokerchart tournament`: bots play a multi-table tournament; places and prizes. */
export const tournamentCommand: CliCommand = {
  name: 'tournament',
  summary: 'a multi-table tournament played by bots: places and prizes',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      players: { type: 'string', short: 'p' },
      'table-size': { type: 'string', short: 't' },
      seed: { type: 'string', short: 's' },
      quiet: { type: 'boolean', short: 'q' },
    });
    const players = intOption(values.players, '--players', 100, 2, 100_000);
    const tableSize = intOption(values['table-size'], '--table-size', 9, 2, 10);
    const seed = intOption(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    const progress = progressBar(io, 'players out', values.quiet === true);
    const started = performance.now();
    const result = simulateTournament({
      players, tableSize, seed,
      lateRegistration: { levels: 6 }, lateShare: 0.15, reentry: { maxEntries: 2 }, reentryRate: 0.5,
      onHand: (_event, t) => {
        const entries = t.context.entries.length;
        const out = entries - t.context.playersIn;
        progress.update(out, Math.max(out + 1, entries));
      },
    });
    progress.end();
    const seconds = (performance.now() - started) / 1000;
    const paid = result.standings.filter((s) => s.prize > 0);
    const rows = paid.map((s) => [String(s.place), s.name + (s.entries > 1 ? ` (entry ${s.entry} of ${s.entries})` : ''), formatNumber(s.prize)]);
    const header = ['place', 'player', 'prize'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    const reentries = result.entries - players;
    io.stdout.write(`No Limit Hold'em tournament, seed ${seed}: ${plural(result.entries, 'entry', 'entries')} (${formatNumber(players)} players, ${plural(reentries, 're-entry', 're-entries')}), at most ${plural(result.tables, 'table')} of ${tableSize} at once, ${plural(result.hands, 'hand')}\n`);
    io.stdout.write(`prize pool ${formatNumber(result.prizePool)}, ${plural(paid.length, 'place')} paid\n\n`);
    io.stdout.write([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n\n');
    io.stdout.write(`prizes paid ${formatNumber(paid.reduce((t, s) => t + s.prize, 0))} (${formatNumber(seconds, 1, 1)} s)\n`);
    return 0;
  },
};
