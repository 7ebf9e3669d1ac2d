import type { Card } from '@pokerchart/cards';

/** A card in an action: a card code, or null for an unknown card (`??`). */
export type PhhCard = Card | null;

/**
 * One entry of a PHH `actions` array, read by {@link parsePhhAction}. `player` is the 0-based
 * player index (PHH `p1` is player 0), the same index as the per-player arrays of a
 * {@link PhhHand}. `commentary` is the text after `#`, if any.
 *
 * - `deal-hole` (`d dh pN cards`): hole cards dealt to a player, some maybe unknown;
 * - `deal-board` (`d db cards`): community cards;
 * - `bring-in` (`pN pb`): stud bring-in;
 * - `bet-raise` (`pN cbr X`): complete, bet or raise to a total of `amount` for the round (R0.2);
 * - `check-call` (`pN cc`);
 * - `fold` (`pN f`);
 * - `discard` (`pN sd [cards]`): draw games; no cards is standing pat;
 * - `show-muck` (`pN sm [cards]`): `cards` null is a muck, `'dealt'` (`-`) shows the cards
 *   already dealt, a list shows those cards (unknown ones stay hidden);
 * - `none`: an empty entry or a commentary alone.
 */
export type PhhAction =
  | { type: 'deal-hole'; player: number; cards: PhhCard[]; commentary?: string }
  | { type: 'deal-board'; cards: PhhCard[]; commentary?: string }
  | { type: 'bring-in'; player: number; commentary?: string }
  | { type: 'bet-raise'; player: number; amount: number; commentary?: string }
  | { type: 'check-call'; player: number; commentary?: string }
  | { type: 'fold'; player: number; commentary?: string }
  | { type: 'discard'; player: number; cards: PhhCard[]; commentary?: string }
  | { type: 'show-muck'; player: number; cards: PhhCard[] | 'dealt' | null; commentary?: string }
  | { type: 'none'; commentary?: string };
