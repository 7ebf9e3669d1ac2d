/**
 * A strategy (R293): for each information set, written `P:HOLE|BOARD|ACTIONS` (see
 * {@link infoSetKey}), a probability for each legal action letter (`x` check, `b` bet, `c` call,
 * `f` fold, `r` raise). Made by {@link solve}, read back from JSON by {@link strategyFromJSON}.
 */
export interface Strategy {
  /** The information sets the strategy knows, in the order of the game tree. */
  infoSets(): string[];
  /**
   * The probability of each action letter in `infoSet` (they add up to 1), e.g. `{ c: 1, f: 0 }`;
   * an empty object for an information set the strategy does not know.
   */
  probabilities(infoSet: string): Record<string, number>;
  /** JSON data: `{ format: 'pokerchart-strategy', version: 1, variant, infoSets: { [infoSet]: { [letter]: p } } }`. */
  toJSON(): StrategyJson;
}

/** The JSON form of a {@link Strategy}. */
export interface StrategyJson {
  /** Always `'pokerchart-strategy'`. */
  format: 'pokerchart-strategy';
  /** Format version, 1. */
  version: 1;
  /** The variant's id. */
  variant: string;
  /** Each information set's action probabilities. */
  infoSets: Record<string, Record<string, number>>;
}

/** A {@link Strategy} over a fixed table of information sets. @internal */
export class TableStrategy implements Strategy {
  readonly #variant: string;
  readonly #table: Map<string, Record<string, number>>;

  constructor(variant: string, table: Map<string, Record<string, number>>) {
    this.#variant = variant;
    this.#table = table;
  }
  infoSets(): string[] {
    return [...this.#table.keys()];
  }
  probabilities(infoSet: string): Record<string, number> {
    const row = this.#table.get(infoSet);
    return row === undefined ? {} : { ...row };
  }
  toJSON(): StrategyJson {
    const infoSets: Record<string, Record<string, number>> = {};
    for (const [key, row] of this.#table) infoSets[key] = { ...row };
    return { format: 'pokerchart-strategy', version: 1, variant: this.#variant, infoSets };
  }
}
