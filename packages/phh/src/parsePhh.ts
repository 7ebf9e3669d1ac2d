import { parse, TomlError } from 'smol-toml';
import type { PhhHand } from './PhhHand.js';
import { PhhParseError } from './PhhParseError.js';
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
  if (typeof text !== 'string') throw new PhhParseError('PHH_WRONG_TYPE', `PHH text must be a string, got ${typeof text}`);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is not TOML
  let table: Record<string, unknown>;
  try {
    table = parse(text, { unsafeKeyBehaviour: 'throw', maxDepth: 64 });
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
  const hand = { ...table } as PhhHand;
  rememberSource(hand, locatePhhSource(text));
  validatePhh(hand);
  return hand;
}
