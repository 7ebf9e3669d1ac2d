/**
 * @pokerchart/engine: the hand lifecycle as an XState v5 statechart built from a variant
 * descriptor ({@link defineVariant}) and a betting structure.
 *
 * @packageDocumentation
 */
export type { StreetSpec, VariantSpec, VariantDescriptor } from './VariantSpec.js';
export { VariantDefinitionError } from './VariantDefinitionError.js';
export { defineVariant, variantDeck } from './defineVariant.js';
