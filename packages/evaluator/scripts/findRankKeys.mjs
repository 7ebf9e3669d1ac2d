// Finds additive rank keys: one integer per rank (2..A) such that every multiset of at most N (7 by
// default, first argument)
// ranks (at most 4 of each) has a distinct sum. Greedy: each key is the smallest value above the
// previous one that keeps all sums distinct. A key k for rank r collides iff two multisets of the
// lower ranks, with sums Si > Sj, satisfy Si - Sj = d * k where d (1..4) more cards of rank r still
// fit beside the multiset j. Prints the keys; src/rankKeys.ts holds the result.
const MAX_CARDS = Number(process.argv[2] ?? 7);
const keys = [];
for (let r = 0; r < 13; r++) {
  const sums = [];
  const totals = [];
  const rec = (i, left, s, t) => {
    if (i === r) { sums.push(s); totals.push(t); return; }
    for (let c = 0; c <= Math.min(4, left); c++) rec(i + 1, left - c, s + c * keys[i], t + c);
  };
  rec(0, MAX_CARDS, 0, 0);
  const prev = r === 0 ? 0 : keys[r - 1];
  const LIMIT = 1 << 25;
  const bad = new Uint8Array(LIMIT);
  const n = sums.length;
  for (let j = 0; j < n; j++) {
    const dmax = Math.min(4, MAX_CARDS - totals[j]);
    if (dmax < 1) continue;
    const sj = sums[j];
    for (let i = 0; i < n; i++) {
      const diff = sums[i] - sj;
      if (diff <= 0) continue;
      for (let d = 1; d <= dmax; d++) {
        if (diff % d === 0) { const k = diff / d; if (k > prev && k < LIMIT) bad[k] = 1; }
      }
    }
  }
  let k = prev + 1;
  while (bad[k]) k++;
  keys.push(k);
  console.error(r, k, n);
}
console.log(JSON.stringify(keys));
