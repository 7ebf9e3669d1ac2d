// Benchmarks are added by the evaluator, engine and odds work; each prints medians and ratios.
console.log('no benchmarks yet');
