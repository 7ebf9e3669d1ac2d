import { parse, TomlError } from 'smol-toml';
import { PhhParseError } from './PhhParseError.js';

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
