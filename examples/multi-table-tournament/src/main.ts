// A 200-player multi-table tournament played by rule bots (RULES section 19): 170 players sit down
// at the start and 30 more (15%) register late during the first four levels; a busted player may
// re-enter once while registration is open; the first two levels are a rebuy period, followed by
// an add-on. Tables balance and break as players go, the bubble is played hand for hand, and the
// last nine meet at a final table. Deterministic from the seed.
import { fileURLToPath } from 'node:url';
import { simulateTournament, type SimulateTournamentResult, type TournamentLogEntry } from '@pokerchart/tournament';

/** Plays the tournament and narrates it briefly: what happened between hands, then the money places. */
export function playMultiTableTournament(options: { seed?: number; players?: number; print?: (line: string) => void } = {}): SimulateTournamentResult & { lines: number } {
  const print = options.print ?? console.log;
  const players = options.players ?? 200;
  let lines = 0;
  const say = (line: string) => { lines++; print(line); };
  let broken = 0;
  let moves = 0;
  say(`Multi-table tournament: ${players} players (15% of them late), 9-max, 5,000 chips, buy-in 100, re-entry once, rebuys in levels 1-2, an add-on`);
  const narrate = (l: TournamentLogEntry, hands: number) => {
    switch (l.type) {
      case 'started': say(`Shuffle up and deal: ${l.entries} entries at ${l.tables} tables (R240).`); break;
      case 'level': say(`Hand ${hands}: level ${l.level}.`); break;
      case 'table-broken': broken++; if (broken <= 3) say(`Hand ${hands}: table ${l.table} breaks; its players take random seats at the shortest tables (R244).`); break;
      case 'moved': if (l.rule === 'R243') moves++; break;
      case 'hand-for-hand': say(l.on ? `Hand ${hands}: ${l.players} players left, one off the money: hand for hand (R246).` : `Hand ${hands}: the bubble bursts, ${l.players} players are in the money.`); break;
      case 'final-table': say(`Hand ${hands}: the final table, table ${l.table}, seats drawn at random (R245).`); break;
      case 'complete': say(`${l.winner} wins after ${hands} hands.`); break;
      default: break;
    }
  };
  let seen = 0;
  let hands = 0;
  const result = simulateTournament({
    players,
    seed: options.seed ?? 1,
    tableSize: 9,
    lateRegistration: { levels: 4 },
    lateShare: 0.15,
    reentry: { maxEntries: 2 },
    reentryRate: 0.5,
    rebuys: { levels: 2, chips: 5000, price: 100 },
    addOn: { chips: 7500, price: 100 },
    rebuyRate: 0.5,
    onHand: (_event, t) => {
      hands++;
      for (; seen < t.log.length; seen++) narrate(t.log[seen]!, hands);
    },
  });
  const ctx = result.tournament.context;
  const reentries = ctx.entries.filter((e) => e.entry > 1).length;
  const rebuys = ctx.entries.reduce((n, e) => n + e.rebuys, 0);
  const addOns = ctx.entries.filter((e) => e.addOn).length;
  say(`${broken} tables broken, ${moves} balancing moves (R243); ${reentries} re-entries, ${rebuys} rebuys, ${addOns} add-ons.`);
  say(`Prize pool ${result.prizePool.toLocaleString('en-US')} (R250). The money:`);
  for (const s of result.standings.filter((x) => x.prize > 0)) {
    say(`  ${String(s.place).padStart(3)}. ${s.name}${s.entry > 1 ? ` (entry ${s.entry})` : ''}  ${s.prize.toLocaleString('en-US')}`);
  }
  return { ...result, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) playMultiTableTournament();
