import { rankOf, suitOf, type Card } from '@pokerchart/cards';
import type { PhhAction } from './PhhHand.js';
import { PhhReplayError } from './errors.js';
import { formatPhhCards } from './parsePhhAction.js';

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
  /** The up card of a stud player's third street, whose stand-in must agree with the file's bring-in. */
  door: boolean;
  player: number;
}

/** How a stud game reads door cards for the bring-in (R201): `'high'` stud, `'low'` razz. @internal */
export interface PhhCardPlanOptions {
  stud?: 'high' | 'low';
}

/** A card's place in the bring-in order (R201): the lowest brings in; razz counts kings highest, aces lowest. */
function bringInOrder(card: Card, stud: 'high' | 'low'): number {
  const rank = rankOf(card);
  const suit = suitOf(card);
  if (stud === 'high') return rank * 4 + suit;
  // razz: the highest card brings in, so the order is reversed (ace low, king high, spades highest)
  return -((rank === 12 ? 0 : rank + 1) * 4 + suit);
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
export function planPhhCards(actions: readonly PhhAction[], playerCount: number, deck: readonly Card[], options: PhhCardPlanOptions = {}): PhhCardPlan {
  const slots: Slot[] = [];
  const dealtSlots: number[][] = Array.from({ length: playerCount }, () => []);
  const current: number[][] = Array.from({ length: playerCount }, () => []);
  const dealSlots = new Map<number, number[]>();
  const discardSlots = new Map<number, number[]>();
  const used = new Set<Card>();
  actions.forEach((a, index) => {
    if (a.type === 'deal-hole') {
      // stud third street: two down cards, then the door card (R200)
      const door = options.stud !== undefined && dealtSlots[a.player]!.length === 0 ? 2 : -1;
      const ids = a.cards.map((card, k) => slots.push({ card, hidden: card === null, door: k === door, player: a.player }) - 1);
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
  // the cards left for filler, lowest first (worked out only when a card is unknown or a door card may need one)
  const spare = options.stud !== undefined || slots.some((s) => s.card === null) ? [...deck].sort((x, y) => x - y).filter((c) => !used.has(c)) : [];
  const fillerCards = new Set<Card>();
  const hiddenCards = new Set<Card>();
  const fillerSlot = new Set<number>();
  const take = (id: number, card: Card) => {
    slots[id]!.card = card;
    spare.splice(spare.indexOf(card), 1);
    fillerCards.add(card);
    fillerSlot.add(id);
  };
  if (options.stud !== undefined) {
    // An unknown door card stands in so that the file's bring-in stays the bring-in (R201): the
    // bring-in player's is the card that brings in first, everyone else's the ones that bring in last.
    const stud = options.stud;
    const bringer = actions.find((a) => a.type === 'bring-in');
    const byOrder = [...spare].sort((x, y) => bringInOrder(x, stud) - bringInOrder(y, stud));
    slots.forEach((s, id) => {
      if (!s.door || s.card !== null) return;
      const card = bringer !== undefined && 'player' in bringer && bringer.player === s.player ? byOrder.shift() : byOrder.pop();
      if (card !== undefined) take(id, card);
    });
  }
  slots.forEach((s, id) => {
    if (s.card === null) {
      const next = spare[0];
      if (next === undefined) {
        throw new PhhReplayError(
          'PHH_BAD_DEAL',
          `not enough cards left in the deck to stand in for unknown hole cards: ${playerCount} players do not fit the deck`,
        );
      }
      take(id, next);
    }
    if (s.hidden) hiddenCards.add(s.card!);
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
