import { HandRefusal } from '../errors.js';

const CARD_TEXT: (string | undefined)[] = new Array<string | undefined>(128 * 128).fill(undefined);

/** Whether a word is a card: a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s). */
function isCard(text: string, at: number, stop: number): boolean {
  if (stop - at !== 2) return false;
  const r = text.charCodeAt(at);
  const s = text.charCodeAt(at + 1);
  return ((r >= 50 && r <= 57) || r === 84 || r === 74 || r === 81 || r === 75 || r === 65) && (s === 99 || s === 100 || s === 104 || s === 115);
}

/**
 * The cards written in square brackets on a history line (`[Ah Kd]`, `[2c 7h 9s]`), in order,
 * as the rooms print them; a word in brackets that is not a card refuses the hand (R270). Only
 * the brackets from `from` on are read.
 */
export function cardsIn(text: string, line: number, from = 0): string[] {
  const out: string[] = [];
  let open = text.indexOf('[', from);
  while (open >= 0) {
    const close = text.indexOf(']', open + 1);
    if (close < 0) break;
    const end = close;
    let at = open + 1;
    while (at < end) {
      let stop = text.indexOf(' ', at);
      if (stop < 0 || stop > end) stop = end;
      if (stop > at) {
        if (!isCard(text, at, stop)) throw new HandRefusal('HISTORY_BAD_CARD', `"${text.slice(at, stop)}" is not a card (R270)`, line);
        // one string per card, shared by every hand (no copy per card read)
        const key = text.charCodeAt(at) * 128 + text.charCodeAt(at + 1);
        out.push((CARD_TEXT[key] ??= text.slice(at, stop)));
      }
      at = stop + 1;
    }
    open = text.indexOf('[', close + 1);
  }
  return out;
}
