// Hostile input on @pokerchart/phh: parsePhh, replayPhh, serializePhh, toPhh. Always a typed
// error (PhhParseError with a line number, PhhReplayError, PhhExportError, or the engine's
// IllegalActionError) with a clear message; never a TypeError from inside, never a hang on bounded
// input, never a polluted prototype.
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '@pokerchart/engine';
import { parsePhh, PhhExportError, PhhParseError, PhhReplayError, replayPhh, serializePhh, toPhh } from '../src/index.js';
import { thrown } from '../../../scripts/thrown.mjs';

const typed = [PhhParseError, PhhReplayError, IllegalActionError];
const good = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = ['d dh p1 AsKs', 'd dh p2 2c2d', 'p2 f']\n";
const clean = () => {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
};

describe('phh: parsePhh', () => {
  it('refuses non-strings and broken TOML with PhhParseError and a line number', () => {
    for (const bad of [null, undefined, 5, {}, []]) thrown(() => parsePhh(bad as never), [PhhParseError], /must be a string/);
    for (const bad of ['', 'x', '\u0000', 'a = ', 'a = [', "variant = 'NT'\nvariant = 'NT'"]) {
      const e = thrown(() => parsePhh(bad), [PhhParseError]) as PhhParseError;
      expect(e.code).toMatch(/^PHH_/);
    }
  });

  it('refuses deep nesting, 10 MB of junk and a million-entry array in bounded time', { timeout: 60_000 }, () => {
    thrown(() => parsePhh(`a = ${'['.repeat(100_000)}${']'.repeat(100_000)}`), [PhhParseError], /TOML/);
    thrown(() => parsePhh('x'.repeat(10_000_000)), [PhhParseError], /line 1/);
    thrown(() => parsePhh('\n'.repeat(10_000_000)), [PhhParseError], /variant/);
    thrown(() => parsePhh(`${good}players = ['${'x'.repeat(10_000_000)}']\n`), [PhhParseError], /players/);
    thrown(() => parsePhh(`antes = [${new Array(1_000_000).fill(0).join(', ')}]`), [PhhParseError]);
  });

  it('refuses __proto__ and constructor keys in every TOML form and keeps Object.prototype clean', () => {
    for (const extra of ['__proto__ = 1', 'constructor = { prototype = 1 }', '[__proto__]\npolluted = 1', '[constructor.prototype]\npolluted = 1',
      '__proto__.polluted = 1', 'x = { __proto__ = { polluted = 1 } }', '"__proto__" = { polluted = 1 }']) {
      thrown(() => parsePhh(`${good}${extra}\n`), [PhhParseError], /__proto__|constructor/);
    }
    clean();
  });

  it('R0.1 refuses NaN, negative and string stacks; huge integers that TOML cannot hold exactly', () => {
    for (const stacks of ['[nan, 100]', '[-1, 100]', "['a', 100]", '[99999999999999999999999, 100]', '[100]']) {
      thrown(() => parsePhh(good.replace('[100, 100]', stacks)), [PhhParseError]);
    }
  });
});

describe('phh: replayPhh', () => {
  const r = (text: string) => replayPhh(parsePhh(text));

  it('refuses non-records and records with missing fields', () => {
    for (const bad of [null, undefined, 5, 'x', {}]) thrown(() => replayPhh(bad as never), typed);
  });

  it('R0.1 R5 R48 bad stacks, seats, cards, actions and amounts are typed errors naming the line and action', () => {
    const bads = [
      good.replace("'NT'", "'XX'"), good.replace('[100, 100]', '[-inf, 100]'), good.replace('[100, 100]', '[1e300, 1e300]'),
      good.replace('antes = [0, 0]', 'antes = [0, 0, 0]'), good.replace("'p2 f'", "'p9 f'"), good.replace("'p2 f'", "'p0 f'"),
      good.replace('2c2d', 'AsAs'), good.replace('2c2d', 'ZzZz'), good.replace("'p2 f'", "'p2 xyz'"), good.replace("'p2 f'", "'p2 cbr nan'"),
      good.replace("'p2 f'", "'p2 cbr 1.5'"), good.replace("'p2 f'", "'p1 f'"), good.replace('[1, 2]', "['a', 'b']"),
    ];
    for (const text of bads) thrown(() => r(text), typed);
  });

  it('R101 a hundred thousand actions after the hand is decided are refused, not looped over forever', { timeout: 60_000 }, () => {
    thrown(() => r(good.replace("'p2 f'", new Array(100_000).fill("'p2 cc'").join(', '))), typed);
  });

  it('refuses bad scales and prototype keys in rule options', () => {
    for (const scale of [Number.NaN, -1, 0, 3, 1.5]) thrown(() => replayPhh(parsePhh(good), { scale }), typed);
    thrown(() => replayPhh(parsePhh(good), { rules: JSON.parse('{"__proto__":{"polluted":1}}') as object }), typed);
    clean();
  });
});

describe('phh: serializePhh and toPhh', () => {
  it('refuse non-records and non-hands with typed errors', () => {
    for (const bad of [null, undefined, 5, 'x', []]) thrown(() => serializePhh(bad as never), [PhhParseError], /serializePhh needs/);
    for (const bad of [null, undefined, 5, {}, { context: null }]) thrown(() => toPhh(bad as never), [PhhExportError]);
    expect(serializePhh(parsePhh(good))).toContain("variant = \"NT\"");
  });
});

describe('phh: issue 17 probe (robustness guide: actions)', () => {
  it('R57 a hand played with foreign-field actions (BigInt, cycle, toJSON) exports and serializes', async () => {
    const { createHand } = await import('@pokerchart/engine');
    const { noLimit } = await import('@pokerchart/betting');
    const { texasHoldem } = await import('@pokerchart/variants');
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [200, 200, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 5 } });
    const cycle: Record<string, unknown> = { type: 'call' };
    cycle.me = cycle;
    hand.act({ type: 'raise', to: 6, big: 1n } as never);
    hand.act(cycle as never);
    hand.act({ type: 'call', toJSON: () => { throw new Error('no'); } } as never);
    const record = toPhh(hand);
    expect(() => serializePhh(record)).not.toThrow();
    expect(parsePhh(serializePhh(record)).actions).toEqual(record.actions);
  });
});
