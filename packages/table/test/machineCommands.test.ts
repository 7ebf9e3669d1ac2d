// The table facade drives its machine: every command is an event of the table machine, which alone
// decides whether it is taken and emits the reason when it is not (the snapshot unchanged).
import { createHand } from '@pokerchart/engine';
import { isBuiltInStructure, noLimit, type PlayerAction } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createTable, createTableMachine, handInput, type TableCommandEvent, TableError, type TableRefusedEvent } from '../src/index.js';

const base = {
  variant: texasHoldem,
  betting: noLimit(),
  seats: 3,
  seed: 11,
  schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 100 } },
  clock: () => 0,
};

/** A raw table actor and the refusals it emits. */
function rawTable(players: { name: string; stack: number }[]) {
  const actor = createActor(createTableMachine(texasHoldem, base.betting), { input: { seats: 3, seed: 11, mode: 'cash', schedule: base.schedule, players } }).start();
  const refused: TableError[] = [];
  actor.on('refused', (e) => refused.push((e as unknown as TableRefusedEvent).error));
  return { actor, refused };
}

describe('table machine: commands it cannot take are refused through the machine', () => {
  it('R11 DEAL with one player: refused with TABLE_TOO_FEW_PLAYERS, the snapshot unchanged', () => {
    const { actor, refused } = rawTable([{ name: 'A', stack: 500 }]);
    const before = actor.getSnapshot();
    actor.send({ type: 'DEAL', now: 0 });
    expect(refused.map((e) => e.code)).toEqual(['TABLE_TOO_FEW_PLAYERS']);
    expect(actor.getSnapshot().value).toBe('between');
    expect(actor.getSnapshot().context).toBe(before.context);
  });

  it('seat commands, DEAL and ACT at the wrong time: each refused with its reason, nothing changes', () => {
    const { actor, refused } = rawTable([{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }]);
    const send = (e: TableCommandEvent) => actor.send(e);
    send({ type: 'ACT', action: { type: 'call' } });
    send({ type: 'SIT', seat: 0, name: 'C', stack: 100 });
    send({ type: 'REBUY', seat: 2, amount: 100 });
    expect(refused.map((e) => e.code)).toEqual(['TABLE_NO_HAND', 'TABLE_SEAT_TAKEN', 'TABLE_SEAT_EMPTY']);
    send({ type: 'DEAL', now: 0 });
    expect(actor.getSnapshot().value).toBe('playing');
    const playing = actor.getSnapshot();
    send({ type: 'SIT', seat: 2, name: 'C', stack: 100 });
    send({ type: 'DEAL', now: 0 });
    expect(refused.slice(3).map((e) => [e.code, e.message])).toEqual([
      ['TABLE_NOT_BETWEEN_HANDS', 'SIT is only possible between hands'],
      ['TABLE_NOT_BETWEEN_HANDS', 'hand 1 is still running'],
    ]);
    expect(actor.getSnapshot().context).toBe(playing.context);
    expect(refused.every((e) => e instanceof TableError)).toBe(true);
  });

  it("Table methods throw the machine's refusals, and act() goes through the table's ACT transition", () => {
    const t = createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 500 }] });
    expect(() => t.deal()).toThrow(expect.objectContaining({ code: 'TABLE_TOO_FEW_PLAYERS' }));
    expect(() => t.act({ type: 'call' })).toThrow(expect.objectContaining({ code: 'TABLE_NO_HAND' }));
    t.sit(1, 'B', 500);
    const sent: string[] = [];
    const send = t.actor.send.bind(t.actor);
    t.actor.send = (event: TableCommandEvent) => {
      sent.push(event.type);
      send(event);
    };
    t.deal();
    expect(() => t.sit(2, 'C', 100)).toThrow(expect.objectContaining({ code: 'TABLE_NOT_BETWEEN_HANDS' }));
    const before = t.chipsInPlay();
    // an illegal action: the hand refuses it (R0.3), through the table, and nothing changes
    expect(() => t.act({ type: 'raise', to: 1 })).toThrow(expect.objectContaining({ code: expect.any(String) }));
    let actions = 0;
    while (t.phase === 'playing') {
      const legal = t.legalActions()!;
      const action: PlayerAction = legal.check ? { type: 'check' } : { type: 'call' };
      t.act(action);
      actions++;
      expect(t.chipsInPlay()).toBe(before);
    }
    expect(sent.filter((s) => s === 'ACT')).toHaveLength(actions + 1);
    expect(sent.filter((s) => s === 'DEAL')).toHaveLength(1);
  });

  it('R22 a hand over within its deal (all-in on the blinds) is read from the hand actor the table ran, not replayed', () => {
    const t = createTable({ ...base, mode: 'tournament', players: [{ name: 'A', stack: 10 }, { name: 'B', stack: 15 }] });
    t.deal();
    expect(t.phase).not.toBe('playing');
    // the same hand played alone from the same input
    const alone = createHand({ variant: texasHoldem, betting: base.betting, ...handInput(t.hand!, texasHoldem) });
    expect(alone.isComplete).toBe(true);
    expect(t.lastResult).toEqual(alone.result);
    expect(t.view('spectator').log).toEqual(alone.view('spectator').log);
  });

  it('chipsInPlay during a hand: the stacks behind plus the pot (the betting package\'s potTotal), constant over every action', () => {
    const t = createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 300 }, { name: 'B', stack: 400 }, { name: 'C', stack: 500 }] });
    for (let h = 0; h < 5; h++) {
      t.deal();
      while (t.phase === 'playing') {
        const legal = t.legalActions()!;
        t.act(legal.raiseTo !== null && h % 2 === 0 ? { type: 'all-in' } : legal.check ? { type: 'check' } : { type: 'call' });
        expect(t.chipsInPlay()).toBe(1200);
      }
      expect(t.chipsInPlay()).toBe(1200);
    }
  });

  it('machines are cached by the variant and structure objects: one table machine per pair, built-ins recognised by identity', () => {
    const a = createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }] });
    const b = createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }] });
    expect(a.actor.logic).toBe(b.actor.logic);
    const mine = { ...noLimit(), raiseBounds: noLimit().raiseBounds };
    expect(isBuiltInStructure(base.betting)).toBe(true);
    expect(isBuiltInStructure(mine)).toBe(false);
    const c = createTable({ ...base, betting: mine, mode: 'cash', players: [{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }] });
    expect(c.actor.logic).not.toBe(a.actor.logic);
  });
});
