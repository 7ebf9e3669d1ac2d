// The text the card-room history benchmarks read (issue 32), shared by histories.bench.mjs and
// compare-histories-builds.mjs: the vendored real PokerStars files
// (packages/histories/test/data/pokerregion-poker) and 2,000 PokerStars histories written by
// writeHistory from random engine hands (6-max No-Limit hold'em, seeds 1..2000), joined into one
// text. The packages come from the caller (`historiesLibs(root)` for a checkout's build), so that
// two builds can each write their own text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** How many random hands the corpus writes. */
export const GENERATED_HANDS = 2000;

/** The packages the corpus needs, loaded from the built checkout at `root` (packages/<name>/dist). */
export async function historiesLibs(root) {
  const load = (pkg) => import(pathToFileURL(path.join(root, 'packages', pkg, 'dist', 'index.js')).href);
  const [{ noLimit }, { createRng }, { createHand }, { texasHoldem }, { writeHistory, parseHistory }] = await Promise.all(
    ['betting', 'cards', 'engine', 'variants', 'histories'].map(load),
  );
  return { noLimit, createRng, createHand, texasHoldem, writeHistory, parseHistory };
}

/**
 * `count` random 6-max No-Limit hold'em hands played to the end by createHand (seed s deals hand
 * s): stacks 100-399, blinds 1/2, a fifth of the players facing a bet fold, a quarter bet or
 * raise the minimum, the rest check or call.
 */
export function playRandomHands(libs, count = GENERATED_HANDS) {
  const { noLimit, createRng, createHand, texasHoldem } = libs;
  const hands = [];
  for (let seed = 1; hands.length < count; seed++) {
    const rng = createRng(seed);
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: Array.from({ length: 6 }, () => 100 + rng.int(300)), button: seed % 6, blinds: { small: 1, big: 2 }, dealing: { seed } });
    while (!hand.isComplete) {
      const legal = hand.legalActions();
      const roll = rng.int(100);
      if (roll < 20 && legal.fold && !legal.check) hand.act({ type: 'fold' });
      else if (roll < 45 && legal.raiseTo !== null) hand.act(hand.context.betting.currentBet === 0 ? { type: 'bet', to: legal.raiseTo.min } : { type: 'raise', to: legal.raiseTo.min });
      else if (legal.check) hand.act({ type: 'check' });
      else hand.act({ type: 'call' });
    }
    hands.push(hand);
  }
  return hands;
}

/** The vendored real PokerStars files, one text each, in file-name order. */
export function realHistoryTexts() {
  const folder = path.join(here, '..', 'packages', 'histories', 'test', 'data', 'pokerregion-poker');
  return readdirSync(folder)
    .sort()
    .map((f) => readFileSync(path.join(folder, f), 'utf8'));
}

/**
 * The benchmark text: the real files, then the `count` random hands written by writeHistory
 * (hand id = seed), separated by blank lines. `realFiles` says how many real files it holds.
 */
export function historiesCorpus(libs, count = GENERATED_HANDS) {
  const real = realHistoryTexts();
  const written = playRandomHands(libs, count).map((hand, i) => libs.writeHistory(hand, 'pokerstars', { handId: String(i + 1) }));
  return { text: [...real, ...written].join('\n\n\n'), realFiles: real.length, generated: written.length };
}
