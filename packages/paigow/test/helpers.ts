import { parsePaiGowCards, type PaiGowSet } from '../src/index.js';

/** Cards from text such as "As Kd Jk". */
export const c = (text: string) => parsePaiGowCards(text);

/** A setting from "high | low" text. */
export function set(text: string): PaiGowSet {
  const [high, low] = text.split('|');
  return { high: c(high!), low: c(low!) };
}
