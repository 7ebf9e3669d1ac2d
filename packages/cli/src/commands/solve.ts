import { writeFile } from 'node:fs/promises';
import { solve, SolverError } from '@pokerchart/solver';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { formatNumber, progressBar } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';
import { intOption } from './play.js';

const help = `pokerchart solve: solve a small game by counterfactual regret minimization (R293)

Usage: pokerchart solve [--variant <id>|--variant-file <spec.json>] [--iterations N]
                        [--algorithm cfr|cfr+] [--output strategy.json] [--show N] [--quiet]

  --variant, -v      a small game: kuhn (default) or leduc (${variants.filter((v) => v.stakes !== undefined).map((v) => v.id).join(', ')}
                     have their own stakes; rhode-island is too large to solve this way)
  --variant-file     a small game of your own, as JSON with its "stakes"
  --iterations, -n   iterations of CFR (default 1,000)
  --algorithm        cfr (default) or cfr+ (faster to converge)
  --output, -o       write the strategy as JSON to this file (read it back with strategyFromJSON)
  --show             how many information sets to print (default 12; 0 for none)
  --quiet            no progress bar
  --help, -h         this help

Builds the game tree through the hand machine, runs the iterations (a progress bar on a
terminal), then prints the first player's value, the exploitability (chips per hand, NashConv/2)
and the strategy of a few information sets in the notation P:HOLE|BOARD|ACTIONS (x check,
b bet, c call, f fold, r raise; streets separated by /).

Examples:
  pokerchart solve --variant kuhn --iterations 10000
  pokerchart solve --variant leduc --iterations 1000 --algorithm cfr+ --output leduc.json

Exit codes: 0 solved; 2 bad usage (unknown option or variant, a game the solver cannot walk);
1 any other failure.`;

/** `pokerchart solve`: CFR or CFR+ on a small game, the strategy printed and saved. */
export const solveCommand: CliCommand = {
  name: 'solve',
  summary: 'solve a small game (Kuhn, Leduc) by CFR: value, exploitability, strategy as JSON',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      ...variantOptions,
      iterations: { type: 'string', short: 'n' },
      algorithm: { type: 'string' },
      output: { type: 'string', short: 'o' },
      show: { type: 'string' },
      quiet: { type: 'boolean' },
    });
    const variant = await chooseVariant(values, 'kuhn');
    const iterations = intOption(values.iterations, '--iterations', 1000, 1, 100_000_000);
    const show = intOption(values.show, '--show', 12, 0, 1_000_000);
    const algorithm = values.algorithm ?? 'cfr';
    if (algorithm !== 'cfr' && algorithm !== 'cfr+') throw new CliUsageError(`--algorithm must be cfr or cfr+, got "${algorithm}"`);
    const out = (line: string) => io.stdout.write(line + '\n');
    const bar = progressBar(io, 'iterations', values.quiet === true);
    const started = performance.now();
    let result;
    try {
      result = solve({ variant, iterations, algorithm, onProgress: (done, total) => bar.update(done, total) });
    } catch (error) {
      if (error instanceof SolverError) throw new CliUsageError(error.message);
      throw error;
    } finally {
      bar.end();
    }
    const seconds = (performance.now() - started) / 1000;
    const sets = result.strategy.infoSets();
    out(`${variant.name}: ${formatNumber(iterations)} iterations of ${algorithm.toUpperCase()} over ${formatNumber(sets.length)} information sets in ${seconds.toFixed(1)} s`);
    out(`value for the first player: ${result.value[0]!.toFixed(5)} chips per hand`);
    out(`exploitability: ${result.exploitability().toFixed(6)} chips per hand (NashConv / 2)`);
    if (show > 0) {
      out('');
      const width = Math.max(...sets.slice(0, show).map((s) => s.length));
      for (const key of sets.slice(0, show)) {
        const row = result.strategy.probabilities(key);
        out(`${key.padEnd(width)}  ${Object.entries(row).map(([l, p]) => `${l} ${p.toFixed(3)}`).join('  ')}`);
      }
      if (sets.length > show) out(`… ${formatNumber(sets.length - show)} more (--show N, or --output FILE for all)`);
    }
    if (values.output !== undefined) {
      await writeFile(values.output, JSON.stringify(result.strategy, null, 1) + '\n');
      out(`strategy written to ${values.output}`);
    }
    return 0;
  },
};
