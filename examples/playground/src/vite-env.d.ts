declare module 'graphviz-wasm' {
  export * from '@viz-js/viz';
}

declare module 'virtual:prelaid-charts' {
  /** SVG drawings laid out when the site was built, by {@link drawingKey}. */
  const charts: Record<string, string>;
  export default charts;
}
