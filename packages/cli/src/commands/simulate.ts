import type { BettingStructure } from '@pokerchart/betting';
import { callingStation, createRuleBot, randomBot, type Bot } from '@pokerchart/bots';
import { createHand, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { handInput, runTable, type BlindLevel, type TableEvent } from '@pokerchart/table';
import type { CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { formatNumber, plural, progressBar } from '../progressBar.js';
import { gameOptions, gameOptionsHelp, readGameOptions } from '../gameOptions.js';
import { parseOptions } from '../parseOptions.js';
import { bettingFor, intOption } from './play.js';

const help = `pokerchart simulate: bots against bots, with statistics

Usage: pokerchart simulate [--hands N] [--variant <id>|--variant-file <spec.json>] [--seed S]
                           [--betting nl|pl|fl] [--players N] [--quiet]
                           [--boards N] [--run-it N|ask] [--max-runs N] [--bomb-pot ANTE] [--bomb-every N]

  --hands, -n      hands to play (default 1000)
  --variant, -v    the variant (default holdem); see \`pokerchart eval --help\` for the list
  --variant-file   a variant of your own, as JSON (see \`pokerchart chart --help\`)
  --seed, -s       table seed (default 1): the same seed gives the same results
  --betting        nl, pl or fl (default: the variant's own)
  --players, -p    2 to 9 players (default 6), cycling through: rule-based, tight rule-based,
                   loose rule-based, calling station, random
  --quiet, -q      no progress bar (there is none anyway when stderr is not a terminal)
${gameOptionsHelp}
  --help, -h       this help

Plays a cash game (blinds 10/20; every hand starts with 2,000 chips each: busted players rebuy,
short stacks are topped up and chips above 2,000 are set aside) with a progress bar on stderr
when it is a terminal, then prints per player: chips won, chips and big blinds won per 100 hands
dealt, how often the player went to showdown and how often they won there, and the hands per
second. Stud games have no blinds: every player antes 5 and the worst door card brings in, with
bets of 20/40 in fixed limit; their results per 100 hands are in small bets (20 chips).`;

const LINEUP: { label: string; make: (variant: Parameters<typeof createRuleBot>[0]) => Bot }[] = [
  { label: 'rule-based', make: (o) => createRuleBot(o) },
  { label: 'rule-based (tight)', make: (o) => createRuleBot({ ...o, aggression: 0 }) },
  { label: 'rule-based (loose)', make: (o) => createRuleBot({ ...o, aggression: 0.9 }) },
  { label: 'calling station', make: () => callingStation },
  { label: 'random', make: () => randomBot },
];

/**
 * The stakes of the simulated game as the header prints them, and the unit of the per-100-hands
 * column: blinds and big blinds; or, in a game that opens with a bring-in (stud, R200, R201), the
 * ante, the bring-in and the bets, with results in small bets (or antes without a small bet).
 * The ante and the bring-in are read from a hand dealt as the table deals it.
 */
function stakesOf(variant: VariantDescriptor, betting: BettingStructure, level: BlindLevel, seats: number, stack: number): { text: string; unit: number; label: string } {
  // R290-R292: a game with its own stakes: its ante and bets
  if (variant.stakes !== undefined && betting.id === 'fixed-limit' && (betting.options as { smallBet?: unknown }).smallBet === variant.stakes.bet) {
    const { ante, bet, bigBet } = variant.stakes;
    return { text: `ante ${formatNumber(ante)}, bets ${formatNumber(bet)}/${formatNumber(bigBet ?? bet)}`, unit: bet, label: 'small bets/100' };
  }
  if (!opensWithBringIn(variant)) return { text: `blinds ${formatNumber(level.small)}/${formatNumber(level.big)}`, unit: level.big, label: 'bb/100' };
  const input = handInput({ number: 1, button: 0, smallBlind: 0, bigBlind: 0, levelIndex: 0, level, stacks: new Array<number>(seats).fill(stack), seed: 1 }, variant);
  const ante = input.ante?.amount ?? 0;
  const bringIn = createHand({ variant, betting, ...input }).legalActions()?.bringIn ?? null;
  const { smallBet, bigBet } = betting.options as { smallBet?: unknown; bigBet?: unknown };
  const parts = [`ante ${formatNumber(ante)}`, ...(bringIn !== null ? [`bring-in ${formatNumber(bringIn)}`] : [])];
  if (typeof smallBet === 'number' && smallBet > 0) {
    parts.push(`bets ${formatNumber(smallBet)}/${formatNumber(typeof bigBet === 'number' ? bigBet : 2 * smallBet)}`);
    return { text: parts.join(', '), unit: smallBet, label: 'small bets/100' };
  }
  return { text: parts.join(', '), unit: Math.max(1, ante), label: 'antes/100' };
}

/** `pokerchart simulate`: bots play a cash game; per-player results and speed. */
export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'bots against bots: results per player and hands per second',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      hands: { type: 'string', short: 'n' },
      ...variantOptions,
      quiet: { type: 'boolean', short: 'q' },
      seed: { type: 'string', short: 's' },
      betting: { type: 'string' },
      players: { type: 'string', short: 'p' },
      ...gameOptions,
    });
    const game = readGameOptions(values, await chooseVariant(values, 'holdem'));
    const variant = game.variant;
    const hands = intOption(values.hands, '--hands', 1000, 1, 10_000_000);
    const seed = intOption(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    const count = intOption(values.players, '--players', Math.min(6, variant.seats.max), 2, Math.min(9, variant.seats.max));
    const big = 20;
    const buyIn = 100 * big;
    const { betting, levels } = bettingFor(values.betting, variant, big);
    const stakes = stakesOf(variant, betting, levels[0]!, count, buyIn);
    const players = Array.from({ length: count }, (_, i) => {
      const entry = LINEUP[i % LINEUP.length]!;
      return { name: `P${i + 1}`, label: entry.label, stack: buyIn, bot: entry.make({ variant }) };
    });
    const dealt = new Array<number>(count).fill(0);
    const showdowns = new Array<number>(count).fill(0);
    const showdownWins = new Array<number>(count).fill(0);
    let played = 0;
    // several boards and runs (R230, R232): hands whose pots were split between boards or runs
    let runTwice = 0;
    const progress = progressBar(io, 'hands', values.quiet === true);
    const onEvent = (event: TableEvent) => {
      if (event.type === 'hand-started') event.hand.stacks.forEach((s, seat) => { if (s > 0) dealt[seat]!++; });
      if (event.type === 'hand-finished') {
        played++;
        const r = event.result;
        if (r.runs.length > 1) runTwice++;
        if (r.showdown) {
          const winners = new Set(r.pots.flatMap((p) => p.winners));
          for (const seat of new Set([...r.shown.map((s) => s.seat), ...r.mucked])) {
            showdowns[seat]!++;
            if (winners.has(seat)) showdownWins[seat]!++;
          }
        }
        progress.update(played, hands);
      }
    };
    const started = performance.now();
    const result = runTable({
      variant,
      betting,
      seats: count,
      mode: 'cash',
      seed,
      schedule: { levels: [levels[0]!], every: { hands: 1_000_000_000 } },
      // every hand starts at 100 big blinds: busted players rebuy, chips above the buy-in are set aside
      cash: { buyIn, autoRebuy: true, topUpTo: buyIn, stackCap: buyIn },
      players,
      ...game.table,
      maxHands: hands,
      clock: () => 0,
      onEvent,
    });
    const seconds = (performance.now() - started) / 1000;
    progress.end();
    const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
    const rows = players.map((p, seat) => {
      const s = result.seats[seat]!;
      const won = s.stack + s.takenOff - s.boughtIn;
      const per100 = (100 * won) / Math.max(1, dealt[seat]!);
      return [p.name, p.label, formatNumber(won), formatNumber(Math.round(per100)), formatNumber(per100 / stakes.unit, 1, 1),
        pct(showdowns[seat]!, dealt[seat]!), pct(showdownWins[seat]!, showdowns[seat]!)];
    });
    const header = ['player', 'bot', 'chips won', 'chips/100', stakes.label, 'showdown', 'won at showdown'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    const extras = game.words.length > 0 ? `; ${game.words.join(', ')}` : '';
    io.stdout.write(`${variant.name}, ${betting.name}, ${plural(count, 'player')}, seed ${seed}: ${plural(result.handsPlayed, 'hand')}, ${stakes.text}${extras}\n\n`);
    io.stdout.write([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n\n');
    if (game.table.runItTimes !== undefined && game.table.runItTimes !== 1) io.stdout.write(`${plural(runTwice, 'hand')} ran the board more than once (R232)\n`);
    io.stdout.write(`${formatNumber(Math.round(result.handsPlayed / Math.max(seconds, 1e-9)))} hands per second (${formatNumber(seconds, 2, 2)} s)\n`);
    return 0;
  },
};
