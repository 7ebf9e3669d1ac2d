// A tournament started again from its state (Tournament.snapshot / restoreTournamentState): what a
// room keeps so that a takeover does not replay the whole tournament.
import { createRng } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { restoreTournamentState, TournamentError, type Tournament, type TournamentStateSave } from '../src/index.js';
import { holdem, make, sometimes, stud } from './helpers.js';

/** Acts once at every table with a hand running, the same way for the same tournament state. */
function actEverywhere(t: Tournament, step: number): void {
  for (const table of t.context.tables) {
    const seat = t.toAct(table.id);
    if (seat === null) continue;
    t.act(table.id, sometimes(t.view(table.id, seat), createRng(step * 31 + table.id)));
  }
}

/** Deals at every table that may deal. */
function dealEverywhere(t: Tournament): void {
  for (const table of t.context.tables) if (!table.playing && t.canDeal(table.id)) t.deal(table.id);
}

/** A tournament clock that stands still (levels by hands), the same for both tournaments. */
const clock = () => 1_000_000;

const same = (a: Tournament, b: Tournament) => {
  expect(b.context).toEqual(a.context);
  expect(b.tables()).toEqual(a.tables());
  expect(b.standings()).toEqual(a.standings());
  expect(b.chipsInPlay()).toBe(a.chipsInPlay());
  expect(b.phase).toBe(a.phase);
};

describe('a tournament from its state (R263, the room\'s snapshots)', () => {
  it('R240-R252 a state taken between hands or with hands running restores the same tournament, and both play on to the same standings', () => {
    for (const seed of [1, 2, 3]) {
      const t = make({ entries: 16, tableSize: 6, seed, clock });
      t.start();
      for (let i = 0; i < 3 * seed; i++) t.playHand(sometimes); // 3, 6, 9 hands in: two or three tables
      dealEverywhere(t);

      const state = JSON.parse(JSON.stringify(t.snapshot())) as TournamentStateSave;
      const u = restoreTournamentState(state, { ...holdem, clock });
      same(t, u);
      expect(t.context.tables.some((x) => x.playing)).toBe(true);
      for (let step = 1; step < 400 && !t.isComplete; step++) {
        if (t.context.tables.some((x) => x.playing)) {
          actEverywhere(t, step);
          actEverywhere(u, step);
        } else {
          expect(u.playHand(sometimes)).toEqual(t.playHand(sometimes));
        }
        if (step % 25 === 0) same(t, u);
      }
      while (t.playHand(sometimes) !== null) u.playHand(sometimes);
      expect(u.playHand(sometimes)).toBeNull();
      same(t, u);
      expect(u.standings().every((s) => s.place !== null)).toBe(true);
      t.stop();
      u.stop();
    }
  });

  it('R263 a state of other games, of another format, or with a table whose actor is missing is refused; a restored tournament has no command log to persist', () => {
    const t = make({ entries: 8, tableSize: 4, seed: 4 });
    t.start();
    t.playHand(sometimes);
    const state = JSON.parse(JSON.stringify(t.snapshot())) as TournamentStateSave;
    const code = (f: () => unknown) => {
      try {
        f();
        return 'ok';
      } catch (e) {
        return e instanceof TournamentError ? e.code : String(e);
      }
    };
    expect(code(() => restoreTournamentState(state, stud))).toBe('TOURNAMENT_BAD_SAVE');
    expect(code(() => restoreTournamentState({ ...state, version: 2 } as unknown as TournamentStateSave, holdem))).toBe('TOURNAMENT_BAD_SAVE');
    const chart = state.snapshot.chart as { children: Record<string, unknown> };
    const children = { ...chart.children };
    delete children['table-1'];
    expect(code(() => restoreTournamentState({ ...state, snapshot: { ...state.snapshot, chart: { ...state.snapshot.chart, children } } }, holdem))).toBe('TOURNAMENT_BAD_SAVE');
    const u = restoreTournamentState(state, holdem);
    expect(code(() => u.persist())).toBe('TOURNAMENT_NOT_ALLOWED');
    expect(code(() => t.persist())).toBe('ok');
    t.stop();
    u.stop();
  });
});
