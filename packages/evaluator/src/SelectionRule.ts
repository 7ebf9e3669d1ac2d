/**
 * Which five-card subsets of hole and board cards a hand may use (R135):
 * - `'any'`: any five of the hole and board cards together (Hold'em, R155; the hole may be empty);
 * - `{ hole, board }`: exactly `hole` hole cards and exactly `board` board cards, with
 *   `hole + board = 5` (Omaha is `{ hole: 2, board: 3 }`, R160).
 */
export type SelectionRule = 'any' | { readonly hole: number; readonly board: number };
