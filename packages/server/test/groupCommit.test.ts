import { describe, expect, it } from 'vitest';
import { RoomStore, type RoomSql } from '../src/index.js';

/** The end of the current turn of the event loop: what the store queued in it has gone out. */
const turn = () => new Promise((r) => setImmediate(r));

/**
 * A shared database (as Postgres is: `exclusive` false) whose statements answer only when the test
 * says: it records how many statements were in flight at once and the events of each group.
 */
function heldSql() {
  const waiting: (() => void)[] = [];
  const groups: { t: string; s: number }[][] = [];
  let inFlight = 0;
  let most = 0;
  const sql: RoomSql = {
    exclusive: false,
    query<T>(_text: string, params?: readonly unknown[]) {
      const group = JSON.parse(String(params?.[0] ?? '[]')) as { t: string; s: number }[];
      groups.push(group);
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise<T[]>((resolve) => {
        waiting.push(() => {
          inFlight--;
          // every event of the group is written: the statement answers those it did not write, none
          resolve([] as T[]);
        });
      });
    },
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
  return {
    sql,
    groups,
    most: () => most,
    /** Answers the oldest statement in flight, then waits while the store takes the answer and starts its next group (at the end of a turn). */
    answerOne: async () => {
      waiting.shift()?.();
      await turn();
      await turn();
    },
    waiting: () => waiting.length,
  };
}

describe('group commits on a shared database', () => {
  it('R0.5 keeps at most two groups in flight; what comes meanwhile waits and goes out as one group, every append answered', async () => {
    const db = heldSql();
    const store = new RoomStore(db.sql);
    const event = { type: 'act', seat: 0, action: { type: 'call' } } as const;
    const appends = [];
    // two turns' appends go out at once, each turn's in a group of its own
    appends.push(store.append('t1', 1, event, [], 'me'));
    await turn();
    appends.push(store.append('t2', 1, event, [], 'me'));
    await turn();
    // a third turn's wait: two groups are in flight
    for (let seq = 2; seq <= 6; seq++) appends.push(store.append('t1', seq, event, [], 'me'));
    await turn();
    expect(db.waiting()).toBe(2);
    expect(db.groups.map((g) => g.map((a) => `${a.t}:${a.s}`))).toEqual([['t1:1'], ['t2:1']]);
    // an answer frees a place: the five that waited go out together
    await db.answerOne();
    expect(db.groups.at(-1)!.map((a) => a.s)).toEqual([2, 3, 4, 5, 6]);
    while (db.waiting() > 0) await db.answerOne();
    await expect(Promise.all(appends)).resolves.toHaveLength(7);
    expect(db.groups).toHaveLength(3);
    expect(db.most()).toBe(2);
  });

  it('R0.5 the appends of one turn of the event loop go out as one group, not the first alone', async () => {
    const db = heldSql();
    const store = new RoomStore(db.sql);
    const event = { type: 'act', seat: 0, action: { type: 'call' } } as const;
    // as a turn of the room makes them: a timer's deal, then the acts read from the sockets
    const appends = [store.append('t1', 1, { type: 'deal', now: 0 }, [], 'me'), store.append('t2', 1, event, [], 'me'), store.append('t3', 1, event, [], 'me')];
    expect(db.groups).toEqual([]); // nothing goes before the turn ends
    await turn();
    expect(db.groups.map((g) => g.map((a) => `${a.t}:${a.s}`))).toEqual([['t1:1', 't2:1', 't3:1']]);
    expect(db.waiting()).toBe(1);
    await db.answerOne();
    await expect(Promise.all(appends)).resolves.toHaveLength(3);
  });
});
