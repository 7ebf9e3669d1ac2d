import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as histories from '../src/index.js';

/** The first ```ts block of a section of docs/guides/hand-histories.md. */
function guideBlock(heading: string): string {
  const text = readFileSync(fileURLToPath(new URL('../../../docs/guides/hand-histories.md', import.meta.url)), 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  const open = text.indexOf('```ts\n', at);
  return text.slice(open + 6, text.indexOf('\n```', open + 6));
}

/** Runs a block with its imports of @pokerchart/histories bound to the sources; returns its exported constants. */
function run(code: string): Record<string, unknown> {
  const js = ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  const exported: string[] = [];
  const body = js
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => line.replace(/^export const (\w+)/, (_, name: string) => (exported.push(name), `const ${name}`)))
    .join('\n');
  return new Function('lib', `const { parseHistory, writeHistory } = lib;\n${body}\nreturn { ${exported.join(', ')} };`)(histories) as Record<string, unknown>;
}

const repr = (v: unknown): string => (Array.isArray(v) ? `[${v.map(repr).join(', ')}]` : typeof v === 'string' ? `'${v}'` : String(v));

describe('the guide (docs/guides/hand-histories.md, Card-room histories)', () => {
  it('R270 the example runs and prints what its comments say, word for word', () => {
    const code = guideBlock('## Card-room histories');
    const values = run(code);
    const lines = code.split('\n');
    let checked = 0;
    lines.forEach((line, i) => {
      const m = /^export const (\w+) = .*?;\s*(?:\/\/ (.*))?$/.exec(line);
      if (m === null) return;
      // the comment on the line, or on the next line when the value is long
      const comment = m[2] ?? /^\/\/ (.*)$/.exec(lines[i + 1] ?? '')?.[1];
      expect(comment, m[1]).toBeDefined();
      expect(comment!.startsWith(repr(values[m[1]!])), `${m[1]}: ${repr(values[m[1]!])} vs ${comment}`).toBe(true);
      checked++;
    });
    expect(checked).toBe(6);
  });
});
