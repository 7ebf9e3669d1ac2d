// Test fixtures: variant specs written out here, so the engine's tests do not depend on @pokerchart/variants.
import { defineVariant, type HandStep, type VariantDescriptor, type VariantSpec } from '../src/index.js';

export const holdemSpec: VariantSpec = {
  id: 'holdem',
  name: "Texas Hold'em",
  deck: 'standard',
  holeCards: 2,
  streets: [
    { name: 'preflop', board: 0 },
    { name: 'flop', board: 3, burn: true },
    { name: 'turn', board: 1, burn: true },
    { name: 'river', board: 1, burn: true },
  ],
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 10 },
};
export const holdem = defineVariant(holdemSpec);
export const omahaSpec: VariantSpec = { ...holdemSpec, id: 'omaha', name: 'Omaha', holeCards: 4, selection: { hole: 2, board: 3 } };
export const omaha = defineVariant(omahaSpec);
export const omahaHiLo = defineVariant({ ...omahaSpec, id: 'omaha-hilo8', name: 'Omaha Hi-Lo', low: 'eight-or-better' });

import { parseCard, standardDeck } from '@pokerchart/cards';

/**
 * A complete deck that deals the given hole cards (by dealing order p0..p(n-1): first seat left of
 * the button first) and the five board cards of a flop game, laid out by R38; burns and the rest
 * come from the unused cards in code order.
 */
export function deckFor(holes: string[][], board: string[], all: number[] = standardDeck()): number[] {
  const n = holes.length;
  const k = holes[0]!.length;
  const m = k * n;
  const wanted = new Array<number | null>(m + 8).fill(null);
  holes.forEach((h, j) => h.forEach((c, i) => (wanted[i * n + j] = parseCard(c))));
  [m + 1, m + 2, m + 3, m + 5, m + 7].forEach((pos, i) => {
    if (board[i] !== undefined) wanted[pos] = parseCard(board[i]!);
  });
  const used = new Set(wanted.filter((c): c is number => c !== null));
  const rest = all.filter((c) => !used.has(c));
  return [...wanted.map((c) => c ?? rest.shift()!), ...rest];
}

/** Total chips in a view's pots. */
export function potSum(pots: readonly { amount: number }[]): number {
  return pots.reduce((s, p) => s + p.amount, 0);
}

/** Seven-card stud's steps, fixed limit, with or without the R204 open-pair option. */
export const studSteps = (openPairBigBet: boolean): HandStep[] => [
  { kind: 'seats', cards: ['down', 'down', 'up'] },
  { kind: 'bet', name: 'third', opener: 'bring-in', reading: 'high', limit: 'small' },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'fourth', opener: 'best-showing', reading: 'high', limit: 'small', openPairBigBet },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'fifth', opener: 'best-showing', reading: 'high', limit: 'big' },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'sixth', opener: 'best-showing', reading: 'high', limit: 'big' },
  { kind: 'seats', cards: ['down'], burn: true },
  { kind: 'bet', name: 'seventh', opener: 'best-showing', reading: 'high', limit: 'big' },
  { kind: 'showdown' },
];

/** The steps of a draw game: `cards` down, a round, then an exchange and a round per further name. */
export const drawSteps = (cards: number, names: string[]): HandStep[] => [
  { kind: 'seats', cards: new Array<'down'>(cards).fill('down') },
  { kind: 'bet', name: names[0]! },
  ...names.slice(1).flatMap((name): HandStep[] => [{ kind: 'exchange', min: 0, max: cards, draw: true }, { kind: 'bet', name }]),
  { kind: 'showdown' },
];
export const fiveCardDraw = defineVariant({
  id: 'five-card-draw', name: 'Five-card draw', deck: 'standard', steps: drawSteps(5, ['predraw', 'postdraw']),
  selection: 'any', ranking: 'standard', seats: { min: 2, max: 8 },
});
export const tripleDraw = defineVariant({
  id: 'deuce-to-seven-triple-draw', name: '2-7 triple draw', deck: 'standard', steps: drawSteps(5, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any', ranking: 'deuce-to-seven-low', seats: { min: 2, max: 8 },
});
export const badugi = defineVariant({
  id: 'badugi', name: 'Badugi', deck: 'standard', steps: drawSteps(4, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any', ranking: 'badugi', seats: { min: 2, max: 8 },
});
/** Hold'em with three hole cards and one discarded after the preflop or the flop round (R220). */
export const holdemWith = (id: string, name: string, discardAfter: 'preflop' | 'flop'): VariantDescriptor => {
  const discard: HandStep = { kind: 'exchange', min: 1, max: 1, draw: false };
  return defineVariant({
    id, name, deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 },
    steps: [
      { kind: 'seats', cards: ['down', 'down', 'down'] },
      { kind: 'bet', name: 'preflop' },
      ...(discardAfter === 'preflop' ? [discard] : []),
      { kind: 'board', cards: 3, burn: true },
      { kind: 'bet', name: 'flop' },
      ...(discardAfter === 'flop' ? [discard] : []),
      { kind: 'board', cards: 1, burn: true },
      { kind: 'bet', name: 'turn' },
      { kind: 'board', cards: 1, burn: true },
      { kind: 'bet', name: 'river' },
      { kind: 'showdown' },
    ],
  });
};
export const pineapple = holdemWith('pineapple', 'Pineapple', 'preflop');
export const crazyPineapple = holdemWith('crazy-pineapple', 'Crazy Pineapple', 'flop');
