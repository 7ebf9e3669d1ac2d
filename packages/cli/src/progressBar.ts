import type { CliIO } from './CliCommand.js';

/** A progress bar on stderr: `update(done, total)` redraws it, `end()` finishes its line. */
export interface ProgressBar {
  update(done: number, total: number): void;
  end(): void;
}

/**
 * A progress bar drawn on stderr only when stderr is a terminal and `quiet` is false; otherwise
 * it prints nothing (no `\r` lines in a log file or a pipe). Redraws at most once per percent.
 * `unit` names what is counted ("hands", "boards").
 */
export function progressBar(io: CliIO, unit: string, quiet = false): ProgressBar {
  const on = !quiet && (io.stderr as { isTTY?: boolean }).isTTY === true;
  let shown = -1;
  let drawn = false;
  return {
    update(done, total) {
      if (!on || total <= 0) return;
      const percent = Math.floor((done / total) * 100);
      if (percent === shown) return;
      shown = percent;
      drawn = true;
      const width = 30;
      const filled = Math.round((done / total) * width);
      io.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${formatNumber(done)}/${formatNumber(total)} ${unit}`);
    },
    end() {
      if (drawn) io.stderr.write('\n');
      drawn = false;
    },
  };
}

/**
 * The one number format of the command line's human output: thousands separated by commas
 * (`1,550`, `-21,248`, `10,387.5`), at most `maxDecimals` decimals (default 2) and at least
 * `minDecimals` (default 0). JSON output keeps plain numbers.
 */
export function formatNumber(value: number, maxDecimals = 2, minDecimals = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals });
}

/** `count` and `noun`, the noun in the plural unless `count` is 1: `1 bot`, `3 bots`. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : pluralNoun}`;
}
