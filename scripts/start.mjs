// `npm start`: a seeded sit-and-go between bots at a No Limit Hold'em table, narrated hand by hand
// until one player has every chip. Runs after `turbo run build`, on the built packages.
import { noLimit } from '@pokerchart/betting';
import { callingStation, createRuleBot } from '@pokerchart/bots';
import { blindLevels, createNarrator, runTable } from '@pokerchart/table';
import { texasHoldem } from '@pokerchart/variants';

const seed = Number(process.env.POKERCHART_SEED ?? 2026);
const players = [
  { name: 'Alice', bot: createRuleBot({ aggression: 0.3 }) },
  { name: 'Bruno', bot: createRuleBot({ aggression: 0.7 }) },
  { name: 'Chen', bot: createRuleBot({ aggression: 0.1 }) },
  { name: 'Dana', bot: callingStation },
  { name: 'Emeka', bot: createRuleBot({ aggression: 0.5 }) },
  { name: 'Frida', bot: createRuleBot({ aggression: 0.9 }) },
].map((p) => ({ ...p, stack: 1500 }));

console.log(`pokerchart sit-and-go: ${players.length} bots, No Limit Hold'em, 1,500 chips each, blinds up every 10 hands, seed ${seed}`);
const narrator = createNarrator();
const result = runTable({
  variant: texasHoldem,
  betting: noLimit(),
  seats: players.length,
  mode: 'tournament',
  seed,
  // 10/20 rising about 1.5x a level, with a big-blind ante from level 3: the game ends in a few hundred hands at most
  schedule: { levels: blindLevels({ big: 20, count: 30, bigBlindAnte: true, anteFrom: 3 }), every: { hands: 10 } },
  players,
  maxHands: 1000,
  onEvent: (event) => {
    if (event.type === 'hand-started') console.log('');
    for (const line of narrator(event)) console.log(line);
  },
});

console.log('\nFinishing order:');
for (const f of [...result.finishes].reverse()) console.log(`  ${String(f.place).padStart(2)}. ${f.name}${f.place === 1 ? '' : ` (out in hand #${f.hand})`}`);
if (result.stoppedBy !== 'finished') {
  console.log(`\nStopped after ${result.handsPlayed} hands; chip counts:`);
  for (const s of result.seats) if (s && s.stack > 0) console.log(`  ${s.name}: ${s.stack}`);
}
