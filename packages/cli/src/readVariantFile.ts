import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { defineVariant, VariantDefinitionError, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import { allVariants as variants } from '@pokerchart/variants';
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
    // the steps of a base decide its holeCards and streets: a file that changes those alone would be ignored
    const steps = (found as { steps?: unknown }).steps;
    for (const key of ['holeCards', 'streets'] as const) {
      if (steps !== undefined && fields.steps === undefined && fields[key] !== undefined && JSON.stringify(fields[key]) !== JSON.stringify(found[key])) {
        throw new CliUsageError(`the variant file ${path}: variant field "${key}": the file's ${JSON.stringify(fields[key])} conflicts with the "steps" of base ${JSON.stringify(base)}, which deal ${key === 'holeCards' ? `${found.holeCards} cards to each seat` : `the streets ${found.streets.map((st) => st.name).join(', ')}`}; the steps decide holeCards and streets, so give "steps" in the file instead`);
      }
    }
  }
  const define = (spec: Record<string, unknown>) => defineVariant(spec as unknown as VariantSpec);
  try {
    return define({ ...start, ...fields });
  } catch (error) {
    if (error instanceof VariantDefinitionError) throw new CliUsageError(`the variant file ${path}: ${base === undefined ? error.message : withBase(error, String(base), start, fields, define)}`);
    throw error;
  }
}

/** The top-level spec field of a refused field path: `steps[3].opener` → `steps`. */
const topField = (field: string): string => field.split(/[.[]/)[0]!;

/**
 * The refusal of a variant made from a base and a file, saying where the refused value came from:
 * `holeCards (from base "omaha")` when the base gave it, and naming what it conflicts with: the
 * file's fields without which the base's value is accepted, or, for a value of the file's own that
 * the base alone does not refuse, the base's fields the refusal speaks of.
 */
function withBase(error: VariantDefinitionError, base: string, start: Partial<VariantSpec>, fields: Record<string, unknown>, define: (spec: Record<string, unknown>) => unknown): string {
  const top = topField(error.field);
  // holeCards and streets are the steps' when the file gives steps
  const fromFile = top in fields || (fields.steps !== undefined && (top === 'holeCards' || top === 'streets'));
  const detail = error.message.slice(`variant field "${error.field}": `.length);
  /** Whether the spec is accepted, or refused for another field than this refusal's. */
  const passes = (spec: Record<string, unknown>): boolean => {
    try {
      define(spec);
      return true;
    } catch (e) {
      return !(e instanceof VariantDefinitionError) || e.field !== error.field;
    }
  };
  const quote = (keys: string[]) => keys.map((k) => `"${k}"`).join(', ');
  if (!fromFile) {
    // the base's value: which of the file's fields does it not go with?
    const own = Object.keys(fields).filter((k) => k !== 'id' && k !== 'name');
    const conflicting = own.filter((k) => passes({ ...start, ...Object.fromEntries(Object.entries(fields).filter(([f]) => f !== k)) }));
    const clash = conflicting.length > 0 ? `; it conflicts with the file's ${quote(conflicting)}: give "${top}" in the file too, or change ${conflicting.length > 1 ? 'those' : 'that'}` : '';
    return `variant field "${error.field}" (from base ${JSON.stringify(base)}): ${detail}${clash}`;
  }
  // the file's value: when the base alone is what it does not go with, name the base's fields the refusal speaks of
  const rest = Object.fromEntries(Object.entries(fields).filter(([f]) => f !== top && !(top === 'steps' && (f === 'holeCards' || f === 'streets'))));
  if (!passes({ ...start, ...rest })) return error.message;
  const words = new Set(detail.split(/[^A-Za-z]+/));
  const named = Object.keys(start).filter((k) => !(k in fields) && k !== 'id' && k !== 'name' && words.has(k));
  return named.length > 0 ? `${error.message} (the file's "${top}" conflicts with the ${quote(named)} of base ${JSON.stringify(base)})` : error.message;
}
