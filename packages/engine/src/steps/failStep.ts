import { VariantDefinitionError } from '../VariantDefinitionError.js';

/** Throws the {@link VariantDefinitionError} of a step's field. @internal */
export function failStep(field: string, message: string): never {
  throw new VariantDefinitionError(field, message);
}
