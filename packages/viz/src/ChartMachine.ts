/**
 * Any XState v5 machine (`createMachine` / `setup().createMachine`, e.g. a hand machine from
 * `createHandMachine`). Typed structurally, so that machines with specific context and event types
 * fit without casts under `exactOptionalPropertyTypes`.
 */
export interface ChartMachine {
  /** The machine id (the id of its root state). */
  readonly id: string;
  /** The root state node. */
  readonly root: object;
}
