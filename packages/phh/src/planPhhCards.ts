import type { Card } from '@pokerchart/cards';
import type { PhhAction } from './PhhAction.js';
import { PhhReplayError } from './PhhReplayError.js';

/** The cards a replay deals: every hole card known from the file, the rest filled in. @internal */
export interface PhhCardPlan {
  /** Hole cards by player, known cards in place, unknown ones replaced by filler cards. */
  hole: Card[][];
  /** Which hole cards are filler (unknown in the file), by player. */
  filler: boolean[][];
  /** Which hole cards were written `??` when dealt (some shown later), by player. */
  hiddenAtDeal: boolean[][];
  /** Players at least one of whose hole cards is unknown in the whole file. */
  unknownPlayers: Set<number>;
}

/**
 * Works out the hole cards to deal. A card unknown when dealt (`??`) but shown later (`sm`) is
 * dealt as shown; a card never revealed gets a filler card from the deck, one that the file uses
 * nowhere else (the lowest such cards first). A replay never lets a filler hand win a contested pot:
 * {@link replayPhh} refuses the result instead.
 * @internal
 */
export function planPhhCards(actions: readonly PhhAction[], playerCount: number, deck: readonly Card[]): PhhCardPlan {
  const known: (Card | null)[][] = Array.from({ length: playerCount }, () => []);
  const used = new Set<Card>();
  const hiddenAtDeal: boolean[][] = Array.from({ length: playerCount }, () => []);
  for (const a of actions) {
    if (a.type === 'deal-hole') {
      known[a.player]!.push(...a.cards);
      hiddenAtDeal[a.player]!.push(...a.cards.map((c) => c === null));
    } else if (a.type === 'deal-board') {
      for (const c of a.cards) if (c !== null) used.add(c);
    }
  }
  for (const a of actions) {
    if (a.type !== 'show-muck' || !Array.isArray(a.cards)) continue;
    const hole = known[a.player]!;
    a.cards.forEach((c, k) => {
      if (c !== null && hole[k] === null) hole[k] = c;
    });
  }
  for (const hole of known) for (const c of hole) if (c !== null) used.add(c);
  const spare = [...deck].sort((x, y) => x - y).filter((c) => !used.has(c));
  const unknownPlayers = new Set<number>();
  const filler: boolean[][] = [];
  const hole = known.map((cards, p) => {
    filler[p] = cards.map((c) => c === null);
    return cards.map((c) => {
      if (c !== null) return c;
      unknownPlayers.add(p);
      const next = spare.shift();
      if (next === undefined) throw new PhhReplayError('PHH_BAD_DEAL', `not enough cards left in the deck to stand in for unknown hole cards: ${playerCount} players do not fit the deck`);
      return next;
    });
  });
  return { hole, filler, hiddenAtDeal, unknownPlayers };
}
