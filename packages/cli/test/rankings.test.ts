import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

// a ranking plugin as a user writes it, in a module of its own: the highest total of pips wins
// (deuce 2 … ace 14), whatever the suits
const PIPS = `export const pips = {
  name: 'cli-test-pips',
  value: (cards) => cards.reduce((sum, c) => sum + (c >> 2) + 2, 0),
};
`;

const dir = mkdtempSync(join(tmpdir(), 'pokerchart-ranking-'));
writeFileSync(join(dir, 'pips.mjs'), PIPS);
writeFileSync(join(dir, 'pips.json'), JSON.stringify({ base: 'holdem', id: 'pips-holdem', name: "Pips Hold'em", ranking: './pips.mjs#pips' }));
writeFileSync(join(dir, 'pips-object.json'), JSON.stringify({ base: 'holdem', id: 'pips-holdem', name: "Pips Hold'em", ranking: { module: './pips.mjs', export: 'pips' } }));
writeFileSync(join(dir, 'razz-holdem.json'), JSON.stringify({ base: 'holdem', id: 'a5-holdem', name: "A-5 Hold'em", ranking: 'ace-to-five-low' }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pokerchart eval --ranking and rankings in variant files (R190-R194)', () => {
  it('R191 describes 7-5-4-3-2 under deuce-to-seven', async () => {
    const r = await run(['eval', '7s5d4c3h2s', '--ranking', 'deuce-to-seven-low']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Best hand:  Number one, 7-5 low (7-5-4-3-2)');
    const fr = await run(['eval', '7s5d4c3h2s', '--ranking', 'deuce-to-seven-low', '--locale', 'fr', '--json']);
    expect(JSON.parse(fr.out)).toMatchObject({ ranking: 'deuce-to-seven-low', high: { description: 'Numéro un, basse 7-5 (7-5-4-3-2)', strength: 7462 } });
  });

  it('R190 R192 ace-to-five over a Hold\'em board, badugi of four cards', async () => {
    const a5 = await run(['eval', 'As2d', '--board', '3c4h5s9dKc', '--ranking', 'ace-to-five-low', '--variant', 'holdem', '--json']);
    expect(JSON.parse(a5.out).high).toMatchObject({ description: 'Wheel, number one (5-4-3-2-A)', holeUsed: ['2d', 'As'] });
    const b = await run(['eval', 'As2d3h4c', '--ranking', 'badugi', '--locale', 'fr']);
    expect(b.out).toContain('Badugi au 4 (4-3-2-A)');
  });

  it('a ranking module named by a variant file flows through eval and equity', async () => {
    for (const file of ['pips.json', 'pips-object.json']) {
      const r = await run(['eval', 'AsKd', '--board', 'Ac9d7s4h2c', '--variant-file', join(dir, file), '--json']);
      expect(r.err).toBe('');
      const json = JSON.parse(r.out);
      expect(json.ranking).toBe('cli-test-pips');
      expect(json.high.strength).toBe(14 + 14 + 13 + 9 + 7); // the five highest cards
    }
    // under pips a pair of deuces loses to two high cards on every runout
    const eq = await run(['equity', '2c2d', 'AhKh', '--board', 'Qs9s5d', '--variant-file', join(dir, 'pips.json'), '--json']);
    expect(eq.code).toBe(0);
    expect(JSON.parse(eq.out).hands[1].equity).toBe(1);
    const razz = await run(['eval', 'As2d', '--board', '3c4h5s9dKc', '--variant-file', join(dir, 'razz-holdem.json'), '--json']);
    expect(JSON.parse(razz.out).high.strength).toBe(6175);
  });

  it('a missing module or export, or an unknown name, is a usage error', async () => {
    const missing = await run(['eval', '7s5d4c3h2s', '--ranking', join(dir, 'nope.mjs')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot load the ranking module/);
    const noExport = await run(['eval', '7s5d4c3h2s', '--ranking', `${join(dir, 'pips.mjs')}#other`]);
    expect(noExport.code).toBe(2);
    expect(noExport.err).toMatch(/no export "other"/);
    const unknown = await run(['eval', '7s5d4c3h2s', '--ranking', 'lowball']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown ranking "lowball"/);
  });
});
