import { type Card, createRng, shuffle } from '@pokerchart/cards';
import { assign, createActor, setup } from 'xstate';
import { PaiGowError } from './errors.js';
import { paiGowDeck } from './paiGowDeck.js';
import type { PaiGowRoundContext, PaiGowSeatResult, PaiGowLogEntry } from './PaiGowRoundContext.js';
import { type PaiGowSetEvent, paiGowSettingKind } from './paiGowSettingKind.js';
import type { PaiGowSet } from './PaiGowSet.js';

/** Options of {@link createPaiGowRound}. */
export interface PaiGowRoundOptions {
  /** Players besides the banker, 1 to 6 (R280); default 1. */
  players?: number;
  /** The seed of the shuffle and of the drawn starting position (R280). */
  seed: number;
  /** The commission on a win, a fraction; default 0.05 (R283). */
  commission?: number;
  /** R282: a foul setting loses instead of being re-set by the house way; default false. */
  foulLoses?: boolean;
  /** Smallest bet, default 1. */
  minBet?: number;
  /** Largest bet, default 1,000,000. */
  maxBet?: number;
}

/** An event of a round's statechart: a bet before the deal (R280), or a setting (R282). */
export type PaiGowRoundEvent = { type: 'BET'; seat: number; amount: number } | PaiGowSetEvent;

/** The phases of a round, as the statechart's states: bets, then the `paigow-set` step, then complete. */
export type PaiGowPhase = 'bets' | 'paigow-set' | 'complete';

/** What one seat (or, with `null`, a spectator) sees of a round. */
export interface PaiGowRoundView {
  /** The phase of the round. */
  phase: PaiGowPhase;
  /** The viewer's seat, or `null`. */
  seat: number | null;
  /** Each seat's bet (`null` before it is placed). */
  bets: (number | null)[];
  /** The drawn starting position of the deal (0 the banker, 1-6 the player spots), once dealt. */
  start: number | null;
  /** The viewer's seven cards, once dealt; `null` for a spectator or before the deal. */
  cards: Card[] | null;
  /** The viewer's setting, once set. */
  set: PaiGowSet | null;
  /** Which seats have set. */
  hasSet: boolean[];
  /** The banker's cards and setting: hidden (`null`) until the round is complete. */
  banker: { cards: Card[]; set: PaiGowSet } | null;
  /** Every seat's result, at the end. */
  results: PaiGowSeatResult[] | null;
}

/** What a seat may do now. */
export interface PaiGowLegalActions {
  /** A bet range, before the deal, for a seat that has not bet. */
  bet: { min: number; max: number } | null;
  /** Set its seven cards (its own way). */
  set: boolean;
  /** Ask for the house way. */
  houseWay: boolean;
}

/** A round of Pai Gow Poker for up to six players and the banker, driven by events (see {@link createPaiGowRound}). */
export interface PaiGowRound {
  /** The phase: `'bets'`, `'paigow-set'` (the setting step) or `'complete'`. */
  readonly phase: PaiGowPhase;
  /** The whole context (every card: for the house, logs and tests; players get {@link PaiGowRound.view}). */
  readonly context: Readonly<PaiGowRoundContext>;
  /** Places a seat's bet before the deal (R280); the deal follows the last bet. */
  bet(seat: number, amount: number): void;
  /** Sets a seat's seven cards (R282), or asks for the house way with `'house-way'` (R284). After the last setting the banker sets and the round settles (R283). */
  set(seat: number, set: PaiGowSet | 'house-way'): void;
  /** Sends an event; an illegal one throws and leaves the round unchanged. */
  send(event: PaiGowRoundEvent): void;
  /** Why an event would be refused now, or `null`. */
  refusal(event: PaiGowRoundEvent): string | null;
  /** What a seat may do now. */
  legalActions(seat: number): PaiGowLegalActions;
  /** What a seat (or a spectator, `null`) sees. */
  view(seat: number | null): PaiGowRoundView;
  /** The results, once complete. */
  readonly results: PaiGowSeatResult[] | null;
  /** What happened, in order. */
  readonly log: readonly PaiGowLogEntry[];
}

function checkOptions(options: PaiGowRoundOptions): Required<PaiGowRoundOptions> {
  const o = options ?? ({} as PaiGowRoundOptions);
  const players = o.players ?? 1;
  const minBet = o.minBet ?? 1;
  const maxBet = o.maxBet ?? 1_000_000;
  const commission = o.commission ?? 0.05;
  if (!Number.isInteger(players) || players < 1 || players > 6) throw new PaiGowError('PAIGOW_BAD_OPTION', `players must be 1 to 6 besides the banker, got ${String(players)} (R280)`);
  if (!Number.isSafeInteger(o.seed)) throw new PaiGowError('PAIGOW_BAD_OPTION', `seed must be a safe integer, got ${String(o.seed)} (R280)`);
  if (!Number.isSafeInteger(minBet) || minBet < 1 || !Number.isSafeInteger(maxBet) || maxBet < minBet) {
    throw new PaiGowError('PAIGOW_BAD_OPTION', `minBet and maxBet are whole numbers with 1 <= minBet <= maxBet, got ${String(minBet)} and ${String(maxBet)}`);
  }
  if (typeof commission !== 'number' || !(commission >= 0 && commission <= 1)) throw new PaiGowError('PAIGOW_BAD_OPTION', `the commission is a fraction from 0 to 1, got ${String(commission)} (R283)`);
  if (o.foulLoses !== undefined && typeof o.foulLoses !== 'boolean') throw new PaiGowError('PAIGOW_BAD_OPTION', 'foulLoses is true or false (R282)');
  return { players, seed: o.seed, commission, foulLoses: o.foulLoses === true, minBet, maxBet };
}

function betRefusal(c: PaiGowRoundContext, seat: number, amount: number): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= c.players) return `seat ${String(seat)} is not playing; the seats are 0 to ${c.players - 1} (R280)`;
  if (c.cards !== null) return 'bets are placed before the deal; the cards are dealt (R280)';
  if (c.bets[seat] !== null) return `seat ${seat} has bet already (R280)`;
  if (!Number.isSafeInteger(amount) || amount < c.minBet || amount > c.maxBet) return `a bet is a whole number from ${c.minBet} to ${c.maxBet}, got ${String(amount)} (R280)`;
  return null;
}

/**
 * R280: the 53 cards shuffled by the seed, seven stacks of seven, the starting position drawn
 * (a number 0-6 as the dice would give); the banker's spot is 0, the players' 1 to 6; stacks dealt
 * to empty spots, and the four cards left, are out of play.
 */
function deal(c: PaiGowRoundContext): PaiGowRoundContext {
  const rng = createRng(c.seed);
  const start = rng.int(7);
  const deck = shuffle(paiGowDeck(), rng);
  const spots: Card[][] = Array.from({ length: 7 }, () => []);
  for (let k = 0; k < 7; k++) spots[(start + k) % 7] = deck.slice(7 * k, 7 * k + 7);
  return {
    ...c,
    start,
    bankerCards: spots[0]!,
    cards: spots.slice(1, 1 + c.players),
    setting: paiGowSettingKind.initial({ foulLoses: c.setting.foulLoses }, c.players),
    log: [...c.log, { type: 'deal', start }],
  };
}

/**
 * The round's statechart (XState v5): `bets` until every seat has bet (R280), the deal, then the
 * state of the `paigow-set` step, built from that kind's own refusal, action and completion
 * ({@link paiGowSettingKind}), then `complete` once the kind has settled (R282-R284).
 */
export function createPaiGowRoundMachine(options: PaiGowRoundOptions) {
  const o = checkOptions(options);
  const kind = paiGowSettingKind;
  const context: PaiGowRoundContext = {
    players: o.players,
    seed: o.seed,
    commission: o.commission,
    minBet: o.minBet,
    maxBet: o.maxBet,
    bets: Array.from({ length: o.players }, () => null),
    start: null,
    bankerCards: null,
    cards: null,
    setting: kind.initial({ foulLoses: o.foulLoses }, o.players),
    results: null,
    log: [],
  };
  return setup({
    types: { context: {} as PaiGowRoundContext, events: {} as PaiGowRoundEvent },
    guards: {
      // R280: a seat that plays, before the deal, once, within the table's limits
      betAllowed: ({ context: c, event }) => event.type === 'BET' && betRefusal(c, event.seat, event.amount) === null,
      everySeatHasBet: ({ context: c }) => c.bets.every((b) => b !== null),
      // the setting step's own guards (R282)
      settingAllowed: ({ context: c, event }) => event.type === 'SET' && kind.refusal(c, event) === null,
      everySeatHasSet: ({ context: c }) => kind.done(c),
    },
    actions: {
      placeBet: assign(({ context: c, event }) =>
        event.type !== 'BET'
          ? {}
          : { bets: c.bets.map((b, i) => (i === event.seat ? event.amount : b)), log: [...c.log, { type: 'bet' as const, seat: event.seat, amount: event.amount }] },
      ),
      dealSevenEach: assign(({ context: c }) => deal(c)),
      applySetting: assign(({ context: c, event }) => (event.type === 'SET' ? kind.apply(c, event) : {})),
      settleAgainstBanker: assign(({ context: c }) => kind.settle(c)),
    },
  }).createMachine({
    id: 'paigow-round',
    context,
    initial: 'bets',
    states: {
      bets: {
        description: 'R280: each player bets before the deal',
        on: { BET: { guard: 'betAllowed', actions: 'placeBet' } },
        always: { guard: 'everySeatHasBet', target: 'deal' },
      },
      deal: {
        description: 'R280: 53 cards, seven stacks of seven, the starting position drawn',
        entry: 'dealSevenEach',
        always: 'paigow-set',
      },
      // the setting step: its guards, action, end and settlement are the kind's
      [kind.stepKind.kind]: {
        description: 'R282: each player sets five cards and two (or asks for the house way, R284)',
        on: { SET: { guard: 'settingAllowed', actions: 'applySetting' } },
        always: { guard: 'everySeatHasSet', target: 'complete', actions: 'settleAgainstBanker' },
      },
      complete: { type: 'final', description: 'R283, R284: the banker sets by the house way; every bet is settled' },
    },
  });
}

/**
 * A playable round of Pai Gow Poker (R280-R284) for 1 to 6 players and the banker, on an XState
 * statechart: each seat bets, the seeded deal follows (the starting position drawn), each seat
 * sets its seven cards (or asks for the house way), the banker sets by the house way, and every
 * bet is settled with the commission. An illegal event throws a {@link PaiGowError}
 * (`PAIGOW_ILLEGAL_ACTION`, the reason citing the rule) and changes nothing.
 *
 * @example
 * ```ts
 * const round = createPaiGowRound({ players: 2, seed: 7 });
 * round.bet(0, 100); round.bet(1, 50);     // the deal follows the last bet
 * round.set(0, 'house-way');
 * round.set(1, houseWay(round.view(1).cards!));
 * round.results;                           // [{ seat: 0, outcome: 'push', net: 0, … }, …]
 * ```
 * @throws {@link PaiGowError} (`PAIGOW_BAD_OPTION`) for bad options.
 */
export function createPaiGowRound(options: PaiGowRoundOptions): PaiGowRound {
  const actor = createActor(createPaiGowRoundMachine(options)).start();
  const ctx = () => actor.getSnapshot().context;
  const phase = (): PaiGowPhase => actor.getSnapshot().value as PaiGowPhase;
  const refusal = (event: PaiGowRoundEvent): string | null => {
    if (event === null || typeof event !== 'object') return 'an event is { type: "BET" | "SET", seat, … }';
    if (event.type === 'BET') return phase() === 'bets' ? betRefusal(ctx(), event.seat, event.amount) : 'bets are placed before the deal; the cards are dealt (R280)';
    if (event.type === 'SET') {
      if (phase() === 'bets') return 'the cards are not dealt yet: every player bets first (R280)';
      if (phase() === 'complete') return 'the round is complete (R283)';
      return paiGowSettingKind.refusal(ctx(), event);
    }
    return `unknown event type ${JSON.stringify((event as { type?: unknown }).type)}; a round takes BET and SET`;
  };
  const send = (event: PaiGowRoundEvent): void => {
    const why = refusal(event);
    if (why !== null) throw new PaiGowError('PAIGOW_ILLEGAL_ACTION', why);
    actor.send(event);
  };
  return {
    get phase() {
      return phase();
    },
    get context() {
      return ctx();
    },
    bet: (seat, amount) => send({ type: 'BET', seat, amount }),
    set: (seat, set) => send(set === 'house-way' ? { type: 'SET', seat, houseWay: true } : { type: 'SET', seat, set }),
    send,
    refusal,
    legalActions(seat) {
      const c = ctx();
      const canBet = phase() === 'bets' && betRefusal(c, seat, c.minBet) === null;
      return { bet: canBet ? { min: c.minBet, max: c.maxBet } : null, ...paiGowSettingKind.legalActions(c, seat) };
    },
    view(seat) {
      const c = ctx();
      const own = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < c.players ? seat : null;
      const step = paiGowSettingKind.view(c, own);
      return {
        phase: phase(),
        seat: own,
        bets: [...c.bets],
        start: c.start,
        cards: own !== null && c.cards !== null ? [...c.cards[own]!] : null,
        set: step.mine,
        hasSet: step.hasSet,
        banker: step.banker !== null ? { cards: [...c.bankerCards!], set: step.banker } : null,
        results: c.results,
      };
    },
    get results() {
      return ctx().results;
    },
    get log() {
      return ctx().log;
    },
  };
}
