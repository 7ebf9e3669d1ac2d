import { VariantDefinitionError } from '../VariantDefinitionError.js';

/** Throws the {@link VariantDefinitionError} of a step's field. @internal */
export function fail(field: string, message: string): never {
  throw new VariantDefinitionError(field, message);
}

/** Whether `value` is an integer of at least `min`. @internal */
export function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}
