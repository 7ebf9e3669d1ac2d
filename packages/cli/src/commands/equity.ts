import { formatCards, parseCards, type Card } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';
import { equity, EXACT_RANGE_WORK, EXACT_RUNOUT_LIMIT, GRID_SAMPLES, handClassOf, OddsInputError, parseRange, rangeGrid, type EquityResult, type RangeGrid } from '@pokerchart/odds';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { formatNumber, plural, progressBar } from '../progressBar.js';
import { parseOptions, readCards } from '../parseOptions.js';

const help = `pokerchart equity: each hand's chance to win, tie and lose, and its share of the pot

Usage: pokerchart equity <hand|range> <hand|range>... [--board <cards>] [--dead <cards>]
                         [--variant <id>|--variant-file <spec.json>]
                         [--exact | --samples N [--seed S]] [--threads N] [--grid]
                         [--json] [--quiet]

  <hand>             the hole cards of one player, "AhAs" or "Ah As" (quote it with a space);
                     two or more hands or ranges
  <range>            a range in PokerStove notation (Hold'em): "QQ+,AKs", "JJ-88", "A5s-A2s",
                     "AKs:0.5" (a weight), "AhKh" (one hand), "random"; in Omaha and other games
                     a list of hands: "AsKsQdJd, 9h8h7c6c"
  --grid             also draw the 13x13 grid: the equity of every starting hand class against
                     the other players (colored on a terminal; the first player's classes marked)
  --board, -b        board cards already dealt ("Ks7s2h"), up to the variant's board size
  --dead, -d         cards out of play (seen, burned), never dealt on the board
  --variant, -v      ${variants.map((v) => v.id).join(', ')} (default holdem)
  --variant-file     a variant of your own, as JSON (see \`pokerchart chart --help\`)
  --exact            enumerate every remaining board, however many
  --samples N        deal N random boards instead (Monte Carlo); the result states its standard error
  --seed S           the Monte Carlo seed (default 1): the same seed gives the same result
                     (used whenever boards are sampled)
  --threads N        worker threads (default 1)
  --json             print one JSON object instead of a table
  --quiet, -q        no progress bar (there is none anyway when stderr is not a terminal)
  --help, -h         this help

By default every remaining board is enumerated when there are at most
${formatNumber(EXACT_RUNOUT_LIMIT)} of them, and random boards are dealt otherwise. With ranges, each player's
hands are weighted uniformly over every combination of one hand each that shares no card; the run
is exact when its work fits (${formatNumber(EXACT_RANGE_WORK)}, see the odds guide), else Monte Carlo.
The grid deals ${formatNumber(GRID_SAMPLES)} random boards when it cannot enumerate them (before the flop). Win = the whole pot alone; tie
= a part of it (a split, or one half of a hi-lo pot); equity = the expected share of the pot.
Omaha Hi-Lo splits each pot between the best high and the best 8-or-better low (R168).

Examples:
  pokerchart equity AhAs KdKc
  pokerchart equity AsKs QhQd --board Js7s2h
  pokerchart equity "QQ+,AKs" "JJ-88" --grid
  pokerchart equity "As 2s 3d Kd" "Qh Jh Th 9c" --variant omaha-hilo8 --samples 200000 --json

Exit codes: 0 computed; 2 bad usage (unknown option or variant, unreadable or duplicate cards,
wrong number of cards); 1 any other failure.`;

function parse(args: string[]) {
  return parseOptions(args, {
    board: { type: 'string', short: 'b' },
    dead: { type: 'string', short: 'd' },
    ...variantOptions,
    exact: { type: 'boolean' },
    samples: { type: 'string' },
    seed: { type: 'string' },
    threads: { type: 'string' },
    json: { type: 'boolean' },
    grid: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
  }, { positionals: true });
}

function intOption(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new CliUsageError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

const pct = (x: number): string => `${(x * 100).toFixed(3)}%`;

function table(result: EquityResult, labels: string[], board: Card[], variant: VariantDescriptor): string {
  const how = result.exact
    ? result.matchups !== undefined
      ? `exact: ${plural(result.matchups, 'matchup')}, ${plural(result.runouts, 'board')} in all`
      : `exact: ${plural(result.runouts, 'board')}`
    : `Monte Carlo: ${plural(result.runouts, 'random board')}, seed ${result.seed}, standard error ±${pct(result.stdError ?? 0)}`;
  const rows = [['hand', 'win', 'tie', 'lose', 'equity']];
  result.hands.forEach((h, i) => rows.push([labels[i]!, pct(h.win), pct(h.tie), pct(h.lose), pct(h.equity)]));
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const lines = rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  return [
    `${variant.name}, board ${board.length ? formatCards(board).join(' ') : '(none)'}; ${how}`,
    '',
    ...lines,
  ].join('\n');
}

/** `pokerchart equity`: equity of known hands, exact or Monte Carlo, for any built-in variant. */
export const equityCommand: CliCommand = {
  name: 'equity',
  summary: "each hand's chance to win, tie and lose, and its equity, exact or Monte Carlo",
  help,
  async run(args, io) {
    const { values, positionals } = parse(args);
    if (positionals.length < 2) throw new CliUsageError('give at least two hands, e.g. `pokerchart equity AhAs KdKc`');
    const variant = await chooseVariant(values, 'holdem');
    // a hand is text that reads as cards without range punctuation; anything else is a range
    const players = positionals.map((p, i) => {
      if (!/[,+:%-]/.test(p)) {
        try {
          return { cards: parseCards(p) as Card[] | null, text: p.trim() };
        } catch {
          if (!/^\s*([2-9TJQKA]{2}[so]?|random|any)\s*$/i.test(p)) readCards(p, `hand ${i + 1}`);
        }
      }
      return { cards: null, text: p.trim() };
    });
    const labels = players.map((p) => (p.cards ? formatCards(p.cards).join('') : p.text));
    const board = values.board === undefined ? [] : readCards(values.board, 'board');
    const dead = values.dead === undefined ? [] : readCards(values.dead, 'dead cards');
    const samples = intOption(values.samples, '--samples', 1, 1e10);
    const seed = intOption(values.seed, '--seed', -(2 ** 53 - 1), 2 ** 53 - 1);
    const threads = intOption(values.threads, '--threads', 1, 256);
    if (values.exact && samples !== undefined) throw new CliUsageError('--exact and --samples exclude each other');
    // a bar for long runs only (at least 200,000 boards), on a terminal, without --quiet
    const bar = progressBar(io, 'boards', values.quiet === true);
    const onProgress = ({ done, total }: { done: number; total: number }) => {
      if (total >= 200_000) bar.update(done, total);
    };
    let result: EquityResult;
    try {
      result = await equity({
        variant,
        hands: players.map((p) => p.cards ?? p.text),
        board,
        dead,
        ...(values.exact ? { exact: true } : {}),
        ...(samples !== undefined ? { exact: false, samples } : {}),
        ...(seed !== undefined ? { seed } : {}),
        ...(threads !== undefined ? { threads } : {}),
        onProgress,
      });
    } catch (error) {
      if (error instanceof OddsInputError) throw new CliUsageError(error.message);
      throw error;
    } finally {
      bar.end();
    }
    let grid: RangeGrid | null = null;
    if (values.grid) {
      if (variant.holeCards !== 2) throw new CliUsageError(`--grid is for two-card games; ${variant.name} deals ${variant.holeCards} hole cards`);
      const gridBar = progressBar(io, 'boards', values.quiet === true);
      try {
        grid = await rangeGrid({
          variant,
          against: players.slice(1).map((p) => p.cards ?? p.text),
          board,
          dead,
          ...(samples !== undefined ? { exact: false, samples } : values.exact ? { exact: true } : {}),
          ...(seed !== undefined ? { seed } : {}),
          onProgress: ({ done, total }) => gridBar.update(done, total),
        });
      } catch (error) {
        if (error instanceof OddsInputError) throw new CliUsageError(error.message);
        throw error;
      } finally {
        gridBar.end();
      }
    }
    if (values.json) {
      const json = {
        variant: variant.id,
        board: formatCards(board),
        dead: formatCards(dead),
        exact: result.exact,
        runouts: result.runouts,
        ...(result.stdError !== undefined ? { stdError: result.stdError, seed: result.seed } : {}),
        threads: result.threads,
        ...(result.matchups !== undefined ? { matchups: result.matchups } : {}),
        hands: result.hands.map((h, i) => ({ ...(players[i]!.cards ? { cards: formatCards(players[i]!.cards!) } : { range: players[i]!.text }), ...h })),
        ...(grid ? { grid } : {}),
      };
      io.stdout.write(JSON.stringify(json, null, 2) + '\n');
    } else {
      io.stdout.write(table(result, labels, board, variant) + '\n');
      if (grid) {
        const first = players[0]!;
        const marked = new Set(first.cards ? [handClassOf(first.cards)] : parseRange(first.text).hands.map((h) => handClassOf(h.cards)));
        const color = (io.stdout as { isTTY?: boolean }).isTTY === true && process.env.NO_COLOR === undefined;
        const how = grid.exact ? `exact: ${plural(grid.runouts, 'board')}` : `Monte Carlo: ${plural(grid.runouts, 'random board')}, seed ${grid.seed}`;
        io.stdout.write(
          `\nEquity of each starting hand against ${labels.slice(1).join(' and ')} (${how}); ${color ? 'bold, underlined' : '*'}: ${labels[0]}\n\n` +
            drawRangeGrid(grid, { color, marked }) +
            '\n',
        );
      }
    }
    return 0;
  },
};

/** How {@link drawRangeGrid} draws: ANSI colors for a terminal, or plain text for a file or a pipe. */
export interface DrawGridOptions {
  /** Colored cells (24-bit background colors) when true; plain text otherwise. */
  color: boolean;
  /** Classes to mark as the first player's range (`'AKs'`, `'QQ'`). */
  marked?: ReadonlySet<string>;
}

/** The background of a cell: red (0%) through yellow (50%) to green (100%). */
function heat(equity: number): [number, number, number] {
  const x = Math.max(0, Math.min(1, equity));
  return x < 0.5 ? [220, Math.round(60 + 2 * x * 160), 60] : [Math.round(220 - (x - 0.5) * 2 * 170), 200, 70];
}

/**
 * The 13x13 grid as text: each cell the class and its equity in percent, aces at the top left,
 * suited hands above the diagonal. On a terminal each cell is colored by its equity and the
 * marked classes are bold and underlined; in plain text a marked class carries a `*` and an
 * impossible class (no combination left) shows `--`.
 */
export function drawRangeGrid(grid: RangeGrid, options: DrawGridOptions): string {
  const marked = options.marked ?? new Set<string>();
  const lines = grid.cells.map((row) =>
    row
      .map((cell) => {
        const pct = cell.equity === null ? ' --' : String(Math.round(cell.equity * 100)).padStart(3);
        const mark = marked.has(cell.label) ? '*' : ' ';
        const text = `${cell.label.padEnd(3)}${pct}`;
        if (!options.color) return `${text}${mark}`;
        if (cell.equity === null) return `\x1b[2m${text} \x1b[0m`;
        const [r, g, b] = heat(cell.equity);
        const style = marked.has(cell.label) ? '\x1b[1;4m' : '';
        return `\x1b[48;2;${r};${g};${b}m\x1b[38;2;0;0;0m${style}${text}\x1b[0m\x1b[48;2;${r};${g};${b}m \x1b[0m`;
      })
      .join(options.color ? '' : ' ')
      .trimEnd(),
  );
  return lines.join('\n');
}
