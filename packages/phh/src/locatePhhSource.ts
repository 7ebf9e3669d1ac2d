/**
 * Line numbers of a PHH text: the line of each top-level key, and of each element of the
 * `actions` array. smol-toml returns values only, so this small scanner walks the TOML text
 * (strings, comments, brackets) to find them.
 * @internal
 */
export interface PhhSourceMap {
  /** Top-level key -> 1-based line of its `key =`. */
  fields: Map<string, number>;
  /** 1-based line of each element of `actions`, in order. */
  actions: number[];
  /**
   * The `[name]` tables of the text, in order (a `.phhs` file has one per hand), each with its
   * header line and the lines of its own keys and actions, as for a one-hand text.
   */
  tables: { name: string; line: number; map: PhhSourceMap }[];
}

const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const DOUBLE_QUOTE = 0x22;

/** @internal */
export function locatePhhSource(text: string): PhhSourceMap {
  const top: PhhSourceMap = { fields: new Map<string, number>(), actions: [], tables: [] };
  let current: PhhSourceMap | null = top; // the map keys go to: the top level or a [name] table
  let line = 1;
  let i = 0;
  const n = text.length;
  let depth = 0; // bracket/brace depth inside a value
  let atLineStart = true;
  let currentKey: string | null = null;

  const skipString = (): void => {
    // text[i] is a quote; handles ', ", ''' and """ strings; advances i past the closing quote
    // (char codes, no strings made: every action of a file is a string)
    const q = text.charCodeAt(i);
    const escapes = q === DOUBLE_QUOTE;
    if (text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q) {
      i += 3;
      while (i < n && !(text.charCodeAt(i) === q && text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q)) {
        const c = text.charCodeAt(i);
        if (c === NEWLINE) line += 1;
        if (escapes && c === BACKSLASH) i += 1;
        i += 1;
      }
      i += 3;
      while (text.charCodeAt(i) === q) i += 1; // up to two extra quotes belong to the content
      return;
    }
    i += 1;
    for (;;) {
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === q || c === NEWLINE) break;
      if (escapes && c === BACKSLASH) i += 1;
      i += 1;
    }
    i += 1;
  };

  while (i < n) {
    const ch = text[i]!;
    if (ch === '\n') {
      line += 1;
      i += 1;
      if (depth === 0) {
        atLineStart = true;
        currentKey = null;
      }
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i += 1;
      continue;
    }
    if (ch === '#') {
      while (i < n && text[i] !== '\n') i += 1;
      continue;
    }
    if (atLineStart && depth === 0) {
      atLineStart = false;
      if (ch === '[') {
        const start = i;
        while (i < n && text[i] !== '\n') {
          if (text[i] === '"' || text[i] === "'") skipString();
          else i += 1;
        }
        const name = tableName(text.slice(start, i));
        if (name === null) current = null; // an array of tables or a sub-table: not a hand's own keys
        else {
          current = { fields: new Map<string, number>(), actions: [], tables: [] };
          top.tables.push({ name, line, map: current });
        }
        continue;
      }
      // a key: bare, or quoted, possibly dotted; read up to '='
      const start = i;
      while (i < n && text[i] !== '=' && text[i] !== '\n') {
        if (text[i] === '"' || text[i] === "'") skipString();
        else i += 1;
      }
      const rawKey = text.slice(start, i).trim();
      const key = rawKey.replace(/^["']|["']$/g, '');
      if (current !== null && !current.fields.has(key)) current.fields.set(key, line);
      currentKey = current === null ? null : key;
      if (text[i] === '=') i += 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      if (currentKey === 'actions' && depth === 1) current?.actions.push(line);
      skipString();
      continue;
    }
    if (ch === '[' || ch === '{') depth += 1;
    else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    i += 1;
  }
  return top;
}

/**
 * The name of a `[name]` table header line (comment allowed after it), unquoted; null for an
 * array of tables (`[[name]]`) or a dotted sub-table (`[name.sub]`).
 */
function tableName(header: string): string | null {
  const m = /^\[\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*\]\s*(#.*)?$/.exec(header.trim());
  if (m === null) return null;
  const raw = m[1]!;
  if (raw.startsWith("'")) return raw.slice(1, -1);
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw.slice(1, -1);
    }
  }
  return raw;
}

/** Source lines of records that came from text, kept beside them without touching the record. */
const sources = new WeakMap<object, PhhSourceMap>();

/** @internal */
export function rememberSource(hand: object, map: PhhSourceMap): void {
  sources.set(hand, map);
}

/** @internal */
export function sourceOf(hand: object): PhhSourceMap | undefined {
  return sources.get(hand);
}

/** The 1-based line of action `index` of a record read from text, or null. @internal */
export function actionLine(hand: object, index: number): number | null {
  return sources.get(hand)?.actions[index] ?? null;
}

/** The 1-based line of a top-level field of a record read from text, or null. @internal */
export function fieldLine(hand: object, field: string): number | null {
  return sources.get(hand)?.fields.get(field) ?? null;
}
