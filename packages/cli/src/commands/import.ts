import { existsSync } from 'node:fs';
import { openHandDatabase } from '@pokerchart/histories';
import { type CliCommand, CliUsageError } from '../CliCommand.js';
import { formatNumber, plural, progressBar } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';
import { databaseOption } from '../databaseOption.js';

const help = `pokerchart import: card-room hand histories and PHH files into the hand database

Usage: pokerchart import PATH… [--data ./pokerchart-data | --database postgres://…] [--quiet]

  PATH         a file or a folder (its .txt, .phh and .phhs files, sub-folders included):
               PokerStars (English or French), Winamax and GGPoker histories, PHH files
  --data       PGlite data directory (default ./pokerchart-data, the room's own)
  --database   a Postgres URL instead
  --quiet, -q  no progress bar
  --help, -h   this help

A hand already in the database (same room and hand id, or the same PHH record) is counted as a
duplicate and not stored again, so an interrupted import can simply be run again. Prints how
many hands were imported, were duplicates or were refused, with the refusals grouped by reason.
Exit code 0 when nothing was refused, 1 when some hands were, 2 for bad usage.`;

/** `pokerchart import`: imports hand histories into the hand database. */
export const importCommand: CliCommand = {
  name: 'import',
  summary: 'import card-room hand histories and PHH files into the hand database',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(
      args,
      { data: { type: 'string' }, database: { type: 'string' }, quiet: { type: 'boolean', short: 'q' } },
      { positionals: true },
    );
    if (positionals.length === 0) throw new CliUsageError('give at least one file or folder to import');
    const missing = positionals.filter((p) => !existsSync(p));
    if (missing.length > 0) throw new CliUsageError(`no such file or folder: ${missing.join(', ')}`);
    const db = await openDatabase(values);
    const bar = progressBar(io, 'bytes', values.quiet === true);
    try {
      const r = await db.import(positionals, { onProgress: (done, total) => bar.update(done, total) });
      bar.end();
      io.stdout.write(`${plural(r.imported, 'hand')} imported, ${plural(r.duplicates, 'duplicate')}, ${formatNumber(r.refused)} refused\n`);
      const groups = new Map<string, typeof r.refusals>();
      for (const x of r.refusals) groups.set(x.code, [...(groups.get(x.code) ?? []), x]);
      for (const [code, list] of [...groups].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))) {
        io.stdout.write(`  ${code}: ${plural(list.length, 'hand')}\n`);
        for (const x of list.slice(0, 3)) {
          const where = [x.source, x.handId !== '' ? `hand ${x.handId}` : '', x.line > 0 ? `line ${x.line}` : ''].filter((s) => s !== '').join(', ');
          io.stdout.write(`    ${where}: ${x.message}\n`);
        }
        if (list.length > 3) io.stdout.write(`    … and ${formatNumber(list.length - 3)} more\n`);
      }
      return r.refused > 0 ? 1 : 0;
    } finally {
      bar.end();
      await db.close();
    }
  },
};

/** Opens the hand database named by --data or --database (usage errors for both or a bad URL). */
export async function openDatabase(values: { data?: string | undefined; database?: string | undefined }) {
  return openHandDatabase(databaseOption(values));
}
