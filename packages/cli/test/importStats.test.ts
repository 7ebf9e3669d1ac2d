import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePhh, serializePhh } from '@pokerchart/phh';
import { afterAll, describe, expect, it } from 'vitest';
import type { PhhHand } from '@pokerchart/phh';
import { run } from './runCliHelper.js';

const root = mkdtempSync(join(tmpdir(), 'pokerchart-cli-stats-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// the hand set and the independent count of the histories package's tests (loaded by URL: the
// type checker keeps each package's tests to their own folder)
type Expected = { player: string; hands: number; net: number } & Partial<Record<'vpip' | 'pfr' | 'threeBet' | 'foldToThreeBet' | 'cbet' | 'foldToCbet' | 'wtsd' | 'wsd' | 'af' | 'afq' | 'bbPer100', number>>;
const { handSet } = (await import(new URL('../../histories/test/handSet.ts', import.meta.url).href)) as {
  handSet: (count: number, seed: number) => { phh: PhhHand; payouts: number[] }[];
};
const { independentStats } = (await import(new URL('../../histories/test/independentStats.ts', import.meta.url).href)) as {
  independentStats: (hands: readonly PhhHand[], payouts: readonly number[][]) => Expected[];
};
const played = handSet(300, 23);
const want = independentStats(
  played.map((p) => p.phh),
  played.map((p) => p.payouts),
);
const folder = join(root, 'histories');
const data = join(root, 'data');

describe('pokerchart import and pokerchart stats', () => {
  it('R272 imports a folder, counts duplicates on a second run, and stats prints the independent count', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(folder, 'more'), { recursive: true });
    const texts = played.map((p) => serializePhh(p.phh));
    writeFileSync(join(folder, 'a.phhs'), texts.slice(0, 200).map((t, i) => `[${i + 1}]\n${t}`).join('\n'));
    writeFileSync(join(folder, 'more', 'b.phhs'), texts.slice(200).map((t, i) => `[${i + 1}]\n${t}`).join('\n'));
    const first = await run(['import', folder, '--data', data], '', { tty: true });
    expect(first.code).toBe(0);
    expect(first.out).toBe('300 hands imported, 0 duplicates, 0 refused\n');
    expect(first.err).toMatch(/\[#{30}\] .* bytes/);
    const again = await run(['import', folder, '--data', data]);
    expect(again.out).toBe('0 hands imported, 300 duplicates, 0 refused\n');

    const table = await run(['stats', '--data', data]);
    expect(table.code).toBe(0);
    const lines = table.out.trimEnd().split('\n');
    expect(lines[0]!.split(/\s+/)).toEqual(['player', 'hands', 'VPIP', 'PFR', '3-bet', 'F3B', 'c-bet', 'FCB', 'WTSD', 'W$SD', 'AF', 'AFq', 'net', 'bb/100']);
    expect(lines).toHaveLength(want.length + 1);
    const pct = (x: number | undefined): string => (x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);
    const num = (x: number | undefined): string => (x === undefined ? '-' : x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    want.forEach((w, i) => {
      expect(lines[i + 1]!.split(/\s+/)).toEqual([
        w.player, String(w.hands), pct(w.vpip), pct(w.pfr), pct(w.threeBet), pct(w.foldToThreeBet), pct(w.cbet), pct(w.foldToCbet),
        pct(w.wtsd), pct(w.wsd), num(w.af), pct(w.afq), w.net.toLocaleString('en-US', { maximumFractionDigits: 2 }), num(w.bbPer100),
      ]);
    });

    const json = JSON.parse((await run(['stats', '--data', data, '--player', want[0]!.player, '--json'])).out) as Record<string, number>[];
    expect(json).toHaveLength(1);
    for (const [k, v] of Object.entries(want[0]!) as [string, unknown][]) {
      if (typeof v === 'number') expect(json[0]![k], k).toBeCloseTo(v, 9);
      else expect(json[0]![k]).toBe(v);
    }
  }, 180000);

  it('--html writes a report with the table and each player\'s winnings graph as inline SVG', async () => {
    const html = join(root, 'report.html');
    const r = await run(['stats', '--data', data, '--html', html]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`wrote ${html} (8 graphs)\n`);
    const text = readFileSync(html, 'utf8');
    expect(text.match(/<svg /g)).toHaveLength(8);
    expect(text).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    for (const w of want) expect(text).toContain(`${w.player}: ${w.net.toLocaleString('en-US', { maximumFractionDigits: 2 })} over ${w.hands} hands`);
  }, 60000);

  it('R271 refusals are grouped by reason with the file, hand and line; the exit code is 1', async () => {
    const bad = parsePhh(serializePhh(played[0]!.phh));
    bad.finishing_stacks = bad.finishing_stacks!.map((s, i) => (i === 0 ? s + 1 : s));
    bad._hand_id = 'BAD-1';
    const file = join(root, 'bad.phh');
    writeFileSync(file, serializePhh(bad));
    const r = await run(['import', file, '--data', join(root, 'other')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^0 hands imported, 0 duplicates, 1 refused\n {2}HAND_DOES_NOT_ADD_UP: 1 hand\n {4}.*bad\.phh, hand BAD-1: the players' results add up/);
  }, 60000);

  it('usage errors: no path, a path that does not exist, both --data and --database', async () => {
    expect((await run(['import'])).code).toBe(2);
    const missing = await run(['import', join(root, 'no-such-folder')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no such file or folder: .*no-such-folder/);
    const both = await run(['stats', '--data', data, '--database', 'postgres://x@127.0.0.1/db']);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/not both/);
  });
});
