import type { Card } from '@pokerchart/cards';
import { PaiGowError } from './errors.js';
import { isPaiGowCard } from './JOKER.js';
import type { PaiGowSet } from './PaiGowSet.js';

/** Throws unless `cards` is `count` distinct Pai Gow cards; `what` names them in the message. @internal */
export function checkCards(cards: readonly Card[], count: number, what: string): void {
  if (!Array.isArray(cards) || cards.length !== count) {
    throw new PaiGowError('PAIGOW_BAD_HAND', `${what} must be ${count} cards, got ${Array.isArray(cards) ? cards.length : typeof cards} (R282)`);
  }
  let seen = 0n;
  for (const c of cards) {
    if (!isPaiGowCard(c)) throw new PaiGowError('PAIGOW_BAD_CARD', `${what}: ${String(c)} is not a Pai Gow card (codes 0..51 and the joker 52, R280)`);
    const bit = 1n << BigInt(c);
    if ((seen & bit) !== 0n) throw new PaiGowError('PAIGOW_DUPLICATE_CARD', `${what} holds card ${c} twice; the deck has one of each (R280)`);
    seen |= bit;
  }
}

/** Throws unless `set` is a five-card and a two-card hand of seven distinct cards. @internal */
export function checkSetShape(set: PaiGowSet, what: string): void {
  if (set === null || typeof set !== 'object') throw new PaiGowError('PAIGOW_BAD_HAND', `${what} must be { high, low } (R282)`);
  checkCards(set.high, 5, `${what}'s high hand`);
  checkCards(set.low, 2, `${what}'s low hand`);
  checkCards([...set.high, ...set.low], 7, what);
}
