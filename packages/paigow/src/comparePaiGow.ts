import { checkSetShape } from './checkCards.js';
import { PaiGowError } from './errors.js';
import { fiveValue, twoValue } from './handValue.js';
import { houseWay } from './houseWay.js';
import type { PaiGowSet } from './PaiGowSet.js';

/** The result of a player's bet against the banker (R283). */
export type PaiGowOutcome = 'win' | 'push' | 'loss';

/** Options of {@link comparePaiGow}. */
export interface ComparePaiGowOptions {
  /**
   * R282: a foul player's setting loses the bet (`true`) instead of being re-set by the house
   * way (`false`, the default). A foul banker's setting is always re-set by the house way.
   */
  foulLoses?: boolean;
}

/**
 * Settles a player's setting against the banker's (R283): each hand against the banker's hand of
 * the same size, a tie on a hand (a copy) going to the banker. Both higher: `'win'`; one higher:
 * `'push'`; neither: `'loss'`. A foul setting (R282) is first re-set by {@link houseWay}, or,
 * with `foulLoses`, a foul player loses.
 * @throws {@link PaiGowError} unless each side is a five-card and a two-card hand and the
 * fourteen cards are distinct.
 */
export function comparePaiGow(player: PaiGowSet, banker: PaiGowSet, options: ComparePaiGowOptions = {}): PaiGowOutcome {
  checkSetShape(player, 'the player');
  checkSetShape(banker, 'the banker');
  const all = new Set([...player.high, ...player.low, ...banker.high, ...banker.low]);
  if (all.size !== 14) throw new PaiGowError('PAIGOW_DUPLICATE_CARD', 'the player and the banker hold a card in common; the deck has one of each (R280)');
  let p = values(player);
  if (p[0] <= p[1]) {
    if (options.foulLoses === true) return 'loss';
    p = values(houseWay([...player.high, ...player.low]));
  }
  let b = values(banker);
  if (b[0] <= b[1]) b = values(houseWay([...banker.high, ...banker.low]));
  return outcomeOf(p[0], p[1], b[0], b[1]);
}

function values(set: PaiGowSet): [number, number] {
  const h = set.high;
  return [fiveValue(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!), twoValue(set.low[0]!, set.low[1]!)];
}

/** R283 on values: both strictly higher wins, both not higher loses, else a push. @internal */
export function outcomeOf(playerHigh: number, playerLow: number, bankerHigh: number, bankerLow: number): PaiGowOutcome {
  const high = playerHigh > bankerHigh;
  const low = playerLow > bankerLow;
  return high && low ? 'win' : high || low ? 'push' : 'loss';
}
