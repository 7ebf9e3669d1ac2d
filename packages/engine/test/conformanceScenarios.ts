// Helpers for the conformance suite: only the public API of CONTRACT.md is used here.
// Variants are composed with defineVariant (as an outside check would), decks are laid out by R38
// independently of the engine's own dealing code.
import { parseCard, formatCard, standardDeck, shortDeck, type Card } from '@pokerchart/cards';
import { noLimit, potLimit, fixedLimit, type BettingStructure } from '@pokerchart/betting';
import { defineVariant, createHand, type VariantDescriptor, type VariantSpec, type Hand } from '../src/index.js';

export const holdemStreets: readonly { name: string; board: number; burn?: boolean }[] = [
  { name: 'preflop', board: 0 },
  { name: 'flop', board: 3, burn: true },
  { name: 'turn', board: 1, burn: true },
  { name: 'river', board: 1, burn: true },
];

export const holdemSpec: VariantSpec = {
  id: 'c-holdem',
  name: "Conformance Hold'em",
  deck: 'standard',
  holeCards: 2,
  streets: holdemStreets,
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 10 },
};
export const HOLDEM = defineVariant(holdemSpec);
export const OMAHA = defineVariant({ ...holdemSpec, id: 'c-omaha', name: 'Conformance Omaha', holeCards: 4, selection: { hole: 2, board: 3 } });
export const OMAHA8 = defineVariant({ ...holdemSpec, id: 'c-omaha8', name: 'Conformance Omaha Hi-Lo', holeCards: 4, selection: { hole: 2, board: 3 }, low: 'eight-or-better' });
export const PAIGOW = defineVariant({ ...holdemSpec, id: 'c-paigow', name: 'Conformance Pai Gow', ranking: 'paigow-wheel' });
export const SHORT = defineVariant({ ...holdemSpec, id: 'c-short', name: 'Conformance short deck', deck: 'short', ranking: 'shortdeck', seats: { min: 2, max: 9 } });
export const SHORT_TRIPS = defineVariant({ ...holdemSpec, id: 'c-short-trips', name: 'Conformance six-plus', deck: 'short', ranking: 'shortdeck', rankingOptions: { tripsBeatStraight: true }, seats: { min: 2, max: 9 } });

export const c = (s: string): Card => parseCard(s);
export const cs = (s: string): Card[] => s.split(/\s+/).filter(Boolean).map(parseCard);

/**
 * A full deck, top first, laid out by R38: `holes[j]` goes to the j-th player in dealing order
 * (first dealt-in seat left of the button first), one card per round; then per street after the
 * first: a burn (if the street burns) then its board cards. Burns and the tail come from the unused
 * cards. `boardCards` lists the board in order (flop, turn, river).
 */
export function layDeck(
  holes: string[],
  boardCards: string,
  opts: { all?: Card[]; streets?: readonly { board: number; burn?: boolean }[]; burns?: string } = {},
): Card[] {
  const all = opts.all ?? standardDeck();
  const streets = opts.streets ?? holdemStreets;
  const hs = holes.map(cs);
  const n = hs.length;
  const k = hs[0]!.length;
  const slots: (Card | null)[] = [];
  for (let i = 0; i < k; i++) for (let j = 0; j < n; j++) slots.push(hs[j]![i]!);
  const board = cs(boardCards);
  const burns = opts.burns ? cs(opts.burns) : [];
  let b = 0;
  let bu = 0;
  for (const st of streets.slice(1)) {
    if (st.burn) slots.push(burns[bu++] ?? null);
    for (let i = 0; i < st.board; i++) slots.push(board[b++] ?? null);
  }
  const used = new Set(slots.filter((x): x is Card => x !== null));
  if (used.size !== slots.filter((x) => x !== null).length) throw new Error('layDeck: duplicate card');
  const rest = all.filter((x) => !used.has(x));
  return [...slots.map((x) => (x === null ? rest.shift()! : x)), ...rest];
}

export interface Setup {
  variant?: VariantDescriptor;
  betting?: BettingStructure;
  stacks: number[];
  button: number;
  blinds?: { small: number; big: number };
  ante?: { amount: number; mode: 'each' | 'big-blind' };
  straddle?: number;
  holes?: string[]; // by dealing order
  board?: string;
  rules?: Record<string, unknown>;
}

/** createHand with an R38 deck (or filler cards when `holes` is left out). */
export function hand(s: Setup): Hand {
  const variant = s.variant ?? HOLDEM;
  const all = variant.deck === 'short' ? shortDeck() : standardDeck();
  const deck = layDeck(s.holes ?? fillerHoles(s.stacks.filter((x) => x > 0).length, variant.holeCards, all), s.board ?? '', { all, streets: variant.streets });
  return createHand({
    variant,
    betting: s.betting ?? noLimit(),
    stacks: s.stacks,
    button: s.button,
    ...(s.blinds ? { blinds: s.blinds } : {}),
    ...(s.ante ? { ante: s.ante } : {}),
    ...(s.straddle !== undefined ? { straddle: s.straddle } : {}),
    dealing: { deck },
    ...(s.rules ? { rules: s.rules as never } : {}),
  });
}

function fillerHoles(n: number, k: number, all: Card[]): string[] {
  // the deck's last n*k cards, so hole cards never clash with a board given explicitly
  const tail = all.slice(all.length - n * k);
  const out: string[] = [];
  for (let j = 0; j < n; j++) out.push(tail.slice(j * k, j * k + k).map((x) => fmt(x)).join(' '));
  return out;
}
const fmt = (x: Card): string => formatCard(x);

export type Step = [seat: number, action: string];
/** Plays `steps`, checking that each seat is the one to act; actions: f, x, c, a (all-in), b300, r300. */
export function play(h: Hand, steps: Step[]): void {
  for (const [seat, a] of steps) {
    if (h.toAct !== seat) throw new Error(`expected seat ${seat} to act before "${a}", toAct is ${h.toAct} (street ${h.street})`);
    h.act(parseAction(a));
  }
}
export function parseAction(a: string) {
  if (a === 'f') return { type: 'fold' as const };
  if (a === 'x') return { type: 'check' as const };
  if (a === 'c') return { type: 'call' as const };
  if (a === 'a') return { type: 'all-in' as const };
  if (a[0] === 'b') return { type: 'bet' as const, to: Number(a.slice(1)) };
  if (a[0] === 'r') return { type: 'raise' as const, to: Number(a.slice(1)) };
  throw new Error(`bad step ${a}`);
}
/** Check down until the hand is complete (everyone checks or, facing nothing, nothing else). */
export function checkDown(h: Hand): void {
  let guard = 0;
  while (!h.isComplete && h.toAct !== null) {
    const la = h.legalActions()!;
    h.act(la.check ? { type: 'check' } : { type: 'call' });
    if (++guard > 100) throw new Error('checkDown loop');
  }
}

export { noLimit, potLimit, fixedLimit };

// The independent reference model of RULES.md section 16 lives in scripts/referenceModel.mjs, shared
// with the soak (scripts/soak/).
export { RefHand, refOutcome, type RefConfig, type RefLegal, type RefOutcome } from '../../../scripts/referenceModel.mjs';
