import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { defineVariant, VariantDefinitionError, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import { variants } from '@pokerchart/variants';
import { CliUsageError } from './CliCommand.js';
import { loadRanking } from './loadRanking.js';

/**
 * Reads a variant of one's own from a JSON file: a `VariantSpec`, where an optional `"base"`
 * names a built-in variant whose fields it starts from. Checked by `defineVariant`; every problem
 * is a {@link CliUsageError} naming the file.
 */
export async function readVariantFile(path: string): Promise<VariantDescriptor> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliUsageError(`cannot read the variant file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(`the variant file ${path} is not JSON: ${(error as Error).message}`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new CliUsageError(`the variant file ${path} must hold one JSON object (a VariantSpec)`);
  }
  const { base, ...fields } = json as Record<string, unknown>;
  // "ranking" and "low": a name, or a module holding a ranking plugin (see loadRanking)
  for (const key of ['ranking', 'low'] as const) {
    if (fields[key] !== undefined) fields[key] = await loadRanking(fields[key], dirname(resolve(path)), `the variant file ${path}, "${key}"`);
  }
  let start: Partial<VariantSpec> = {};
  if (base !== undefined) {
    const found = variants.find((v) => v.id === base);
    if (!found) throw new CliUsageError(`the variant file ${path}: unknown "base" ${JSON.stringify(base)}; the variants are: ${variants.map((v) => v.id).join(', ')}`);
    start = found;
  }
  try {
    return defineVariant({ ...start, ...fields } as unknown as VariantSpec);
  } catch (error) {
    if (error instanceof VariantDefinitionError) throw new CliUsageError(`the variant file ${path}: ${error.message}`);
    throw error;
  }
}
