import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/architecture.js';

// Every rule id a user can meet (in an error message, a chart, a view, a guide) must resolve to
// its text in docs/guides/rules-reference.md, where each rule is a line that starts with its id:
// `- **R73 Minimum raise.** ...`. This reads only files of the repository.

const RULES_PAGE = 'docs/guides/rules-reference.md';
/** A rule id as cited: `R73`, `R0.4`; not part of a longer word (`PR2`, `R2D2` are no ids). */
const ID = /(?<![A-Za-z0-9_])R(\d+(?:\.\d+)?)(?![\dA-Za-z_])/g;
/** A range of ids as cited: `R57-R66`, `R110–R117`. */
const RANGE = /(?<![A-Za-z0-9_])R(\d+(?:\.\d+)?) ?[-–] ?R(\d+(?:\.\d+)?)(?![\d.])/g;

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** The files under `dir` (repo-relative) whose name ends with one of `exts`, recursively. */
function filesUnder(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return;
    }
    for (const name of names) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(abs, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (exts.some((e) => name.endsWith(e))) out.push(relative(repoRoot, path));
    }
  };
  walk(join(repoRoot, dir));
  return out.sort();
}

const folders = (dir: string) => readdirSync(join(repoRoot, dir)).filter((n) => statSync(join(repoRoot, dir, n)).isDirectory()).sort();

/** Sources a user's messages, charts and views come from: every package's and example's src. */
const sourceFiles = [
  ...folders('packages').flatMap((p) => filesUnder(`packages/${p}/src`, ['.ts', '.tsx', '.mts', '.js', '.mjs'])),
  ...folders('examples').flatMap((p) => filesUnder(`examples/${p}/src`, ['.ts', '.tsx', '.js', '.mjs', '.html'])),
];
/** Prose a user reads: the guides, the README files (docs/api is generated and left out). */
const proseFiles = [
  'README.md',
  ...filesUnder('docs', ['.md']).filter((f) => !f.startsWith('docs/api/') && f !== RULES_PAGE),
  ...folders('packages').map((p) => `packages/${p}/README.md`).filter((f) => {
    try {
      return statSync(join(repoRoot, f)).isFile();
    } catch {
      return false;
    }
  }),
];

/** Numeric order of ids: R0.4 < R1 < R10 < R100. */
const order = (id: string) => Number(id);

/** The rule lines of the rules page: id → its text (the first line and its continuation lines). */
function ruleTexts(page: string): { texts: Map<string, string>; duplicates: string[] } {
  const lines = page.split('\n');
  const texts = new Map<string, string>();
  const duplicates: string[] = [];
  lines.forEach((line, i) => {
    const m = /^- \*\*R(\d+(?:\.\d+)?)\b(.*)$/.exec(line);
    if (!m) return;
    let text = m[2]!;
    for (let j = i + 1; j < lines.length && /^ {2,}\S/.test(lines[j]!); j++) text += ` ${lines[j]!.trim()}`;
    if (texts.has(m[1]!)) duplicates.push(`R${m[1]}`);
    texts.set(m[1]!, text.replace(/\*\*/g, '').trim());
  });
  return { texts, duplicates };
}

/** Where each id is cited: id → the first few files citing it. */
function citations(files: readonly string[]): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const file of files) {
    for (const m of read(file).matchAll(ID)) {
      const where = cited.get(m[1]!) ?? [];
      if (!where.includes(file)) where.push(file);
      cited.set(m[1]!, where);
    }
  }
  return cited;
}

describe(`${RULES_PAGE}: the text of every rule id`, () => {
  const page = read(RULES_PAGE);
  const { texts, duplicates } = ruleTexts(page);

  it('holds each rule once, as a line starting with its id and a text of its own', () => {
    expect(texts.size).toBeGreaterThan(150);
    expect(duplicates, 'rule ids with two text lines: keep one').toEqual([]);
    const short = [...texts].filter(([, text]) => text.replace(/[^A-Za-z]/g, '').length < 20).map(([id]) => `R${id}`);
    expect(short, 'rule lines without a text').toEqual([]);
  });

  it('holds every section of the rules, 0 to 23, in order, each with its ids', () => {
    const headings = [...page.matchAll(/^#{2,3} (\d+)\. /gm)].map((m) => Number(m[1]));
    expect(headings).toEqual(Array.from({ length: 24 }, (_, i) => i));
    // the ids of a section come after its heading and before the next one
    const sections = page.split(/^#{2,3} (?=\d+\. )/m).slice(1);
    const firstIds = sections.map((s) => /^- \*\*R(\d+(?:\.\d+)?)/m.exec(s)?.[1] ?? null);
    expect(firstIds.filter((id) => id !== null).map(order)).toEqual([...firstIds.filter((id) => id !== null).map(order)].sort((a, b) => a - b));
  });

  it('has the text of every rule id the sources cite (errors, charts, views, the playground)', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const cited = citations(sourceFiles);
    expect(cited.size).toBeGreaterThan(100);
    const missing = [...cited].filter(([id]) => !texts.has(id)).map(([id, where]) => `R${id} (cited in ${where.slice(0, 3).join(', ')})`);
    expect(missing, `rule ids cited in the sources with no text in ${RULES_PAGE}: copy each rule's text into its section`).toEqual([]);
  });

  it('has the text of every rule id the guides and READMEs cite', () => {
    const cited = citations(proseFiles);
    const missing = [...cited].filter(([id]) => !texts.has(id)).map(([id, where]) => `R${id} (cited in ${where.slice(0, 3).join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('resolves every range of ids the sources cite: both ends have a text, the first before the last', () => {
    const bad: string[] = [];
    let ranges = 0;
    for (const file of [...sourceFiles, ...proseFiles]) {
      for (const m of read(file).matchAll(RANGE)) {
        ranges++;
        const [from, to] = [m[1]!, m[2]!];
        if (!texts.has(from) || !texts.has(to) || order(from) >= order(to)) bad.push(`${m[0]} in ${file}`);
      }
    }
    expect(ranges).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it('finds a cited id that has no text, and a range that runs backwards (the checks can fail)', () => {
    const { texts: sample } = ruleTexts('- **R73 Minimum raise.** The increment is at least the last full raise.\n- **R74** Raising rights are reopened only by a full raise.');
    expect([...sample.keys()]).toEqual(['73', '74']);
    const ids = [...'see R73, R0.4 and R999; not PR2 or R2D2'.matchAll(ID)].map((m) => m[1]);
    expect(ids).toEqual(['73', '0.4', '999']);
    expect(ids.filter((id) => !sample.has(id!))).toEqual(['0.4', '999']);
    expect([...'R66-R57 and R110–R117'.matchAll(RANGE)].map((m) => [m[1], m[2]])).toEqual([['66', '57'], ['110', '117']]);
  });
});
