/** The error class of the stud and draw rule functions, shared with `@pokerchart/engine` (one class, so `instanceof` holds for both). @internal @module */
export { VariantRuleError } from '@pokerchart/engine';
