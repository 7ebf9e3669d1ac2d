import type { PhhHand } from './PhhHand.js';
import { readPhhToml } from './readPhhToml.js';
import { locatePhhSource } from './locatePhhSource.js';
import { rememberSource } from './phhSource.js';
import { validatePhh } from './validatePhh.js';

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
