// A home tournament: seven players, 5,000 chips each, 20-minute blind levels with a big-blind
// ante (R25) from level 3. Time is simulated: an injected clock advances 30 seconds per action
// and one minute per deal, so the levels change as they would at a real table, in milliseconds.
import { fileURLToPath } from 'node:url';
import { noLimit } from '@pokerchart/betting';
import { callingStation, createRuleBot } from '@pokerchart/bots';
import { createNarrator, runTable, splitPrizePool, type BlindLevel, type RunTableResult } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';

/** The structure: small/big blinds per 20-minute level, big-blind ante from level 3. */
export const homeLevels: BlindLevel[] = [
  [25, 50], [50, 100], [75, 150], [100, 200], [150, 300], [200, 400], [300, 600], [400, 800],
  [600, 1200], [800, 1600], [1000, 2000], [1500, 3000], [2000, 4000], [3000, 6000], [4000, 8000],
  [6000, 12000], [8000, 16000], [12000, 24000],
].map(([small, big], i) => (i >= 2 ? { small: small!, big: big!, ante: big! } : { small: small!, big: big! }));

const clockText = (ms: number) => `${Math.floor(ms / 3_600_000)}:${String(Math.floor(ms / 60_000) % 60).padStart(2, '0')}`;

/** Plays the tournament to the end; prints the story, the finishing order and the prizes. */
export function playHomeTournament(options: { seed?: number; buyIn?: number; print?: (line: string) => void } = {}): RunTableResult & { minutes: number; prizes: number[] } {
  const print = options.print ?? console.log;
  const buyIn = options.buyIn ?? 20;
  const names = ['Amélie', 'Bram', 'Chiara', 'Dev', 'Elif', 'Finn', 'Greta'];
  const bots = [createRuleBot({ aggression: 0.3 }), createRuleBot({ aggression: 0.7 }), createRuleBot({ aggression: 0.1 }), callingStation, createRuleBot({ aggression: 0.5 })];
  let now = 0;
  const narrator = createNarrator({ showHoleCards: false });
  print(`Home tournament: ${names.length} players, 5,000 chips, 20-minute levels, big-blind ante from level 3, buy-in ${buyIn}`);
  const result = runTable({
    variant: texasHoldem,
    betting: noLimit(),
    seats: 8,
    mode: 'tournament',
    seed: options.seed ?? 5000,
    schedule: { levels: homeLevels, every: { minutes: 20 } },
    players: names.map((name, i) => ({ name, stack: 5000, bot: bots[i % bots.length]! })),
    clock: () => now,
    maxHands: 2000,
    onEvent: (event) => {
      if (event.type === 'hand-started') {
        print('');
        if (event.levelChanged) print(`[table clock ${clockText(now)}]`);
        now += 60_000; // shuffling and dealing
      }
      if (event.type === 'hand-log' && event.entry.type === 'acted') now += 30_000;
      narrator(event).forEach((line) => print(line));
    },
  });
  const pool = buyIn * names.length;
  const prizes = splitPrizePool(pool, [50, 30, 20]);
  print('');
  print(`Finished after ${result.handsPlayed} hands and ${clockText(now)} of table time.`);
  const order = [...result.finishes].sort((a, b) => a.place - b.place);
  for (const f of order) print(`  ${String(f.place).padStart(2)}. ${f.name}${prizes[f.place - 1] ? `  wins ${prizes[f.place - 1]}` : ''}`);
  return { ...result, minutes: now / 60_000, prizes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) playHomeTournament();
