import type { Card } from '@pokerchart/cards';
import type { PhhAction } from './PhhAction.js';
import { PhhReplayError } from './PhhReplayError.js';
import { formatPhhCards } from './phhCards.js';

/** The cards a replay deals: every hole card known from the file, the rest filled in. @internal */
export interface PhhCardPlan {
  /** Every card dealt to each player, in the order dealt (all `d dh` lines of the player), unknown ones replaced by filler cards. */
  hole: Card[][];
  /** Which of those cards are filler (unknown in the whole file), by player, same positions as `hole`. */
  filler: boolean[][];
  /** Which of those cards were written `??` when dealt (some shown later), by player, same positions as `hole`. */
  hiddenAtDeal: boolean[][];
  /** Players whose hand at the end holds a card unknown in the whole file. */
  unknownPlayers: Set<number>;
  /** The cards each `d dh` line deals, by action index (unknown ones resolved or filled in). */
  deals: Map<number, Card[]>;
  /** The cards each `sd` line discards, by action index (unknown ones resolved or filled in). */
  discards: Map<number, Card[]>;
  /** Each player's hand after the last action (draws applied), filler cards included. */
  final: Card[][];
  /** Every filler card of the plan (cards the file never names, standing in for unknown ones). */
  fillerCards: Set<Card>;
  /** Cards the file wrote `??` when dealing them (filler cards, and cards it names later at a discard or a show). */
  hiddenCards: Set<Card>;
}

/** One dealt card, known or not yet. */
interface Slot {
  card: Card | null;
  hidden: boolean;
}

/**
 * Works out the hole cards to deal, following every player's hand through the file: `d dh` adds
 * cards (a stud street card, a draw's replacements), `sd` takes the discarded ones out (R212), and
 * `sm` shows the hand held at that moment, in the order PHH writes it (the cards kept, then the
 * ones drawn). A card unknown when dealt (`??`) but named later (discarded or shown) is dealt as
 * named; a card never revealed gets a filler card from the deck, one that the file uses nowhere
 * else (the lowest such cards first). A replay never lets a filler hand win a contested pot:
 * {@link replayPhh} refuses the result instead.
 * @internal
 */
export function planPhhCards(actions: readonly PhhAction[], playerCount: number, deck: readonly Card[]): PhhCardPlan {
  const slots: Slot[] = [];
  const dealtSlots: number[][] = Array.from({ length: playerCount }, () => []);
  const current: number[][] = Array.from({ length: playerCount }, () => []);
  const dealSlots = new Map<number, number[]>();
  const discardSlots = new Map<number, number[]>();
  const used = new Set<Card>();
  actions.forEach((a, index) => {
    if (a.type === 'deal-hole') {
      const ids = a.cards.map((card) => slots.push({ card, hidden: card === null }) - 1);
      dealSlots.set(index, ids);
      dealtSlots[a.player]!.push(...ids);
      current[a.player]!.push(...ids);
    } else if (a.type === 'deal-board') {
      for (const c of a.cards) if (c !== null) used.add(c);
    } else if (a.type === 'discard') {
      const hand = current[a.player]!;
      const chosen = new Set<number>();
      const take = (pick: (id: number) => boolean): number | undefined => hand.find((id) => !chosen.has(id) && pick(id));
      // named cards first (the slot holding the card, else an unknown slot now revealed), then unknown ones
      for (const card of a.cards) {
        if (card === null) continue;
        const id = take((s) => slots[s]!.card === card) ?? take((s) => slots[s]!.card === null);
        if (id === undefined) {
          throw new PhhReplayError('PHH_BAD_DEAL', `"p${a.player + 1} sd ${formatPhhCards(a.cards)}": p${a.player + 1} does not hold ${formatPhhCards([card])}`, {
            actionIndex: index,
          });
        }
        slots[id]!.card = card;
        chosen.add(id);
      }
      for (const card of a.cards) {
        if (card !== null) continue;
        const id = take((s) => slots[s]!.card === null) ?? take(() => true);
        if (id === undefined) {
          throw new PhhReplayError('PHH_BAD_DEAL', `"p${a.player + 1} sd ${formatPhhCards(a.cards)}": p${a.player + 1} holds only ${hand.length} cards`, {
            actionIndex: index,
          });
        }
        chosen.add(id);
      }
      discardSlots.set(index, [...chosen]);
      current[a.player] = hand.filter((id) => !chosen.has(id));
    } else if (a.type === 'show-muck' && Array.isArray(a.cards)) {
      const hand = current[a.player]!;
      a.cards.forEach((c, k) => {
        const id = hand[k];
        if (c !== null && id !== undefined && slots[id]!.card === null) slots[id]!.card = c;
      });
    }
  });
  for (const s of slots) if (s.card !== null) used.add(s.card);
  const spare = [...deck].sort((x, y) => x - y).filter((c) => !used.has(c));
  const fillerCards = new Set<Card>();
  const hiddenCards = new Set<Card>();
  const fillerSlot = new Set<number>();
  slots.forEach((s, id) => {
    if (s.card === null) {
      const next = spare.shift();
      if (next === undefined) {
        throw new PhhReplayError(
          'PHH_BAD_DEAL',
          `not enough cards left in the deck to stand in for unknown hole cards: ${playerCount} players do not fit the deck`,
        );
      }
      s.card = next;
      fillerCards.add(next);
      fillerSlot.add(id);
    }
    if (s.hidden) hiddenCards.add(s.card);
  });
  const cardOf = (id: number) => slots[id]!.card!;
  const unknownPlayers = new Set<number>();
  current.forEach((ids, p) => {
    if (ids.some((id) => fillerSlot.has(id))) unknownPlayers.add(p);
  });
  return {
    hole: dealtSlots.map((ids) => ids.map(cardOf)),
    filler: dealtSlots.map((ids) => ids.map((id) => fillerSlot.has(id))),
    hiddenAtDeal: dealtSlots.map((ids) => ids.map((id) => slots[id]!.hidden)),
    unknownPlayers,
    deals: new Map([...dealSlots].map(([index, ids]) => [index, ids.map(cardOf)])),
    discards: new Map([...discardSlots].map(([index, ids]) => [index, ids.map(cardOf)])),
    final: current.map((ids) => ids.map(cardOf)),
    fillerCards,
    hiddenCards,
  };
}
