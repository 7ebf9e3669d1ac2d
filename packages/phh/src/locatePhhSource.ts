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
}

/** @internal */
export function locatePhhSource(text: string): PhhSourceMap {
  const fields = new Map<string, number>();
  const actions: number[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  let depth = 0; // bracket/brace depth inside a value
  let atLineStart = true;
  let inTable = false; // after a [table] header, keys are no longer top-level
  let currentKey: string | null = null;

  const skipString = (): void => {
    // text[i] is a quote; handles ', ", ''' and """ strings; advances i past the closing quote
    const q = text[i]!;
    const triple = text.startsWith(q.repeat(3), i);
    if (triple) {
      i += 3;
      while (i < n && !text.startsWith(q.repeat(3), i)) {
        if (text[i] === '\n') line += 1;
        if (q === '"' && text[i] === '\\') i += 1;
        i += 1;
      }
      i += 3;
      while (text[i] === q) i += 1; // up to two extra quotes belong to the content
      return;
    }
    i += 1;
    while (i < n && text[i] !== q && text[i] !== '\n') {
      if (q === '"' && text[i] === '\\') i += 1;
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
        inTable = true;
        while (i < n && text[i] !== '\n') i += 1;
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
      if (!inTable && !fields.has(key)) fields.set(key, line);
      currentKey = inTable ? null : key;
      if (text[i] === '=') i += 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      if (currentKey === 'actions' && depth === 1) actions.push(line);
      skipString();
      continue;
    }
    if (ch === '[' || ch === '{') depth += 1;
    else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    i += 1;
  }
  return { fields, actions };
}
