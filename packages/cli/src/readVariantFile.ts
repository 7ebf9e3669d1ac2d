import { readFile } from 'node:fs/promises';
import { dirname, resolve, isAbsolute } from 'node:path';
import { defineVariant, VariantDefinitionError, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError } from './CliCommand.js';
import { pathToFileURL } from 'node:url';
import { defineRanking, EvaluationError, getRanking, type Ranking, type RankingSpec } from '@pokerchart/evaluator';

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

/** A module reference: `./file.mjs`, `./file.mjs#exportName`, or `{ "module": "./file.mjs", "export": "name" }`. */
const MODULE_PATTERN = /\.(m?js|cjs)(#[A-Za-z_$][\w$]*)?$/;

/**
 * Reads how a variant file or `--ranking` names a ranking, for every command:
 * - a name (`"standard"`, `"deuce-to-seven-low"`, …) is kept as is and checked by the evaluator;
 * - a module path ending in `.js` or `.mjs`, optionally `#export` (default: the default export),
 *   or an object `{ "module": path, "export"?: name }`: the module is imported (a path relative to
 *   `baseDir`, the variant file's folder or the working directory) and its export, a ranking
 *   object or a `defineRanking` spec (a spec may add `partialStrength`, kept for stud readings, R235), is the ranking.
 * Throws {@link CliUsageError} when the module or export cannot be used.
 */
export async function loadRanking(ref: unknown, baseDir: string, what: string): Promise<Ranking | string> {
  let modulePath: string;
  let exportName = 'default';
  if (typeof ref === 'string') {
    if (!MODULE_PATTERN.test(ref)) return ref;
    const hash = ref.lastIndexOf('#');
    if (hash > 0) {
      modulePath = ref.slice(0, hash);
      exportName = ref.slice(hash + 1);
    } else modulePath = ref;
  } else if (ref !== null && typeof ref === 'object' && !Array.isArray(ref) && typeof (ref as { module?: unknown }).module === 'string') {
    const { module, export: name, ...rest } = ref as { module: string; export?: unknown };
    if (Object.keys(rest).length > 0) throw new CliUsageError(`${what}: a ranking reference has only "module" and "export", not ${Object.keys(rest).join(', ')}`);
    if (name !== undefined && typeof name !== 'string') throw new CliUsageError(`${what}: "export" must be the name of an export`);
    modulePath = module;
    if (name !== undefined) exportName = name;
  } else {
    throw new CliUsageError(`${what}: a ranking is a name such as "standard" or a module, "./ranking.mjs#name" or { "module": "./ranking.mjs", "export": "name" }`);
  }
  const file = isAbsolute(modulePath) ? modulePath : resolve(baseDir, modulePath);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new CliUsageError(`${what}: cannot load the ranking module ${file}: ${(error as Error).message}`);
  }
  const value = mod[exportName];
  if (value === undefined) throw new CliUsageError(`${what}: the module ${file} has no export "${exportName}"`);
  try {
    const isSpec = value !== null && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'function' && typeof (value as { strength?: unknown }).strength !== 'function';
    if (!isSpec) return getRanking(value as Ranking);
    // R235: a spec may value partial exposed hands too (a stud game reads its up cards with it); defineRanking keeps the rest
    const { partialStrength, ...spec } = value as RankingSpec & { partialStrength?: unknown };
    const ranking = defineRanking(spec);
    return typeof partialStrength === 'function' ? { ...ranking, partialStrength } as Ranking : ranking;
  } catch (error) {
    if (error instanceof EvaluationError) throw new CliUsageError(`${what}: the export "${exportName}" of ${file} is not a ranking: ${error.message}`);
    throw error;
  }
}
