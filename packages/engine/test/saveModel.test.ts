// The save model of hands ({ format, version, options, events, snapshot, signature? }): the hand's
// save is version 3, a version-2 save from the repository's fixtures (made before the model)
// still restores by replay, and a version-1 save is refused with how to migrate.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { createHand, RestoreError, restoreHand, type PersistedHand } from '../src/index.js';

const game = { variant: texasHoldem, betting: noLimit() };
const v2 = () => JSON.parse(readFileSync(new URL('./fixtures/hand-v2.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const code = (f: () => unknown): string | null => {
  try { f(); } catch (e) { return e instanceof RestoreError ? e.code : String(e); }
  return null;
};

describe('hand saves: one model', () => {
  it('R0.3 a hand save is { format, version 3, options (variant, betting, dealing, ...), events, snapshot }', () => {
    const hand = createHand({ ...game, stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 } });
    hand.act({ type: 'raise', to: 30 });
    const save = hand.persist();
    expect(Object.keys(save).sort()).toEqual(['events', 'format', 'options', 'snapshot', 'version']);
    expect(save).toMatchObject({ format: 'pokerchart-hand', version: 3, options: { variant: 'holdem', betting: { id: 'no-limit' }, dealing: { seed: 42 }, stacks: [1000, 1000, 1000] } });
    expect(save.events).toEqual([{ type: 'ACT', seat: 0, action: { type: 'raise', to: 30 } }]);
  });

  it('R0.3 a version-2 save (tests/fixtures, made before the model) restores by replay and plays on as the same hand', () => {
    const back = restoreHand(v2() as unknown as PersistedHand, game);
    const again = createHand({ ...game, stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 } });
    for (const action of [{ type: 'raise', to: 30 }, { type: 'call' }, { type: 'fold' }] as const) again.act(action);
    expect(back.context).toEqual(again.context);
    const saved = back.persist();
    expect(saved.version).toBe(3);
    expect(saved.options.dealing).toEqual({ seed: 42 });
    back.act({ type: 'check' });
    again.act({ type: 'check' });
    expect(back.view('spectator')).toEqual(again.view('spectator'));
  });

  it('R0.5 a version-2 save is still replayed: an edited stack in it is refused', () => {
    const edited = v2() as { snapshot: { context: { betting: { stacks: number[] } } } };
    edited.snapshot.context.betting.stacks[0] = edited.snapshot.context.betting.stacks[0]! + 100;
    expect(code(() => restoreHand(edited as unknown as PersistedHand, game))).toBe('STATE_MISMATCH');
    const wrongVariant = v2();
    wrongVariant.variant = 'omaha';
    expect(code(() => restoreHand(wrongVariant as unknown as PersistedHand, game))).toBe('MISMATCH');
  });

  it('R0.3 a version-1 save is refused with BAD_FORMAT, saying to save the hand again', () => {
    const v1 = { ...v2(), version: 1 };
    const e = (() => { try { restoreHand(v1 as unknown as PersistedHand, game); } catch (error) { return error as RestoreError; } return null; })();
    expect(e?.code).toBe('BAD_FORMAT');
    expect(e?.message).toMatch(/save the hand again/);
  });
});
