// Runs a code block of a guide as it is written: the first ```ts block after a heading, its
// imports bound to the packages given, its `export const` names returned. The block must be
// plain JavaScript apart from its imports (the guides write their compositions that way).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The text of the first ```ts block after `heading` in docs/guides/`guide`. */
export function guideCode(guide: string, heading: string): string {
  const text = readFileSync(fileURLToPath(new URL(`../../../docs/guides/${guide}`, import.meta.url)), 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`${guide} has no heading "${heading}"`);
  const open = text.indexOf('```ts\n', at);
  const close = text.indexOf('\n```', open + 6);
  return text.slice(open + 6, close);
}

/** Runs `code` with its `import { a, b } from 'pkg'` lines bound to `modules[pkg]`; returns its exported constants. */
export function runGuideCode(code: string, modules: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const names: string[] = [];
  const values: unknown[] = [];
  const exported: string[] = [];
  const body = code.split('\n').map((line) => {
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
