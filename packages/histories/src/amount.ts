import { HandRefusal } from './errors.js';

/**
 * Reads an amount as a room prints it ("$1,234.50", "0.05€", "1 234,50 €", "20000") in the room's
 * units. `decimalComma` is the French reading (comma before the decimals, spaces or dots between
 * thousands). Returns null for a text that is not an amount.
 * @internal
 */
export function readAmount(text: string, decimalComma: boolean): { value: number; decimals: number } | null {
  let s = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // digits, dot, comma; everything else (currency symbols and codes, spaces) is left out
    if ((c >= 48 && c <= 57) || c === 46 || c === 44) s += text[i];
    else if (c === 45 && s === '') return null;
  }
  if (s === '') return null;
  let decimalMark: string;
  let group: string;
  if (decimalComma) {
    decimalMark = ',';
    group = '.';
  } else {
    decimalMark = '.';
    group = ',';
  }
  s = s.split(group).join('');
  const parts = s.split(decimalMark);
  if (parts.length > 2 || parts[0] === '' && parts.length === 1) return null;
  const whole = parts[0] === '' ? '0' : parts[0]!;
  const frac = parts.length === 2 ? parts[1]!.replace(/0+$/, '') : '';
  if (!/^\d+$/.test(whole) || (frac !== '' && !/^\d+$/.test(frac))) return null;
  return { value: Number(frac === '' ? whole : `${whole}.${frac}`), decimals: frac.length };
}

/** The currency symbol at the front or back of an amount as printed, if any. @internal */
export function currencySymbolOf(text: string): string | undefined {
  const m = /[$€£¥₹]/.exec(text);
  return m ? m[0] : undefined;
}

/**
 * A reader of a hand's amounts that refuses a text that is not an amount (R270) and keeps the
 * most decimals any amount of the hand had, which sets the hand's scale (R270).
 * @internal
 */
export function amountReader(decimalComma: boolean): { read: (text: string, line: number) => number; decimals: () => number } {
  let decimals = 0;
  return {
    read(text, line) {
      const a = readAmount(text, decimalComma);
      if (a === null) throw new HandRefusal('HISTORY_BAD_AMOUNT', `"${text}" is not an amount (R270)`, line);
      if (a.decimals > decimals) decimals = a.decimals;
      return a.value;
    },
    decimals: () => decimals,
  };
}
