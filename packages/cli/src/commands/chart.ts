import { writeFile } from 'node:fs/promises';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { ruleBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { createHand, createHandMachine, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { allVariants as variants } from '@pokerchart/variants';
import { createTournamentMachine } from '@pokerchart/tournament';
import { recordHandSteps, sampleHands, toChartJson, toDot, toHtmlViewer, toMermaid, toSvg, type ChartOptions } from '@pokerchart/viz';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { parseOptions } from '../parseOptions.js';

/** The fixed-limit small bet when `--small-bet` is not given (blinds 1/2, big bet 4). */
const DEFAULT_SMALL_BET = 2;
const FORMATS = ['mermaid', 'dot', 'svg', 'json', 'html'] as const;
/** The sample hand of `--format html`: stacks and blinds (fixed limit uses its own blinds). */
const SAMPLE_STACK = 200;
const SAMPLE_BLINDS = { small: 1, big: 2 };
type Format = (typeof FORMATS)[number];
const BETTING: Record<string, 'no-limit' | 'pot-limit' | 'fixed-limit'> = {
  nl: 'no-limit',
  pl: 'pot-limit',
  fl: 'fixed-limit',
  'no-limit': 'no-limit',
  'pot-limit': 'pot-limit',
  'fixed-limit': 'fixed-limit',
};

/** Help text wrapped at 70 characters, each line indented to the option column. */
function helpLines(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 70) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `                     ${l}`).join('\n');
}

/** The help's list of default bettings, from the registry: "(pl: omaha, omaha-hilo8; fl: …; else nl)". */
function defaultBettingLines(): string {
  const by = (b: string) => variants.filter((v) => (v.defaultBetting ?? 'no-limit') === b).map((v) => v.id);
  const parts = ([['pl', by('pot-limit')], ['fl', by('fixed-limit')]] as const).filter(([, ids]) => ids.length > 0).map(([w, ids]) => `${w}: ${ids.join(', ')}`);
  return helpLines(`(${parts.join('; ')}; else nl)`);
}

const help = `pokerchart chart: draw the statechart of a hand

Usage: pokerchart chart --variant <id>|--variant-file <spec.json> [--betting nl|pl|fl]
                        --format mermaid|dot|svg|json|html
                        [--small-bet N] [--direction LR|TB] [--no-guards] [--no-actions]
                        [--output <file>] [--seed S] [--players N]

  --variant, -v      the variant, one of:
${helpLines(variants.map((v) => v.id).join(', '))}
  --variant-file     a variant of your own: a JSON VariantSpec, where "base": "<id>" starts
                     from a built-in variant, e.g.
                     { "base": "holdem", "id": "greek-holdem", "name": "Greek Hold'em",
                       "selection": { "hole": 2, "board": 3 } }
                     "ranking" and "low" take a ranking name or a module of your own:
                     "./flush-over-full.mjs#flushOverFull" or
                     { "module": "./flush-over-full.mjs", "export": "flushOverFull" }
                     (a path relative to the file; the export is a ranking object or a
                     defineRanking spec)
  --betting          nl (no limit), pl (pot limit) or fl (fixed limit); the long names
                     no-limit, pot-limit, fixed-limit work too. Default: the variant's own
${defaultBettingLines()}
  --format, -f       mermaid: a Mermaid stateDiagram-v2 (paste into any Mermaid renderer)
                     dot:     Graphviz DOT (dot -Tpng chart.dot > chart.png)
                     svg:     an SVG picture, laid out offline (Graphviz in WebAssembly)
                     json:    the states and transitions as JSON
                     html:    a single-file page with the chart beside sample hands (a raise,
                              an all-in and its run-out, a hand between rule bots)
                              to step through with the arrow keys; drag and the mouse wheel
                              (or + - 0 1) pan and zoom the chart
  --small-bet        fixed limit only: the small bet (default ${DEFAULT_SMALL_BET}; big bet twice that,
                     blinds ${Math.floor(DEFAULT_SMALL_BET / 2)}/${DEFAULT_SMALL_BET})
  --direction        TB (top to bottom, default) or LR (left to right)
  --no-guards        leave guards out of the transition labels
  --no-actions       leave actions out of the chart; by default transitions are labelled
                     EVENT [guard] / action1, action2 (as XState's visualizer does) and states
                     show their entry actions
  --output, -o       write to this file instead of standard output
  --seed             html only: the seed of the sample hands' deal and bots (default 2)
  --players          html only: players in the sample hands (default 3; stacks ${SAMPLE_STACK},
                     blinds ${SAMPLE_BLINDS.small}/${SAMPLE_BLINDS.big} except in fixed limit)
  --tournament       the multi-table tournament's statechart instead (registering, levels,
                     breaks, hand-for-hand, final table; guards named for RULES 19), with tables
                     of the variant (default holdem) as its child actors; not with html
  --help, -h         this help

The chart is built from the variant itself: one state per street of the variant, so Omaha's
chart shows Omaha's streets and a new variant's chart shows its own.

Examples:
  pokerchart chart --variant holdem --format mermaid
  pokerchart chart --variant omaha --betting pl --format svg --output omaha.svg
  pokerchart chart --tournament --format mermaid
  pokerchart chart -v holdem --betting fl --small-bet 10 -f dot | dot -Tpng > holdem-fl.png
  pokerchart chart -v omaha -f html --seed 7 -o omaha-hand.html

Exit codes: 0 written; 2 bad usage (missing or unknown option, variant, betting or format);
1 any other failure (for example a file that cannot be written).`;

function parse(args: string[]) {
  return parseOptions(args, {
    ...variantOptions,
    betting: { type: 'string' },
    format: { type: 'string', short: 'f' },
    'small-bet': { type: 'string' },
    direction: { type: 'string' },
    'no-guards': { type: 'boolean' },
    'no-actions': { type: 'boolean' },
    output: { type: 'string', short: 'o' },
    seed: { type: 'string' },
    players: { type: 'string' },
    tournament: { type: 'boolean' },
  });
}

export { readVariantFile } from '../readVariantFile.js';

function bettingFor(variant: VariantDescriptor, name: string | undefined, smallBet: string | undefined): BettingStructure {
  const kind = name === undefined ? (variant.defaultBetting ?? 'no-limit') : BETTING[name];
  if (kind === undefined) throw new CliUsageError(`unknown betting "${name}"; use nl, pl or fl`);
  if (smallBet !== undefined && kind !== 'fixed-limit') throw new CliUsageError('--small-bet applies to fixed limit (--betting fl) only');
  if (kind === 'no-limit') return noLimit();
  if (kind === 'pot-limit') return potLimit();
  const bet = smallBet === undefined ? DEFAULT_SMALL_BET : Number(smallBet);
  if (!/^\d+$/.test(smallBet ?? String(DEFAULT_SMALL_BET)) || !Number.isSafeInteger(bet) || bet < 1) {
    throw new CliUsageError(`--small-bet must be a whole number of chips of at least 1, got "${smallBet}"`);
  }
  return fixedLimit({ smallBet: bet });
}

function wholeNumber(text: string, option: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliUsageError(`${option} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return n;
}

/**
 * The HTML viewer's sample hands, all played through the engine: a raise called down, an all-in
 * and its run-out (see `sampleHands` of @pokerchart/viz), then a hand between rule bots. Stud hands post
 * an ante (the bring-in follows), hold'em hands blinds (fixed limit: the structure's own).
 */
async function sampleHandViewer(variant: VariantDescriptor, betting: BettingStructure, seed: number, players: number, options: ChartOptions) {
  const stacks = Array.from({ length: players }, () => SAMPLE_STACK);
  // stud: an ante and the default bring-in, no blinds (R200, R201)
  const stud = opensWithBringIn(variant);
  const blinds = stud || betting.id === 'fixed-limit' ? undefined : SAMPLE_BLINDS;
  const forced = stud ? { ante: { amount: 1, mode: 'each' as const } } : blinds ? { blinds } : {};
  const hand = createHand({ variant, betting, stacks, button: 0, ...forced, dealing: { seed } });
  const recording = recordHandSteps(hand);
  const rng = createRng(seed);
  for (let i = 0; !hand.isComplete && hand.toAct !== null && i < 1000; i++) hand.act(ruleBot(hand.view(hand.toAct), rng));
  recording.stop();
  return toHtmlViewer({
    ...options,
    machine: createHandMachine(variant, betting),
    hands: [
      ...sampleHands({ variant, betting, stacks, ...forced, seed }),
      { title: `rule bots (seed ${seed})`, steps: recording.steps },
    ],
    title: `${variant.name}, ${betting.name}: sample hands (seed ${seed}, ${players} players)`,
  });
}

/** `pokerchart chart`: the hand statechart of a variant and betting structure. */
export const chartCommand: CliCommand = {
  name: 'chart',
  summary: 'draw the statechart of a hand (Mermaid, DOT, SVG or JSON)',
  help,
  async run(args, io) {
    const { values } = parse(args);
    const variant = await chooseVariant(values, values.tournament ? 'holdem' : undefined);
    const betting = bettingFor(variant, values.betting, values['small-bet']);
    if (values.format === undefined) throw new CliUsageError(`missing --format; use one of ${FORMATS.join(', ')}`);
    if (!(FORMATS as readonly string[]).includes(values.format)) {
      throw new CliUsageError(`unknown format "${values.format}"; use one of ${FORMATS.join(', ')}`);
    }
    const format = values.format as Format;
    const direction = values.direction ?? 'TB';
    if (direction !== 'LR' && direction !== 'TB') throw new CliUsageError(`--direction must be LR or TB, got "${direction}"`);
    const options: ChartOptions = { direction, guards: !values['no-guards'], actions: !values['no-actions'] };
    if (format !== 'html' && (values.seed !== undefined || values.players !== undefined)) {
      throw new CliUsageError('--seed and --players apply to --format html only');
    }

    if (values.tournament && format === 'html') throw new CliUsageError('--tournament draws the chart only: use mermaid, dot, svg or json');
    const machine = values.tournament ? createTournamentMachine([{ variant, betting }]) : createHandMachine(variant, betting);
    let text: string;
    if (format === 'mermaid') text = toMermaid(machine, options);
    else if (format === 'dot') text = toDot(machine, options);
    else if (format === 'svg') text = await toSvg(machine, options);
    else if (format === 'html') {
      const seed = wholeNumber(values.seed ?? '2', '--seed', 0, 2 ** 31 - 1);
      const players = wholeNumber(values.players ?? '3', '--players', variant.seats.min, variant.seats.max);
      text = await sampleHandViewer(variant, betting, seed, players, options);
    } else text = JSON.stringify({ variant: variant.id, betting: betting.id, ...toChartJson(machine, options) }, null, 2) + '\n';

    if (values.output !== undefined) {
      await writeFile(values.output, text);
      io.stderr.write(`wrote ${values.output} (${variant.name}, ${betting.name}, ${format})\n`);
    } else {
      io.stdout.write(text);
    }
    return 0;
  },
};
