/**
 * @pokerchart/viz: Draw pokerchart statecharts offline: Mermaid, Graphviz DOT, SVG and a single-file HTML viewer.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/viz';
