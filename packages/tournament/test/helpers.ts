import { fixedLimit, noLimit, type PlayerAction } from '@pokerchart/betting';
import { checkOrCall, wager } from '@pokerchart/bots';
import type { PlayerView } from '@pokerchart/engine';
import type { TableBot, TableContext } from '@pokerchart/table';
import { sevenCardStud, texasHoldem } from '@pokerchart/variants';
import { createTournament, type Tournament, type TournamentOptions } from '../src/index.js';

/** Shoves every hand: raises all in when it can, else calls, else checks. */
export const shove: TableBot = (view: PlayerView): PlayerAction => {
  const legal = view.legalActions!;
  if (legal.raiseTo !== null) return wager(view, legal.raiseTo.max);
  if (legal.call !== null) return { type: 'call' };
  if (legal.bringIn != null) return { type: 'bring-in' };
  return { type: 'check' };
};

export const passive: TableBot = (view) => checkOrCall(view);

/** Shoves one time in four; otherwise checks, or calls one time in three and folds: busts come, but rarely everyone's at once. */
export const sometimes: TableBot = (view, rng) => {
  if (rng.int(4) === 0) return shove(view, rng);
  const legal = view.legalActions!;
  if (legal.check) return { type: 'check' };
  return rng.int(3) === 0 ? checkOrCall(view) : { type: 'fold' };
};

export const holdem = { variant: texasHoldem, betting: noLimit() };
export const stud = { variant: sevenCardStud, betting: fixedLimit({ smallBet: 20 }) };

export function make(options: Partial<TournamentOptions> & { entries: number }): Tournament {
  const { entries, ...rest } = options;
  const t = createTournament({
    ...holdem,
    tableSize: 9,
    startingStack: 1000,
    buyIn: 10,
    payouts: [50, 30, 20],
    schedule: { levels: [{ small: 10, big: 20 }, { small: 25, big: 50 }, { small: 50, big: 100 }, { small: 100, big: 200 }, { small: 200, big: 400 }], every: { hands: 3 } },
    seed: 1,
    ...rest,
  });
  for (let i = 1; i <= entries; i++) t.register(`P${i}`);
  return t;
}

/** The context of a table actor of the tournament. */
export function tableContext(t: Tournament, table: number): TableContext {
  const actorId = t.context.tables.find((x) => x.id === table)!.actorId;
  const child = (t.actor.getSnapshot().children as Record<string, { getSnapshot(): { context: TableContext } }>)[actorId]!;
  return child.getSnapshot().context;
}

/** The invariants of issue 25, checked after a hand. */
export function checkInvariants(t: Tournament): void {
  const ctx = t.context;
  if (t.chipsInPlay() !== ctx.chipsAdded + ctx.rounding) throw new Error(`chips in play ${t.chipsInPlay()} != ${ctx.chipsAdded} added + ${ctx.rounding} rounding`);
  const counts = t.tables().map((x) => x.seats.filter((s) => s !== null).length);
  if (counts.some((c) => c > ctx.settings.tableSize)) throw new Error('a table over tableSize');
  if (counts.length > 1 && Math.max(...counts) - Math.min(...counts) >= 2) throw new Error(`tables ${counts.join(',')} two or more apart after balancing`);
  // the tournament's seat map and the table actors agree, name by name and chip by chip
  for (const view of t.tables()) {
    const table = tableContext(t, view.id);
    view.seats.forEach((s, seat) => {
      const real = table.seats[seat];
      if ((s === null) !== (real === null || real === undefined) || (s !== null && (s.name !== real!.name || s.stack !== real!.stack))) {
        throw new Error(`table ${view.id} seat ${seat}: tournament has ${JSON.stringify(s)}, table actor ${JSON.stringify(real)}`);
      }
    });
  }
}
