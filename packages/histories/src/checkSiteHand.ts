import { IllegalActionError, noLimit, potLimit, type ForcedBets } from '@pokerchart/betting';
import { parseCard, type Card } from '@pokerchart/cards';
import { awardPots, createHand, defineVariant, DealingError, HandOptionsError, variantDeck, type Hand, type VariantDescriptor } from '@pokerchart/engine';
import type { PhhHand } from '@pokerchart/phh';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { HandRefusal } from './errors.js';
import type { SiteHand } from './siteHand.js';

/** Five-card Omaha: Omaha's rules with five hole cards (still two of them with three of the board, R160). */
const omaha5: VariantDescriptor = defineVariant({ ...omaha, id: 'omaha5', name: 'Five-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });
const VARIANTS: Record<SiteHand['game'], VariantDescriptor> = { holdem: texasHoldem, omaha, omaha5 };
const DECK: readonly Card[] = variantDeck(texasHoldem);
const CARD_CACHE = new Map<string, Card>();
const card = (text: string): Card => {
  let c = CARD_CACHE.get(text);
  if (c === undefined) {
    c = parseCard(text);
    CARD_CACHE.set(text, c);
  }
  return c;
};
const CARD_TEXT = new Map<Card, string>();

/** The PHH variant code of a game read from a room (codes PHH does not define are pokerchart's, see the guide). */
function variantCode(hand: SiteHand): string {
  if (hand.game === 'holdem') return hand.betting === 'no-limit' ? 'NT' : 'PT';
  if (hand.game === 'omaha') return hand.betting === 'pot-limit' ? 'PO' : 'NO';
  return hand.betting === 'pot-limit' ? 'PO5' : 'NO5';
}

/** What {@link checkSiteHand} gives: the checked PHH hand and the engine hand that replayed it. @internal */
export interface CheckedHand {
  phh: PhhHand;
  engine: Hand;
  /** Final stacks in chips by engine seat after the room's rake (what the players really have). */
  finalChips: number[];
  scale: number;
}

/**
 * Replays a hand read from a room through the engine and checks that it adds up (RULES R271):
 * every action's amount as the engine computes it, the uncalled bets returned, every collected
 * amount against the replay's award less the rake and fees, each player's net, and the pot total.
 * Throws a {@link HandRefusal} naming the line of the first fault.
 * @internal
 */
export function checkSiteHand(hand: SiteHand, openFold = false): CheckedHand {
  const scale = 10 ** hand.decimals;
  const chips = (x: number) => Math.round(x * scale);
  const units = (c: number) => (scale === 1 ? c : Number((c / scale).toFixed(hand.decimals)));
  const span = Math.max(hand.seatCount ?? 0, ...hand.seats.map((s) => s.seat));
  // a player the room lists as sitting out is dealt in when it posts or acts (tournaments deal such players in and fold them)
  const active = new Set<string>([...hand.posts.map((p) => p.player), ...hand.actions.map((a) => a.player), ...hand.hole.keys()]);
  const inHand = hand.seats.filter((s) => !s.out || active.has(s.name));
  const order = [...inHand].sort((a, b) => ((a.seat - hand.button - 1 + span) % span) - ((b.seat - hand.button - 1 + span) % span));
  const n = order.length;
  if (n < 2) throw new HandRefusal('HISTORY_TOO_FEW_PLAYERS', `only ${n} player is dealt in: a hand needs two (R11)`, hand.line);
  const seatOf = new Map(order.map((s, i) => [s.name, i]));
  const seatFor = (name: string, line: number): number => {
    const s = seatOf.get(name);
    if (s === undefined) throw new HandRefusal('HISTORY_UNKNOWN_PLAYER', `"${name}" is not dealt in: no seat of the hand holds that player (R270)`, line);
    return s;
  };
  const stacks = order.map((s) => chips(s.stack));
  stacks.forEach((s, i) => {
    if (s <= 0) throw new HandRefusal('HISTORY_BAD_AMOUNT', `${order[i]!.name} is dealt in with no chips (R11)`, order[i]!.line);
  });

  // forced bets, per engine seat, and the PHH view of them (negative = a posted blind that does not decide the opener)
  const antes = new Array<number>(n).fill(0);
  const blinds = new Array<number>(n).fill(0);
  const phhBlinds = new Array<number>(n).fill(0);
  const dead = new Array<number>(n).fill(0);
  let bigSeen = false;
  let anteCount = 0;
  for (const post of hand.posts) {
    const s = seatFor(post.player, post.line);
    const a = chips(post.amount);
    switch (post.kind) {
      case 'ante':
        antes[s]! += a;
        anteCount++;
        break;
      case 'small':
        blinds[s] = post.allIn ? Math.max(a, chips(hand.smallBlind)) : a;
        phhBlinds[s] = a;
        break;
      case 'big':
        blinds[s] = post.allIn ? Math.max(a, chips(hand.bigBlind)) : a;
        phhBlinds[s] = bigSeen ? -a : a;
        bigSeen = true;
        break;
      case 'both': {
        const small = Math.min(a, chips(hand.smallBlind));
        dead[s]! += small;
        blinds[s] = a - small;
        phhBlinds[s] = -(a - small);
        break;
      }
      case 'straddle':
        blinds[s] = a;
        phhBlinds[s] = a;
        break;
    }
  }
  // a big-blind ante and the small blind of "small & big blinds" are dead money (R25); uniform antes are live for pot layering (R24)
  const anteDead = anteCount === 1 || dead.some((d) => d > 0);
  const engineAntes = antes.map((a, s) => a + dead[s]!);
  // a blind posted out of turn (a negative PHH entry) does not decide who opens: the history's first actor does
  const firstPreflop = phhBlinds.some((b) => b < 0) ? hand.actions.find((a) => a.street === 0) : undefined;
  const forcedBets: ForcedBets = {
    antes: engineAntes,
    blinds,
    anteDead,
    anteOrder: 'ante-first',
    minBet: chips(hand.bigBlind),
    ...(firstPreflop === undefined ? {} : { firstToAct: seatFor(firstPreflop.player, firstPreflop.line) }),
  };

  // the deck in the order the engine deals it: hole cards round by round from the seat left of the button, then each street after its burn
  const variant = VARIANTS[hand.game];
  const holeCount = variant.holeCards ?? 2;
  const known: (string[] | undefined)[] = order.map((s) => hand.hole.get(s.name) ?? hand.shown.get(s.name));
  known.forEach((cards, i) => {
    if (cards !== undefined && cards.length !== holeCount) {
      throw new HandRefusal('HISTORY_BAD_CARD', `${order[i]!.name} holds ${cards.length} cards, ${variant.name} deals ${holeCount} (R270)`, hand.line);
    }
  });
  const slots: (string | null)[] = [];
  for (let r = 0; r < holeCount; r++) for (let s = 0; s < n; s++) slots.push(known[s]?.[r] ?? null);
  const runs = hand.boards.filter((b) => b.length > 0);
  const runCount = Math.max(1, runs.length);
  const first = runs[0] ?? [];
  let common = first.length;
  for (const other of runs.slice(1)) {
    let k = 0;
    while (k < other.length && other[k] === first[k]) k++;
    common = Math.min(common, k);
  }
  const streetSizes = [3, 1, 1];
  const dealBoard = (board: readonly string[], from: number) => {
    let at = 0;
    for (const size of streetSizes) {
      if (at >= from && at < board.length) {
        slots.push(null);
        for (let k = 0; k < size; k++) slots.push(board[at + k] ?? null);
      }
      at += size;
    }
  };
  dealBoard(first, 0);
  for (const other of runs.slice(1)) dealBoard(other, common);
  const used = new Set<string>();
  for (const c of slots) {
    if (c === null) continue;
    if (used.has(c)) throw new HandRefusal('HISTORY_BAD_CARD', `the card ${c} is dealt twice (R270)`, hand.line);
    used.add(c);
  }
  const filler: Card[] = [];
  for (const c of DECK) {
    let text = CARD_TEXT.get(c);
    if (text === undefined) {
      text = formatOne(c);
      CARD_TEXT.set(c, text);
    }
    if (!used.has(text)) filler.push(c);
  }
  let f = 0;
  const deck: Card[] = slots.map((c) => (c === null ? filler[f++]! : card(c)));
  while (f < filler.length) deck.push(filler[f++]!);

  let engine: Hand;
  try {
    engine = createHand({
      variant,
      betting: hand.betting === 'pot-limit' ? potLimit() : noLimit(),
      stacks,
      button: n - 1,
      forcedBets,
      dealing: { deck },
      // a fold when checking is free (R59) is allowed only in the hands that have one: the option costs every hand
      ...(openFold ? { rules: { allowOpenFold: true } } : {}),
      ...(runCount > 1 ? { runItTimes: runCount } : {}),
    });
  } catch (error) {
    if (error instanceof HandOptionsError || error instanceof DealingError) {
      throw new HandRefusal('HISTORY_BAD_SETUP', `the engine cannot start this hand: ${error.message}`, hand.line);
    }
    throw error;
  }

  // the actions, each checked against what the engine puts in (R271)
  const phhActions: string[] = [];
  for (let s = 0; s < n; s++) {
    const cards = known[s];
    phhActions.push(`d dh p${s + 1} ${cards === undefined ? '??'.repeat(holeCount) : cards.join('')}`);
  }
  let boardDealt = 0;
  const dealtUpTo = (street: number) => {
    const want = street === 0 ? 0 : street === 1 ? 3 : street === 2 ? 4 : 5;
    if (want > boardDealt) {
      if (street === 1) phhActions.push(`d db ${first.slice(0, 3).join('')}`);
      else phhActions.push(`d db ${first.slice(boardDealt, want).join('')}`);
      boardDealt = want;
    }
  };
  for (const action of hand.actions) {
    const s = seatFor(action.player, action.line);
    if (engine.isComplete) throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts after the hand is over (R271)`, action.line);
    if (action.street > 0 && first.length < [0, 3, 4, 5][action.street]!) {
      throw new HandRefusal('HISTORY_OUT_OF_ORDER', `${action.player} acts on a street whose cards the history never deals (R271)`, action.line);
    }
    dealtUpTo(action.street);
    if (engine.toAct !== s) {
      const who = engine.toAct === null ? 'nobody is to act' : `${order[engine.toAct]!.name} is to act (R48)`;
      throw new HandRefusal('HISTORY_WRONG_ACTOR', `${action.player} acts but ${who}`, action.line);
    }
    const to = chips(action.amount);
    try {
      switch (action.kind) {
        case 'fold':
          engine.act({ type: 'fold' });
          phhActions.push(`p${s + 1} f`);
          break;
        case 'check':
          engine.act({ type: 'check' });
          phhActions.push(`p${s + 1} cc`);
          break;
        case 'call':
          engine.act({ type: 'call' });
          phhActions.push(`p${s + 1} cc`);
          break;
        case 'bet':
        case 'raise': {
          // the room says "bets" when nothing was wagered on the street and "raises" otherwise (R61), as the engine does
          try {
            engine.act(action.kind === 'bet' ? { type: 'bet', to } : { type: 'raise', to });
          } catch (error) {
            // an all-in short of a full raise is not a raise the player could choose, but it is legal all-in (R80)
            if (!(error instanceof IllegalActionError) || !action.allIn) throw error;
            engine.act({ type: 'all-in' });
          }
          phhActions.push(`p${s + 1} cbr ${units(to)}`);
          break;
        }
      }
    } catch (error) {
      if (error instanceof IllegalActionError && error.code === 'OPEN_FOLD' && !openFold) return checkSiteHand(hand, true);
      if (error instanceof IllegalActionError) {
        throw new HandRefusal('HISTORY_ILLEGAL_ACTION', `${action.player}'s ${action.kind} is not legal in the replay: ${error.message}`, action.line);
      }
      throw error;
    }
  }
  if (!engine.isComplete) {
    throw new HandRefusal('HISTORY_INCOMPLETE', `the replay does not reach the end of the hand with the history's actions (R271): ${engine.toAct === null ? 'cards are still due' : `${order[engine.toAct]!.name} still has to act`}`, hand.totalPotLine);
  }
  const result = engine.result!;
  const streetPut: number[][] = [0, 1, 2, 3].map(() => new Array<number>(n).fill(0));
  for (const post of hand.posts) {
    const s = seatOf.get(post.player)!;
    const a = chips(post.amount);
    if (post.kind === 'both') streetPut[0]![s] = Math.max(streetPut[0]![s]!, a - Math.min(a, chips(hand.smallBlind)));
    else if (post.kind !== 'ante') streetPut[0]![s] = Math.max(streetPut[0]![s]!, a);
  }
  let k = 0;
  for (const entry of engine.log) {
    if (entry.type !== 'acted') continue;
    const action = hand.actions[k++]!;
    const row = streetPut[action.street]!;
    const s = entry.seat;
    if (action.kind === 'call') row[s]! += chips(action.amount);
    else if (action.kind === 'bet' || action.kind === 'raise') row[s] = chips(action.amount);
    if ((action.kind === 'call' || action.kind === 'bet' || action.kind === 'raise') && entry.to !== row[s]) {
      throw new HandRefusal(
        'HISTORY_AMOUNT_MISMATCH',
        `${action.player} ${action.kind === 'call' ? `calls ${action.amount}` : `${action.kind}s to ${action.amount}`}, which makes ${units(row[s]!)} on this street, but the replay has ${units(entry.to)} (R271)`,
        action.line,
      );
    }
  }
  // the rest of the board as the engine dealt it (an all-in run out), then the other runs
  for (let street = 1; street <= 3; street++) if (first.length >= [0, 3, 4, 5][street]!) dealtUpTo(street);
  if (result.showdown && first.length < 5 && result.board.length === 5) {
    throw new HandRefusal('HISTORY_MISSING_BOARD', `the hand goes to showdown but the history prints ${first.length} board cards (R270)`, hand.totalPotLine);
  }
  for (const other of runs.slice(1)) phhActions.push(`d db ${other.slice(common).join('')}`);
  if (runCount > 1 && result.runs.length !== runCount) {
    throw new HandRefusal('HISTORY_RUNS_MISMATCH', `the history runs the board ${runCount} times but the replay ${result.runs.length} (R232)`, hand.totalPotLine);
  }
  const folded = new Set(hand.actions.filter((a) => a.kind === 'fold').map((a) => seatOf.get(a.player)!));
  const unknownAtShowdown = new Set(known.flatMap((c, s) => (c === undefined && !folded.has(s) ? [s] : [])));
  for (let s = 0; s < n; s++) {
    const shown = hand.shown.get(order[s]!.name);
    if (shown !== undefined) phhActions.push(`p${s + 1} sm ${shown.join('')}`);
    // a hand at showdown the history never shows is mucked (R128)
    else if (result.mucked.includes(s) || (result.showdown && unknownAtShowdown.has(s))) phhActions.push(`p${s + 1} sm`);
  }

  // awards: a contested pot the filler cards of an unknown hand would win goes to the best hand shown (a hand not shown is mucked)
  let payouts = result.payouts;
  const unknown = new Set(known.flatMap((c, s) => (c === undefined ? [s] : [])));
  const unknownWins = result.pots.some((p) => p.eligible.length >= 2 && p.winners.some((w) => unknown.has(w)));
  if (unknownWins) {
    if (runCount > 1) throw new HandRefusal('HISTORY_UNKNOWN_WINNER', 'a pot run more than once would go to a hand the history never shows (R271)', hand.totalPotLine);
    const shown = result.shown.filter((h) => !unknown.has(h.seat)).sort((a, b) => b.value.strength - a.value.strength);
    const tiers: number[][] = [];
    let last: number | null = null;
    for (const h of shown) {
      if (h.value.strength === last) tiers[tiers.length - 1]!.push(h.seat);
      else tiers.push([h.seat]);
      last = h.value.strength;
    }
    if (result.pots.some((p) => p.eligible.length >= 2 && !p.eligible.some((e) => tiers.some((t) => t.includes(e))))) {
      throw new HandRefusal('HISTORY_UNKNOWN_WINNER', 'a contested pot has only hands the history never shows: nobody can be said to win it (R271)', hand.totalPotLine);
    }
    payouts = awardPots(result.pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible] })), tiers, n - 1, n);
  }

  // R271: uncalled bets, collected amounts, rake and fees, nets, pot total
  const collected = new Array<number>(n).fill(0);
  for (const c of hand.collected) collected[seatFor(c.player, c.line)]! += chips(c.amount);
  const returned = new Array<number>(n).fill(0);
  for (const u of hand.uncalled) returned[seatFor(u.player, u.line)]! += chips(u.amount);
  const engineReturned = result.returned;
  const printsUncalled = hand.site !== 'winamax';
  for (let s = 0; s < n; s++) {
    if (printsUncalled && returned[s] !== engineReturned[s]) {
      const line = hand.uncalled.find((u) => u.player === order[s]!.name)?.line ?? hand.totalPotLine;
      throw new HandRefusal('HISTORY_UNCALLED_MISMATCH', `${order[s]!.name} gets ${units(returned[s]!)} back as an uncalled bet in the history, ${units(engineReturned[s]!)} in the replay (R106, R271)`, line);
    }
  }
  // Winamax prints no uncalled-bet line: its collected amount holds the chips given back
  const award = payouts.map((p, s) => p + (printsUncalled ? 0 : engineReturned[s]!));
  const fees = Object.values(hand.fees).reduce((a, b) => a + chips(b), 0);
  const rake = chips(hand.rake);
  let kept = 0;
  for (let s = 0; s < n; s++) {
    if (collected[s]! > award[s]!) {
      const line = hand.collected.find((c) => c.player === order[s]!.name)?.line ?? hand.totalPotLine;
      throw new HandRefusal('HISTORY_COLLECTED_MISMATCH', `${order[s]!.name} collects ${units(collected[s]!)} but the replay awards ${units(award[s]!)} (R271)`, line);
    }
    kept += award[s]! - collected[s]!;
  }
  if (kept !== rake + fees) {
    const line = hand.collected[0]?.line ?? hand.totalPotLine;
    throw new HandRefusal(
      'HISTORY_COLLECTED_MISMATCH',
      `the players collect ${units(award.reduce((a, b) => a + b, 0) - kept)} of the ${units(award.reduce((a, b) => a + b, 0))} the replay awards, which leaves ${units(kept)}; the history reports ${units(rake)} of rake${fees > 0 ? ` and ${units(fees)} of fees` : ''} (R271)`,
      line,
    );
  }
  const potTotal = payouts.reduce((a, b) => a + b, 0);
  if (hand.totalPot === undefined) throw new HandRefusal('HISTORY_NO_POT_TOTAL', 'the summary prints no pot total (R271)', hand.totalPotLine);
  const printedTotal = chips(hand.totalPot);
  if (printedTotal !== potTotal && !(hand.site === 'winamax' && printedTotal === potTotal + engineReturned.reduce((a, b) => a + b, 0))) {
    throw new HandRefusal('HISTORY_POT_MISMATCH', `the history's pot total is ${hand.totalPot}, the replay's ${units(potTotal)} (R271)`, hand.totalPotLine);
  }
  // what each player really has after the room kept its rake and fees
  const finalChips = result.stacks.map((st, s) => st - result.payouts[s]! + collected[s]! - (printsUncalled ? 0 : engineReturned[s]!));
  // each player's net as the history's own lines count it (posts, calls, bets, raises, chips back, chips collected)
  const put = new Array<number>(n).fill(0);
  for (const post of hand.posts) {
    const s = seatOf.get(post.player)!;
    const a = chips(post.amount);
    if (post.kind === 'ante') put[s]! += a;
    else if (post.kind === 'both') put[s]! += Math.min(a, chips(hand.smallBlind));
  }
  for (const row of streetPut) row.forEach((c, s) => (put[s]! += c));
  for (let s = 0; s < n; s++) {
    const back = printsUncalled ? returned[s]! : 0; // Winamax's collected amount holds the chips given back
    const historyNet = collected[s]! + back - put[s]!;
    const replayNet = finalChips[s]! - stacks[s]!;
    if (historyNet !== replayNet) {
      throw new HandRefusal('HISTORY_NET_MISMATCH', `${order[s]!.name}'s net result is ${units(historyNet)} by the history's lines, ${units(replayNet)} by the replay (R271)`, hand.totalPotLine);
    }
  }

  const phh: PhhHand = {
    variant: variantCode(hand),
    antes: phhOrder(antes.map((a, s) => units(a + dead[s]!)), n),
    blinds_or_straddles: phhOrder(phhBlinds.map((b) => (b < 0 ? -units(-b) : units(b))), n),
    min_bet: units(chips(hand.bigBlind)),
    starting_stacks: stacks.map(units),
    actions: phhActions,
    ante_trimming_status: !anteDead,
    seats: order.map((s) => s.seat),
    seat_count: span,
    players: order.map((s) => s.name),
    finishing_stacks: finalChips.map(units),
    winnings: collected.map(units),
    hand: hand.handId,
    _site: hand.site,
    _hand_id: hand.handId,
    _rake: units(rake),
    _total_pot: hand.totalPot,
  };
  if (Object.keys(hand.fees).length > 0) phh['_fees'] = { ...hand.fees };
  if (hand.table !== undefined) phh.table = hand.table;
  if (hand.currency !== undefined) phh.currency = hand.currency;
  if (hand.currencySymbol !== undefined) phh.currency_symbol = hand.currencySymbol;
  if (hand.tournament) {
    phh['_tournament'] = hand.tournamentId ?? true;
    if (hand.level !== undefined) phh['_level'] = hand.level;
  }
  if (runCount > 1) phh['_runs'] = runCount;
  if (hand.language === 'fr') phh['_language'] = 'fr';
  if (hand.date !== undefined) {
    const [y, m, d] = hand.date.split('/').map(Number);
    phh.year = y!;
    phh.month = m!;
    phh.day = d!;
  }
  const bounties = order.filter((s) => s.bounty !== undefined);
  if (bounties.length > 0) phh['_bounties'] = Object.fromEntries(bounties.map((s) => [s.name, s.bounty!]));
  return { phh, engine, finalChips, scale };
}

/** PHH lists the forced bets of a heads-up hand reversed (p1 is the big blind). */
function phhOrder(values: number[], n: number): number[] {
  return n === 2 ? [...values].reverse() : values;
}

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
function formatOne(c: Card): string {
  for (const r of RANKS) for (const s of SUITS) if (card(r + s) === c) return r + s;
  return '??';
}
