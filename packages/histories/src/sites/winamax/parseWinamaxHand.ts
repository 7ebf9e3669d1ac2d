import { amountReader, currencySymbolOf } from '../../amount.js';
import { HandRefusal } from '../../errors.js';
import type { SiteHand } from '../../siteHand.js';
import { cardsIn } from '../cardsIn.js';

const STREETS: Record<string, number> = { 'PRE-FLOP': 0, FLOP: 1, TURN: 2, RIVER: 3 };
const CHATTER = [/ said, "/, / is disconnected\s*$/, / is connected\s*$/, / has timed out/, / joins the table/, / leaves the table/, / sits out\s*$/, / is sitting out\s*$/, / bounty/, / finished the tournament/, / wins the tournament/, / has returned\s*$/];

/** Whether a line starts a Winamax hand. @internal */
export function isWinamaxHeader(line: string): boolean {
  return line.startsWith('Winamax Poker - ');
}

/**
 * Reads one Winamax hand (cash game, Expresso/Go Fast, tournament) into a {@link SiteHand}.
 * Winamax names players without a colon ("name folds"), prints amounts with the euro sign after
 * them and prints no uncalled-bet line: the chips given back are in the collected amount.
 * @internal
 */
export function parseWinamaxHand(lines: readonly string[], first: number): SiteHand {
  const header = lines[0]!;
  const amounts = amountReader(false);
  const amount = amounts.read;
  const m = /^Winamax Poker - (.*?) - HandId: #(\S+) - (.+?) \(([^()]*)\) - (\d{4}\/\d{2}\/\d{2})/.exec(header);
  if (m === null) throw new HandRefusal('HISTORY_BAD_HEADER', `the hand header cannot be read (R270): "${header}"`, first);
  const kind = m[1]!;
  const gameText = m[3]!.toLowerCase();
  const hand: SiteHand = {
    site: 'winamax', language: 'en', handId: m[2]!, line: first, game: 'holdem', betting: 'no-limit', tournament: /^Tournament/.test(kind),
    smallBlind: 0, bigBlind: 0, button: 0, seats: [], posts: [], hole: new Map(), shown: new Map(), actions: [],
    boards: [[]], uncalled: [], collected: [], totalPotLine: first, rake: 0, fees: {}, decimals: 0, date: m[5]!,
  };
  if (hand.tournament) {
    const level = /level: (\S+)/.exec(kind);
    if (level !== null) hand.level = level[1]!;
    const name = /"([^"]*)"/.exec(kind);
    if (name !== null) hand.tournamentId = name[1]!;
  }
  const game = /^(holdem|omaha5|omaha 5|omaha) (no limit|pot limit|limit)$/.exec(gameText);
  if (game === null || game[2] === 'limit') {
    throw new HandRefusal('HISTORY_UNSUPPORTED_GAME', `${m[3]} is not read yet (R270: No-Limit and Pot-Limit Hold'em and Omaha with 4 or 5 cards)`, first);
  }
  hand.game = game[1] === 'holdem' ? 'holdem' : game[1] === 'omaha' ? 'omaha' : 'omaha5';
  hand.betting = game[2] === 'pot limit' ? 'pot-limit' : 'no-limit';
  const stakes = m[4]!.split('/');
  // tournaments print ante/small/big, cash games small/big
  const [sb, bb] = stakes.length === 3 ? [stakes[1]!, stakes[2]!] : [stakes[0]!, stakes[1] ?? ''];
  hand.smallBlind = amount(sb, first);
  hand.bigBlind = amount(bb, first);
  const symbol = currencySymbolOf(m[4]!);
  if (symbol !== undefined) {
    hand.currencySymbol = symbol;
    if (symbol === '€') hand.currency = 'EUR';
  }
  const table = /^Table: '(.*)' (\d+)-max .*Seat #(\d+) is the button/.exec(lines[1] ?? '');
  if (table === null) throw new HandRefusal('HISTORY_BAD_HEADER', `the table line cannot be read (R270): "${lines[1] ?? ''}"`, first + 1);
  hand.table = table[1]!;
  hand.seatCount = Number(table[2]);
  hand.button = Number(table[3]);
  let i = 2;
  for (; i < lines.length; i++) {
    const s = /^Seat (\d+): (.+) \(([^(),]*?)(?:, ([^()]*?) bounty)?\)(.*)$/.exec(lines[i]!);
    if (s === null) break;
    const seat = { seat: Number(s[1]), name: s[2]!, stack: amount(s[3]!, first + i), out: /sitting out|out of hand/.test(s[5]!), line: first + i } as SiteHand['seats'][number];
    if (s[4] !== undefined) seat.bounty = s[4];
    hand.seats.push(seat);
  }
  if (hand.seats.length === 0) throw new HandRefusal('HISTORY_BAD_HEADER', 'the hand lists no seat (R270)', first + i);
  const names = hand.seats.map((s) => s.name).sort((a, b) => b.length - a.length);
  let street = 0;
  let summary = false;
  for (; i < lines.length; i++) {
    const text = lines[i]!.trimEnd();
    const at = first + i;
    if (text === '') continue;
    if (summary) {
      if (text.startsWith('Total pot ')) {
        const segments = text.split('|').map((x) => x.trim());
        hand.totalPot = amount(segments[0]!.slice('Total pot '.length), at);
        hand.totalPotLine = at;
        for (const segment of segments.slice(1)) {
          if (segment === 'No rake') continue;
          const f = /^(.+?) (\S+)$/.exec(segment);
          if (f === null) throw new HandRefusal('HISTORY_BAD_AMOUNT', `the fee "${segment}" cannot be read (R271)`, at);
          if (f[1] === 'Rake') hand.rake = amount(f[2]!, at);
          else hand.fees[f[1]!] = amount(f[2]!, at);
        }
      }
      continue;
    }
    if (text.startsWith('*** ')) {
      if (text === '*** SUMMARY ***') {
        summary = true;
        continue;
      }
      if (text === '*** ANTE/BLINDS ***' || text === '*** SHOW DOWN ***') continue;
      const st = /^\*\*\* (PRE-FLOP|FLOP|TURN|RIVER) \*\*\*\s*(.*)$/.exec(text);
      if (st === null) throw new HandRefusal('HISTORY_UNKNOWN_LINE', `unknown section line "${text}" (R270)`, at);
      street = STREETS[st[1]!]!;
      if (street > 0) hand.boards[0] = cardsIn(st[2]!, at);
      continue;
    }
    const dealt = /^Dealt to (.+?) \[([^\]]*)\]$/.exec(text);
    if (dealt !== null) {
      hand.hole.set(dealt[1]!, cardsIn(`[${dealt[2]}]`, at));
      continue;
    }
    const name = names.find((n) => text.startsWith(`${n} `));
    if (name !== undefined) {
      let body = text.slice(name.length + 1);
      let allIn = false;
      if (body.endsWith(' and is all-in')) {
        allIn = true;
        body = body.slice(0, -' and is all-in'.length);
      }
      const post = /^posts (ante|small blind|big blind|straddle) (\S+)( out of position)?$/.exec(body);
      if (post !== null) {
        const kind = post[1] === 'ante' ? 'ante' : post[1] === 'small blind' ? 'small' : post[1] === 'big blind' ? 'big' : 'straddle';
        hand.posts.push({ player: name, kind, amount: amount(post[2]!, at), allIn, line: at });
        continue;
      }
      if (body === 'folds') hand.actions.push({ street, player: name, kind: 'fold', amount: 0, allIn, line: at });
      else if (body === 'checks') hand.actions.push({ street, player: name, kind: 'check', amount: 0, allIn, line: at });
      else if (body.startsWith('calls ')) hand.actions.push({ street, player: name, kind: 'call', amount: amount(body.slice(6), at), allIn, line: at });
      else if (body.startsWith('bets ')) hand.actions.push({ street, player: name, kind: 'bet', amount: amount(body.slice(5), at), allIn, line: at });
      else if (body.startsWith('raises ')) {
        const r = /^raises (\S+) to (\S+)$/.exec(body);
        if (r === null) throw new HandRefusal('HISTORY_UNKNOWN_LINE', `a raise the reader cannot read: "${text}" (R270)`, at);
        hand.actions.push({ street, player: name, kind: 'raise', amount: amount(r[2]!, at), by: amount(r[1]!, at), allIn, line: at });
      } else if (body.startsWith('shows [')) {
        hand.shown.set(name, /\[([^\]]*)\]/.exec(body)![1]!.split(' ').filter((c) => c !== ''));
      } else if (/^collected (\S+) from (?:the )?(?:main |side )?pot(?: \d+)?$/.test(body)) {
        hand.collected.push({ player: name, amount: amount(/^collected (\S+)/.exec(body)![1]!, at), line: at });
      } else if (body === 'mucks' || body === "doesn't show" || body === 'does not show') {
        // nothing to read
      } else if (/cash ?out/i.test(body)) {
        throw new HandRefusal('HISTORY_CASH_OUT', `the hand was cashed out ("${text}"): a cash-out is out of scope (RULES Appendix C: insurance and cash-outs), so the hand is refused (R271)`, at);
      } else if (CHATTER.some((p) => p.test(text))) {
        // chat, connections
      } else {
        throw new HandRefusal('HISTORY_UNKNOWN_LINE', `an action the reader does not know: "${text}" (R270: a hand is never read by guessing)`, at);
      }
      continue;
    }
    if (CHATTER.some((p) => p.test(text))) continue;
    throw new HandRefusal('HISTORY_UNKNOWN_LINE', `a line the reader does not know: "${text}" (R270: a hand is never read by guessing)`, at);
  }
  if (!summary) throw new HandRefusal('HISTORY_TRUNCATED', 'the hand has no summary section: the history stops before the hand ends (R271)', first + lines.length - 1);
  hand.decimals = amounts.decimals();
  return hand;
}

