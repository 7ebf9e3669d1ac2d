import { formatCard, type Card } from '@pokerchart/cards';
import type { Hand, HandLogEntry } from '@pokerchart/engine';
import { replayPhh, type PhhHand } from '@pokerchart/phh';
import { HistoryError } from './errors.js';
import { englishWords, frenchWords, type PokerStarsWords } from './sites/pokerstars/pokerStarsWords.js';

/** Options of {@link writeHistory}. */
export interface WriteHistoryOptions {
  /** The client's language: `'en'` (default) or `'fr'` (the French client's words and number format). */
  language?: 'en' | 'fr';
  /** The hand number to print (digits); default the PHH hand's `_hand_id` or `hand` when it is all digits, else `1`. */
  handId?: string;
  /** The date and time to print, `YYYY/MM/DD HH:MM:SS`; default `2026/01/01 00:00:00`. */
  date?: string;
  /** The table name; default the PHH hand's `table`, else `pokerchart`. */
  table?: string;
}

const GAME_NAMES: Record<string, string> = { holdem: "Hold'em", omaha: 'Omaha', omaha5: '5 Card Omaha' };
const LIMIT_NAMES: Record<string, string> = { 'no-limit': 'No Limit', 'pot-limit': 'Pot Limit' };

/**
 * Writes a hand as a PokerStars hand history (the text trackers such as PokerTracker and Hold'em
 * Manager import), in English or in the French client's words. The hand is a finished engine hand
 * (the room's hands included) or a PHH hand, which is replayed first; No-Limit and Pot-Limit
 * Hold'em and Omaha (4 or 5 cards), boards run more than once included. Reading the text back with
 * {@link parseHistory} gives the same hand (R270, R271).
 *
 * Seats are the PHH hand's `seats` (else the engine seat + 1), names its `players` (else
 * `playerN`); amounts are in the PHH hand's units (else in chips); a PHH hand's `winnings` and
 * `_rake` are printed as the collected amounts and the rake.
 *
 * @throws {@link HistoryError} `HISTORY_BAD_WRITE` for a hand that is not finished or a game PokerStars' text cannot express.
 */
export function writeHistory(hand: PhhHand | Hand, site: 'pokerstars', options: WriteHistoryOptions = {}): string {
  if (site !== 'pokerstars') throw new HistoryError('HISTORY_BAD_WRITE', `writeHistory writes PokerStars histories only, not "${String(site)}" (R270)`);
  const words = options.language === 'fr' ? frenchWords : englishWords;
  let engine: Hand;
  let phh: PhhHand | undefined;
  let scale = 1;
  if (isEngineHand(hand)) engine = hand;
  else {
    phh = hand;
    if (hand['_runs'] !== undefined || !['NT', 'PO'].includes(hand.variant)) {
      throw new HistoryError('HISTORY_BAD_WRITE', `a PHH hand of variant ${hand.variant}${hand['_runs'] !== undefined ? ' run more than once' : ''} cannot be replayed by replayPhh; write the engine hand instead (R270)`);
    }
    const replay = replayPhh(hand, { unknownHandsMuck: true });
    engine = replay.hand;
    scale = replay.scale;
  }
  return writeEngineHand(engine, phh, scale, words, options);
}

function isEngineHand(hand: PhhHand | Hand): hand is Hand {
  return typeof (hand as Hand).act === 'function' && typeof (hand as Hand).persist === 'function';
}

function writeEngineHand(hand: Hand, phh: PhhHand | undefined, scale: number, words: PokerStarsWords, options: WriteHistoryOptions): string {
  const ctx = hand.context;
  const result = hand.result;
  if (!hand.isComplete || result === null) throw new HistoryError('HISTORY_BAD_WRITE', 'only a finished hand can be written (R270)');
  const game = GAME_NAMES[ctx.variantId];
  const limit = LIMIT_NAMES[ctx.bettingId];
  if (game === undefined || limit === undefined) {
    throw new HistoryError('HISTORY_BAD_WRITE', `${ctx.variantId} ${ctx.bettingId} has no PokerStars history (R270: No-Limit and Pot-Limit Hold'em and Omaha)`);
  }
  const fr = words.language === 'fr';
  const decimals = Math.round(Math.log10(scale));
  const symbol = typeof phh?.currency_symbol === 'string' ? phh.currency_symbol : '';
  const plain = (chips: number) => {
    const text = scale === 1 ? String(chips) : (chips / scale).toFixed(decimals);
    return fr ? text.replace('.', ',') : text;
  };
  const money = (chips: number) => (symbol === '' ? plain(chips) : fr ? `${plain(chips)} ${symbol}` : `${symbol}${plain(chips)}`);
  const betting = ctx.betting;
  const n = betting.seatCount;
  const seats = betting.dealtIn.map((d, s) => (d ? s : -1)).filter((s) => s >= 0);
  // PHH player i is engine seat i (the replay's order); room seats and names come from the PHH hand
  const seatNumber = (s: number) => (Array.isArray(phh?.seats) ? (phh!.seats as number[])[s]! : s + 1);
  const name = (s: number) => (Array.isArray(phh?.players) ? (phh!.players as string[])[s]! : `player${s + 1}`);
  const id = options.handId ?? (phh !== undefined && /^\d+$/.test(String(phh['_hand_id'] ?? phh.hand ?? '')) ? String(phh['_hand_id'] ?? phh.hand) : '1');
  const date = options.date ?? '2026/01/01 00:00:00';
  const log = hand.log;
  const blindPosts = log.filter((e): e is Extract<HandLogEntry, { type: 'posted' }> => e.type === 'posted' && e.kind === 'blind');
  const small = Math.min(...blindPosts.map((e) => e.amount), betting.minBet);
  const big = betting.minBet;
  const out: string[] = [];
  const currency = typeof phh?.currency === 'string' ? ` ${phh.currency}` : '';
  out.push(
    fr
      ? `${words.handPrefix}${id} : ${game} ${limit} (${money(small)}/${money(big)}${currency}) - ${date} CET`
      : `${words.handPrefix}${id}:  ${game} ${limit} (${money(small)}/${money(big)}${currency}) - ${date} ET`,
  );
  const seatCount = typeof phh?.seat_count === 'number' ? phh.seat_count : n;
  out.push(`Table '${options.table ?? (typeof phh?.table === 'string' ? phh.table : 'pokerchart')}' ${seatCount}-max ${words.isTheButton(seatNumber(betting.button))}`);
  const seatLine = (s: number) => `${words.seat} ${seatNumber(s)}${fr ? ' : ' : ': '}${name(s)} (${money(betting.startStacks[s]!)} ${words.inChips})`;
  for (const s of [...seats].sort((a, b) => seatNumber(a) - seatNumber(b))) out.push(seatLine(s));
  const act = (s: number, text: string) => out.push(`${name(s)}${words.colon}${text}`);

  // forced bets: antes, then blinds in posting order (small, big, then straddles)
  const committed = new Array<number>(n).fill(0);
  const stackLeft = [...betting.startStacks];
  let currentBet = 0;
  // the small blind is left of the button (the button itself heads-up, R14), the big blind left of it; other blinds are straddles
  const after = (s: number) => seats[(seats.indexOf(s) + 1) % seats.length]!;
  const smallSeat = seats.length === 2 ? betting.button : after(betting.button);
  const bigSeat = after(smallSeat);
  const allIn = (s: number) => (stackLeft[s] === 0 ? ` ${words.andIsAllIn}` : '');
  // the board as printed so far, per run
  const boards: Card[][] = [[]];
  const runStreets = new Set<string>();
  for (const e of log) if (e.type === 'board' && (e.run ?? 0) > 0) runStreets.add(e.street);
  const runCount = Math.max(1, ...log.filter((e) => e.type === 'board').map((e) => ((e as { run?: number }).run ?? 0) + 1));
  // a PHH hand's unknown hole cards ("????") were stood in for by the replay: they are not written
  const hidden = new Set<number>();
  for (const a of phh?.actions ?? []) {
    const m = /^d dh p(\d+) (.*)$/.exec(a);
    if (m !== null && m[2]!.includes('?')) hidden.add(Number(m[1]) - 1);
  }
  let holeWritten = false;
  const writeHole = () => {
    if (holeWritten) return;
    holeWritten = true;
    out.push(words.holeCards);
    for (const s of seats) {
      const cards = ctx.holeCards[s];
      if (cards !== null && cards !== undefined && cards.length > 0 && !hidden.has(s)) out.push(`${words.dealtTo}${name(s)} [${cards.map(formatCard).join(' ')}]`);
    }
  };
  const cardsText = (cards: readonly Card[]) => `[${cards.map(formatCard).join(' ')}]`;
  const streetWord: Record<string, string> = { flop: words.flop, turn: words.turn, river: words.river };
  for (const e of log) {
    switch (e.type) {
      case 'posted':
        stackLeft[e.seat]! -= e.amount;
        if (e.kind === 'ante') act(e.seat, `${words.postsAnte} ${money(e.amount)}${allIn(e.seat)}`);
        else {
          const kind = e.seat === smallSeat ? words.postsSmall : e.seat === bigSeat ? words.postsBig : words.postsStraddle;
          committed[e.seat] = e.amount;
          currentBet = Math.max(currentBet, e.amount);
          act(e.seat, `${kind} ${money(e.amount)}${allIn(e.seat)}`);
        }
        break;
      case 'board': {
        writeHole();
        const run = e.run ?? 0;
        while (boards.length <= run) boards.push([...boards[0]!.slice(0, boardBefore(e.street))]);
        const before = boards[run]!.slice();
        boards[run]!.push(...e.cards);
        const prefix = runStreets.has(e.street) && runCount > 1 ? `${words.runNames[run]} ` : '';
        const label = streetWord[e.street] ?? e.street.toUpperCase();
        out.push(before.length === 0 ? `*** ${prefix}${label} *** ${cardsText(e.cards)}` : `*** ${prefix}${label} *** ${cardsText(before)} ${cardsText(e.cards)}`);
        committed.fill(0);
        currentBet = 0;
        break;
      }
      case 'acted': {
        writeHole();
        const s = e.seat;
        const added = e.to - committed[s]!;
        stackLeft[s] = e.stack;
        const type = e.action.type;
        if (type === 'fold') act(s, words.folds);
        else if (type === 'check') act(s, words.checks);
        else if (e.to <= currentBet) act(s, `${words.calls} ${money(added)}${allIn(s)}`);
        else if (currentBet === 0) act(s, `${words.bets} ${money(e.to)}${allIn(s)}`);
        else act(s, `${words.raises} ${money(e.to - currentBet)} ${words.to} ${money(e.to)}${allIn(s)}`);
        committed[s] = e.to;
        currentBet = Math.max(currentBet, e.to);
        break;
      }
      case 'returned':
        out.push(words.uncalled(money(e.amount), name(e.seat)));
        break;
      default:
        break;
    }
  }
  writeHole();
  // showdown and what each player collects (a PHH hand's winnings are after the room's rake)
  const winnings = Array.isArray(phh?.winnings) ? (phh!.winnings as number[]).map((w) => Math.round(w * scale)) : result.payouts;
  const rake = typeof phh?.['_rake'] === 'number' ? Math.round((phh['_rake'] as number) * scale) : 0;
  if (result.showdown) out.push(`*** ${runCount > 1 ? `${words.runNames[0]} ` : ''}${words.showDown} ***`);
  for (const e of log) {
    if (e.type === 'shown' && hidden.has(e.seat)) act(e.seat, words.mucks);
    else if (e.type === 'shown') act(e.seat, `${words.shows} ${cardsText(e.cards)}`);
    else if (e.type === 'mucked') act(e.seat, words.mucks);
  }
  for (const s of seats) if (winnings[s]! > 0) out.push(words.collected(name(s), money(winnings[s]!)));
  out.push(words.summary);
  const total = result.payouts.reduce((a, b) => a + b, 0);
  out.push(`${words.totalPot} ${money(total)} | ${words.rake} ${money(rake)}`);
  if (runCount > 1) {
    out.push(words.ranTwice(runCount));
    boards.forEach((b, r) => out.push(`${words.runNames[r]} ${words.board} ${cardsText(b)}`));
  } else if (boards[0]!.length > 0) out.push(`${words.board} ${cardsText(boards[0]!)}`);
  for (const s of [...seats].sort((a, b) => seatNumber(a) - seatNumber(b))) {
    const role = s === betting.button ? (fr ? ' (bouton)' : ' (button)') : '';
    const what = winnings[s]! > 0 ? (fr ? `a remporté (${money(winnings[s]!)})` : `collected (${money(winnings[s]!)})`) : betting.folded[s] ? (fr ? 'a passé' : 'folded') : fr ? 'a perdu' : 'lost';
    out.push(`${words.summarySeat}${seatNumber(s)}${fr ? ' : ' : ': '}${name(s)}${role} ${what}`);
  }
  return `${out.join('\n')}\n`;
}

function boardBefore(street: string): number {
  return street === 'flop' ? 0 : street === 'turn' ? 3 : 4;
}
