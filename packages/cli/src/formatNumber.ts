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
