import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { architectureFiles, packagesDiagram, regenerateCommand, repoRoot } from '../scripts/architecture.js';

const paths = [
  'docs/architecture/packages.md',
  'docs/architecture/packages.svg',
  'docs/architecture/holdem-hand.md',
  'docs/architecture/holdem-hand.svg',
];

describe('docs/architecture diagrams', () => {
  let files: Record<string, string> = {};
  beforeAll(async () => {
    files = await architectureFiles();
  });

  it('are the files this test checks', () => {
    expect(Object.keys(files).sort()).toEqual([...paths].sort());
  });

  for (const path of paths) {
    it(`${path} is up to date with the code (regenerate: ${regenerateCommand})`, () => {
      const expected = files[path]!;
      const file = join(repoRoot, path);
      expect(existsSync(file), `${path} is missing: run \`${regenerateCommand}\``).toBe(true);
      const committed = readFileSync(file, 'utf8');
      expect(committed === expected, `${path} is stale: run \`${regenerateCommand}\` and commit the result`).toBe(true);
    });
  }

  it('draws every workspace package, with direct dependencies only once', () => {
    const text = packagesDiagram();
    for (const name of ['cards', 'evaluator', 'betting', 'engine', 'variants', 'viz']) {
      expect(text).toContain(`${name}["@pokerchart/${name}"]`);
    }
    expect(text).toContain('evaluator --> cards');
    // viz -> engine is implied by viz -> variants -> engine, so it is not drawn
    expect(text).not.toMatch(/^ {2}viz --> engine$/m);
    expect(text).toContain('| `@pokerchart/viz` | `packages/viz` |');
  });

  it('the Hold\'em chart shows its four streets as composite states', () => {
    const text = files['docs/architecture/holdem-hand.md']!;
    for (const street of ['preflop', 'flop', 'turn', 'river']) expect(text).toContain(`state ${street} {`);
    expect(text).toMatch(/^title: /m);
  });
});
