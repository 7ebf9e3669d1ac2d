import type { HandStep } from '../HandStep.js';
import type { StreetSpec } from '../VariantSpec.js';
import { streetsOfSteps } from './streetsOfSteps.js';

/** The `holeCards` and `streets` a checked step list stands for. @internal */
export function shorthandOf(steps: readonly HandStep[]): { holeCards: number; streets: StreetSpec[] } {
  const streets = streetsOfSteps(steps);
  return {
    holeCards: streets.reduce((n, st) => n + st.seatCards.length, 0),
    streets: streets.map((st) => (st.burn && st.board > 0 ? { name: st.name, board: st.board, burn: true } : { name: st.name, board: st.board })),
  };
}

