import { createInterface } from 'node:readline';
import {
  createPaiGowRound, formatPaiGowCards, houseWay, isFoul, paiGowCategory, paiGowHandValue, PaiGowError, parsePaiGowCards,
  simulatePaiGow, type PaiGowSet,
} from '@pokerchart/paigow';
import type { Card } from '@pokerchart/cards';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { formatNumber } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';
import { intOption } from './play.js';

const help = `pokerchart paigow: Pai Gow Poker against the banker (the banker sets by the house way)

Usage: pokerchart paigow [--players N] [--seed S] [--bet C] [--foul-loses]
       pokerchart paigow --simulate N [--seed S] [--json]

  --players, -p    players besides the banker, you included, 1 to 6 (default 1); the others
                   set by the house way
  --seed, -s       seed of the deals (default 1): the same seed, the same rounds
  --bet            the bet offered at each round's prompt (default 100)
  --foul-loses     a foul setting loses the bet (default: the house way re-sets it)
  --simulate N     no play: N hands with the house way on both sides, the player's win, push
                   and loss rates and the house edge (the reference: 28.55%, 41.47%, 29.98%, 2.85%)
  --json           with --simulate: the figures as JSON
  --help, -h       this help

Each round: type your bet (Enter for the default), then set your seven cards by naming the two
for the low (two-card) hand, as cards ("Kd 9c") or as positions 1-7 ("2 5"); "h" asks for the
house way. The five-card hand must rank above the two-card hand. The banker's hands are shown
and compared with yours: both higher wins (less 5% commission), one higher pushes, a tie on a
hand goes to the banker. "q" or the end of input leaves the table.`;

/** Highest first, the joker before the aces. */
function byRank(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => (b >> 2) - (a >> 2) || b - a);
}

function describe(cards: readonly Card[]): string {
  return `${formatPaiGowCards(byRank(cards))} (${paiGowCategory(paiGowHandValue(cards)).replace(/-/g, ' ')})`;
}

function describeSet(set: PaiGowSet): string {
  return `high ${describe(set.high)}, low ${describe(set.low)}`;
}

/** The low hand the user typed: two cards of theirs, or two positions 1-7; or why not. */
function readLow(text: string, cards: readonly Card[]): Card[] | string {
  const words = text.split(/[\s,]+/).filter((w) => w.length > 0);
  if (words.length !== 2) return 'name two cards for the low hand, e.g. "Kd 9c" or "2 5"';
  if (words.every((w) => /^[1-7]$/.test(w))) {
    const [a, b] = words.map((w) => Number(w) - 1);
    if (a === b) return 'two different positions, please';
    return [cards[a!]!, cards[b!]!];
  }
  let low: Card[];
  try {
    low = parsePaiGowCards(words.join(' '));
  } catch (e) {
    return e instanceof PaiGowError ? e.message.replace(/ \(R\d+\)$/, '') : String(e);
  }
  const missing = low.find((c) => !cards.includes(c));
  if (missing !== undefined) return `${formatPaiGowCards([missing])} is not one of your cards`;
  return low;
}

async function simulate(hands: number, seed: number, json: boolean, out: (s: string) => void): Promise<number> {
  const t0 = process.cpuUsage();
  const r = simulatePaiGow({ hands, seed });
  const cpu = process.cpuUsage(t0);
  const seconds = (cpu.user + cpu.system) / 1e6;
  if (json) {
    out(JSON.stringify(r));
    return 0;
  }
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  out(`Pai Gow Poker, ${formatNumber(hands)} hands (seed ${seed}), the house way on both sides:`);
  out(`  player wins   ${pct(r.win)}   (reference 28.55%)`);
  out(`  pushes        ${pct(r.push)}   (reference 41.47%)`);
  out(`  player loses  ${pct(r.loss)}   (reference 29.98%)`);
  out(`  house edge    ${pct(r.houseEdge)}   (reference 2.85%, 5% commission)`);
  if (seconds > 0) out(`  ${formatNumber(Math.round(hands / seconds))} hands per CPU-second`);
  return 0;
}

/** `pokerchart paigow`: a round of Pai Gow Poker against the banker at a time, or `--simulate N`. */
export const paigowCommand: CliCommand = {
  name: 'paigow',
  summary: 'play Pai Gow Poker against the banker, or simulate the house way (--simulate N)',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      players: { type: 'string', short: 'p' },
      seed: { type: 'string', short: 's' },
      bet: { type: 'string' },
      'foul-loses': { type: 'boolean' },
      simulate: { type: 'string' },
      json: { type: 'boolean' },
    });
    const out = (s: string) => io.stdout.write(s + '\n');
    const seed = intOption(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    if (values.simulate !== undefined) return simulate(intOption(values.simulate, '--simulate', 0, 1, 1e9), seed, values.json === true, out);
    if (values.json === true) throw new CliUsageError('--json goes with --simulate N');
    const players = intOption(values.players, '--players', 1, 1, 6);
    const defaultBet = intOption(values.bet, '--bet', 100, 1, 1_000_000);
    const lines = createInterface({ input: io.stdin, terminal: false })[Symbol.asyncIterator]();
    const ask = async (prompt: string): Promise<string | null> => {
      io.stdout.write(prompt);
      const next = await lines.next();
      return next.done ? null : next.value.trim();
    };
    out(`Pai Gow Poker: you${players > 1 ? ` and ${players - 1} other player${players > 2 ? 's' : ''}` : ''} against the banker. Seed ${seed}.`);
    let total = 0;
    let rounds = 0;
    const leave = () => {
      out(`You leave the table after ${rounds} round${rounds === 1 ? '' : 's'}: ${total >= 0 ? '+' : ''}${formatNumber(total)}.`);
      return 0;
    };
    for (let n = 0; ; n++) {
      const round = createPaiGowRound({ players, seed: seed + n, foulLoses: values['foul-loses'] === true });
      // your bet
      let bet: number | null = null;
      while (bet === null) {
        const typed = await ask(`\nRound ${n + 1}. Your bet (Enter for ${formatNumber(defaultBet)}, q to leave)\n> `);
        if (typed === null) {
          out('\nEnd of input.');
          return leave();
        }
        if (typed === 'q' || typed === 'quit') return leave();
        const amount = typed === '' ? defaultBet : Number(typed.replace(/,/g, ''));
        const why = round.refusal({ type: 'BET', seat: 0, amount });
        if (why === null) bet = amount;
        else out(`Not allowed: "${typed}": a bet is a whole number from 1 to ${formatNumber(1_000_000)}.`);
      }
      round.bet(0, bet);
      for (let s = 1; s < players; s++) round.bet(s, defaultBet);
      const cards = round.view(0).cards!;
      out(`The deal starts at ${round.context.start === 0 ? 'the banker' : `spot ${round.context.start}`}. Your cards: ${cards.map((c, i) => `${i + 1}:${formatPaiGowCards([c])}`).join(' ')}`);
      // your setting
      for (;;) {
        const typed = await ask('Your low (two-card) hand: two cards or positions, h for the house way, q to leave\n> ');
        if (typed === null) {
          out('\nEnd of input.');
          return leave();
        }
        if (typed === 'q' || typed === 'quit') return leave();
        if (typed === 'h' || typed === 'house' || typed === 'house way') {
          round.set(0, 'house-way');
          break;
        }
        const low = readLow(typed, cards);
        if (typeof low === 'string') {
          out(`Not understood: ${low}.`);
          continue;
        }
        const set = { high: cards.filter((c) => !low.includes(c)), low };
        if (isFoul(set)) {
          out(`Foul: your five-card hand ${describe(set.high)} does not rank above ${describe(set.low)}; set it again.`);
          continue;
        }
        round.set(0, set);
        break;
      }
      for (let s = 1; s < players; s++) round.set(s, houseWay(round.view(s).cards!));
      const end = round.view(0);
      const mine = end.results![0]!;
      out(`You:    ${describeSet(mine.set)}`);
      out(`Banker: ${describeSet(end.banker!.set)}`);
      const word = mine.outcome === 'win' ? `You win ${formatNumber(mine.net)}${mine.commission > 0 ? ` (${formatNumber(mine.commission)} commission)` : ''}.` : mine.outcome === 'push' ? 'Push: your bet is returned.' : `You lose ${formatNumber(-mine.net)}.`;
      out(word);
      for (const r of end.results!.slice(1)) out(`Player ${r.seat + 1}: ${r.outcome} (${r.net >= 0 ? '+' : ''}${formatNumber(r.net)}).`);
      total += mine.net;
      rounds++;
    }
  },
};
