/*
 * The texts of PHH actions (R270) as checkSiteHand writes them, shared between hands where they
 * repeat. Every hand parseHistory accepts lives until the whole text is read, and the collector
 * copies each of its objects while it lives in the young generation: a hand that points at a
 * shared text ("p3 cbr 12", "d dh p1 AhKd", "d db 7c") keeps one object less of its own. Strings
 * never change, so sharing one is never seen; the tables are bounded (10 seats, amounts below
 * 1,024 units of the hand's chip at up to 2 decimals, the 52 cards) and anything outside them is
 * written afresh.
 */

/** PHH's player names and the action texts that carry no amount, by engine seat. @internal */
export const PLAYER: readonly string[] = Array.from({ length: 64 }, (_, s) => `p${s + 1}`);
/** `p1 f`, by engine seat. @internal */
export const FOLD: readonly string[] = PLAYER.map((p) => `${p} f`);
/** `p1 cc`, by engine seat. @internal */
export const CHECK_CALL: readonly string[] = PLAYER.map((p) => `${p} cc`);
/** `p1 sm`, by engine seat. @internal */
export const SHOWS: readonly string[] = PLAYER.map((p) => `${p} sm`);
const BET_RAISE: readonly string[] = PLAYER.map((p) => `${p} cbr `);

const SHARED_SEATS = 10;
const SHARED_CHIPS = 1024;
const SHARED_DECIMALS = 2;
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
/** CARD_INDEX[rankCode * 128 + suitCode]: 0-51 for a card as the readers print it, else -1. */
const CARD_INDEX = new Int8Array(128 * 128).fill(-1);
for (let r = 0; r < 13; r++) for (let s = 0; s < 4; s++) CARD_INDEX[RANKS.charCodeAt(r) * 128 + SUITS.charCodeAt(s)] = r * 4 + s;

let wagers: (string | undefined)[] | null = null;
let holes: (string | undefined)[] | null = null;
const singleCards: (string | undefined)[] = new Array<string | undefined>(52).fill(undefined);

/** The index 0-51 of a two-letter card text, or -1. */
function cardIndex(card: string): number {
  if (card.length !== 2) return -1;
  const k = card.charCodeAt(0) * 128 + card.charCodeAt(1);
  return k < CARD_INDEX.length ? CARD_INDEX[k]! : -1;
}

/** cards[from..to) as one text ("AhKd"). */
function joined(cards: readonly string[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += cards[i]!;
  return out;
}

/** `p3 cbr 12`: seat s bets or raises to `chips` (integer chips of a hand whose amounts have `decimals` decimals, written in units). @internal */
export function wagerText(s: number, chips: number, decimals: number, units: (c: number) => number): string {
  if (s < SHARED_SEATS && decimals <= SHARED_DECIMALS && chips >= 0 && chips < SHARED_CHIPS && Number.isInteger(chips)) {
    const table = (wagers ??= new Array<string | undefined>(SHARED_SEATS * SHARED_CHIPS * (SHARED_DECIMALS + 1)).fill(undefined));
    const k = (decimals * SHARED_SEATS + s) * SHARED_CHIPS + chips;
    return (table[k] ??= `${BET_RAISE[s]!}${units(chips)}`);
  }
  return `${BET_RAISE[s]!}${units(chips)}`;
}

/** `d dh p1 AhKd`: seat s's hole cards as dealt (`unknown` when the history does not print them). @internal */
export function dealtText(s: number, cards: readonly string[] | undefined, unknown: string): string {
  if (cards === undefined) return `d dh ${PLAYER[s]!} ${unknown}`;
  if (cards.length === 2 && s < SHARED_SEATS) {
    const a = cardIndex(cards[0]!);
    const b = cardIndex(cards[1]!);
    if (a >= 0 && b >= 0) {
      const table = (holes ??= new Array<string | undefined>(SHARED_SEATS * 52 * 52).fill(undefined));
      return (table[(s * 52 + a) * 52 + b] ??= `d dh ${PLAYER[s]!} ${cards[0]!}${cards[1]!}`);
    }
  }
  return `d dh ${PLAYER[s]!} ${joined(cards, 0, cards.length)}`;
}

/** `d db 2h3d3h`: the board cards cards[from..to) dealt. @internal */
export function boardText(cards: readonly string[], from: number, to: number): string {
  if (to - from === 1) {
    const c = cardIndex(cards[from]!);
    if (c >= 0) return (singleCards[c] ??= `d db ${cards[from]!}`);
  }
  return `d db ${joined(cards, from, to)}`;
}

/** `p1 sm AhKd`: seat s shows its cards. @internal */
export function showsText(s: number, cards: readonly string[]): string {
  return `${SHOWS[s]!} ${joined(cards, 0, cards.length)}`;
}
