import type { Card } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';

/**
 * One entry of a hand's log, in the order things happened. Plain JSON data. Hole cards and burns
 * appear here but never in another seat's {@link PlayerView} (their cards are replaced by `null`).
 *
 * - `posted`: a forced bet (R20): `kind` `'ante'` or `'blind'` (blinds and straddles);
 * - `dealt`: cards to a seat (R36); in the stud family `upCards` lists the ones dealt face up,
 *   which every view shows (R207), while `cards` (all of them) is hidden from other seats;
 * - `burned`: a burn card before a street's board (R37);
 * - `board`: board cards of a street; with several boards (R230) one entry per board, `board` the
 *   board's index from 0 (left out for board 0), and `run` the run's index from 0 when the board
 *   is run more than once (R232; left out for run 0); `burned` entries say the same;
 * - `acted`: a player action, with the seat's round total after it (`to`) and chips behind (`stack`);
 * - `street-closed`: the end of a betting round (R101);
 * - `returned`: uncalled chips given back (R106);
 * - `exposed`: hands turned face up because betting closed with an all-in (R127);
 * - `shown` / `mucked`: showdown (R126-R130);
 * - `discarded`: a seat's discard in a draw or a discard-only exchange (R212, R220): `cards` (`null`
 *   in other seats' views) and their `count`, which everyone sees; its replacements follow as a
 *   `dealt` entry (the cards the seat was dealt, R212), after a `burned` entry for the round's burn;
 * - `reshuffled`: the stub ran out and `count` discards and burns were shuffled into a new stub (R213);
 * - `decided`: a seat's decision at a step of a kind of your own (`defineStepKind` with a
 *   `decision`): the kind and the `choice`, which only the seat itself sees (`null` in other views);
 * - `chose-runs`: a seat's number of runs under `runItTimes: 'ask'` (R232);
 * - `runs`: the board is run `times` times (R232), fewer than the `wanted` when the stub cannot
 *   give every run its cards; the extra runs' `burned` and `board` entries follow;
 * - `awarded`: a pot paid to its winners (`pot` index, main pot 0; `low` for the low half, R168);
 *   with several boards or runs, one entry per part of the pot (R231, R232), `board` and `run`
 *   naming it by index from 0 (left out when there is only one of them).
 */
export type HandLogEntry =
  | { type: 'posted'; seat: number; kind: 'ante' | 'blind'; amount: number }
  | { type: 'dealt'; seat: number; cards: Card[] | null; upCards?: Card[] }
  | { type: 'burned'; street: string; card: Card | null; board?: number; run?: number }
  | { type: 'board'; street: string; cards: Card[]; board?: number; run?: number }
  | { type: 'acted'; street: string; seat: number; action: PlayerAction; to: number; stack: number }
  | { type: 'street-closed'; street: string }
  | { type: 'returned'; seat: number; amount: number }
  | { type: 'exposed'; seats: number[] }
  | { type: 'shown'; seat: number; cards: Card[] }
  | { type: 'mucked'; seat: number }
  | { type: 'discarded'; street: string; seat: number; cards: Card[] | null; count: number }
  | { type: 'reshuffled'; street: string; count: number }
  | { type: 'decided'; kind: string; street: string; seat: number; choice: unknown }
  | { type: 'chose-runs'; seat: number; times: number }
  | { type: 'runs'; times: number; wanted: number }
  | { type: 'awarded'; pot: number; amount: number; seats: number[]; low?: boolean; board?: number; run?: number };
