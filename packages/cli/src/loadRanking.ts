import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineRanking, EvaluationError, getRanking, type Ranking, type RankingSpec } from '@pokerchart/evaluator';
import { CliUsageError } from './CliCommand.js';

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
