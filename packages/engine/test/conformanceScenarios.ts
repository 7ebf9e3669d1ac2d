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

// ---------------------------------------------------------------------------------------------
// An independent reference model of one hand's betting (RULES.md section 16, written from the
// rules text, not from the engine), used for differential checks against createHand.
// ---------------------------------------------------------------------------------------------
export interface RefConfig {
  structure: 'nl' | 'pl' | 'fl';
  stacks: number[];
  button: number;
  sb: number;
  bb: number;
  ante?: { amount: number; mode: 'each' | 'big-blind' };
  bbAnteOrder?: 'blind-first' | 'ante-first';
  straddle?: number;
  straddleMinRaise?: 'double-straddle' | 'straddle-plus-bb';
  smallBet?: number;
  bigBet?: number;
  maxRaises?: number;
  headsUpCap?: 'uncap-when-two-remain' | 'uncap-if-round-starts-heads-up' | 'always-capped';
}
export interface RefLegal {
  seat: number;
  fold: boolean;
  check: boolean;
  call: number | null;
  raiseTo: { min: number; max: number } | null;
}

export class RefHand {
  readonly n: number;
  stack: number[];
  committed: number[];
  contrib: number[];
  folded: boolean[];
  hasActed: boolean[];
  dealtIn: boolean[];
  returned: number[];
  dead = 0;
  /** R25: a BB stack that went whole into the ante (ante-first), live like a short blind. */
  liveAnte = 0;
  collected = 0;
  street = 0; // 0..3
  nominalBet = 0;
  nominalPost: number[];
  lfr = 0;
  fullLevel = 0;
  betCount = 0;
  capped = false;
  startedHU = false;
  cursor = 0;
  toAct: number | null = null;
  complete = false;
  byFolds = false;
  lastAggressor: number | null = null;
  riverAggressor: number | null = null;
  reachedRiverBetting = false;
  sbSeat = -1;
  bbSeat = -1;
  straddler = -1;

  constructor(readonly cfg: RefConfig) {
    const n = (this.n = cfg.stacks.length);
    this.stack = [...cfg.stacks];
    this.committed = Array<number>(n).fill(0);
    this.contrib = Array<number>(n).fill(0);
    this.folded = Array<boolean>(n).fill(false);
    this.hasActed = Array<boolean>(n).fill(false);
    this.returned = Array<number>(n).fill(0);
    this.nominalPost = Array<number>(n).fill(0);
    this.dealtIn = cfg.stacks.map((s) => s > 0);
    const players = this.dealtIn.filter(Boolean).length;
    if (players === 2) {
      this.sbSeat = cfg.button;
      this.bbSeat = this.next(cfg.button);
    } else {
      this.sbSeat = this.next(cfg.button);
      this.bbSeat = this.next(this.sbSeat);
    }
    // antes first (R20, R24, R25)
    if (cfg.ante && cfg.ante.mode === 'each') {
      for (let p = 0; p < n; p++) if (this.dealtIn[p]) {
        const a = Math.min(cfg.ante.amount, this.stack[p]!);
        this.stack[p]! -= a;
        this.contrib[p]! += a;
        this.collected += a;
      }
    }
    const post = (p: number, amt: number) => {
      const a = Math.min(amt, this.stack[p]!);
      this.stack[p]! -= a;
      this.committed[p]! += a;
      this.nominalPost[p] = amt;
    };
    let bbDead = 0;
    let liveAnte = false;
    if (cfg.ante && cfg.ante.mode === 'big-blind' && (cfg.bbAnteOrder ?? 'blind-first') === 'ante-first') {
      bbDead = Math.min(cfg.ante.amount, this.stack[this.bbSeat]!);
      this.stack[this.bbSeat]! -= bbDead;
      liveAnte = this.stack[this.bbSeat] === 0; // R25: the whole stack went into the ante, which is live
    }
    post(this.sbSeat, cfg.sb);
    post(this.bbSeat, cfg.bb);
    if (cfg.ante && cfg.ante.mode === 'big-blind' && (cfg.bbAnteOrder ?? 'blind-first') === 'blind-first') {
      bbDead = Math.min(cfg.ante.amount, this.stack[this.bbSeat]!);
      this.stack[this.bbSeat]! -= bbDead;
    }
    if (liveAnte) {
      // R25: live, like a short blind of that amount (in this round's committed chips, R106)
      this.committed[this.bbSeat]! += bbDead;
      this.liveAnte = bbDead;
      bbDead = 0;
    }
    this.dead = bbDead;
    this.collected += bbDead;
    this.nominalBet = cfg.bb;
    if (cfg.structure === 'fl') {
      this.fullLevel = cfg.bb;
      this.betCount = 1;
      this.lfr = 0;
    } else this.lfr = cfg.bb;
    this.cursor = this.bbSeat;
    if (cfg.straddle) {
      this.straddler = this.next(this.bbSeat);
      post(this.straddler, cfg.straddle);
      this.nominalBet = cfg.straddle;
      this.lfr = (cfg.straddleMinRaise ?? 'double-straddle') === 'double-straddle' ? cfg.straddle : Math.max(cfg.bb, cfg.straddle - cfg.bb);
      this.cursor = this.straddler;
    }
    this.startedHU = this.liveWithChips() === 2;
    this.advance();
  }

  next(p: number): number {
    for (let i = 1; i <= this.n; i++) {
      const q = (p + i) % this.n;
      if (this.dealtIn[q]) return q;
    }
    return p;
  }
  nonFolded(): number[] {
    return [...Array(this.n).keys()].filter((p) => this.dealtIn[p] && !this.folded[p]);
  }
  liveWithChips(): number {
    return this.nonFolded().filter((p) => this.stack[p]! > 0).length;
  }
  currentBet(): number {
    return Math.max(this.nominalBet, ...this.committed);
  }
  unit(): number {
    const sm = this.cfg.smallBet!;
    return this.street < 2 ? sm : this.cfg.bigBet ?? 2 * sm;
  }
  needsToAct(p: number): boolean {
    if (!this.dealtIn[p] || this.folded[p] || this.stack[p] === 0) return false;
    if (this.hasActed[p] && this.committed[p]! >= this.currentBet()) return false;
    return this.nonFolded().some((q) => q !== p && (this.stack[q]! > 0 || this.committed[q]! > this.committed[p]!));
  }
  advance(): void {
    if (this.nonFolded().length === 1) return this.endRound();
    let p = this.cursor;
    for (let i = 0; i < this.n; i++) {
      p = (p + 1) % this.n;
      if (this.needsToAct(p)) {
        this.toAct = p;
        return;
      }
    }
    this.endRound();
  }
  potTotal(): number {
    let s = this.collected;
    for (let p = 0; p < this.n; p++) {
      // pre-flop a blind counts at its nominal amount (R81); a live ante (R25) is in the pot besides
      const ante = p === this.bbSeat ? this.liveAnte : 0;
      s += this.street === 0 ? ante + Math.max(this.committed[p]! - ante, this.nominalPost[p]!) : this.committed[p]!;
    }
    return s;
  }
  exempt(): boolean {
    const mode = this.cfg.headsUpCap ?? 'uncap-when-two-remain';
    return (mode === 'uncap-when-two-remain' && this.liveWithChips() <= 2 && !this.capped) || (mode === 'uncap-if-round-starts-heads-up' && this.startedHU);
  }
  legal(): RefLegal | null {
    if (this.toAct === null) return null;
    const p = this.toAct;
    const cb = this.currentBet();
    const gap = cb - this.committed[p]!;
    const st = this.stack[p]!;
    const res: RefLegal = { seat: p, fold: gap > 0, check: gap === 0, call: gap > 0 ? Math.min(st, gap) : null, raiseTo: null };
    const other = this.nonFolded().some((q) => q !== p && this.committed[q]! + this.stack[q]! > cb);
    let rights: boolean;
    if (this.cfg.structure === 'fl') {
      rights = (!this.hasActed[p] || 2 * gap >= this.unit()) && (this.exempt() || this.betCount < 1 + (this.cfg.maxRaises ?? 3));
    } else rights = !this.hasActed[p] || gap >= this.lfr;
    if (st > gap && other && rights) {
      const allIn = this.committed[p]! + st;
      let min: number;
      let max: number;
      if (this.cfg.structure === 'nl') {
        min = cb + this.lfr;
        max = allIn;
      } else if (this.cfg.structure === 'pl') {
        min = cb + this.lfr;
        max = Math.min(allIn, Math.max(min, 2 * cb - this.committed[p]! + this.potTotal()));
      } else {
        min = max = this.fullLevel + this.unit();
      }
      if (allIn < min) min = max = allIn;
      res.raiseTo = { min, max };
    }
    return res;
  }
  act(a: { type: string; to?: number }): void {
    const p = this.toAct!;
    const cb = this.currentBet();
    const move = (to: number) => {
      const d = to - this.committed[p]!;
      this.stack[p]! -= d;
      this.committed[p] = to;
    };
    let type = a.type;
    let to = a.to ?? 0;
    if (type === 'all-in') {
      const allIn = this.committed[p]! + this.stack[p]!;
      if (allIn <= cb) type = 'call';
      else {
        type = 'raise';
        to = allIn;
      }
    }
    if (type === 'fold') this.folded[p] = true;
    else if (type === 'call') move(this.committed[p]! + Math.min(this.stack[p]!, cb - this.committed[p]!));
    else if (type === 'bet' || type === 'raise') {
      move(to);
      if (this.cfg.structure === 'fl') {
        if (2 * (to - this.fullLevel) >= this.unit()) {
          this.fullLevel = to;
          this.betCount++;
          if (!this.exempt() && this.betCount >= 1 + (this.cfg.maxRaises ?? 3)) this.capped = true;
        }
      } else if (to - cb >= this.lfr) this.lfr = to - cb;
      this.lastAggressor = p;
      if (this.street === 3) this.riverAggressor = p;
    }
    this.hasActed[p] = true;
    this.cursor = p;
    this.toAct = null;
    this.advance();
  }
  endRound(): void {
    this.toAct = null;
    const top = Math.max(...this.committed);
    const owners = [...Array(this.n).keys()].filter((p) => this.committed[p] === top);
    if (owners.length === 1 && top > 0) {
      const p = owners[0]!;
      const second = Math.max(0, ...this.committed.filter((_, q) => q !== p));
      const back = top - second;
      this.committed[p] = second;
      this.stack[p]! += back;
      this.returned[p]! += back;
    }
    for (let p = 0; p < this.n; p++) {
      this.contrib[p]! += this.committed[p]!;
      this.collected += this.committed[p]!;
      this.committed[p] = 0;
      this.nominalPost[p] = 0;
    }
    this.nominalBet = 0;
    if (this.nonFolded().length === 1) {
      this.complete = true;
      this.byFolds = true;
      return;
    }
    if (this.liveWithChips() <= 1 || this.street === 3) {
      this.complete = true;
      return;
    }
    this.street++;
    if (this.street === 3) this.reachedRiverBetting = true;
    this.hasActed.fill(false);
    this.lfr = this.cfg.bb;
    this.fullLevel = 0;
    this.betCount = 0;
    this.capped = false;
    this.startedHU = this.liveWithChips() === 2;
    this.cursor = this.cfg.button;
    this.advance();
  }
  /** R111 pots from the contributions (with the dead money in the first pot); the top single-contributor layer is returned (call once). */
  pots(): { amount: number; eligible: number[] }[] {
    const levels = [...new Set(this.contrib.filter((x) => x > 0))].sort((a, b) => a - b);
    const out: { amount: number; eligible: number[] }[] = [];
    let prev = 0;
    for (const lv of levels) {
      const contributors = [...Array(this.n).keys()].filter((p) => this.contrib[p]! >= lv);
      const amount = (lv - prev) * contributors.length;
      prev = lv;
      if (contributors.length === 1) {
        // R111 step 3: returned to its owner (R106 normally did it already; antes can leave one)
        this.stack[contributors[0]!]! += amount;
        this.returned[contributors[0]!]! += amount;
        this.contrib[contributors[0]!]! -= amount;
        continue;
      }
      const eligible = contributors.filter((p) => !this.folded[p]);
      const last = out[out.length - 1];
      if (last && last.eligible.join() === eligible.join()) last.amount += amount;
      else out.push({ amount, eligible });
    }
    if (out.length > 0) out[0]!.amount += this.dead;
    return out;
  }
  /** Clockwise order of seats starting left of the button (R115). */
  fromButton(seats: number[]): number[] {
    return [...seats].sort((a, b) => ((a - this.cfg.button - 1 + this.n) % this.n) - ((b - this.cfg.button - 1 + this.n) % this.n));
  }
}
