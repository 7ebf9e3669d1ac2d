import { HandRefusal } from '../errors.js';

const CARD = /^[2-9TJQKA][cdhs]$/;

/**
 * The cards written in square brackets on a history line (`[Ah Kd]`, `[2c 7h 9s]`), in order,
 * as the rooms print them; a word in brackets that is not a card refuses the hand (R270).
 */
export function cardsIn(text: string, line: number): string[] {
  const out: string[] = [];
  let open = text.indexOf('[');
  while (open >= 0) {
    const close = text.indexOf(']', open + 1);
    if (close < 0) break;
    const end = close;
    let at = open + 1;
    while (at < end) {
      let stop = text.indexOf(' ', at);
      if (stop < 0 || stop > end) stop = end;
      if (stop > at) {
        const c = text.slice(at, stop);
        if (!CARD.test(c)) throw new HandRefusal('HISTORY_BAD_CARD', `"${c}" is not a card (R270)`, line);
        out.push(c);
      }
      at = stop + 1;
    }
    open = text.indexOf('[', close + 1);
  }
  return out;
}
