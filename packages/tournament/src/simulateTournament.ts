import { noLimit } from '@pokerchart/betting';
import { ruleBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { blindLevels, handSeed, type TableBot } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';
import { createTournament, type Tournament } from './createTournament.js';
import type { Standing } from './standingsOf.js';
import type { TournamentHandEvent } from './createTournament.js';
import type { TournamentOptions } from './TournamentOptions.js';

/** Options of {@link simulateTournament}: any tournament option, plus how many play and how the bots behave. */
export interface SimulateTournamentOptions extends Partial<TournamentOptions> {
  /** Entries in all (first entries and late entries; re-entries and rebuys come on top). */
  players: number;
  /** Share of the entries that register late, spread over the late-registration period (default 0; needs `lateRegistration`). */
  lateShare?: number;
  /** Chance that a busted player re-enters while they may (default 1 with `reentry`). */
  reentryRate?: number;
  /** Chance that a busted player rebuys while they may (default 1 with `rebuys`), and that a player takes the add-on. */
  rebuyRate?: number;
  /** The bot that plays every seat (default `ruleBot`). */
  bot?: TableBot;
  /** Called after every hand. */
  onHand?: (event: TournamentHandEvent, tournament: Tournament) => void;
  /** Stop after this many hands (default 1,000,000). */
  maxHands?: number;
}

/** What {@link simulateTournament} returns. */
export interface SimulateTournamentResult {
  /** Every entry's place and prize, best first. */
  standings: Standing[];
  /** Hands played (at all tables). */
  hands: number;
  /** Entries (first entries and re-entries). */
  entries: number;
  /** The prize pool (R250). */
  prizePool: number;
  /** The most tables in play at once. */
  tables: number;
  /** The tournament, stopped (to inspect or persist). */
  tournament: Tournament;
}

/**
 * Default payouts (R250): about 15% of the field paid, shares falling with the place, in
 * percentages summing to exactly 100.
 */
function defaultPayouts(players: number): number[] {
  const paid = Math.max(1, Math.min(players - 1, Math.round(players * 0.15)));
  const weights = Array.from({ length: paid }, (_, k) => 1 / (k + 1.5));
  const total = weights.reduce((t, w) => t + w, 0);
  const bp = weights.map((w) => Math.floor((w / total) * 10_000));
  bp[0]! += 10_000 - bp.reduce((t, x) => t + x, 0);
  return bp.map((x) => x / 100);
}

/**
 * Bots play a whole multi-table tournament (R240–R251): `players` entries at tables of
 * `tableSize` (default 9), a share of them registering late, busted players re-entering and
 * rebuying as allowed, until one has every chip. Deterministic from `seed`. Defaults: No Limit
 * Hold'em, 5,000 chips, buy-in 100, blinds from 25/50 rising every 8 rounds, about 15% paid.
 *
 * @example
 * ```ts
 * const { standings } = simulateTournament({ players: 200, seed: 1, lateRegistration: { levels: 4 },
 *   lateShare: 0.15, reentry: { maxEntries: 2 } });
 * ```
 */
export function simulateTournament(options: SimulateTournamentOptions): SimulateTournamentResult {
  const { players, lateShare = 0, reentryRate = 1, rebuyRate = 1, bot = ruleBot as TableBot, onHand, maxHands = 1_000_000, ...rest } = options;
  const seed = rest.seed ?? 1;
  const tournament = createTournament({
    variant: texasHoldem,
    betting: noLimit(),
    tableSize: 9,
    startingStack: 5000,
    buyIn: 100,
    payouts: defaultPayouts(players),
    schedule: { levels: blindLevels({ big: 50, count: 40, bigBlindAnte: true, anteFrom: 4 }), every: { hands: 8 } },
    ...rest,
    seed,
  });
  const rng = createRng(handSeed(seed, 99));
  const late = Math.round(players * Math.max(0, Math.min(1, lateShare)));
  for (let i = 0; i < players - late; i++) tournament.register(`P${i + 1}`);
  tournament.start();
  let nextLate = players - late;
  let hands = 0;
  let tables = tournament.context.tables.length;
  const lateLevels = rest.lateRegistration?.levels ?? 0;
  let addOnsOffered = false;
  // what a hand left behind costs the same however large the field: only its own busts are looked at
  while (!tournament.isComplete && hands < maxHands) {
    const event = tournament.playHand(bot);
    if (event === null) break;
    hands++;
    const ctx = tournament.context;
    tables = Math.max(tables, ctx.tables.length);
    if (!ctx.registrationClosed) {
      // late entries spread over the late-registration levels (by the level reached)
      const due = players - late + Math.ceil((late * Math.min(lateLevels, ctx.level + 1)) / Math.max(1, lateLevels));
      while (nextLate < Math.min(players, due) && !tournament.context.registrationClosed) tournament.register(`P${++nextLate}`);
    }
    for (const name of event.busted) {
      const e = ctx.entries[ctx.byName[`n:${name}`]!]!;
      if (e.state === 'busted') {
        if (rng.int(1000) < rebuyRate * 1000) {
          try { tournament.rebuy(name); } catch { /* not now */ }
        }
      } else if (e.state === 'out' && !tournament.context.registrationClosed && rng.int(1000) < reentryRate * 1000) {
        try { tournament.register(name); } catch { /* out of entries or closed */ }
      }
    }
    const { rebuys, addOn } = tournament.context.settings;
    if (!addOnsOffered && rebuys !== undefined && addOn !== undefined && tournament.context.level === rebuys.levels) {
      addOnsOffered = true; // once, when the add-on level begins
      for (const t of tournament.context.tables) {
        for (const id of t.seats) {
          const e = id === null ? undefined : tournament.context.entries[id];
          if (e !== undefined && (e.state === 'playing' || e.state === 'waiting') && !e.addOn && rng.int(1000) < rebuyRate * 1000) {
            try { tournament.addOn(e.name); } catch { /* table playing */ }
          }
        }
      }
    }
    onHand?.(event, tournament);
  }
  const standings = tournament.standings();
  const result = { standings, hands, entries: tournament.context.entries.length, prizePool: tournament.prizePool, tables, tournament };
  tournament.stop();
  return result;
}
