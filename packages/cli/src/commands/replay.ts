import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { compareStacks, parsePhh, parsePhhs, PhhReplayError, replayPhh, type PhhHand, type StackComparison } from '@pokerchart/phh';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { formatNumber, plural, progressBar } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';

const help = `pokerchart replay: replay PHH hand histories through the engine

Usage: pokerchart replay <file.phh|folder>... [--json] [--expected <file.json>] [--scale <n>]
                        [--muck-unknown] [--quiet]

  <file.phh|folder>  PHH files (also .phhs files, many hands each), or folders searched
                     recursively for *.phh and *.phhs files
  --json             print one JSON array, one entry per hand:
                     { "file", "hand"?, "variant", "finishingStacks", "matches",
                       "net"?, "oddChipScale"?, "error"? }
                     ("hand": its position in a .phhs file, from 1; "net": what each
                     player won or lost, given when a starting stack is unknown, inf)
  --expected <file>  reference stacks for files without finishing_stacks: a JSON object
                     keyed by path relative to that file's folder, each value an array of
                     stacks or an object with "finishing_stacks" (default: an expected.json
                     at the top of a folder argument, if there is one)
  --scale <n>        chips per unit of the files' amounts, a power of ten (default: the
                     smallest that makes every amount of a hand whole)
  --muck-unknown     take a hand the file never shows (sm ????) as mucked at showdown, as
                     PokerKit does, instead of refusing a replay where it would win
  --quiet, -q        no progress bar (there is none anyway when stderr is not a terminal)
  --help, -h         this help

Each hand is replayed from its starting stacks, forced bets and actions under pokerchart's rules
(RULES.md), and its finishing stacks are compared with the file's finishing_stacks or, where the
file has none, with the reference stacks ("matches": null when there are neither). Every PHH
variant replays: NT, NS, FT, PO, FO/8, the stud games F7S, F7S/8 and FR (bring-in "pb"), and the
draw games N2L1D, F2L3D and FB (discards "sd"); a game whose built-in is missing from
@pokerchart/variants is reported as "variant not supported yet". See the hand-histories guide for
the details of the mapping.

Examples:
  pokerchart replay hand.phh
  pokerchart replay examples/hands --json > replays.json

A file whose finishing stacks split a chip (x.5 where the game had whole chips) cannot be matched
in whole chips (R0.1); when replaying it at a finer --scale reproduces it exactly, it is reported
as an odd-chip difference ("oddChipScale" in --json), not as a mismatch.

Exit codes: 0 every file replayed, with no mismatch other than odd-chip differences; 1 an error
or a mismatch in any file; 2 bad usage.`;

/** One entry of the JSON output (the shape of the public contract). */
interface ReplayEntry {
  file: string;
  /** Position of the hand in a .phhs file (from 1). */
  hand?: number;
  variant: string | null;
  finishingStacks: number[];
  matches: boolean | null;
  /** What each player won or lost, when a starting stack is unknown (inf) and its finishing stack with it. */
  net?: number[];
  /** Present when `matches` is false only because the reference splits a chip: the scale that reproduces it. */
  oddChipScale?: number;
  error?: string;
}

interface Outcome {
  entry: ReplayEntry;
  comparison: StackComparison | null;
  unsupported: string | null;
  reference: 'file' | 'expected' | null;
  /** The actions stop before the hand is over (finishingStacks are the stacks after the last action). */
  incomplete?: boolean;
  /** Chips per unit of the file used by the replay. */
  scale?: number;
  /**
   * The mismatch is a documented odd-chip difference: the reference splits a chip, which whole
   * chips cannot do (R0.1), and replaying at this finer scale reproduces the reference exactly.
   */
  oddChip?: number;
}

type References = Map<string, number[]>;

function parse(args: string[]) {
  return parseOptions(args, {
    json: { type: 'boolean' },
    expected: { type: 'string' },
    scale: { type: 'string' },
    'muck-unknown': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
  }, { positionals: true });
}

/** Reads a reference file: `{ "<relative path>": [stacks] | { "finishing_stacks": [stacks] } }`. */
function readReferences(path: string, into: References): void {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliUsageError(`cannot read reference stacks from ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new CliUsageError(`${path} must hold a JSON object keyed by file path`);
  }
  const base = dirname(resolve(path));
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const raw = Array.isArray(value) ? value : (value as { finishing_stacks?: unknown } | null)?.finishing_stacks;
    if (!Array.isArray(raw)) continue;
    const stacks = raw.map(Number);
    if (stacks.some((s) => !Number.isFinite(s))) continue;
    into.set(resolve(base, key), stacks);
  }
}

/** The files to replay, in order: folders are searched recursively for *.phh, sorted by path. */
function collect(paths: readonly string[], references: References, autoReferences: boolean): { file: string; missing: boolean }[] {
  const out: { file: string; missing: boolean }[] = [];
  for (const path of paths) {
    if (!existsSync(path)) {
      out.push({ file: path, missing: true });
      continue;
    }
    if (!statSync(path).isDirectory()) {
      out.push({ file: path, missing: false });
      continue;
    }
    if (autoReferences && existsSync(join(path, 'expected.json'))) readReferences(join(path, 'expected.json'), references);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith('.phh') || name.endsWith('.phhs')) found.push(p);
      }
    };
    walk(path);
    found.sort((a, b) => (relative(path, a) < relative(path, b) ? -1 : 1));
    out.push(...found.map((file) => ({ file, missing: false })));
  }
  return out;
}

/**
 * When `reference` holds fractions of a chip at `scale` (the recorded game split a chip), the
 * finer scale at which a replay reproduces `reference` exactly; otherwise undefined.
 */
function oddChipScale(hand: PhhHand, scale: number, reference: readonly number[]): number | undefined {
  const whole = (s: number) => reference.every((v) => Math.abs(v * s - Math.round(v * s)) < 1e-6);
  if (whole(scale)) return undefined;
  for (let finer = scale * 10; finer <= scale * 1000; finer *= 10) {
    if (!whole(finer)) continue;
    try {
      return compareStacks(replayPhh(hand, { scale: finer }).finishingStacks, reference).matches ? finer : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface ReplayChoices {
  scale: number | undefined;
  unknownHandsMuck: boolean;
}

/** The outcomes of one file: one hand for a .phh file, each hand of a .phhs file. */
function replayFile(file: string, references: References, choices: ReplayChoices): Outcome[] {
  if (!file.endsWith('.phhs')) return [replayOne(file, references, choices)];
  let hands: PhhHand[];
  try {
    hands = parsePhhs(readFileSync(file, 'utf8'), { check: false });
  } catch (error) {
    const message = (error as { code?: unknown }).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error);
    return [{ entry: { file, variant: null, finishingStacks: [], matches: null, error: message }, comparison: null, unsupported: null, reference: null }];
  }
  return hands.map((hand, i) => replayOne(file, references, choices, { hand, index: i + 1 }));
}

function replayOne(file: string, references: References, choices: ReplayChoices, inFile?: { hand: PhhHand; index: number }): Outcome {
  const { scale } = choices;
  const entry: ReplayEntry = { file, ...(inFile === undefined ? {} : { hand: inFile.index }), variant: null, finishingStacks: [], matches: null };
  let hand: PhhHand | null = null;
  try {
    hand = inFile?.hand ?? parsePhh(readFileSync(file, 'utf8'));
    entry.variant = typeof hand.variant === 'string' ? hand.variant : null;
    const replay = replayPhh(hand, { ...(scale === undefined ? {} : { scale }), unknownHandsMuck: choices.unknownHandsMuck });
    entry.finishingStacks = replay.finishingStacks;
    if (replay.finishingStacks.some((v) => !Number.isFinite(v))) entry.net = replay.net;
    const incomplete = !replay.complete;
    if (replay.comparison !== null) {
      entry.matches = replay.comparison.matches;
      const oddChip = entry.matches || scale !== undefined ? undefined : oddChipScale(hand, replay.scale, hand.finishing_stacks ?? []);
      if (oddChip !== undefined) entry.oddChipScale = oddChip;
      return { entry, comparison: replay.comparison, unsupported: null, reference: 'file', incomplete, scale: replay.scale, ...(oddChip === undefined ? {} : { oddChip }) };
    }
    const reference = inFile === undefined ? references.get(resolve(file)) : undefined;
    if (reference !== undefined) {
      const comparison = compareStacks(replay.finishingStacks, reference);
      entry.matches = comparison.matches;
      const oddChip = entry.matches || scale !== undefined ? undefined : oddChipScale(hand, replay.scale, reference);
      if (oddChip !== undefined) entry.oddChipScale = oddChip;
      return { entry, comparison, unsupported: null, reference: 'expected', incomplete, scale: replay.scale, ...(oddChip === undefined ? {} : { oddChip }) };
    }
    return { entry, comparison: null, unsupported: null, reference: null, incomplete };
  } catch (error) {
    if (hand === null && typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code === 'ENOENT') {
      entry.error = 'no such file';
    } else {
      entry.error = error instanceof Error ? error.message : String(error);
    }
    const unsupported = error instanceof PhhReplayError && error.code === 'PHH_UNSUPPORTED_VARIANT' ? entry.error : null;
    return { entry, comparison: null, unsupported, reference: null };
  }
}

/** A hand's name in the summary: the file, and its position in a .phhs file. */
function label(entry: ReplayEntry): string {
  return entry.hand === undefined ? entry.file : `${entry.file} #${entry.hand}`;
}

function summary(outcomes: readonly Outcome[]): string {
  const lines: string[] = [];
  const replayed = outcomes.filter((o) => o.entry.error === undefined);
  const matched = outcomes.filter((o) => o.entry.matches === true);
  const oddChip = outcomes.filter((o) => o.entry.matches === false && o.oddChip !== undefined);
  const mismatched = outcomes.filter((o) => o.entry.matches === false && o.oddChip === undefined);
  const unreferenced = replayed.filter((o) => o.entry.matches === null);
  const unsupported = outcomes.filter((o) => o.unsupported !== null);
  const failed = outcomes.filter((o) => o.entry.error !== undefined && o.unsupported === null);
  for (const o of outcomes) {
    const mark =
      o.entry.matches === true ? 'ok' : o.oddChip !== undefined ? 'odd' : o.entry.matches === false ? 'DIFF' : o.entry.error !== undefined ? (o.unsupported !== null ? 'skip' : 'ERR') : '--';
    const stacks =
      o.entry.net !== undefined
        ? `net [${o.entry.net.map((v) => (v > 0 ? '+' : '') + formatNumber(v)).join(' / ')}] (unknown starting stacks)`
        : o.entry.finishingStacks.length > 0
          ? `[${o.entry.finishingStacks.map((v) => formatNumber(v)).join(' / ')}]`
          : '';
    const note = o.incomplete === true ? '  (the actions stop before the end of the hand)' : '';
    lines.push(`${mark.padEnd(4)} ${label(o.entry)}  ${o.entry.variant ?? '?'}  ${stacks}${note}`.trimEnd());
  }
  lines.push('');
  lines.push(
    `${plural(outcomes.length, 'file')}: ${formatNumber(replayed.length)} replayed, ${formatNumber(matched.length)} matched, ` +
      `${formatNumber(mismatched.length)} mismatched, ${plural(oddChip.length, 'odd-chip difference')}, ` +
      `${formatNumber(unreferenced.length)} without reference stacks, ` +
      `${formatNumber(unsupported.length)} skipped (variant not supported yet), ${formatNumber(failed.length)} with errors`,
  );
  const difference = (o: Outcome) => {
    const d = o.comparison!.firstDifference!;
    const source = o.reference === 'file' ? "the file's finishing_stacks say" : 'the reference says';
    return `p${d.player + 1} finishes with ${formatNumber(d.actual, 6)}, ${source} ${formatNumber(d.expected, 6)}`;
  };
  if (mismatched.length > 0) {
    lines.push('', 'Mismatched (first difference):');
    for (const o of mismatched) {
      const d = o.comparison!.firstDifference!;
      const scaled = d.expected * (o.scale ?? 1);
      const split = Math.abs(scaled - Math.round(scaled)) > 1e-6;
      const hint = split ? ' (a fraction of a chip: the recorded game split a chip, see --scale)' : '';
      lines.push(`  ${label(o.entry)}: ${difference(o)}${hint}`);
    }
  }
  if (oddChip.length > 0) {
    lines.push(
      '',
      'Odd-chip differences (not failures): the recorded game split a chip, which whole chips cannot do;',
      'the replay gives the odd chip to the first winner clockwise from the button (R115).',
    );
    for (const o of oddChip) lines.push(`  ${label(o.entry)}: ${difference(o)}; --scale ${o.oddChip} reproduces the file exactly`);
  }
  if (unsupported.length > 0) {
    lines.push('', 'Skipped (variant not supported yet):');
    const byVariant = new Map<string, Outcome[]>();
    for (const o of unsupported) byVariant.set(o.entry.variant ?? '?', [...(byVariant.get(o.entry.variant ?? '?') ?? []), o]);
    for (const [variant, list] of byVariant) {
      const reason = (list[0]!.unsupported ?? '').replace(/^line \d+: /, '');
      lines.push(`  ${variant}: ${plural(list.length, 'file')}: ${reason}`);
    }
  }
  if (failed.length > 0) {
    lines.push('', 'Errors:');
    for (const o of failed) lines.push(`  ${label(o.entry)}: ${o.entry.error}`);
  }
  return lines.join('\n');
}

/** `pokerchart replay`: replays PHH files and folders and compares their finishing stacks. */
export const replayCommand: CliCommand = {
  name: 'replay',
  summary: 'replay PHH hand histories and check their finishing stacks',
  help,
  async run(args, io) {
    const { values, positionals } = parse(args);
    if (positionals.length === 0) throw new CliUsageError('give at least one .phh file or folder');
    let scale: number | undefined;
    if (values.scale !== undefined) {
      scale = Number(values.scale);
      if (!Number.isInteger(scale) || scale < 1 || !Number.isInteger(Math.log10(scale))) {
        throw new CliUsageError(`--scale must be a power of ten (1, 10, 100, …), got "${values.scale}"`);
      }
    }
    const references: References = new Map();
    if (values.expected !== undefined) readReferences(values.expected, references);
    const files = collect(positionals, references, values.expected === undefined);
    if (files.length === 0) throw new CliUsageError(`no .phh or .phhs files found in ${positionals.join(', ')}`);
    const outcomes: Outcome[] = [];
    const bar = progressBar(io, 'files', values.quiet === true || files.length < 10);
    for (const [i, { file, missing }] of files.entries()) {
      outcomes.push(
        ...(missing
          ? [{ entry: { file, variant: null, finishingStacks: [], matches: null, error: 'no such file or folder' }, comparison: null, unsupported: null, reference: null }]
          : replayFile(file, references, { scale, unknownHandsMuck: values['muck-unknown'] === true })),
      );
      bar.update(i + 1, files.length);
    }
    bar.end();
    if (values.json === true) io.stdout.write(JSON.stringify(outcomes.map((o) => o.entry), null, 2) + '\n');
    else io.stdout.write(summary(outcomes) + '\n');
    // Odd-chip differences are documented, not failures: they leave the exit code at 0.
    const bad = outcomes.some((o) => o.entry.error !== undefined || (o.entry.matches === false && o.oddChip === undefined));
    return bad ? 1 : 0;
  },
};
