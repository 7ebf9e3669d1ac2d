// Enumerates every seven-card hand and checks the counts of RULES.md R181 (52 cards, standard
// ranking, 133,784,560 hands) and R182 (36 cards, short-deck ranking, 8,347,680 hands, both
// trips/straight orders). Work is shared across hands: the rank-key sum and the suit counters are
// summed incrementally in the nested loops, so the innermost loop is two additions and one lookup.
//
//   npx tsc -b packages/evaluator && node packages/evaluator/scripts/enumerate7.mjs [--standard|--shortdeck]
//
// Also imported by bench/evaluator.bench.mjs. Reads the built package (dist/), internals included.
import { pathToFileURL } from 'node:url';
import { CARD_KEY, CARD_SUIT, flushTable, HASH_MASK, nonFlushTable, OFFSETS, SUIT_BASE } from '../dist/tables.js';
import { CATEGORIES } from '../dist/Ranking.js';

export const R181 = {
  'straight-flush': [41584, 10],
  'four-of-a-kind': [224848, 156],
  'full-house': [3473184, 156],
  flush: [4047644, 1277],
  straight: [6180020, 10],
  'three-of-a-kind': [6461620, 575],
  'two-pair': [31433400, 763],
  'one-pair': [58627800, 1470],
  'high-card': [23294460, 407],
};
export const R181_ROYAL = 4324;
export const R182 = {
  'straight-flush': 10560,
  'four-of-a-kind': 44640,
  flush: 175560,
  'full-house': 633024,
  straight: 1169940,
  'three-of-a-kind': 607200,
  'two-pair': 3157056,
  'one-pair': 2316600,
  'high-card': 233100,
};
export const R182_TBS = { ...R182, 'three-of-a-kind': 637560, straight: 1139580 };

/**
 * Counts every seven-card hand from cards `first..51` under ranking mode `mode` (0 standard,
 * 2 short deck, 3 short deck with trips over straight). Returns the histogram of strengths
 * (indexed by strength). `onProgress(done, total)` is called once per first card.
 */
export function enumerate7(mode = 0, first = 0, onProgress = undefined) {
  const NF = nonFlushTable(mode);
  const FL = flushTable(mode);
  // count by perfect-hash slot (non-flush) and by flush rank mask, then map to strengths once:
  // a small histogram and no value lookup in the innermost loop
  const bySlot = new Int32Array(NF.length);
  const byFlush = new Int32Array(8192);
  const K = CARD_KEY;
  const S = CARD_SUIT;
  const O = OFFSETS;
  for (let a = first; a < 46; a++) {
    const ka = K[a], sa = SUIT_BASE + S[a];
    for (let b = a + 1; b < 47; b++) {
      const kb = ka + K[b], sb = sa + S[b];
      for (let c = b + 1; c < 48; c++) {
        const kc = kb + K[c], sc = sb + S[c];
        for (let d = c + 1; d < 49; d++) {
          const kd = kc + K[d], sd = sc + S[d];
          for (let e = d + 1; e < 50; e++) {
            const ke = kd + K[e], se = sd + S[e];
            for (let f = e + 1; f < 51; f++) {
              const kf = ke + K[f], sf = se + S[f];
              if (((sf + 0x1111) & 0x8888) === 0) {
                // no suit can reach five with one more card: no flush check in this loop
                for (let g = f + 1; g < 52; g++) {
                  const k = kf + K[g];
                  bySlot[(k & HASH_MASK) + O[k >>> 9]]++;
                }
                continue;
              }
              for (let g = f + 1; g < 52; g++) {
                const s = sf + S[g];
                if ((s & 0x8888) !== 0) {
                  const suit = (31 - Math.clz32(s & 0x8888)) >> 2;
                  let m = 0;
                  if ((a & 3) === suit) m |= 1 << (a >> 2);
                  if ((b & 3) === suit) m |= 1 << (b >> 2);
                  if ((c & 3) === suit) m |= 1 << (c >> 2);
                  if ((d & 3) === suit) m |= 1 << (d >> 2);
                  if ((e & 3) === suit) m |= 1 << (e >> 2);
                  if ((f & 3) === suit) m |= 1 << (f >> 2);
                  if ((g & 3) === suit) m |= 1 << (g >> 2);
                  byFlush[m]++;
                } else {
                  const k = kf + K[g];
                  bySlot[(k & HASH_MASK) + O[k >>> 9]]++;
                }
              }
            }
          }
        }
      }
    }
    if (onProgress) onProgress(a - first + 1, 46 - first);
  }
  const hist = new Float64Array(10 << 16);
  for (let i = 0; i < bySlot.length; i++) if (bySlot[i] !== 0) hist[NF[i]] += bySlot[i];
  for (let m = 0; m < 8192; m++) if (byFlush[m] !== 0) hist[FL[m]] += byFlush[m];
  return hist;
}

/** Hands and distinct values per category from a histogram of strengths. */
export function summarize(hist) {
  const out = {};
  for (const cat of CATEGORIES) out[cat] = [0, 0];
  let total = 0;
  for (let s = 0; s < hist.length; s++) {
    const n = hist[s];
    if (n === 0) continue;
    const cat = CATEGORIES[(s >> 12) & 15];
    out[cat][0] += n;
    out[cat][1] += 1;
    total += n;
  }
  return { perCategory: out, total };
}

/** The royal flushes of a standard-ranking histogram (straight flush with top index 18). */
export function royals(hist) {
  for (let s = 0; s < hist.length; s++) if (hist[s] > 0 && ((s >> 12) & 15) === 8 && (s & 4095) === 18) return hist[s];
  return 0;
}

/** Compares a summary with expected counts; returns a list of mismatch descriptions. */
export function mismatches(summary, expected, withValues) {
  const out = [];
  for (const [cat, want] of Object.entries(expected)) {
    const [n, v] = summary.perCategory[cat];
    const wantN = Array.isArray(want) ? want[0] : want;
    if (n !== wantN) out.push(`${cat}: ${n} hands, expected ${wantN}`);
    if (withValues && Array.isArray(want) && v !== want[1]) out.push(`${cat}: ${v} distinct values, expected ${want[1]}`);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const which = process.argv[2] ?? '--all';
  let failed = false;
  const report = (title, summary, expected, withValues, extra = []) => {
    const bad = [...mismatches(summary, expected, withValues), ...extra];
    console.log(`\n${title}: ${summary.total.toLocaleString('en-US')} hands`);
    for (const [cat, [n, v]] of Object.entries(summary.perCategory)) {
      console.log(`  ${cat.padEnd(16)} ${n.toLocaleString('en-US').padStart(12)}  ${withValues ? `${v} values` : ''}`);
    }
    console.log(bad.length === 0 ? '  OK: matches RULES.md' : `  MISMATCH:\n    ${bad.join('\n    ')}`);
    if (bad.length > 0) failed = true;
  };
  if (which !== '--shortdeck') {
    const t = performance.now();
    const hist = enumerate7(0, 0, (done, total) => process.stdout.write(`\r  standard: ${done}/${total} first cards`));
    const ms = performance.now() - t;
    const summary = summarize(hist);
    const r = royals(hist);
    report(`R181 seven-card hands, standard (${(ms / 1000).toFixed(2)} s, ${((summary.total / ms) * 1000 / 1e6).toFixed(0)}M hands/s)`, summary, R181, true,
      [...(summary.total !== 133784560 ? [`total ${summary.total}, expected 133784560`] : []), ...(r !== R181_ROYAL ? [`royal ${r}, expected ${R181_ROYAL}`] : [])]);
  }
  if (which !== '--standard') {
    for (const [mode, expected, title] of [[2, R182, 'R182 short deck'], [3, R182_TBS, 'R182 short deck, tripsBeatStraight']]) {
      const hist = enumerate7(mode, 16);
      const summary = summarize(hist);
      report(title, summary, expected, false, summary.total !== 8347680 ? [`total ${summary.total}, expected 8347680`] : []);
    }
  }
  process.exit(failed ? 1 : 0);
}
