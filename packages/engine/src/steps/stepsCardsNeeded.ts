import type { HandStep } from '../HandStep.js';
import { streetsOfSteps } from './streetsOfSteps.js';

/**
 * How many cards `players` players need to reach the showdown with the steps' deals and burns,
 * where the last street may be R205's single community card when it deals one card to each seat
 * and no board; with the words of the sum for a message. @internal
 */
export function stepsCardsNeeded(steps: readonly HandStep[], players: number): { needed: number; text: string } {
  const streets = streetsOfSteps(steps);
  let seat = 0;
  let board = 0;
  let burns = 0;
  for (const st of streets) {
    seat += st.seatCards.length;
    board += st.board;
    if (st.burn) burns++;
  }
  const text = `${seat} × ${players} seat + ${board} board + ${burns} burn`;
  let needed = seat * players + board + burns;
  let last = streets.length - 1;
  while (last > 0 && streets[last]!.seatCards.length === 0 && streets[last]!.board === 0) last--;
  const end = streets[last]!;
  if (last > 0 && end.seatCards.length === 1 && end.board === 0) {
    // R205: one community card (unburned when it is the last card) can stand for the last street
    const withCommunity = needed - players - (end.burn ? 1 : 0) + 1;
    if (withCommunity < needed && needed > 0) return { needed: withCommunity, text: `${text} - the last street's ${players} seat card(s)${end.burn ? ' and burn' : ''} + 1 community card (R205)` };
  }
  return { needed, text };
}
