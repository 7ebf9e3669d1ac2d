// Fixed-limit Hold'em, 10/20: bets and raises go in fixed steps of 20 before the turn and 40
// after it (R90, R91, R94), and a round is capped at a bet and three raises (R93). The narration
// marks each capped round.
import { fileURLToPath } from 'node:url';
import { fixedLimit } from '@pokerchart/betting';
import { createRuleBot, randomBot } from '@pokerchart/bots';
import { createNarrator, runTable, type RunTableResult } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';

/** Plays `hands` hands (default 20) of 10/20 limit Hold'em; returns the result and how many rounds were capped. */
export function playLimitHoldem(options: { seed?: number; hands?: number; print?: (line: string) => void } = {}): RunTableResult & { cappedRounds: number } {
  const print = options.print ?? console.log;
  const seed = options.seed ?? 3;
  const maxRaises = 3;
  const narrator = createNarrator();
  let wagers = 0;
  let cappedRounds = 0;
  print(`Limit Hold'em 10/20 (small bet 20, big bet 40, a bet and ${maxRaises} raises per round), seed ${seed}`);
  const result = runTable({
    variant: texasHoldem,
    betting: fixedLimit({ smallBet: 20, maxRaises }),
    seats: 5,
    mode: 'cash',
    seed,
    schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 1_000_000 } },
    cash: { buyIn: 1000, autoRebuy: true },
    players: [
      { name: 'Ari', bot: createRuleBot({ aggression: 1 }) },
      { name: 'Bea', bot: randomBot },
      { name: 'Cal', bot: createRuleBot({ aggression: 0.5 }) },
      { name: 'Dot', bot: randomBot },
      { name: 'Eve', bot: createRuleBot({ aggression: 0.9 }) },
    ].map((p) => ({ ...p, stack: 1000 })),
    maxHands: options.hands ?? 20,
    onEvent: (event) => {
      if (event.type === 'hand-started') {
        print('');
        wagers = 1; // pre-flop the big blind counts as the bet (R92)
      }
      narrator(event).forEach((line) => print(line));
      if (event.type === 'hand-log') {
        const e = event.entry;
        if (e.type === 'street-closed') wagers = 0;
        if (e.type === 'acted' && (e.action.type === 'bet' || e.action.type === 'raise' || e.action.type === 'all-in')) {
          wagers++;
          if (wagers === 1 + maxRaises) {
            cappedRounds++;
            print(`  (the ${e.street} is capped: a bet and ${maxRaises} raises, R93)`);
          }
        }
      }
    },
  });
  print('');
  print(`${result.handsPlayed} hands, ${cappedRounds} capped betting rounds.`);
  return { ...result, cappedRounds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) playLimitHoldem();
