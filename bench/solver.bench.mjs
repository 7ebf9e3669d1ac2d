// @pokerchart/solver (R293): Kuhn by CFR, and Leduc hold'em to under 0.01 chips per hand of
// exploitability, one core, CPU time of this process. `node bench/run.mjs solver`.
import { exploitability, solve, uniformStrategy } from '@pokerchart/solver';
import { kuhnPoker, leducHoldem } from '@pokerchart/variants';

export const name = 'Solver: Kuhn and Leduc by CFR (@pokerchart/solver)';

/** CPU seconds of this process (user + system) spent in `fn`, and its result. */
function cpu(fn) {
  const start = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(start);
  return { seconds: (used.user + used.system) / 1e6, result };
}

/** The fewest iterations (a multiple of `step`) under `target`, each run timed from scratch (the tree kept). */
function toTarget(variant, algorithm, target, step) {
  for (let n = step; n <= 20_000; n += step) {
    const run = cpu(() => solve({ variant, iterations: n, algorithm }));
    const e = run.result.exploitability();
    if (e < target) return { iterations: n, seconds: run.seconds, exploitability: e, value: run.result.value[0] };
  }
  return null;
}

export async function run() {
  const lines = [];
  const kuhnBuild = cpu(() => uniformStrategy({ variant: kuhnPoker }));
  const kuhn = cpu(() => solve({ variant: kuhnPoker, iterations: 10_000 }));
  const kuhnPlus = cpu(() => solve({ variant: kuhnPoker, iterations: 10_000, algorithm: 'cfr+' }));
  const leducBuild = cpu(() => uniformStrategy({ variant: leducHoldem }));
  const uniform = 2 * exploitability(leducBuild.result, { variant: leducHoldem });
  const plus = toTarget(leducHoldem, 'cfr+', 0.01, 25);
  const vanilla = toTarget(leducHoldem, 'cfr', 0.01, 250);
  const plus1000 = cpu(() => solve({ variant: leducHoldem, iterations: 1000, algorithm: 'cfr+' }));
  const f = (x, d = 2) => x.toFixed(d);
  lines.push('`npm run build && node bench/run.mjs solver`. One core, CPU time of the bench process (the machine is shared). The game tree is built once per game through the hand machine (createHand with manual dealing, one hand replayed per node) and kept; the CFR times below run over its arrays.');
  lines.push('');
  lines.push('| game | tree built (CPU s) | information sets | run | exploitability (chips/hand) | value, first player | CPU s |');
  lines.push('| --- | ---: | ---: | --- | ---: | ---: | ---: |');
  lines.push(`| Kuhn | ${f(kuhnBuild.seconds)} | ${kuhnBuild.result.infoSets().length} | CFR, 10,000 iterations | ${kuhn.result.exploitability().toExponential(2)} | ${f(kuhn.result.value[0], 5)} | ${f(kuhn.seconds)} |`);
  lines.push(`| Kuhn | | | CFR+, 10,000 iterations | ${kuhnPlus.result.exploitability().toExponential(2)} | ${f(kuhnPlus.result.value[0], 5)} | ${f(kuhnPlus.seconds)} |`);
  lines.push(`| Leduc | ${f(leducBuild.seconds)} | ${leducBuild.result.infoSets().length} | uniform random profile: NashConv ${uniform.toFixed(6)} | ${f(uniform / 2, 6)} | | |`);
  if (plus !== null) lines.push(`| Leduc | | | CFR+, ${plus.iterations} iterations (the fewest, by ${25}, under 0.01) | ${f(plus.exploitability, 5)} | ${f(plus.value, 5)} | ${f(plus.seconds)} |`);
  if (vanilla !== null) lines.push(`| Leduc | | | CFR, ${vanilla.iterations} iterations (the fewest, by 250, under 0.01) | ${f(vanilla.exploitability, 5)} | ${f(vanilla.value, 5)} | ${f(vanilla.seconds)} |`);
  lines.push(`| Leduc | | | CFR+, 1,000 iterations | ${f(plus1000.result.exploitability(), 6)} | ${f(plus1000.result.value[0], 5)} | ${f(plus1000.seconds)} |`);
  lines.push('');
  if (plus !== null) {
    const total = leducBuild.seconds + plus.seconds;
    lines.push(`**Leduc under 0.01 chips per hand: ${f(total, 1)} s of CPU** with CFR+ (tree ${f(leducBuild.seconds)} s + ${plus.iterations} iterations ${f(plus.seconds)} s), goal ≤ 60 s ${total <= 60 ? '✓' : '✗'}${vanilla !== null ? `; with CFR ${f(leducBuild.seconds + vanilla.seconds, 1)} s` : ''}. OpenSpiel's reference values (R293): Kuhn uniform NashConv 11/12, Leduc 4.747222; the Leduc game value for the first player is about -0.0856.`);
  }
  const text = lines.join('\n');
  console.log(text);
  return text;
}
