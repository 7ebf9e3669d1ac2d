/**
 * @pokerchart/viz: draw pokerchart statecharts offline, from any XState v5 machine (a hand
 * machine of any variant and betting structure, the table machine, your own): Mermaid
 * ({@link toMermaid}), Graphviz DOT ({@link toDot}), SVG laid out by Graphviz in WebAssembly
 * ({@link toSvg}), plain JSON ({@link toChartJson}), and a single-file HTML viewer that steps
 * through a hand ({@link toHtmlViewer}). Each can highlight the active states of a snapshot.
 *
 * @packageDocumentation
 */
export type { ChartJson, ChartNode, ChartEdge, ChartNodeType } from './ChartJson.js';
export type { ChartOptions, ActiveStates } from './ChartJson.js';
export type { ChartMachine } from './ChartJson.js';
export type { VizErrorCode } from './errors.js';
export { VizError } from './errors.js';
export { resolveActiveStates } from './resolveActiveStates.js';
export { toChartJson } from './toChartJson.js';
export { toMermaid } from './toMermaid.js';
export { toDot, chartToDot, chartColors, chartFont, svgIdOf } from './toDot.js';
export { toSvg, dotToSvg } from './toDot.js';
export type { ViewerStep, ViewerHand, ViewerTransition, HtmlViewerOptions } from './toHtmlViewer.js';
export { toHtmlViewer } from './toHtmlViewer.js';
export type { StepsFromEventsOptions } from './recordHandSteps.js';
export { stepsFromEvents } from './recordHandSteps.js';
export { describeLogEntry } from './describeTransition.js';
export type { HandRecording } from './recordHandSteps.js';
export { recordHandSteps } from './recordHandSteps.js';
export type { SampleHandsOptions } from './sampleHands.js';
export { sampleHands } from './sampleHands.js';
