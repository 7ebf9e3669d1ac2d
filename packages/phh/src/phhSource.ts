import type { PhhSourceMap } from './locatePhhSource.js';

/** Source lines of records that came from text, kept beside them without touching the record. */
const sources = new WeakMap<object, PhhSourceMap>();

/** @internal */
export function rememberSource(hand: object, map: PhhSourceMap): void {
  sources.set(hand, map);
}

/** @internal */
export function sourceOf(hand: object): PhhSourceMap | undefined {
  return sources.get(hand);
}

/** The 1-based line of action `index` of a record read from text, or null. @internal */
export function actionLine(hand: object, index: number): number | null {
  return sources.get(hand)?.actions[index] ?? null;
}

/** The 1-based line of a top-level field of a record read from text, or null. @internal */
export function fieldLine(hand: object, field: string): number | null {
  return sources.get(hand)?.fields.get(field) ?? null;
}
