// Heads-up No Limit Hold'em: two rule-based bots play a match until one has every chip.
// Heads-up the button posts the small blind and acts first before the flop (R14, R46).
import { fileURLToPath } from 'node:url';
import { noLimit } from '@pokerchart/betting';
import { createRuleBot } from '@pokerchart/bots';
import { blindLevels, createNarrator, runTable, type RunTableResult } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';

/** Plays the match and prints every line through `print`; returns the table's result. */
export function playHeadsUp(options: { seed?: number; print?: (line: string) => void } = {}): RunTableResult {
  const print = options.print ?? console.log;
  const seed = options.seed ?? 7;
  const narrator = createNarrator();
  print(`Heads-up No Limit Hold'em, 2,000 chips each, blinds up every 6 hands (seed ${seed})`);
  const result = runTable({
    variant: texasHoldem,
    betting: noLimit(),
    seats: 2,
    mode: 'tournament',
    seed,
    schedule: { levels: blindLevels({ big: 40, count: 30 }), every: { hands: 6 } },
    players: [
      { name: 'Hero', stack: 2000, bot: createRuleBot({ aggression: 0.4 }) },
      { name: 'Villain', stack: 2000, bot: createRuleBot({ aggression: 0.8 }) },
    ],
    maxHands: 500,
    onEvent: (event) => {
      if (event.type === 'hand-started') print('');
      narrator(event).forEach((line) => print(line));
    },
  });
  print('');
  print(result.winner ? `${result.winner} wins the match in ${result.handsPlayed} hands.` : `No winner after ${result.handsPlayed} hands.`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) playHeadsUp();
