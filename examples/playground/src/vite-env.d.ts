declare module 'graphviz-wasm' {
  export * from '@viz-js/viz';
}
