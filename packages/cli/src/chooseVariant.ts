import type { VariantDescriptor } from '@pokerchart/engine';
import { CliUsageError } from './CliCommand.js';
import { findVariant } from './findVariant.js';
import { readVariantFile } from './readVariantFile.js';

/** The parseArgs options `--variant <id>` (`-v`) and `--variant-file <spec.json>`, shared by every command that takes a variant. */
export const variantOptions = {
  variant: { type: 'string', short: 'v' },
  'variant-file': { type: 'string' },
} as const;

/**
 * The variant chosen by `--variant <id>` or `--variant-file <spec.json>` (not both), or the
 * built-in variant `fallback` when neither is given (a usage error when there is no fallback).
 */
export async function chooseVariant(
  values: { variant?: string | undefined; 'variant-file'?: string | undefined },
  fallback?: string,
): Promise<VariantDescriptor> {
  if (values.variant !== undefined && values['variant-file'] !== undefined) {
    throw new CliUsageError('give --variant or --variant-file, not both');
  }
  if (values['variant-file'] !== undefined) return readVariantFile(values['variant-file']);
  return findVariant(values.variant ?? fallback);
}
