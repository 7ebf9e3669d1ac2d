// The soak's command line: --hands N, --seed S, --only I, --heap-every N, --heap-growth F, --help.

/** The soak's settings, read from the command line. */
export interface SoakArgs {
  /** Hands to play (default 1,000,000). */
  hands: number;
  /** The run's seed (default 1): hand i's RNG is seeded from (seed, i). */
  seed: number;
  /** Play only hand `only` of the run (a reproduction), or -1 for every hand. */
  only: number;
  /** With --expose-gc: gc() and record heapUsed every this many hands. */
  heapEvery: number;
  /** The run fails when the mean heap of the last third exceeds the first third's by this factor. */
  heapGrowth: number;
}

/** How to run the soak (printed by --help and in every reproduction line). */
export const SOAK_COMMAND = 'node --expose-gc --import tsx scripts/soak/main.ts';

const OPTIONS = ['hands', 'seed', 'only', 'heap-every', 'heap-growth'];

/** Reads the command line; prints usage and exits on --help, exits 2 on a bad option. */
export function readArgs(args: readonly string[]): SoakArgs {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`usage: ${SOAK_COMMAND} [--hands N] [--seed S] [--only I] [--heap-every N] [--heap-growth F]`);
    console.log('Plays N fuzzed hands (default 1,000,000) and checks the engine invariants; see the head of scripts/soak/main.ts.');
    process.exit(0);
  }
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    if (!args[i]?.startsWith('--') || !OPTIONS.includes(name)) {
      console.error(`soak: unknown option "${args[i]}" (options: ${OPTIONS.map((o) => '--' + o).join(', ')}; --help)`);
      process.exit(2);
    }
  }
  const arg = (name: string, fallback: number): number => {
    const i = args.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const v = Number(args[i + 1]);
    if (!Number.isFinite(v)) {
      console.error(`soak: --${name} needs a number`);
      process.exit(2);
    }
    return v;
  };
  return {
    hands: arg('hands', 1_000_000),
    seed: arg('seed', 1),
    only: arg('only', -1),
    heapEvery: arg('heap-every', 100_000),
    heapGrowth: arg('heap-growth', 1.5),
  };
}
