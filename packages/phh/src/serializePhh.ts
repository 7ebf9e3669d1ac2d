import { stringify } from 'smol-toml';
import type { PhhHand } from './PhhHand.js';
import { PhhParseError } from './PhhParseError.js';

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
