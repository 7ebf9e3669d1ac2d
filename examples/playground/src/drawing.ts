import type { ChartJson } from '@pokerchart/viz';

/** What the drawing shows besides state names and events. */
export interface DrawOptions {
  /** Guards on the transitions' labels (`ACT [guard]`). */
  guards: boolean;
  /** The states' descriptions under their names. */
  descriptions: boolean;
}

/** The drawing the page starts with: names and events only, the most readable. */
export const defaultDrawing: DrawOptions = { guards: false, descriptions: false };

/** A key that is equal exactly when two charts draw the same (the chart JSON without its active states). */
export function drawingKey(json: ChartJson, options: DrawOptions): string {
  return `${options.guards}|${options.descriptions}|${JSON.stringify({ ...json, active: [] })}`;
}
