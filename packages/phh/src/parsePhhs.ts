import type { PhhHand } from './PhhHand.js';
import { PhhParseError } from './PhhParseError.js';
import { locatePhhSource, type PhhSourceMap } from './locatePhhSource.js';
import { rememberSource } from './phhSource.js';
import { readPhhToml } from './readPhhToml.js';
import { validatePhh } from './validatePhh.js';

/** Options of {@link parsePhhs}. */
export interface ParsePhhsOptions {
  /**
   * Check every hand as {@link parsePhh} does (default true). With false, only the TOML and the
   * file's shape are checked, so that a caller can report bad hands one by one: {@link replayPhh}
   * makes the same checks for each hand it replays.
   */
  check?: boolean;
}

/**
 * Reads a `.phhs` file: many PHH hands in one TOML text, each hand a table (`[1]`, `[2]`, …, as
 * the PHH dataset and PokerKit write them; any table name will do). Returns the hands in the
 * order of their tables in the text, each a {@link PhhHand} as {@link parsePhh} returns it, with
 * lines counted in the whole file. The table name is not part of the record.
 *
 * @example
 * ```ts
 * const hands = parsePhhs(readFileSync('session.phhs', 'utf8'));
 * for (const hand of hands) replayPhh(hand);
 * ```
 * @throws {@link PhhParseError}: `PHH_TOML_SYNTAX` and `PHH_UNSAFE_KEY` as for {@link parsePhh},
 * `PHH_WRONG_TYPE` when a top-level key is not a hand table, and (unless `check` is false) the
 * first problem found in a hand, naming its line.
 */
export function parsePhhs(text: string, options: ParsePhhsOptions = {}): PhhHand[] {
  const read = readPhhToml(text);
  const source = locatePhhSource(read.text);
  const lines = new Map<string, PhhSourceMap & { line: number }>();
  for (const t of source.tables) if (!lines.has(t.name)) lines.set(t.name, { ...t.map, line: t.line });
  const names = Object.keys(read.table);
  for (const name of names) {
    const value = read.table[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
      throw new PhhParseError(
        'PHH_WRONG_TYPE',
        `"${name}" is not a hand: a .phhs file holds one table per hand ([1], [2], …), with no keys outside them`,
        { line: source.fields.get(name) ?? lines.get(name)?.line ?? null, field: name },
      );
    }
  }
  // the text's order (object keys that look like integers would otherwise come first)
  const at = (name: string) => lines.get(name)?.line ?? Number.MAX_SAFE_INTEGER;
  names.sort((a, b) => at(a) - at(b));
  return names.map((name) => {
    const hand = { ...(read.table[name] as Record<string, unknown>) } as PhhHand;
    const map = lines.get(name);
    if (map !== undefined) rememberSource(hand, map);
    if (options.check !== false) validatePhh(hand);
    return hand;
  });
}
