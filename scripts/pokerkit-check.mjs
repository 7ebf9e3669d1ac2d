// Outside check: do PokerKit and pokerchart agree on the hands pokerchart exports? Not part of
// `npm test` (it needs Python 3.11 and PokerKit).
//
//   npm run build
//   POKERKIT_PATH=/tmp/pokerkit-0.7.4 node scripts/pokerkit-check.mjs [--hands N] [--seed S] [--keep DIR] [--show K]
//   POKERKIT_PATH=/tmp/pokerkit-0.7.4 node scripts/pokerkit-check.mjs --corpus
//
// POKERKIT_PATH: a folder holding the `pokerkit` package of https://github.com/uoftcprg/pokerkit
// at tag v0.7.4 (pure Python, no dependencies), for example
//   git -C <pokerkit clone> archive v0.7.4 | tar -x -C /tmp/pokerkit-0.7.4
// PYTHON: the interpreter (default python3; 3.11 or later, for tomllib).
//
// It plays N random hands (default 10,000) through the built packages, from one seeded RNG per hand:
// no-limit and fixed-limit hold'em, no-limit short-deck, pot-limit Omaha and fixed-limit Omaha hi-lo,
// 2 to 9 players with deep and short stacks (blinds and antes posted all-in), uniform antes,
// big-blind antes under both bbAnteOrder, straddles, and random legal actions with many all-ins;
// and, when @pokerchart/variants has them, the stud games (F7S, F7S/8, FR: antes, a bring-in,
// 2 to 8 players) and the draw games (N2L1D, F2L3D, FB: blinds, random discards, 2 to 6 players).
// --games F7S,FR,... plays only the games named.
// Each hand is exported with toPhh into one .phhs file; scripts/pokerkit-check.py replays every hand
// in PokerKit and compares PokerKit's finishing stacks with the file's (pokerchart's). Hands on
// which the two rule sets are known to differ (RULES Appendix A) are counted apart, each under the
// rule it involves; the rest must match.
//
// --corpus instead replays every hold'em-family file of the vendored PHH corpus
// (packages/phh/test/corpus) with replayPhh, exports the replays with toPhh, and has PokerKit read
// those files: all must reach the same finishing stacks.
//
// Fixed-limit hands use what PHH's FT and FO/8 mean (WSOP: a bet and four raises, capped heads-up
// too), and straddles use straddleMinRaise 'straddle-plus-bb' (as replayPhh reads them), because a
// PHH file carries neither option.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng } from '@pokerchart/cards';
import { compileForcedBets, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { omaha, omahaHiLo8, shortDeckHoldem, texasHoldem, variants } from '@pokerchart/variants';
import { parsePhh, replayPhh, serializePhh, toPhh } from '@pokerchart/phh';
import { readdirSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
const OPTIONS = ['hands', 'seed', 'keep', 'show', 'corpus', 'games'];
const CORPUS = args.includes('--corpus');
if (CORPUS) args.splice(args.indexOf('--corpus'), 1, '--corpus', 'yes');
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: POKERKIT_PATH=<pokerkit source> node scripts/pokerkit-check.mjs [--hands N] [--seed S] [--keep DIR] [--show K] [--games NT,F7S,...] [--corpus]');
  process.exit(0);
}
for (let i = 0; i < args.length; i += 2) {
  if (!args[i]?.startsWith('--') || !OPTIONS.includes(args[i].slice(2))) {
    console.error(`pokerkit-check: unknown option "${args[i]}" (options: ${OPTIONS.map((o) => '--' + o).join(', ')})`);
    process.exit(2);
  }
}
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : args[i + 1];
};
const HANDS = Number(arg('hands', 10000));
const SEED = Number(arg('seed', 1));
const SHOW = Number(arg('show', 3));
const keep = arg('keep', undefined);

const builtIn = (id) => variants.find((v) => v.id === id);
const ALL_GAMES = [
  { code: 'NT', variant: texasHoldem, betting: () => noLimit(), weight: 5, family: 'board' },
  { code: 'NS', variant: shortDeckHoldem, betting: () => noLimit(), weight: 1, family: 'board' },
  { code: 'PO', variant: omaha, betting: () => potLimit(), weight: 2, family: 'board' },
  { code: 'FT', variant: texasHoldem, betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'board' },
  { code: 'FO/8', variant: omahaHiLo8, betting: (rng) => fixedLimit(limits(rng)), weight: 1, family: 'board' },
  { code: 'F7S', variant: builtIn('seven-card-stud'), betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'stud' },
  { code: 'F7S/8', variant: builtIn('seven-card-stud-hilo8'), betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'stud' },
  { code: 'FR', variant: builtIn('razz'), betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'stud' },
  { code: 'N2L1D', variant: builtIn('deuce-to-seven-single-draw'), betting: () => noLimit(), weight: 2, family: 'draw' },
  { code: 'F2L3D', variant: builtIn('deuce-to-seven-triple-draw'), betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'draw' },
  { code: 'FB', variant: builtIn('badugi'), betting: (rng) => fixedLimit(limits(rng)), weight: 2, family: 'draw' },
];
const only = arg('games', undefined)?.split(',');
const GAMES = ALL_GAMES.filter((g) => g.variant !== undefined && (only === undefined || only.includes(g.code)));
if (GAMES.length === 0) {
  console.error(`pokerchart-check: no game to play (--games ${only?.join(',')}; built-ins present: ${ALL_GAMES.filter((g) => g.variant).map((g) => g.code).join(', ')})`);
  process.exit(2);
}

/** Fixed-limit options: the default cap (a bet and 3 raises, uncapped heads-up) or PHH's (a bet and 4 raises, always capped). */
function limits(rng) {
  return rng() < 0.5 ? { smallBet: 10 } : { smallBet: 10, maxRaises: 4, headsUpCap: 'always-capped' };
}

function pick(rng, list) {
  return list[Math.floor(rng() * list.length)];
}

/** One random hand's options, or null when the draw is not a legal table (then the next seed is used). */
function randomOptions(rng) {
  const game = pick(rng, GAMES.flatMap((g) => new Array(g.weight).fill(g)));
  const players = 2 + Math.floor(rng() * (game.family === 'stud' ? 7 : game.family === 'draw' ? 5 : 8));
  const short = rng() < 0.3; // tables where stacks can be below a blind or an ante
  const stacks = Array.from({ length: players }, () =>
    short && rng() < 0.4 ? 1 + Math.floor(rng() * 25) : 20 + Math.floor(rng() * (rng() < 0.5 ? 200 : 2000)),
  );
  const button = Math.floor(rng() * players);
  const options = { variant: game.variant, betting: game.betting(rng), stacks, button, dealing: { seed: Math.floor(rng() * 2 ** 31) } };
  const rules = {};
  if (game.family === 'stud') {
    // antes and a bring-in below the small bet of 10 (R200, R201); F7S with or without R204's
    // open-pair big bet on fourth street, which PHH (PokerKit) does not have
    const ante = Math.floor(rng() * 4);
    if (ante > 0) options.ante = { amount: ante, mode: 'each' };
    options.bringIn = 1 + Math.floor(rng() * 9);
    if (game.code === 'F7S') rules.openPairBigBet = rng() < 0.3;
    options.rules = rules;
    return { game, options };
  }
  if (game.code !== 'FT' && game.code !== 'FO/8') options.blinds = { small: 5, big: 10 };
  const a = rng();
  if (a < 0.2) options.ante = { amount: 1 + Math.floor(rng() * 5), mode: 'each' };
  else if (a < 0.45) {
    options.ante = { amount: rng() < 0.7 ? 10 : 5 + Math.floor(rng() * 15), mode: 'big-blind' };
    rules.bbAnteOrder = rng() < 0.5 ? 'blind-first' : 'ante-first';
  }
  if ((game.code === 'NT' || game.code === 'PO') && players >= 3 && rng() < 0.15) {
    options.straddle = 20 + (rng() < 0.3 ? 10 * Math.floor(rng() * 3) : 0);
    rules.straddleMinRaise = 'straddle-plus-bb';
  }
  options.rules = rules;
  return { game, options };
}

function playRandom(hand, rng) {
  for (let steps = 0; !hand.isComplete; steps++) {
    if (steps > 500) throw new Error('hand did not finish');
    const legal = hand.legalActions();
    if (legal.discard != null) {
      // R212: throw away a random number of random cards (standing pat included)
      const held = [...hand.view('spectator').seats[legal.seat].holeCards ?? hand.context.holeCards[legal.seat]];
      const { min, max } = legal.discard;
      const count = min + Math.floor(rng() * (Math.min(max, held.length) - min + 1));
      const cards = [];
      for (let i = 0; i < count; i++) cards.push(held.splice(Math.floor(rng() * held.length), 1)[0]);
      hand.act({ type: 'discard', cards });
      continue;
    }
    const choices = [];
    if (legal.bringIn != null) choices.push({ type: 'bring-in' }, { type: 'bring-in' });
    if (legal.fold) choices.push({ type: 'fold' });
    if (legal.check) choices.push({ type: 'check' }, { type: 'check' }, { type: 'check' });
    if (legal.call !== null) choices.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
    if (legal.raiseTo !== null) {
      const { min, max } = legal.raiseTo;
      const seat = hand.view('spectator').seats[legal.seat];
      const word = hand.context.betting.currentBet === 0 ? 'bet' : 'raise';
      // R204: with an open pair on fourth street only the small or the big bet (raiseSizes)
      const sized = legal.raiseSizes;
      const to = sized !== undefined && sized.length > 0 ? pick(rng, sized) : min + Math.floor(rng() * rng() * (max - min + 1));
      choices.push({ type: word, to }, { type: word, to: min });
      if (max === seat.committed + seat.stack) choices.push({ type: 'all-in' });
    }
    hand.act(pick(rng, choices));
  }
}

/** The rule differences (RULES Appendix A) a hand involves, from its log and result. */
function differences(hand, options) {
  const tags = [];
  const ctx = hand.context;
  const forced = ctx.betting.posted;
  const { antes: owedAntes, blinds: owedBlinds } = owed(hand, options);
  // R22: a short blind, with others asked to put in the nominal amount
  if (ctx.dealOrder.some((s) => forced.blinds[s] < owedBlinds[s])) tags.push('R22 short blind');
  // R25: a BB whose whole stack went into a big-blind ante (live under ante-first)
  if (options.ante?.mode === 'big-blind' && ctx.dealOrder.some((s) => owedAntes[s] > 0 && forced.antes[s] > 0 && forced.antes[s] === ctx.betting.startStacks[s])) {
    tags.push('R25 all-in big-blind ante');
  }
  // R93: PHH's FT and FO/8 (PokerKit) allow 4 bets and raises a round, the blinds not counted
  if (options.betting.id === 'fixed-limit') {
    const { most, shortAllIn } = fixedLimitWagers(hand, options);
    if (most > 4) tags.push('R93 raise cap');
    // R94-R96: after a short all-in raise, PokerKit asks the next raise to add a whole unit to it
    if (shortAllIn) tags.push('R95 R96 short all-in raise');
  }
  for (const e of ctx.log) {
    // R115: PokerKit gives a split's whole remainder to one winner, and splits pots merged once
    // the losing hands are mucked (so two odd chips of two pots can become one even split)
    if (e.type === 'awarded' && e.amount % e.seats.length !== 0) tags.push('R115 odd chips');
  }
  // R115 R168: an odd pot split into a high and a low half (the odd chip goes high; PokerKit's
  // share of it can land elsewhere once it merges pots)
  for (const pot of hand.result?.pots ?? []) {
    if ((pot.lowWinners?.length ?? 0) > 0 && pot.amount % 2 === 1) tags.push('R115 odd chips');
  }
  // R168: a contested hi-lo pot without a qualifying low goes whole to the high hand (PokerKit 0.7.4
  // still splits it)
  if ((options.variant === omahaHiLo8 || options.variant.id === 'seven-card-stud-hilo8') && hand.result?.showdown) {
    const awards = ctx.log.filter((e) => e.type === 'awarded');
    hand.result.pots.forEach((pot, i) => {
      if (pot.eligible.length >= 2 && !awards.some((e) => e.pot === i && e.low)) tags.push('R168 no low');
    });
  }
  const id = options.variant.id;
  // R191: A-2-3-4-5 is no straight in deuce-to-seven (PokerKit 0.7.4 counts it as a straight)
  if (id.startsWith('deuce-to-seven') && hand.result?.shown.some((h) => wheel(h.cards ?? hand.context.holeCards[h.seat]))) tags.push('R191 wheel');
  // R204: an open pair on fourth street allowed a big bet (PHH's F7S has none)
  if (options.rules?.openPairBigBet === true && bigBetOnFourth(ctx.log, smallBetOf(options))) tags.push('R204 open pair');
  // R205: the stud community card; R213: the reshuffle of a draw (PokerKit deals both otherwise)
  if ((id.includes('stud') || id === 'razz') && ctx.log.some((e) => e.type === 'board')) tags.push('R205 community card');
  if (ctx.log.some((e) => e.type === 'reshuffled')) tags.push('R213 reshuffle');
  return [...new Set(tags)];
}

function smallBetOf(options) {
  return options.betting.options?.smallBet ?? 10;
}

/** Whether a fourth-street bet or raise added a big bet (R204's open pair). */
function bigBetOnFourth(log, small) {
  let level = 0;
  for (const e of log) {
    if (e.type !== 'acted' || e.street !== 'fourth') continue;
    if (e.to > level) {
      if (e.to - level > small) return true;
      level = e.to;
    }
  }
  return false;
}

/** Whether five cards are A-2-3-4-5 (any suits). */
function wheel(cards) {
  if (!cards || cards.length !== 5) return false;
  const ranks = new Set(cards.map((c) => c >> 2));
  return [12, 0, 1, 2, 3].every((r) => ranks.has(r));
}

function owed(hand, options) {
  if (options.bringIn !== undefined) {
    // stud: antes only (R200)
    const n = options.stacks.length;
    return { antes: options.stacks.map((s) => (s > 0 ? (options.ante?.amount ?? 0) : 0)), blinds: new Array(n).fill(0) };
  }
  return compileForcedBets({ ...options, structure: options.betting });
}

/**
 * Fixed limit: the most bets and raises in one betting round (pre-flop not counting the blinds), as
 * PokerKit counts them for its cap, and whether an all-in raised by less than a unit.
 */
function fixedLimitWagers(hand, options) {
  const counts = new Map();
  const log = hand.context.log;
  const first = log.find((x) => x.type === 'acted')?.street;
  const small = options.betting.options?.smallBet ?? 10;
  const streets = options.variant.streets.map((s) => s.name);
  let roundMax = -1;
  let level = 0;
  let street = null;
  let shortAllIn = false;
  for (const e of log) {
    if (e.type !== 'acted') continue;
    if (e.street !== street) {
      street = e.street;
      roundMax = street === first ? Math.max(...owed(hand, options).blinds) : 0;
      level = roundMax;
    }
    // the first two betting rounds use the small bet, the later ones the big bet (R91, R204, R214)
    const round = streets.indexOf(street);
    const unit = round >= 0 && round < 2 ? small : 2 * small;
    if (e.action.type === 'bring-in') {
      // R201: the bring-in is no bet: it neither counts toward the cap nor sets the full level
      roundMax = Math.max(roundMax, e.to);
      continue;
    }
    if (e.to > roundMax) {
      // only an all-in can raise by less than a unit over the last full level (R95)
      if (e.to < level + unit) shortAllIn = true;
      else level = e.to;
      counts.set(street, (counts.get(street) ?? 0) + 1);
      roundMax = e.to;
    }
  }
  return { most: Math.max(0, ...counts.values()), shortAllIn };
}

// ------------------------------------------------------------------ play and export
const started = Date.now();
const records = [];
const meta = [];
let seed = SEED;
if (CORPUS) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../packages/phh/test/corpus');
  const walk = (dir) => readdirSync(dir).sort().flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : n.endsWith('.phh') ? [join(dir, n)] : []));
  for (const file of walk(root)) {
    let replay;
    try {
      replay = replayPhh(parsePhh(readFileSync(file, 'utf8')));
    } catch {
      continue; // a file whose variant is not a built-in yet
    }
    records.push(toPhh(replay.hand));
    meta.push({ seed: file.slice(root.length + 1), code: records.at(-1).variant, tags: [] });
  }
}
while (!CORPUS && records.length < HANDS) {
  const source = createRng(seed++);
  for (let k = 0; k < 8; k++) source.float(); // the first outputs of nearby seeds are alike
  const rng = () => source.float();
  const { game, options } = randomOptions(rng);
  let hand;
  try {
    hand = createHand(options);
  } catch {
    continue; // e.g. a straddle the UTG stack cannot cover (R27)
  }
  playRandom(hand, rng);
  const record = toPhh(hand);
  records.push(record);
  meta.push({ seed: seed - 1, code: game.code, tags: differences(hand, options) });
}
const dir = keep === undefined ? mkdtempSync(join(tmpdir(), 'pokerkit-check-')) : resolve(keep);
mkdirSync(dir, { recursive: true });
const file = join(dir, 'hands.phhs');
writeFileSync(file, records.map((r, i) => `[${i + 1}]\n${serializePhh(r)}`).join('\n'));
const played = Date.now();

// ------------------------------------------------------------------ PokerKit
const here = dirname(fileURLToPath(import.meta.url));
let out;
try {
  out = execFileSync(process.env.PYTHON ?? 'python3', ['-W', 'ignore', join(here, 'pokerkit-check.py'), file], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: process.env,
  });
} catch (error) {
  console.error(`pokerkit-check: the PokerKit side failed (is POKERKIT_PATH set to a folder holding the pokerkit package?)\n${error.stderr ?? error.message}`);
  process.exit(2);
}
const results = out.trim().split('\n').map((line) => JSON.parse(line));
if (results.length !== records.length) {
  console.error(`pokerkit-check: PokerKit reported ${results.length} hands, ${records.length} were written`);
  process.exit(2);
}

// ------------------------------------------------------------------ report
const count = (pred) => results.filter(pred).length;
const pct = (k) => `${((100 * k) / results.length).toFixed(2)} %`;
const readable = count((r) => r.status !== 'unreadable');
const matched = count((r) => r.status === 'match');
console.log(`${results.length} hands (${CORPUS ? 'corpus files' : `seeds ${SEED}..${seed - 1}`}) played and exported in ${((played - started) / 1000).toFixed(1)} s, replayed by PokerKit in ${((Date.now() - played) / 1000).toFixed(1)} s`);
console.log(`  read by PokerKit to the end: ${readable} (${pct(readable)})`);
console.log(`  same finishing stacks:       ${matched} (${pct(matched)})`);
const byCode = new Map();
results.forEach((r, i) => {
  const c = meta[i].code;
  const row = byCode.get(c) ?? { hands: 0, readable: 0, matched: 0 };
  row.hands++;
  if (r.status !== 'unreadable') row.readable++;
  if (r.status === 'match') row.matched++;
  byCode.set(c, row);
});
for (const [c, row] of byCode) console.log(`    ${c.padEnd(5)} ${row.hands} hands, ${row.readable} read, ${row.matched} same stacks`);

// differences in how pots are paid, which cannot make a file unreadable
const PAYOUT_ONLY = new Set(['R115 odd chips', 'R168 no low']);
const explained = new Map();
const unexplained = [];
results.forEach((r, i) => {
  if (r.status === 'match') return;
  const tags = meta[i].tags.filter((t) => (r.status === 'unreadable' ? !PAYOUT_ONLY.has(t) : true));
  if (tags.length > 0) {
    const key = `${r.status}: ${tags.join(' + ')}`;
    explained.set(key, [...(explained.get(key) ?? []), i]);
  } else unexplained.push(i);
});
if (explained.size > 0) {
  console.log('  differences from a known rule difference (RULES Appendix A):');
  for (const [key, list] of [...explained].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`    ${String(list.length).padStart(6)}  ${key}  (e.g. hand [${list.slice(0, SHOW).map((i) => i + 1).join('], [')}])`);
  }
}
const plain = meta.map((m, i) => i).filter((i) => meta[i].tags.length === 0);
const plainRead = plain.filter((i) => results[i].status !== 'unreadable').length;
console.log(`  hands that meet none of these differences: ${plain.length}, read by PokerKit: ${plainRead} (${plain.length === 0 ? '-' : ((100 * plainRead) / plain.length).toFixed(2)} %)`);
console.log(`  other differences: ${unexplained.length}`);
const reasons = new Map();
for (const i of unexplained) {
  const r = results[i];
  const why = r.status === 'unreadable' ? r.error.replace(/\d+/g, 'N').slice(0, 120) : r.status;
  reasons.set(why, [...(reasons.get(why) ?? []), i]);
}
for (const [why, list] of [...reasons].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`    ${String(list.length).padStart(6)}  ${why}`);
  for (const i of list.slice(0, SHOW)) {
    console.log(`            hand [${i + 1}] ${CORPUS ? '' : 'seed '}${meta[i].seed} ${meta[i].code}${results[i].stacks ? ` PokerKit ${JSON.stringify(results[i].stacks)} file ${JSON.stringify(results[i].expected)}` : ''}`);
  }
}
if (keep === undefined) rmSync(dir, { recursive: true, force: true });
else console.log(`hands kept in ${file}`);
process.exitCode = unexplained.length > 0 ? 1 : 0;
