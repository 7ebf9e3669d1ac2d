import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/index.js';
import { run } from './runCliHelper.js';

/**
 * Runs the CLI with stdout claiming to be a terminal (the grid is colored only there), with
 * `NO_COLOR` as given (unset by default, whatever the environment running the tests says).
 */
async function runOnTerminal(args: string[], noColor?: string) {
  const saved = process.env.NO_COLOR;
  if (noColor === undefined) delete process.env.NO_COLOR;
  else process.env.NO_COLOR = noColor;
  try {
    return await runOnTerminalAsIs(args);
  } finally {
    if (saved === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = saved;
  }
}

async function runOnTerminalAsIs(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  Object.assign(stdout, { isTTY: true });
  let out = '';
  stdout.on('data', (d) => (out += String(d)));
  stderr.resume();
  const stdin = new PassThrough();
  stdin.end('');
  const code = await runCli(args, { stdout, stderr, stdin });
  return { code, out };
}

interface GridJson {
  exact: boolean;
  cells: { label: string; combos: number; equity: number | null }[][];
}

describe('pokerchart equity with ranges', () => {
  it('takes PokerStove ranges for every player ("QQ+,AKs" v "JJ-88") and says how many matchups it weighed', async () => {
    const r = await run(['equity', 'QQ+,AKs', 'JJ-88', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { exact: boolean; matchups: number; hands: { range?: string; cards?: string[]; equity: number }[] };
    expect(j.exact).toBe(true);
    expect(j.matchups).toBe(22 * 24);
    expect(j.hands.map((h) => h.range)).toEqual(['QQ+,AKs', 'JJ-88']);
    expect(j.hands[0]!.equity + j.hands[1]!.equity).toBeCloseTo(1, 12);
    expect(j.hands[0]!.equity).toBeGreaterThan(0.7);
    const table = await run(['equity', 'AA,KK', 'QQ,AKs', '--board', 'Kd7c2h']);
    expect(table.out).toContain("Texas Hold'em, board Kd 7c 2h; exact: 66 matchups, 65,340 boards in all");
    expect(table.out).toMatch(/AA,KK\s+93\.691%/);
  });

  it('a hand against a range keeps the hand as cards in the JSON', async () => {
    const r = await run(['equity', 'AhKh', 'QQ+', '--board', 'Qh7h2c', '--json']);
    const j = JSON.parse(r.out) as { hands: { range?: string; cards?: string[] }[] };
    expect(j.hands[0]!.cards).toEqual(['Ah', 'Kh']);
    expect(j.hands[1]!.range).toBe('QQ+');
  });

  it('--grid draws the 13x13 grid in plain text when stdout is not a terminal, the first range marked with *', async () => {
    const r = await run(['equity', 'QQ+,AKs', 'JJ-88', '--board', 'Kd7c2h', '--grid']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('\x1b[');
    const lines = r.out.split('\n');
    const start = lines.findIndex((l) => l.startsWith('AA '));
    expect(start).toBeGreaterThan(0);
    const grid = lines.slice(start, start + 13);
    expect(grid.every((l) => l.trim().split(/\s+/).length >= 26)).toBe(true);
    expect(grid[0]).toMatch(/^AA +\d+\* AKs +\d+\* AQs +\d+ /);
    expect(grid[1]).toMatch(/KK +\d+\*/);
    expect(grid[3]).toMatch(/JJ +\d+ /);
    expect(r.out).toContain('Equity of each starting hand against JJ-88 (exact: 1,176 boards); *: QQ+,AKs');
    // the numbers are the grid's (JSON) equities, rounded
    const j = JSON.parse((await run(['equity', 'QQ+,AKs', 'JJ-88', '--board', 'Kd7c2h', '--grid', '--json'])).out) as { grid: GridJson };
    expect(j.grid.exact).toBe(true);
    const aa = j.grid.cells[0]![0]!;
    expect(grid[0]).toContain(`AA ${String(Math.round(aa.equity! * 100)).padStart(3)}*`);
    // K♦ on the board: KK has three combinations left
    expect(j.grid.cells[1]![1]!.combos).toBe(3);
  }, 60000);

  it('--grid is colored on a terminal', async () => {
    const r = await runOnTerminal(['equity', 'QQ+,AKs', 'JJ-88', '--board', 'Kd7c2h', '--grid', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\x1b\[48;2;\d+;\d+;\d+m/);
    expect(r.out).toContain('\x1b[1;4m'); // the first player's classes: bold, underlined
  }, 60000);

  it('--grid on a terminal honours NO_COLOR (no escape codes)', async () => {
    const r = await runOnTerminal(['equity', 'QQ+,AKs', 'JJ-88', '--board', 'Kd7c2h', '--grid', '--quiet'], '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('AA');
    expect(r.out).not.toContain('\x1b[');
  }, 60000);

  it('exits 2 on a range it cannot read (naming the token and its position) and on --grid in Omaha', async () => {
    const bad = await run(['equity', 'QQ+,AKx', 'JJ-88']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"AKx" at position 4');
    const omaha = await run(['equity', 'AsKsQdJd, 9h8h7c6c', 'KhQhJcTc', '--variant', 'omaha', '--board', 'Ah7h2c', '--grid']);
    expect(omaha.code).toBe(2);
    expect(omaha.err).toContain('--grid is for two-card games');
    const omahaRange = await run(['equity', 'AsKsQdJd, 9h8h7c6c', 'KhQhJcTc', '--variant', 'omaha', '--board', 'Ah7h2c']);
    expect(omahaRange.code).toBe(0);
    expect(omahaRange.out).toContain('exact: 2 matchups');
  });
});

describe('docs/guides/odds.md: the grid from the command line', () => {
  it('shows the output of `pokerchart equity "QQ+,AKs" "JJ-88" --board Kd7c2h --grid` word for word', async () => {
    const { readFileSync } = await import('node:fs');
    const guide = readFileSync(new URL('../../../docs/guides/odds.md', import.meta.url), 'utf8');
    expect(guide).toContain('pokerchart equity "QQ+,AKs" "JJ-88" --board Kd7c2h --grid');
    const r = await run(['equity', 'QQ+,AKs', 'JJ-88', '--board', 'Kd7c2h', '--grid']);
    expect(r.code).toBe(0);
    expect(guide).toContain('```text\n' + r.out.trimEnd() + '\n```');
  }, 60000);
});
