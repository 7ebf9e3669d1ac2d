// One save model for hands and tables ({ format, version, options, events, snapshot, signature? }),
// restored by one family of functions over the engine's one reader: the table's save, its event
// vocabulary (the hand's ACT with the seat that acted), its replay, a version-1 save from the
// repository's fixtures, and the example of docs/guides/hand-lifecycle.md ("Saves").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand, RestoreError, restoreHand, type PersistedHand } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { createTable, restoreTable, type PersistedTable, type Table } from '../src/index.js';

const game = { variant: texasHoldem, betting: noLimit() };
const playToEnd = (t: Table) => {
  while (t.phase === 'playing') t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
};
const newTable = () => createTable({
  ...game, seats: 4, mode: 'cash', seed: 9, clock: () => 60_000,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
  cash: { buyIn: 1000 }, players: [{ name: 'Ann', stack: 1000 }, { name: 'Bob', stack: 1000 }, { name: 'Cy', stack: 1000 }],
});
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('one save model: a table saves as a hand does', () => {
  it('R0.3 a table save is { format, version, options, events, snapshot }: the start, the accepted commands since, the state they reach', () => {
    const t = newTable();
    expect(t.persist()).toMatchObject({ format: 'pokerchart-table', version: 2, events: [], options: { variant: 'holdem', table: { seats: 4 } } });
    expect(t.persist().options.from).toBeUndefined(); // a new table starts from its options
    t.deal();
    expect(() => t.act({ type: 'raise', to: 1 })).toThrow(); // refused: not an event of the save
    t.act({ type: 'call' });
    const save = t.persist();
    expect(Object.keys(save).sort()).toEqual(['events', 'format', 'options', 'snapshot', 'version']);
    // the hand's vocabulary: ACT with the seat that acted, as Hand.persist() writes it
    expect(save.events).toEqual([{ type: 'DEAL', now: 60_000 }, { type: 'ACT', seat: save.events[1]!.type === 'ACT' ? save.events[1]!.seat : -1, action: { type: 'call' } }]);
    const dealt = t.context.hand!;
    const hand = createHand({ ...game, stacks: dealt.stacks, button: dealt.button, blinds: { small: 5, big: 10 }, dealing: { seed: dealt.seed } });
    hand.act({ type: 'call' });
    expect(hand.persist().events).toEqual([save.events[1]]);
    expect(save.options.from).toMatchObject({ value: 'between', context: { handsPlayed: 0 } });
    expect(save.snapshot.value).toBe('playing');
    t.stop();
  });

  it('R0.3 restoreTable replays the events: the restored table saves the same JSON and plays on exactly as the original', () => {
    const t = newTable();
    t.deal();
    playToEnd(t);
    t.sitOut(2);
    t.deal();
    t.act({ type: 'call' });
    const saved = json(t.persist());
    const back = restoreTable(json(saved), game);
    expect(json(back.persist())).toEqual(saved);
    expect(back.toAct).toBe(t.toAct);
    const next = back.legalActions()!.check ? { type: 'check' as const } : { type: 'call' as const };
    back.act(next);
    t.act(next);
    playToEnd(t);
    playToEnd(back);
    expect(back.context).toEqual(t.context);
    expect(json(back.persist())).toEqual(json(t.persist()));
  });

  it('R0.3 commands sent to table.actor are saved too (the save follows the actor once it is made)', () => {
    const t = newTable();
    t.deal();
    t.actor.send({ type: 'ACT', action: { type: 'call' } });
    t.actor.send({ type: 'ACT', action: { type: 'raise', to: 1 } }); // refused: not saved
    const saved = json(t.persist());
    expect(saved.events.map((e) => e.type)).toEqual(['DEAL', 'ACT']);
    const back = restoreTable(saved, game);
    expect(back.context).toEqual(json(t.context));
    t.stop();
  });

  it('R0.5 a signed table save refuses a consistent edit of the state its events start from', () => {
    const t = newTable();
    t.deal();
    playToEnd(t);
    t.deal();
    const signed = json(t.persist({ key: 'secret' }));
    expect(restoreTable(json(signed), { ...game, key: 'secret' }).handsPlayed).toBe(1);
    const edited = json(signed) as PersistedTable & { options: { from: { context: { seats: { stack: number }[] } } } };
    edited.options.from.context.seats[0]!.stack = edited.options.from.context.seats[0]!.stack + 1;
    const e = (() => { try { restoreTable(edited, { ...game, key: 'secret' }); } catch (error) { return error; } return null; })();
    expect(e).toBeInstanceOf(RestoreError);
    expect((e as RestoreError).code).toBe('BAD_SIGNATURE');
  });

  it('R0.3 a version-1 table save (tests/fixtures, made before the save model) restores mid-hand and plays on', () => {
    const v1 = JSON.parse(readFileSync(new URL('./fixtures/table-v1.json', import.meta.url), 'utf8')) as unknown;
    const back = restoreTable(v1 as PersistedTable, game);
    expect(back.phase).toBe('playing');
    expect(back.toAct).toBe(2);
    expect(back.chipsInPlay()).toBe(3000);
    const saved = back.persist();
    expect(saved.version).toBe(2);
    expect(saved.options.from?.value).toBe('playing'); // the version-1 state, checked, is where the events start
    playToEnd(back);
    expect(back.chipsInPlay()).toBe(3000);
    expect(json(restoreTable(json(back.persist()), game).context)).toEqual(json(back.context));
  });

  it('R0.5 a version-1 save with an edited running hand is refused (its hand is replayed from its log)', () => {
    const v1 = JSON.parse(readFileSync(new URL('./fixtures/table-v1.json', import.meta.url), 'utf8')) as { snapshot: { children: { hand: { snapshot: { context: { betting: { stacks: number[] } } } } } } };
    const stacks = v1.snapshot.children.hand.snapshot.context.betting.stacks;
    stacks[0] = stacks[0]! + 500;
    expect(() => restoreTable(v1 as unknown as PersistedTable, game)).toThrow(/cannot restore the table/);
  });

  it('R0.3 one reader: a hand save is not a table save, and a table save is not a hand save', () => {
    const hand = createHand({ ...game, stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 } });
    const code = (f: () => unknown) => { try { f(); } catch (e) { return (e as RestoreError).code; } return null; };
    expect(code(() => restoreTable(hand.persist() as never, game))).toBe('BAD_FORMAT');
    expect(code(() => restoreHand(newTable().persist() as never, game))).toBe('BAD_FORMAT');
  });
});

// --- guide: saves (docs/guides/hand-lifecycle.md shows this block verbatim) ---
describe('docs/guides/hand-lifecycle.md, "Saves"', () => {
  it('a hand and a table save the same way and restore by replay', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 7 } });
    hand.act({ type: 'call' });
    const handSave: PersistedHand = JSON.parse(JSON.stringify(hand.persist({ key: 'server secret' })));
    // { format: 'pokerchart-hand', version: 3, options: { variant, betting, dealing, stacks, ... },
    //   events: [{ type: 'ACT', seat: 0, action: { type: 'call' } }], snapshot, signature }
    const again = restoreHand(handSave, { variant: texasHoldem, betting: noLimit(), key: 'server secret' });
    expect(again.toAct).toBe(hand.toAct);

    const table = createTable({
      variant: texasHoldem, betting: noLimit(), seats: 2, mode: 'cash', seed: 3, button: 0,
      schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } }, cash: { buyIn: 500 },
      players: [{ name: 'Ann', stack: 500 }, { name: 'Bob', stack: 500 }],
    });
    table.deal();
    table.act({ type: 'call' });
    const tableSave: PersistedTable = JSON.parse(JSON.stringify(table.persist({ key: 'server secret' })));
    // { format: 'pokerchart-table', version: 2, options: { variant, betting, table, from },
    //   events: [{ type: 'DEAL', now }, { type: 'ACT', seat: 0, action: { type: 'call' } }], snapshot, signature }
    expect(tableSave.events[1]).toEqual(handSave.events[0]);
    const back = restoreTable(tableSave, { variant: texasHoldem, betting: noLimit(), key: 'server secret' });
    expect(back.toAct).toBe(table.toAct);
  });
});
// --- end of guide block ---

describe('the guide shows the example', () => {
  it('docs/guides/hand-lifecycle.md holds the block above verbatim', () => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    const block = here.split('// --- guide: saves')[1]!.split('\n').slice(2).join('\n').split('// --- end of guide block ---')[0]!.trim();
    const inner = block.split('\n').slice(1, -2).map((l) => l.replace(/^ {4}/, '')).join('\n').trim();
    const guide = readFileSync(new URL('../../../docs/guides/hand-lifecycle.md', import.meta.url), 'utf8');
    expect(guide).toContain(inner);
  });
});
