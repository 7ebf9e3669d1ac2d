import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The PHH corpus vendored beside this file (`packages/phh/test/corpus/`, MIT data from PokerKit and
 * the PHH dataset; provenance in its SOURCES.md). Tests read it at test time and fail clearly if
 * it is missing.
 */
export const corpusDir = resolve(dirname(fileURLToPath(import.meta.url)), 'corpus');

export function requireCorpus(dir: string = corpusDir): string {
  if (!existsSync(join(dir, 'expected.json'))) {
    throw new Error(
      `the PHH corpus is missing: expected ${dir} (packages/phh/test/corpus, with expected.json)`,
    );
  }
  return dir;
}

/** Every *.phh file of the corpus, as paths relative to the corpus folder, sorted. */
export function corpusFiles(): string[] {
  const dir = requireCorpus();
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.phh')) out.push(relative(dir, p).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export function readCorpusFile(name: string): string {
  return readFileSync(join(requireCorpus(), name), 'utf8');
}

export interface ExpectedEntry {
  variant: string;
  players: number;
  tags: string[];
  finishing_stacks: string[];
  expected_source: string;
  pokerkit_0_7_4_stacks?: string[];
  note?: string;
}

export function expectedJson(): Record<string, ExpectedEntry> {
  return JSON.parse(readFileSync(join(requireCorpus(), 'expected.json'), 'utf8')) as Record<string, ExpectedEntry>;
}
