import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { RestoreError } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { createTable, restoreTable, type PersistedTable } from '../src/index.js';

const game = { variant: texasHoldem, betting: noLimit() };
const KEY = 'table secret';

function midHandTable() {
  const table = createTable({
    ...game,
    seats: 3,
    mode: 'cash',
    schedule: { levels: [{ small: 1, big: 2 }], every: { hands: 1000 } },
    seed: 11,
    cash: { buyIn: 100 },
    players: [{ name: 'a', stack: 100 }, { name: 'b', stack: 100 }, { name: 'c', stack: 100 }],
  });
  table.deal();
  table.act({ type: 'call' });
  return table;
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RestoreError);
    return (e as RestoreError).code;
  }
  return 'restored';
}

describe('signed table saves', () => {
  it('a signed table restores under its key and plays on where it stopped', () => {
    const table = midHandTable();
    const save = JSON.parse(JSON.stringify(table.persist({ key: KEY }))) as PersistedTable;
    expect(save.signature).toMatch(/^[0-9a-f]{64}$/);
    const restored = restoreTable(save, { ...game, key: KEY });
    expect(restored.toAct).toBe(table.toAct);
    expect(restored.chipsInPlay()).toBe(300);
  });

  it('an edited stack (consistent: options and state both, so the replay agrees) is refused with BAD_SIGNATURE', () => {
    const table = createTable({
      ...game, seats: 2, mode: 'cash', schedule: { levels: [{ small: 1, big: 2 }], every: { hands: 1000 } }, seed: 1,
      cash: { buyIn: 100 }, players: [{ name: 'a', stack: 100 }, { name: 'b', stack: 100 }],
    });
    const save = table.persist({ key: KEY });
    const edited = JSON.parse(JSON.stringify(save)) as PersistedTable;
    edited.options.table.players![0]!.stack = 10_000;
    edited.snapshot.context.options.players![0]!.stack = 10_000;
    edited.snapshot.context.seats[0]!.stack = 10_000;
    edited.snapshot.context.seats[0]!.boughtIn = 10_000;
    edited.snapshot.context.chipsIn += 9_900;
    expect(code(() => restoreTable(JSON.parse(JSON.stringify(edited)), game))).toBe('restored'); // believed without a key
    expect(code(() => restoreTable(edited, { ...game, key: KEY }))).toBe('BAD_SIGNATURE');
    expect(code(() => restoreTable(table.persist(), { ...game, key: KEY }))).toBe('BAD_SIGNATURE');
    expect(code(() => restoreTable(table.persist({ key: 'another' }), { ...game, key: KEY }))).toBe('BAD_SIGNATURE');
  });
});
