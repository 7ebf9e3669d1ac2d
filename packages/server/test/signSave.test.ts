import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { saveSignature, verifySaveSignature } from '@pokerchart/engine';
import { signSave } from '../src/signSave.js';
import { RoomTable } from '../src/index.js';
import type { TableConfig } from '../src/index.js';

const key = 'k'.repeat(64);

describe('signSave: the engine save signature made with Node HMAC', () => {
  it('R0.5 equals the engine signature over JSON data of every kind, keys in any order (array indexes and __proto__ too), undefined values, non-ASCII text and byte keys', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ maxDepth: 4 }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: false }), fc.string({ unit: 'binary' }), fc.constant(undefined), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 5 }),
      object: fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 6 }),
    }));
    fc.assert(fc.property(json.object, fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), fc.uint8Array({ minLength: 1, maxLength: 100 })), (save, k) => {
      expect(signSave(save as object, k)).toBe(saveSignature(save as object, k));
      const withSignature = { ...(save as object), signature: 'x' };
      expect(signSave(withSignature, k)).toBe(saveSignature(withSignature, k));
    }), { numRuns: 400 });
    // undefined in an array and as a value, keys that are array indexes or __proto__, non-ASCII text
    const odd = JSON.parse('{"b":[1,null,"é\u{1F0A1}"],"10":{"2":1,"10":2,"__proto__":3},"a":{"y":-0,"x":1e21},"signature":"old"}') as Record<string, unknown>;
    (odd.b as unknown[])[1] = undefined;
    (odd.a as Record<string, unknown>).z = undefined;
    expect(signSave(odd, key)).toBe(saveSignature(odd, key));
    expect(signSave({ deep: [{ b: 1, a: [{ d: 0, c: { 1: 'x', 0: 'y' } }] }] }, key)).toBe(saveSignature({ deep: [{ b: 1, a: [{ d: 0, c: { 1: 'x', 0: 'y' } }] }] }, key));
  });

  it('R0.5 a room table snapshot signed with it verifies under the engine and restores, mid-hand and between hands', () => {
    const config: TableConfig = { variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seats: 3, seed: 5, buyIn: 200, autoRebuy: true, name: null, dealDelayMs: 0, schedule: null, button: null };
    const t = RoomTable.load('t', config, null, key);
    for (let s = 0; s < 3; s++) t.apply({ type: 'join', seat: s, name: `p${s}`, buyIn: 200, tokenHash: `h${s}` }, false);
    let checked = 0;
    for (let i = 0; i < 120; i++) {
      if (t.phase !== 'playing') t.apply({ type: 'deal', now: i }, false);
      else {
        const seat = t.view('spectator').toAct!;
        const legal = t.view(seat).legalActions!;
        t.apply({ type: 'act', seat, action: i % 4 === 0 && legal.fold ? { type: 'fold' } : legal.check ? { type: 'check' } : { type: 'call' } }, false);
      }
      const snap = JSON.parse(JSON.stringify(t.snapshot(key))) as ReturnType<RoomTable['snapshot']>;
      expect(() => verifySaveSignature(snap, key, 'table')).not.toThrow();
      expect(() => verifySaveSignature(snap.table, key, 'table')).not.toThrow();
      const back = RoomTable.load('t', config, snap, key);
      expect(back.view('spectator')).toEqual(t.view('spectator'));
      back.stop();
      checked++;
    }
    expect(checked).toBe(120);
    t.stop();
  });
});
