import type { PhhHand } from '@pokerchart/phh';
import { HandRefusal } from './errors.js';
import { handSetup } from './handSetup.js';
import { replayOutcome } from './replayOutcome.js';
import { ruleOutcome } from './ruleOutcome.js';
import type { SiteHand } from './siteHand.js';

/** How a hand read from a room is checked (RULES R271): by the rules checker (`'fast'`) or by replaying it through the engine (`'replay'`). */
export type HistoryCheck = 'fast' | 'replay';

/** The PHH variant code of a game read from a room (codes PHH does not define are pokerchart's, see the guide). */
function variantCode(hand: SiteHand): string {
  if (hand.game === 'holdem') return hand.betting === 'no-limit' ? 'NT' : 'PT';
  if (hand.game === 'omaha') return hand.betting === 'pot-limit' ? 'PO' : 'NO';
  return hand.betting === 'pot-limit' ? 'PO5' : 'NO5';
}

/** What {@link checkSiteHand} gives: the checked PHH hand. @internal */
export interface CheckedHand {
  phh: PhhHand;
  /** Final stacks in chips by engine seat after the room's rake (what the players really have). */
  finalChips: number[];
  scale: number;
}

const STREET_CARDS = [0, 3, 4, 5];

/**
 * Checks that a hand read from a room adds up (RULES R271): whose turn each action is and that
 * its amount is legal and what the history says it is, the uncalled bets returned, every
 * collected amount against the award less the rake and fees, each player's net, and the pot
 * total. `check` chooses who plays the hand: the betting, pot and showdown rules directly
 * (`'fast'`, see {@link ruleOutcome}) or the engine's `createHand` (`'replay'`, see
 * {@link replayOutcome}); both accept and refuse the same hands. Throws a {@link HandRefusal}
 * naming the line of the first fault.
 * @internal
 */
export function checkSiteHand(hand: SiteHand, check: HistoryCheck = 'fast'): CheckedHand {
  const setup = handSetup(hand);
  const outcome = check === 'replay' ? replayOutcome(setup) : ruleOutcome(setup);
  const { n, order, known, first, runs, runCount, common, chips, units, seatFor, seatOf, stacks, antes, dead, phhBlinds, anteDead, holeCount, span, scale } = setup;

  // every amount the history prints against the one the rules put in (R271)
  const streetPut: number[][] = [0, 1, 2, 3].map(() => new Array<number>(n).fill(0));
  for (const post of hand.posts) {
    const s = seatOf.get(post.player)!;
    const a = chips(post.amount);
    if (post.kind === 'both') streetPut[0]![s] = Math.max(streetPut[0]![s]!, a - Math.min(a, chips(hand.smallBlind)));
    else if (post.kind !== 'ante') streetPut[0]![s] = Math.max(streetPut[0]![s]!, a);
  }
  for (let k = 0; k < hand.actions.length; k++) {
    const action = hand.actions[k]!;
    const row = streetPut[action.street]!;
    const s = seatOf.get(action.player)!;
    if (action.kind === 'raise' && action.by !== undefined) {
      // "raises 4 to 6": the raise is what the new total adds to the bet faced (R61, R271)
      let facing = 0;
      for (const c of row) if (c > facing) facing = c;
      const by = chips(action.by);
      const total = chips(action.amount);
      if (by !== total - facing && !(action.street === 0 && by === total - Math.max(facing, chips(hand.bigBlind)))) {
        throw new HandRefusal('HISTORY_AMOUNT_MISMATCH', `${action.player} raises ${action.by} to ${action.amount}, but the bet faced is ${units(facing)}: the raise would be ${units(total - facing)} (R271)`, action.line);
      }
    }
    if (action.kind === 'call') row[s]! += chips(action.amount);
    else if (action.kind === 'bet' || action.kind === 'raise') row[s] = chips(action.amount);
    if ((action.kind === 'call' || action.kind === 'bet' || action.kind === 'raise') && outcome.to[k] !== row[s]) {
      throw new HandRefusal(
        'HISTORY_AMOUNT_MISMATCH',
        `${action.player} ${action.kind === 'call' ? `calls ${action.amount}` : `${action.kind}s to ${action.amount}`}, which makes ${units(row[s]!)} on this street, but the replay has ${units(outcome.to[k]!)} (R271)`,
        action.line,
      );
    }
  }
  if (outcome.showdown && first.length < 5) {
    throw new HandRefusal('HISTORY_MISSING_BOARD', `the hand goes to showdown but the history prints ${first.length} board cards (R270)`, hand.totalPotLine);
  }
  if (runCount > 1 && outcome.runs !== runCount) {
    throw new HandRefusal('HISTORY_RUNS_MISMATCH', `the history runs the board ${runCount} times but the replay ${outcome.runs} (R232)`, hand.totalPotLine);
  }

  // the PHH actions: the hole cards, each action after the board of its street, the rest of the board, the other runs, the shows and mucks
  const phhActions: string[] = [];
  for (let s = 0; s < n; s++) {
    const cards = known[s];
    phhActions.push(`d dh p${s + 1} ${cards === undefined ? '??'.repeat(holeCount) : cards.join('')}`);
  }
  let boardDealt = 0;
  const dealtUpTo = (street: number) => {
    const want = STREET_CARDS[street]!;
    if (want > boardDealt) {
      phhActions.push(`d db ${first.slice(street === 1 ? 0 : boardDealt, want).join('')}`);
      boardDealt = want;
    }
  };
  for (const action of hand.actions) {
    dealtUpTo(action.street);
    const p = `p${seatOf.get(action.player)! + 1}`;
    if (action.kind === 'fold') phhActions.push(`${p} f`);
    else if (action.kind === 'check' || action.kind === 'call') phhActions.push(`${p} cc`);
    else phhActions.push(`${p} cbr ${units(chips(action.amount))}`);
  }
  for (let street = 1; street <= 3; street++) if (first.length >= STREET_CARDS[street]!) dealtUpTo(street);
  for (const other of runs.slice(1)) phhActions.push(`d db ${other.slice(common).join('')}`);
  const folded = new Set(hand.actions.filter((a) => a.kind === 'fold').map((a) => seatOf.get(a.player)!));
  for (let s = 0; s < n; s++) {
    const shown = hand.shown.get(order[s]!.name);
    if (shown !== undefined) phhActions.push(`p${s + 1} sm ${shown.join('')}`);
    // a hand at showdown the history never shows is mucked (R128)
    else if (outcome.mucked.includes(s) || (outcome.showdown && known[s] === undefined && !folded.has(s))) phhActions.push(`p${s + 1} sm`);
  }

  // R271: uncalled bets, collected amounts, rake and fees, nets, pot total
  const collected = new Array<number>(n).fill(0);
  for (const c of hand.collected) collected[seatFor(c.player, c.line)]! += chips(c.amount);
  const returned = new Array<number>(n).fill(0);
  for (const u of hand.uncalled) returned[seatFor(u.player, u.line)]! += chips(u.amount);
  const engineReturned = outcome.returned;
  const printsUncalled = hand.site !== 'winamax';
  for (let s = 0; s < n; s++) {
    if (printsUncalled && returned[s] !== engineReturned[s]) {
      const line = hand.uncalled.find((u) => u.player === order[s]!.name)?.line ?? hand.totalPotLine;
      throw new HandRefusal('HISTORY_UNCALLED_MISMATCH', `${order[s]!.name} gets ${units(returned[s]!)} back as an uncalled bet in the history, ${units(engineReturned[s]!)} in the replay (R106, R271)`, line);
    }
  }
  // Winamax prints no uncalled-bet line: its collected amount holds the chips given back
  const award = outcome.payouts.map((p, s) => p + (printsUncalled ? 0 : engineReturned[s]!));
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
  const potTotal = outcome.payouts.reduce((a, b) => a + b, 0);
  if (hand.totalPot === undefined) throw new HandRefusal('HISTORY_NO_POT_TOTAL', 'the summary prints no pot total (R271)', hand.totalPotLine);
  const printedTotal = chips(hand.totalPot);
  if (printedTotal !== potTotal && !(hand.site === 'winamax' && printedTotal === potTotal + engineReturned.reduce((a, b) => a + b, 0))) {
    throw new HandRefusal('HISTORY_POT_MISMATCH', `the history's pot total is ${hand.totalPot}, the replay's ${units(potTotal)} (R271)`, hand.totalPotLine);
  }
  // what each player really has after the room kept its rake and fees
  const finalChips = outcome.beforeAward.map((st, s) => st + collected[s]! - (printsUncalled ? 0 : engineReturned[s]!));
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
  return { phh, finalChips, scale };
}

/** PHH lists the forced bets of a heads-up hand reversed (p1 is the big blind). */
function phhOrder(values: number[], n: number): number[] {
  return n === 2 ? [...values].reverse() : values;
}
