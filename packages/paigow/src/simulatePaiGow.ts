import { createRng } from '@pokerchart/cards';
import { PaiGowError } from './errors.js';
import { fiveValue, twoValue } from './handValue.js';
import { houseWayFront } from './houseWayFront.js';

/** Options of {@link simulatePaiGow}. */
export interface SimulatePaiGowOptions {
  /** How many hands to deal (a positive integer). */
  hands: number;
  /** The seed of the deal: the same seed gives the same figures. */
  seed: number;
  /** The commission on a win (R283), a fraction; 0.05 by default. */
  commission?: number;
}

/** The figures of {@link simulatePaiGow}: fractions of the hands (0..1) and the house edge per unit bet. */
export interface PaiGowSimulation {
  /** The fraction of hands the player won. */
  win: number;
  /** The fraction of hands that pushed. */
  push: number;
  /** The fraction of hands the player lost. */
  loss: number;
  /** The house's expected gain per unit bet: `loss - win * (1 - commission)` (R285: about 0.0285). */
  houseEdge: number;
  /** The number of hands dealt. */
  hands: number;
}

/**
 * Deals `hands` seeded hands of Pai Gow Poker, one player against the banker, seven cards each
 * from the 53-card deck (R280), both set by the house way (R284), and counts the player's wins,
 * pushes and losses (R283; copies go to the banker). R285's reference figures are about 28.55%,
 * 41.47% and 29.98%, a house edge of 2.85%. The commission is counted exactly (a fraction of the
 * unit bet, not rounded).
 * @throws {@link PaiGowError} (`PAIGOW_BAD_OPTION`) for a bad `hands`, `seed` or `commission`.
 */
export function simulatePaiGow(options: SimulatePaiGowOptions): PaiGowSimulation {
  const { hands, seed } = options ?? ({} as SimulatePaiGowOptions);
  const commission = options?.commission ?? 0.05;
  if (!Number.isSafeInteger(hands) || hands <= 0) throw new PaiGowError('PAIGOW_BAD_OPTION', `hands must be a positive integer, got ${String(hands)}`);
  if (!Number.isSafeInteger(seed)) throw new PaiGowError('PAIGOW_BAD_OPTION', `seed must be a safe integer, got ${String(seed)}`);
  if (typeof commission !== 'number' || !(commission >= 0 && commission <= 1)) {
    throw new PaiGowError('PAIGOW_BAD_OPTION', `the commission is a fraction from 0 to 1, got ${String(commission)} (R283)`);
  }
  const rng = createRng(seed);
  const deck = new Int32Array(53);
  for (let i = 0; i < 53; i++) deck[i] = i;
  const player = new Int32Array(7);
  const banker = new Int32Array(7);
  let win = 0;
  let loss = 0;
  for (let h = 0; h < hands; h++) {
    // fourteen cards by a partial Fisher-Yates shuffle (the deck stays a permutation between hands)
    for (let i = 0; i < 14; i++) {
      const j = i + rng.int(53 - i);
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
      if (i < 7) player[i] = deck[i]!;
      else banker[i - 7] = deck[i]!;
    }
    const pv = setValues(player);
    const pHigh = high;
    const bv = setValues(banker);
    const bHigh = high;
    const hw = pHigh > bHigh;
    const lw = pv > bv;
    if (hw && lw) win++;
    else if (!hw && !lw) loss++;
  }
  const push = hands - win - loss;
  return { win: win / hands, push: push / hands, loss: loss / hands, houseEdge: (loss - win * (1 - commission)) / hands, hands };
}

let high = 0;

/** Sets seven cards by the house way: returns the front's value and leaves the back's in `high`. */
function setValues(c: Int32Array): number {
  const front = houseWayFront(c);
  let a = -1;
  let b = -1;
  let d = -1;
  let e = -1;
  let f = -1;
  let x = -1;
  let y = -1;
  for (let k = 0; k < 7; k++) {
    const card = c[k]!;
    if ((front & (1 << k)) !== 0) {
      if (x < 0) x = card;
      else y = card;
    } else if (a < 0) a = card;
    else if (b < 0) b = card;
    else if (d < 0) d = card;
    else if (e < 0) e = card;
    else f = card;
  }
  high = fiveValue(a, b, d, e, f);
  return twoValue(x, y);
}
