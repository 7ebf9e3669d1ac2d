import { createInterface } from 'node:readline';
import { fixedLimit, IllegalActionError, noLimit, potLimit, type BettingStructure, type LegalActions, type PlayerAction } from '@pokerchart/betting';
import { createRuleBot } from '@pokerchart/bots';
import { createRng, formatCards, type Card } from '@pokerchart/cards';
import { stakesBetting, type VariantDescriptor } from '@pokerchart/engine';
import { blindLevels, createNarrator, createTable, handSeed, TableError, type BlindLevel } from '@pokerchart/table';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { describeDiscard, explainIllegalAction } from '../explainIllegalAction.js';
import { formatNumber, plural } from '../progressBar.js';
import { gameOptions, gameOptionsHelp, readGameOptions } from '../gameOptions.js';
import { parseOptions } from '../parseOptions.js';

const help = `pokerchart play: play a tournament in the terminal against bots

Usage: pokerchart play [--variant <id>|--variant-file <spec.json>] [--betting nl|pl|fl]
                       [--players N] [--seed S] [--stack C] [--verbose]
                       [--boards N] [--run-it N|ask] [--max-runs N] [--bomb-pot ANTE] [--bomb-every N]

  --variant, -v    ${variants.map((v) => v.id).join(', ')} (default holdem)
  --variant-file   a variant of your own, as JSON (see \`pokerchart chart --help\`)
  --betting        nl (no limit), pl (pot limit) or fl (fixed limit); default: the variant's own
                   (kuhn, leduc, rhode-island: their own antes and fixed bets, R290-R292)
  --players, -p    players at the table including you, 2 to 9 (default 4; heads-up games 2)
  --seed, -s       seed of the shuffles and of the bots (default 1): the same seed, the same game
  --stack          starting stack of every player (default 1,500; games with their own stakes 100 bets)
  --verbose        when an action is refused, also print the engine's message (with its rule ids)
${gameOptionsHelp}
  --help, -h       this help

You sit in seat 0 against rule-based bots. When it is your turn the prompt lists what you may do:
  f / fold     k / check     c / call     b 300 / bet 300     r 600 / raise 600 (to 600 in total)
  a / all-in   bring-in (stud: post the bring-in; "b 20" completes to the small bet instead)
  d 7h 2c / discard 7h 2c (in a draw or a discard; d alone or pat stands pat where the game
  allows it)   run 2 / run-it 2 (when all in with --run-it ask: how many times to run the board)
  q / quit
Amounts are your total for the betting round ("raise 600" = raise to 600). An illegal action is
refused with the reason and you are asked again. Blinds go up every 10 hands (fixed limit: fixed
bets). The game ends when you are out, when you have every chip, or at "quit" or end of input.`;

/** The betting structure for `--betting nl|pl|fl` (or the variant's default), with the blind schedule to use with it. */
export function bettingFor(flag: string | undefined, variant: VariantDescriptor, big: number): { betting: BettingStructure; levels: BlindLevel[] } {
  // R290-R292: a game with its own stakes plays them (the level is a formality: no blind is posted)
  if (flag === undefined && variant.stakes !== undefined) {
    return { betting: stakesBetting(variant), levels: [{ small: Math.max(1, Math.floor(variant.stakes.bet / 2)), big: variant.stakes.bet }] };
  }
  const name = flag ?? ({ 'no-limit': 'nl', 'pot-limit': 'pl', 'fixed-limit': 'fl' } as const)[variant.defaultBetting ?? 'no-limit'];
  switch (name) {
    case 'nl': return { betting: noLimit(), levels: blindLevels({ big, count: 20 }) };
    case 'pl': return { betting: potLimit(), levels: blindLevels({ big, count: 20 }) };
    case 'fl': return { betting: fixedLimit({ smallBet: big }), levels: [{ small: Math.floor(big / 2), big }] };
    default: throw new CliUsageError(`--betting must be nl, pl or fl, got "${name}"`);
  }
}

/** A whole number option within bounds, or a usage error. */
export function intOption(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new CliUsageError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/**
 * What the prompt offers, e.g. "fold | call 100 | raise to 200..1,500 | all-in". `all-in` is
 * offered only when it is a legal call or wager (R57): the stack covers no more than the call,
 * or the largest wager is the whole stack.
 */
export function describeChoices(legal: LegalActions, opened: boolean, me: { stack: number; committed: number; holeCards?: readonly Card[] | null }): string {
  const n = formatNumber;
  const parts: string[] = [];
  // R212, R220: standing pat is offered only where the exchange allows it
  if (legal.discard) return describeDiscard(legal.discard, me.holeCards);
  // R232: all in with cards to come, under --run-it ask
  if (legal.runIt) return `run it 1..${legal.runIt.max} times (e.g. "run ${legal.runIt.max}")`;
  if (legal.bringIn !== null) parts.push(`bring-in ${n(legal.bringIn)}`); // R201: post it, or complete with a bet
  if (legal.fold) parts.push('fold');
  if (legal.check) parts.push('check');
  if (legal.call !== null) parts.push(`call ${n(legal.call)}`);
  if (legal.raiseTo) {
    const word = opened ? 'raise to' : 'bet';
    parts.push(legal.raiseTo.min === legal.raiseTo.max ? `${word} ${n(legal.raiseTo.min)}` : `${word} ${n(legal.raiseTo.min)}..${n(legal.raiseTo.max)}`);
  }
  if ((legal.raiseTo !== null && legal.raiseTo.max === me.committed + me.stack) || (legal.call !== null && legal.call === me.stack)) parts.push('all-in');
  return parts.join(' | ');
}

/** Reads a typed action: the action, 'quit', or an error message saying why it was not understood. */
export function parseTypedAction(line: string): PlayerAction | 'quit' | { error: string } {
  const words = line.trim().toLowerCase().replace(/,/g, '').split(/\s+/).filter((w) => w !== '' && w !== 'to');
  const [word, amount] = words;
  if (word === 'd' || word === 'discard' || word === 'draw' || word === 'p' || word === 'pat') {
    // R212: the cards to throw away, as typed ("d 7h 2c"); none stands pat
    const cards = word.startsWith('p') ? '' : line.trim().split(/\s+/).slice(1).join('').replace(/,/g, '');
    return { type: 'discard', cards };
  }
  if (word === undefined) return { error: 'type an action, e.g. "call" or "raise 600"' };
  const to = amount === undefined ? NaN : Number(amount);
  switch (word) {
    case 'f': case 'fold': return { type: 'fold' };
    case 'k': case 'check': case 'x': return { type: 'check' };
    case 'c': case 'call': return { type: 'call' };
    case 'bring-in': case 'bringin': case 'bring': case 'bi': return { type: 'bring-in' }; // R201
    case 'a': case 'all-in': case 'allin': case 'all': case 'shove': return { type: 'all-in' };
    case 'run': case 'run-it': case 'runit': { // R232
      const runs = amount === 'it' ? Number(words[2]) : amount === 'once' ? 1 : amount === 'twice' ? 2 : to;
      if (!Number.isSafeInteger(runs) || runs <= 0) return { error: `"${word}" needs a number of runs: e.g. "run 2"` };
      return { type: 'run-it', times: runs };
    }
    case 'q': case 'quit': case 'exit': return 'quit';
    case 'b': case 'bet': case 'r': case 'raise': {
      if (!Number.isSafeInteger(to) || to <= 0) return { error: `"${word}" needs an amount, your total for the round: e.g. "${word} 300"` };
      return { type: word.startsWith('b') ? 'bet' : 'raise', to };
    }
    default: return { error: `"${word}" is not an action; type fold, check, call, bet N, raise N, all-in, bring-in (stud), run N (all in, asked for runs) or (in a draw) d and the cards to discard (q to quit)` };
  }
}

const BOT_NAMES = ['Ada', 'Boris', 'Chloe', 'Dmitri', 'Eun', 'Farah', 'Gus', 'Hana'];

/** `pokerchart play`: a person against bots in the terminal. */
export const playCommand: CliCommand = {
  name: 'play',
  summary: 'play poker in the terminal against bots',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      ...variantOptions,
      betting: { type: 'string' },
      players: { type: 'string', short: 'p' },
      seed: { type: 'string', short: 's' },
      stack: { type: 'string' },
      verbose: { type: 'boolean' },
      ...gameOptions,
    });
    const game = readGameOptions(values, await chooseVariant(values, 'holdem'));
    const variant = game.variant;
    const players = intOption(values.players, '--players', Math.min(4, variant.seats.max), 2, Math.min(9, variant.seats.max));
    const seed = intOption(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    // a game with its own stakes (R290-R292) starts with 100 bets
    const stack = intOption(values.stack, '--stack', variant.stakes !== undefined ? 100 * variant.stakes.bet : 1500, 10, 1_000_000_000);
    const { betting, levels } = bettingFor(values.betting, variant, Math.max(2, Math.round(stack / 75)));
    const out = (line: string) => io.stdout.write(line + '\n');
    const narrator = createNarrator({ showHoleCards: [0], you: 0, variant });
    const names = ['You', ...BOT_NAMES.slice(0, players - 1)];
    const table = createTable({
      variant,
      betting,
      seats: players,
      mode: 'tournament',
      seed,
      schedule: { levels, every: { hands: 10 } },
      players: names.map((name) => ({ name, stack })),
      ...game.table,
      clock: () => 0,
      onEvent: (event) => {
        if (event.type === 'hand-started') out('');
        narrator(event).forEach(out);
      },
    });
    const bot = createRuleBot({ variant });
    const lines = createInterface({ input: io.stdin, terminal: false })[Symbol.asyncIterator]();
    const extras = game.words.length > 0 ? `; ${game.words.join(', ')}` : '';
    out(`${variant.name}, ${betting.name}: you and ${plural(players - 1, 'bot')}, ${formatNumber(stack)} chips each${extras}. Seed ${seed}.`);
    let step = 0;
    try {
      while (table.phase !== 'finished' && (table.seats[0]?.stack ?? 0) > 0) {
        table.deal();
        while (table.phase === 'playing') {
          const seat = table.toAct!;
          if (seat !== 0) {
            table.act(bot(table.view(seat), createRng(handSeed(seed, ++step))));
            continue;
          }
          const view = table.view(0);
          const legal = view.legalActions!;
          const opened = view.seats.some((s) => s !== null && s.committed > 0);
          const me = view.seats[0]!;
          // R230: every board, numbered when there are several
          const board = view.boards.length > 1 && view.board.length > 0
            ? `boards ${view.boards.map((b, i) => `${i + 1}: ${formatCards(b).join(' ')}`).join(' / ')}, `
            : view.board.length > 0 ? `board ${formatCards(view.board).join(' ')}, ` : '';
          // R207: every seat's up cards (stud), yours included
          const showing = view.seats.some((s) => s !== null && s.upCards.length > 0)
            ? `showing ${view.seats.map((s, i) => (s === null || s.folded || s.upCards.length === 0 ? null : `${i === 0 ? 'you' : `seat ${i}`} ${formatCards(s.upCards).join(' ')}`)).filter((x) => x !== null).join(', ')}; `
            : '';
          // every chip in the middle: the pots of finished rounds and this round's bets (R111)
          const pot = view.pots.reduce((t, p) => t + p.amount, 0) + view.seats.reduce((t, s) => t + (s?.committed ?? 0), 0);
          for (;;) {
            io.stdout.write(`[${formatCards(me.holeCards ?? []).join(' ')}] ${board}${showing}pot ${formatNumber(pot)}, your stack ${formatNumber(me.stack)}. ${describeChoices(legal, opened, me)}\n> `);
            const next = await lines.next();
            if (next.done) {
              out('\nEnd of input: leaving the table.');
              return 0;
            }
            const typed = parseTypedAction(next.value);
            if (typed === 'quit') {
              out('You leave the table.');
              return 0;
            }
            if ('error' in typed) {
              out(`Not understood: ${typed.error}.`);
              continue;
            }
            try {
              table.act(typed);
              break;
            } catch (error) {
              if (error instanceof IllegalActionError) {
                out(`Not allowed: ${explainIllegalAction(error, typed, legal, me.holeCards)}. Try again.`);
                if (values.verbose === true) out(`  (engine: ${error.code}: ${error.message})`);
                continue;
              }
              throw error;
            }
          }
        }
      }
    } catch (error) {
      if (error instanceof TableError && error.code === 'TABLE_FINISHED') return 0;
      throw error;
    } finally {
      table.stop();
    }
    const mine = table.seats[0];
    out(mine?.place === 1 ? 'You win the tournament!' : `You are out in place ${mine?.place ?? '?'} after ${plural(table.handsPlayed, 'hand')}.`);
    return 0;
  },
};
