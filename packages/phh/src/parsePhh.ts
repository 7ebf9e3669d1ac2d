import type { PhhHand } from './PhhHand.js';
import { PhhParseError } from './errors.js';
import { locatePhhSource, type PhhSourceMap, rememberSource } from './locatePhhSource.js';
import { validatePhh } from './validatePhh.js';
import { parse, TomlError, stringify } from 'smol-toml';

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

/**
 * Reads one PHH hand history (TOML text) into a {@link PhhHand} and checks it: TOML syntax,
 * the variant code, the fields the variant requires and the types of known fields, one entry per
 * player in per-player arrays, the grammar of every action, and cards (in the deck, never dealt
 * twice, a shown hand equal to the hand dealt). Keys that could pollute prototypes (`__proto__`,
 * `constructor`) are refused. Unknown fields are kept.
 *
 * @example
 * ```ts
 * const hand = parsePhh(readFileSync('hand.phh', 'utf8'));
 * hand.starting_stacks; // [7380000, 2500000, …]
 * ```
 * @throws {@link PhhParseError} naming the line (and the field or action index) at fault.
 */
export function parsePhh(text: string): PhhHand {
  const read = readPhhToml(text);
  const hand = { ...read.table } as PhhHand;
  rememberSource(hand, locatePhhSource(read.text));
  validatePhh(hand);
  return hand;
}

/**
 * Parses PHH TOML text (a byte-order mark allowed), refusing keys that could pollute prototypes.
 * @throws {@link PhhParseError} `PHH_WRONG_TYPE`, `PHH_UNSAFE_KEY` or `PHH_TOML_SYNTAX`.
 * @internal
 */
export function readPhhToml(text: string): { table: Record<string, unknown>; text: string } {
  if (typeof text !== 'string') throw new PhhParseError('PHH_WRONG_TYPE', `PHH text must be a string, got ${typeof text}`);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is not TOML
  try {
    return { table: parse(text, { unsafeKeyBehaviour: 'throw', maxDepth: 64 }), text };
  } catch (error) {
    if (error instanceof TomlError) {
      const firstLine = error.message.split('\n')[0] ?? error.message;
      if (/unsafe property/i.test(firstLine)) {
        throw new PhhParseError(
          'PHH_UNSAFE_KEY',
          'keys named "__proto__" or "constructor" are not allowed (they could alter objects built from the file)',
          { line: error.line },
        );
      }
      throw new PhhParseError('PHH_TOML_SYNTAX', `not valid TOML: ${firstLine.replace(/^Invalid TOML document:\s*/, '')}`, {
        line: error.line,
      });
    }
    throw error;
  }
}

const ORDER = [
  'variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet', 'min_bet',
  'starting_stacks', 'actions',
];

/**
 * Writes a {@link PhhHand} as PHH (TOML) text: the state-construction fields first in the
 * specification's order, `actions` one per line, then every other field in the record's own
 * order, unknown fields included. `parsePhh(serializePhh(hand))` gives back an equal record;
 * TOML comments and number formatting of the original text are not kept (`9950.0` is written
 * `9950`, the same number).
 * @throws {@link PhhParseError} `PHH_WRONG_TYPE` when `hand` is not a record.
 */
export function serializePhh(hand: PhhHand): string {
  if (hand === null || typeof hand !== 'object' || Array.isArray(hand)) {
    throw new PhhParseError('PHH_WRONG_TYPE', `serializePhh needs a PHH hand object, got ${hand === null ? 'null' : Array.isArray(hand) ? 'an array' : typeof hand}`);
  }
  const lines: string[] = [];
  const keys = [...ORDER.filter((k) => hand[k] !== undefined), ...Object.keys(hand).filter((k) => !ORDER.includes(k))];
  const tables: Record<string, unknown> = {};
  for (const key of keys) {
    const value = hand[key];
    if (value === undefined) continue;
    if (key === 'actions' && Array.isArray(value)) {
      if (value.length === 0) lines.push('actions = []');
      else lines.push('actions = [', ...value.map((a) => `  ${stringify({ a }).slice(4).trim()},`), ']');
      continue;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isDate(value)) {
      tables[key] = value; // a TOML table must come after the plain keys
      continue;
    }
    lines.push(stringify({ [key]: value }).trim());
  }
  let text = lines.join('\n') + '\n';
  if (Object.keys(tables).length > 0) text += '\n' + stringify(tables).trim() + '\n';
  return text;
}

function isDate(value: object): boolean {
  return value instanceof Date;
}
