import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No import cycle inside any package of the repository: every relative import of a source file
// (values, `import type`, re-exports and dynamic imports alike) points one way, so each package's
// modules can be read bottom-up. The graph is read from the sources, not from the build.

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

/** Every TypeScript source under `dir` (declarations left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
  });
}

/** The relative module specifiers a source imports or re-exports, with comments left out. */
export function importsOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  const statement = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(statement)) out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

/** The file a specifier written in `from` names, or `null` (a `.js` specifier names its `.ts` source). */
function fileOf(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const c of [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return resolve(c);
  }
  return null;
}

/** The strongly connected parts of a graph with more than one node, or with a node importing itself (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The import graph of one package's `src`, files relative to it. */
function packageGraph(src: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(src)) {
    const deps = importsOf(readFileSync(file, 'utf8')).flatMap((spec) => {
      const target = fileOf(file, spec);
      return target !== null && target.startsWith(resolve(src)) ? [relative(src, target)] : [];
    });
    graph.set(relative(src, resolve(file)), deps);
  }
  return graph;
}

describe('import cycles', () => {
  const packages = readdirSync(PACKAGES).filter((p) => existsSync(join(PACKAGES, p, 'src')));

  it('no package has an import cycle among its sources (value or type imports, re-exports)', () => {
    expect(packages.length).toBeGreaterThan(5);
    const cycles = packages.flatMap((p) => cyclesOf(packageGraph(join(PACKAGES, p, 'src'))).map((c) => `${p}: ${c.join(' -> ')}`));
    expect(cycles).toEqual([]);
  });

  it('reads every kind of import and finds a cycle when there is one', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "export type { D } from './d.js';",
      "import './side.js';",
      "const e = await import('./e.js');",
      "import {\n  f,\n  g,\n} from './fg.js';",
      "// import { x } from './commented.js';",
      "import { z } from 'xstate';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './side.js', './e.js', './fg.js']);
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });
});
