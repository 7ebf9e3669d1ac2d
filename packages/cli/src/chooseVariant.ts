import type { VariantDescriptor } from '@pokerchart/engine';
import { CliUsageError } from './CliCommand.js';
import { readVariantFile } from './readVariantFile.js';
import { allVariants as variants } from '@pokerchart/variants';

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

/**
 * The built-in variant whose id is `id` (as given to `--variant`), or a {@link CliUsageError} that
 * lists the ids. `undefined` means the option was required and missing.
 */
export function findVariant(id: string | undefined): VariantDescriptor {
  const ids = variants.map((v) => v.id).join(', ');
  if (id === undefined) throw new CliUsageError(`missing --variant <id> (or --variant-file <spec.json>); the variants are: ${ids}`);
  const variant = variants.find((v) => v.id === id);
  if (!variant) throw new CliUsageError(`unknown variant "${id}"; the variants are: ${ids}`);
  return variant;
}
