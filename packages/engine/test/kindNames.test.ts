import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The chart builder and the rest of the engine know no step kind by name: a kind's rules live in
// its folder under src/steps/ (seats, board, bet, exchange, showdown), and everything else asks
// the registered kinds. Types and docs may name the kinds; code outside src/steps/ may not.

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const KINDS = '(seats|board|bet|exchange|showdown)';
/** Code that uses a built-in kind's name as a value: a comparison with a kind, a switch on one, a step literal. */
const USES = [
  new RegExp(`\\bkind\\s*[!=]==?\\s*['"\`]${KINDS}['"\`]`),
  new RegExp(`['"\`]${KINDS}['"\`]\\s*[!=]==?\\s*[\\w.]*\\bkind\\b`),
  /\bswitch\s*\([^)]*\bkind\s*\)/,
  new RegExp(`[{,(]\\s*kind\\s*:\\s*['"\`]${KINDS}['"\`]`),
  new RegExp(`\\.(get|has)\\(\\s*['"\`]${KINDS}['"\`]\\s*\\)`),
];

/** Every .ts file under `dir`. */
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
});

/** The code of a file without its comments (docs may name the kinds) and without type-only lines. */
function codeOf(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .map((line) => (/^\s*(readonly\s+)?kind\s*:/.test(line) || /^\s*(export\s+)?(type|interface)\b/.test(line) ? '' : line));
}

/** The places in `text` that use a built-in kind's name as a value. */
function uses(text: string): { line: number; code: string }[] {
  return codeOf(text).flatMap((code, i) => (USES.some((re) => re.test(code)) ? [{ line: i + 1, code: code.trim() }] : []));
}

describe('no built-in step kind by name outside its own folder', () => {
  it('R45 R234 the engine outside src/steps/ never compares, switches on or writes a built-in kind name', () => {
    const found = files(SRC)
      .filter((f) => !relative(SRC, f).startsWith('steps'))
      .flatMap((f) => uses(readFileSync(f, 'utf8')).map((u) => `${relative(SRC, f)}:${u.line}: ${u.code}`));
    expect(found).toEqual([]);
  });

  it('the check finds what it looks for (a comparison, a switch, a step literal), and passes types and docs', () => {
    expect(uses("if (step.kind === 'exchange') go();")).toHaveLength(1);
    expect(uses("if ('board' !== s.kind) go();")).toHaveLength(1);
    expect(uses('switch (step.kind) {\n  default: break;\n}')).toHaveLength(1);
    expect(uses("steps.push({ kind: 'bet', name });")).toHaveLength(1);
    expect(uses("/** `{ kind: 'board', cards: 3 }` */\n// step.kind === 'seats'\nexport interface X {\n  readonly kind: 'showdown';\n}")).toEqual([]);
  });
});

/** A field of the exchange kind's (its slice of the context, its street steps, its state): read or written as a property. */
const EXCHANGE_FIELDS = '(exchange|closingExchange|exchanges|toDiscard|awaiting|muck)';
const FIELD_USES = [new RegExp(`^\\s*(readonly\\s+)?${EXCHANGE_FIELDS}\\??\\s*:`), new RegExp(`\\.${EXCHANGE_FIELDS}\\b`), new RegExp(`[{,]\\s*${EXCHANGE_FIELDS}\\s*:`), new RegExp(`\\[['"\`]${EXCHANGE_FIELDS}['"\`]\\]`)];

/** The places in `text` that read or write one of the exchange kind's fields. */
function fieldUses(text: string): { line: number; code: string }[] {
  return codeOf(text).flatMap((code, i) => (FIELD_USES.some((re) => re.test(code)) ? [{ line: i + 1, code: code.trim() }] : []));
}

describe('no field of a kind outside its own folder', () => {
  it('R212 R213 the exchange kind owns its fields: nothing outside src/steps/exchange/ reads or writes them (its slice, its street steps, its state)', () => {
    const found = files(SRC)
      .filter((f) => !relative(SRC, f).startsWith(join('steps', 'exchange')))
      .flatMap((f) => fieldUses(readFileSync(f, 'utf8')).map((u) => `${relative(SRC, f)}:${u.line}: ${u.code}`));
    expect(found).toEqual([]);
  });

  it('the field check finds a read, a write and a keyed read, and passes docs', () => {
    expect(fieldUses('if (ctx.exchange !== null) go();')).toHaveLength(1);
    expect(fieldUses('return { ...ctx, exchange: next };')).toHaveLength(1);
    expect(fieldUses("const ex = ctx.kinds['exchange'];")).toHaveLength(1);
    expect(fieldUses('const n = street.closingExchange;')).toHaveLength(1);
    expect(fieldUses('  readonly exchange: ExchangeStep | null;')).toHaveLength(1);
    expect(fieldUses('/** the exchange.toDiscard seats */\n// ctx.exchange')).toEqual([]);
  });
});

/** Code that compares with a ranking's name: the engine asks the ranking (its partialStrength, R235) instead. */
const RANKING_NAMES = '(ace-to-five-low|deuce-to-seven-low|badugi|eight-or-better|paigow-wheel|shortdeck)';
const RANKING_USES = [
  new RegExp(`[!=]==?\\s*['"\`]${RANKING_NAMES}['"\`]`),
  new RegExp(`['"\`]${RANKING_NAMES}['"\`]\\s*[!=]==?`),
  /\branking[\w.]*\s*[!=]==?\s*['"`]standard['"`]/,
];

describe('no ranking name in the engine (R235)', () => {
  it('R235 the engine never compares a ranking or reading with a ranking name: the ranking values the up cards itself', () => {
    const found = files(SRC).flatMap((f) => codeOf(readFileSync(f, 'utf8'))
      .flatMap((code, i) => (RANKING_USES.some((re) => re.test(code)) ? [`${relative(SRC, f)}:${i + 1}: ${code.trim()}`] : [])));
    expect(found).toEqual([]);
    expect(RANKING_USES.some((re) => re.test("ranking === 'ace-to-five-low' ? ranking : 'high'"))).toBe(true);
  });
});
