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
  if (options.stud === undefined) {
    const plan = planDealtCards(actions, playerCount, deck);
    if (plan !== null) return plan;
  }
  return planHeldCards(actions, playerCount, deck, options);
}

/** The deck's cards lowest first, by deck (the replay's decks are made once per variant). */
const sortedDecks = new WeakMap<readonly Card[], readonly Card[]>();

function sortedDeck(deck: readonly Card[]): readonly Card[] {
  let sorted = sortedDecks.get(deck);
  if (sorted === undefined) {
    sorted = [...deck].sort((x, y) => x - y);
    sortedDecks.set(deck, sorted);
  }
  return sorted;
}

/**
 * {@link planPhhCards} of a hand without discards and stud door cards (hold'em and Omaha, the
 * common case): every player's hand is the cards dealt to it, so the plan is made in one pass with
 * no slot objects; the same plan as {@link planHeldCards}. Null when the hand has a discard.
 */
function planDealtCards(actions: readonly PhhAction[], playerCount: number, deck: readonly Card[]): PhhCardPlan | null {
  const slotCard: (Card | null)[] = [];
  const slotHidden: boolean[] = [];
  const held: number[][] = [];
  for (let p = 0; p < playerCount; p++) held.push([]);
  const dealIndex: number[] = [];
  const dealFirst: number[] = [];
  let hidden = 0;
  for (let index = 0; index < actions.length; index++) {
    const a = actions[index]!;
    if (a.type === 'deal-hole') {
      dealIndex.push(index);
      dealFirst.push(slotCard.length);
      const ids = held[a.player]!;
      for (const card of a.cards) {
        ids.push(slotCard.length);
        slotCard.push(card);
        slotHidden.push(card === null);
        if (card === null) hidden++;
      }
    } else if (a.type === 'discard') {
      return null;
    } else if (a.type === 'show-muck' && hidden > 0 && Array.isArray(a.cards)) {
      const ids = held[a.player]!;
      const shown = a.cards;
      for (let k = 0; k < shown.length; k++) {
        const c = shown[k]!;
        const id = ids[k];
        if (c !== null && id !== undefined && slotCard[id] === null) slotCard[id] = c;
      }
    }
  }
  const fillerCards = new Set<Card>();
  const hiddenCards = new Set<Card>();
  const fillerSlot: boolean[] = new Array<boolean>(slotCard.length).fill(false);
  if (hidden > 0) {
    const used = new Set<Card>();
    for (const a of actions) if (a.type === 'deal-board') for (const c of a.cards) if (c !== null) used.add(c);
    for (const c of slotCard) if (c !== null) used.add(c);
    const spare = sortedDeck(deck).filter((c) => !used.has(c));
    let next = 0;
    for (let id = 0; id < slotCard.length; id++) {
      if (slotCard[id] === null) {
        const card = spare[next++];
        if (card === undefined) {
          throw new PhhReplayError(
            'PHH_BAD_DEAL',
            `not enough cards left in the deck to stand in for unknown hole cards: ${playerCount} players do not fit the deck`,
          );
        }
        slotCard[id] = card;
        fillerCards.add(card);
        fillerSlot[id] = true;
      }
      if (slotHidden[id]) hiddenCards.add(slotCard[id]!);
    }
  }
  const cards = slotCard as Card[];
  const deals = new Map<number, Card[]>();
  for (let d = 0; d < dealIndex.length; d++) deals.set(dealIndex[d]!, cards.slice(dealFirst[d], d + 1 < dealFirst.length ? dealFirst[d + 1] : cards.length));
  const unknownPlayers = new Set<number>();
  const hole: Card[][] = [];
  const filler: boolean[][] = [];
  const hiddenAtDeal: boolean[][] = [];
  const final: Card[][] = [];
  for (let p = 0; p < playerCount; p++) {
    const ids = held[p]!;
    const h: Card[] = [];
    const f: boolean[] = [];
    const w: boolean[] = [];
    for (const id of ids) {
      h.push(cards[id]!);
      f.push(fillerSlot[id]!);
      w.push(slotHidden[id]!);
      if (fillerSlot[id]) unknownPlayers.add(p);
    }
    hole.push(h);
    filler.push(f);
    hiddenAtDeal.push(w);
    final.push(h.slice());
  }
  return { hole, filler, hiddenAtDeal, unknownPlayers, deals, discards: new Map(), final, fillerCards, hiddenCards };
}

/** {@link planPhhCards} in general: every player's hand followed through draws and stud streets. @internal */
export function planHeldCards(actions: readonly PhhAction[], playerCount: number, deck: readonly Card[], options: PhhCardPlanOptions): PhhCardPlan {
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
