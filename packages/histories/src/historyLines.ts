/**
 * The lines of a history text without a string per line: where each line starts. A line is read
 * (`lineOf`) only when it is needed and dies young, where an array of every line of a large file
 * would live through the whole read. Line breaks are CRLF, LF or a lone CR, as `split(/\r\n|\n|\r/)`
 * reads them; a byte-order mark at the start of a line (files joined together) is left out.
 * @internal
 */
export interface HistoryLines {
  /** The text with every line break an LF. */
  text: string;
  /** starts[i]: where line i starts; starts[count] is text.length + 1 (the array may be longer). */
  starts: Int32Array;
  /** How many lines. */
  count: number;
}

/** The lines of a text (see {@link HistoryLines}). @internal */
export function historyLines(source: string): HistoryLines {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  // one pass: a guess of one line per 40 characters, grown when short
  let starts = new Int32Array((text.length >> 5) + 2);
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (count + 1 >= starts.length) {
      const grown = new Int32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = at + 1;
  }
  starts[count] = text.length + 1;
  return { text, starts, count };
}

/** Line i of a text as a string (without its line break or a leading byte-order mark). @internal */
export function lineOf(lines: HistoryLines, i: number): string {
  let from = lines.starts[i]!;
  if (lines.text.charCodeAt(from) === 0xfeff) from++;
  return lines.text.slice(from, lines.starts[i + 1]! - 1);
}

/** The char code line i starts with (NaN for an empty line), a leading byte-order mark left out. @internal */
export function firstCodeOf(lines: HistoryLines, i: number): number {
  let from = lines.starts[i]!;
  const end = lines.starts[i + 1]! - 1;
  if (from < end && lines.text.charCodeAt(from) === 0xfeff) from++;
  return from < end ? lines.text.charCodeAt(from) : NaN;
}
