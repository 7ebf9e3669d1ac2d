// Pot-limit Omaha, six-max cash game: rule-based bots that read their four-card hands with
// Omaha's two-plus-three rule (R160), pot-limit bets (R80-R83), busted players rebuy.
import { fileURLToPath } from 'node:url';
import { potLimit } from '@pokerchart/betting';
import { callingStation, createRuleBot } from '@pokerchart/bots';
import { createNarrator, runTable, type RunTableResult } from '@pokerchart/table';
import { omaha } from '@pokerchart/variants';

/** Plays `hands` hands of PLO (default 25), printing the story and the results. */
export function playPloSixMax(options: { seed?: number; hands?: number; print?: (line: string) => void } = {}): RunTableResult {
  const print = options.print ?? console.log;
  const seed = options.seed ?? 6;
  const hands = options.hands ?? 25;
  const narrator = createNarrator();
  const bot = (aggression: number) => createRuleBot({ variant: omaha, aggression });
  const players = [
    { name: 'Ana', bot: bot(0.3) },
    { name: 'Ben', bot: bot(0.8) },
    { name: 'Caro', bot: bot(0.1) },
    { name: 'Deniz', bot: callingStation },
    { name: 'Eli', bot: bot(0.5) },
    { name: 'Fumi', bot: bot(0.6) },
  ].map((p) => ({ ...p, stack: 1000 }));
  const n = (x: number) => x.toLocaleString('en-US');
  const buyIn = 1000;
  let names: (string | null)[] = [];
  print(`Pot-limit Omaha, six-max, blinds 5/10, ${n(buyIn)}-chip buy-ins, ${hands} hands (seed ${seed}); a busted player rebuys`);
  const result = runTable({
    variant: omaha,
    betting: potLimit(),
    seats: 6,
    mode: 'cash',
    seed,
    schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 1_000_000 } },
    cash: { buyIn, autoRebuy: true },
    players,
    maxHands: hands,
    onEvent: (event) => {
      if (event.type === 'hand-started') {
        print('');
        names = event.names;
      }
      narrator(event).forEach((line) => print(line));
      // autoRebuy: a player who lost every chip buys in again before the next hand
      if (event.type === 'hand-finished') {
        event.result.stacks.forEach((stack, seat) => {
          if (stack === 0 && names[seat]) print(`${names[seat]} is busted and rebuys for ${n(buyIn)} chips`);
        });
      }
    },
  });
  print('');
  print(`After ${result.handsPlayed} hands:`);
  for (const s of result.seats) {
    if (s === null) continue;
    const net = s.stack - s.boughtIn;
    const rebuys = Math.round(s.boughtIn / buyIn) - 1;
    const bought = rebuys > 0 ? `bought in ${n(s.boughtIn)} (${rebuys} ${rebuys === 1 ? 'rebuy' : 'rebuys'})` : `bought in ${n(s.boughtIn)}`;
    print(`  ${s.name.padEnd(6)} ${n(s.stack).padStart(6)} chips, ${bought}: ${net >= 0 ? '+' : ''}${n(net)}`);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) playPloSixMax();
