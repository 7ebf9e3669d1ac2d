import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePhh, serializePhh } from '@pokerchart/phh';
import { afterAll, describe, expect, it } from 'vitest';
import { openHandDatabase, type PlayerStats } from '../src/index.js';
import { handSet } from './handSet.js';
import { independentStats } from './independentStats.js';

const dirs: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'pokerchart-hhdb-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const played = handSet(400, 17);
const phhTexts = played.map((p) => serializePhh(p.phh));

/** Compares the database's statistics with the independent count, statistic by statistic. */
export function expectSameStats(got: readonly PlayerStats[], want: ReturnType<typeof independentStats>): void {
  expect(got.map((s) => s.player)).toEqual(want.map((s) => s.player));
  got.forEach((s, i) => {
    const w = want[i]!;
    expect(s.hands, s.player).toBe(w.hands);
    expect(s.net, s.player).toBeCloseTo(w.net, 9);
    for (const k of ['vpip', 'pfr', 'threeBet', 'foldToThreeBet', 'cbet', 'foldToCbet', 'wtsd', 'wsd', 'af', 'afq', 'bbPer100'] as const) {
      if (w[k] === undefined) expect(s[k], `${s.player} ${k}`).toBeUndefined();
      else expect(s[k], `${s.player} ${k}`).toBeCloseTo(w[k], 9);
    }
  });
}

describe('openHandDatabase: statistics (R272) against an independent count', () => {
  it('R272 every statistic of 400 engine-played hands equals a count written in the test', async () => {
    const want = independentStats(
      played.map((p) => p.phh),
      played.map((p) => p.payouts),
    );
    // the set exercises every statistic: each has opportunities and actions somewhere
    for (const k of ['threeBet', 'foldToThreeBet', 'cbet', 'foldToCbet', 'wsd', 'af'] as const) {
      expect(want.some((w) => (w[k] ?? 0) > 0), k).toBe(true);
    }
    const db = await openHandDatabase({ data: 'memory://' });
    const r = await db.import(phhTexts);
    expect(r).toMatchObject({ imported: 400, duplicates: 0, refused: 0 });
    expectSameStats(await db.stats(), want);
    const [one] = await db.stats({ player: 'Gwen' });
    expect(one).toEqual((await db.stats()).find((s) => s.player === 'Gwen'));
    expect(await db.stats({ game: 'PO' })).toEqual([]);
    expect((await db.stats({ site: 'test', game: 'NT' })).length).toBe(8);
    await db.close();
  }, 120000);

  it('R272 a statistic without an opportunity is undefined, not 0: one walk', async () => {
    const walk = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhJh', 'p3 f', 'p1 f']
players = ['Sam', 'Big', 'Ute']
finishing_stacks = [99, 101, 100]
`;
    const db = await openHandDatabase({ data: 'memory://' });
    expect(await db.import([walk])).toMatchObject({ imported: 1, refused: 0 });
    const big = (await db.stats({ player: 'Big' }))[0]!;
    expect(big).toEqual({ player: 'Big', hands: 1, net: 1, bbPer100: 50 }); // the walk: no VPIP, no PFR (walks excluded)
    const sam = (await db.stats({ player: 'Sam' }))[0]!;
    expect(sam).toEqual({ player: 'Sam', hands: 1, net: -1, vpip: 0, pfr: 0, bbPer100: -50 });
    await db.close();
  });
});

describe('openHandDatabase: imports', () => {
  it('R272 an import is idempotent: a hand imported twice counts once, files already imported are skipped, stats unchanged', async () => {
    const dir = tmp();
    const files = tmp();
    // 400 hands in 4 .phhs files and the first 50 again as .phh files
    for (let f = 0; f < 4; f++) {
      writeFileSync(join(files, `session-${f}.phhs`), phhTexts.slice(f * 100, f * 100 + 100).map((t, i) => `[${i + 1}]\n${t}`).join('\n'));
    }
    for (let i = 0; i < 50; i++) writeFileSync(join(files, `single-${String(i).padStart(2, '0')}.phh`), phhTexts[i]!);
    writeFileSync(join(files, 'notes.md'), 'not a history');
    const progress: [number, number][] = [];
    let db = await openHandDatabase({ data: dir });
    const first = await db.import([files], { onProgress: (done, total) => progress.push([done, total]) });
    expect(first).toMatchObject({ imported: 400, duplicates: 50, refused: 0 });
    expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);
    const before = await db.stats();
    await db.close();
    // reopened: everything is a duplicate, nothing is stored twice
    db = await openHandDatabase({ data: dir });
    expect(await db.import([files])).toMatchObject({ imported: 0, duplicates: 450, refused: 0 });
    expect(await db.import([phhTexts[7]!, phhTexts[8]!])).toMatchObject({ imported: 0, duplicates: 2 });
    expect(await db.stats()).toEqual(before);
    await db.close();
  }, 120000);

  it('R272 an interrupted import resumes: the hands committed stay, the rest is added once', async () => {
    const db = await openHandDatabase({ data: 'memory://' });
    // the first import stops after 150 hands (as if killed); the second is given everything
    expect(await db.import(phhTexts.slice(0, 150))).toMatchObject({ imported: 150 });
    expect(await db.import(phhTexts)).toMatchObject({ imported: 250, duplicates: 150, refused: 0 });
    const want = independentStats(
      played.map((p) => p.phh),
      played.map((p) => p.payouts),
    );
    expectSameStats(await db.stats(), want);
    await db.close();
  }, 120000);

  it('R271 refuses by name a hand that does not add up, a PHH text that cannot be read, and a text of no known room', async () => {
    const bad = parsePhh(phhTexts[0]!);
    bad.finishing_stacks = bad.finishing_stacks!.map((s, i) => (i === 0 ? s + 5 : s));
    const db = await openHandDatabase({ data: 'memory://' });
    const r = await db.import([serializePhh(bad), "variant = 'NT'\nactions = [", 'Some text that is no hand history\nat all', phhTexts[1]!]);
    expect(r.imported).toBe(1);
    expect(r.refused).toBe(3);
    expect(r.refusals.map((x) => x.code)).toEqual(['HAND_DOES_NOT_ADD_UP', expect.stringMatching(/^PHH_/), 'HISTORY_UNKNOWN_SITE']);
    expect(r.refusals[0]!.message).toMatch(/R271/);
    expect(r.refusals[0]!.source).toBe('text 1');
    await db.close();
  });

  it('the pluribus PHH corpus imports: real six-handed hands with names and no finishing-stack shortcut needed', async () => {
    const root = new URL('../../phh/test/corpus/pluribus/', import.meta.url).pathname;
    const files: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.phh')) files.push(join(d, e.name));
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(10);
    const db = await openHandDatabase({ data: 'memory://' });
    const r = await db.import([root]);
    expect(r).toMatchObject({ imported: files.length, refused: 0 });
    const stats = await db.stats({ player: 'Pluribus' });
    const hands = files.map((f) => parsePhh(readFileSync(f, 'utf8'))).filter((h) => (h.players as string[]).includes('Pluribus'));
    expect(stats[0]!.hands).toBe(hands.length);
    await db.close();
  }, 120000);
});

describe('openHandDatabase: real PokerStars histories', () => {
  it('R272 the vendored card-room samples import (refusals as parseHistory gives them) and every statistic equals the independent count', async () => {
    const { parseHistory } = await import('../src/index.js');
    const folder = new URL('./data/', import.meta.url).pathname;
    const files: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.txt')) files.push(join(d, e.name));
      }
    };
    walk(folder);
    const parsed = files.map((f) => parseHistory(readFileSync(f, 'utf8')));
    const hands = parsed.flatMap((p) => p.hands);
    const refused = parsed.flatMap((p) => p.refused);
    expect(hands.length).toBeGreaterThan(100);
    const db = await openHandDatabase({ data: 'memory://' });
    const r = await db.import([folder]);
    expect(r.imported).toBe(hands.length);
    expect(r.refused).toBe(refused.length);
    expect(r.refusals.map((x) => x.code).sort()).toEqual(refused.map((x) => x.code).sort());
    // the room's own collected amounts (winnings) tell who won at showdown
    const want = independentStats(
      hands,
      hands.map((h) => h.winnings as number[]),
    );
    expectSameStats(await db.stats(), want);
    await db.close();
  }, 300000);
});
