// An independent reference model of one hand of a flop game or a draw game (RULES.md section 16:
// forced bets, betting, pots, odd chips, showdown order, hi-lo halves; section 17 R210-R214: a draw
// game is a blind game with `rounds` betting rounds, the big bet from round `bigFrom` on; section 15
// R200-R204: stud in fixed limit, antes, the bring-in and its completion on third street, each
// round's opener given by the caller with open(), the round's bet sizes in `limits`), written
// from the rules text and not from the engine. Used by the engine's conformance test (packages/engine/test/conformance.test.ts) and
// by the soak (scripts/soak/) for differential checks: neither asks the engine for the answer.
// Plain JavaScript so that the soak runs it as is; its types are in referenceModel.d.mts.
class RefHand {
  constructor(cfg) {
    this.cfg = cfg;
    /** Betting rounds: 4 in the flop games, 2 in single draw and 4 in triple draw (R211). */
    this.rounds = cfg.rounds ?? 4;
    /** First round of big bets in fixed limit: the third in the flop games and triple draw, the second in single draw (R214). */
    this.bigFrom = cfg.bigFrom ?? 2;
    const n = this.n = cfg.stacks.length;
    this.stack = [...cfg.stacks];
    this.committed = Array(n).fill(0);
    this.contrib = Array(n).fill(0);
    this.folded = Array(n).fill(false);
    this.hasActed = Array(n).fill(false);
    this.returned = Array(n).fill(0);
    this.nominalPost = Array(n).fill(0);
    this.dealtIn = cfg.stacks.map((s) => s > 0);
    const players = this.dealtIn.filter(Boolean).length;
    /** Stud (R200-R204): antes, no blinds; each round's opener is an input (open), the first one owes the bring-in. */
    this.stud = cfg.stud ?? null;
    if (this.stud) {
      this.sbSeat = this.bbSeat = -1;
    } else if (players === 2) {
      this.sbSeat = cfg.button;
      this.bbSeat = this.next(cfg.button);
    } else {
      this.sbSeat = this.next(cfg.button);
      this.bbSeat = this.next(this.sbSeat);
    }
    if (cfg.ante && cfg.ante.mode === "each") {
      for (let p = 0; p < n; p++) if (this.dealtIn[p]) {
        const a = Math.min(cfg.ante.amount, this.stack[p]);
        this.stack[p] -= a;
        this.contrib[p] += a;
        this.collected += a;
      }
    }
    const post = (p, amt) => {
      const a = Math.min(amt, this.stack[p]);
      this.stack[p] -= a;
      this.committed[p] += a;
      this.nominalPost[p] = amt;
    };
    let bbDead = 0;
    let liveAnte = false;
    if (cfg.ante && cfg.ante.mode === "big-blind" && (cfg.bbAnteOrder ?? "blind-first") === "ante-first") {
      bbDead = Math.min(cfg.ante.amount, this.stack[this.bbSeat]);
      this.stack[this.bbSeat] -= bbDead;
      liveAnte = this.stack[this.bbSeat] === 0;
    }
    if (this.stud) {
      this.lfr = 0;
      this.cursor = cfg.button;
      this.startedHU = this.liveWithChips() === 2;
      this.advance();
      this.awaitOpener();
      return;
    }
    if (cfg.bomb) {
      // R233: every player antes, no blinds, no first round: the second round opens left of the button
      for (let p = 0; p < n; p++) if (this.dealtIn[p]) {
        const a = Math.min(cfg.bomb.ante, this.stack[p]);
        this.stack[p] -= a;
        this.contrib[p] += a;
        this.collected += a;
      }
      this.street = 1;
      if (this.street === this.rounds - 1) this.reachedRiverBetting = true;
      this.lfr = cfg.structure === "fl" ? 0 : cfg.bb;
      this.cursor = cfg.button;
      this.startedHU = this.liveWithChips() === 2;
      if (this.liveWithChips() <= 1) {
        this.complete = true;
        return;
      }
      this.advance();
      return;
    }
    post(this.sbSeat, cfg.sb);
    post(this.bbSeat, cfg.bb);
    if (cfg.ante && cfg.ante.mode === "big-blind" && (cfg.bbAnteOrder ?? "blind-first") === "blind-first") {
      bbDead = Math.min(cfg.ante.amount, this.stack[this.bbSeat]);
      this.stack[this.bbSeat] -= bbDead;
    }
    if (liveAnte) {
      this.committed[this.bbSeat] += bbDead;
      this.liveAnte = bbDead;
      bbDead = 0;
    }
    this.dead = bbDead;
    this.collected += bbDead;
    this.nominalBet = cfg.bb;
    if (cfg.structure === "fl") {
      this.fullLevel = cfg.bb;
      this.betCount = 1;
      this.lfr = 0;
    } else this.lfr = cfg.bb;
    this.cursor = this.bbSeat;
    if (cfg.straddle) {
      this.straddler = this.next(this.bbSeat);
      post(this.straddler, cfg.straddle);
      this.nominalBet = cfg.straddle;
      this.lfr = (cfg.straddleMinRaise ?? "double-straddle") === "double-straddle" ? cfg.straddle : Math.max(cfg.bb, cfg.straddle - cfg.bb);
      this.cursor = this.straddler;
    }
    this.startedHU = this.liveWithChips() === 2;
    this.advance();
  }
  cfg;
  n;
  stack;
  committed;
  contrib;
  folded;
  hasActed;
  dealtIn;
  returned;
  dead = 0;
  /** R25: a BB stack that went whole into the ante (ante-first), live like a short blind. */
  liveAnte = 0;
  collected = 0;
  street = 0;
  // 0..rounds-1
  rounds = 4;
  bigFrom = 2;
  nominalBet = 0;
  nominalPost;
  lfr = 0;
  fullLevel = 0;
  betCount = 0;
  capped = false;
  startedHU = false;
  cursor = 0;
  toAct = null;
  complete = false;
  byFolds = false;
  lastAggressor = null;
  riverAggressor = null;
  reachedRiverBetting = false;
  sbSeat = -1;
  bbSeat = -1;
  straddler = -1;
  stud = null;
  /** Stud: the round waits for its opener (open) before anybody acts. */
  awaitingOpener = false;
  /** Stud third street: the seat that owes the bring-in, until it posts it or completes (R201). */
  bringInDue = null;
  /** R204: this round offers the small or the big bet until a big bet is made. */
  sizeChoice = false;
  lastFullSize = 0;
  awaitOpener() {
    if (this.stud && this.toAct !== null) {
      this.awaitingOpener = true;
      this.toAct = null;
    }
  }
  /**
   * Stud: the round's first actor (R201 on third street: the bring-in seat; R203 later: the best
   * showing), read by the caller from the cards; `openPair` says R204's choice of sizes applies.
   */
  open(seat, opts = {}) {
    if (!this.awaitingOpener) throw new Error(`the model does not wait for an opener (street ${this.street})`);
    if (!this.needsToAct(seat)) throw new Error(`the opener ${seat} cannot act`);
    this.awaitingOpener = false;
    this.toAct = seat;
    this.sizeChoice = opts.openPair === true && this.bigBetOf() > this.cfg.smallBet;
    if (this.street === 0 && this.stud.bringIn) this.bringInDue = seat;
  }
  bigBetOf() {
    return this.cfg.bigBet ?? 2 * this.cfg.smallBet;
  }
  bigMade() {
    return this.betCount > 0 && this.lastFullSize >= this.bigBetOf();
  }
  next(p) {
    for (let i = 1; i <= this.n; i++) {
      const q = (p + i) % this.n;
      if (this.dealtIn[q]) return q;
    }
    return p;
  }
  nonFolded() {
    return [...Array(this.n).keys()].filter((p) => this.dealtIn[p] && !this.folded[p]);
  }
  liveWithChips() {
    return this.nonFolded().filter((p) => this.stack[p] > 0).length;
  }
  currentBet() {
    return Math.max(this.nominalBet, ...this.committed);
  }
  unit() {
    const sm = this.cfg.smallBet;
    if (this.sizeChoice) return this.bigMade() ? this.bigBetOf() : sm;
    if (this.cfg.limits) return this.cfg.limits[this.street] === "big" ? this.bigBetOf() : sm;
    return this.street < this.bigFrom ? sm : this.cfg.bigBet ?? 2 * sm;
  }
  needsToAct(p) {
    if (!this.dealtIn[p] || this.folded[p] || this.stack[p] === 0) return false;
    if (this.hasActed[p] && this.committed[p] >= this.currentBet()) return false;
    return this.nonFolded().some((q) => q !== p && (this.stack[q] > 0 || this.committed[q] > this.committed[p]));
  }
  advance() {
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
  potTotal() {
    let s = this.collected;
    for (let p = 0; p < this.n; p++) {
      const ante = p === this.bbSeat ? this.liveAnte : 0;
      s += this.street === 0 ? ante + Math.max(this.committed[p] - ante, this.nominalPost[p]) : this.committed[p];
    }
    return s;
  }
  exempt() {
    const mode = this.cfg.headsUpCap ?? "uncap-when-two-remain";
    return mode === "uncap-when-two-remain" && this.liveWithChips() <= 2 && !this.capped || mode === "uncap-if-round-starts-heads-up" && this.startedHU;
  }
  legal() {
    if (this.awaitingOpener) throw new Error("the model waits for the round's opener (open)");
    if (this.toAct === null) return null;
    const p = this.toAct;
    const cb = this.currentBet();
    const gap = cb - this.committed[p];
    const st = this.stack[p];
    if (this.bringInDue === p) {
      // R201: post the bring-in or complete to the small bet; no fold, no check
      const res2 = { seat: p, fold: false, check: false, call: null, raiseTo: null, bringIn: Math.min(this.stud.bringIn, st) };
      if (this.stud.mayComplete !== false) res2.raiseTo = this.raiseBounds(p, cb, gap, st);
      return res2;
    }
    const res = { seat: p, fold: gap > 0 || this.cfg.allowOpenFold === true, check: gap === 0, call: gap > 0 ? Math.min(st, gap) : null, raiseTo: this.raiseBounds(p, cb, gap, st), bringIn: null };
    return res;
  }
  raiseBounds(p, cb, gap, st) {
    const other = this.nonFolded().some((q) => q !== p && this.committed[q] + this.stack[q] > cb);
    let rights;
    if (this.cfg.structure === "fl") {
      rights = (!this.hasActed[p] || 2 * gap >= this.unit()) && (this.exempt() || this.betCount < 1 + (this.cfg.maxRaises ?? 3));
    } else rights = !this.hasActed[p] || gap >= this.lfr;
    if (st > gap && other && rights) {
      const allIn = this.committed[p] + st;
      let min;
      let max;
      if (this.cfg.structure === "nl") {
        min = cb + this.lfr;
        max = allIn;
      } else if (this.cfg.structure === "pl") {
        min = cb + this.lfr;
        max = Math.min(allIn, Math.max(min, 2 * cb - this.committed[p] + this.potTotal()));
      } else {
        min = max = this.fullLevel + this.unit();
        if (this.sizeChoice && !this.bigMade()) max = this.fullLevel + this.bigBetOf();
      }
      if (allIn < min) min = max = allIn;
      if (allIn < max) max = allIn;
      return { min, max };
    }
    return null;
  }
  act(a) {
    const p = this.toAct;
    const cb = this.currentBet();
    const move = (to2) => {
      const d = to2 - this.committed[p];
      this.stack[p] -= d;
      this.committed[p] = to2;
    };
    let type = a.type;
    let to = a.to ?? 0;
    if (type === "all-in") {
      const allIn = this.committed[p] + this.stack[p];
      if (allIn <= cb) type = "call";
      else {
        type = "raise";
        to = allIn;
      }
    }
    if (type === "bring-in") {
      if (this.bringInDue !== p) throw new Error(`seat ${p} owes no bring-in`);
      move(this.committed[p] + Math.min(this.stud.bringIn, this.stack[p]));
    } else if (type === "fold") this.folded[p] = true;
    else if (type === "call") move(this.committed[p] + Math.min(this.stack[p], cb - this.committed[p]));
    else if (type === "bet" || type === "raise") {
      move(to);
      if (this.cfg.structure === "fl") {
        if (2 * (to - this.fullLevel) >= this.unit()) {
          this.lastFullSize = to - this.fullLevel;
          this.fullLevel = to;
          this.betCount++;
          if (!this.exempt() && this.betCount >= 1 + (this.cfg.maxRaises ?? 3)) this.capped = true;
        }
      } else if (to - cb >= this.lfr) this.lfr = to - cb;
      this.lastAggressor = p;
      if (this.street === this.rounds - 1) this.riverAggressor = p;
    }
    this.bringInDue = null;
    this.hasActed[p] = true;
    this.cursor = p;
    this.toAct = null;
    this.advance();
  }
  endRound() {
    this.toAct = null;
    const top = Math.max(...this.committed);
    const owners = [...Array(this.n).keys()].filter((p) => this.committed[p] === top);
    if (owners.length === 1 && top > 0) {
      const p = owners[0];
      const second = Math.max(0, ...this.committed.filter((_, q) => q !== p));
      const back = top - second;
      this.committed[p] = second;
      this.stack[p] += back;
      this.returned[p] += back;
    }
    for (let p = 0; p < this.n; p++) {
      this.contrib[p] += this.committed[p];
      this.collected += this.committed[p];
      this.committed[p] = 0;
      this.nominalPost[p] = 0;
    }
    this.nominalBet = 0;
    if (this.nonFolded().length === 1) {
      this.complete = true;
      this.byFolds = true;
      return;
    }
    if (this.liveWithChips() <= 1 || this.street === this.rounds - 1) {
      this.complete = true;
      return;
    }
    this.street++;
    if (this.street === this.rounds - 1) this.reachedRiverBetting = true;
    this.hasActed.fill(false);
    this.lfr = this.cfg.bb;
    this.fullLevel = 0;
    this.betCount = 0;
    this.capped = false;
    this.sizeChoice = false;
    this.lastFullSize = 0;
    this.startedHU = this.liveWithChips() === 2;
    this.cursor = this.cfg.button;
    this.advance();
    this.awaitOpener();
  }
  /** R111 pots from the contributions (with the dead money in the first pot); the top single-contributor layer is returned (call once). */
  pots() {
    const levels = [...new Set(this.contrib.filter((x) => x > 0))].sort((a, b) => a - b);
    const out = [];
    let prev = 0;
    for (const lv of levels) {
      const contributors = [...Array(this.n).keys()].filter((p) => this.contrib[p] >= lv);
      const amount = (lv - prev) * contributors.length;
      prev = lv;
      if (contributors.length === 1) {
        this.stack[contributors[0]] += amount;
        this.returned[contributors[0]] += amount;
        this.contrib[contributors[0]] -= amount;
        continue;
      }
      const eligible = contributors.filter((p) => !this.folded[p]);
      const last = out[out.length - 1];
      if (last && last.eligible.join() === eligible.join()) last.amount += amount;
      else out.push({ amount, eligible });
    }
    if (out.length > 0) out[0].amount += this.dead;
    return out;
  }
  /** Clockwise order of seats starting left of the button (R115). */
  fromButton(seats) {
    return [...seats].sort((a, b) => (a - this.cfg.button - 1 + this.n) % this.n - (b - this.cfg.button - 1 + this.n) % this.n);
  }
}
function refOutcome(ref, strength, low, firstToShow = null) {
  const pots = ref.pots();
  const stacks = [...ref.stack];
  const highWinners = [];
  const lowWinners = [];
  const split = (amount, winners) => {
    const share = Math.floor(amount / winners.length);
    winners.forEach((w, k) => stacks[w] += share + (k < amount - share * winners.length ? 1 : 0));
  };
  if (ref.byFolds) {
    const w = ref.nonFolded()[0];
    for (const p of pots) {
      highWinners.push([w]);
      lowWinners.push([]);
    }
    stacks[w] += pots.reduce((s, p) => s + p.amount, 0) + (pots.length === 0 ? ref.dead : 0);
  } else {
    for (const pot of pots) {
      const best = Math.max(...pot.eligible.map(strength));
      const high = ref.fromButton(pot.eligible.filter((p) => strength(p) === best));
      const lows = low === null ? [] : pot.eligible.filter((p) => low(p) !== null);
      let lowSeats = [];
      if (low !== null && lows.length > 0 && pot.eligible.length > 1) {
        const bestLow = Math.max(...lows.map((p) => low(p)));
        lowSeats = ref.fromButton(lows.filter((p) => low(p) === bestLow));
        split(Math.ceil(pot.amount / 2), high);
        split(Math.floor(pot.amount / 2), lowSeats);
      } else split(pot.amount, high);
      highWinners.push([...high].sort((a, b) => a - b));
      lowWinners.push([...lowSeats].sort((a, b) => a - b));
    }
  }
  let shown = [];
  let allInShowdown = false;
  if (!ref.byFolds) {
    const live = ref.nonFolded();
    allInShowdown = live.some((p) => ref.stack[p] === 0) || !ref.reachedRiverBetting;
    if (allInShowdown) shown = [...live].sort((a, b) => a - b);
    else {
      // R126: the river aggressor, else the seat that would act first (stud: the best hand showing, given by the caller)
      const first = ref.riverAggressor ?? firstToShow ?? ref.fromButton(live)[0];
      const order = [...live].sort((a, b) => (a - first + ref.n) % ref.n - (b - first + ref.n) % ref.n);
      let best = -Infinity;
      let bestLow = -Infinity;
      for (const p of order) {
        const l = low === null ? null : low(p);
        const lk = l ?? -Infinity;
        if (ref.cfg.autoMuck === false || strength(p) >= best || l !== null && lk >= bestLow) {
          shown.push(p);
          best = Math.max(best, strength(p));
          bestLow = Math.max(bestLow, lk);
        }
      }
    }
  }
  return { pots, highWinners, lowWinners, returned: [...ref.returned], stacks, shown, allInShowdown };
}
/**
 * Every board of every run as a hand's log dealt them (R230, R232): `runs[r][b]`; a run shares the
 * streets dealt before betting closed and has its own for the rest.
 */
function refBoards(log, boards) {
  const streets = [];
  const dealt = new Map();
  let runs = 1;
  for (const e of log) {
    if (e.type !== "board") continue;
    if (!streets.includes(e.street)) streets.push(e.street);
    const run = e.run ?? 0;
    runs = Math.max(runs, run + 1);
    dealt.set(`${e.street}/${run}/${e.board ?? 0}`, e.cards);
  }
  const out = [];
  for (let r = 0; r < runs; r++) {
    const run = [];
    for (let b = 0; b < boards; b++) run.push(streets.flatMap((st) => dealt.get(`${st}/${r}/${b}`) ?? dealt.get(`${st}/0/${b}`) ?? []));
    out.push(run);
  }
  return out;
}
/** `amount` in `k` parts, the remainder one chip at a time to the first parts (R231, R232). */
function refDivide(amount, k) {
  return Array.from({ length: k }, (_, i) => Math.floor(amount / k) + (i < amount % k ? 1 : 0));
}
/**
 * The end of a hand with several boards or runs (R231, R232): each of the model's pots divided into
 * one part per run, then per board, each part awarded to the best eligible hands on its board
 * (`strength(seat, r, b)`; `low(seat, r, b)` null without a qualifying low, R168), odd chips
 * clockwise from the left of the button (R115). Returns the final stacks and each pot's parts.
 */
function refPartsOutcome(ref, runs, boards, strength, low) {
  const pots = ref.pots();
  const stacks = [...ref.stack];
  const split = (amount, winners) => {
    const share = Math.floor(amount / winners.length);
    winners.forEach((w, k) => stacks[w] += share + (k < amount - share * winners.length ? 1 : 0));
  };
  const parts = pots.map((pot) => {
    const out = [];
    refDivide(pot.amount, runs).forEach((runAmount, r) => {
      refDivide(runAmount, boards).forEach((amount, b) => {
        const best = Math.max(...pot.eligible.map((p) => strength(p, r, b)));
        const high = ref.fromButton(pot.eligible.filter((p) => strength(p, r, b) === best));
        let lowSeats = [];
        const lows = low === null ? [] : pot.eligible.filter((p) => low(p, r, b) !== null);
        if (lows.length > 0 && pot.eligible.length > 1) {
          const bestLow = Math.max(...lows.map((p) => low(p, r, b)));
          lowSeats = ref.fromButton(lows.filter((p) => low(p, r, b) === bestLow));
          split(Math.ceil(amount / 2), high);
          split(Math.floor(amount / 2), lowSeats);
        } else split(amount, high);
        out.push({ run: r, board: b, amount, highWinners: [...high].sort((x, y) => x - y), lowWinners: [...lowSeats].sort((x, y) => x - y) });
      });
    });
    return out;
  });
  return { pots, parts, stacks, returned: [...ref.returned] };
}
export {
  RefHand,
  refBoards,
  refOutcome,
  refPartsOutcome
};
