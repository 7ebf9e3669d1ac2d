// Complete random 6-max No Limit hands per CPU-second: pokerchart's createHand (the hand machine,
// stepped by the engine; its XState actor is made only when hand.actor is read, which these bots
// never do) against poker-ts, the only table engine on npm, with the same random policy:
// fold 15%, check or call 55%, bet or raise 30% split evenly between the minimum, a uniform
// amount and all-in. Every hand starts from fresh 10,000-chip stacks at 50/100. The same policy
// also drives @pokerchart/table's machine (runTable). Memory per live hand needs gc():
//   node --expose-gc bench/run.mjs engine        (BENCH_HANDS, BENCH_RUNS set the size)
// The createHand / poker-ts ratio is measured again in BENCH_PROCESSES (default 3) fresh processes
// (`node bench/engine.bench.mjs --ratio`), each with its own warm-up and interleaved rounds: the
// spread between processes is part of the figure on a shared machine.
// PHH replays are compared with PokerKit's when POKERKIT_DIR names a folder holding its sources
// (for example a clone of github.com/uoftcprg/pokerkit at v0.7.4; python3 runs it, nothing is vendored).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createRng } from '@pokerchart/cards';
import { createHand } from '@pokerchart/engine';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { handInput, handSeed, runTable } from '@pokerchart/table';
import { parsePhh, replayPhh } from '@pokerchart/phh';
import { assign, createActor, setup } from 'xstate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { choose, tableBot } from './randomPolicy.mjs';

const require = createRequire(new URL('./peers/package.json', import.meta.url));
const { Table } = require('poker-ts');

export const name = 'Engine: random 6-max No Limit hands';

const SEATS = 6;
const STACK = 10_000;
const MAX_STEPS = 500;

function pokerchartHands(count, seed) {
  const rng = createRng(seed);
  const betting = noLimit();
  const stacks = new Array(SEATS).fill(STACK);
  let actions = 0;
  for (let h = 0; h < count; h++) {
    const hand = createHand({
      variant: texasHoldem, betting, stacks, button: h % SEATS,
      blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h },
    });
    let steps = 0;
    while (!hand.isComplete) {
      if (++steps > MAX_STEPS) throw new Error('pokerchart hand did not finish');
      const la = hand.legalActions();
      const [type, to] = choose(rng, {
        fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop',
      });
      if (to !== undefined && to === la.raiseTo.max) hand.act({ type: 'all-in' });
      else hand.act(to === undefined ? { type } : { type, to });
      actions++;
    }
  }
  return actions;
}

function tableHands(count, seed) {
  const result = runTable({
    variant: texasHoldem, betting: noLimit(), seats: SEATS, mode: 'cash', seed,
    schedule: { levels: [{ small: 50, big: 100 }], every: { hands: 1_000_000 } },
    cash: { buyIn: STACK, autoRebuy: true, topUpTo: STACK, stackCap: STACK },
    players: Array.from({ length: SEATS }, (_, i) => ({ name: `p${i + 1}`, stack: STACK, bot: tableBot })),
    maxHands: count,
  });
  if (result.handsPlayed !== count) throw new Error(`table stopped after ${result.handsPlayed} hands: ${result.stoppedBy}`);
  return count;
}

const TABLE_OPTIONS = {
  variant: texasHoldem, seats: SEATS, mode: 'cash',
  schedule: { levels: [{ small: 50, big: 100 }], every: { hands: 1_000_000 } },
  cash: { buyIn: STACK, autoRebuy: true, topUpTo: STACK, stackCap: STACK },
};
const tablePlayers = () => Array.from({ length: SEATS }, (_, i) => ({ name: `p${i + 1}`, stack: STACK, bot: tableBot }));

// The table's hands, recorded (untimed) from a run with the same seed: each hand's engine options
// (handInput of the table's TableHand) and its final stacks.
function recordTableHands(count, seed) {
  const hands = [];
  runTable({
    ...TABLE_OPTIONS, betting: noLimit(), seed, players: tablePlayers(), maxHands: count,
    onEvent: (e) => {
      if (e.type === 'hand-started') hands.push({ number: e.hand.number, input: handInput(e.hand), stacks: null });
      if (e.type === 'hand-finished') hands.at(-1).stacks = e.result.stacks;
    },
  });
  return hands;
}

// The same hands through bare createHand, played by the same bot with the same random source as
// runTable's playHand (a view of the seat to act, one rng per step): what the table costs on top
// is its machine, its seats and its bookkeeping. Checks that every hand ends with the same stacks.
// With `views` false the bot reads only legalActions and the street (what a view costs left out):
// the floor under any table, whose bots are given views.
function bareTableHands(recorded, seed, check = false, views = true) {
  const betting = noLimit();
  for (const { number, input, stacks } of recorded) {
    const hand = createHand({ variant: texasHoldem, betting, ...input });
    for (let step = 0; !hand.isComplete; step++) {
      const view = views ? hand.view(hand.toAct) : { legalActions: hand.legalActions(), street: hand.street };
      hand.act(tableBot(view, createRng(handSeed(handSeed(seed, number), step + 1))));
    }
    if (check && JSON.stringify(hand.result.stacks) !== JSON.stringify(stacks)) {
      throw new Error(`hand ${number}: createHand ended with other stacks than the table`);
    }
  }
  return recorded.length;
}

function runTableHands(count, seed) {
  const result = runTable({ ...TABLE_OPTIONS, betting: noLimit(), seed, players: tablePlayers(), maxHands: count });
  if (result.handsPlayed !== count) throw new Error(`table stopped after ${result.handsPlayed} hands: ${result.stoppedBy}`);
}

// CPU time of the table over the same hands through bare createHand, interleaved runs, median.
function tableRatio(count, runs) {
  const seed = 4242;
  const recorded = recordTableHands(count, seed);
  bareTableHands(recorded, seed, true);
  runTableHands(count, seed);
  bareTableHands(recorded, seed, true, false);
  const table = [];
  const bare = [];
  const floor = [];
  for (let r = 0; r < runs; r++) {
    table.push(cpuMicros(() => runTableHands(count, seed)));
    bare.push(cpuMicros(() => bareTableHands(recorded, seed)));
    floor.push(cpuMicros(() => bareTableHands(recorded, seed, false, false)));
  }
  return {
    table: median(table) / count, bare: median(bare) / count, ratio: median(table) / median(bare),
    floor: median(floor) / count, floorRatio: median(table) / median(floor),
  };
}

function pokerTsHands(count, seed) {
  const rng = createRng(seed);
  let actions = 0;
  let stuck = 0;
  for (let h = 0; h < count; h++) {
    const table = new Table({ smallBlind: 50, bigBlind: 100 }, SEATS);
    for (let s = 0; s < SEATS; s++) table.sitDown(s, STACK);
    table.startHand(h % SEATS);
    let steps = 0;
    while (table.isHandInProgress()) {
      if (++steps > MAX_STEPS) { stuck++; break; }
      while (table.isBettingRoundInProgress()) {
        const la = table.legalActions();
        const has = (a) => la.actions.includes(a);
        const raiseWord = has('bet') ? 'bet' : has('raise') ? 'raise' : null;
        const [type, to] = choose(rng, {
          fold: has('fold'), check: has('check'),
          raise: raiseWord && la.chipRange ? { min: la.chipRange.min, max: la.chipRange.max } : null,
          opening: has('bet'),
        });
        if (type === 'bet' || type === 'raise') table.actionTaken(raiseWord, to);
        else table.actionTaken(type === 'check' && !has('check') ? 'call' : type);
        actions++;
      }
      table.endBettingRound();
      if (table.areBettingRoundsCompleted()) table.showdown();
    }
  }
  return { actions, stuck };
}

// The same hands again with their actions recorded, for the cost of one ACT event: the time of
// replaying every recorded action (createHand included) minus the time of creating the same hands
// alone, divided by the number of actions.
function recordHands(count, seed) {
  const rng = createRng(seed);
  const betting = noLimit();
  const stacks = new Array(SEATS).fill(STACK);
  const hands = [];
  for (let h = 0; h < count; h++) {
    const options = { variant: texasHoldem, betting, stacks, button: h % SEATS, blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h } };
    const hand = createHand(options);
    const actions = [];
    while (!hand.isComplete) {
      const la = hand.legalActions();
      const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop' });
      const action = to !== undefined && to === la.raiseTo.max ? { type: 'all-in' } : to === undefined ? { type } : { type, to };
      hand.act(action);
      actions.push(action);
    }
    hands.push({ options, actions });
  }
  return hands;
}

function cpuMicros(fn) {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return t.user + t.system;
}

// The cost of one ACT event and the per-event cost of a trivial XState machine (one state, one
// event that adds 1 to a counter through assign), measured in the same interleaved rounds.
function perActCost(hands, runs) {
  let acts = 0;
  for (const h of hands) acts += h.actions.length;
  const play = () => {
    for (const { options, actions } of hands) {
      const hand = createHand(options);
      for (const a of actions) hand.act(a);
    }
  };
  const create = () => {
    for (const { options } of hands) createHand(options);
  };
  const machine = setup({ types: { context: {}, events: {} } }).createMachine({
    context: { n: 0 },
    on: { TICK: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
  });
  const actor = createActor(machine).start();
  // XState alone on the shape of a betting round's usual ACT: a child state of a compound state,
  // two guards tried (the first fails), one assign
  const shaped = setup({ types: { context: {}, events: {} }, guards: { no: () => false, yes: () => true } }).createMachine({
    context: { n: 0 }, initial: 'street',
    states: { street: { initial: 'bet', states: { bet: { on: { TICK: [{ guard: 'no', actions: assign({ n: 0 }) }, { guard: 'yes', actions: assign({ n: ({ context }) => context.n + 1 }) }] } } } } },
  });
  const shapedActor = createActor(shaped).start();
  const tick = { type: 'TICK' };
  const events = 200_000;
  const trivialRun = () => {
    for (let i = 0; i < events; i++) actor.send(tick);
  };
  const shapedRun = () => {
    for (let i = 0; i < events; i++) shapedActor.send(tick);
  };
  play();
  create();
  trivialRun();
  shapedRun();
  const costs = [];
  const trivials = [];
  const shapes = [];
  for (let r = 0; r < runs; r++) {
    costs.push((cpuMicros(play) - cpuMicros(create)) / acts);
    trivials.push(cpuMicros(trivialRun) / events);
    shapes.push(cpuMicros(shapedRun) / events);
  }
  return { perAct: median(costs), trivial: median(trivials), shaped: median(shapes), actsPerHand: acts / hands.length };
}

// PokerKit (Python) replaying the same .phh files, per CPU-second of its process (time.process_time
// around the replays only): run from a copy of PokerKit's sources named by POKERKIT_DIR (a folder
// holding the \`pokerkit\` package, e.g. a checkout of github.com/uoftcprg/pokerkit); never vendored.
const POKERKIT_SCRIPT = `
import sys, time, warnings
warnings.simplefilter('ignore')
sys.path.insert(0, sys.argv[1])
from pokerkit import HandHistory
hands = []
for f in sys.stdin.read().splitlines():
    with open(f) as fh:
        hh = HandHistory.loads(fh.read())
    for _ in hh: pass
    hands.append(hh)
reps = max(1, -(-int(sys.argv[2]) // len(hands)))
t = time.process_time()
for _ in range(reps):
    for hh in hands:
        for _ in hh: pass
print(len(hands), reps * len(hands) / (time.process_time() - t))
`;

/** One PokerKit run over `files`: [hands it replayed, hands per CPU-second], or null without PokerKit. */
function pokerkitRate(files, target) {
  const dir = process.env.POKERKIT_DIR;
  if (!dir || !fs.existsSync(path.join(dir, 'pokerkit', '__init__.py'))) return null;
  const r = spawnSync('python3', ['-c', POKERKIT_SCRIPT, dir, String(target)], { input: files.join('\n'), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`PokerKit failed: ${r.stderr}`);
  const [hands, rate] = r.stdout.trim().split(/\s+/).map(Number);
  return { hands, rate };
}

// PHH replays per CPU-second over the vendored corpus's hold'em-family hands (NT, NS, PO, FT, FO/8),
// and, with POKERKIT_DIR set, PokerKit on the same files in interleaved rounds.
function phhReplays(runs) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'phh', 'test', 'corpus');
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name.endsWith('.phh')) files.push(path.join(dir, e.name));
    }
  };
  walk(root);
  const hands = [];
  const used = [];
  for (const f of files) {
    const hand = parsePhh(fs.readFileSync(f, 'utf8'));
    if (!['NT', 'NS', 'PO', 'FT', 'FO/8'].includes(hand.variant)) continue;
    try {
      replayPhh(hand);
      hands.push(hand);
      used.push(f);
    } catch {
      // a hand the engine cannot replay is left out of the figure
    }
  }
  const reps = Math.max(1, Math.ceil(2_000 / Math.max(1, hands.length)));
  const run = () => {
    for (let k = 0; k < reps; k++) for (const h of hands) replayPhh(h);
  };
  for (let k = 0; k < 5; k++) run();
  const rates = [];
  const peer = [];
  for (let r = 0; r < runs; r++) {
    rates.push((reps * hands.length) / (cpuMicros(run) / 1e6));
    const pk = pokerkitRate(used, 300);
    if (pk !== null) peer.push(pk);
  }
  const ratios = peer.map((p, r) => rates[r] / p.rate);
  return {
    rate: median(rates), hands: hands.length,
    pokerkit: peer.length === 0 ? null : { rate: median(peer.map((p) => p.rate)), hands: peer[0].hands, ratio: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
  };
}

function pythonVersion() {
  const r = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().replace(/^Python /, '') : '?';
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// Hands per CPU-second of this process (the machine is shared: wall time would also measure the
// neighbours), in interleaved rounds so every contender sees the same conditions; medians.
function interleavedRates(contenders, runs) {
  const rates = contenders.map(() => []);
  for (let r = 0; r < runs; r++) {
    contenders.forEach(({ fn, count }, i) => {
      const secs = cpuMicros(() => fn(count, 1000 + r)) / 1e6;
      rates[i].push(count / secs);
    });
  }
  interleavedRates.rounds = rates;
  return rates.map(median);
}

/** The createHand / poker-ts ratio of one process: its own warm-up, then interleaved rounds (median). */
function ratioOnce(count, runs) {
  pokerchartHands(2_000, 1);
  pokerTsHands(2_000, 1);
  const [ours, theirs] = interleavedRates([
    { fn: pokerchartHands, count },
    { fn: (n, s) => pokerTsHands(n, s), count },
  ], runs);
  return ours / theirs;
}

/** The ratio measured in `k` fresh processes, one after the other. */
function ratioInProcesses(k, count, runs) {
  const out = [];
  for (let i = 0; i < k; i++) {
    process.stdout.write(`createHand / poker-ts in a fresh process: ${i + 1} of ${k}\r`);
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--ratio'], {
      encoding: 'utf8', env: { ...process.env, BENCH_HANDS: String(count), BENCH_RUNS: String(runs) },
    });
    const ratio = Number(/ratio=([\d.]+)/.exec(r.stdout ?? '')?.[1]);
    if (r.status !== 0 || !Number.isFinite(ratio)) throw new Error(`the separate ratio process failed: ${r.stderr || r.stdout}`);
    out.push(ratio);
  }
  process.stdout.write('\n');
  return out;
}

if (process.argv.includes('--ratio')) {
  console.log(`ratio=${ratioOnce(Number(process.env.BENCH_HANDS ?? 20_000), Number(process.env.BENCH_RUNS ?? 5))}`);
}

export async function run() {
  const loadBefore = os.loadavg()[0];
  const count = Number(process.env.BENCH_HANDS ?? 20_000);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  // warm-up
  pokerchartHands(2_000, 1);
  pokerTsHands(2_000, 1);
  tableHands(500, 1);
  const tableCount = Math.max(1, Math.floor(count / 4));
  const [ours, theirs, table] = interleavedRates([
    { fn: pokerchartHands, count },
    { fn: (n, s) => pokerTsHands(n, s), count },
    { fn: tableHands, count: tableCount },
  ], runs);
  const ratio = ours / theirs;
  const processes = ratioInProcesses(Number(process.env.BENCH_PROCESSES ?? 3), count, runs);
  const processText = `${processes.map((x) => `${x.toFixed(2)}x`).join(', ')} in ${processes.length} more processes (each a median of ${runs} interleaved rounds; lowest ${Math.min(...processes).toFixed(2)}x)`;
  // the spread: pokerchart / poker-ts in each interleaved round
  const roundRatios = interleavedRates.rounds[0].map((o, r) => o / interleavedRates.rounds[1][r]);
  const spread = `${Math.min(...roundRatios).toFixed(2)}x to ${Math.max(...roundRatios).toFixed(2)}x over the ${runs} rounds`;
  const phhPeer = (p) => (p.pokerkit === null
    ? 'PokerKit not measured in this run (set POKERKIT_DIR to a copy of its sources)'
    : `PokerKit 0.7.4 (Python ${pythonVersion()}) replays the same ${p.pokerkit.hands} files at ${p.pokerkit.rate.toFixed(0)} per CPU-second of its process, interleaved with ours: **${p.pokerkit.ratio.toFixed(1)}x** (${p.pokerkit.min.toFixed(1)}x to ${p.pokerkit.max.toFixed(1)}x over ${runs} rounds)`);
  const same = tableRatio(tableCount, runs);
  const { perAct, trivial, shaped, actsPerHand } = perActCost(recordHands(Math.max(500, Math.floor(count / 4)), 7), runs);
  const phh = phhReplays(runs);

  // size of a persisted hand in the middle of play, and memory per live hand
  const hand = createHand({
    variant: texasHoldem, betting: noLimit(), stacks: new Array(SEATS).fill(STACK), button: 0,
    blinds: { small: 50, big: 100 }, dealing: { seed: 5 },
  });
  hand.act({ type: 'call' });
  hand.act({ type: 'call' });
  const persistedBytes = Buffer.byteLength(JSON.stringify(hand.persist()));
  let perHand = null;
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    const live = [];
    for (let i = 0; i < 2_000; i++) {
      live.push(createHand({
        variant: texasHoldem, betting: noLimit(), stacks: new Array(SEATS).fill(STACK), button: i % SEATS,
        blinds: { small: 50, big: 100 }, dealing: { seed: i },
      }));
    }
    globalThis.gc();
    perHand = (process.memoryUsage().heapUsed - before) / live.length;
  }

  const rows = [
    ['pokerchart createHand', ours.toFixed(0)],
    ['poker-ts 1.5.0', theirs.toFixed(0)],
    ['pokerchart table machine (runTable, cash)', table.toFixed(0)],
  ];
  console.log(rows.map((r) => `${r[0].padEnd(40)} ${r[1].padStart(10)} hands per CPU-second`).join('\n'));
  console.log(`ratio pokerchart / poker-ts: ${ratio.toFixed(2)}x (${spread}; goal >= 1.0x); ${processText}`);
  console.log(`table machine / createHand, the same ${tableCount} hands with the same bot: ${same.ratio.toFixed(2)}x the CPU per hand (${same.table.toFixed(0)} vs ${same.bare.toFixed(0)} us) (goal <= 1.5x); ${same.floorRatio.toFixed(2)}x the same hands with a bot reading legalActions instead of a view (${same.floor.toFixed(0)} us); against the createHand row above: ${(ours / table).toFixed(2)}x`);
  console.log(`engine cost per ACT: ${perAct.toFixed(2)} us CPU (${actsPerHand.toFixed(1)} ACTs a hand); trivial XState machine per event: ${trivial.toFixed(2)} us; ratio ${(perAct / trivial).toFixed(2)}x (goal <= 1.5x); an XState machine shaped like a betting round (nested state, two guards, one assign): ${shaped.toFixed(2)} us (${(shaped / trivial).toFixed(2)}x)`);
  console.log(`PHH replays: ${phh.rate.toFixed(0)} hands per CPU-second over ${phh.hands} hold'em-family corpus hands; ${phhPeer(phh).replace(/\*\*/g, '')}`);
  console.log(`persisted hand: ${persistedBytes} bytes of JSON; live hand: ${perHand ? (perHand / 1024).toFixed(1) + ' KiB' : 'run with node --expose-gc bench/run.mjs engine'}`);
  return [
    `Complete random 6-max No Limit hands (fold 15%, check/call 55%, bet/raise 30%), ${count} hands a run; hands per CPU-second of the bench process, median of ${runs} interleaved rounds (\`BENCH_HANDS=${count} BENCH_RUNS=${runs} node bench/run.mjs engine\`).`,
    '',
    '| engine | hands per CPU-second |',
    '| --- | ---: |',
    ...rows.map((r) => `| ${r[0]} | ${r[1]} |`),
    '',
    `The table row plays the same policy through @pokerchart/table's runTable (a parent machine stepping each hand in its context, cash top-ups to 10,000), ${tableCount} hands a run.`,
    '',
    `**Ratio pokerchart / poker-ts: ${ratio.toFixed(2)}x** (${spread}); measured again in separate processes: ${processText}. The table machine costs **${same.ratio.toFixed(2)}x** bare createHand per hand over the same ${tableCount} hands played by the same bot (a view of the seat to act, the same random source per step; ${same.table.toFixed(0)} vs ${same.bare.toFixed(0)} µs of CPU a hand, medians of ${runs} interleaved runs). Against the same hands through createHand with the bot reading only legalActions and the street (no view built: the floor under any table, whose bots get views): ${same.floorRatio.toFixed(2)}x (${same.floor.toFixed(0)} µs a hand). Against the createHand row above (other hands, the policy reading legalActions): ${(ours / table).toFixed(2)}x.`,
    '',
    `Engine cost per ACT event: ${perAct.toFixed(2)} µs of CPU (${actsPerHand.toFixed(1)} ACTs a hand; createHand left out), against ${trivial.toFixed(2)} µs per event for a trivial XState machine (one state, one assign) in the same run: **${(perAct / trivial).toFixed(2)}x**. XState alone, on a machine shaped like a betting round's usual ACT (a child of a compound state, two guards tried, one assign), costs ${shaped.toFixed(2)} µs per event (${(shaped / trivial).toFixed(2)}x the trivial machine).`,
    '',
    `PHH replays: ${phh.rate.toFixed(0)} hands per CPU-second (${phh.hands} hold'em-family hands of the vendored corpus, replayed through createHand, median of ${runs} rounds); ${phhPeer(phh)}.`,
    '',
    `Load average while it ran: ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores (other processes share the machine; CPU times still rise with the load).`,
    '',
    `Persisted mid-hand: ${persistedBytes} bytes of JSON.` +
      (perHand ? ` Memory per live hand: ${(perHand / 1024).toFixed(1)} KiB.` : ''),
  ].join('\n');
}
