// Types of scripts/referenceModel.mjs (the independent reference model of a flop-game or draw-game hand).
export interface RefConfig {
    structure: 'nl' | 'pl' | 'fl';
    stacks: number[];
    button: number;
    sb: number;
    bb: number;
    ante?: {
        amount: number;
        mode: 'each' | 'big-blind';
    };
    bbAnteOrder?: 'blind-first' | 'ante-first';
    straddle?: number;
    straddleMinRaise?: 'double-straddle' | 'straddle-plus-bb';
    smallBet?: number;
    bigBet?: number;
    maxRaises?: number;
    headsUpCap?: 'uncap-when-two-remain' | 'uncap-if-round-starts-heads-up' | 'always-capped';
    /** R59: fold is offered even when a check is possible. */
    allowOpenFold?: boolean;
    /** R128 (default true): a hand that cannot win or tie what is shown is mucked. */
    autoMuck?: boolean;
    /** Betting rounds (R211): 4 (default: flop games, triple draw) or 2 (single draw). */
    rounds?: number;
    /** Fixed limit: the first round of big bets (R214), default 2 (the third round); single draw 1. */
    bigFrom?: number;
    /** Fixed limit: each round's bet ('small' or 'big', R204, R214) by round; wins over `bigFrom`. */
    limits?: ('small' | 'big' | null)[];
    /**
     * Stud (R200-R204): antes, no blinds (`sb`, `bb` unused); each round waits for its opener
     * ({@link RefHand.open}); on the first round the opener owes `bringIn` and may complete to the
     * small bet unless `mayComplete` is false (`bringInMay: 'bring-in-only'`).
     */
    /** R233: a bomb pot; every player antes, no blinds, the first round is skipped. */
    bomb?: {
        ante: number;
    };
    stud?: {
        bringIn: number;
        mayComplete: boolean;
    };
}
export interface RefLegal {
    seat: number;
    fold: boolean;
    check: boolean;
    call: number | null;
    raiseTo: {
        min: number;
        max: number;
    } | null;
    /** R201: the bring-in the seat owes (it may post it instead of completing), else null. */
    bringIn: number | null;
}
export declare class RefHand {
    readonly cfg: RefConfig;
    readonly n: number;
    stack: number[];
    committed: number[];
    contrib: number[];
    folded: boolean[];
    hasActed: boolean[];
    dealtIn: boolean[];
    returned: number[];
    dead: number;
    /** R25: a BB stack that went whole into the ante (ante-first), live like a short blind. */
    liveAnte: number;
    collected: number;
    street: number;
    rounds: number;
    bigFrom: number;
    nominalBet: number;
    nominalPost: number[];
    lfr: number;
    fullLevel: number;
    betCount: number;
    capped: boolean;
    startedHU: boolean;
    cursor: number;
    toAct: number | null;
    complete: boolean;
    byFolds: boolean;
    lastAggressor: number | null;
    riverAggressor: number | null;
    reachedRiverBetting: boolean;
    sbSeat: number;
    bbSeat: number;
    straddler: number;
    stud: RefConfig['stud'] | null;
    /** Stud: the round waits for {@link RefHand.open} before anybody acts. */
    awaitingOpener: boolean;
    /** Stud third street: the seat owing the bring-in until it posts it or completes (R201). */
    bringInDue: number | null;
    /** R204: the round offers the small or the big bet until a big bet is made. */
    sizeChoice: boolean;
    lastFullSize: number;
    constructor(cfg: RefConfig);
    /**
     * Stud: the round's first actor, an input (R201: the bring-in seat on third street; R203: the
     * best showing later); `openPair` turns on R204's choice of the small or the big bet.
     */
    open(seat: number, opts?: {
        openPair?: boolean;
    }): void;
    bigBetOf(): number;
    bigMade(): boolean;
    awaitOpener(): void;
    raiseBounds(p: number, cb: number, gap: number, st: number): {
        min: number;
        max: number;
    } | null;
    next(p: number): number;
    nonFolded(): number[];
    liveWithChips(): number;
    currentBet(): number;
    unit(): number;
    needsToAct(p: number): boolean;
    advance(): void;
    potTotal(): number;
    exempt(): boolean;
    legal(): RefLegal | null;
    act(a: {
        type: string;
        to?: number;
    }): void;
    endRound(): void;
    /** R111 pots from the contributions (with the dead money in the first pot); the top single-contributor layer is returned (call once). */
    pots(): {
        amount: number;
        eligible: number[];
    }[];
    /** Clockwise order of seats starting left of the button (R115). */
    fromButton(seats: number[]): number[];
}
/** What the reference model expects at the end of a hand. */
export interface RefOutcome {
    /** Pots, main first, eligible seats ascending (R111), with the dead money in the main pot. */
    pots: {
        amount: number;
        eligible: number[];
    }[];
    /** Per pot: the seats paid the high half (or the whole pot), ascending (R114). */
    highWinners: number[][];
    /** Per pot: the seats paid the low half, ascending; empty when no qualifying low (R168). */
    lowWinners: number[][];
    /** Chips returned by seat (R106). */
    returned: number[];
    /** Final stacks by seat (R115 odd chips, R168 odd chip of a split pot to the high half). */
    stacks: number[];
    /** Seats that show, in showing order (R126-R128); sorted ascending when every hand is turned up (R127). */
    shown: number[];
    /** Whether the hands were turned up because of an all-in (R127): then `shown` is sorted. */
    allInShowdown: boolean;
}
/**
 * The end of a hand by the model, once `ref.complete`: pots (R111), who wins each (R114, R168, with
 * `strength(seat)` higher = better and `low(seat)` a key of the qualifying low, higher = better, or
 * null), payouts with the odd chips (R115), and who shows in which order (R126-R128). Call once.
 */
export declare function refOutcome(ref: RefHand, strength: (seat: number) => number, low: ((seat: number) => number | null) | null, firstToShow?: number | null): RefOutcome;
/** Every board of every run as a hand's log dealt them (R230, R232): `runs[r][b]`. */
export declare function refBoards(log: readonly { type: string; street?: string; cards?: readonly number[] | null; board?: number; run?: number }[], boards: number): number[][][];
/** A part of a pot (R231, R232). */
export interface RefPart {
    run: number;
    board: number;
    amount: number;
    highWinners: number[];
    lowWinners: number[];
}
/** The end of a hand with several boards or runs (R231, R232): final stacks and each pot's parts. */
export declare function refPartsOutcome(ref: RefHand, runs: number, boards: number, strength: (seat: number, run: number, board: number) => number, low: ((seat: number, run: number, board: number) => number | null) | null): {
    pots: { amount: number; eligible: number[] }[];
    parts: RefPart[][];
    stacks: number[];
    returned: number[];
};
