import { defineStepKind, type StepKind } from '@pokerchart/engine';
import type { Card } from '@pokerchart/cards';
import { formatPaiGowCards } from './formatPaiGowCard.js';
import { comparePaiGow } from './comparePaiGow.js';
import { PaiGowError } from './errors.js';
import { fiveValue, twoValue } from './handValue.js';
import { houseWay } from './houseWay.js';
import { isPaiGowCard } from './JOKER.js';
import type { PaiGowRoundContext, PaiGowSeatResult, PaiGowSettingState, PaiGowLogEntry } from './PaiGowRoundContext.js';
import type { PaiGowSet } from './PaiGowSet.js';
import { settlePaiGow } from './settlePaiGow.js';

/** A player's decision in the setting step (R282): a setting of their seven cards, or the house way (R284). */
export type PaiGowSetEvent = { type: 'SET'; seat: number; set: PaiGowSet } | { type: 'SET'; seat: number; houseWay: true };

/** What a seat may do in the setting step: nothing, or set its seven cards (its own way or the house way). */
export interface PaiGowSettingActions {
  /** Set the seven cards into a five-card and a two-card hand (R282). */
  set: boolean;
  /** Ask for the house way (R284). */
  houseWay: boolean;
}

/**
 * The setting step of Pai Gow Poker (R282) as a step kind of its own, `paigow-set`. The engine
 * knows it only through {@link defineStepKind} (its name, its field `foulLoses` and its check), and
 * names it nowhere. Everything else a kind should own is here, beside the registration: its state
 * ({@link PaiGowSettingState}), its decision (the `SET` event, its legal actions and refusal
 * texts), its view and its settlement (the banker's house way, the comparison and the payments of
 * R283). {@link createPaiGowRound} builds the round's statechart state for the step from these
 * parts. What the engine lacks to run it inside a poker hand (a kind's own context slice, events,
 * view and settlement) is in docs/guides/paigow.md.
 */
export interface PaiGowSettingKind {
  /** The registration with the engine's registry (`stepKinds()` lists it). */
  readonly stepKind: StepKind;
  /** The step's state at the deal. */
  initial(step: { foulLoses?: boolean }, players: number): PaiGowSettingState;
  /** Why the event is refused now (a text citing R282), or `null` when it is legal. */
  refusal(context: PaiGowRoundContext, event: PaiGowSetEvent): string | null;
  /** The context after a legal event. */
  apply(context: PaiGowRoundContext, event: PaiGowSetEvent): PaiGowRoundContext;
  /** What a seat may do now. */
  legalActions(context: PaiGowRoundContext, seat: number): PaiGowSettingActions;
  /** Whether the step is over (every player has set). */
  done(context: PaiGowRoundContext): boolean;
  /** The banker sets by the house way and every bet is settled (R283, R284). */
  settle(context: PaiGowRoundContext): PaiGowRoundContext;
  /** What a seat sees of the step: its own setting, and who has set. */
  view(context: PaiGowRoundContext, seat: number | null): { mine: PaiGowSet | null; hasSet: boolean[]; banker: PaiGowSet | null };
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();
}

const stepKind = defineStepKind({
  kind: 'paigow-set',
  fields: ['foulLoses'],
  check: (step) => (step.foulLoses === undefined || typeof step.foulLoses === 'boolean' ? null : 'foulLoses is true or false (R282)'),
  expand: () => {
    throw new PaiGowError(
      'PAIGOW_BAD_OPTION',
      'a "paigow-set" step is played by createPaiGowRound; a poker hand cannot run it: the engine expands a kind of yours into built-in steps only (R282)',
    );
  },
});

/** The `paigow-set` step kind: the setting step of a Pai Gow round (R282), registered with the engine's {@link defineStepKind}. */
export const paiGowSettingKind: PaiGowSettingKind = {
  stepKind,
  initial(step, players) {
    return {
      foulLoses: step.foulLoses === true,
      sets: Array.from({ length: players }, () => null),
      fouls: Array.from({ length: players }, () => false),
      byHouseWay: Array.from({ length: players }, () => false),
      banker: null,
    };
  },
  refusal(context, event) {
    const seat = event.seat;
    if (!Number.isInteger(seat) || seat < 0 || seat >= context.players) return `seat ${String(seat)} is not playing; the seats are 0 to ${context.players - 1} (R280)`;
    if (context.cards === null) return 'the cards are not dealt yet: every player bets first (R280)';
    if (context.setting.sets[seat] !== null) return `seat ${seat} has set its hands already; a setting is final (R282)`;
    if ('houseWay' in event) return event.houseWay === true ? null : 'ask for the house way with houseWay: true (R284)';
    const set = event.set;
    if (set === null || typeof set !== 'object' || !Array.isArray(set.high) || !Array.isArray(set.low)) return 'a setting is { high: five cards, low: two cards } (R282)';
    if (set.high.length !== 5 || set.low.length !== 2) return `the high hand has five cards and the low hand two, got ${set.high.length} and ${set.low.length} (R282)`;
    if (![...set.high, ...set.low].every(isPaiGowCard)) return 'a setting holds cards of the Pai Gow deck only (R280)';
    if (!sameCards([...set.high, ...set.low], context.cards[seat]!)) {
      return `a setting uses exactly the seven cards dealt to seat ${seat} (${formatPaiGowCards(context.cards[seat]!)}), each once (R282)`;
    }
    return null;
  },
  apply(context, event) {
    const seat = event.seat;
    const own = 'houseWay' in event;
    const set = own ? houseWay(context.cards![seat]!) : { high: [...event.set.high], low: [...event.set.low] };
    const foul = fiveValue(set.high[0]!, set.high[1]!, set.high[2]!, set.high[3]!, set.high[4]!) <= twoValue(set.low[0]!, set.low[1]!);
    const s = context.setting;
    const entry: PaiGowLogEntry = { type: 'set', seat, houseWay: own, foul };
    return {
      ...context,
      setting: {
        ...s,
        sets: s.sets.map((x, i) => (i === seat ? set : x)),
        fouls: s.fouls.map((x, i) => (i === seat ? foul : x)),
        byHouseWay: s.byHouseWay.map((x, i) => (i === seat ? own : x)),
      },
      log: [...context.log, entry],
    };
  },
  legalActions(context, seat) {
    const open = context.cards !== null && context.results === null && seat >= 0 && seat < context.players && context.setting.sets[seat] === null;
    return { set: open, houseWay: open };
  },
  done(context) {
    return context.cards !== null && context.setting.sets.every((s) => s !== null);
  },
  settle(context) {
    const banker = houseWay(context.bankerCards!);
    const log: PaiGowLogEntry[] = [...context.log, { type: 'banker-set', set: banker }];
    const results: PaiGowSeatResult[] = context.setting.sets.map((own, seat) => {
      const foul = context.setting.fouls[seat]!;
      const set = foul && !context.setting.foulLoses ? houseWay([...own!.high, ...own!.low]) : own!;
      const outcome = foul && context.setting.foulLoses ? 'loss' : comparePaiGow(set, banker);
      const bet = context.bets[seat]!;
      const { net, commission } = settlePaiGow(bet, outcome, context.commission);
      log.push({ type: 'settle', seat, outcome, net, commission });
      return { seat, bet, set, foul, outcome, net, commission };
    });
    return { ...context, setting: { ...context.setting, banker }, results, log };
  },
  view(context, seat) {
    const mine = seat === null ? null : context.setting.sets[seat] ?? null;
    return { mine, hasSet: context.setting.sets.map((s) => s !== null), banker: context.results === null ? null : context.setting.banker };
  },
};
