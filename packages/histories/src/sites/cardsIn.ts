import { HandRefusal } from '../errors.js';

const CARD = /^[2-9TJQKA][cdhs]$/;

/**
 * The cards written in square brackets on a history line (`[Ah Kd]`, `[2c 7h 9s]`), in order,
 * as the rooms print them; a word in brackets that is not a card refuses the hand (R270).
 */
export function cardsIn(text: string, line: number): string[] {
  const out: string[] = [];
  for (const group of text.matchAll(/\[([^\]]*)\]/g)) {
    for (const c of group[1]!.split(' ')) {
      if (c === '') continue;
      if (!CARD.test(c)) throw new HandRefusal('HISTORY_BAD_CARD', `"${c}" is not a card (R270)`, line);
      out.push(c);
    }
  }
  return out;
}
