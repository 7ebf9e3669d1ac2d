// Differential check of stud betting (RULES.md R200-R204) against the independent reference model
// (scripts/referenceModel.mjs): antes, the bring-in or its completion on third street, the
// completion as the round's first bet, small bets on third and fourth streets and big bets after,
// R204's open pair. The model does not read door cards: each round's opener is the engine's
// (bring-in and best-showing seats are tested on their own), everything after it is the model's.
import { describe, expect, it } from 'vitest';
import { rankOf } from '@pokerchart/cards';
import { createHand, defineVariant, restoreHand, type Hand, type HandStep } from '../src/index.js';
import { fixedLimit, RefHand, type RefConfig, type RefLegal } from './conformanceScenarios.js';
import { studSteps } from './fixtures.js';

const spec = { name: 'Conformance stud', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 7 } } as const;
const STUD = defineVariant({ ...spec, id: 'c-stud', steps: studSteps(true) });
const STUD_NO_PAIR_RULE = defineVariant({ ...spec, id: 'c-stud-flat', steps: studSteps(false) });

// deterministic pseudo-random numbers (mulberry32)
const rngOf = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

interface StudCase { cfg: RefConfig; pairRule: boolean; ante: number }
function randomCase(r: () => number): StudCase {
  const n = 2 + Math.floor(r() * 6);
  const smallBet = [10, 20, 40][Math.floor(r() * 3)]!;
  const stacks = Array.from({ length: n }, () => (r() < 0.25 ? 1 + Math.floor(r() * 3 * smallBet) : smallBet * (2 + Math.floor(r() * 40))));
  const bringIn = 1 + Math.floor(r() * (smallBet - 1));
  const ante = 1 + Math.floor(r() * (smallBet / 4));
  const cfg: RefConfig = {
    structure: 'fl', stacks, button: Math.floor(r() * n), sb: 0, bb: 0, rounds: 5,
    limits: ['small', 'small', 'big', 'big', 'big'], smallBet, bigBet: 2 * smallBet,
    maxRaises: Math.floor(r() * 4), headsUpCap: (['uncap-when-two-remain', 'uncap-if-round-starts-heads-up', 'always-capped'] as const)[Math.floor(r() * 3)]!,
    ante: { amount: ante, mode: 'each' }, stud: { bringIn, mayComplete: r() < 0.75 },
  };
  return { cfg, pairRule: r() < 0.7, ante };
}

function engineHand(c: StudCase, seed: number): Hand {
  const { cfg } = c;
  return createHand({
    variant: c.pairRule ? STUD : STUD_NO_PAIR_RULE,
    betting: fixedLimit({ smallBet: cfg.smallBet!, bigBet: cfg.bigBet!, maxRaises: cfg.maxRaises!, headsUpCap: cfg.headsUpCap! }),
    stacks: cfg.stacks, button: cfg.button, ante: cfg.ante!, bringIn: cfg.stud!.bringIn,
    rules: { bringInMay: cfg.stud!.mayComplete ? 'bring-in-or-complete' : 'bring-in-only' },
    dealing: { seed },
  });
}

/** R204 read from the up cards: a live seat shows a pair on fourth street. */
function openPair(h: Hand, street: number, pairRule: boolean): boolean {
  if (street !== 1 || !pairRule) return false;
  const b = h.context.betting;
  return h.context.upCards.some((up, s) => up !== null && !b.folded[s] && b.dealtIn[s] && new Set(up.map(rankOf)).size < up.length);
}

function pick(r: () => number, la: RefLegal, opening: boolean): { type: string; to?: number } {
  const opts: { type: string; to?: number }[] = [];
  if (la.bringIn !== null) opts.push({ type: 'bring-in' }, { type: 'bring-in' });
  if (la.fold) opts.push({ type: 'fold' });
  if (la.check) opts.push({ type: 'check' }, { type: 'check' });
  if (la.call !== null) opts.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (la.raiseTo) {
    const word = opening ? 'bet' : 'raise';
    opts.push({ type: word, to: la.raiseTo.min }, { type: word, to: la.raiseTo.max });
  }
  return opts[Math.floor(r() * opts.length)]!;
}

describe('Differential check of stud betting against the independent reference model (R200-R204)', () => {
  it('R201 R202 R203 R204 legal actions, turn order, pots and returns agree on 300 random fixed-limit stud hands (bring-in or completion, bring-in-only, open pairs, short stacks, caps)', { timeout: 120_000 }, () => {
    const mismatches: string[] = [];
    let bringIns = 0;
    let completions = 0;
    let sizeChoices = 0;
    for (let i = 0; i < 300 && mismatches.length < 3; i++) {
      const r = rngOf(7000 + i);
      const c = randomCase(r);
      const ref = new RefHand(c.cfg);
      let h = engineHand(c, i);
      const tag = `hand ${i} ${JSON.stringify(c)}`;
      const log: string[] = [];
      let ok = true;
      for (let step = 0; step < 300 && !h.isComplete; step++) {
        if (r() < 0.1) h = restoreHand(JSON.parse(JSON.stringify(h.persist())), { variant: c.pairRule ? STUD : STUD_NO_PAIR_RULE, betting: fixedLimit({ smallBet: c.cfg.smallBet!, bigBet: c.cfg.bigBet!, maxRaises: c.cfg.maxRaises!, headsUpCap: c.cfg.headsUpCap! }) });
        if (ref.awaitingOpener) {
          if (h.toAct === null) {
            mismatches.push(`${tag}\n  after ${log.join(', ')}\n  the model waits for an opener, the engine has nobody to act`);
            ok = false;
            break;
          }
          const pair = openPair(h, ref.street, c.pairRule);
          ref.open(h.toAct, { openPair: pair });
          if (pair) sizeChoices++;
        }
        const mine = ref.legal();
        const theirs = h.legalActions();
        const th = theirs && { seat: theirs.seat, fold: theirs.fold, check: theirs.check, call: theirs.call, raiseTo: theirs.raiseTo, bringIn: theirs.bringIn };
        if (JSON.stringify(th) !== JSON.stringify(mine) || h.toAct !== ref.toAct) {
          mismatches.push(`${tag}\n  after ${log.join(', ')}\n  engine ${JSON.stringify(th)} toAct ${h.toAct}\n  model  ${JSON.stringify(mine)} toAct ${ref.toAct}`);
          ok = false;
          break;
        }
        if (!mine) break;
        const a = pick(r, mine, h.context.betting.currentBet === 0);
        if (a.type === 'bring-in') bringIns++;
        else if (mine.bringIn !== null) completions++;
        log.push(`${mine.seat}:${a.type}${a.to ?? ''}`);
        h.act(a as never);
        ref.act(a);
      }
      if (!ok) continue;
      if (!h.isComplete || !ref.complete) {
        mismatches.push(`${tag}\n  after ${log.join(', ')}\n  complete engine ${h.isComplete} model ${ref.complete}`);
        continue;
      }
      const res = h.result!;
      const want = ref.pots();
      const got = res.pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible].sort((x, y) => x - y) }));
      if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`${tag}\n  after ${log.join(', ')}\n  pots engine ${JSON.stringify(got)} model ${JSON.stringify(want)}`);
      if (JSON.stringify(res.returned) !== JSON.stringify(ref.returned)) mismatches.push(`${tag}\n  returned engine ${JSON.stringify(res.returned)} model ${JSON.stringify(ref.returned)}`);
    }
    expect(mismatches).toEqual([]);
    // the hands did reach the rules under test
    expect(bringIns).toBeGreaterThan(50);
    expect(completions).toBeGreaterThan(20);
    expect(sizeChoices).toBeGreaterThan(10);
  });
});
