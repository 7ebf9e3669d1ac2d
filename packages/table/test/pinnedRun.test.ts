// runTable is deterministic from its seed (R38: every deck from the table seed): these seeded runs are pinned, hands, stacks,
// places and every event (a digest of their JSON), as the table played them before its own
// per-hand cost was cut (the facade stepping more of a hand itself, the log grown in place), so
// that no speed-up of the table changes a hand a user gets. The values were computed with the
// build of main before that work; a change to the rules that moves them must say why.
import { createHash } from 'node:crypto';
import { noLimit, potLimit } from '@pokerchart/betting';
import { rankOf } from '@pokerchart/cards';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { blindLevels, runTable, type RunTableOptions, type TableBot } from '../src/index.js';

/** The benchmark's random policy (bench/randomPolicy.mjs): fold 15%, check or call 55%, bet or raise 30%. */
const randomPolicy: TableBot = (view, rng) => {
  const la = view.legalActions!;
  const r = rng.float();
  if (r < 0.15 && la.fold) return { type: 'fold' };
  if (r < 0.7 || la.raiseTo === null) return la.check ? { type: 'check' } : { type: 'call' };
  const { min, max } = la.raiseTo;
  const k = rng.int(3);
  const to = k === 0 ? min : k === 1 ? min + rng.int(max - min + 1) : max;
  if (to === max) return { type: 'all-in' };
  return { type: la.check && view.street !== 'preflop' ? 'bet' : 'raise', to };
};

/** A tight bot: raises the minimum with a pair in the hole, calls small bets, else checks or folds. */
const pairRaiser: TableBot = (view, rng) => {
  const la = view.legalActions!;
  const me = view.seats[la.seat]!;
  const hole = me.holeCards ?? [];
  const pair = hole.length >= 2 && hole.some((c, i) => hole.some((d, j) => i < j && rankOf(c) === rankOf(d)));
  if (pair && la.raiseTo !== null && rng.int(2) === 0) return { type: la.check && view.street !== 'preflop' ? 'bet' : 'raise', to: la.raiseTo.min };
  if (la.check) return { type: 'check' };
  if (la.call !== null && la.call <= me.stack / 10) return { type: 'call' };
  return { type: 'fold' };
};

/** A mild bot: folds 20% when facing a bet, raises the minimum 15% of the time, else checks or calls. */
const mild: TableBot = (view, rng) => {
  const la = view.legalActions!;
  const r = rng.float();
  if (r < 0.2 && la.fold) return { type: 'fold' };
  if (r < 0.85 || la.raiseTo === null) return la.check ? { type: 'check' } : { type: 'call' };
  return { type: la.check && view.street !== 'preflop' ? 'bet' : 'raise', to: la.raiseTo.min };
};

/** A seeded run: its result and a digest of every event it emitted. */
function pinned(options: RunTableOptions) {
  const hash = createHash('sha256');
  let events = 0;
  const result = runTable({ ...options, onEvent: (e) => { hash.update(JSON.stringify(e)); events++; } });
  return {
    handsPlayed: result.handsPlayed,
    stoppedBy: result.stoppedBy,
    winner: result.winner,
    finishes: result.finishes.map((f) => `${f.place}:${f.name}@${f.hand}`).join(' '),
    stacks: result.seats.map((s) => (s === null ? null : `${s.name}:${s.stack}/${s.boughtIn}/${s.takenOff}`)).join(' '),
    chips: [result.table.context.chipsIn, result.table.context.chipsOut, result.table.context.raked ?? 0].join(' '),
    events,
    digest: hash.digest('hex').slice(0, 16),
  };
}

const six = (bot: TableBot, stack: number) => Array.from({ length: 6 }, (_, i) => ({ name: `p${i + 1}`, stack, bot }));
const RUNS: Record<string, () => RunTableOptions> = {
  // the benchmark's table (bench/table-ratio.mjs): 6-max cash, auto-rebuy, top-up and cap
  'cash (the benchmark table)': () => ({
    variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed: 4242, maxHands: 300,
    schedule: { levels: [{ small: 50, big: 100 }], every: { hands: 1_000_000 } },
    cash: { buyIn: 10_000, autoRebuy: true, topUpTo: 10_000, stackCap: 10_000 },
    players: six(randomPolicy, 10_000),
  }),
  // rake, a bomb pot every 5 hands, the dead button, busted players sitting out
  'cash: rake, bomb pots, dead button, no rebuys': () => ({
    variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed: 77, maxHands: 250,
    schedule: { levels: [{ small: 5, big: 10 }, { small: 10, big: 20, ante: 10 }], every: { hands: 40 } },
    cash: { buyIn: 600 }, rake: { percent: 5, cap: 30 }, bombPot: { ante: 20, every: 5 }, deadButton: true,
    players: six(mild, 600),
  }),
  'tournament to its end (eliminations, places)': () => ({
    variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'tournament', seed: 9, maxHands: 2000,
    schedule: { levels: blindLevels({ big: 20, count: 15 }), every: { hands: 8 } },
    players: six(mild, 1500),
  }),
  'pot-limit Omaha tournament, tight bots': () => ({
    variant: omaha, betting: potLimit(), seats: 6, mode: 'tournament', seed: 31, maxHands: 400,
    schedule: { levels: blindLevels({ big: 20, count: 15 }), every: { hands: 6 } },
    players: six(pairRaiser, 1000),
  }),
};

describe('runTable: R38 R0.5 seeded runs are pinned: the same seed plays the same hands, stacks and places', () => {
  it('cash (the benchmark table)', () => {
    expect(pinned(RUNS['cash (the benchmark table)']!())).toEqual({ handsPlayed: 300, stoppedBy: 'max-hands', winner: null, finishes: '', stacks: 'p1:10000/1853522/1440411 p2:10000/1741744/1991024 p3:10000/1813443/1820687 p4:60000/1800127/1966129 p5:10000/1848021/1858257 p6:10000/1880911/1751260', chips: '10937768 10827768 0', events: 10537, digest: '60ecd1c35f785af4' });
  });

  it('cash: rake, bomb pots, dead button, no rebuys', () => {
    expect(pinned(RUNS['cash: rake, bomb pots, dead button, no rebuys']!())).toEqual({ handsPlayed: 250, stoppedBy: 'max-hands', winner: null, finishes: '', stacks: 'p1:0/600/0 p2:1229/600/0 p3:0/600/0 p4:0/600/0 p5:1293/600/0 p6:0/600/0', chips: '3600 0 1078', events: 6798, digest: 'd1cb0ec1230ec4b6' });
  });

  it('tournament to its end (eliminations, places)', () => {
    expect(pinned(RUNS['tournament to its end (eliminations, places)']!())).toEqual({ handsPlayed: 72, stoppedBy: 'finished', winner: 'p2', finishes: '6:p5@22 5:p3@28 4:p6@29 3:p1@49 2:p4@72 1:p2@72', stacks: 'p1:0/1500/0 p2:9000/1500/0 p3:0/1500/0 p4:0/1500/0 p5:0/1500/0 p6:0/1500/0', chips: '9000 0 0', events: 2370, digest: '791fa4b9c97c6431' });
  });

  it('pot-limit Omaha tournament, tight bots', () => {
    expect(pinned(RUNS['pot-limit Omaha tournament, tight bots']!())).toEqual({ handsPlayed: 45, stoppedBy: 'finished', winner: 'p1', finishes: '6:p5@10 5:p3@12 4:p2@23 3:p6@27 2:p4@45 1:p1@45', stacks: 'p1:6000/1000/0 p2:0/1000/0 p3:0/1000/0 p4:0/1000/0 p5:0/1000/0 p6:0/1000/0', chips: '6000 0 0', events: 1520, digest: '4247b588bd3cb390' });
  });
});
