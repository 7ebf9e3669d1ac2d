import type { PlayerAction } from '@pokerchart/betting';

/**
 * The events of the tournament statechart. `REGISTER`, `START`, `REBUY` and `ADD_ON` are the
 * players' and director's commands; `DEAL` starts the next hand at a table and `HAND_DONE`
 * reports that its hand ended (the tournament then reads the table actor); `EXPIRE_BUSTS` ends the
 * rebuy chance of the busted players at a table before its next hand (R242); `END_BREAK` resumes
 * play (R249); `TICK` gives the tournament the clock's time, so that levels, breaks and the close of
 * late registration follow it in real time (R263); `ACT` is a player action passed on to a table's running hand. `now` is the
 * tournament clock in milliseconds (R249).
 */
export type TournamentEvent =
  | { type: 'REGISTER'; name: string }
  | { type: 'START'; now?: number }
  | { type: 'REBUY'; name: string }
  | { type: 'ADD_ON'; name: string }
  | { type: 'DEAL'; table: number; now?: number }
  | { type: 'HAND_DONE'; table: number; now?: number }
  | { type: 'EXPIRE_BUSTS'; table: number }
  | { type: 'END_BREAK'; now?: number }
  | { type: 'TICK'; now: number }
  | { type: 'ACT'; table: number; action: PlayerAction };
