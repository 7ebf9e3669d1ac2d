import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyViewDelta, connect, type RoomView } from '@pokerchart/client';
import { autoPlay, roomForTests, sameViews, viewText, waitFor, wholeViews } from './helpers.js';
import { viewDelta } from '../src/viewDelta.js';

const room = roomForTests('pc-delta-');

/** The view a delta describes, as the client rebuilds it. */
function rebuilt(before: RoomView, after: RoomView): RoomView {
  const delta = viewDelta(before, after);
  if (delta === null) return after;
  // over the wire: the delta as JSON, the view rebuilt by the client's own function
  return JSON.parse(JSON.stringify(applyViewDelta(before, JSON.parse(JSON.stringify(delta)) as typeof delta))) as RoomView;
}

const base = (): RoomView => ({
  viewer: 0, street: 'preflop', toAct: 1, button: 0, board: [], boards: [[]], pots: [], legalActions: null, isComplete: false,
  seats: [{ stack: 98, committed: 2, folded: false, allIn: false, holeCards: [1, 2], upCards: [], hiddenCards: 0 }, { stack: 99, committed: 1, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 2 }],
  log: [{ type: 'dealt', seat: 0, cards: [1, 2] }, { type: 'dealt', seat: 1, cards: null }],
  handNumber: 1, stacks: [98, 99], names: ['a', 'b'], phase: 'playing', seq: 5, actionIndex: 0, sittingOut: [false, false], variant: 'holdem', variantName: "Texas Hold'em", clock: null,
} as unknown as RoomView);

describe('views pushed as changes (views=delta)', () => {
  it('a delta carries only the fields that changed and the log after the entries both views share', () => {
    const before = base();
    const after = base();
    after.seq = 6;
    after.log = [...after.log, { type: 'acted', street: 'preflop', seat: 1, action: { type: 'call' }, to: 2, stack: 98 } as unknown as RoomView['log'][number]];
    const delta = viewDelta(before, after)!;
    expect(Object.keys(delta.set)).toEqual(['seq']);
    expect(delta.logFrom).toBe(2);
    expect(delta.log).toEqual([after.log[2]]);
    expect(rebuilt(before, after)).toEqual(after);
  });

  it('R127 an entry that changes within the log (cards exposed at an all-in) is sent as that entry alone', () => {
    const before = base();
    const after = base();
    (after.log[1] as { cards: number[] | null }).cards = [3, 4];
    const delta = viewDelta(before, after)!;
    expect(delta.merge).toEqual({ log: { 1: { cards: [3, 4] } } }); // the entry's one changed field
    expect(delta.at).toBeUndefined();
    expect(delta.logFrom).toBeUndefined();
    expect(delta.log).toBeUndefined();
    expect(rebuilt(before, after)).toEqual(after);
    expect(JSON.stringify(rebuilt(before, after))).toBe(JSON.stringify(after));
  });

  it('R126 the showdown: the dealt entries of the hands shown go by index, the new entries after the old log, not the whole log again', () => {
    const entry = (i: number) => ({ type: 'acted', street: 'preflop', seat: i % 2, action: { type: 'call' }, to: 2, stack: 98 }) as unknown as RoomView['log'][number];
    const before = base();
    for (let i = 0; i < 20; i++) before.log.push(entry(i));
    const after = { ...base(), log: [...before.log] } as RoomView;
    after.log[1] = { type: 'dealt', seat: 1, cards: [3, 4] } as unknown as RoomView['log'][number];
    after.log.push({ type: 'shown', seat: 1, cards: [3, 4] } as unknown as RoomView['log'][number], { type: 'awarded', pot: 0, amount: 4, seats: [1] } as unknown as RoomView['log'][number]);
    const delta = viewDelta(before, after)!;
    expect(delta.merge).toEqual({ log: { 1: { cards: [3, 4] } } });
    expect(delta.logFrom).toBe(22);
    expect(delta.log).toEqual(after.log.slice(22));
    const again = rebuilt(before, after);
    expect(JSON.stringify(again)).toBe(JSON.stringify(after));
    expect((before.log[1] as { cards: unknown }).cards).toBeNull(); // the view before is left as it was
    // the old way, the whole log from the first changed entry on, is 10 times the text
    expect(JSON.stringify(delta).length * 10).toBeLessThan(JSON.stringify(after.log.slice(1)).length);
  });

  it('a log of which most old entries changed whole, or that got shorter (a new hand), is sent from the first entry that differs', () => {
    const before = base();
    const after = base();
    after.log[0] = { type: 'posted', seat: 0, kind: 'blind', amount: 1 } as unknown as RoomView['log'][number];
    after.log[1] = { type: 'posted', seat: 1, kind: 'blind', amount: 2 } as unknown as RoomView['log'][number];
    let delta = viewDelta(before, after)!;
    expect(delta.at).toBeUndefined();
    expect(delta.merge).toBeUndefined();
    expect(delta.logFrom).toBe(0);
    expect(JSON.stringify(rebuilt(before, after))).toBe(JSON.stringify(after));
    // every old entry changed in a field or two (both hands shown): their changed fields, never more than the entries
    const shown = base();
    (shown.log[0] as { cards: number[] | null }).cards = [5, 6];
    (shown.log[1] as { cards: number[] | null }).cards = [3, 4];
    delta = viewDelta(before, shown)!;
    expect(delta.merge).toEqual({ log: { 0: { cards: [5, 6] }, 1: { cards: [3, 4] } } });
    expect(delta.logFrom).toBeUndefined();
    expect(JSON.stringify(rebuilt(before, shown))).toBe(JSON.stringify(shown));
    const shorter = base();
    shorter.log = [{ type: 'posted', seat: 0, kind: 'blind', amount: 1 } as unknown as RoomView['log'][number]];
    delta = viewDelta(before, shorter)!;
    expect(delta.at).toBeUndefined();
    expect(delta.logFrom).toBe(0);
    expect(JSON.stringify(rebuilt(before, shorter))).toBe(JSON.stringify(shorter));
  });

  it('an array of the same length sends only its changed elements (the seat that acted), and the whole array when most changed whole', () => {
    const before = base();
    const after = base();
    after.seats = [before.seats[0]!, { ...before.seats[1]!, stack: 98, committed: 2 }];
    after.stacks = [98, 98];
    after.sittingOut = [true, true];
    const delta = viewDelta(before, after)!;
    expect(delta.merge).toEqual({ seats: { 1: { stack: 98, committed: 2 } } }); // the seat's changed fields only
    expect(delta.at).toEqual({ stacks: { 1: 98 } });
    expect(delta.set).toEqual({ sittingOut: [true, true] });
    const again = rebuilt(before, after);
    expect(again).toEqual(after);
    expect(JSON.stringify(again)).toBe(JSON.stringify(after));
    expect(before.stacks).toEqual([98, 99]); // the view before is left as it was
    expect(before.seats[1]!.stack).toBe(99);
    // a new hand: every seat's bet and stack changed, but no seat whole: their changed fields still
    const dealt = base();
    dealt.seats = [{ ...before.seats[0]!, committed: 1, stack: 99 }, { ...before.seats[1]!, committed: 2, stack: 97 }];
    const next = viewDelta(before, dealt)!;
    expect(next.merge).toEqual({ seats: { 0: { stack: 99, committed: 1 }, 1: { stack: 97, committed: 2 } } });
    expect(next.set.seats).toBeUndefined();
    expect(JSON.stringify(rebuilt(before, dealt))).toBe(JSON.stringify(dealt));
  });

  it('an element goes whole when it was not an object, all its fields changed, its fields differ, or one is undefined (JSON leaves it out)', () => {
    const seat = (stack: number) => ({ stack, committed: 0, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 2 });
    const before = { ...base(), seats: [seat(10), seat(20), null, seat(40), seat(50), seat(60)] } as unknown as RoomView;
    const after = { ...base(), seats: [
      seat(10), seat(20),
      seat(30), // a player sat down: null before
      { stack: 41, committed: 1, folded: true, allIn: true, holeCards: [1, 2], upCards: [3], hiddenCards: 0 }, // every field changed
      seat(60), seat(60), // an equal element stays
    ] } as unknown as RoomView;
    (after.seats[4] as unknown as Record<string, unknown>).extra = 1; // a field the element before lacked
    let delta = viewDelta(before, after)!;
    expect(delta.at).toEqual({ seats: { 2: after.seats[2], 3: after.seats[3], 4: after.seats[4] } });
    expect(delta.merge).toBeUndefined();
    expect(JSON.stringify(rebuilt(before, after))).toBe(JSON.stringify(after));
    const undefinedField = { ...base(), seats: [seat(11), ...before.seats.slice(1)] } as unknown as RoomView;
    (undefinedField.seats[0] as unknown as Record<string, unknown>).committed = undefined;
    delta = viewDelta(before, undefinedField)!;
    expect(delta.at).toEqual({ seats: { 0: undefinedField.seats[0] } });
    expect(JSON.stringify(rebuilt(before, undefinedField))).toBe(JSON.stringify(undefinedField));
  });

  it('views with different fields (steps appear) go whole, so the fields keep their order', () => {
    const before = base();
    const after = { ...base(), steps: { draw: {} } } as RoomView;
    expect(viewDelta(before, after)).toBeNull();
    expect(viewDelta(after, before)).toBeNull();
  });

  it('views with the same fields in another order (a table between hands, then a hand) go whole, and a view with one field fewer too', () => {
    const before = base();
    const { seats, ...rest } = base();
    const reordered = { ...rest, seats } as RoomView;
    expect(viewDelta(before, reordered)).toBeNull();
    expect(viewDelta(reordered, before)).toBeNull();
    const { clock: _clock, ...fewer } = base();
    expect(viewDelta(before, fewer as RoomView)).toBeNull();
    expect(viewDelta(fewer as RoomView, before)).toBeNull();
    expect(viewDelta(before, base())).toEqual({ set: {} });
  });

  it('a client pushed changes sees every view exactly as a connection pushed whole views sees it', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 11 });
    // a's seat is also held by a plain connection that asks for whole views
    const seen = new Map<number, string>();
    a.on('view', (_t, v) => seen.set(v.seq, viewText(v)));
    const { token } = await a.join(tableId, { name: 'a', buyIn: 100 });
    const whole = await wholeViews(room().url, { type: 'resume', tableId, token });
    // and by one that asks for changes, as the client does: it is pushed changes
    let deltas = 0;
    const asking = new WebSocket(`${room().url}/?views=delta`);
    await new Promise((r) => asking.once('open', r));
    asking.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'viewDelta') deltas++;
    });
    asking.send(JSON.stringify({ id: 1, type: 'resume', tableId, token }));
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 3, errors), autoPlay(b, tableId, 4, errors)];
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await waitFor(async () => (await a.hands(tableId)).length >= 8);
    for (const x of bots) x.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).toEqual([]);
    expect(sameViews(seen, whole.views)).toBeGreaterThan(40);
    expect(deltas).toBeGreaterThan(40);
    whole.close();
    asking.close();
    await a.close();
    await b.close();
  }, 60_000);

  it('R265 spectators pushed changes (their JSON made once for all of them) see every view as a spectator pushed whole views, a late one too', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 12 });
    const whole = await wholeViews(room().url, { type: 'watch', tableId });
    const watchers = [await connect(room().url), await connect(room().url)];
    const seen = watchers.map(() => new Map<number, string>());
    watchers.forEach((w, i) => w.on('view', (_t, v) => seen[i]!.set(v.seq, viewText(v))));
    await watchers[0]!.watch(tableId);
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 5, errors), autoPlay(b, tableId, 6, errors)];
    await a.join(tableId, { name: 'a', buyIn: 100 });
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await waitFor(async () => (await a.hands(tableId)).length >= 3);
    await watchers[1]!.watch(tableId); // joins the others mid-game: its first change is from its own first view
    await waitFor(async () => (await a.hands(tableId)).length >= 6);
    for (const x of bots) x.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).toEqual([]);
    for (const [i, views] of seen.entries()) expect(sameViews(views, whole.views, `spectator ${i}, view`)).toBeGreaterThan(i === 0 ? 40 : 10);
    whole.close();
    for (const c of [a, b, ...watchers]) await c.close();
  }, 60_000);
});
