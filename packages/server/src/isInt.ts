// Checks of the untrusted values of a client's request.

/** Whether `x` is a whole number from `min` to `max`. */
export const isInt = (x: unknown, min: number, max = Number.MAX_SAFE_INTEGER): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** Whether `x` is a string of 1 to `max` characters. */
export const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
