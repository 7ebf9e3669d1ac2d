import { fileURLToPath } from 'node:url';
import { formatCards, parseCards } from '@pokerchart/cards';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { describeHand } from '@pokerchart/evaluator';
import { createHand, createHandMachine, type HandResult } from '@pokerchart/engine';
import { chartMermaid } from './chartMermaid.js';
import { royalHoldem } from './royalHoldem.js';

/** The scripted actions of the example hand, in order. */
export const script: PlayerAction[] = [
  { type: 'raise', to: 30 }, // seat 0 (button, first to act three-handed)
  { type: 'call' }, // seat 1 (small blind)
  { type: 'fold' }, // seat 2 (big blind)
  { type: 'check' }, // flop: seat 1
  { type: 'bet', to: 40 }, // seat 0
  { type: 'call' }, // seat 1
  { type: 'check' }, // turn
  { type: 'check' },
  { type: 'bet', to: 100 }, // river: seat 1
  { type: 'call' }, // seat 0
];

/**
 * The example deck, top card first, dealt by R38: hole cards one at a time from the seat left of
 * the button, then burn, flop, burn, turn, burn, river.
 */
export const deck = parseCards('Kd Qc As Ks Jc Ac Th Js Ad Qd Tc Kh Jd Ah Td Kc Qh Qs Ts Jh');

/** Plays the scripted Royal Hold'em hand, printing what happens; returns its result. */
export function playRoyalHand(print: (line: string) => void = console.log): HandResult {
  const hand = createHand({
    variant: royalHoldem, betting: noLimit(), stacks: [500, 500, 500], button: 0,
    blinds: { small: 5, big: 10 }, dealing: { deck },
  });
  print(`${royalHoldem.name}, 20 cards from ten to ace: three players, blinds 5/10`);
  for (const action of script) {
    const seat = hand.toAct;
    const street = hand.street;
    hand.act(action);
    print(`  ${street}: seat ${seat} ${action.type}${'to' in action ? ` to ${action.to}` : ''}`);
  }
  const result = hand.result!;
  print(`board: ${formatCards(result.board).join(' ')}`);
  for (const shown of result.shown) print(`seat ${shown.seat} shows ${formatCards(result.holeCards[shown.seat]!).join(' ')}: ${describeHand(shown.value)}`);
  result.pots.forEach((pot, i) => print(`pot ${i + 1}: ${pot.amount} to seat ${pot.winners.join(' and ')}`));
  print(`final stacks: ${result.stacks.join(', ')}`);
  return result;
}

/** The Mermaid chart of the Royal Hold'em hand machine. */
export function royalChart(): string {
  return chartMermaid(createHandMachine(royalHoldem, noLimit()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  playRoyalHand();
  console.log('');
  console.log(royalChart());
}
