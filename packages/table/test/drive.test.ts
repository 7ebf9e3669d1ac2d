// How the table drives its hands: actions go straight to the running hand actor (the table's own
// ACT transition forwards the same way), refusals come from the hand, views copy the log without
// aliasing it, and nothing about a game depends on whether anybody listens to its events.
import fc from 'fast-check';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { randomBot, ruleBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { createHand, IllegalActionError, type HandContext, type HandLogEntry } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createTable, handInput, handView, restoreTable, runTable, type CreateTableOptions, type Table, type TableEvent } from '../src/index.js';

const options = (seed: number): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
  cash: { buyIn: 500, autoRebuy: true },
  players: ['a', 'b', 'c', 'd'].map((name, i) => ({ name, stack: 300 + 100 * i })),
});

// the running hand is part of the table's context (no hand actor)
const handContext = (t: Table): HandContext => t.context.handState!.context;

/** The log as a viewer may see it, the slow and obvious way: a JSON copy with hidden cards. */
function expectedLog(ctx: HandContext, viewer: number | 'spectator'): HandLogEntry[] {
  return (JSON.parse(JSON.stringify(ctx.log)) as HandLogEntry[]).map((e) => {
    if (e.type === 'dealt' && e.seat !== viewer && !ctx.exposed[e.seat]) return { ...e, cards: null };
    if (e.type === 'burned') return { ...e, card: null };
    return e;
  });
}

describe('table: driving the running hand', () => {
  it('R0.3 an illegal action is refused with the same IllegalActionError as createHand gives, and nothing changes', () => {
    const t = createTable(options(3));
    t.deal();
    const bare = createHand({ variant: texasHoldem, betting: noLimit(), ...handInput(t.hand!) });
    const before = JSON.stringify(t.persist());
    for (const action of [{ type: 'raise', to: 11 }, { type: 'bet', to: 40 }, { type: 'check' }, { type: 'raise', to: 1_000_000 }] as PlayerAction[]) {
      let mine: unknown;
      let theirs: unknown;
      try { t.act(action); } catch (e) { mine = e; }
      try { bare.act(action); } catch (e) { theirs = e; }
      expect(mine, JSON.stringify(action)).toBeInstanceOf(IllegalActionError);
      expect((mine as IllegalActionError).code).toBe((theirs as IllegalActionError).code);
      expect((mine as Error).message).toBe((theirs as Error).message);
    }
    expect(JSON.stringify(t.persist())).toBe(before);
    t.act({ type: 'call' }); // a legal action after the refusals is played
    expect(handContext(t).log.filter((e) => e.type === 'acted')).toHaveLength(1);
    t.stop();
  });

  it('R0.3 a table restored mid-hand refuses an illegal action with an IllegalActionError and plays a legal one', () => {
    const t = createTable(options(8));
    t.deal();
    t.act({ type: 'call' });
    const restored = restoreTable(JSON.parse(JSON.stringify(t.persist())), { variant: texasHoldem, betting: noLimit() });
    const before = JSON.stringify(restored.persist());
    expect(() => restored.act({ type: 'raise', to: 11 })).toThrow(IllegalActionError);
    expect(JSON.stringify(restored.persist())).toBe(before);
    restored.act({ type: 'fold' });
    t.act({ type: 'fold' });
    expect(restored.view('spectator')).toEqual(t.view('spectator'));
    t.stop();
    restored.stop();
  });

  it('R48 ACT sent to the table actor itself still reaches the running hand', () => {
    const viaTable = createTable(options(5));
    const viaAct = createTable(options(5));
    viaTable.deal();
    viaAct.deal();
    const actions: PlayerAction[] = [{ type: 'call' }, { type: 'raise', to: 40 }, { type: 'fold' }];
    for (const action of actions) {
      viaTable.actor.send({ type: 'ACT', action });
      viaAct.act(action);
    }
    expect(handContext(viaTable)).toEqual(handContext(viaAct));
    expect(viaTable.view(viaTable.toAct!)).toEqual(viaAct.view(viaAct.toAct!));
    viaTable.stop();
    viaAct.stop();
  });

  it('R0.3 every view\'s log is the hand\'s log as that seat may see it, never the hand\'s own objects', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const t = createTable(options(seed));
        for (let h = 0; h < 2; h++) {
          t.deal();
          for (let step = 0; t.phase === 'playing'; step++) {
            const ctx = handContext(t);
            for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
              const view = t.view(viewer);
              expect(view.log).toEqual(expectedLog(ctx, viewer));
              expect(view).toEqual(handView(ctx, viewer, texasHoldem, noLimit()));
              view.log.forEach((e, i) => expect(e).not.toBe(ctx.log[i]));
            }
            const seat = t.toAct!;
            t.act((step % 2 === 0 ? ruleBot : randomBot)(t.view(seat), createRng(seed + step)));
          }
          const last = t.view('spectator');
          expect(last.log).toEqual(expectedLog(handContext(t), 'spectator')); // the last hand stays readable after it ends
        }
        t.stop();
      }),
      { numRuns: 15 },
    );
  });

  it('a game is the same whether or not anybody listens to its events', () => {
    const game = (listen: boolean) => {
      const events: TableEvent[] = [];
      const result = runTable({
        ...options(11), maxHands: 30,
        players: options(11).players!.map((p) => ({ ...p, bot: ruleBot })),
        ...(listen ? { onEvent: (e: TableEvent) => { events.push(e); } } : {}),
      });
      return { seats: result.seats, handsPlayed: result.handsPlayed, last: result.table.lastResult, events };
    };
    const quiet = game(false);
    const heard = game(true);
    expect(quiet.seats).toEqual(heard.seats);
    expect(quiet.handsPlayed).toBe(30);
    expect(quiet.last).toEqual(heard.last);
    expect(heard.events.filter((e) => e.type === 'hand-started')).toHaveLength(30);
    expect(heard.events.filter((e) => e.type === 'hand-finished')).toHaveLength(30);
  });
});
