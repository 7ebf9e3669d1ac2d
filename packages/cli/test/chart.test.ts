import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart chart', () => {
  it('prints the Hold\'em hand chart as Mermaid, one composite state per street', async () => {
    const r = await run(['chart', '--variant', 'holdem', '--format', 'mermaid']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('stateDiagram-v2');
    expect(r.out).toContain("title: Texas Hold'em, No Limit");
    for (const street of ['preflop', 'flop', 'turn', 'river']) expect(r.out).toContain(`state ${street} {`);
    expect(r.out).toContain('settled --> [*]');
  });

  it('uses the variant\'s default betting (Omaha: pot limit) and --betting overrides it', async () => {
    const omaha = await run(['chart', '-v', 'omaha', '-f', 'mermaid']);
    expect(omaha.out).toContain('title: Omaha, Pot Limit');
    const nl = await run(['chart', '-v', 'omaha', '--betting', 'nl', '-f', 'mermaid']);
    expect(nl.out).toContain('title: Omaha, No Limit');
    const fl = await run(['chart', '-v', 'holdem', '--betting', 'fl', '-f', 'mermaid']);
    expect(fl.code).toBe(0);
    expect(fl.out).toContain('Fixed Limit');
  });

  it('prints DOT with clusters, JSON with states and transitions, and SVG', async () => {
    const dot = await run(['chart', '--variant', 'shortdeck-holdem', '--format', 'dot', '--direction', 'LR']);
    expect(dot.code).toBe(0);
    expect(dot.out).toContain('subgraph "cluster_hand.flop"');
    expect(dot.out).toContain('rankdir=LR');
    expect((await run(['chart', '--variant', 'holdem', '--format', 'dot'])).out).toContain('rankdir=TB');
    const json = await run(['chart', '--variant', 'omaha-hilo8', '--format', 'json']);
    expect(json.code).toBe(0);
    const chart = JSON.parse(json.out);
    expect(chart).toMatchObject({ variant: 'omaha-hilo8', betting: 'pot-limit', id: 'hand' });
    expect(chart.nodes.map((n: { id: string }) => n.id)).toContain('hand.river.bet');
    expect(chart.edges.length).toBeGreaterThan(10);
    const svg = await run(['chart', '--variant', 'paigow-holdem', '--format', 'svg']);
    expect(svg.code).toBe(0);
    expect(svg.out).toContain('<svg');
    expect(svg.out).toContain('id="s:hand.turn"');
  });

  it('writes a single-file HTML viewer of sample hands (a raise, an all-in run-out, rule bots), the same for the same seed', async () => {
    const r = await run(['chart', '--variant', 'holdem', '--format', 'html', '--seed', '7']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(r.out).toContain("Texas Hold'em, No Limit: sample hands (seed 7, 3 players)");
    expect(r.out).toContain('id="s:hand.preflop.bet"');
    type Hand = { title: string; steps: { label: string; active: string[] }[] };
    const hands: Hand[] = JSON.parse(/<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(r.out)![1]!);
    expect(hands.map((h) => h.title)).toEqual(['a raise, then calls and checks to the end', 'all in, then the run-out', 'rule bots (seed 7)']);
    for (const hand of hands) {
      expect(hand.steps[0]!.label).toBe('start');
      expect(hand.steps.at(-1)!.active).toEqual(['hand.settled']);
    }
    expect(hands[0]!.steps.some((s) => / raises to /.test(s.label))).toBe(true);
    expect(hands[1]!.steps.some((s) => s.active.includes('hand.runout'))).toBe(true);
    expect(hands[1]!.steps.some((s) => /\(all in\)/.test(s.label))).toBe(true);
    // the rule-named guards are on the chart by default
    for (const guard of ['roundContinues', 'roundClosed', 'onlyOnePlayerLeft', 'bettingClosedAllIn', 'boardComplete']) expect(r.out).toContain(`[${guard}]`);
    expect((await run(['chart', '--variant', 'holdem', '--format', 'html', '--seed', '7'])).out).toBe(r.out);
    const fl = await run(['chart', '-v', 'omaha-hilo8', '--betting', 'fl', '-f', 'html', '--players', '6', '--seed', '3']);
    expect(fl.code).toBe(0);
    expect(fl.out).toContain('Omaha Hi-Lo 8-or-better, Fixed Limit: sample hands (seed 3, 6 players)');
    const flHands: Hand[] = JSON.parse(/<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(fl.out)![1]!);
    expect(flHands[1]!.steps.some((s) => s.active.includes('hand.runout'))).toBe(true);
  });

  it('R212 charts 2-7 triple draw with its three draws, each before its betting round, guards named for the rules', async () => {
    const json = await run(['chart', '--variant', 'deuce-to-seven-triple-draw', '--format', 'json']);
    expect(json.code).toBe(0);
    const chart = JSON.parse(json.out) as { betting: string; nodes: { id: string; description?: string }[]; edges: { source: string; target: string; event: string; guard?: string }[] };
    expect(chart.betting).toBe('fixed-limit');
    const draws = chart.nodes.map((n) => n.id).filter((id) => id.endsWith('.draw'));
    expect(draws).toEqual(['hand.firstDraw.draw', 'hand.secondDraw.draw', 'hand.thirdDraw.draw']);
    for (const draw of draws) {
      expect(chart.nodes.find((n) => n.id === draw)!.description).toMatch(/R212/);
      expect(chart.edges.some((e) => e.source === draw && e.target === draw.replace('.draw', '.bet') && e.event === 'ACT')).toBe(true);
    }
    const guards = new Set(chart.edges.map((e) => e.guard));
    for (const g of ['discardIllegal', 'drawPending', 'replacementsAwaited', 'bettingClosed']) expect(guards).toContain(g);
    expect([...guards].some((g) => g?.startsWith('exchangeDue'))).toBe(true);
  });

  it('R200 R201 writes the viewer for stud (antes, bring-in, the run-out of up cards) and for a draw', async () => {
    type Hand = { title: string; steps: { label: string; detail: string; active: string[] }[] };
    const handsOf = (html: string): Hand[] => JSON.parse(/<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(html)![1]!);
    const stud = await run(['chart', '-v', 'seven-card-stud', '-f', 'html', '--seed', '4']);
    expect(stud.code).toBe(0);
    const [raise, allIn] = handsOf(stud.out);
    expect(raise!.steps[0]!.detail).toContain('posts an ante of 1');
    expect(raise!.steps.some((s) => / brings in for /.test(s.label))).toBe(true);
    expect(allIn!.steps.some((s) => s.active.includes('hand.runout'))).toBe(true);
    const draw = await run(['chart', '-v', 'deuce-to-seven-triple-draw', '-f', 'html', '--seed', '4']);
    expect(draw.code).toBe(0);
    expect(handsOf(draw.out)[0]!.steps.some((s) => s.active.includes('hand.firstDraw.draw'))).toBe(true);
    expect(draw.out).not.toMatch(/"label":"\{/); // no log entry shown as JSON
  });

  it('shows the rule-named guards on every format by default', async () => {
    for (const format of ['mermaid', 'dot', 'svg']) {
      const r = await run(['chart', '--variant', 'holdem', '--format', format]);
      for (const guard of ['actionIllegal', 'roundContinues', 'roundClosed', 'onlyOnePlayerLeft', 'bettingClosedAllIn', 'boardComplete']) {
        expect(r.out, `${format} shows ${guard}`).toContain(guard);
      }
    }
  });

  it('draws the actions: JSON edges carry actions and states their entry actions; --no-actions leaves them out of the drawing', async () => {
    const json = JSON.parse((await run(['chart', '--variant', 'holdem', '--format', 'json'])).out) as {
      nodes: { id: string; entry: string[] }[];
      edges: { source: string; target: string; event: string; guard: string | null; actions: string[] }[];
    };
    expect(json.edges.every((e) => Array.isArray(e.actions))).toBe(true);
    expect(json.edges.find((e) => e.source === 'hand.preflop.bet' && e.guard === 'bettingClosedAllIn')?.actions).toEqual(['applyBet', 'closeRound']);
    expect(json.nodes.find((n) => n.id === 'hand.runout')?.entry).toEqual(['exposeHands', 'dealRunout']);
    for (const format of ['mermaid', 'dot']) {
      const drawn = (await run(['chart', '--variant', 'holdem', '--format', format])).out;
      for (const action of ['applyBet', 'closeRound', 'enterStreet', 'dealRunout', 'showHandsAndAwardPots']) expect(drawn, `${format} shows ${action}`).toContain(action);
      const bare = (await run(['chart', '--variant', 'holdem', '--format', format, '--no-actions'])).out;
      expect(bare, `${format} --no-actions`).not.toMatch(/applyBet|dealRunout/);
    }
  });

  it('leaves guards out with --no-guards', async () => {
    const r = await run(['chart', '--variant', 'holdem', '--format', 'mermaid', '--no-guards']);
    expect(r.out).not.toContain('leadsTo');
    expect(r.out).toContain(': ACT');
  });

  it('writes to a file with --output and says so on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-chart-'));
    try {
      const file = join(dir, 'holdem.dot');
      const r = await run(['chart', '--variant', 'holdem', '--format', 'dot', '--output', file]);
      expect(r.code).toBe(0);
      expect(r.out).toBe('');
      expect(r.err).toContain(`wrote ${file}`);
      expect(readFileSync(file, 'utf8')).toContain('digraph "hand"');
      const bad = await run(['chart', '--variant', 'holdem', '--format', 'dot', '--output', join(dir, 'missing', 'x.dot')]);
      expect(bad.code).toBe(1);
      expect(bad.err).toContain('pokerchart chart:');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('charts a variant of one\'s own from --variant-file, with its own streets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-variant-'));
    try {
      const file = join(dir, 'two-streets.json');
      writeFileSync(file, JSON.stringify({
        base: 'holdem',
        id: 'big-board',
        name: 'Big board',
        streets: [{ name: 'blind', board: 0 }, { name: 'bigboard', board: 5, burn: true }],
      }));
      const r = await run(['chart', '--variant-file', file, '--format', 'mermaid']);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('title: Big board, No Limit');
      expect(r.out).toContain('state bigboard {');
      expect(r.out).not.toContain('state flop {');
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ base: 'holdem', id: 'x', name: 'X', holeCards: 0 }));
      const e = await run(['chart', '--variant-file', bad, '--format', 'dot']);
      expect(e.code).toBe(2);
      expect(e.err).toContain(`the variant file ${bad}: variant field "holeCards"`);
      writeFileSync(bad, '{ nope');
      expect((await run(['chart', '--variant-file', bad, '--format', 'dot'])).err).toContain('is not JSON');
      writeFileSync(bad, JSON.stringify({ base: 'stud' }));
      expect((await run(['chart', '--variant-file', bad, '--format', 'dot'])).err).toContain('unknown "base" "stud"');
      const missing = await run(['chart', '--variant-file', join(dir, 'nope.json'), '--format', 'dot']);
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('cannot read the variant file');
      const both = await run(['chart', '--variant', 'holdem', '--variant-file', file, '--format', 'dot']);
      expect(both.code).toBe(2);
      expect(both.err).toContain('give --variant or --variant-file, not both');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints help with --help', async () => {
    const r = await run(['chart', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart chart --variant <id>');
    expect(r.out).toContain('--small-bet');
  });

  it.each([
    [['chart', '--format', 'mermaid'], 'missing --variant'],
    [['chart', '--variant', 'holdem'], 'missing --format'],
    [['chart', '--variant', 'stud', '--format', 'dot'], 'unknown variant "stud"'],
    [['chart', '--variant', 'holdem', '--format', 'png'], 'unknown format "png"; use one of mermaid, dot, svg, json'],
    [['chart', '--variant', 'holdem', '--betting', 'spread', '--format', 'dot'], 'unknown betting "spread"'],
    [['chart', '--variant', 'holdem', '--small-bet', '4', '--format', 'dot'], '--small-bet applies to fixed limit'],
    [['chart', '--variant', 'holdem', '--betting', 'fl', '--small-bet', '2.5', '--format', 'dot'], '--small-bet must be a whole number'],
    [['chart', '--variant', 'holdem', '--format', 'dot', '--direction', 'up'], '--direction must be LR or TB'],
    [['chart', '--variant', 'holdem', '--format', 'dot', 'extra'], 'unexpected argument "extra": this command takes options only'],
    [['chart', '--variant', 'holdem', '--format', 'dot', '--colour'], 'unknown option --colour; the options are --variant (-v) <value>, --variant-file <value>'],
    [['chart', '--variant', 'holdem', '--format', 'dot', '--seed', '3'], '--seed and --players apply to --format html only'],
    [['chart', '--variant', 'holdem', '--format', 'html', '--players', '11'], '--players must be a whole number from 2 to 10'],
    [['chart', '--variant', 'holdem', '--format', 'html', '--seed=-1'], '--seed must be a whole number'],
  ])('exits 2 with a clear message for bad usage: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });
});
