import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { parsePhh, type PhhHand } from '@pokerchart/phh';
import { parseHistory, type RefusedHand } from '../parseHistory.js';

/** The hands read from one file or text. @internal */
export interface SourceHands {
  /** The file path, or `text N`. */
  name: string;
  /** The file, for files. */
  file?: { path: string; size: number; mtimeMs: number };
  hands: PhhHand[];
  /** For PHH sources: each hand's own PHH text, stored as written. */
  texts?: string[];
  refused: RefusedHand[];
  /** Set when the file was imported in full before: its hand count, nothing read. */
  skipped?: number;
}

/** The extensions a folder is searched for. */
const HISTORY_FILES = new Set(['.txt', '.phh', '.phhs']);

interface Entry {
  name: string;
  file?: { path: string; size: number; mtimeMs: number };
  text?: string;
}

/** Whether a string names an existing file or folder (texts hold line breaks or name nothing). */
async function statOf(path: string): Promise<Awaited<ReturnType<typeof stat>> | null> {
  if (path.includes('\n') || path.length > 4096) return null;
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

async function listFolder(dir: string, out: Entry[]): Promise<void> {
  const names = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const d of names) {
    if (d.name.startsWith('.')) continue;
    const path = join(dir, d.name);
    if (d.isDirectory()) await listFolder(path, out);
    else if (d.isFile() && HISTORY_FILES.has(extname(d.name).toLowerCase())) {
      const s = await stat(path);
      out.push({ name: path, file: { path: resolve(path), size: s.size, mtimeMs: s.mtimeMs } });
    }
  }
}

/**
 * The hands of each input, one source at a time (a file is read only when its turn comes, so
 * memory holds one file and one batch): folders are searched for `.txt`, `.phh` and `.phhs`
 * files, in name order; a string that names no file is a text. A PHH text (`.phh`, `.phhs`, or
 * TOML whose first line sets a key or opens a table) is read by `@pokerchart/phh`, any other text
 * by {@link parseHistory}. `known(path, size, mtime)` gives the hand count of a file imported in
 * full before, which is then skipped.
 * @internal
 */
export async function* readSources(
  inputs: readonly string[],
  known: (path: string, size: number, mtimeMs: number) => Promise<number | null>,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<SourceHands> {
  const entries: Entry[] = [];
  let texts = 0;
  for (const input of inputs) {
    const s = await statOf(input);
    if (s === null) entries.push({ name: `text ${++texts}`, text: input });
    else if (s.isDirectory()) await listFolder(input, entries);
    else entries.push({ name: input, file: { path: resolve(input), size: Number(s.size), mtimeMs: Number(s.mtimeMs) } });
  }
  const total = entries.reduce((n, e) => n + (e.file?.size ?? e.text!.length), 0);
  let done = 0;
  onProgress?.(0, total);
  for (const entry of entries) {
    const size = entry.file?.size ?? entry.text!.length;
    if (entry.file !== undefined) {
      const count = await known(entry.file.path, entry.file.size, entry.file.mtimeMs);
      if (count !== null) {
        done += size;
        onProgress?.(done, total);
        yield { name: entry.name, file: entry.file, hands: [], refused: [], skipped: count };
        continue;
      }
    }
    let text: string;
    try {
      text = entry.text ?? (await readFile(entry.file!.path, 'utf8'));
    } catch (error) {
      yield { name: entry.name, hands: [], refused: [{ handId: '', line: 0, code: 'HAND_FILE_UNREADABLE', message: `${entry.name} cannot be read: ${(error as Error).message}` }] };
      continue;
    }
    yield { name: entry.name, ...(entry.file ? { file: entry.file } : {}), ...readText(text, entry.name) };
    done += size;
    onProgress?.(done, total);
  }
}

/** Whether a text is PHH (TOML) rather than a card room's history. */
function isPhh(text: string, name: string): boolean {
  const ext = extname(name).toLowerCase();
  if (ext === '.phh' || ext === '.phhs') return true;
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  return first !== undefined && /^\s*(\[[^\]]+\]|[A-Za-z_][A-Za-z0-9_]*\s*=)/.test(first);
}

function readText(text: string, name: string): { hands: PhhHand[]; texts?: string[]; refused: RefusedHand[] } {
  if (!isPhh(text, name)) {
    try {
      return parseHistory(text);
    } catch (error) {
      const code = typeof (error as { code?: unknown }).code === 'string' ? String((error as { code: string }).code) : 'HISTORY_UNREADABLE';
      return { hands: [], refused: [{ handId: '', line: 0, code, message: error instanceof Error ? error.message : String(error) }] };
    }
  }
  // a .phhs file: one table per hand; each hand is read (and refused) on its own, its text kept
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const starts: number[] = [];
  lines.forEach((l, i) => {
    // a table header: "[12]" (only lines that start with a bracket or a space are tested)
    const c = l.charCodeAt(0);
    if ((c === 91 || c === 32 || c === 9) && /^\s*\[[^\[\]]+\]\s*(#.*)?$/.test(l)) starts.push(i);
  });
  const out: { hands: PhhHand[]; texts: string[]; refused: RefusedHand[] } = { hands: [], texts: [], refused: [] };
  if (starts.length === 0) {
    const body = text.replace(/^\uFEFF/, '').trim();
    try {
      out.hands.push(parsePhh(body));
      out.texts.push(body);
    } catch (error) {
      out.refused.push(refusal(error, '', 0));
    }
    return out;
  }
  if (lines.slice(0, starts[0]).some((l) => l.trim() !== '' && !l.trim().startsWith('#'))) {
    out.refused.push({ handId: '', line: 1, code: 'PHH_WRONG_TYPE', message: 'the .phhs text has keys before its first hand table: every hand must be a table ([1], [2], …)' });
  }
  starts.forEach((from, k) => {
    const body = lines.slice(from + 1, starts[k + 1] ?? lines.length).join('\n').trim();
    const name = /\[([^\]]+)\]/.exec(lines[from]!)![1]!.trim();
    try {
      out.hands.push(parsePhh(body));
      out.texts.push(body);
    } catch (error) {
      out.refused.push(refusal(error, name, from + 1));
    }
  });
  return out;
}

/** A PHH error as a refusal; `offset` is the line of the hand's table header in the whole text. */
function refusal(error: unknown, handId: string, offset: number): RefusedHand {
  const e = error as { code?: unknown; line?: unknown; message?: string };
  const line = typeof e.line === 'number' ? e.line + offset : offset;
  return { handId, line, code: typeof e.code === 'string' ? e.code : 'PHH_UNREADABLE', message: e.message ?? String(error) };
}
