import { defineVariant, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { CliUsageError } from './CliCommand.js';
import { formatNumber } from './progressBar.js';

/**
 * The parseArgs options of `play` and `simulate` for several boards (R230), running it more than
 * once (R232) and bomb pots (R233): `--boards N`, `--run-it N|ask`, `--max-runs N`,
 * `--bomb-pot ANTE` and `--bomb-every N`.
 */
export const gameOptions = {
  boards: { type: 'string' },
  'run-it': { type: 'string' },
  'max-runs': { type: 'string' },
  'bomb-pot': { type: 'string' },
  'bomb-every': { type: 'string' },
} as const;

/** The lines of a command's help that list {@link gameOptions}. */
export const gameOptionsHelp = `  --boards N       deal N boards (R230): each pot is split between the boards (default: the
                   variant's own; a variant file may say "boards": 2)
  --run-it N|ask   run the rest of the board N times when betting closes all-in (R232), or
                   ask the players still in ("run 2" at the prompt; the smallest choice applies)
  --max-runs N     the most runs a player may ask for with --run-it ask (default 2)
  --bomb-pot ANTE  bomb pots (R233): every player antes ANTE, no blinds, the hand starts on the flop
  --bomb-every N   a bomb pot every N hands (default 1: every hand)`;

/** What {@link readGameOptions} returns: the variant to play and the table options it adds. */
export interface GameOptions {
  /** The variant, with `boards` applied. */
  variant: VariantDescriptor;
  /** Table options: `runItTimes`, `maxRuns`, `bombPot`, those given only. */
  table: { runItTimes?: number | 'ask'; maxRuns?: number; bombPot?: { ante: number; every: number } };
  /** The options as words for a header ("run it twice, bomb pots of 20 every hand"); empty when none. */
  words: string[];
}

/** A whole number from `min` to `max`, or a usage error naming the flag. */
function whole(value: string, flag: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new CliUsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/** "twice", "3 times". */
const times = (k: number) => (k === 1 ? 'once' : k === 2 ? 'twice' : `${k} times`);

/** Reads {@link gameOptions}: the variant with `--boards` applied, and the table options of the others. */
export function readGameOptions(
  values: { boards?: string | undefined; 'run-it'?: string | undefined; 'max-runs'?: string | undefined; 'bomb-pot'?: string | undefined; 'bomb-every'?: string | undefined },
  variant: VariantDescriptor,
): GameOptions {
  const words: string[] = [];
  const table: GameOptions['table'] = {};
  let played = variant;
  if (values.boards !== undefined) {
    const boards = whole(values.boards, '--boards', 1, 8);
    if (boards !== (variant.boards ?? 1)) {
      const name = boards === 1 ? variant.name : boards === 2 ? `Double-board ${variant.name}` : `${boards}-board ${variant.name}`;
      // the extra boards need cards: seat fewer players when the deck cannot serve them all (R230)
      let refusal: unknown = null;
      for (let max = variant.seats.max; max >= variant.seats.min; max--) {
        try {
          played = defineVariant({ ...variant, id: `${variant.id}-${boards}-boards`, name, boards, seats: { min: variant.seats.min, max } });
          refusal = null;
          break;
        } catch (error) {
          refusal ??= error;
        }
      }
      if (refusal !== null) throw new CliUsageError(`--boards ${boards}: ${(refusal as Error).message}`);
    }
  }
  if (values['run-it'] !== undefined) {
    table.runItTimes = values['run-it'] === 'ask' ? 'ask' : whole(values['run-it'], '--run-it', 1, 9);
    if (table.runItTimes !== 1) words.push(table.runItTimes === 'ask' ? 'run it as the players ask' : `run it ${times(table.runItTimes)}`);
  }
  if (values['max-runs'] !== undefined) {
    if (table.runItTimes !== 'ask') throw new CliUsageError('--max-runs goes with --run-it ask');
    table.maxRuns = whole(values['max-runs'], '--max-runs', 1, 9);
    words[words.length - 1] += ` (up to ${table.maxRuns} runs)`;
  }
  if (values['bomb-every'] !== undefined && values['bomb-pot'] === undefined) throw new CliUsageError('--bomb-every goes with --bomb-pot ANTE');
  if (values['bomb-pot'] !== undefined) {
    // R233: a bomb pot replaces the blinds and the first betting round; a bring-in game has neither
    if (opensWithBringIn(played)) throw new CliUsageError(`--bomb-pot: ${played.name} opens with a bring-in, not blinds, so it has no bomb pots (R233)`);
    const ante = whole(values['bomb-pot'], '--bomb-pot', 1, 1_000_000_000);
    const every = values['bomb-every'] === undefined ? 1 : whole(values['bomb-every'], '--bomb-every', 1, 1_000_000);
    table.bombPot = { ante, every };
    words.push(`bomb pots of ${formatNumber(ante)} ${every === 1 ? 'every hand' : `every ${every} hands`}`);
  }
  return { variant: played, table, words };
}
