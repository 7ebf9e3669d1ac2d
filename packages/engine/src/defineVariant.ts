import { type Card, parseCard, shortDeck, standardDeck } from '@pokerchart/cards';
import { EvaluationError, getRanking, type Ranking } from '@pokerchart/evaluator';
import { showValue, VariantDefinitionError } from './errors.js';
import type { HandStep, SteppedVariantSpec, StreetSpec, VariantDescriptor, VariantSpec, VariantStakes } from './VariantSpec.js';
import { checkSteps, shorthandOf, stepsCardsNeeded, streetsOfSteps } from './steps/streetsOfSteps.js';
import { exchangeCounts } from './steps/exchange/exchangeKind.js';
import { expandStepKinds } from './defineStepKind.js';
import { checkDerivedReading } from './steps/bet/betKind.js';

const SPEC_KEYS = new Set([
  'id', 'name', 'deck', 'holeCards', 'streets', 'steps', 'selection', 'ranking', 'low', 'rankingOptions', 'seats', 'defaultBetting', 'boards', 'stakes',
]);
const BETTINGS = ['no-limit', 'pot-limit', 'fixed-limit'];
/** State names the hand chart uses itself; a street may not take them. */
const RESERVED_STATE_NAMES = new Set(['start', 'dealHole', 'runChoice', 'runout', 'showdown', 'settled']);
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const STREET_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const defined = new WeakSet<object>();
/** The step lists of defined variants: a spec holding one spread it in from a variant. */
const definedSteps = new WeakSet<object>();

/**
 * A spec that spreads in a variant's steps (`{ ...razz, holeCards: 5 }`) and changes its
 * `holeCards` or `streets`: the steps decide those, so the change would be ignored; refused
 * naming both instead.
 */
function checkSpreadShorthand(input: Record<string, unknown>, derived: { holeCards: number; streets: StreetSpec[] }): void {
  if (typeof input.steps !== 'object' || input.steps === null || !definedSteps.has(input.steps)) return;
  if (input.holeCards !== undefined && input.holeCards !== derived.holeCards) {
    fail('holeCards', `is ${showValue(input.holeCards)} but the steps spread in from another variant deal ${derived.holeCards} cards to each seat; the steps decide holeCards and streets, so give steps of your own`);
  }
  if (input.streets !== undefined && JSON.stringify(input.streets) !== JSON.stringify(derived.streets)) {
    fail('streets', `differ from the streets of the steps spread in from another variant (${derived.streets.map((st) => st.name).join(', ')}); the steps decide holeCards and streets, so give steps of your own`);
  }
}

function fail(field: string, message: string): never {
  throw new VariantDefinitionError(field, message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function checkKeys(value: Record<string, unknown>, allowed: readonly string[], field: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      fail(field === '' ? key : `${field}.${key}`, `unknown field; allowed: ${allowed.join(', ')}`);
    }
  }
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** The ranking object of a `ranking` or `low` field; fails naming the field. */
function resolve(field: 'ranking' | 'low', value: unknown, high: Ranking | undefined): Ranking {
  let r: Ranking;
  try {
    r = getRanking(value as Ranking);
  } catch (error) {
    if (error instanceof EvaluationError) fail(field, error.message);
    throw error;
  }
  if (high !== undefined && r.cardsPerHand !== high.cardsPerHand) {
    fail('low', `the low ranking '${r.name}' plays ${r.cardsPerHand}-card hands but the ranking '${high.name}' plays ${high.cardsPerHand}`);
  }
  return r;
}

/** Fails when the ranking cannot be played with the deck (its own check, else cards outside its deck). */
function checkDeckFor(field: 'ranking' | 'low', ranking: Ranking, deck: readonly Card[]): void {
  let problem: string | null;
  if (ranking.checkDeck !== undefined) problem = ranking.checkDeck(deck);
  else {
    const known = new Set(ranking.deck);
    const out = deck.filter((c) => !known.has(c));
    problem = out.length === 0 ? null : `the ranking '${ranking.name}' cannot value ${out.length} of the deck's cards`;
  }
  if (problem !== null) fail(field, problem);
}

/**
 * The `boards` field (R230): an integer from 1 to 8, default 1; several boards need board cards to
 * deal, and no stud street after the first (its last card may be a single community card, R205).
 */
function checkBoards(raw: unknown, boardTotal: number, steps: readonly HandStep[] | undefined): number {
  if (raw === undefined) return 1;
  if (!isCount(raw, 1) || raw > MAX_BOARDS) fail('boards', `must be an integer from 1 to ${MAX_BOARDS} (the community boards dealt, R230), got ${showValue(raw)}`);
  if (raw === 1) return 1;
  if (boardTotal === 0) fail('boards', `is ${raw} but the variant deals no board cards: several boards need board steps (R230)`);
  if (steps !== undefined && streetsOfSteps(steps).some((st, i) => i > 0 && st.seatCards.length > 0)) {
    fail('boards', `is ${raw} but a street after the first deals seat cards (stud), whose last card may be one community card (R205); several boards go with board steps only (R230)`);
  }
  return raw;
}

/** The `stakes` field (R290-R292): positive ante and bets, a raise count of 0 or more, fixed limit only. */
function checkStakes(raw: unknown, defaultBetting: unknown): VariantStakes | undefined {
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw)) fail('stakes', `must be { ante, bet, bigBet?, maxRaises } (R290-R292), got ${showValue(raw)}`);
  checkKeys(raw, ['ante', 'bet', 'bigBet', 'maxRaises'], 'stakes');
  for (const key of ['ante', 'bet'] as const) {
    if (!isCount(raw[key], 1)) fail(`stakes.${key}`, `must be an integer of at least 1, got ${showValue(raw[key])} (R0.1)`);
  }
  if (raw.bigBet !== undefined && !isCount(raw.bigBet, 1)) fail('stakes.bigBet', `must be an integer of at least 1 when given, got ${showValue(raw.bigBet)} (R0.1)`);
  if (!isCount(raw.maxRaises, 0)) fail('stakes.maxRaises', `must be an integer of at least 0 (raises after the bet, R93), got ${showValue(raw.maxRaises)}`);
  if (defaultBetting !== undefined && defaultBetting !== 'fixed-limit') {
    fail('stakes', `a variant's own stakes are fixed-limit bets (R290-R292), but defaultBetting is ${showValue(defaultBetting)}`);
  }
  const out: VariantStakes = { ante: raw.ante as number, bet: raw.bet as number, ...(raw.bigBet !== undefined ? { bigBet: raw.bigBet as number } : {}), maxRaises: raw.maxRaises as number };
  return Object.freeze(out);
}

/** A checked step, frozen with its array fields (a seat deal's cards). */
function freezeStep(step: HandStep): HandStep {
  const copy: Record<string, unknown> = { ...step };
  for (const [key, value] of Object.entries(copy)) if (Array.isArray(value)) copy[key] = Object.freeze([...(value as unknown[])]);
  return Object.freeze(copy) as unknown as HandStep;
}

/** The most boards a variant may deal (R230). */
const MAX_BOARDS = 8;

/** The cards of a validated variant's deck, in deck order; a new array each call. */
export function variantDeck(variant: Pick<VariantDescriptor, 'deck'>): Card[] {
  if (variant.deck === 'standard') return standardDeck();
  if (variant.deck === 'short') return shortDeck();
  return variant.deck.slice();
}

/** Whether `variant` came from {@link defineVariant} (and so needs no validation). @internal */
export function isDefinedVariant(variant: object): boolean {
  return defined.has(variant);
}

/**
 * Validates a {@link VariantSpec} and returns it as a frozen {@link VariantDescriptor}. It refuses
 * any spec that cannot be dealt or played: unknown fields, a bad `id`, non-integer or impossible
 * counts, missing or empty `streets` or duplicate street names, an unknown `ranking` or `low`, a
 * `selection` that the hole and board counts cannot satisfy, bad `seats`, duplicate or foreign deck
 * cards (R5), or more cards than the deck holds for the largest table (hole × seats.max + board +
 * burns > deck size).
 *
 * @example
 * ```ts
 * const royal = defineVariant({ ...texasHoldem, id: 'royal-holdem', name: "Royal Hold'em",
 *   deck: ['Ts','Js','Qs','Ks','As','Th','Jh','Qh','Kh','Ah','Td','Jd','Qd','Kd','Ad','Tc','Jc','Qc','Kc','Ac'],
 *   seats: { min: 2, max: 6 } });
 * ```
 * @throws {@link VariantDefinitionError} naming the field that is wrong and what is allowed.
 */
export function defineVariant(input: VariantSpec | SteppedVariantSpec): VariantDescriptor {
  if (isPlainObject(input) && defined.has(input)) return input as VariantDescriptor;
  if (!isPlainObject(input)) fail('spec', 'a variant spec must be a plain object with the VariantSpec fields');
  checkKeys(input, [...SPEC_KEYS], '');
  let steps: HandStep[] | undefined;
  /** Cards a seat throws away in discard-only exchanges (R220), and the largest draw (R212). */
  let discarded = 0;
  let drawMax = 0;
  let spec = input as VariantSpec;
  if (input.steps !== undefined) {
    // steps of kinds registered with defineStepKind stand for the built-in steps they expand to
    steps = checkSteps(expandStepKinds(input.steps));
    // the steps win: `holeCards` and `streets` are what the steps deal, so a built-in spread with
    // new steps (`{ ...omaha, id, name, steps }`) takes its shorthand from them
    const derived = shorthandOf(steps);
    checkSpreadShorthand(input as Record<string, unknown>, derived);
    spec = { ...input, holeCards: derived.holeCards, streets: derived.streets } as VariantSpec;
    ({ discarded, drawMax } = exchangeCounts(steps));
  }

  const { id, name } = spec;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    fail('id', `must be 1-64 lower-case letters, digits or hyphens starting with a letter or digit, got ${showValue(id)}`);
  }
  if (typeof name !== 'string' || name.trim() === '') fail('name', 'must be a non-empty string');

  // deck (R1, R5)
  let deck: 'standard' | 'short' | Card[];
  let deckCards: Card[];
  const rawDeck = spec.deck as unknown;
  if (rawDeck === 'standard' || rawDeck === 'short') {
    deck = rawDeck;
    deckCards = rawDeck === 'standard' ? standardDeck() : shortDeck();
  } else if (Array.isArray(rawDeck)) {
    const seen = new Set<Card>();
    deckCards = rawDeck.map((item: unknown, i: number) => {
      let card: Card;
      if (typeof item === 'number' && Number.isInteger(item) && item >= 0 && item < 52) card = item;
      else if (typeof item === 'string') {
        try {
          card = parseCard(item);
        } catch (e) {
          fail(`deck[${i}]`, `${showValue(item)} is not a card: ${(e as Error).message}`);
        }
      } else fail(`deck[${i}]`, `must be a card code 0..51 or a card such as "As", got ${showValue(item)}`);
      if (seen.has(card)) fail(`deck[${i}]`, `duplicate card ${showValue(item)}: a card appears at most once in a deck (R5)`);
      seen.add(card);
      return card;
    });
    deck = deckCards.slice();
  } else {
    fail('deck', `must be 'standard', 'short' or an array of distinct cards, got ${showValue(rawDeck)}`);
  }

  const { holeCards } = spec;
  if (!isCount(holeCards, 1)) fail('holeCards', `must be an integer of at least 1, got ${showValue(holeCards)}`);

  // streets (R37, R45)
  const rawStreets = spec.streets as unknown;
  if (!Array.isArray(rawStreets) || rawStreets.length === 0) fail('streets', 'must be a non-empty array of { name, board, burn? }');
  const names = new Set<string>();
  const streets: StreetSpec[] = rawStreets.map((s: unknown, i: number) => {
    const f = `streets[${i}]`;
    if (!isPlainObject(s)) fail(f, 'must be an object { name, board, burn? }');
    checkKeys(s, ['name', 'board', 'burn'], f);
    if (typeof s.name !== 'string' || !STREET_PATTERN.test(s.name)) {
      fail(`${f}.name`, `must be 1-32 letters, digits or underscores starting with a letter, got ${showValue(s.name)}`);
    }
    if (RESERVED_STATE_NAMES.has(s.name)) {
      fail(`${f}.name`, `"${s.name}" is a state of the hand chart itself; reserved: ${[...RESERVED_STATE_NAMES].join(', ')}`);
    }
    if (names.has(s.name)) fail(`${f}.name`, `duplicate street name "${s.name}"; street names must be distinct`);
    names.add(s.name);
    if (!isCount(s.board, 0)) fail(`${f}.board`, `must be an integer of at least 0, got ${showValue(s.board)}`);
    if (s.burn !== undefined && typeof s.burn !== 'boolean') fail(`${f}.burn`, 'must be true or false when given');
    if (s.burn === true && s.board === 0) fail(`${f}.burn`, 'a burn card comes before board cards (R37); this street deals none');
    return s.burn === undefined ? { name: s.name, board: s.board } : { name: s.name, board: s.board, burn: s.burn };
  });
  const boardTotal = streets.reduce((n, s) => n + s.board, 0);
  const burns = streets.reduce((n, s) => n + (s.burn === true ? 1 : 0), 0);

  // rankings (R136, R166, R190-R194): a name or a ranking object, resolved by the evaluator
  const ranking = spec.ranking as unknown;
  let rankingOptions: { tripsBeatStraight?: boolean } | undefined;
  if (spec.rankingOptions !== undefined) {
    const ro = spec.rankingOptions as unknown;
    if (!isPlainObject(ro)) fail('rankingOptions', 'must be an object such as { tripsBeatStraight: true }');
    checkKeys(ro, ['tripsBeatStraight'], 'rankingOptions');
    if (ro.tripsBeatStraight !== undefined) {
      if (typeof ro.tripsBeatStraight !== 'boolean') fail('rankingOptions.tripsBeatStraight', 'must be true or false');
      rankingOptions = { tripsBeatStraight: ro.tripsBeatStraight };
    } else rankingOptions = {};
  }
  const high = resolve('ranking', ranking, undefined);
  try {
    getRanking(high, rankingOptions);
  } catch (error) {
    if (error instanceof EvaluationError) fail('rankingOptions.tripsBeatStraight', `applies to the 'shortdeck' ranking only (R176), not ${showValue(high.name)}`);
    throw error;
  }
  checkDeckFor('ranking', high, deckCards);
  const low = spec.low === undefined ? undefined : resolve('low', spec.low, high);
  if (low !== undefined) checkDeckFor('low', low, deckCards);
  if (steps !== undefined) checkDerivedReading(steps, ranking, high);
  const handSize = high.cardsPerHand;

  // selection (R155, R160)
  const rawSelection = spec.selection as unknown;
  let selection: VariantDescriptor['selection'];
  if (rawSelection === 'any') {
    if (holeCards - discarded + boardTotal < handSize) {
      const kept = discarded > 0 ? `holeCards ${holeCards} - ${discarded} discarded` : `holeCards ${holeCards}`;
      fail('selection', `'any' needs at least ${handSize} cards, but ${kept} + board ${boardTotal} = ${holeCards - discarded + boardTotal} (R135)`);
    }
    selection = 'any';
  } else if (isPlainObject(rawSelection)) {
    checkKeys(rawSelection, ['hole', 'board'], 'selection');
    const { hole, board } = rawSelection;
    if (!isCount(hole, 0)) fail('selection.hole', `must be an integer of at least 0, got ${showValue(hole)}`);
    if (!isCount(board, 0)) fail('selection.board', `must be an integer of at least 0, got ${showValue(board)}`);
    if (hole + board !== handSize) {
      fail('selection', `hole ${hole} + board ${board} must make a ${handSize === 5 ? 'five' : handSize}-card hand (R135)`);
    }
    if (hole > holeCards - discarded) fail('selection.hole', `uses ${hole} hole cards but a seat holds only ${holeCards - discarded} at showdown (holeCards${discarded > 0 ? `, less ${discarded} discarded` : ''})`);
    if (board > boardTotal) fail('selection.board', `uses ${board} board cards but the streets deal only ${boardTotal}`);
    selection = { hole, board };
  } else {
    fail('selection', `must be 'any' or { hole, board } with hole + board = 5, got ${showValue(rawSelection)}`);
  }

  const rawSeats = spec.seats as unknown;
  if (!isPlainObject(rawSeats)) fail('seats', 'must be { min, max }');
  checkKeys(rawSeats, ['min', 'max'], 'seats');
  const { min, max } = rawSeats;
  if (!isCount(min, 2)) fail('seats.min', `must be an integer of at least 2, got ${showValue(min)} (R11)`);
  if (!isCount(max, min)) fail('seats.max', `must be an integer of at least seats.min (${min}), got ${showValue(max)} (R11)`);
  // a draw needs as many cards outside the hands as a seat may discard: the stub, or the reshuffled discards and burns (R213);
  // stud's last street may be R205's single community card (stepsCardsNeeded)
  const boards = checkBoards(spec.boards as unknown, boardTotal, steps);
  // R230: each board after the first takes the board cards again, each street's after its own burn
  const boardBurns = streets.reduce((n, s) => n + (s.burn === true && s.board > 0 ? 1 : 0), 0);
  const extraBoards = (boards - 1) * (boardTotal + boardBurns);
  const stepsNeed = steps !== undefined ? stepsCardsNeeded(steps, max) : null;
  const needed = (stepsNeed !== null ? stepsNeed.needed : holeCards * max + boardTotal + burns) + drawMax + extraBoards;
  if (needed > deckCards.length) {
    fail(
      'seats.max',
      `${max} players need ${stepsNeed !== null ? stepsNeed.text : `${holeCards} × ${max} hole + ${boardTotal} board + ${burns} burn`}${drawMax > 0 ? ` + ${drawMax} for a draw (R213)` : ''}${extraBoards > 0 ? ` + ${extraBoards} for ${boards - 1} more board(s) (R230)` : ''} = ${needed} cards, but the deck has ${deckCards.length}`,
    );
  }

  if (spec.defaultBetting !== undefined && !BETTINGS.includes(spec.defaultBetting)) {
    fail('defaultBetting', `unknown structure ${showValue(spec.defaultBetting)}; allowed: ${BETTINGS.join(', ')}`);
  }

  const stakes = checkStakes(spec.stakes as unknown, spec.defaultBetting);

  const descriptor: VariantDescriptor = {
    id,
    name,
    deck: typeof deck === 'string' ? deck : Object.freeze(deck),
    holeCards,
    streets: Object.freeze(streets.map((s) => Object.freeze(s))),
    ...(steps !== undefined ? { steps: Object.freeze(steps.map((st) => freezeStep(st))) } : {}),
    selection: typeof selection === 'string' ? selection : Object.freeze(selection),
    ranking: spec.ranking,
    ...(spec.low !== undefined ? { low: spec.low } : {}),
    ...(rankingOptions !== undefined ? { rankingOptions: Object.freeze(rankingOptions) } : {}),
    seats: Object.freeze({ min, max }),
    ...(spec.defaultBetting !== undefined ? { defaultBetting: spec.defaultBetting } : {}),
    ...(spec.boards !== undefined ? { boards } : {}),
    ...(stakes !== undefined ? { stakes } : {}),
  };
  Object.freeze(descriptor);
  defined.add(descriptor);
  if (descriptor.steps !== undefined) definedSteps.add(descriptor.steps);
  return descriptor;
}
