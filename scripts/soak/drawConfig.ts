// What the soak fuzzes: the variants, the betting structures, and one hand's configuration drawn
// from the hand's own seeded RNG (so any hand reproduces alone).
import { type Card, type Rng, formatCard } from '@pokerchart/cards';
import { type BettingStructure, type FixedLimitOptions, type HeadsUpCap, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { type HandOptions, type RuleOptions, type VariantDescriptor, defineVariant, variantDeck, variantSteps } from '@pokerchart/engine';
import { texasHoldem, variants } from '@pokerchart/variants';

const greek = defineVariant({
  ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 },
});
// R230: two boards (double-board PLO seats nine: 4 x 9 hole cards + 2 x (5 board + 3 burns) = 52)
const doubleBoardHoldem = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
const doubleBoardPlo = defineVariant({ ...variants.find((v) => v.id === 'omaha')!, id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });

/** Every variant the soak plays: the built-ins, Greek Hold'em, double-board Hold'em and PLO. */
export const VARIANTS: readonly VariantDescriptor[] = [...variants, greek, doubleBoardHoldem, doubleBoardPlo];

/** A variant of {@link VARIANTS} by id. */
export function variantOf(id: string): VariantDescriptor {
  return VARIANTS.find((v) => v.id === id)!;
}

const CAPS: readonly HeadsUpCap[] = ['uncap-when-two-remain', 'uncap-if-round-starts-heads-up', 'always-capped'];

/** One fixed-limit structure of the pool. */
interface FixedLimitChoice {
  smallBet: number;
  opts: FixedLimitOptions;
  betting: BettingStructure;
  label: string;
}
const FIXED_LIMITS: FixedLimitChoice[] = [];
for (const smallBet of [2, 10, 40, 100]) {
  for (const maxRaises of [undefined, 0, 1, 2, 4]) {
    for (const headsUpCap of [undefined, ...CAPS]) {
      const bigBet = smallBet === 40 ? 120 : undefined; // one stake with a big bet of 3 small bets
      const opts: FixedLimitOptions = { smallBet, bigBet, maxRaises, headsUpCap };
      FIXED_LIMITS.push({
        smallBet, opts, betting: fixedLimit(opts),
        label: `fixedLimit(maxRaises ${maxRaises ?? 3}, ${headsUpCap ?? CAPS[0]})`,
      });
    }
  }
}

/** Each variant's deck, by id. */
export const decks = new Map<string, Card[]>(VARIANTS.map((v) => [v.id, variantDeck(v)]));
/** Each variant's deck as a mask of 52 (1 = in the deck), by id. */
export const deckMasks = new Map<string, Uint8Array>(VARIANTS.map((v) => {
  const mask = new Uint8Array(52);
  for (const c of variantDeck(v)) mask[c] = 1;
  return [v.id, mask];
}));

/** A 32-bit bijective hash (murmur3's finalizer). */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Mixes a run seed and a hand index into the hand's 32-bit seed. (The seed is hashed before the
 * index is added: XOR-ing a small seed into the index only permutes the same set of hands.)
 */
export function handSeedOf(seed: number, i: number): number {
  return mix32((mix32(seed) + Math.imul(i, 0x9e3779b9)) >>> 0);
}

/** A uniform element of `xs`. */
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;
/** True with probability `p`. */
export const chance = (rng: Rng, p: number): boolean => rng.float() < p;

/** Hand options the soak builds field by field. */
export type SoakHandOptions = HandOptions & { -readonly [K in keyof HandOptions]: HandOptions[K] };

/** One hand's drawn configuration. */
export interface SoakConfig {
  options: SoakHandOptions;
  variantId: string;
  bettingLabel: string;
  dealing: 'seed' | 'deck' | 'manual';
  features: string[];
  players: number;
  kind: 'nl' | 'pl' | 'fl';
  /** The fixed-limit options when `kind` is `'fl'`, else null. */
  flOpts: FixedLimitOptions | null;
}

/** Draws one hand's configuration. */
export function drawConfig(rng: Rng): SoakConfig {
  const variant = pick(rng, VARIANTS);
  const k = rng.int(3);
  let betting: BettingStructure;
  let bettingLabel: string;
  let smallBet = 0;
  let flOpts: FixedLimitOptions | null = null;
  if (k === 0) { betting = noLimit(); bettingLabel = 'noLimit'; }
  else if (k === 1) { betting = potLimit(); bettingLabel = 'potLimit'; }
  else {
    // a finite pool of fixed-limit structures (reused objects): the engine caches one machine per
    // distinct structure, so ever-new stakes would grow the heap by design and hide a real leak
    const fl = pick(rng, FIXED_LIMITS);
    betting = fl.betting;
    smallBet = fl.smallBet;
    flOpts = fl.opts;
    bettingLabel = fl.label;
  }
  const { min, max } = variant.seats;
  const players = min + rng.int(max - min + 1);
  const empty = rng.int(3);
  const seatCount = players + empty;
  const live = new Array<boolean>(seatCount).fill(true);
  for (let e = 0; e < empty; e++) {
    let s: number;
    do s = rng.int(seatCount); while (!live[s]);
    live[s] = false;
  }
  const big = k === 2 && chance(rng, 0.5) ? smallBet : 2 + rng.int(200);
  const small = Math.max(1, Math.floor(big / (chance(rng, 0.8) ? 2 : 1 + rng.int(3))));
  // stud games have antes and a bring-in instead of blinds (R200, R201)
  const stud = variantSteps(variant).some((st) => st.kind === 'bet' && st.opener === 'bring-in');
  const blinds = stud || (k === 2 && chance(rng, 0.5)) ? undefined : { small, big };
  const bb = blinds ? blinds.big : smallBet || big;
  const shortProb = pick(rng, [0, 0.1, 0.3, 0.6]);
  const stacks = live.map((on) => {
    if (!on) return 0;
    if (chance(rng, shortProb)) return 1 + rng.int(2 * bb + 2); // blinds and antes posted all-in
    return bb * (1 + rng.int(300)) + rng.int(bb);
  });
  const seats = stacks.map((s, i) => (s > 0 ? i : -1)).filter((i) => i >= 0);
  const button = pick(rng, seats);
  const options: SoakHandOptions = { variant, betting, stacks, button, blinds };
  const features: string[] = [];
  if (stud) {
    if (chance(rng, 0.8)) options.bringIn = 1 + rng.int(Math.max(1, Math.floor(bb / 2)));
    features.push('bring-in');
  }
  if (chance(rng, stud ? 0.8 : 0.35)) {
    const mode = chance(rng, 0.5) ? 'each' : 'big-blind';
    const amount = 1 + rng.int(mode === 'each' ? Math.max(1, Math.floor(bb / 2)) : bb);
    options.ante = { amount, mode };
    features.push(`ante ${mode}`);
  }
  const rules: Partial<RuleOptions> = {};
  if (chance(rng, 0.5)) rules.bbAnteOrder = chance(rng, 0.5) ? 'blind-first' : 'ante-first';
  if (chance(rng, 0.3)) rules.allowOpenFold = true;
  if (chance(rng, 0.3)) rules.autoMuck = false;
  // stud's rule options (R201 bringInMay, R204 openPairBigBet), checked by the reference model
  if (stud && chance(rng, 0.2)) rules.bringInMay = 'bring-in-only';
  if (stud && chance(rng, 0.2)) rules.openPairBigBet = chance(rng, 0.5);
  if (k !== 2 && seats.length >= 3 && chance(rng, 0.25)) {
    options.straddle = chance(rng, 0.3) ? true : bb * (2 + rng.int(2));
    if (chance(rng, 0.5)) rules.straddleMinRaise = chance(rng, 0.5) ? 'double-straddle' : 'straddle-plus-bb';
    features.push('straddle');
  }
  if (Object.keys(rules).length > 0) options.rules = rules;
  const d = rng.float();
  let dealing: SoakConfig['dealing'];
  if (d < 0.7) dealing = 'seed';
  else if (d < 0.85) dealing = 'deck';
  else dealing = 'manual';
  // manual dealing has no R205 community card: eight stud hands of seven cards need 56 cards
  if (dealing === 'manual' && stud && seats.length > 7) dealing = 'seed';
  if (dealing === 'seed') options.dealing = { seed: rng.int(2 ** 31) };
  else if (dealing === 'deck') {
    const deck = decks.get(variant.id)!.slice();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    options.dealing = { deck: chance(rng, 0.5) ? deck : deck.map(formatCard) };
  } else options.dealing = 'manual';
  // R232: run the board more than once (fixed, or as the players ask); R233: bomb pots in blind games
  const boardGame = variant.streets.some((st) => st.board > 0) && !stud;
  if (boardGame && dealing !== 'manual' && chance(rng, 0.25)) {
    options.runItTimes = pick<number | 'ask'>(rng, [2, 3, 'ask']);
    if (options.runItTimes === 'ask' && chance(rng, 0.5)) options.maxRuns = 1 + rng.int(4);
    features.push(`runItTimes ${options.runItTimes}`);
  }
  if (!stud && variant.streets.length > 1 && options.straddle === undefined && chance(rng, 0.12)) {
    delete options.ante;
    if (options.rules) delete options.rules.bbAnteOrder;
    options.bombPot = { ante: 1 + rng.int(2 * bb) };
    features.push('bomb pot');
  }
  if ((variant.boards ?? 1) > 1) features.push(`${variant.boards} boards`);
  const kind = (['nl', 'pl', 'fl'] as const)[k]!;
  return { options, variantId: variant.id, bettingLabel, dealing, features, players: seats.length, kind, flOpts };
}

/** The configuration in one line, for a failure report. */
export function describeConfig(cfg: SoakConfig): string {
  const o = cfg.options;
  const dealing = typeof o.dealing === 'string' ? o.dealing : o.dealing !== undefined && 'seed' in o.dealing ? `{ seed: ${o.dealing.seed} }` : '{ deck: [...] }';
  return `${cfg.variantId}, ${cfg.bettingLabel}, stacks ${JSON.stringify(o.stacks)}, button ${o.button}, blinds ${JSON.stringify(o.blinds)}` +
    `${o.ante ? `, ante ${JSON.stringify(o.ante)}` : ''}${o.straddle !== undefined ? `, straddle ${o.straddle}` : ''}` +
    `${o.rules ? `, rules ${JSON.stringify(o.rules)}` : ''}, dealing ${dealing}`;
}
