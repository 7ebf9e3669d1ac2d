// Hostile input on @pokerchart/table: options, views, bots and saved tables. Always a TableError
// (or the engine's typed errors) with a clear message, never a TypeError from inside, never a hang,
// never a polluted prototype, never a chip created by a tampered save (R0.3, R0.5, R5).
import { describe, expect, it } from 'vitest';
import { PokerchartError } from '@pokerchart/cards';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { IllegalActionError, RestoreError } from '@pokerchart/engine';
import { shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { createTable, restoreTable, runTable, TableError, type CreateTableOptions, type PersistedTable } from '../src/index.js';
import { thrown } from '../../../scripts/thrown.mjs';

const options = (patch: Record<string, unknown> = {}): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed: 1,
  schedule: { levels: [{ small: 1, big: 2 }], every: { hands: 10 } },
  players: [{ name: 'a', stack: 100 }, { name: 'b', stack: 150 }, { name: 'c', stack: 70, seat: 4 }], ...patch,
}) as CreateTableOptions;
const game = { variant: texasHoldem, betting: noLimit() };

describe('table: createTable options', () => {
  it('R0.1 R11 junk options are TableError TABLE_BAD_CONFIG naming the option', () => {
    for (const bad of [null, undefined, 5, 'x']) thrown(() => createTable(bad as never), TableError, /options object/);
    const patches: Record<string, unknown>[] = [
      { seats: Number.NaN }, { seats: 1 }, { seats: 1e6 }, { seats: 1.5 }, { seats: '6' }, { mode: 'x' }, { seed: Number.NaN },
      { seed: 1.5 }, { button: 99 }, { button: Number.NaN }, { schedule: null }, { schedule: { levels: [], every: { hands: 1 } } },
      { schedule: { levels: [{ small: Number.NaN, big: 2 }], every: { hands: 1 } } }, { schedule: { levels: [{ small: 1, big: 2 }], every: { hands: 0 } } },
      { players: [{ name: 'a', stack: Number.NaN }] }, { players: [{ name: 'a', stack: -1 }] }, { players: [{ name: 'a', stack: 1.5 }] },
      { players: [{ name: 'a', stack: 100, seat: 9 }] }, { players: [{ name: 'a', stack: 100, seat: 1 }, { name: 'b', stack: 100, seat: 1 }] },
      { players: new Array(1_000_000).fill({ name: 'a', stack: 1 }) }, { players: 'x' }, { players: [null] }, { players: [{ name: null, stack: 100 }] },
      { players: [{ name: '', stack: 100 }] }, { cash: { buyIn: Number.NaN } }, { cash: null }, { betting: null }, { betting: {} },
    ];
    for (const patch of patches) thrown(() => createTable(options(patch)), TableError, /table option|createTable/);
  });

  it('prototype keys in options never pollute Object.prototype', () => {
    const t = createTable({ ...(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as object), ...options() });
    expect(t.phase).toBe('between');
    t.stop();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('table: a running table under hostile calls', () => {
  it('R57 R0.3 junk actions and views of seats out of range are typed errors', () => {
    const t = createTable(options());
    thrown(() => t.act({ type: 'call' }), TableError, /no hand/);
    t.deal();
    const before = JSON.stringify(t.persist());
    for (const a of [null, undefined, 'call', {}, { type: 'raise', to: Number.NaN }, { type: 'raise', to: 1.5 }]) thrown(() => t.act(a as never), IllegalActionError);
    expect(JSON.stringify(t.persist())).toBe(before);
    for (const seat of [99, -1, Number.NaN, 1.5, '0', null]) thrown(() => t.view(seat as never), TableError, /a view is for a seat/);
    expect(t.view('spectator').seats.every((s) => s === null || s.holeCards === null)).toBe(true);
    t.stop();
  });

  it('R0.3 a view is a copy: changing it never changes the hand', () => {
    const t = createTable(options());
    t.deal();
    const before = JSON.stringify(t.persist());
    const view = t.view(0);
    for (const entry of view.log) (entry as { amount?: number }).amount = 999;
    view.board.push(1);
    for (const seat of view.seats) if (seat) seat.stack = 999;
    expect(JSON.stringify(t.persist())).toBe(before);
    t.stop();
  });

  it('runTable refuses a maxHands that would never stop, missing players and non-function bots (instead of hanging)', () => {
    const fold = () => ({ type: 'fold' as const });
    const players = [{ name: 'a', stack: 100, bot: fold }, { name: 'b', stack: 100, bot: fold }];
    for (const maxHands of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY, '3']) {
      thrown(() => runTable({ ...options(), players, maxHands: maxHands as number }), TableError, /maxHands/);
    }
    thrown(() => runTable({ ...options(), players: null as never }), TableError, /players/);
    thrown(() => runTable({ ...options(), players: [{ name: 'a', stack: 100, bot: 5 as never }, players[1]!] }), TableError, /bot/);
    // a bot that returns junk or throws stops the run with TABLE_BOT_FAILED
    thrown(() => runTable({ ...options(), players: [{ name: 'a', stack: 100, bot: () => null as never }, players[1]!], maxHands: 3 }), TableError, /failed/);
    thrown(() => runTable({ ...options(), players: [{ name: 'a', stack: 100, bot: () => { throw new TypeError('boom'); } }, players[1]!], maxHands: 3 }), TableError, /boom/);
  });
});

describe('table: restoreTable replays the save and refuses tampered ones (R0.5, R5)', () => {
  const t = createTable(options());
  t.deal();
  t.act({ type: 'call' });
  const saved = JSON.parse(JSON.stringify(t.persist())) as PersistedTable;
  t.stop();
  type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const tamper = (f: (s: Any) => void) => {
    const s = JSON.parse(JSON.stringify(saved)) as Any;
    f(s);
    return () => restoreTable(s as PersistedTable, game);
  };

  it('a clean save restores and plays on', () => {
    const r = restoreTable(JSON.parse(JSON.stringify(saved)) as PersistedTable, game);
    expect(r.toAct).not.toBeNull();
    r.stop();
  });

  const cases: [string, string, (s: Any) => void][] = [
    ['a seat stack raised', 'STATE_MISMATCH', (s) => { s.snapshot.context.seats[0].stack += 1000; }],
    ['the running hand\'s chips raised', 'STATE_MISMATCH', (s) => { const b = s.snapshot.context.handState.context.betting; b.stacks[0] += 1000; b.startStacks[0] += 1000; }],
    ['a duplicated card in the running hand', 'STATE_MISMATCH', (s) => { const c = s.snapshot.context.handState.context; c.holeCards[1][0] = c.holeCards[0][0]; }],
    ['a seat to act out of range', 'STATE_MISMATCH', (s) => { s.snapshot.context.handState.context.betting.toAct = 99; }],
    ['seats that are not an array', 'STATE_MISMATCH', (s) => { s.snapshot.context.seats = 'x'; }],
    ['a negative seat stack', 'STATE_MISMATCH', (s) => { s.snapshot.context.seats[0].stack = -5; }],
    ['a negative stack in the state the events start from', 'BAD_STATE', (s) => { s.options.from.context.seats[0].stack = -5; }],
    ['an action the replayed hand refuses', 'BAD_EVENT', (s) => { s.events[1].action = { type: 'raise', to: 1 }; }],
    ['an action of the wrong seat', 'BAD_EVENT', (s) => { s.events[1].seat = (s.events[1].seat + 1) % 4; }],
    ['an unknown event', 'BAD_EVENT', (s) => { s.events.push({ type: 'WIN_POT', seat: 0 }); }],
    ['another variant', 'MISMATCH', (s) => { s.options.variant = 'omaha'; }],
    ['a __proto__ key', 'UNSAFE_KEY', (s) => { Object.defineProperty(s.snapshot.context, '__proto__', { value: { polluted: 1 }, enumerable: true }); }],
    ['a constructor key', 'UNSAFE_KEY', (s) => { s.snapshot.context.constructor = { prototype: { polluted: 1 } }; }],
  ];
  for (const [what, code, f] of cases) {
    it(`refuses ${what} with RestoreError ${code}`, () => {
      const e = thrown(tamper(f), RestoreError, /cannot restore the table/);
      expect((e as RestoreError).code).toBe(code);
      expect(Object.keys(Object.prototype)).toEqual([]);
    });
  }

  it('a save between hands, after a finished hand, restores too', () => {
    const t2 = createTable(options());
    t2.deal();
    while (t2.phase === 'playing') t2.act(t2.legalActions()!.call !== null ? { type: 'call' } : { type: 'check' });
    const between = JSON.parse(JSON.stringify(t2.persist())) as PersistedTable;
    t2.stop();
    const r = restoreTable(between, game);
    expect(r.phase).toBe('between');
    r.deal();
    expect(r.toAct).not.toBeNull();
    r.stop();
  });

  it('refuses non-saves and a missing game with TableError', () => {
    for (const bad of [null, undefined, 'x', {}, { format: 'pokerchart-table', version: 2 }, { format: 'pokerchart-table', version: 3, options: {}, events: [] }]) {
      expect((thrown(() => restoreTable(bad as never, game), RestoreError) as RestoreError).code).toBe('BAD_FORMAT');
    }
    thrown(() => restoreTable(JSON.parse(JSON.stringify(saved)) as PersistedTable, null as never), TableError, /variant, betting/);
  });
});

describe('table: issue 17 probes (robustness guide: options, error codes)', () => {
  const tenPlayers = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}`, stack: 1000 }));
  it('R11 a short-deck table of 10 seats is refused at creation (short deck deals 2 to 9), with no uncaught error', () => {
    const e = thrown(() => createTable(options({ variant: shortDeckHoldem, seats: 10, players: tenPlayers })), TableError, /2 to 9/);
    expect((e as TableError).code).toBe('TABLE_BAD_CONFIG');
    expect(e).toBeInstanceOf(PokerchartError);
    // nine seats are fine and deal
    const t = createTable(options({ variant: shortDeckHoldem, seats: 9, players: tenPlayers.slice(0, 9) }));
    t.deal();
    expect(t.phase).toBe('playing');
    expect(t.chipsInPlay()).toBe(9000);
    t.stop();
  });

  it('R11 a table seats the variant\'s range: 11 seats of hold\'em (2 to 10) are refused, 10 are fine', () => {
    thrown(() => createTable(options({ seats: 11 })), TableError, /2 to 10/);
    createTable(options({ seats: 10 })).stop();
  });

  it('R11 a saved short-deck table of 10 seats is refused by restoreTable', () => {
    const t = createTable(options({ seats: 10 }));
    const saved = t.persist();
    t.stop();
    thrown(() => restoreTable(saved, { variant: shortDeckHoldem, betting: noLimit() }), PokerchartError);
  });

  it('R0.5 a hand the engine refuses leaves the table between hands with a TableError, never stuck in playing', () => {
    // two stacks of 2^52 chips each add up past Number.MAX_SAFE_INTEGER: the hand refuses them
    const t = createTable(options({ players: [{ name: 'a', stack: 2 ** 52 }, { name: 'b', stack: 2 ** 52 }] }));
    const e = thrown(() => t.deal(), TableError, /could not be played/);
    expect((e as TableError).code).toBe('TABLE_HAND_FAILED');
    expect(t.phase).toBe('between');
    expect(t.actor.getSnapshot().status).toBe('active');
    expect(t.chipsInPlay()).toBe(2 ** 53);
    expect((thrown(() => t.act({ type: 'call' }), TableError) as TableError).code).toBe('TABLE_NO_HAND');
    t.stop();
  });

  it('R0.1 a sparse schedule is TABLE_BAD_CONFIG', () => {
    // eslint-disable-next-line no-sparse-arrays
    thrown(() => createTable(options({ schedule: { levels: [{ small: 1, big: 2 }, , { small: 2, big: 4 }], every: { hands: 1 } } })), TableError, /levels\[1\]/);
  });

  it('R57 an action with a foreign field is played by its known fields; the log and the save stay JSON', () => {
    const t = createTable(options());
    t.deal();
    t.act({ type: 'call', extra: 10n } as unknown as PlayerAction);
    expect(() => JSON.stringify(t.persist())).not.toThrow();
    const log = t.context.handState!.context.log as { type: string; action?: object }[];
    expect(log.filter((e) => e.type === 'acted').at(-1)!.action).toEqual({ type: 'call' });
    t.stop();
  });
});
