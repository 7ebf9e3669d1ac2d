import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomView } from '@pokerchart/client';
import { sameText } from '../src/sameText.js';
import { viewDelta } from '../src/viewDelta.js';
import { viewText } from '../src/viewText.js';

/** A view of a four-handed hand as seat `viewer` sees it (its own down cards only), its parts new objects. */
const view = (viewer: number, seq: number, toAct: number): RoomView => ({
  viewer, street: 'preflop', toAct, button: 0, board: [], pots: [],
  legalActions: toAct === viewer ? { seat: viewer, fold: true, check: false, call: 1, raiseTo: { min: 4, max: 100 } } : null,
  seats: [0, 1, 2, 3].map((s) => ({ stack: 98, committed: 2, folded: false, holeCards: s === viewer ? [4 * s + 1, 4 * s + 2] : null })),
  log: [0, 1, 2, 3].map((s) => ({ type: 'dealt', seat: s, cards: s === viewer ? [4 * s + 1, 4 * s + 2] : null })),
  handNumber: 1, seq, actionIndex: seq - 5, clock: null,
} as unknown as RoomView);

/** The next turn of the event loop (the texts of a turn are forgotten after it). */
const nextTurn = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.restoreAllMocks());

describe('sameText: whether JSON.stringify writes the same text of two values', () => {
  it('is true for equal values, however their objects are shared', () => {
    const shared = { a: [1, { b: 'x' }], c: null };
    expect(sameText(shared, shared)).toBe(true);
    expect(sameText({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameText([shared, 2], [{ a: [1, { b: 'x' }], c: null }, 2])).toBe(true);
    expect(sameText({ n: { m: { k: [true] } }, z: 1 }, { n: { m: { k: [true] } }, z: 1 })).toBe(true);
  });

  it('is false where the texts differ: a value, a length, keys in another order, an array against an object', () => {
    expect(sameText({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameText({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameText({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameText({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameText([1, 2], [1, 2, 3])).toBe(false);
    expect(sameText([1], { 0: 1 })).toBe(false);
    expect(sameText({ 0: 1 }, [1])).toBe(false);
    expect(sameText(null, {})).toBe(false);
    expect(sameText(1, '1')).toBe(false);
    // nested: keys read at one depth are not overwritten by those of a value one deeper
    expect(sameText({ a: { x: 1, y: 2 }, b: 1 }, { a: { x: 1, y: 2 }, b: 2 })).toBe(false);
    expect(sameText({ a: { x: 1 }, b: { y: 1 } }, { a: { x: 1 }, b: { z: 1 } })).toBe(false);
  });

  it('never answers true where the texts differ (random values)', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const value = (depth: number): unknown => {
      const r = rnd();
      if (depth > 2 || r < 0.4) return [0, 1, 'a', null, true][Math.floor(rnd() * 5)];
      if (r < 0.7) return Array.from({ length: Math.floor(rnd() * 3) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (const k of ['a', 'b', 'c']) if (rnd() < 0.6) o[k] = value(depth + 1);
      return o;
    };
    let equal = 0;
    for (let i = 0; i < 3000; i++) {
      const a = value(0);
      const b = rnd() < 0.5 ? JSON.parse(JSON.stringify(a)) : value(0);
      const same = JSON.stringify(a) === JSON.stringify(b);
      expect(sameText(a, b)).toBe(same);
      if (same) equal++;
    }
    expect(equal).toBeGreaterThan(1000);
  });
});

describe('viewText: the text of a pushed view', () => {
  it('is the JSON of the view, or of its change from the view before (the client rebuilds the view from it)', async () => {
    await nextTurn();
    const before = view(0, 5, 0);
    const after = view(0, 6, 1);
    expect(JSON.parse(viewText('t1', after, undefined))).toEqual(JSON.parse(JSON.stringify({ type: 'view', tableId: 't1', view: after })));
    const delta = JSON.parse(viewText('t1', after, before));
    expect(delta).toMatchObject({ type: 'viewDelta', tableId: 't1' });
    expect(delta.delta.set).toMatchObject({ toAct: 1, seq: 6, actionIndex: 1, legalActions: null });
  });

  it('writes a change once for all the viewers of a table who see the same change in one turn, and a different change apart', async () => {
    await nextTurn();
    // three players' views of an event: seats 2 and 3 see the same change (each from its own view,
    // with its own down cards), seat 1, now to act, sees its legal actions appear
    const befores = [1, 2, 3].map((s) => view(s, 5, 0));
    const afters = [1, 2, 3].map((s) => view(s, 6, 1));
    const stringify = vi.spyOn(JSON, 'stringify');
    const texts = afters.map((a, i) => viewText('t2', a, befores[i]));
    expect(stringify).toHaveBeenCalledTimes(2);
    stringify.mockRestore();
    expect(texts[1]).toBe(texts[2]);
    expect(texts[0]).not.toBe(texts[1]);
    // each text is exactly the JSON of that viewer's own change
    for (let i = 0; i < 3; i++) expect(texts[i]).toBe(JSON.stringify({ type: 'viewDelta', tableId: 't2', delta: viewDelta(befores[i]!, afters[i]!) }));
    expect(JSON.parse(texts[0]!).delta.set.legalActions).toEqual(afters[0]!.legalActions);
    expect('legalActions' in JSON.parse(texts[1]!).delta.set).toBe(false);
    // another table's change with the same fields is its own text (it names its table)
    const again = vi.spyOn(JSON, 'stringify');
    const other = viewText('t3', view(2, 6, 1), view(2, 5, 0));
    expect(again).toHaveBeenCalledTimes(1);
    expect(JSON.parse(other).tableId).toBe('t3');
    expect(other.replace('"t3"', '"t2"')).toBe(texts[1]);
  });

  it('forgets the texts after the turn: the same change in the next turn is written again', async () => {
    await nextTurn();
    const stringify = vi.spyOn(JSON, 'stringify');
    viewText('t4', view(2, 6, 1), view(2, 5, 0));
    await nextTurn();
    viewText('t4', view(3, 6, 1), view(3, 5, 0));
    expect(stringify).toHaveBeenCalledTimes(2);
  });
});
