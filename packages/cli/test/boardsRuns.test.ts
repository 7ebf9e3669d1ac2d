import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

/** The chips won column of simulate's table. */
const wonColumn = (out: string) => [...out.matchAll(/^P\d+\s+.+?\s{2,}(-?[\d,]+)\s/gm)].map((m) => Number(m[1]!.replace(/,/g, '')));

describe('pokerchart play and simulate: several boards, run it more than once, bomb pots (R230-R233)', () => {
  it('R230 R232 R233 simulate plays a double-board PLO bomb-pot game run twice, chips conserved', async () => {
    const r = await run(['simulate', '--variant', 'omaha', '--boards', '2', '--bomb-pot', '20', '--run-it', '2', '--players', '4', '--hands', '150', '--seed', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Double-board Omaha, Pot Limit, 4 players, seed 2: 150 hands, blinds 10/20; run it twice, bomb pots of 20 every hand');
    const won = wonColumn(r.out);
    expect(won).toHaveLength(4);
    expect(won.reduce((a, b) => a + b, 0)).toBe(0);
    const ran = /^(\d+) hands? ran the board more than once/m.exec(r.out);
    expect(Number(ran![1])).toBeGreaterThan(0);
  });

  it('R230 a variant file with "boards": 2 plays two boards; --bomb-every spaces the bomb pots', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-boards-'));
    const file = join(dir, 'double.json');
    writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'double-holdem', name: "Double-board Hold'em", boards: 2 }));
    const r = await run(['simulate', '--variant-file', file, '--hands', '40', '--players', '3', '--bomb-pot', '10', '--bomb-every', '4']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Double-board Hold'em, No Limit, 3 players");
    expect(r.out).toContain('bomb pots of 10 every 4 hands');
    expect(wonColumn(r.out).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("R232 play --run-it ask: the prompt offers the runs, a wrong number is explained, the choice and both boards of both runs are told", async () => {
    // each prompt: shove when betting; when asked for runs, 9 is refused and 2 accepted
    const r = await run(['play', '--boards', '2', '--run-it', 'ask', '--max-runs', '3', '--players', '2', '--seed', '9', '--stack', '200'], 'all-in\nrun 9\nrun 2\n'.repeat(60));
    expect(r.code).toBe(0);
    expect(r.out).toContain("Double-board Texas Hold'em, No Limit: you and 1 bot, 200 chips each; run it as the players ask (up to 3 runs). Seed 9.");
    expect(r.out).toContain('run it 1..3 times (e.g. "run 3")');
    expect(r.out).toContain('Not allowed: choose from 1 to 3 runs: e.g. "run 3". Try again.');
    expect(r.out).toContain('Not allowed: nobody is asking how many times to run the board now. Try again.');
    expect(r.out).toContain('You choose to run it twice');
    expect(r.out).toContain('The board is run twice: the cards above are run 1');
    expect(r.out).toMatch(/^Flop \(board 2\): \S\S \S\S \S\S$/m);
    expect(r.out).toMatch(/^River \(run 2, board 2\): \S\S$/m);
    expect(r.out).toMatch(/^The pot of [\d,]+ is split in 4 parts:$/m);
    expect(r.out).toMatch(/^ {2}run 2, board 2: \d+ /m);
  });

  it('R230 the play prompt shows both boards, numbered', async () => {
    const r = await run(['play', '--boards', '2', '--players', '2', '--seed', '4'], 'call\ncheck\ncheck\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('[Qh 9c] boards 1: Jd Ac 5h / 2: Th 6d 8h, pot 40, your stack 1,490. check | bet 20..1,490 | all-in');
    expect(r.out).toContain('Flop (board 1): Jd Ac 5h');
    expect(r.out).toContain('Flop (board 2): Th 6d 8h');
  });

  it('R230 R231 chart --format html of a double-board variant file: the viewer\'s sample hands show both boards and the pot parts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-boards-chart-'));
    const spec = join(dir, 'double.json');
    writeFileSync(spec, JSON.stringify({ base: 'holdem', id: 'double-holdem', name: "Double-board Hold'em", boards: 2 }));
    const out = join(dir, 'double.html');
    const r = await run(['chart', '--variant-file', spec, '--format', 'html', '--output', out]);
    expect(r.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/flop, board 1: \S\S \S\S \S\S/);
    expect(html).toMatch(/flop, board 2: \S\S \S\S \S\S/);
    expect(html).toMatch(/pot 1, board 2: \d+ to seat/);
  });

  it('play --help lists the run-it action and the options; bad values are usage errors', async () => {
    const help = await run(['play', '--help']);
    expect(help.out).toContain('run 2 / run-it 2');
    for (const flag of ['--boards N', '--run-it N|ask', '--max-runs N', '--bomb-pot ANTE', '--bomb-every N']) expect(help.out).toContain(flag);
    expect((await run(['simulate', '--help'])).out).toContain('--bomb-pot ANTE');
    const bad: [string[], RegExp][] = [
      [['--boards', '0'], /--boards must be a whole number from 1 to 8/],
      [['--run-it', 'often'], /--run-it must be a whole number/],
      [['--max-runs', '3'], /--max-runs goes with --run-it ask/],
      [['--bomb-every', '3'], /--bomb-every goes with --bomb-pot ANTE/],
      [['--variant', 'razz', '--bomb-pot', '5'], /opens with a bring-in, not blinds/],
      [['--boards', '8', '--variant', 'omaha'], /--boards 8: .*deck/],
    ];
    for (const [args, message] of bad) {
      const r = await run(['simulate', '--hands', '5', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
  });
});
