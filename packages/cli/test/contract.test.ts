// CLI contract checks as an outside party would run them (CONTRACT.md "Command line").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';
import { createHand, type Hand } from '@pokerchart/engine';
import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { parsePhh, replayPhh, serializePhh, toPhh } from '@pokerchart/phh';

// A hand of our own: 5/10, everyone limps (pot 30), p1 bets 20 on the flop, both fold.
// p1: 1000 - 10 + 30 = 1020 (the 20 is returned uncalled, R106); p2 and p3: 990.
const FOLD_HAND = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2h8d9c', 'p1 cbr 20', 'p2 f', 'p3 f']
finishing_stacks = [1020, 990, 990]
`;
// Checked down to a showdown: p3's queens win the 30 pot: [990, 990, 1020]. No finishing_stacks: matches null.
const SHOWDOWN_HAND = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2h8d9c', 'p1 cc', 'p2 cc', 'p3 cc', 'd db Ts', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 3c', 'p1 cc', 'p2 cc', 'p3 cc']
`;

// Fixed-limit Hold'em 5/10, small bet 10, big bet 20. p3 raises to 20, p1 calls, p2 re-raises to 30, p3 folds,
// p1 calls (pot 80); flop p2 bets 10, p1 calls (100); turn p2 bets 20, p1 raises to 40, p2 calls (180);
// river p1 bets 20, p2 calls (220). A-A beats K-K: p1 500 - 100 + 220 = 620, p2 400, p3 480.
const FL_HAND = `variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
starting_stacks = [500, 500, 500]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 2c7h', 'p3 cbr 20', 'p1 cc', 'p2 cbr 30', 'p3 f', 'p1 cc', 'd db 2h8d9c', 'p1 cc', 'p2 cbr 10', 'p1 cc', 'd db Ts', 'p1 cc', 'p2 cbr 20', 'p1 cbr 40', 'p2 cc', 'd db 3c', 'p1 cbr 20', 'p2 cc']
finishing_stacks = [620, 400, 480]
`;
// Pot-limit Omaha 5/10: p3 makes the pot-size raise to 35 (R82: 2 x 10 - 0 + 15), p1 calls, p2 folds (pot 80);
// flop p1 bets the pot 80, p3 folds: p1 1045, p2 990, p3 965.
const PLO_HAND = `variant = 'PO'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AsAdKsKd', 'd dh p2 QhQdJhJd', 'd dh p3 7c6c5d4d', 'p3 cbr 35', 'p1 cc', 'p2 f', 'd db 2c8h9s', 'p1 cbr 80', 'p3 f']
finishing_stacks = [1045, 990, 965]
`;

interface Entry {
  file: string;
  variant: string | null;
  finishingStacks: number[];
  matches: boolean | null;
  error?: string;
}

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pokerchart-contract-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
const byName = (entries: Entry[], name: string) => entries.find((e) => e.file.endsWith(name))!;

describe('CLI contract: pokerchart replay --json', () => {
  it('one good file alone: exit 0, shape file/variant/finishingStacks (numbers)/matches', async () => {
    const dir = folder({ 'good.phh': FOLD_HAND });
    const r = await run(['replay', join(dir, 'good.phh'), '--json']);
    expect(r.code).toBe(0);
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries).toEqual([{ file: join(dir, 'good.phh'), variant: 'NT', finishingStacks: [1020, 990, 990], matches: true }]);
  });
  it('a folder with a good file and a bad one: an entry with error, exit 1', async () => {
    const dir = folder({ 'good.phh': FOLD_HAND, 'bad.phh': 'this is = not [ a phh file\n' });
    const r = await run(['replay', dir, '--json']);
    expect(r.code).toBe(1);
    const entries = JSON.parse(r.out) as Entry[];
    expect(entries).toHaveLength(2);
    const good = byName(entries, 'good.phh');
    expect(good).toMatchObject({ variant: 'NT', finishingStacks: [1020, 990, 990], matches: true });
    expect(good.error).toBeUndefined();
    const bad = byName(entries, 'bad.phh');
    expect(typeof bad.error).toBe('string');
    expect(bad.error!.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(e.file.startsWith(dir)).toBe(true);
      expect(Array.isArray(e.finishingStacks)).toBe(true);
      for (const x of e.finishingStacks) expect(typeof x).toBe('number');
    }
  });
  it('an unsupported variant is an entry with error (exit 1)', async () => {
    const dir = folder({ 'badugi.phh': FOLD_HAND.replace("variant = 'NT'", "variant = 'FB'") });
    const r = await run(['replay', dir, '--json']);
    expect(r.code).toBe(1);
    const [e] = JSON.parse(r.out) as Entry[];
    expect(typeof e!.error).toBe('string');
  });
  it('a showdown hand without finishing_stacks: computed stacks, matches null, exit 0', async () => {
    const dir = folder({ 'sd.phh': SHOWDOWN_HAND });
    const r = await run(['replay', join(dir, 'sd.phh'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual([{ file: join(dir, 'sd.phh'), variant: 'NT', finishingStacks: [990, 990, 1020], matches: null }]);
  });
  it('fixed-limit Hold\'em (FT) and pot-limit Omaha (PO) hands of our own match their finishing stacks', async () => {
    const dir = folder({ 'fl.phh': FL_HAND, 'plo.phh': PLO_HAND });
    const r = await run(['replay', dir, '--json']);
    const entries = JSON.parse(r.out) as Entry[];
    expect(byName(entries, 'fl.phh')).toMatchObject({ variant: 'FT', finishingStacks: [620, 400, 480], matches: true });
    expect(byName(entries, 'plo.phh')).toMatchObject({ variant: 'PO', finishingStacks: [1045, 990, 965], matches: true });
    expect(r.code).toBe(0);
  });
  it('a mismatch is matches false and exit 1', async () => {
    const dir = folder({ 'mm.phh': FOLD_HAND.replace('[1020, 990, 990]', '[1010, 1000, 990]') });
    const r = await run(['replay', dir, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject([{ variant: 'NT', finishingStacks: [1020, 990, 990], matches: false }]);
  });
});

describe('CLI contract: pokerchart chart', () => {
  const ids = ['holdem', 'omaha', 'omaha-hilo8', 'paigow-holdem', 'shortdeck-holdem'];
  for (const id of ids) {
    for (const format of ['mermaid', 'dot', 'json']) {
      it(`chart --variant ${id} --format ${format} shows the street names`, async () => {
        const r = await run(['chart', '--variant', id, '--format', format]);
        expect(r.code).toBe(0);
        const text = format === 'json' ? JSON.stringify(JSON.parse(r.out)) : r.out;
        for (const street of ['preflop', 'flop', 'turn', 'river']) expect(text).toContain(street);
      });
    }
  }
  it('chart --betting nl|pl|fl each exits 0', async () => {
    for (const b of ['nl', 'pl', 'fl']) expect((await run(['chart', '--variant', 'holdem', '--betting', b, '--format', 'json'])).code).toBe(0);
  });
});

describe('CLI contract: eval and equity --json', () => {
  it('eval --json parses and reads a private case (R161: one spade, no flush in Omaha)', async () => {
    const r = await run(['eval', 'AsKhQc7d', '--board', 'KsQs9s2s3d', '--variant', 'omaha', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(JSON.stringify(j)).toContain('two-pair');
  });
  it('eval --json for short deck: A-6-7-8-9 is a straight (R175)', async () => {
    const r = await run(['eval', 'As9d', '--board', '6c7d8hKcJs', '--variant', 'shortdeck-holdem', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.stringify(JSON.parse(r.out))).toContain('"straight"');
  });
  it('equity --json parses; on a complete board the result is exact (AA vs KK, board gives AA the win)', async () => {
    const r = await run(['equity', 'AhAd', 'KhKd', '--board', '2c7d9hJs3s', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.exact).toBe(true);
    expect(j.hands.map((h: { equity: number }) => h.equity)).toEqual([1, 0]);
  });
  it('equity --json with a river to come parses', async () => {
    const r = await run(['equity', 'AsKs', 'QhQd', '--board', 'Js7s2h4c', '--json']);
    expect(r.code).toBe(0);
    expect(() => JSON.parse(r.out)).not.toThrow();
  });
});

describe('PHH contract: toPhh -> serializePhh -> file -> pokerchart replay --json', () => {
  const playDown = (h: Hand, seed: number) => {
    let x = seed;
    for (let i = 0; i < 300 && !h.isComplete && h.toAct !== null; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const la = h.legalActions()!;
      const roll = x % 10;
      if (la.raiseTo && roll < 2) h.act({ type: h.street !== 'preflop' && la.check ? 'bet' : 'raise', to: la.raiseTo.min });
      else if (la.fold && roll === 2) h.act({ type: 'fold' });
      else h.act(la.check ? { type: 'check' } : { type: 'call' });
    }
  };
  const cases = [
    { name: "NL Hold'em", variant: texasHoldem, betting: noLimit(), code: 'NT' },
    { name: "FL Hold'em", variant: texasHoldem, betting: fixedLimit({ smallBet: 10 }), code: 'FT' },
    { name: 'PL Omaha', variant: omaha, betting: potLimit(), code: 'PO' },
  ];
  for (const c of cases) {
    it(`${c.name}: an engine hand exported and replayed gives the same finishing stacks (p1 = first seat left of the button)`, async () => {
      const files: Record<string, string> = {};
      const expected: Record<string, number[]> = {};
      for (let seed = 1; seed <= 4; seed++) {
        const h = createHand({ variant: c.variant, betting: c.betting, stacks: [800, 1000, 1200, 600], button: seed % 4, blinds: { small: 5, big: 10 }, dealing: { seed } });
        playDown(h, seed);
        expect(h.isComplete).toBe(true);
        const record = toPhh(h);
        const text = serializePhh(record);
        const again = replayPhh(parsePhh(text));
        // PHH lists players from the first seat left of the button
        const order = [1, 2, 3, 4].map((k) => (seed % 4 + k) % 4);
        expect(again.finishingStacks).toEqual(order.map((s) => h.result!.stacks[s]));
        files[`h${seed}.phh`] = text;
        expected[`h${seed}.phh`] = again.finishingStacks;
      }
      const dir = folder(files);
      const r = await run(['replay', dir, '--json']);
      expect(r.code).toBe(0);
      const entries = JSON.parse(r.out) as Entry[];
      expect(entries).toHaveLength(4);
      for (const [name, stacks] of Object.entries(expected)) {
        expect(byName(entries, name)).toMatchObject({ variant: c.code, finishingStacks: stacks });
        expect(byName(entries, name).matches).not.toBe(false);
      }
    });
  }
});
