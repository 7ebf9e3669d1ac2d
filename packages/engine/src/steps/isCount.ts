/** Whether `value` is an integer of at least `min`. @internal */
export function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}
