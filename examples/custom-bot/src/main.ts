// Writing your own bot: a bot is a plain function from what its seat sees to an action.
// This one plays only pairs and aces, raises them to three times the bet, and gives up otherwise.
import { fileURLToPath } from 'node:url';
import { noLimit } from '@pokerchart/betting';
import { callingStation, checkOrFold, randomBot, ruleBot, wager, type Bot } from '@pokerchart/bots';
import { rankOf } from '@pokerchart/cards';
import { runTable } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';

/** Pairs and aces: raise to three times the current bet; anything else: check or fold. */
export const pairsAndAces: Bot = (view) => {
  const me = view.seats[view.legalActions!.seat]!;
  const [a, b] = (me.holeCards ?? []).map(rankOf);
  const playable = a === b || a === 12 || b === 12; // rank 12 is the ace
  const currentBet = Math.max(...view.seats.map((s) => s?.committed ?? 0));
  return playable ? wager(view, 3 * Math.max(currentBet, 20)) : checkOrFold(view);
};

/** Plays `hands` cash hands (default 300) of the custom bot against the built-in ones and prints the results. */
export function pitCustomBot(options: { seed?: number; hands?: number; print?: (line: string) => void } = {}) {
  const print = options.print ?? console.log;
  const players = [
    { name: 'pairsAndAces', bot: pairsAndAces },
    { name: 'ruleBot', bot: ruleBot },
    { name: 'callingStation', bot: callingStation },
    { name: 'randomBot', bot: randomBot },
  ];
  const result = runTable({
    variant: texasHoldem,
    betting: noLimit(),
    seats: players.length,
    mode: 'cash',
    seed: options.seed ?? 42,
    schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 1_000_000 } },
    cash: { buyIn: 2000, autoRebuy: true },
    players: players.map((p) => ({ ...p, stack: 2000 })),
    maxHands: options.hands ?? 300,
  });
  print(`${result.handsPlayed} hands of No Limit Hold'em 10/20, 2,000-chip buy-ins, busted players rebuy:`);
  const rows = result.seats.flatMap((s) => (s ? [{ name: s.name, net: s.stack - s.boughtIn }] : [])).sort((x, y) => y.net - x.net);
  for (const r of rows) print(`  ${r.name.padEnd(15)} ${r.net >= 0 ? '+' : ''}${r.net}`);
  return { ...result, rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) pitCustomBot();
