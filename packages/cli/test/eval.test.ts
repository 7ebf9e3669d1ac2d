import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart eval', () => {
  it('prints the best hand, its category, the five cards and a description (R137, R141, R155)', async () => {
    const r = await run(['eval', 'AsKd', '--board', 'Ac9d7s4h2c']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain("Texas Hold'em: As Kd | board Ac 9d 7s 4h 2c");
    expect(r.out).toContain('Best hand:  Pair of Aces, King kicker');
    expect(r.out).toContain('Category:   one-pair');
    expect(r.out).toMatch(/Cards: {6}A[sc] A[sc] Kd 9d 7s {2}\(hole cards used: As Kd\)/);
  });

  it('accepts hole cards as several words and prints JSON with --json', async () => {
    const r = await run(['eval', 'As', 'Kd', '-b', 'Ac 9d 7s 4h 2c', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      variant: 'holdem',
      hole: ['As', 'Kd'],
      board: ['Ac', '9d', '7s', '4h', '2c'],
      high: { category: 'one-pair', description: 'Pair of Aces, King kicker', holeUsed: ['As', 'Kd'] },
    });
    expect(json.high.cards).toHaveLength(5);
    expect(json).not.toHaveProperty('low');
  });

  it('evaluates with fewer board cards (a flop)', async () => {
    const r = await run(['eval', 'QhQd', '--board', 'Qs7c2d', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).high.category).toBe('three-of-a-kind');
  });

  it('uses exactly two hole cards in Omaha: one spade in hand makes no flush (R160, R161)', async () => {
    const r = await run(['eval', 'AsKhQc2d', '--board', 'KsQs9s3s8h', '--variant', 'omaha', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).high.category).toBe('two-pair');
  });

  it('gives the 8-or-better low for omaha-hilo8, or says there is none (R165-R167)', async () => {
    const r = await run(['eval', 'As2d7c9h', '--board', '3c4d8h9sKs', '--variant', 'omaha-hilo8']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Low hand:   8-4-3-2-A low');
    expect(r.out).toMatch(/Low cards: {2}8h 4d 3c 2d As/);
    const j = await run(['eval', 'As2d7c9h', '--board', '3c4d8h9sKs', '--variant', 'omaha-hilo8', '--json']);
    expect(JSON.parse(j.out).low).toMatchObject({ description: '8-4-3-2-A low', cards: ['8h', '4d', '3c', '2d', 'As'] });
    const none = await run(['eval', 'KsKdQcJh', '--board', 'Tc9dAh8s7h', '--variant', 'omaha-hilo8', '--json']);
    expect(none.code).toBe(0);
    expect(JSON.parse(none.out).low).toBeNull();
    const text = await run(['eval', 'KsKdQcJh', '--board', 'Tc9dAh8s7h', '--variant', 'omaha-hilo8']);
    expect(text.out).toContain('Low hand:   none');
  });

  it('ranks the wheel second under the Pai Gow rule (R170) and a flush over a full house in short deck (R176)', async () => {
    const wheel = await run(['eval', 'As2d', '--board', '3c4h5s9dKc', '--variant', 'paigow-holdem', '--json']);
    expect(JSON.parse(wheel.out).high.category).toBe('straight');
    const sd = await run(['eval', 'AhKh', '--board', '9h7h6hAsAd', '--variant', 'shortdeck-holdem', '--json']);
    expect(JSON.parse(sd.out).high.category).toBe('flush');
  });

  it('evaluates under a variant of one\'s own: Greek Hold\'em uses exactly two hole cards (--variant-file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-variant-'));
    try {
      const file = join(dir, 'greek.json');
      writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } }));
      // the board's four hearts plus one heart in hand make a flush in Hold'em, not in Greek Hold'em
      const holdem = await run(['eval', 'Ah2c', '--board', 'Kh9h7h3hQs', '--json']);
      expect(JSON.parse(holdem.out).high.category).toBe('flush');
      const greek = await run(['eval', 'Ah2c', '--board', 'Kh9h7h3hQs', '--variant-file', file, '--json']);
      expect(greek.code).toBe(0);
      expect(JSON.parse(greek.out)).toMatchObject({ variant: 'greek-holdem', high: { category: 'high-card' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes in French with --locale fr', async () => {
    const r = await run(['eval', 'AsKd', '--board', 'Ac9d7s4h2c', '--locale', 'fr']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Paire d'As, kicker Roi");
  });

  it('prints help with --help', async () => {
    const r = await run(['eval', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart eval <hole>');
  });

  it.each([
    [['eval'], 'missing the hole cards'],
    [['eval', 'AsKd', '--board', 'Ac9d7s4h2c', '--frob'], 'unknown option --frob; the options are --board (-b) <value>'],
    [['eval', 'AsKd', '--variant', 'stud'], 'unknown variant "stud"; the variants are: holdem, omaha'],
    [['eval', 'AsXd', '--board', 'Ac9d7s'], 'cannot read the hole cards "AsXd"'],
    [['eval', 'AsKd', '--board', 'Ac9d'], 'needs at least 3 board cards'],
    [['eval', 'AsKdQh', '--board', 'Ac9d7s'], "Texas Hold'em deals 2 hole cards, got 3"],
    [['eval', 'AsKd', '--board', 'Ac9d7s4h2c3c'], 'at most 5 board cards'],
    [['eval', 'AsKd', '--board', 'As9d7s'], 'As'],
    [['eval', 'AsKd', '--board', 'Ac9d7s', '--locale', 'de'], '--locale must be en or fr'],
    [['eval', 'As2d', '--board', '3c4h5s9dKc', '--variant', 'shortdeck-holdem'], ''],
  ])('exits 2 with a clear message for bad usage: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err).toContain('pokerchart eval --help');
  });
});
