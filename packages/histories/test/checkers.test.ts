import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHistory, writeHistory, type ParsedHistory } from '../src/index.js';
import { playRandomHand } from './randomHands.js';
import * as samples from './siteSamples.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataFiles = ['hhp', 'pokerregion-poker'].flatMap((folder) =>
  readdirSync(join(here, 'data', folder)).map((f) => ({ name: `${folder}/${f}`, text: readFileSync(join(here, 'data', folder, f), 'utf8') })),
);

/** Both checks of one text, and where they differ (accept/refuse, the PHH, the refusal codes). */
function compare(text: string): { fast: ParsedHistory; replay: ParsedHistory; differences: string[] } {
  const fast = parseHistory(text);
  const replay = parseHistory(text, { check: 'replay' });
  const differences: string[] = [];
  const ids = (r: ParsedHistory) => JSON.stringify({ accepted: r.hands.map((h) => h._hand_id), refused: r.refused.map((x) => x.handId) });
  if (ids(fast) !== ids(replay)) differences.push(`accept/refuse: fast ${ids(fast)}, replay ${ids(replay)}`);
  else {
    fast.hands.forEach((h, i) => {
      if (JSON.stringify(h) !== JSON.stringify(replay.hands[i])) differences.push(`hand ${String(h._hand_id)}: fast ${JSON.stringify(h)}, replay ${JSON.stringify(replay.hands[i])}`);
    });
    fast.refused.forEach((r, i) => {
      if (r.code !== replay.refused[i]!.code) differences.push(`hand ${r.handId}: fast refuses ${r.code} (${r.message}), replay ${replay.refused[i]!.code} (${replay.refused[i]!.message})`);
    });
  }
  return { fast, replay, differences };
}

describe("the rules checker and the engine replay agree (R271, check: 'fast' and 'replay')", () => {
  it('R271 on every vendored real sample file: the same hands accepted with the same PHH, the same refused with the same code', () => {
    let hands = 0;
    for (const { name, text } of dataFiles) {
      const { fast, differences } = compare(text);
      expect(differences, name).toEqual([]);
      hands += fast.hands.length + fast.refused.length;
    }
    expect(hands).toBeGreaterThan(100);
  });

  it('R271 on every written sample (Winamax, GGPoker, French PokerStars, runs, straddles, big-blind antes, Omaha)', () => {
    const texts = (Object.entries(samples) as [string, unknown][]).filter((e): e is [string, string] => typeof e[1] === 'string');
    expect(texts.length).toBeGreaterThan(8);
    for (const [name, text] of texts) expect(compare(text).differences, name).toEqual([]);
  });

  it("R271 on 2,000 random bot hands (hold'em and Omaha, 2-9 players, all-ins, antes, runs of 2 and 3) written by writeHistory", () => {
    const failures: string[] = [];
    let accepted = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const hand = playRandomHand(seed);
      const text = writeHistory(hand, 'pokerstars', { language: seed % 2 === 0 ? 'fr' : 'en' });
      const { fast, differences } = compare(text);
      accepted += fast.hands.length;
      if (differences.length > 0) failures.push(`seed ${seed}: ${differences.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(accepted).toBe(2000);
  }, 300_000);

  it('R271 a raise whose printed size is not what its total adds to the bet faced is refused, with its line, by both checks', () => {
    let seed = 1;
    let text = '';
    while (!/ raises \d+ to /.test(text)) text = writeHistory(playRandomHand(seed++), 'pokerstars');
    const lines = text.split('\n');
    const at = lines.findIndex((l) => / raises \d+ to /.test(l));
    lines[at] = lines[at]!.replace(/ raises (\d+) to /, (_, by: string) => ` raises ${Number(by) + 1} to `);
    for (const check of ['fast', 'replay'] as const) {
      const { hands, refused } = parseHistory(lines.join('\n'), { check });
      expect(hands).toEqual([]);
      expect(refused.map((r) => [r.code, r.line])).toEqual([['HISTORY_AMOUNT_MISMATCH', at + 1]]);
    }
  });

  it('R271 a valid hand with one amount changed, or two actions swapped, or an action dropped, is refused by both checks', () => {
    const texts = Array.from({ length: 60 }, (_, k) => writeHistory(playRandomHand(3001 + k), 'pokerstars'));
    const actionLine = /^(.+?): (calls|bets|raises [\d.]+ to|folds|checks)( [\d.]+)?( and is all-in)?$/;
    fc.assert(
      fc.property(fc.nat(texts.length - 1), fc.nat(1000), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 5 }), (t, pick, how, delta) => {
        const lines = texts[t]!.split('\n');
        const acts = lines.flatMap((l, i) => (actionLine.test(l) ? [i] : []));
        const amounts = acts.filter((i) => / (calls|bets|to) [\d.]+/.test(lines[i]!));
        let changed: string[];
        if (how === 0) {
          if (amounts.length === 0) return;
          const i = amounts[pick % amounts.length]!;
          changed = lines.slice();
          changed[i] = lines[i]!.replace(/ (calls|bets|to) ([\d.]+)/, (_, w: string, a: string) => ` ${w} ${Number(a) + delta}`);
        } else if (how === 1) {
          // two neighbouring actions of different players on the same street, swapped
          const pairs = acts.filter((i) => acts.includes(i + 1) && lines[i]!.split(':')[0] !== lines[i + 1]!.split(':')[0]);
          if (pairs.length === 0) return;
          const i = pairs[pick % pairs.length]!;
          changed = lines.slice();
          changed[i] = lines[i + 1]!;
          changed[i + 1] = lines[i]!;
        } else {
          if (acts.length === 0) return;
          const i = acts[pick % acts.length]!;
          changed = lines.filter((_, k) => k !== i);
        }
        const text = changed.join('\n');
        const fast = parseHistory(text);
        const replay = parseHistory(text, { check: 'replay' });
        expect(fast.hands).toEqual([]);
        expect(replay.hands).toEqual([]);
        expect(fast.refused).toHaveLength(1);
        expect(replay.refused).toHaveLength(1);
      }),
      { numRuns: 300, seed: 271 },
    );
  }, 120_000);
});
