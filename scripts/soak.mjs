// `npm run soak`: plays N fuzzed hands (default 1,000,000) through the built packages (dist) and
// checks the engine's invariants at every step. Not part of `npm test`.
//
//   node --expose-gc scripts/soak.mjs [--hands N] [--seed S] [--heap-every N] [--heap-growth F]
//
// Every hand draws, from one seeded RNG per hand (so any failure reproduces alone with
// `--seed S --only I`): a variant (every built-in, stud and draw games included, Greek Hold'em, and
// double-board Hold'em and PLO (R230) composed with defineVariant; stud hands bring in, complete and keep to R204's sizes, and under manual
// dealing get each street's cards, also in an all-in run-out), a betting
// structure (no limit, pot limit, or one of 80 fixed-limit structures: four stakes, maxRaises 0..4,
// every headsUpCap), 2..max players
// with empty seats between them, deep or short stacks (blinds and antes posted all-in), antes
// (each / big-blind with both bbAnteOrder), straddles (both straddleMinRaise), allowOpenFold and
// autoMuck, bomb pots (R233) and running the board 2 or 3 times or as the players ask (R232), and seeded, explicit-deck or manual dealing. It then plays random legal actions and
// random illegal ones, and now and then (at betting decisions, and under manual dealing while the
// hand waits for cards) persists the hand through JSON and plays the restored copy alongside the
// original.
//
// Checked at every step (the first failures are printed with a reproduction, and the exit code is 1):
// - R0.5 chips: sum(stacks) + collected + sum(committed) = starting total, and contributions +
//   dead = collected + committed; at the end, final stacks sum to the start, payouts equal the pots,
//   payouts + returned = every chip put in, and each final stack = stack + payout + return;
// - R102 R114 R168 winners: the last player left wins every pot; at showdown each pot (each half
//   in hi-lo) goes to its best eligible hands, by an independent evaluateHand / evaluateLow; with
//   several boards or runs each pot's parts are divided and awarded per R231/R232 on the boards the
//   log dealt (and the reference model's refPartsOutcome checks the final stacks);
// - R5 cards: hole cards, board, burns and deck are distinct cards of the variant's deck (and make
//   the whole deck when the engine deals);
// - views: a seat sees its own cards, another seat's only once exposed by an all-in with betting
//   closed (R127) or shown at showdown; a spectator sees none before that; no view carries the
//   deck, burns or seed, and no log line in a view carries a hidden card;
// - progress: toAct set implies legalActions() offers something for that seat; every offered action
//   is accepted; a hand finishes within a bounded number of steps;
// - illegal actions throw IllegalActionError and leave persist() unchanged (R0.3); bad manual
//   deals throw DealingError and change nothing;
// - persist/restore: restoreHand(JSON copy) continues exactly like the original (same legal
//   actions, same persisted state, same result).
// Heap: with --expose-gc, every --heap-every hands (default 100,000) gc() runs and heapUsed is
// recorded; the run fails when the mean of the last third exceeds the first third by more than
// --heap-growth (default 1.5 = 50 %).
import { createRng, formatCard, parseCard, rankOf } from '@pokerchart/cards';
import { noLimit, potLimit, fixedLimit, IllegalActionError } from '@pokerchart/betting';
import { createHand, restoreHand, defineVariant, variantDeck, variantSteps, firstToActSeat, DealingError, HandOptionsError } from '@pokerchart/engine';
import { variants, texasHoldem } from '@pokerchart/variants';
import { evaluateHand, evaluateLow } from '@pokerchart/evaluator';
import { RefHand, refBoards, refOutcome, refPartsOutcome } from './referenceModel.mjs';

// ---------------------------------------------------------------- arguments
const args = process.argv.slice(2);
const OPTIONS = ['hands', 'seed', 'only', 'heap-every', 'heap-growth'];
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: node --expose-gc scripts/soak.mjs [--hands N] [--seed S] [--only I] [--heap-every N] [--heap-growth F]');
  console.log('Plays N fuzzed hands (default 1,000,000) and checks the engine invariants; see the head of this file.');
  process.exit(0);
}
for (let i = 0; i < args.length; i += 2) {
  const name = args[i]?.replace(/^--/, '');
  if (!args[i]?.startsWith('--') || !OPTIONS.includes(name)) {
    console.error(`soak: unknown option "${args[i]}" (options: ${OPTIONS.map((o) => '--' + o).join(', ')}; --help)`);
    process.exit(2);
  }
}
function arg(name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isFinite(v)) {
    console.error(`soak: --${name} needs a number`);
    process.exit(2);
  }
  return v;
}
const HANDS = arg('hands', 1_000_000);
const SEED = arg('seed', 1);
const ONLY = arg('only', -1);
const HEAP_EVERY = arg('heap-every', 100_000);
const HEAP_GROWTH = arg('heap-growth', 1.5);
const MAX_STEPS = 2_000;
const MAX_FAILURES_SHOWN = 5;

// ---------------------------------------------------------------- what is fuzzed
const greek = defineVariant({
  ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 },
});
// R230: two boards (double-board PLO seats nine: 4 x 9 hole cards + 2 x (5 board + 3 burns) = 52)
const doubleBoardHoldem = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
const doubleBoardPlo = defineVariant({ ...variants.find((v) => v.id === 'omaha'), id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });
const VARIANTS = [...variants, greek, doubleBoardHoldem, doubleBoardPlo];
const CAPS = ['uncap-when-two-remain', 'uncap-if-round-starts-heads-up', 'always-capped'];
const FIXED_LIMITS = [];
for (const smallBet of [2, 10, 40, 100]) {
  for (const maxRaises of [undefined, 0, 1, 2, 4]) {
    for (const headsUpCap of [undefined, ...CAPS]) {
      const bigBet = smallBet === 40 ? 120 : undefined; // one stake with a big bet of 3 small bets
      const opts = { smallBet, bigBet, maxRaises, headsUpCap };
      FIXED_LIMITS.push({
        smallBet, opts, betting: fixedLimit(opts),
        label: `fixedLimit(maxRaises ${maxRaises ?? 3}, ${headsUpCap ?? CAPS[0]})`,
      });
    }
  }
}
const decks = new Map(VARIANTS.map((v) => [v.id, variantDeck(v)]));
const deckMasks = new Map(VARIANTS.map((v) => {
  const mask = new Uint8Array(52);
  for (const c of variantDeck(v)) mask[c] = 1;
  return [v.id, mask];
}));

/** A 32-bit bijective hash (murmur3's finalizer). */
function mix32(x) {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Mixes a run seed and a hand index into the hand's 32-bit seed. (The seed is hashed before the
 * index is added: XOR-ing a small seed into the index only permutes the same set of hands.)
 */
function handSeedOf(seed, i) {
  return mix32((mix32(seed) + Math.imul(i, 0x9e3779b9)) >>> 0);
}

const pick = (rng, xs) => xs[rng.int(xs.length)];
const chance = (rng, p) => rng.float() < p;

/** Draws one hand's configuration. */
function drawConfig(rng) {
  const variant = pick(rng, VARIANTS);
  const k = rng.int(3);
  let betting;
  let bettingLabel;
  let smallBet = 0;
  let flOpts = null;
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
  const live = new Array(seatCount).fill(true);
  for (let e = 0; e < empty; e++) {
    let s;
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
  const options = { variant, betting, stacks, button, blinds };
  const features = [];
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
  const rules = {};
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
  let dealing;
  if (d < 0.7) dealing = 'seed';
  else if (d < 0.85) dealing = 'deck';
  else dealing = 'manual';
  // manual dealing has no R205 community card: eight stud hands of seven cards need 56 cards
  if (dealing === 'manual' && stud && seats.length > 7) dealing = 'seed';
  if (dealing === 'seed') options.dealing = { seed: rng.int(2 ** 31) };
  else if (dealing === 'deck') {
    const deck = decks.get(variant.id).slice();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    options.dealing = { deck: chance(rng, 0.5) ? deck : deck.map(formatCard) };
  } else options.dealing = 'manual';
  // R232: run the board more than once (fixed, or as the players ask); R233: bomb pots in blind games
  const boardGame = variant.streets.some((st) => st.board > 0) && !stud;
  if (boardGame && dealing !== 'manual' && chance(rng, 0.25)) {
    options.runItTimes = pick(rng, [2, 3, 'ask']);
    if (options.runItTimes === 'ask' && chance(rng, 0.5)) options.maxRuns = 1 + rng.int(4);
    features.push(`runItTimes ${options.runItTimes}`);
  }
  if (!stud && variant.streets.length > 1 && options.straddle === undefined && chance(rng, 0.12)) {
    delete options.ante;
    if (options.rules) delete options.rules.bbAnteOrder;
    options.bombPot = { ante: 1 + rng.int(2 * bb) };
    features.push('bomb pot');
  }
  if (variant.boards > 1) features.push(`${variant.boards} boards`);
  return { options, variantId: variant.id, bettingLabel, dealing, features, players: seats.length, kind: ['nl', 'pl', 'fl'][k], flOpts };
}

// ---------------------------------------------------------------- checks
class Broken extends Error {}
const sum = (xs) => { let t = 0; for (const x of xs) t += x; return t; };
function must(cond, what) {
  if (!cond) throw new Broken(what);
}

function checkChips(hand, total) {
  const b = hand.context.betting;
  const inPlay = sum(b.stacks) + b.collected + sum(b.committed);
  must(inPlay === total, `R0.5 chips: stacks ${sum(b.stacks)} + collected ${b.collected} + committed ${sum(b.committed)} = ${inPlay}, not ${total}`);
  must(sum(b.contributed) + b.dead === b.collected + sum(b.committed),
    `R0.5 chips: contributed ${sum(b.contributed)} + dead ${b.dead} != collected ${b.collected} + committed ${sum(b.committed)}`);
  for (let s = 0; s < b.seatCount; s++) {
    must(Number.isInteger(b.stacks[s]) && b.stacks[s] >= 0, `R0.1 seat ${s} stack ${b.stacks[s]}`);
    must(Number.isInteger(b.committed[s]) && b.committed[s] >= 0, `R0.1 seat ${s} committed ${b.committed[s]}`);
  }
}

const seenMark = new Uint8Array(64);
/** How many cards of board `i` each run deals (those dealt after betting closed), read from the run-2 log entries. */
function runLength(ctx, i) {
  let n = 0;
  for (const e of ctx.log) if (e.type === 'board' && e.run === 1 && (e.board ?? 0) === i) n += e.cards.length;
  return n;
}
function checkCards(hand, variantId) {
  const ctx = hand.context;
  const deck = decks.get(variantId);
  const allowed = deckMasks.get(variantId);
  seenMark.fill(0);
  let count = 0;
  const add = (list, where) => {
    for (const c of list) {
      must(Number.isInteger(c) && c >= 0 && c < 52 && allowed[c] === 1, `R5 ${where}: ${c} is not a card of the ${variantId} deck`);
      must(seenMark[c] === 0, `R5 ${where}: card ${formatCard(c)} appears twice`);
      seenMark[c] = 1;
      count++;
    }
  };
  for (let s = 0; s < ctx.holeCards.length; s++) if (ctx.holeCards[s]) add(ctx.holeCards[s], `seat ${s} hole cards`);
  add(ctx.board, 'board');
  ctx.extraBoards.forEach((b, i) => add(b, `board ${i + 2}`)); // R230
  // R232: each extra run adds the cards dealt after betting closed; the common part is already counted
  for (const [r, run] of ctx.runs.entries()) run.forEach((b, i) => add(b.slice((i === 0 ? ctx.board : ctx.extraBoards[i - 1]).length - runLength(ctx, i)), `run ${r + 2} board ${i + 1}`));
  add(ctx.burns, 'burns');
  add(ctx.deck, 'deck');
  // draw games: the discards and draw burns a reshuffle would use (R213); manual replacements may reuse them
  if (ctx.kinds.exchange && ctx.dealing !== 'manual') add(ctx.kinds.exchange.muck, 'muck');
  if (ctx.dealing !== 'manual') must(count === deck.length, `R5 ${count} cards accounted for, the deck has ${deck.length}`);
}

/** Whether `viewer` may see seat `s`'s hole cards now (R127 all-in exposure, showdown). */
function maySee(hand, viewer, s, shownSeats) {
  if (viewer === s) return true;
  const b = hand.context.betting;
  if (b.folded[s]) return false;
  if (b.bettingClosed && !hand.isComplete && b.status !== 'folded') return true; // exposed by an all-in (R127)
  if (hand.isComplete) return shownSeats.has(s) || hand.context.exposed[s];
  return hand.context.exposed[s] && b.bettingClosed;
}

const FORBIDDEN_KEYS = new Set(['deck', 'burns', 'seed', 'rng', 'betting', 'context']);
function walkKeys(value, path) {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) { value.forEach((v, i) => walkKeys(v, `${path}[${i}]`)); return; }
  for (const key of Object.keys(value)) {
    must(!FORBIDDEN_KEYS.has(key), `view leak: ${path}.${key} is in a view`);
    walkKeys(value[key], `${path}.${key}`);
  }
}

function checkView(hand, viewer) {
  const v = hand.view(viewer);
  const ctx = hand.context;
  const shown = new Set((hand.result?.shown ?? []).map((x) => x.seat));
  must(v.viewer === viewer, 'view.viewer');
  must(v.toAct === hand.toAct, `view.toAct ${v.toAct} != hand.toAct ${hand.toAct}`);
  walkKeys(v, 'view');
  const hidden = new Set([...ctx.deck, ...ctx.burns]);
  v.seats.forEach((seat, s) => {
    const dealt = ctx.holeCards[s];
    if (dealt === null) { must(seat === null, `view: seat ${s} is not dealt in but has a view`); return; }
    must(seat !== null, `view: dealt-in seat ${s} missing`);
    const may = maySee(hand, viewer, s, shown);
    if (!may) {
      must(seat.holeCards === null, `view leak: ${viewer} sees seat ${s}'s hole cards ${JSON.stringify(seat.holeCards)}`);
      for (const c of dealt) hidden.add(c);
    } else if (seat.holeCards !== null) {
      must(JSON.stringify(seat.holeCards) === JSON.stringify(dealt), `view: seat ${s}'s cards shown to ${viewer} differ from the dealt ones`);
    } else {
      must(viewer !== s || dealt.length === 0, `view: seat ${s} does not see its own cards`);
    }
  });
  must(JSON.stringify(v.board) === JSON.stringify(ctx.board), 'view: board differs');
  if (viewer !== hand.toAct) must(v.legalActions === null, `view: seat ${viewer} gets legal actions while ${hand.toAct} is to act`);
  for (const e of v.log) {
    // (a seat's own earlier cards, drawn and thrown away, may be back in the stub: it saw them, so that is no leak)
    if (e.type === 'dealt' && e.cards && e.seat !== viewer) for (const c of e.cards) must(!hidden.has(c), `view leak: log shows ${formatCard(c)} dealt to seat ${e.seat} to ${viewer}`);
    if (e.type === 'burned') must(e.card === null, `view leak: log shows burn card to ${viewer}`);
    if (e.type === 'shown') for (const c of e.cards) must(!hidden.has(c), `view leak: log shows a hidden card to ${viewer}`);
    if (e.type === 'discarded' && e.seat !== viewer) must(e.cards === null, `view leak: log shows seat ${e.seat}'s discards to ${viewer}`);
  }
}

function checkLegal(hand) {
  const la = hand.legalActions();
  if (hand.toAct === null) {
    must(la === null, `legalActions() ${JSON.stringify(la)} while nobody is to act`);
    return null;
  }
  must(la !== null, `toAct ${hand.toAct} but legalActions() is null`);
  must(la.seat === hand.toAct, `legalActions().seat ${la.seat} != toAct ${hand.toAct}`);
  must(la.fold || la.check || la.call !== null || la.raiseTo !== null || la.bringIn != null || la.discard !== null || la.runIt !== null, `legalActions() offers nothing to seat ${la.seat}: ${JSON.stringify(la)}`);
  if (la.discard) must(la.discard.min <= la.discard.max && !la.fold && !la.check && la.call === null && la.raiseTo === null, `a draw offers only discard: ${JSON.stringify(la)}`);
  if (la.raiseTo) must(la.raiseTo.min <= la.raiseTo.max && Number.isInteger(la.raiseTo.min) && Number.isInteger(la.raiseTo.max), `raiseTo ${JSON.stringify(la.raiseTo)}`);
  return la;
}

function checkEnd(hand, total) {
  const r = hand.result;
  must(r !== null, 'complete hand without result');
  const b = hand.context.betting;
  must(sum(r.stacks) === total, `R0.5 final stacks sum to ${sum(r.stacks)}, not ${total}`);
  const potSum = sum(r.pots.map((p) => p.amount));
  must(sum(r.payouts) === potSum, `R0.5 payouts ${sum(r.payouts)} != pots ${potSum}`);
  const putIn = sum(b.startStacks) - sum(b.stacks) + sum(b.returned);
  must(sum(r.payouts) + sum(r.returned) === putIn, `R0.5 payouts ${sum(r.payouts)} + returned ${sum(r.returned)} != chips put in ${putIn}`);
  for (let s = 0; s < r.stacks.length; s++) {
    const extra = r.returned[s] - b.returned[s];
    must(extra >= 0, `R106 seat ${s} returned shrank`);
    must(r.stacks[s] === b.stacks[s] + r.payouts[s] + extra, `R0.5 seat ${s} final stack ${r.stacks[s]} != ${b.stacks[s]} + ${r.payouts[s]} + ${extra}`);
  }
  for (const p of r.pots) {
    must(p.amount > 0, `empty pot ${JSON.stringify(p)}`);
    for (const w of p.winners) must(p.eligible.includes(w) && !b.folded[w], `R110 winner ${w} not eligible for ${JSON.stringify(p)}`);
  }
  for (let s = 0; s < r.payouts.length; s++) {
    if (r.payouts[s] > 0) must(r.pots.some((p) => p.winners.includes(s)), `seat ${s} paid ${r.payouts[s]} without winning a pot`);
  }
  const ctx = hand.context;
  // R113 R114: every pot goes to its best eligible hand(s), checked with an independent evaluation
  // (hi-lo pots split and are left to the engine's own tests)
  const variant = VARIANTS.find((v) => v.id === ctx.variantId);
  const live = ctx.dealOrder.filter((s) => !b.folded[s]);
  const boardCount = variant.boards ?? 1;
  const logRuns = refBoards(ctx.log, boardCount);
  if (live.length === 1) {
    for (const p of r.pots) must(JSON.stringify(p.winners) === JSON.stringify(live), `R102 pot ${JSON.stringify(p)} not won by the last player ${live[0]}`);
  } else if (boardCount > 1 || logRuns.length > 1) {
    // R231 R232: each pot in parts, one per board of every run, each to its best hands on its board
    const sorted = (xs) => JSON.stringify([...xs].sort((x, y) => x - y));
    for (const p of r.pots) {
      must(p.parts.length === logRuns.length * boardCount, `R231 R232 pot ${JSON.stringify(p)} has ${p.parts.length} parts, not ${logRuns.length} runs x ${boardCount} boards`);
      const byRun = Array.from({ length: logRuns.length }, (_, i) => Math.floor(p.amount / logRuns.length) + (i < p.amount % logRuns.length ? 1 : 0));
      p.parts.forEach((q, i) => {
        const run = Math.floor(i / boardCount);
        const board = i % boardCount;
        const want = Math.floor(byRun[run] / boardCount) + (board < byRun[run] % boardCount ? 1 : 0);
        must(q.run === run && q.board === board && q.amount === want, `R231 R232 part ${i} of ${JSON.stringify(p)} should be run ${run} board ${board} with ${want} chips`);
        const value = (seat) => evaluateHand({ hole: ctx.holeCards[seat], board: logRuns[run][board], rule: variant.selection, ranking: variant.ranking, ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}) }).strength;
        const best = Math.max(...p.eligible.map(value));
        must(sorted(q.highWinners) === sorted(p.eligible.filter((seat) => value(seat) === best)), `R231 part ${i} of ${JSON.stringify(p)}: high should go to the best hands on its board`);
      });
    }
  } else {
    const strength = new Map(live.map((s) => [s, evaluateHand({
      hole: ctx.holeCards[s], board: ctx.board, rule: variant.selection, ranking: variant.ranking,
      ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
    }).strength]));
    const lowOf = new Map(variant.low === undefined ? [] : live.map((s) => [s, evaluateLow({ hole: ctx.holeCards[s], board: ctx.board, rule: variant.selection })?.strength ?? null]));
    const bestOf = (eligible, value) => {
      const scored = eligible.filter((s) => value(s) !== null);
      if (scored.length === 0) return [];
      const best = Math.max(...scored.map(value));
      return scored.filter((s) => value(s) === best).sort((x, y) => x - y);
    };
    const sorted = (xs) => JSON.stringify([...xs].sort((x, y) => x - y));
    for (const p of r.pots) {
      const high = bestOf(p.eligible, (s) => strength.get(s));
      if (variant.low === undefined) {
        must(sorted(p.winners) === JSON.stringify(high), `R114 pot ${JSON.stringify(p)} should go to ${JSON.stringify(high)}`);
      } else {
        // R168: the high half to the best high hands, the low half to the best qualifying lows
        const low = p.eligible.length === 1 ? [] : bestOf(p.eligible, (s) => lowOf.get(s));
        must(sorted(p.highWinners) === JSON.stringify(high), `R168 pot ${JSON.stringify(p)}: high half should go to ${JSON.stringify(high)}`);
        must(sorted(p.lowWinners) === JSON.stringify(low), `R168 pot ${JSON.stringify(p)}: low half should go to ${JSON.stringify(low)}`);
      }
    }
  }
  must(JSON.stringify(r.holeCards) === JSON.stringify(ctx.holeCards), 'result.holeCards differ from the dealt cards');
  must(JSON.stringify(r.board) === JSON.stringify(ctx.board), 'result.board differs');
}

// ---------------------------------------------------------------- the reference model
/**
 * The reference model's configuration for a drawn hand (scripts/referenceModel.mjs), or null for
 * the few it does not model: equal blinds, or a big blind whose whole stack goes into an ante-first
 * big-blind ante.
 */
function refConfigOf(cfg) {
  const o = cfg.options;
  const steps = o.variant.steps ?? [];
  const rules = o.rules ?? {};
  const bets = variantSteps(o.variant).filter((st) => st.kind === 'bet');
  // stud (R200-R204): fixed limit only (the model has no bring-in for no limit or pot limit); antes
  // each or none; the opener of each round is the engine's (door cards and best showing are tested
  // elsewhere) and R204's open pair is read from the up cards by the soak (studOpenPair)
  if (bets.some((st) => st.opener === 'bring-in')) {
    if (cfg.kind !== 'fl' || (o.ante && o.ante.mode !== 'each')) return null;
    const rc = {
      structure: 'fl', stacks: o.stacks, button: o.button, sb: 0, bb: 0, rounds: bets.length,
      limits: bets.map((st) => st.limit ?? null), smallBet: cfg.flOpts.smallBet,
      stud: { bringIn: o.bringIn ?? Math.max(1, Math.floor(cfg.flOpts.smallBet / 3)), mayComplete: rules.bringInMay !== 'bring-in-only' },
    };
    if (cfg.flOpts.bigBet !== undefined) rc.bigBet = cfg.flOpts.bigBet;
    if (cfg.flOpts.maxRaises !== undefined) rc.maxRaises = cfg.flOpts.maxRaises;
    if (cfg.flOpts.headsUpCap !== undefined) rc.headsUpCap = cfg.flOpts.headsUpCap;
    if (o.ante) rc.ante = o.ante;
    if (rules.allowOpenFold) rc.allowOpenFold = true;
    if (rules.autoMuck === false) rc.autoMuck = false;
    return rc;
  }
  // draw games are blind games without a board (R210-R214): the model plays their betting rounds
  const draws = steps.some((st) => st.kind === 'exchange' && st.draw) && o.variant.streets.every((st) => st.board === 0);
  if (steps.some((st) => st.kind === 'exchange') && !draws) return null;
  if (o.variant.streets.length !== 4 && !draws) return null;
  const blinds = o.blinds ?? { small: Math.floor(cfg.flOpts.smallBet / 2), big: cfg.flOpts.smallBet };
  // equal blinds leave R46's "left of the largest blind" open to reading: not modelled
  if (blinds.small >= blinds.big) return null;
  const rc = { structure: cfg.kind, stacks: o.stacks, button: o.button, sb: blinds.small, bb: blinds.big };
  if (o.bombPot) rc.bomb = { ante: o.bombPot.ante }; // R233
  if (draws) {
    rc.rounds = o.variant.streets.length;
    // R214: the first round a bet step marks 'big' (without marks, fixedLimit's own: the third round)
    const big = bets.findIndex((st) => st.limit === 'big');
    rc.bigFrom = big >= 0 ? big : 2;
  }
  if (cfg.kind === 'fl') {
    rc.smallBet = cfg.flOpts.smallBet;
    if (cfg.flOpts.bigBet !== undefined) rc.bigBet = cfg.flOpts.bigBet;
    if (cfg.flOpts.maxRaises !== undefined) rc.maxRaises = cfg.flOpts.maxRaises;
    if (cfg.flOpts.headsUpCap !== undefined) rc.headsUpCap = cfg.flOpts.headsUpCap;
  }
  if (o.ante) rc.ante = o.ante;
  if (rules.bbAnteOrder) rc.bbAnteOrder = rules.bbAnteOrder;
  if (o.straddle !== undefined) rc.straddle = o.straddle === true ? 2 * blinds.big : o.straddle;
  if (rules.straddleMinRaise) rc.straddleMinRaise = rules.straddleMinRaise;
  if (rules.allowOpenFold) rc.allowOpenFold = true;
  if (rules.autoMuck === false) rc.autoMuck = false;
  const probe = new RefHand({ ...rc, ante: undefined });
  if (o.ante?.mode === 'big-blind' && (rules.bbAnteOrder ?? 'blind-first') === 'ante-first' && o.stacks[probe.bbSeat] <= o.ante.amount) return null;
  return rc;
}

const legalText = (la) => la && JSON.stringify({ seat: la.seat, fold: la.fold, check: la.check, call: la.call, raiseTo: la.raiseTo, bringIn: la.bringIn ?? null });

/**
 * R204 for the model: whether the stud round opening now offers the small or the big bet: its bet
 * step (or the rules' \`openPairBigBet\`) allows it and a live seat shows a pair among its up cards.
 */
function openPairNow(cfg, hand, street) {
  const step = variantSteps(cfg.options.variant).filter((st) => st.kind === 'bet')[street];
  if (step?.openPairBigBet === undefined) return false;
  if (!(cfg.options.rules?.openPairBigBet ?? step.openPairBigBet)) return false;
  const b = hand.context.betting;
  return hand.context.upCards.some((up, s) => up && b.dealtIn[s] && !b.folded[s] && new Set(up.map(rankOf)).size < up.length);
}

/** The hand's end against the model: pots, winners of each half, returns, final stacks by seat, showing order. */
function checkAgainstModel(hand, ref) {
  const r = hand.result;
  const ctx = hand.context;
  const variant = VARIANTS.find((v) => v.id === ctx.variantId);
  const strength = (s) => evaluateHand({
    hole: ctx.holeCards[s], board: ctx.board, rule: variant.selection, ranking: variant.ranking,
    ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
  }).strength;
  const low = variant.low === undefined ? null : (s) => evaluateLow({ hole: ctx.holeCards[s], board: ctx.board, rule: variant.selection })?.strength ?? null;
  must(ref.complete, `reference model: the hand is complete but the model is not (toAct ${ref.toAct})`);
  const boards = variant.boards ?? 1;
  const runs = refBoards(ctx.log, boards);
  if (!ref.byFolds && (boards > 1 || runs.length > 1)) {
    // R231 R232: every part of every pot on its own board, by the model's pots and an independent evaluation
    const on = (s, run, board) => evaluateHand({ hole: ctx.holeCards[s], board: runs[run][board], rule: variant.selection, ranking: variant.ranking, ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}) }).strength;
    const lowOn = variant.low === undefined ? null : (s, run, board) => evaluateLow({ hole: ctx.holeCards[s], board: runs[run][board], rule: variant.selection })?.strength ?? null;
    const wantParts = refPartsOutcome(ref, runs.length, boards, on, lowOn);
    const sortedSeats = (xs) => [...xs].sort((a, b) => a - b);
    const gotPots = r.pots.map((p) => ({ amount: p.amount, eligible: sortedSeats(p.eligible) }));
    must(JSON.stringify(gotPots) === JSON.stringify(wantParts.pots), `reference model R111: pots ${JSON.stringify(gotPots)}, model ${JSON.stringify(wantParts.pots)}`);
    const gotParts = r.pots.map((p) => p.parts.map((q) => ({ ...q, highWinners: sortedSeats(q.highWinners), lowWinners: sortedSeats(q.lowWinners) })));
    must(JSON.stringify(gotParts) === JSON.stringify(wantParts.parts), `reference model R231 R232: pot parts ${JSON.stringify(gotParts)}, model ${JSON.stringify(wantParts.parts)}`);
    must(JSON.stringify(r.runs) === JSON.stringify(runs), 'R230 R232 result.runs differ from the boards the log dealt');
    must(JSON.stringify(r.returned) === JSON.stringify(wantParts.returned), `reference model R106: returned ${JSON.stringify(r.returned)}, model ${JSON.stringify(wantParts.returned)}`);
    must(JSON.stringify(r.stacks) === JSON.stringify(wantParts.stacks), `reference model R115 R231 R232: final stacks ${JSON.stringify(r.stacks)}, model ${JSON.stringify(wantParts.stacks)}`);
    return;
  }
  // R126: in stud, with seventh street checked through, the best hand showing shows first (R203)
  const bets = variantSteps(variant).filter((st) => st.kind === 'bet');
  const lastBet = bets[bets.length - 1];
  let firstToShow = null;
  if (lastBet.opener === 'best-showing' && ref.reachedRiverBetting) {
    const upCards = ctx.upCards.map((up, s) => (up === null || ctx.betting.folded[s] ? null : up));
    const lowRanking = variant.ranking === 'ace-to-five-low' || variant.ranking === 'deuce-to-seven-low' ? variant.ranking : 'high';
    firstToShow = firstToActSeat({ upCards, opening: lastBet.reading ?? lowRanking, button: ctx.betting.button, canAct: upCards.map((u) => u !== null) });
  }
  const want = refOutcome(ref, strength, low, firstToShow);
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const gotPots = r.pots.map((p) => ({ amount: p.amount, eligible: sorted(p.eligible) }));
  must(JSON.stringify(gotPots) === JSON.stringify(want.pots), `reference model R111: pots ${JSON.stringify(gotPots)}, model ${JSON.stringify(want.pots)}`);
  const gotHigh = r.pots.map((p) => sorted(variant.low === undefined ? p.winners : p.highWinners ?? p.winners));
  must(JSON.stringify(gotHigh) === JSON.stringify(want.highWinners), `reference model R114: high winners ${JSON.stringify(gotHigh)}, model ${JSON.stringify(want.highWinners)}`);
  if (variant.low !== undefined) {
    const gotLow = r.pots.map((p) => sorted(p.lowWinners ?? []));
    must(JSON.stringify(gotLow) === JSON.stringify(want.lowWinners), `reference model R168: low halves to ${JSON.stringify(gotLow)}, model ${JSON.stringify(want.lowWinners)}`);
  }
  must(JSON.stringify(r.returned) === JSON.stringify(want.returned), `reference model R106: returned ${JSON.stringify(r.returned)}, model ${JSON.stringify(want.returned)}`);
  must(JSON.stringify(r.stacks) === JSON.stringify(want.stacks), `reference model R115 R168: final stacks ${JSON.stringify(r.stacks)}, model ${JSON.stringify(want.stacks)}`);
  const shown = r.shown.map((x) => x.seat);
  const gotShown = want.allInShowdown ? sorted(shown) : shown;
  must(JSON.stringify(gotShown) === JSON.stringify(want.shown), `reference model R126-R128: shown ${JSON.stringify(gotShown)}, model ${JSON.stringify(want.shown)}`);
}

// ---------------------------------------------------------------- actions
/** A random discard within the draw's bounds (R212): some of the seat's cards, in random order. */
function discardChoice(rng, la, held) {
  const n = la.discard.min + rng.int(la.discard.max - la.discard.min + 1);
  const cards = held.slice();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const out = cards.slice(0, n);
  return { type: 'discard', cards: chance(rng, 0.5) ? out : out.map(formatCard).join(' ') };
}

/** A discard the hand must refuse (R212): too many or too few, a card not held, a card twice, or a betting action. */
function illegalDiscard(rng, la, held, other) {
  const options = [{ type: 'check' }, { type: 'call' }, { type: 'fold' }, { type: 'discard', cards: 'Zz' }, { type: 'discard' }];
  if (la.discard.max < held.length) options.push({ type: 'discard', cards: held.slice(0, la.discard.max + 1) });
  if (la.discard.min > 0) options.push({ type: 'discard', cards: [] });
  if (other !== undefined) options.push({ type: 'discard', cards: [other] });
  if (held.length > 1 && la.discard.max >= 2) options.push({ type: 'discard', cards: [held[0], held[0]] });
  return pick(rng, options);
}

function legalChoice(rng, la, opening, allInTo, stack) {
  const options = [];
  if (la.bringIn != null) options.push({ type: 'bring-in' }, { type: 'bring-in' }); // R201
  if (la.fold) options.push({ type: 'fold' });
  if (la.check) options.push({ type: 'check' }, { type: 'check' }, { type: 'check' });
  if (la.call !== null) options.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (la.raiseTo) {
    const { min, max } = la.raiseTo;
    const word = opening ? 'bet' : 'raise';
    const r = rng.int(4);
    let to = r === 0 ? min : r === 1 ? max : min + rng.int(Math.min(max - min, 5 * min) + 1);
    if (la.raiseSizes !== undefined && la.raiseSizes.length > 0) to = pick(rng, la.raiseSizes); // R204: the small or the big bet
    options.push({ type: word, to });
    if (max === allInTo && chance(rng, 0.3)) options.push({ type: 'all-in' });
  } else if (la.call !== null && la.call === stack && chance(rng, 0.3)) options.push({ type: 'all-in' });
  return pick(rng, options);
}

function illegalChoice(rng, la, opening) {
  const word = opening ? 'bet' : 'raise';
  const other = opening ? 'raise' : 'bet';
  const options = [
    { type: 'dance' }, { type: word, to: Number.NaN }, { type: word, to: 1.5 }, { type: word, to: -1 },
    { type: word, to: '100' }, { type: word }, null, 'fold', { type: word, to: Number.POSITIVE_INFINITY },
  ];
  if (!la.check) options.push({ type: 'check' });
  if (!la.fold) options.push({ type: 'fold' });
  if (la.call === null) options.push({ type: 'call' });
  if (!la.raiseTo) options.push({ type: word, to: 10 }, { type: other, to: 10 });
  else {
    options.push({ type: word, to: la.raiseTo.min - 1 }, { type: word, to: la.raiseTo.max + 1 }, { type: other, to: la.raiseTo.min });
  }
  return pick(rng, options);
}

// ---------------------------------------------------------------- one hand
const stats = {
  hands: 0, steps: 0, illegal: 0, restores: 0, rejectedConfigs: 0, modelled: 0, modelledStud: 0,
  byVariant: new Map(), byBetting: new Map(), byDealing: new Map(), byPlayers: new Map(), byFeature: new Map(),
  rejected: new Map(),
};
const bump = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);

/** Plays hand `i`; returns null or a failure description. */
function playOne(i) {
  const hseed = handSeedOf(SEED, i);
  const rng = createRng(hseed);
  const cfg = drawConfig(rng);
  const trail = [];
  let hand;
  try {
    hand = createHand(cfg.options);
  } catch (error) {
    if (error instanceof HandOptionsError) {
      stats.rejectedConfigs++;
      bump(stats.rejected, error.code ?? error.message.slice(0, 60));
      return null;
    }
    return { i, hseed, cfg, trail, what: `createHand threw ${error?.constructor?.name}: ${error?.message}` };
  }
  const total = sum(cfg.options.stacks);
  const refConfig = refConfigOf(cfg);
  const ref = refConfig === null ? null : new RefHand(refConfig);
  let twin = null; // the original, followed alongside a restored copy
  const variant = cfg.options.variant;
  const betting = cfg.options.betting;
  const deckCards = decks.get(cfg.variantId);
  /** Persists the hand through JSON, restores it, plays on with the copy and keeps the original alongside. */
  const restore = () => {
    const saved = JSON.parse(JSON.stringify(hand.persist()));
    const restored = restoreHand(saved, { variant, betting });
    stats.restores++;
    trail.push('persist/restore');
    must(JSON.stringify(restored.persist()) === JSON.stringify(saved), 'restored hand persists differently');
    if (twin) twin.actor.stop();
    twin = hand;
    hand = restored;
  };
  try {
    let steps = 0;
    while (!hand.isComplete) {
      must(++steps <= MAX_STEPS, `hand not finished after ${MAX_STEPS} steps`);
      checkChips(hand, total);
      checkCards(hand, cfg.variantId);
      const phase = hand.context.phase;
      const awaiting = hand.context.kinds.exchange?.awaiting ?? null;
      if (awaiting !== null) {
        // manual dealing: the replacements of the seat that just discarded (R212)
        const ctx = hand.context;
        const used = new Set(ctx.board);
        ctx.holeCards.forEach((h) => h && h.forEach((c) => used.add(c)));
        const free = deckCards.filter((c) => !used.has(c));
        const cards = [];
        for (let t = 0; t < awaiting.count; t++) cards.push(free.splice(rng.int(free.length), 1)[0]);
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          let threw = null;
          try { hand.dealHole(awaiting.seat, cards.concat(free.slice(0, 1))); } catch (e) { threw = e; }
          trail.push('bad-replacements');
          must(threw instanceof DealingError, `bad replacements gave ${threw ? threw.constructor.name + ': ' + threw.message : 'no error'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 refused replacements changed the hand');
        }
        if (chance(rng, 0.05)) restore();
        trail.push(`dealHole(${awaiting.seat}, ${cards.map(formatCard).join('')})`);
        hand.dealHole(awaiting.seat, cards);
        if (twin) twin.dealHole(awaiting.seat, cards);
        continue;
      }
      if (phase === 'hole' || phase === 'board' || (phase === 'runout' && hand.context.dealing === 'manual')) {
        const ctx = hand.context;
        const used = new Set([...ctx.board, ...ctx.extraBoards.flat(), ...ctx.burns]);
        ctx.holeCards.forEach((h) => h && h.forEach((c) => used.add(c)));
        const free = deckCards.filter((c) => !used.has(c));
        const take = (n) => {
          const out = [];
          for (let t = 0; t < n; t++) out.push(free.splice(rng.int(free.length), 1)[0]);
          return out;
        };
        // a bad deal first, now and then: refused with DealingError, nothing changes
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          const bad = phase === 'hole'
            ? () => hand.dealHole(pick(rng, [-1, 99, ctx.dealOrder[0]]), [used.size > 0 ? [...used][0] : 60, 61])
            : () => hand.dealBoard(chance(rng, 0.5) ? [] : [...used].slice(0, 1).concat(take(0)));
          let threw = null;
          try { bad(); } catch (e) { threw = e; }
          trail.push('bad-deal');
          must(threw instanceof DealingError, `bad manual deal gave ${threw ? threw.constructor.name + ': ' + threw.message : 'no error'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 a refused deal changed the hand');
        }
        if (chance(rng, 0.05)) restore(); // a save while the hand waits for cards
        // the street being dealt: the first seat deal that a seat still in has not had (stud
        // deals one per street, R200, also in an all-in run-out; the flop games one, all hole cards)
        const seatDeals = (variant.steps ?? []).filter((st) => st.kind === 'seats').map((st) => st.cards.length);
        if (seatDeals.length === 0) seatDeals.push(variant.holeCards);
        if (phase === 'hole' || seatDeals.length > 1) {
          const live = ctx.dealOrder.filter((s) => !ctx.betting.folded[s]);
          let upTo = 0;
          let k = 0;
          for (; k < seatDeals.length; k++) {
            upTo += seatDeals[k];
            if (live.some((s) => ctx.holeCards[s].length < upTo)) break;
          }
          for (const s of live) {
            if (ctx.holeCards[s].length < upTo) {
              const cards = take(upTo - ctx.holeCards[s].length);
              const arg = chance(rng, 0.5) ? cards : cards.map(formatCard).join(' ');
              trail.push(`dealHole(${s}, ${cards.map(formatCard).join('')})`);
              hand.dealHole(s, arg);
              if (twin) twin.dealHole(s, arg);
            }
          }
        } else {
          let next = ctx.dealtStreet + 1;
          while (variant.streets[next].board === 0) next++;
          const street = variant.streets[next];
          const cards = take(street.board * (variant.boards ?? 1)); // R230: every board's cards, board 1 first
          trail.push(`dealBoard(${cards.map(formatCard).join('')})`);
          hand.dealBoard(cards);
          if (twin) twin.dealBoard(cards);
        }
        continue;
      }
      const la = checkLegal(hand);
      must(la !== null, `phase ${phase} state ${JSON.stringify(hand.state)} but nobody to act`);
      if (la.runIt !== null) {
        // R232: betting closed all-in and the hand asks how many runs; the model's betting is over
        must(!la.fold && !la.check && la.call === null && la.raiseTo === null && la.runIt.max >= 1, `a choice of runs offers only run-it: ${JSON.stringify(la)}`);
        if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          const bad = pick(rng, [{ type: 'run-it', times: la.runIt.max + 1 }, { type: 'run-it', times: 0 }, { type: 'check' }, { type: 'call' }]);
          let threw = null;
          try { hand.act(bad); } catch (e) { threw = e; }
          stats.illegal++;
          must(threw instanceof IllegalActionError, `illegal ${JSON.stringify(bad)} while runs are chosen: ${threw ? threw.message : 'accepted'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 a refused choice of runs changed the hand');
        }
        if (chance(rng, 0.05)) restore();
        const action = { type: 'run-it', times: 1 + rng.int(la.runIt.max) };
        trail.push(JSON.stringify(action));
        hand.act(action);
        if (twin) twin.act(action);
        continue;
      }
      if (la.discard !== null) {
        // a draw (R212): the reference model has no draws; it checks the betting around them
        const held = hand.context.holeCards[la.seat];
        if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
        if (chance(rng, 0.1)) checkView(hand, chance(rng, 0.2) ? 'spectator' : pick(rng, hand.context.dealOrder));
        if (chance(rng, 0.08)) {
          const other = hand.context.holeCards.find((h, s) => h && s !== la.seat && h.length > 0)?.[0];
          const bad = illegalDiscard(rng, la, held, other);
          const before = JSON.stringify(hand.persist());
          let threw = null;
          try { hand.act(bad); } catch (e) { threw = e; }
          stats.illegal++;
          trail.push(`illegal ${JSON.stringify(bad)}`);
          must(threw instanceof IllegalActionError, `illegal ${JSON.stringify(bad)} in a draw: ${threw ? `${threw.constructor.name}: ${threw.message}` : 'accepted'}`);
          must(JSON.stringify(hand.persist()) === before, `R0.3 refused ${JSON.stringify(bad)} changed the hand`);
        }
        if (chance(rng, 0.03)) restore();
        const action = discardChoice(rng, la, held);
        trail.push(JSON.stringify(action));
        try {
          hand.act(action);
        } catch (e) {
          throw new Broken(`discard ${JSON.stringify(action)} refused for ${JSON.stringify(la)}: ${e?.constructor?.name}: ${e?.message}`);
        }
        if (twin) twin.act(action);
        stats.steps++;
        continue;
      }
      if (ref && ref.awaitingOpener) ref.open(hand.toAct, { openPair: openPairNow(cfg, hand, ref.street) });
      if (ref) {
        const mine = ref.legal();
        must(hand.toAct === ref.toAct && legalText(la) === legalText(mine),
          `reference model R57-R96: seat to act ${hand.toAct}, legal actions ${legalText(la)}; model ${ref.toAct}, ${legalText(mine)}`);
      }
      if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
      if (chance(rng, 0.1)) checkView(hand, chance(rng, 0.2) ? 'spectator' : pick(rng, hand.context.dealOrder));
      // R61: 'bet' opens a round with nothing wagered (a stud completion by the bring-in seat too, R202)
      const opening = hand.context.betting.currentBet === 0;
      if (chance(rng, 0.08)) {
        const bad = illegalChoice(rng, la, opening);
        // the snapshot object is immutable: the same object after the refusal means nothing
        // changed; one refusal in ten is also compared through persist() as JSON
        const snap = hand.actor.getSnapshot();
        const before = chance(rng, 0.1) ? JSON.stringify(hand.persist()) : null;
        let threw = null;
        try { hand.act(bad); } catch (e) { threw = e; }
        stats.illegal++;
        trail.push(`illegal ${JSON.stringify(bad)}`);
        must(threw instanceof IllegalActionError,
          `illegal ${JSON.stringify(bad)} for ${JSON.stringify(la)}: ${threw ? `${threw.constructor.name}: ${threw.message}` : 'accepted'}`);
        const after = hand.actor.getSnapshot();
        if (after !== snap) {
          must(JSON.stringify([after.value, after.context]) === JSON.stringify([snap.value, snap.context]), `R0.3 refused ${JSON.stringify(bad)} changed the hand`);
        }
        if (before !== null) must(JSON.stringify(hand.persist()) === before, `R0.3 refused ${JSON.stringify(bad)} changed the persisted hand`);
      }
      if (chance(rng, 0.015)) restore();
      const bs = hand.context.betting;
      const action = legalChoice(rng, la, opening, bs.committed[la.seat] + bs.stacks[la.seat], bs.stacks[la.seat]);
      trail.push(JSON.stringify(action));
      try {
        hand.act(action);
      } catch (e) {
        throw new Broken(`offered action ${JSON.stringify(action)} refused for ${JSON.stringify(la)}: ${e?.constructor?.name}: ${e?.message}`);
      }
      if (twin) twin.act(action);
      if (ref) ref.act(action);
      stats.steps++;
    }
    checkChips(hand, total);
    checkCards(hand, cfg.variantId);
    checkEnd(hand, total);
    if (ref) checkAgainstModel(hand, ref);
    must(hand.legalActions() === null && hand.toAct === null, 'complete hand still offers actions');
    checkView(hand, 'spectator');
    checkView(hand, pick(rng, hand.context.dealOrder));
    if (twin) {
      must(twin.isComplete, 'the original did not finish with the restored copy');
      must(JSON.stringify(twin.result) === JSON.stringify(hand.result), 'restored hand ended with another result than the original');
      must(JSON.stringify(twin.persist()) === JSON.stringify(hand.persist()), 'restored hand ended in another state than the original');
    }
  } catch (error) {
    const what = error instanceof Broken ? error.message : `${error?.constructor?.name}: ${error?.message}\n${error?.stack?.split('\n').slice(1, 4).join('\n')}`;
    return { i, hseed, cfg, trail, what };
  } finally {
    hand.actor.stop();
    if (twin) twin.actor.stop();
  }
  stats.hands++;
  if (ref) stats.modelled++;
  if (ref?.stud) stats.modelledStud++;
  bump(stats.byVariant, cfg.variantId);
  bump(stats.byBetting, cfg.bettingLabel.split('(')[0]);
  if (cfg.bettingLabel.startsWith('fixedLimit')) bump(stats.byBetting, cfg.bettingLabel);
  bump(stats.byDealing, cfg.dealing);
  bump(stats.byPlayers, cfg.players);
  for (const f of cfg.features) bump(stats.byFeature, f);
  if (cfg.options.stacks.some((s) => s > 0 && s <= (cfg.options.blinds?.big ?? 1) * 2)) bump(stats.byFeature, 'short stack');
  return null;
}

// ---------------------------------------------------------------- main loop
function describeConfig(cfg) {
  const o = cfg.options;
  const dealing = typeof o.dealing === 'string' ? o.dealing : 'seed' in o.dealing ? `{ seed: ${o.dealing.seed} }` : '{ deck: [...] }';
  return `${cfg.variantId}, ${cfg.bettingLabel}, stacks ${JSON.stringify(o.stacks)}, button ${o.button}, blinds ${JSON.stringify(o.blinds)}` +
    `${o.ante ? `, ante ${JSON.stringify(o.ante)}` : ''}${o.straddle !== undefined ? `, straddle ${o.straddle}` : ''}` +
    `${o.rules ? `, rules ${JSON.stringify(o.rules)}` : ''}, dealing ${dealing}`;
}

const failures = [];
let failureCount = 0;
const heap = [];
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
const start = process.hrtime.bigint();
let lastPrint = Date.now();
const elapsed = () => Number(process.hrtime.bigint() - start) / 1e9;
const tty = process.stdout.isTTY;

console.log(`soak: ${ONLY >= 0 ? `hand ${ONLY}` : `${HANDS.toLocaleString('en-US')} hands`}, seed ${SEED}, ${VARIANTS.length} variants, node ${process.version}${gc ? '' : ' (no --expose-gc: heap not checked)'}`);
const first = ONLY >= 0 ? ONLY : 0;
const last = ONLY >= 0 ? ONLY + 1 : HANDS;
for (let i = first; i < last; i++) {
  const f = playOne(i);
  if (f) {
    failureCount++;
    if (failures.length < MAX_FAILURES_SHOWN) {
      failures.push(f);
      console.log(`${tty ? '\n' : ''}  broken: hand ${f.i}: ${f.what.split('\n')[0]} (node scripts/soak.mjs --seed ${SEED} --only ${f.i})`);
    }
  }
  if (gc && (i + 1) % HEAP_EVERY === 0) {
    gc();
    heap.push(process.memoryUsage().heapUsed);
  }
  if ((i & 255) === 0 && Date.now() - lastPrint > 3000) {
    lastPrint = Date.now();
    const line = `  ${(i + 1).toLocaleString('en-US')} hands, ${Math.round((i + 1 - first) / elapsed()).toLocaleString('en-US')} hands/s, broken: ${failureCount}`;
    if (tty) process.stdout.write(`\r${line}   `);
    else console.log(line);
  }
}
if (tty) process.stdout.write('\n');
const secs = elapsed();

const table = (title, m) => `  ${title}: ${[...m.entries()].sort((a, b) => (typeof a[0] === 'number' ? a[0] - b[0] : String(a[0]).localeCompare(String(b[0])))).map(([k, v]) => `${k} ${v}`).join(', ')}`;
console.log(`\nplayed ${stats.hands.toLocaleString('en-US')} hands (${stats.steps.toLocaleString('en-US')} actions, ${stats.illegal.toLocaleString('en-US')} illegal actions refused, ${stats.restores.toLocaleString('en-US')} persist/restore, ${stats.modelled.toLocaleString('en-US')} checked against the reference model, ${stats.modelledStud.toLocaleString('en-US')} of them stud) in ${secs.toFixed(1)} s: ${Math.round((last - first) / secs).toLocaleString('en-US')} hands/s`);
console.log(table('variants', stats.byVariant));
console.log(table('betting', stats.byBetting));
console.log(table('dealing', stats.byDealing));
console.log(table('players', stats.byPlayers));
console.log(table('features', stats.byFeature));
if (stats.rejectedConfigs > 0) console.log(`${table(`configurations refused by createHand (HandOptionsError, ${stats.rejectedConfigs})`, stats.rejected)}`);

let heapFailed = false;
if (heap.length >= 3) {
  const third = Math.max(1, Math.floor(heap.length / 3));
  const mean = (xs) => sum(xs) / xs.length;
  const a = mean(heap.slice(0, third));
  const b = mean(heap.slice(-third));
  const growth = b / a;
  heapFailed = growth > HEAP_GROWTH;
  console.log(`heap after gc() every ${HEAP_EVERY.toLocaleString('en-US')} hands (MiB): ${heap.map((h) => (h / 2 ** 20).toFixed(1)).join(', ')}`);
  console.log(`heap: last third / first third = ${growth.toFixed(3)} (limit ${HEAP_GROWTH}): ${heapFailed ? 'GROWS' : 'bounded'}`);
} else if (gc) {
  console.log(`heap: ${heap.length} samples (one every ${HEAP_EVERY.toLocaleString('en-US')} hands), too few to judge growth`);
}

if (failureCount > 0) {
  console.log(`\nBROKEN: ${failureCount} hand(s) broke an invariant; the first ${failures.length}:`);
  for (const f of failures) {
    console.log(`\n- hand ${f.i}: ${f.what}`);
    console.log(`  reproduce: node scripts/soak.mjs --seed ${SEED} --only ${f.i}`);
    console.log(`  config: ${describeConfig(f.cfg)}`);
    console.log(`  actions: ${f.trail.join(', ')}`);
  }
}
console.log(failureCount === 0 && !heapFailed ? '\nsoak: every invariant held' : '\nsoak: FAILED');
process.exit(failureCount === 0 && !heapFailed ? 0 : 1);
