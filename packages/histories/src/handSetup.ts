import { noLimit, potLimit, type BettingStructure, type ForcedBets } from '@pokerchart/betting';
import { parseCard, type Card } from '@pokerchart/cards';
import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { HandRefusal } from './errors.js';
import type { SiteHand, SiteSeat } from './siteHand.js';

/** Five-card Omaha: Omaha's rules with five hole cards (still two of them with three of the board, R160). */
const omaha5: VariantDescriptor = defineVariant({ ...omaha, id: 'omaha5', name: 'Five-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });
const VARIANTS: Record<SiteHand['game'], VariantDescriptor> = { holdem: texasHoldem, omaha, omaha5 };
const NO_LIMIT = noLimit();
const POT_LIMIT = potLimit();

const CARD_CACHE = new Map<string, Card>();
/** The two-letter cards of the hand being laid out: USED[code] === usedStamp when seen in this hand. */
const USED = new Uint32Array(128 * 128);
let usedStamp = 0;
/** The card of a two-letter text (`Ah`), parsed once. @internal */
export function card(text: string): Card {
  let c = CARD_CACHE.get(text);
  if (c === undefined) {
    c = parseCard(text);
    CARD_CACHE.set(text, c);
  }
  return c;
}

/**
 * A hand read from a room, laid out the way the rules see it (RULES R270): the players dealt in
 * from the first seat left of the button (engine seat `n - 1` is the button), stacks and forced
 * bets in integer chips, the known hole cards and the boards. Both checks of R271 (the rules
 * checker and the engine replay) start from it. @internal
 */
export interface HandSetup {
  hand: SiteHand;
  scale: number;
  chips: (x: number) => number;
  units: (c: number) => number;
  /** Seats of the room numbered 1..span. */
  span: number;
  /** The players dealt in, engine seat order. */
  order: SiteSeat[];
  n: number;
  seatFor: (name: string, line: number) => number;
  /** The engine seat of each action's player, in the order of `hand.actions` (-1 for a name no seat holds: {@link seatFor} refuses it). */
  actionSeats: number[];
  stacks: number[];
  antes: number[];
  dead: number[];
  phhBlinds: number[];
  anteDead: boolean;
  forcedBets: ForcedBets;
  variant: VariantDescriptor;
  structure: BettingStructure;
  holeCount: number;
  /** Known hole cards by engine seat (dealt or shown), as printed. */
  known: (string[] | undefined)[];
  /** The boards printed, one per run that has cards. */
  runs: string[][];
  runCount: number;
  /** Run 1's board. */
  first: string[];
  /** Cards every run shares (dealt before betting closed). */
  common: number;
}

/**
 * The engine seat of a player's name in `order`, or -1: the last seat of that name (names are
 * one per seat; a few players, compared by identity first, cost less than a map per hand).
 * @internal
 */
export function seatIndex(order: readonly SiteSeat[], name: string): number {
  for (let i = order.length - 1; i >= 0; i--) if (order[i]!.name === name) return i;
  return -1;
}

/**
 * Lays out a hand for checking (RULES R270, R271): who is dealt in and in which order, the stacks
 * and forced bets in chips, the known cards (each card dealt once, the right count per player).
 * Throws a {@link HandRefusal} for a hand that cannot even start.
 * @internal
 */
export function handSetup(hand: SiteHand): HandSetup {
  const scale = 10 ** hand.decimals;
  const chips = (x: number) => Math.round(x * scale);
  const units = (c: number) => (scale === 1 ? c : Number((c / scale).toFixed(hand.decimals)));
  let span = hand.seatCount ?? 0;
  for (const s of hand.seats) if (s.seat > span) span = s.seat;
  // a player the room lists as sitting out is dealt in when it posts or acts (tournaments deal such players in and fold them)
  let inHand = hand.seats;
  if (hand.seats.some((s) => s.out)) {
    const active = new Set<string>();
    for (const p of hand.posts) active.add(p.player);
    for (const a of hand.actions) active.add(a.player);
    for (const k of hand.hole.keys()) active.add(k);
    inHand = hand.seats.filter((s) => !s.out || active.has(s.name));
  }
  const rel = (seat: number) => (seat - hand.button - 1 + span) % span;
  const order = [...inHand].sort((a, b) => rel(a.seat) - rel(b.seat));
  const n = order.length;
  if (n < 2) throw new HandRefusal('HISTORY_TOO_FEW_PLAYERS', `only ${n} player is dealt in: a hand needs two (R11)`, hand.line);
  const seatFor = (name: string, line: number): number => {
    const s = seatIndex(order, name);
    if (s < 0) throw new HandRefusal('HISTORY_UNKNOWN_PLAYER', `"${name}" is not dealt in: no seat of the hand holds that player (R270)`, line);
    return s;
  };
  const actionSeats = new Array<number>(hand.actions.length);
  for (let k = 0; k < actionSeats.length; k++) actionSeats[k] = seatIndex(order, hand.actions[k]!.player);
  // a packed array (map gives a holey one, and the betting rules copy the stacks at every action)
  const stacks: number[] = [];
  for (const s of order) stacks.push(chips(s.stack));
  for (let i = 0; i < n; i++) {
    if (stacks[i]! <= 0) throw new HandRefusal('HISTORY_BAD_AMOUNT', `${order[i]!.name} is dealt in with no chips (R11)`, order[i]!.line);
  }

  // forced bets, per engine seat, and the PHH view of them (negative = a posted blind that does not decide the opener)
  const antes = new Array<number>(n).fill(0);
  const blinds = new Array<number>(n).fill(0);
  const phhBlinds = new Array<number>(n).fill(0);
  const dead = new Array<number>(n).fill(0);
  let bigSeen = false;
  let anteCount = 0;
  for (const post of hand.posts) {
    const s = seatFor(post.player, post.line);
    const a = chips(post.amount);
    switch (post.kind) {
      case 'ante':
        antes[s]! += a;
        anteCount++;
        break;
      case 'small':
        blinds[s] = post.allIn ? Math.max(a, chips(hand.smallBlind)) : a;
        phhBlinds[s] = a;
        break;
      case 'big':
        blinds[s] = post.allIn ? Math.max(a, chips(hand.bigBlind)) : a;
        phhBlinds[s] = bigSeen ? -a : a;
        bigSeen = true;
        break;
      case 'both': {
        const small = Math.min(a, chips(hand.smallBlind));
        dead[s]! += small;
        blinds[s] = a - small;
        phhBlinds[s] = -(a - small);
        break;
      }
      case 'straddle':
        blinds[s] = a;
        phhBlinds[s] = a;
        break;
    }
  }
  // a big-blind ante and the small blind of "small & big blinds" are dead money (R25); uniform antes are live for pot layering (R24)
  const anteDead = anteCount === 1 || dead.some((d) => d > 0);
  const engineAntes = antes.map((a, s) => a + dead[s]!);
  // a blind posted out of turn (a negative PHH entry) does not decide who opens: the history's first actor does
  const firstPreflop = phhBlinds.some((b) => b < 0) ? hand.actions.find((a) => a.street === 0) : undefined;
  const forcedBets: ForcedBets = {
    antes: engineAntes,
    blinds,
    anteDead,
    anteOrder: 'ante-first',
    minBet: chips(hand.bigBlind),
    ...(firstPreflop === undefined ? {} : { firstToAct: seatFor(firstPreflop.player, firstPreflop.line) }),
  };

  const variant = VARIANTS[hand.game];
  const holeCount = variant.holeCards ?? 2;
  const known: (string[] | undefined)[] = order.map((s) => hand.hole.get(s.name) ?? hand.shown.get(s.name));
  for (let i = 0; i < n; i++) {
    const cards = known[i];
    if (cards !== undefined && cards.length !== holeCount) {
      throw new HandRefusal('HISTORY_BAD_CARD', `${order[i]!.name} holds ${cards.length} cards, ${variant.name} deals ${holeCount} (R270)`, hand.line);
    }
  }
  const runs = hand.boards.filter((b) => b.length > 0);
  const first = runs[0] ?? [];
  let common = first.length;
  for (let r = 1; r < runs.length; r++) {
    const other = runs[r]!;
    let k = 0;
    while (k < other.length && other[k] === first[k]) k++;
    if (k < common) common = k;
  }
  // every card once (R270): the hole cards known and the boards (the runs after the first from where they part)
  // a two-letter card is marked in one table stamped per hand (no set per hand); any other text is compared as text
  if (++usedStamp === 0xffffffff) {
    USED.fill(0);
    usedStamp = 1;
  }
  const stamp = usedStamp;
  let others: string[] | null = null;
  const use = (c: string) => {
    if (c.length === 2) {
      const k = c.charCodeAt(0) * 128 + c.charCodeAt(1);
      if (k < USED.length) {
        if (USED[k] === stamp) throw new HandRefusal('HISTORY_BAD_CARD', `the card ${c} is dealt twice (R270)`, hand.line);
        USED[k] = stamp;
        return;
      }
    }
    if (others?.includes(c)) throw new HandRefusal('HISTORY_BAD_CARD', `the card ${c} is dealt twice (R270)`, hand.line);
    (others ??= []).push(c);
  };
  for (let r = 0; r < holeCount; r++) for (let s = 0; s < n; s++) {
    const c = known[s]?.[r];
    if (c !== undefined) use(c);
  }
  for (const c of first) use(c);
  for (let r = 1; r < runs.length; r++) for (let k = common; k < runs[r]!.length; k++) use(runs[r]![k]!);
  return {
    hand, scale, chips, units, span, order, n, seatFor, actionSeats, stacks, antes, dead, phhBlinds, anteDead, forcedBets, variant,
    structure: hand.betting === 'pot-limit' ? POT_LIMIT : NO_LIMIT,
    holeCount, known, runs, runCount: Math.max(1, runs.length), first, common,
  };
}

/**
 * What the rules make of a hand's actions (RULES R271), whichever way it was found (the rules
 * checker or the engine replay): the round total each action brings its player to, the pots,
 * the uncalled chips given back and what each player is awarded. @internal
 */
export interface HandOutcome {
  /** Per action of the history, in order: the player's total on the street after it. */
  to: number[];
  /** Two or more players reached the end of the hand. */
  showdown: boolean;
  /** How many times the board was run. */
  runs: number;
  /** Engine seats whose hands went to showdown unshown (R128). */
  mucked: number[];
  /** Chips each seat is awarded from the pots (before the room's rake), hands never shown counted as mucked. */
  payouts: number[];
  /** Uncalled chips given back to each seat (R106). */
  returned: number[];
  /** Each seat's stack after the betting and before any award. */
  beforeAward: number[];
}
