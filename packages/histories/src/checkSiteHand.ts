import type { PhhHand } from '@pokerchart/phh';
import { HandRefusal } from './errors.js';
import { handSetup, seatIndex } from './handSetup.js';
import { replayOutcome } from './replayOutcome.js';
import { ruleOutcome } from './ruleOutcome.js';
import { boardText, CHECK_CALL, dealtText, FOLD, showsText, SHOWS, wagerText } from './phhActionTexts.js';
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
  const { n, order, known, first, runs, runCount, common, chips, units, seatFor, stacks, antes, dead, phhBlinds, anteDead, holeCount, span, scale } = setup;

  // every amount the history prints against the one the rules put in (R271); streetPut[street * n + seat]
  const actions = hand.actions;
  // every action's player has a seat (the outcome refused the hand otherwise)
  const seats = setup.actionSeats;
  const streetPut = new Array<number>(4 * n).fill(0);
  const smallChips = chips(hand.smallBlind);
  for (const post of hand.posts) {
    const s = seatIndex(order, post.player);
    const a = chips(post.amount);
    if (post.kind === 'both') streetPut[s] = Math.max(streetPut[s]!, a - Math.min(a, smallChips));
    else if (post.kind !== 'ante') streetPut[s] = Math.max(streetPut[s]!, a);
  }
  const to = outcome.to;
  for (let k = 0; k < actions.length; k++) {
    const action = actions[k]!;
    const kind = action.kind;
    if (kind === 'fold' || kind === 'check') continue;
    const row = action.street * n;
    const at = row + seats[k]!;
    if (kind === 'raise' && action.by !== undefined) {
      // "raises 4 to 6": the raise is what the new total adds to the bet faced (R61, R271)
      let facing = 0;
      for (let c = row; c < row + n; c++) if (streetPut[c]! > facing) facing = streetPut[c]!;
      const by = chips(action.by);
      const total = chips(action.amount);
      if (by !== total - facing && !(action.street === 0 && by === total - Math.max(facing, chips(hand.bigBlind)))) {
        throw new HandRefusal('HISTORY_AMOUNT_MISMATCH', `${action.player} raises ${action.by} to ${action.amount}, but the bet faced is ${units(facing)}: the raise would be ${units(total - facing)} (R271)`, action.line);
      }
    }
    if (kind === 'call') streetPut[at]! += chips(action.amount);
    else streetPut[at] = chips(action.amount);
    if (to[k] !== streetPut[at]) {
      throw new HandRefusal(
        'HISTORY_AMOUNT_MISMATCH',
        `${action.player} ${kind === 'call' ? `calls ${action.amount}` : `${kind}s to ${action.amount}`}, which makes ${units(streetPut[at]!)} on this street, but the replay has ${units(to[k]!)} (R271)`,
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
  const unknownHole = '??'.repeat(holeCount);
  for (let s = 0; s < n; s++) {
    const cards = known[s];
    phhActions.push(dealtText(s, cards, unknownHole));
  }
  let boardDealt = 0;
  const folded = new Array<boolean>(n).fill(false);
  for (let k = 0; k < actions.length; k++) {
    const action = actions[k]!;
    const street = action.street;
    if (STREET_CARDS[street]! > boardDealt) {
      phhActions.push(boardText(first, street === 1 ? 0 : boardDealt, STREET_CARDS[street]!));
      boardDealt = STREET_CARDS[street]!;
    }
    const s = seats[k]!;
    const kind = action.kind;
    if (kind === 'fold') {
      phhActions.push(FOLD[s]!);
      folded[s] = true;
    } else if (kind === 'check' || kind === 'call') phhActions.push(CHECK_CALL[s]!);
    else phhActions.push(wagerText(s, chips(action.amount), hand.decimals, units));
  }
  for (let street = 1; street <= 3; street++) {
    if (first.length >= STREET_CARDS[street]! && STREET_CARDS[street]! > boardDealt) {
      phhActions.push(boardText(first, street === 1 ? 0 : boardDealt, STREET_CARDS[street]!));
      boardDealt = STREET_CARDS[street]!;
    }
  }
  for (let r = 1; r < runs.length; r++) phhActions.push(boardText(runs[r]!, common, runs[r]!.length));
  for (let s = 0; s < n; s++) {
    const shown = hand.shown.size === 0 ? undefined : hand.shown.get(order[s]!.name);
    if (shown !== undefined) phhActions.push(showsText(s, shown));
    // a hand at showdown the history never shows is mucked (R128)
    else if (outcome.mucked.includes(s) || (outcome.showdown && known[s] === undefined && !folded[s])) phhActions.push(SHOWS[s]!);
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
  let fees = 0;
  let feeCount = 0;
  for (const name in hand.fees) {
    fees += chips(hand.fees[name]!);
    feeCount++;
  }
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
    const s = seatIndex(order, post.player);
    const a = chips(post.amount);
    if (post.kind === 'ante') put[s]! += a;
    else if (post.kind === 'both') put[s]! += Math.min(a, smallChips);
  }
  for (let c = 0; c < 4 * n; c++) put[c % n]! += streetPut[c]!;
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
    starting_stacks: scale === 1 ? stacks.slice() : stacks.map(units),
    actions: phhActions,
    ante_trimming_status: !anteDead,
    seats: order.map((s) => s.seat),
    seat_count: span,
    players: order.map((s) => s.name),
    finishing_stacks: scale === 1 ? finalChips.slice() : finalChips.map(units),
    winnings: scale === 1 ? collected.slice() : collected.map(units),
    hand: hand.handId,
    _site: hand.site,
    _hand_id: hand.handId,
    _rake: units(rake),
    _total_pot: hand.totalPot,
  };
  if (feeCount > 0) phh['_fees'] = { ...hand.fees };
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
    // "2026/1/31": the date pattern of the reader holds three numbers between slashes
    const date = hand.date;
    const a = date.indexOf('/');
    const b = date.indexOf('/', a + 1);
    phh.year = Number(date.slice(0, a));
    phh.month = Number(date.slice(a + 1, b));
    phh.day = Number(date.slice(b + 1));
  }
  for (const seat of order) {
    if (seat.bounty === undefined) continue;
    const bounties = (phh['_bounties'] ??= {}) as Record<string, string>;
    bounties[seat.name] = seat.bounty;
  }
  return { phh, finalChips, scale };
}

/** PHH lists the forced bets of a heads-up hand reversed (p1 is the big blind). */
function phhOrder(values: number[], n: number): number[] {
  return n === 2 ? [...values].reverse() : values;
}
