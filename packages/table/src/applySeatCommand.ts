import type { SeatCommand } from './TableCommandEvent.js';
import type { TableContext } from './TableContext.js';
import { TableError } from './errors.js';

const positiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Why a seat command cannot be applied now, or null when it can. Never changes anything. */
export function checkSeatCommand(context: TableContext, command: SeatCommand): TableError | null {
  const { seat } = command;
  if (!Number.isInteger(seat) || seat < 0 || seat >= context.seats.length) {
    return new TableError('TABLE_BAD_SEAT', `seat ${String(seat)} does not exist; seats are 0..${context.seats.length - 1}`);
  }
  const occupant = context.seats[seat] ?? null;
  const tournament = context.options.mode === 'tournament';
  const started = context.hand !== null;
  switch (command.type) {
    case 'SIT':
      if (occupant !== null) return new TableError('TABLE_SEAT_TAKEN', `seat ${seat} is taken by ${occupant.name}`);
      if (!positiveInt(command.stack)) return new TableError('TABLE_BAD_CONFIG', `a stack must be a positive whole number of chips, got ${String(command.stack)}`);
      if (tournament && started) return new TableError('TABLE_NOT_ALLOWED', 'a tournament takes new players only before its first hand');
      return null;
    case 'LEAVE':
      if (occupant === null) return new TableError('TABLE_SEAT_EMPTY', `seat ${seat} is empty`);
      if (tournament && started) return new TableError('TABLE_NOT_ALLOWED', `${occupant.name} cannot leave a running tournament; sit out instead`);
      return null;
    case 'SIT_OUT':
    case 'SIT_IN':
      if (occupant === null) return new TableError('TABLE_SEAT_EMPTY', `seat ${seat} is empty`);
      if (occupant.place !== null) return new TableError('TABLE_FINISHED', `${occupant.name} is out of the tournament (place ${occupant.place})`);
      if (command.type === 'SIT_IN' && occupant.stack === 0) return new TableError('TABLE_NOT_ALLOWED', `${occupant.name} has no chips; rebuy first`);
      if (command.type === 'SIT_IN' && command.waitForBigBlind !== undefined && typeof command.waitForBigBlind !== 'boolean') return new TableError('TABLE_BAD_CONFIG', `waitForBigBlind must be true or false, got ${String(command.waitForBigBlind)} (R262)`);
      return null;
    case 'REBUY':
      if (occupant === null) return new TableError('TABLE_SEAT_EMPTY', `seat ${seat} is empty`);
      if (tournament) return new TableError('TABLE_NOT_ALLOWED', 'rebuys are for cash tables');
      if (!positiveInt(command.amount)) return new TableError('TABLE_BAD_CONFIG', `a rebuy must be a positive whole number of chips, got ${String(command.amount)}`);
      return null;
    case 'BOMB_POT':
      if (occupant === null) return new TableError('TABLE_SEAT_EMPTY', `seat ${seat} is empty`);
      if (context.options.bombPot === undefined) return new TableError('TABLE_NOT_ALLOWED', 'this table deals no bomb pots: create it with bombPot: { ante } (R233)');
      return null;
  }
}

/** The context after a seat command that {@link checkSeatCommand} accepted. */
export function applySeatCommand(context: TableContext, command: SeatCommand): TableContext {
  const seats = context.seats.slice();
  const occupant = seats[command.seat] ?? null;
  switch (command.type) {
    case 'SIT':
      seats[command.seat] = { name: command.name, stack: command.stack, sittingOut: false, place: null, boughtIn: command.stack, takenOff: 0 };
      return { ...context, seats, chipsIn: context.chipsIn + command.stack };
    case 'LEAVE':
      seats[command.seat] = null;
      return { ...context, seats, chipsOut: context.chipsOut + (occupant?.stack ?? 0) };
    case 'SIT_OUT':
      if (occupant) seats[command.seat] = { ...occupant, sittingOut: true };
      return { ...context, seats };
    case 'SIT_IN':
      if (occupant) {
        // R262: back in, no timeouts in a row; owing blinds, it posts them or waits for the big blind
        const { timeouts: _t, sitOutHands: _h, waitForBigBlind: _w, ...rest } = occupant;
        seats[command.seat] = { ...rest, sittingOut: false, ...(command.waitForBigBlind === true && occupant.missedBlinds !== undefined ? { waitForBigBlind: true } : {}) };
      }
      return { ...context, seats };
    case 'REBUY':
      if (occupant) {
        seats[command.seat] = { ...occupant, stack: occupant.stack + command.amount, boughtIn: occupant.boughtIn + command.amount, sittingOut: false };
      }
      return { ...context, seats, chipsIn: context.chipsIn + command.amount };
    case 'BOMB_POT':
      return { ...context, bombPotNext: true };
  }
}
