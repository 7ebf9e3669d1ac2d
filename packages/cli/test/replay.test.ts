import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { variants } from '@pokerchart/variants';
import { phhVariantInfo } from '@pokerchart/phh';
import { run } from './runCliHelper.js';

/** Stud and draw codes whose built-in variant is not in @pokerchart/variants yet (skipped by replay). */
const MISSING = ['F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D', 'FB'].filter((code) => !variants.some((v) => v.id === phhVariantInfo(code)!.variantId));
/** How many of the corpus' 105 files each stud and draw code has. */
const CORPUS_FILES: Record<string, number> = { F7S: 5, 'F7S/8': 7, FR: 4, N2L1D: 4, F2L3D: 4, FB: 0 };
const SKIPPED = MISSING.reduce((k, code) => k + CORPUS_FILES[code]!, 0);

/** The PHH corpus vendored in the phh package's tests (`packages/phh/test/corpus`). */
const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../phh/test/corpus');
function requireCorpus(): string {
  if (!existsSync(join(corpus, 'expected.json'))) throw new Error(`the PHH corpus is missing: expected ${corpus}`);
  return corpus;
}

const HAND = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'p3 cbr 30', 'p1 f', 'p2 f']
`;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pokerchart-replay-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

interface Entry {
  file: string;
  hand?: number;
  net?: number[];
  variant: string | null;
  finishingStacks: number[];
  oddChipScale?: number;
  matches: boolean | null;
  error?: string;
}

describe('pokerchart replay', () => {
  it('prints its help', async () => {
    const r = await run(['replay', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart replay <file.phh|folder>... [--json]');
  });
  it('needs a file or folder (exit 2)', async () => {
    const r = await run(['replay']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('give at least one .phh file or folder');
  });
  it('replays one file and checks its finishing_stacks', async () => {
    const dir = folder({ 'a.phh': HAND + 'finishing_stacks = [995, 990, 1015]\n' });
    const r = await run(['replay', join(dir, 'a.phh'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual([{ file: join(dir, 'a.phh'), variant: 'NT', finishingStacks: [995, 990, 1015], matches: true }]);
  });
  it('reports a mismatch with exit code 1 and the first difference', async () => {
    const dir = folder({ 'a.phh': HAND + 'finishing_stacks = [995, 995, 1010]\n' });
    const json = await run(['replay', dir, '--json']);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.out) as Entry[])[0]!.matches).toBe(false);
    const text = await run(['replay', dir]);
    expect(text.code).toBe(1);
    expect(text.out).toContain('p2 finishes with 990, the file\'s finishing_stacks say 995');
  });
  it('R0.1 R115 an odd-chip difference (the file splits a chip) is reported apart from mismatches and exits 0', async () => {
    const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../examples/hands/pluribus-32-23.phh');
    const text = await run(['replay', file]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('1 file: 1 replayed, 0 matched, 0 mismatched, 1 odd-chip difference,');
    expect(text.out).toMatch(/^odd /m);
    expect(text.out).toContain("p3 finishes with 10,388, the file's finishing_stacks say 10,387.5; --scale 10 reproduces the file exactly");
    const json = JSON.parse((await run(['replay', file, '--json'])).out) as Entry[];
    expect(json[0]).toMatchObject({ matches: false, oddChipScale: 10 });
    const scaled = await run(['replay', file, '--scale', '10', '--json']);
    expect(scaled.code).toBe(0);
    expect(JSON.parse(scaled.out)[0]).toMatchObject({ matches: true, finishingStacks: [9950, 9275, 10387.5, 10000, 10000, 10387.5] });
  });
  it('a whole-chip mismatch is never called an odd-chip difference', async () => {
    const dir = folder({ 'a.phh': HAND + 'finishing_stacks = [995, 995, 1010]\n' });
    const json = JSON.parse((await run(['replay', dir, '--json'])).out) as Entry[];
    expect(json[0]!.oddChipScale).toBeUndefined();
  });
  it('walks folders recursively, with matches null when there is no reference, and errors as entries', async () => {
    const dir = folder({
      'x/a.phh': HAND,
      'x/y/b.phh': HAND.replace("'p3 cbr 30'", "'p3 cbr 15'"),
      'c.phh': "variant = 'F7S'\n",
      'notes.txt': 'not a hand',
    });
    const r = await run(['replay', dir, '--json']);
    expect(r.code).toBe(1);
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries.map((e) => e.file)).toEqual([join(dir, 'c.phh'), join(dir, 'x/a.phh'), join(dir, 'x/y/b.phh')]);
    expect(entries[1]).toEqual({ file: join(dir, 'x/a.phh'), variant: 'NT', finishingStacks: [995, 990, 1015], matches: null });
    expect(entries[2]!.error).toContain('action 3 "p3 cbr 15": raise to 15 is below the minimum 20');
    expect(entries[0]!.error).toContain('is required for variant F7S');
  });
  it('compares with --expected reference stacks', async () => {
    const dir = folder({ 'a.phh': HAND, 'ref.json': JSON.stringify({ 'a.phh': { finishing_stacks: ['995', '990', '1015'] } }) });
    const r = await run(['replay', join(dir, 'a.phh'), '--expected', join(dir, 'ref.json'), '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as Entry[])[0]!.matches).toBe(true);
  });
  it('R115 --scale 10 splits the odd chip of a pluribus hand as its file does', async () => {
    const file = join(requireCorpus(), 'pluribus/32/23.phh');
    const whole = JSON.parse((await run(['replay', file, '--json'])).out) as Entry[];
    expect(whole[0]!.matches).toBe(false);
    const r = await run(['replay', file, '--json', '--scale', '10']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as Entry[])[0]!.finishingStacks).toEqual([9950, 9275, 10387.5, 10000, 10000, 10387.5]);
  });
  it('rejects a --scale that is not a power of ten', async () => {
    expect((await run(['replay', 'x.phh', '--scale', '3'])).code).toBe(2);
  });
  it('--json over the vendored corpus folder: every hold\'em-family hand matches except the documented ones', async () => {
    const dir = requireCorpus();
    const r = await run(['replay', dir, '--json']);
    expect(r.code).toBe(SKIPPED > 0 ? 1 : 0); // skipped files are errors; odd-chip differences are not
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries).toHaveLength(105);
    const rel = (e: Entry) => e.file.slice(dir.length + 1);
    const unsupported = entries.filter((e) => e.error?.includes('not supported yet'));
    expect(unsupported).toHaveLength(SKIPPED);
    expect(new Set(unsupported.map((e) => e.variant))).toEqual(new Set(MISSING.filter((code) => CORPUS_FILES[code]! > 0)));
    const otherErrors = entries.filter((e) => e.error !== undefined && !e.error.includes('not supported yet')).map(rel);
    expect(otherErrors).toEqual([]);
    const mismatched = entries.filter((e) => e.matches === false).map(rel);
    expect(mismatched.sort()).toEqual(['pluribus/32/23.phh', 'pluribus/88/128.phh']);
    // both are odd-chip differences: the file splits a chip, and --scale 10 reproduces it
    expect(entries.filter((e) => e.matches === false).map((e) => e.oddChipScale)).toEqual([10, 10]);
    // expected.json at the top of the folder is the reference for files without finishing_stacks
    expect(entries.filter((e) => e.matches === true)).toHaveLength(103 - SKIPPED);
    expect(entries.filter((e) => e.error === undefined && e.matches === null)).toHaveLength(0);
    expect(r.err).toBe(''); // no progress bar when stderr is not a terminal
  });
  it('draws a progress bar over many files on a terminal only, and not with --quiet', async () => {
    expect((await run(['replay', requireCorpus(), '--json'], '', { tty: true })).err).toContain('105/105 files');
    expect((await run(['replay', requireCorpus(), '--json', '--quiet'], '', { tty: true })).err).toBe('');
  });
  it('the human summary names mismatches and skipped variants', async () => {
    const r = await run(['replay', requireCorpus()]);
    expect(r.out).toContain(
      `105 files: ${105 - SKIPPED} replayed, ${103 - SKIPPED} matched, 0 mismatched, 2 odd-chip differences, 0 without reference stacks, ${SKIPPED} skipped (variant not supported yet), 0 with errors`,
    );
    expect(r.out).toContain("pluribus/32/23.phh: p3 finishes with 10,388, the file's finishing_stacks say 10,387.5; --scale 10 reproduces the file exactly");
    expect(r.out).not.toContain('Mismatched');
    if (MISSING.includes('F7S')) expect(r.out).toMatch(/F7S: 5 files: variant F7S \(Fixed-limit seven card stud\) is not supported yet/);
    if (SKIPPED === 0) expect(r.out).not.toContain('not supported yet:');
  });
});

describe('pokerchart replay: .phhs files, unknown stacks and unknown hands', () => {
  const CASH = HAND.replace('[1000, 1000, 1000]', '[inf, inf, inf]');
  const UNSHOWN = `variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ['d dh p1 7h3d', 'd dh p2 ????', 'p2 cc', 'p1 cc', 'd db KsQhJd', 'p1 cc', 'p2 cc', 'd db 9c', 'p1 cc', 'p2 cc', 'd db 5s', 'p1 cc', 'p2 cc', 'p1 sm 7h3d', 'p2 sm ????']
`;

  it('replays every hand of a .phhs file, one entry each, found in folders too', async () => {
    const dir = folder({ 'session.phhs': `[1]\n${HAND}\n[2]\n${HAND.replace("'p2 f'", "'p2 cc', 'd db 2c3c4c'")}` });
    const r = await run(['replay', dir, '--json']);
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries.map((e) => [e.hand, e.variant])).toEqual([[1, 'NT'], [2, 'NT']]);
    expect(entries[0]!.finishingStacks).toEqual([995, 990, 1015]);
    expect(entries[0]!.file).toBe(join(dir, 'session.phhs'));
    const text = await run(['replay', join(dir, 'session.phhs')]);
    expect(text.out).toContain('session.phhs #2');
    expect(text.out).toContain('(the actions stop before the end of the hand)');
  });

  it('reports what each player won or lost when the starting stacks are unknown (inf)', async () => {
    const dir = folder({ 'cash.phh': CASH });
    const r = await run(['replay', join(dir, 'cash.phh'), '--json']);
    const [entry] = JSON.parse(r.out) as Entry[];
    expect(entry!.net).toEqual([-5, -10, 15]);
    expect(entry!.finishingStacks).toEqual([null, null, null]); // Infinity has no JSON form
    const text = await run(['replay', join(dir, 'cash.phh')]);
    expect(text.out).toContain('net [-5 / -10 / +15] (unknown starting stacks)');
  });

  it('--muck-unknown takes a never-shown hand as mucked (PokerKit) instead of refusing the replay', async () => {
    const dir = folder({ 'unshown.phh': UNSHOWN });
    const refused = await run(['replay', join(dir, 'unshown.phh'), '--json']);
    expect(refused.code).toBe(1);
    expect((JSON.parse(refused.out) as Entry[])[0]!.error).toMatch(/never shown/);
    const mucked = await run(['replay', join(dir, 'unshown.phh'), '--json', '--muck-unknown']);
    expect(mucked.code).toBe(0);
    expect((JSON.parse(mucked.out) as Entry[])[0]!.finishingStacks).toEqual([102, 98]);
  });

  it('a .phhs file that is not valid TOML is one entry with the error', async () => {
    const dir = folder({ 'bad.phhs': '[1]\nvariant = ' });
    const r = await run(['replay', join(dir, 'bad.phhs'), '--json']);
    expect(r.code).toBe(1);
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.error).toMatch(/not valid TOML/);
  });
});
