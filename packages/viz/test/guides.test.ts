import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { formatCards } from '@pokerchart/cards';
import { createHand, createHandMachine, defaultRules } from '@pokerchart/engine';
import { describeHand, evaluateHand } from '@pokerchart/evaluator';
import { shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/architecture.js';
import { recordHandSteps, sampleHands, toChartJson, toHtmlViewer, toMermaid, toSvg } from '../src/index.js';

// The code samples of docs/guides/getting-started.md and docs/guides/visualize.md, with the
// values their comments show: when the engine changes what a seed deals, this fails and the
// guides need the new values.
const guide = (name: string) => readFileSync(join(repoRoot, 'docs/guides', name), 'utf8');

describe('docs/guides/getting-started.md', () => {
  it('plays the first hand with the values shown in the guide', () => {
    const hand = createHand({
      variant: texasHoldem,
      betting: noLimit(),
      stacks: [1000, 1000, 1000],
      button: 0,
      blinds: { small: 5, big: 10 },
      dealing: { seed: 42 },
    });
    expect(hand.toAct).toBe(0);
    expect(hand.legalActions()).toEqual({ seat: 0, fold: true, check: false, call: 10, raiseTo: { min: 20, max: 1000 }, bringIn: null, discard: null, runIt: null });
    hand.act({ type: 'raise', to: 30 });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(hand.street).toBe('flop');
    expect(hand.state).toEqual({ flop: 'bet' });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.result!.stacks).toEqual([1060, 970, 970]);
    expect(formatCards(hand.result!.board)).toEqual(['4s', 'Tc', '7c', '3s', '2c']);
    expect(hand.result!.shown.map((s) => describeHand(s.value))).toEqual([
      'Queen high',
      'Pair of Threes, Ten kicker',
      'Pair of Sevens, Jack kicker',
    ]);
    const text = guide('getting-started.md');
    expect(text).toContain('hand.result!.stacks;                        // [1060, 970, 970]');
    expect(text).toContain("// ['Queen high', 'Pair of Threes, Ten kicker', 'Pair of Sevens, Jack kicker']");
    // the same chart: the hand runs on the engine's stepped twin of the machine users get
    expect(toChartJson(hand.actor.logic)).toEqual(toChartJson(createHandMachine(texasHoldem, noLimit())));
  });

  it('evaluates the hand shown in the guide', () => {
    const value = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
    expect(value.category).toBe('one-pair');
    expect(describeHand(value)).toBe('Pair of Aces, King kicker');
  });
});

describe('docs/guides/visualize.md', () => {
  it('highlights flop.bet after a call and a check heads-up', async () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500], button: 0,
      blinds: { small: 5, big: 10 }, dealing: { seed: 1 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(await toSvg(hand.actor.logic, { active: hand.actor.getSnapshot() })).toMatch(/<g id="s:hand\.flop\.bet" class="node state atomic active"/);
    expect(toChartJson(hand.actor.logic, { active: ['flop.bet'] }).active).toEqual(['hand.flop', 'hand.flop.bet']);
    expect(guide('visualize.md')).toContain("toChartJson(hand.actor.logic, { active: ['flop.bet'] }).active;       // ['hand.flop', 'hand.flop.bet']");
  });

  it('records a whole hand for the viewer as the guide does', async () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0,
      blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });
    const recording = recordHandSteps(hand);
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    recording.stop();
    const html = await toHtmlViewer({ machine: hand.actor.logic, steps: recording.steps, title: 'seed 7' });
    expect(html).toContain('<title>seed 7</title>');
    expect(recording.steps.length).toBeGreaterThan(8);
    expect(toMermaid(hand.actor.logic)).toContain('state river {');
  });
});

describe('docs/guides/visualize.md, sample hands', () => {
  it('writes the sample hands viewer as the guide does', async () => {
    expect(guide('visualize.md')).toContain("const hands = sampleHands({ variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 } });");
    const hands = sampleHands({ variant: texasHoldem, betting: noLimit(), blinds: { small: 1, big: 2 } });
    const html = await toHtmlViewer({ machine: createHandMachine(texasHoldem, noLimit()), hands });
    expect(hands.map((h) => h.title)).toEqual(['a raise, then calls and checks to the end', 'all in, then the run-out']);
    expect(html).toContain('<select id="hand"');
    for (const key of ['Fit', '100%', 'Shift with an arrow key', '`]` (next) and `[` (previous)']) expect(guide('visualize.md')).toContain(key);
  });
});

describe('docs/guides/rules-reference.md', () => {
  it('names only source files that exist', () => {
    const text = guide('rules-reference.md');
    const files = [...new Set([...text.matchAll(/`([a-z]+)\/((?:[A-Za-z]+\/)*[A-Za-z]+\.ts)`/g)].map((m) => `packages/${m[1]}/src/${m[2]}`))];
    expect(files.length).toBeGreaterThan(30);
    const missing = files.filter((f) => {
      try {
        readFileSync(join(repoRoot, f));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing, 'files named in rules-reference.md that are gone: update the guide').toEqual([]);
  });

  it('documents every option where rulebooks disagree, with its default', () => {
    const text = guide('rules-reference.md');
    for (const option of ['allowOpenFold', 'bbAnteOrder', 'straddleMinRaise', 'maxRaises', 'headsUpCap', 'tripsBeatStraight', 'autoMuck']) {
      expect(text).toMatch(new RegExp(`\\| \`${option}\` \\| R\\d+`));
    }
  });

  it('states the defaults the code has', () => {
    const text = guide('rules-reference.md');
    const row = (option: string) => text.split('\n').find((l) => l.startsWith(`| \`${option}\` |`)) ?? '';
    const shown = (v: unknown) => (typeof v === 'string' ? `\`'${v}'\`` : `\`${String(v)}\``);
    const fl = fixedLimit({ smallBet: 2 }).options as { maxRaises: number; headsUpCap: string };
    const defaults: Record<string, unknown> = {
      ...defaultRules,
      maxRaises: fl.maxRaises,
      headsUpCap: fl.headsUpCap,
      tripsBeatStraight: shortDeckHoldem.rankingOptions?.tripsBeatStraight,
    };
    expect(Object.keys(defaults).sort()).toEqual(
      ['allowOpenFold', 'autoMuck', 'bbAnteOrder', 'bringInMay', 'headsUpCap', 'maxRaises', 'straddleMinRaise', 'tripsBeatStraight'],
    );
    for (const [option, value] of Object.entries(defaults)) {
      const cells = row(option).split(' | ');
      expect(cells[3], `default of ${option}`).toContain(shown(value));
    }
  });
});
