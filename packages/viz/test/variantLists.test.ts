import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as builtIns from '@pokerchart/variants';
import { allVariants as variants } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/architecture.js';

// The lists of built-in variants in the README files and guides, compared with the registry
// (`allVariants` of @pokerchart/variants: the twelve and the small games): a variant added to the registry fails here until the
// docs name it.

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
/** Text with its line breaks and indentation folded into single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The `code` spans of a text, in order. */
const codes = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
/** The text from `start` up to (not including) the first `end` after it; fails when `start` is not there. */
function between(text: string, start: string, end: string): string {
  const at = text.indexOf(start);
  expect(at, `"${start}" not found`).toBeGreaterThanOrEqual(0);
  const from = at + start.length;
  const to = text.indexOf(end, from);
  return text.slice(from, to < 0 ? undefined : to);
}

const ids = variants.map((v) => v.id);
const names = variants.map((v) => v.name);
/** The export name of each built-in, in registry order (`texasHoldem`, `omaha`, …). */
const exportNames = variants.map((v) => Object.entries(builtIns).find(([, value]) => value === v)?.[0]);

describe('the variant lists of the docs match the registry', () => {
  it('has twelve built-ins, each exported under a name of its own', () => {
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids).size).toBe(ids.length);
    expect(exportNames.every((n) => typeof n === 'string')).toBe(true);
  });

  it('docs/guides/visualize.md lists every --variant id, and the default betting of each', () => {
    const text = flat(read('docs/guides/visualize.md'));
    expect(codes(between(text, '- `--variant`:', '; or'))).toEqual(ids);
    const betting = between(text, '- `--betting`:', '- `--small-bet`');
    const byDefault = (b: string) => variants.filter((v) => (v.defaultBetting ?? 'no-limit') === b).map((v) => v.id);
    expect(codes(between(betting, '`pl` for', ';'))).toEqual(byDefault('pot-limit'));
    expect(codes(between(betting, '`fl` for', ';'))).toEqual(byDefault('fixed-limit'));
    expect(betting).toContain('`nl` for the others');
  });

  it('README.md and docs/index.md name every built-in variant', () => {
    for (const file of ['README.md', 'docs/index.md']) {
      const list = between(flat(read(file)), 'Variants (built in: ', ')');
      expect(list.split(', '), file).toEqual(names);
    }
  });

  it('docs/guides/getting-started.md names the export of every other built-in', () => {
    const sentence = between(flat(read('docs/guides/getting-started.md')), 'Other variants are ', '; other structures');
    expect(codes(sentence).filter((c) => c !== 'variants')).toEqual(exportNames.filter((n) => n !== 'texasHoldem'));
    expect(read('docs/guides/getting-started.md')).toContain('variant: texasHoldem');
  });

  it('the README files of the CLI and of @pokerchart/variants list every id and export', () => {
    expect(codes(between(read('packages/cli/README.md'), 'Variant ids: ', '.\n'))).toEqual(ids);
    const rows = read('packages/variants/README.md').split('\n').filter((l) => /^\| `[a-zA-Z0-9]+` \| `[a-z0-9-]+` \|/.test(l));
    expect(rows.map((r) => codes(r).slice(0, 2))).toEqual(variants.map((v, i) => [exportNames[i], v.id]));
  });
});
