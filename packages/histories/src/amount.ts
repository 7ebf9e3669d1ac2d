import { HandRefusal } from './errors.js';

/**
 * Reads an amount as a room prints it ("$1,234.50", "0.05€", "1 234,50 €", "20000") in the room's
 * units. `decimalComma` is the French reading (comma before the decimals, spaces or dots between
 * thousands). Returns null for a text that is not an amount.
 * @internal
 */
export function readAmount(text: string, decimalComma: boolean): { value: number; decimals: number } | null {
  const value = scanAmount(text, 0, text.length, decimalComma);
  return Number.isNaN(value) ? null : { value, decimals: scannedDecimals };
}

/** The decimals of the last amount {@link scanAmount} read. */
let scannedDecimals = 0;

/**
 * {@link readAmount} of text[start..end) without an object per amount (nor a copy of the text):
 * the value (NaN for a text that is not an amount), its decimals left in `scannedDecimals`.
 */
function scanAmount(text: string, start: number, end: number, decimalComma: boolean): number {
  // one pass over the characters: digits, the decimal mark and the thousands separator count;
  // everything else (currency symbols and codes, spaces) is left out; a minus sign before any of them refuses
  const mark = decimalComma ? 44 : 46;
  const group = decimalComma ? 46 : 44;
  let seen = false;
  let marks = 0;
  let wholeDigits = 0;
  let whole = 0;
  let frac = 0;
  let fracDigits = 0;
  // the fraction up to its last non-zero digit (trailing zeros do not set the scale)
  let fracKept = 0;
  let fracKeptDigits = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      seen = true;
      if (marks === 0) {
        whole = whole * 10 + (c - 48);
        wholeDigits++;
      } else {
        frac = frac * 10 + (c - 48);
        fracDigits++;
        if (c !== 48) {
          fracKept = frac;
          fracKeptDigits = fracDigits;
        }
      }
    } else if (c === mark) {
      seen = true;
      if (++marks > 1) return NaN;
    } else if (c === group) seen = true;
    else if (c === 45 && !seen) return NaN;
  }
  if (!seen || (wholeDigits === 0 && marks === 0)) return NaN;
  if (wholeDigits + fracDigits > 15) {
    // beyond exact integers: read the digits as a decimal text
    let digits = '';
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) digits += text[i];
      else if (c === mark) digits += '.';
    }
    const [w = '', f = ''] = digits.split('.');
    const kept = f.replace(/0+$/, '');
    scannedDecimals = kept.length;
    return Number(kept === '' ? w || '0' : `${w || '0'}.${kept}`);
  }
  scannedDecimals = fracKeptDigits;
  if (fracKeptDigits === 0) return whole;
  const unit = 10 ** fracKeptDigits;
  // one correctly rounded division: the same number as reading the decimal text
  return (whole * unit + fracKept) / unit;
}

/** The currency symbol at the front or back of an amount as printed, if any. @internal */
export function currencySymbolOf(text: string): string | undefined {
  const m = /[$€£¥₹]/.exec(text);
  return m ? m[0] : undefined;
}

/** {@link currencySymbolOf} of text[start..end), without copying it. @internal */
export function currencySymbolIn(text: string, start: number, end: number): string | undefined {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    // $ € £ ¥ ₹
    if (c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5 || c === 0x20b9) return text[i];
  }
  return undefined;
}

/**
 * A reader of a hand's amounts that refuses a text that is not an amount (R270) and keeps the
 * most decimals any amount of the hand had, which sets the hand's scale (R270).
 * @internal
 */
export function amountReader(decimalComma: boolean): {
  read: (text: string, line: number) => number;
  /** read() of text[start..end), without copying it. */
  readIn: (text: string, start: number, end: number, line: number) => number;
  decimals: () => number;
} {
  let decimals = 0;
  const readIn = (text: string, start: number, end: number, line: number): number => {
    const value = scanAmount(text, start, end, decimalComma);
    if (Number.isNaN(value)) throw new HandRefusal('HISTORY_BAD_AMOUNT', `"${text.slice(start, end)}" is not an amount (R270)`, line);
    if (scannedDecimals > decimals) decimals = scannedDecimals;
    return value;
  };
  return {
    read: (text, line) => readIn(text, 0, text.length, line),
    readIn,
    decimals: () => decimals,
  };
}
