/** Hands in one page of `hands()` when the request names no `limit`, and the most it may name. */
export const HANDS_PAGE = { default: 100, max: 500 } as const;

/** The page size a `hands` request asks for (its `limit`, else the default), for its answer and its cost. */
export function handsPageSize(limit: unknown): number {
  return Number.isInteger(limit) && (limit as number) >= 1 ? Math.min(HANDS_PAGE.max, limit as number) : HANDS_PAGE.default;
}
