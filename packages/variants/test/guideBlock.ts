// Runs a code block of a guide as it is written: a ```ts block after a heading, its type
// annotations erased by the TypeScript compiler, its imports bound to the packages given, its
// `export const` names returned.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The text of the `nth` (from 0) ```ts block after `heading` in docs/guides/`guide`, within that section. */
export function guideCode(guide: string, heading: string, nth = 0): string {
  const text = readFileSync(fileURLToPath(new URL(`../../../docs/guides/${guide}`, import.meta.url)), 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`${guide} has no heading "${heading}"`);
  const next = text.indexOf('\n## ', at + heading.length + 1);
  let open = text.indexOf('```ts\n', at);
  for (let i = 0; i < nth; i++) open = text.indexOf('```ts\n', text.indexOf('\n```', open + 6) + 4);
  if (open < 0 || (next >= 0 && open > next)) throw new Error(`${guide}, "${heading}": no ts block number ${nth + 1}`);
  const close = text.indexOf('\n```', open + 6);
  return text.slice(open + 6, close);
}

/**
 * Runs `code` with its `import { a, b } from 'pkg'` lines bound to `modules[pkg]` and the names of
 * `scope` in scope (a later block of a section uses the earlier one's); returns its exported constants.
 */
export function runGuideCode(code: string, modules: Record<string, Record<string, unknown>>, scope: Record<string, unknown> = {}): Record<string, unknown> {
  const names: string[] = Object.keys(scope);
  const values: unknown[] = Object.values(scope);
  const exported: string[] = [];
  const js = ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  const body = js.split('\n').map((line) => {
    const imp = /^import \{ ([^}]+) \} from '([^']+)';$/.exec(line);
    if (imp !== null) {
      const mod = modules[imp[2]!];
      if (mod === undefined) throw new Error(`the guide imports ${imp[2]}, which the test does not provide`);
      for (const name of imp[1]!.split(',').map((x) => x.trim())) {
        if (!(name in mod)) throw new Error(`${imp[2]} has no export ${name}`);
        names.push(name);
        values.push(mod[name]);
      }
      return '';
    }
    const exp = /^export (const|function) (\w+)/.exec(line);
    if (exp !== null) {
      exported.push(exp[2]!);
      return line.slice('export '.length);
    }
    return line;
  }).join('\n');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(...names, `${body}\nreturn { ${exported.join(', ')} };`) as (...args: unknown[]) => Record<string, unknown>;
  return run(...values);
}
