// Test fixtures: variant specs written out here, so the engine's tests do not depend on @pokerchart/variants.
import { defineVariant, type VariantSpec } from '../src/index.js';

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
