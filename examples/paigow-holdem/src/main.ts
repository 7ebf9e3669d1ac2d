// Hold'em under the Pai Gow "wheel rule" (R170): A-2-3-4-5 is the second-highest straight, below
// only A-K-Q-J-T. The same deal is played twice, as Texas Hold'em and as Pai Gow Hold'em, and the
// wheel decides who wins the pot. Then a few narrated hands at a Pai Gow Hold'em table.
import { fileURLToPath } from 'node:url';
import { noLimit } from '@pokerchart/betting';
import { callingStation, createRuleBot } from '@pokerchart/bots';
import { formatCards, parseCards, standardDeck, type Card } from '@pokerchart/cards';
import { createHand, type HandResult, type VariantDescriptor } from '@pokerchart/engine';
import { describeHand } from '@pokerchart/evaluator';
import { createNarrator, runTable } from '@pokerchart/table';
import { paiGowHoldem, texasHoldem } from '@pokerchart/variants';

const NAMES = ['Wendy (button)', 'Sven'];

/**
 * The deal, as an explicit deck (R38, heads-up with the button on seat 0: seat 1 gets the first
 * card): Wendy holds As 9c, Sven 6h 7d, the board is 2c 3d 4h 5s Kd. Wendy has the wheel,
 * Sven a seven-high straight.
 */
export function wheelDeck(): Card[] {
  const top = parseCards('6h As 7d 9c 8s 2c 3d 4h 8d 5s 8h Kd');
  const rest = standardDeck().filter((c) => !top.includes(c));
  return [...top, ...rest];
}

/** Plays the wheel deal under `variant`, both players checking and calling to the showdown. */
export function playWheelDeal(variant: VariantDescriptor): HandResult {
  const hand = createHand({ variant, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { deck: wheelDeck() } });
  while (!hand.isComplete) hand.act(callingStation(hand.view(hand.toAct!)));
  return hand.result!;
}

/** Prints both showdowns and a few narrated Pai Gow Hold'em hands; returns the two pots' winners. */
export function showWheelRule(options: { print?: (line: string) => void; seed?: number; hands?: number } = {}): { holdemWinners: number[]; paigowWinners: number[] } {
  const print = options.print ?? console.log;
  const winners: number[][] = [];
  for (const variant of [texasHoldem, paiGowHoldem]) {
    const result = playWheelDeal(variant);
    print(`${variant.name}: board ${formatCards(result.board).join(' ')}`);
    for (const shown of result.shown) {
      print(`  ${NAMES[shown.seat]} shows ${formatCards(result.holeCards[shown.seat]!).join(' ')}: ${describeHand(shown.value)}`);
    }
    for (const seat of result.mucked) print(`  ${NAMES[seat]} mucks ${formatCards(result.holeCards[seat]!).join(' ')}`);
    const won = result.pots[0]!.winners;
    winners.push(won);
    print(`  The pot of ${result.pots[0]!.amount} goes to ${won.map((s) => NAMES[s]).join(' and ')}`);
    print('');
  }
  print('Under the wheel rule (R170) A-2-3-4-5 ranks just below A-K-Q-J-T, so the wheel beats the seven-high straight.');
  print('');
  const narrator = createNarrator();
  const result = runTable({
    variant: paiGowHoldem,
    betting: noLimit(),
    seats: 4,
    mode: 'cash',
    seed: options.seed ?? 12,
    schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 1_000_000 } },
    cash: { buyIn: 1000, autoRebuy: true },
    players: ['Ann', 'Ben', 'Cid', 'Dee'].map((name, i) => ({ name, stack: 1000, bot: i === 3 ? callingStation : createRuleBot({ variant: paiGowHoldem }) })),
    maxHands: options.hands ?? 8,
    onEvent: (event) => {
      if (event.type === 'hand-started') print('');
      narrator(event).forEach((line) => print(line));
    },
  });
  print('');
  print(`${result.handsPlayed} hands of ${paiGowHoldem.name} played.`);
  return { holdemWinners: winners[0]!, paigowWinners: winners[1]! };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) showWheelRule();
