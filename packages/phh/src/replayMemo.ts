import type { Hand } from '@pokerchart/engine';

/** What a replay knows that the engine hand does not, for {@link toPhh}. @internal */
export interface ReplayMemo {
  /** Engine chips per unit of the file. */
  scale: number;
  /** By player: whether the file's starting stack was unknown (`inf`). */
  unknownStack: boolean[];
  /** Final chips by seat when the replay's reading differs from the engine's result (unknown hands mucked). */
  finalChips: number[] | undefined;
  /** Cards unknown in the file, dealt as stand-ins (written `??` again). */
  fillerCards: ReadonlySet<number>;
  /** Cards the file wrote `??` when dealing them (named later). */
  hiddenCards: ReadonlySet<number>;
  /** The file's forced bets and ante treatment, as written (PHH order, file units). */
  antes: number[] | undefined;
  blinds: number[] | undefined;
  anteTrimming: boolean | undefined;
}

const memos = new WeakMap<Hand, ReplayMemo>();

/** @internal */
export function rememberReplay(hand: Hand, memo: ReplayMemo): void {
  memos.set(hand, memo);
}

/** @internal */
export function replayMemoOf(hand: Hand): ReplayMemo | undefined {
  return memos.get(hand);
}
