import type { VariantDescriptor } from '@pokerchart/engine';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError } from './CliCommand.js';

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
