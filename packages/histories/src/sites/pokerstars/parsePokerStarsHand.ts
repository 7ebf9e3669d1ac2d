import { amountReader, currencySymbolIn, currencySymbolOf } from '../../amount.js';
import { HandRefusal } from '../../errors.js';
import type { SiteHand } from '../../siteHand.js';
import { historyLines, lineOf, type HistoryLines } from '../../historyLines.js';
import { cardsIn } from '../cardsIn.js';
import { sharedText } from '../../sharedText.js';
import { englishWords, frenchWords, type PokerStarsWords } from './pokerStarsWords.js';

const STREET_WORDS: Record<string, number> = { FLOP: 1, TURN: 2, RIVER: 3, TOURNANT: 2, 'RIVIÈRE': 3 };
/** Lines that move no chips and change nothing the replay needs (chat, connections, table moves, tournament news). */
const CHATTER = [
  / said, "/, / is disconnected\s*$/, / is connected\s*$/, / has timed out/, / joins the table/, / leaves the table/,
  / has returned\s*$/, / will be allowed to play after the button/, / was removed from the table/,
  / finished the tournament/, / wins the tournament/, / for eliminating /, / wins .* bounty/, / re-buys and receives/,
  / takes the add-on/, / is sitting out\s*$/, / sits out\s*$/, / is away\s*$/, / est déconnecté/, / est connecté/,
  / a dit, "/, / a rejoint la table/, / a quitté la table/, / est de retour/, / a terminé le tournoi/, / remporte le tournoi/,
  / pour avoir éliminé /, / est absent\s*$/, /^Hand was run /, /^La main a été jouée /, /^Dealt to [^[]*$/, /^Distribué à [^[]*$/,
];

/** Patterns built once per language from its words. */
interface Compiled {
  tournament: RegExp;
  raise: RegExp;
  summaryCards: RegExp;
  seat: RegExp;
}
const COMPILED = new Map<PokerStarsWords, Compiled>();
function compiled(words: PokerStarsWords): Compiled {
  let c = COMPILED.get(words);
  if (c === undefined) {
    c = {
      tournament: new RegExp(`^(?:${words.tournament}|Tournament #)(\\d+),\\s*`),
      raise: new RegExp(`^${words.raises} (.+) ${words.to} (.+)$`),
      summaryCards: new RegExp(`(?:${words.mucked}|${words.showed}|mucked|showed) \\[([^\\]]*)\\]`),
      seat:
        words.language === 'fr'
          ? /^Siège (\d+)\s?: (.+) \(([^()]*?) en jetons(?:, ([^()]*?) de prime)?\)(.*)$/
          : /^Seat (\d+): (.+) \(([^()]*?) in chips(?:, ([^()]*?) bounty)?\)(.*)$/,
    };
    COMPILED.set(words, c);
  }
  return c;
}

const IN_CHIPS = ' in chips)';
const DEALT_TO = 'Dealt to ';
/** What {@link isPlainSeatLine} read: the seat number, where the name starts and the "(" before the chips. */
let plainSeat = 0;
let plainNameFrom = 0;
let plainOpen = 0;

/** Whether text[from..to) holds only characters the pattern's "." matches (every one but line breaks). */
function anyCharButBreaks(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return false;
  }
  return true;
}

/**
 * Whether an English seat line is the plain "Seat 3: name (1,234 in chips)", nothing after the
 * chips and no other "(" after the name, which the seat pattern reads the same way: the name up to
 * the last " (", the chips up to " in chips)" (no bounty). Sets plainSeat, plainNameFrom and
 * plainOpen. Any other line is left to the pattern.
 */
function isPlainSeatLine(line: string): boolean {
  if (!line.startsWith('Seat ') || !line.endsWith(IN_CHIPS)) return false;
  let k = 5;
  let seat = 0;
  for (let c = line.charCodeAt(k); c >= 48 && c <= 57; c = line.charCodeAt(++k)) seat = seat * 10 + (c - 48);
  if (k === 5 || k - 5 > 15 || line.charCodeAt(k) !== 58 || line.charCodeAt(k + 1) !== 32) return false;
  const open = line.lastIndexOf('(');
  const nameFrom = k + 2;
  if (open - 1 <= nameFrom || line.charCodeAt(open - 1) !== 32 || line.indexOf(')', open) !== line.length - 1) return false;
  if (!anyCharButBreaks(line, nameFrom, open - 1)) return false;
  plainSeat = seat;
  plainNameFrom = nameFrom;
  plainOpen = open;
  return true;
}

/** Whether a header line starts a PokerStars hand (English or French); the language it is in. @internal */
export function pokerStarsLanguage(line: string): 'en' | 'fr' | null {
  if (/^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #/.test(line)) return 'en';
  if (/^PokerStars (?:Zoom )?Main n°/.test(line)) return 'fr';
  return null;
}

/**
 * Reads one PokerStars hand (English or French) or one GGPoker hand (PokerStars' layout with its
 * own header and summary fees) into a {@link SiteHand}. `lines[0]` is the header; `first` its
 * 1-based line in the file.
 * @internal
 */
export function parsePokerStarsHand(lines: readonly string[], first: number, site: 'pokerstars' | 'ggpoker'): SiteHand {
  // line numbers count from the header's, `first`
  const text = lines.join('\n');
  return readPokerStarsHand(historyLines(text), 0, lines.length, site, first - 1);
}

/**
 * {@link parsePokerStarsHand} on lines from..to of a text read in place (see {@link HistoryLines});
 * line i of the text is line `i + 1 + shift` of the file.
 * @internal
 */
export function readPokerStarsHand(all: HistoryLines, from: number, to: number, site: 'pokerstars' | 'ggpoker', shift = 0): SiteHand {
  const first = from + 1 + shift;
  // line i of the hand (the header is line 0), read from the text when needed
  const lineAt = (i: number): string | undefined => (from + i < to ? lineOf(all, from + i) : undefined);
  const count = to - from;
  const header = lineOf(all, from);
  const words: PokerStarsWords = site === 'pokerstars' && pokerStarsLanguage(header) === 'fr' ? frenchWords : englishWords;
  const fr = words.language === 'fr';
  const idMatch = site === 'ggpoker' ? /^Poker Hand #(\S+?):\s*(.*)$/.exec(header) : fr ? /^PokerStars (?:Zoom )?Main n°(\d+)\s*:\s*(.*)$/.exec(header) : /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #(\d+):\s*(.*)$/.exec(header);
  if (idMatch === null) throw new HandRefusal('HISTORY_BAD_HEADER', `the hand header cannot be read (R270): "${header}"`, first);
  const handId = idMatch[1]!;
  const amounts = amountReader(fr);
  const amount = amounts.read;
  const rest = idMatch[2]!;
  const hand: SiteHand = {
    site, language: words.language, handId, line: first, game: 'holdem', betting: 'no-limit', tournament: false,
    smallBlind: 0, bigBlind: 0, button: 0, seats: [], posts: [], hole: new Map(), shown: new Map(), actions: [],
    boards: [[]], uncalled: [], collected: [], totalPotLine: first, rake: 0, fees: {}, decimals: 0,
  };
  readHeader(hand, rest, first, words, amount);

  let i = 1;
  // the table line
  const table = /^Table '(.*)' (\d+)-max .*?(?:#|n°)(\d+) /.exec(`${lineAt(i) ?? ''} `);
  if (table === null) throw new HandRefusal('HISTORY_BAD_HEADER', `the table line cannot be read (R270): "${lineAt(i) ?? ''}"`, first + i);
  hand.table = sharedText(table[1]!);
  hand.seatCount = Number(table[2]);
  hand.button = Number(table[3]);
  i++;
  const seatPattern = compiled(words).seat;
  for (; i < count; i++) {
    const line = lineOf(all, from + i);
    let seat: SiteHand['seats'][number];
    if (!fr && isPlainSeatLine(line)) {
      // "Seat 3: name (1,234 in chips)": what the pattern would capture, read in place
      const stackEnd = line.length - IN_CHIPS.length;
      seat = { seat: plainSeat, name: sharedText(line.slice(plainNameFrom, plainOpen - 1)), stack: amounts.readIn(line, plainOpen + 1, stackEnd, first + i), out: false, line: first + i };
      if (hand.currencySymbol === undefined) {
        const symbol = currencySymbolIn(line, plainOpen + 1, stackEnd);
        if (symbol !== undefined) hand.currencySymbol = symbol;
      }
    } else {
      const m = seatPattern.exec(line);
      if (m === null) break;
      const tail = m[5]!;
      seat = { seat: Number(m[1]), name: sharedText(m[2]!), stack: amount(m[3]!, first + i), out: tail.includes(words.sittingOut) || tail.includes(words.outOfHand), line: first + i };
      if (m[4] !== undefined) seat.bounty = m[4];
      if (hand.currencySymbol === undefined) {
        const symbol = currencySymbolOf(m[3]!);
        if (symbol !== undefined) hand.currencySymbol = symbol;
      }
    }
    hand.seats.push(seat);
  }
  if (hand.seats.length === 0) throw new HandRefusal('HISTORY_BAD_HEADER', 'the hand lists no seat (R270)', first + i);
  const names: string[] = [];
  for (const s of hand.seats) names.push(s.name);
  const colon = words.colon;
  const colonCode = colon.charCodeAt(0);
  // most names hold no colon: the actor of a line is then the name as long as the text before its
  // first colon (a space before it too in French); otherwise every name is tried, longest first
  let simple = true;
  for (const name of names) if (name.includes(':')) simple = false;
  // names longest first, so that "ab c" is not read as "ab" acting "c ..." (only the names of one length compete when simple)
  if (!simple) names.sort((a, b) => b.length - a.length);
  // the name of a length that starts the line, or null (its last character first: most names of a length differ there)
  const nameAt = (line: string, length: number): string | null => {
    const last = line.charCodeAt(length - 1);
    for (const name of names) if (name.length === length && name.charCodeAt(length - 1) === last && line.startsWith(name)) return name;
    return null;
  };
  // where the action starts on the line of the last actor found
  let restFrom = 0;
  const actorOf = (line: string): string | null => {
    if (simple) {
      const at = line.indexOf(':');
      if (at <= 0) return null;
      // the longer candidate first, as the loop below would
      const name = nameAt(line, at);
      if (name !== null) {
        if (line.startsWith(colon, at)) {
          restFrom = at + colon.length;
          return name;
        }
        if (fr && line.startsWith(': ', at)) {
          restFrom = at + 2;
          return name;
        }
      }
      if (at >= 2 && line.charCodeAt(at - 1) === 32) {
        const shorter = nameAt(line, at - 1);
        if (shorter !== null) {
          if (line.startsWith(colon, at - 1)) {
            restFrom = at - 1 + colon.length;
            return shorter;
          }
          if (fr && line.startsWith(': ', at - 1)) {
            restFrom = at + 1;
            return shorter;
          }
        }
      }
      return null;
    }
    for (const name of names) {
      // the character after the name first: most names fail there, without comparing the name
      const after = line.charCodeAt(name.length);
      if (after !== colonCode && after !== 58) continue;
      if (line.startsWith(name) && line.startsWith(colon, name.length)) {
        restFrom = name.length + colon.length;
        return name;
      }
      // French typography puts a space before the colon; accept either
      if (fr && line.startsWith(name) && line.startsWith(': ', name.length)) {
        restFrom = name.length + 2;
        return name;
      }
    }
    return null;
  };
  let street = 0;
  let run = 0;
  let summary = false;
  for (; i < count; i++) {
    const raw = lineOf(all, from + i);
    const last = raw.charCodeAt(raw.length - 1);
    // most lines end in a letter, a digit or a bracket: nothing to trim
    const text = last <= 32 || last >= 127 ? raw.trimEnd() : raw;
    const at = first + i;
    if (text === '') continue;
    if (summary) {
      readSummaryLine(hand, text, at, words, amount);
      continue;
    }
    if (text.startsWith('*** ')) {
      if (text === words.summary) {
        summary = true;
        continue;
      }
      if (text === words.holeCards || text === '*** HOLE CARDS ***') continue;
      const m = /^\*\*\* (?:(\S+) )?(FLOP|TURN|RIVER|TOURNANT|RIVIÈRE) \*\*\*(.*)$/.exec(text);
      if (m !== null) {
        const runIndex = m[1] === undefined ? 0 : words.runNames.indexOf(m[1]);
        if (runIndex < 0) throw new HandRefusal('HISTORY_UNKNOWN_LINE', `unknown street line "${text}" (R270)`, at);
        street = STREET_WORDS[m[2]!]!;
        run = runIndex;
        while (hand.boards.length <= run) hand.boards.push([]);
        hand.boards[run] = cardsIn(m[3]!, at);
        continue;
      }
      if (/^\*\*\* (?:\S+ )?(?:SHOW ?DOWN|ABATTAGE) \*\*\*$/.test(text)) continue;
      throw new HandRefusal('HISTORY_UNKNOWN_LINE', `unknown section line "${text}" (R270)`, at);
    }
    if (text.startsWith(words.dealtTo) || text.startsWith('Dealt to ')) {
      // "Dealt to name [Ah Kd]": one pair of brackets, at the end, the first "[" of the line (what the pattern below reads, found in place)
      if (text.startsWith('Dealt to ')) {
        const open = text.indexOf('[', DEALT_TO.length);
        if (open > DEALT_TO.length + 1 && text.charCodeAt(open - 1) === 32 && text.indexOf(']', open) === text.length - 1 && anyCharButBreaks(text, DEALT_TO.length, open - 1)) {
          hand.hole.set(text.slice(DEALT_TO.length, open - 1), cardsIn(text, at, open));
          continue;
        }
      }
      const m = /^(?:Dealt to|Distribué à) (.+?) \[([^\]]*)\](?: \[([^\]]*)\])?$/.exec(text);
      if (m !== null) {
        // the brackets after the name, as printed (the pattern ends the line with them)
        hand.hole.set(m[1]!, cardsIn(text.slice((text.startsWith('Dealt to ') ? 9 : 12) + m[1]!.length + 1), at));
        continue;
      }
    }
    // a player's action first (most lines); no uncalled-bet line starts with a player's name and a colon
    const actor = actorOf(text);
    if (actor !== null) {
      readAction(hand, actor, text, restFrom, street, at, words, amounts);
      continue;
    }
    const uncalled = words.uncalledPattern.exec(text);
    if (uncalled !== null) {
      hand.uncalled.push({ player: uncalled[2]!, amount: amount(uncalled[1]!, at), line: at });
      continue;
    }
    const collected = words.collectedPattern.exec(text);
    if (collected !== null && names.includes(collected[1]!)) {
      hand.collected.push({ player: collected[1]!, amount: amount(collected[2]!, at), line: at });
      continue;
    }
    if (text.includes(words.cashedOut) || /cash(?:ed)? ?out/i.test(text)) {
      throw new HandRefusal('HISTORY_CASH_OUT', `the hand was cashed out ("${text}"): a cash-out is out of scope (RULES Appendix C: insurance and cash-outs), so the hand is refused (R271)`, at);
    }
    if (/insurance/i.test(text)) {
      throw new HandRefusal('HISTORY_INSURANCE', `the hand has insurance ("${text}"): insurance is out of scope (RULES Appendix C: insurance and cash-outs), so the hand is refused (R271)`, at);
    }
    if (/^Cash Drop/i.test(text)) {
      throw new HandRefusal('HISTORY_HOUSE_MONEY', `the room added chips to the pot ("${text}"): money from the house is a room's rule the engine does not have, so the hand is refused (R271)`, at);
    }
    if (CHATTER.some((p) => p.test(text))) continue;
    throw new HandRefusal('HISTORY_UNKNOWN_LINE', `a line the reader does not know: "${text}" (R270: a hand is never read by guessing)`, at);
  }
  if (!summary) throw new HandRefusal('HISTORY_TRUNCATED', `the hand has no summary section: the history stops before the hand ends (R271)`, first + count - 1);
  hand.decimals = amounts.decimals();
  return hand;
}


function readHeader(hand: SiteHand, rest: string, line: number, words: PokerStarsWords, amount: (t: string, l: number) => number): void {
  const tournament = compiled(words).tournament.exec(rest);
  if (tournament !== null) {
    hand.tournament = true;
    hand.tournamentId = tournament[1]!;
  }
  const game = /(5 Card Omaha|PLO-?5|Omaha Hi\/Lo|Omaha|PLO|6\+ Hold'em|Short Deck|ShortDeck|Hold'em|Holdem|Razz|Stud|Draw|Badugi|HORSE|Mixed|Courchevel)\s*(No Limit|Pot Limit|Fixed Limit|Limit)?/.exec(rest);
  if (game === null) throw new HandRefusal('HISTORY_UNSUPPORTED_GAME', `the game of "${rest}" is not one the reader knows (R270: No-Limit and Pot-Limit Hold'em and Omaha)`, line);
  const name = game[1]!;
  const limit = game[2] ?? (/^PLO/.test(name) ? 'Pot Limit' : undefined);
  if (/6\+|Short ?Deck/i.test(name)) {
    throw new HandRefusal('HISTORY_SHORT_DECK_ANTE', `${name} is dealt with the room's short-deck ante structure, which is out of scope (RULES Appendix C: short-deck ante structures), so the hand is refused`, line);
  }
  if (name === 'Omaha Hi/Lo' || !/Omaha|PLO|Hold'em|Holdem/.test(name)) {
    throw new HandRefusal('HISTORY_UNSUPPORTED_GAME', `${name} is not read yet (R270: No-Limit and Pot-Limit Hold'em and Omaha with 4 or 5 cards)`, line);
  }
  if (limit === 'Limit' || limit === 'Fixed Limit' || limit === undefined) {
    throw new HandRefusal('HISTORY_UNSUPPORTED_GAME', `${name} ${limit ?? ''} is not read yet (R270: No-Limit and Pot-Limit only)`.replace('  ', ' '), line);
  }
  hand.game = /5/.test(name) ? 'omaha5' : /Omaha|PLO/.test(name) ? 'omaha' : 'holdem';
  hand.betting = limit === 'Pot Limit' ? 'pot-limit' : 'no-limit';
  const after = rest.slice(game.index + game[0].length);
  const level = /(?:Level|Niveau)\s*(\S+?)\s*\(/.exec(after);
  if (level !== null) hand.level = level[1]!;
  const stakes = /\(([^()]*?)(?:\([^()]*\))?\)/.exec(after);
  if (stakes === null) throw new HandRefusal('HISTORY_BAD_HEADER', `the stakes of "${rest}" cannot be read (R270)`, line);
  const parts = stakes[1]!.trim().split(/\s+(?=[A-Z]{3}$)/);
  if (parts.length === 2) hand.currency = parts[1]!;
  const blinds = parts[0]!.split('/');
  if (blinds.length < 2) throw new HandRefusal('HISTORY_BAD_HEADER', `the stakes "${stakes[1]}" cannot be read (R270)`, line);
  hand.smallBlind = amount(blinds[0]!, line);
  hand.bigBlind = amount(blinds[1]!, line);
  const symbol = currencySymbolOf(stakes[1]!);
  if (symbol !== undefined) hand.currencySymbol = symbol;
  const date = / - (\d{4}\/\d{1,2}\/\d{1,2}) /.exec(`${after} `);
  if (date !== null) hand.date = date[1]!;
}

/** Whether a post's text starts with the words of one kind of post and a space. */
function postKind(body: string, prefix: string): boolean {
  return body.startsWith(prefix) && body.charCodeAt(prefix.length) === 32;
}

/** Whether `text` starts with `word` and a space. */
function startsWithWord(text: string, word: string): boolean {
  return text.startsWith(word) && text.charCodeAt(word.length) === 32;
}

function readAction(
  hand: SiteHand,
  player: string,
  full: string,
  from: number,
  street: number,
  line: number,
  words: PokerStarsWords,
  amounts: ReturnType<typeof amountReader>,
): void {
  // the action is full[from..end) (the line was trimmed already), read in place for the common ones
  let end = full.length;
  let allIn = false;
  const allInWords = words.andIsAllIn;
  if (full.endsWith(allInWords) && end - allInWords.length - 1 >= from && full.charCodeAt(end - allInWords.length - 1) === 32) {
    allIn = true;
    end -= allInWords.length + 1;
  }
  const size = end - from;
  const first = full.charCodeAt(from);
  if (first !== 112) {
    const folds = words.folds;
    if ((size === folds.length || (size > folds.length + 1 && full.charCodeAt(from + folds.length) === 32 && full.charCodeAt(from + folds.length + 1) === 91)) && full.startsWith(folds, from)) {
      hand.actions.push({ street, player, kind: 'fold', amount: 0, allIn, line });
      return;
    }
    if (size === words.checks.length && full.startsWith(words.checks, from)) {
      hand.actions.push({ street, player, kind: 'check', amount: 0, allIn, line });
      return;
    }
    const calls = words.calls;
    if (size > calls.length && full.charCodeAt(from + calls.length) === 32 && full.startsWith(calls, from)) {
      hand.actions.push({ street, player, kind: 'call', amount: amounts.readIn(full, from + calls.length + 1, end, line), allIn, line });
      return;
    }
    const bets = words.bets;
    if (size > bets.length && full.charCodeAt(from + bets.length) === 32 && full.startsWith(bets, from)) {
      hand.actions.push({ street, player, kind: 'bet', amount: amounts.readIn(full, from + bets.length + 1, end, line), allIn, line });
      return;
    }
  }
  const text = full.slice(from);
  const body = full.slice(from, end);
  const amount = amounts.read;
  // the posts start with a "p" in both languages ("posts", "poste")
  if (body.charCodeAt(0) === 112) {
    const kind =
      postKind(body, words.postsBoth) ? 'both' : postKind(body, words.postsSmall) ? 'small' : postKind(body, words.postsBig) ? 'big' : postKind(body, words.postsAnte) ? 'ante' : postKind(body, words.postsStraddle) ? 'straddle' : postKind(body, 'posts ante') ? 'ante' : null;
    if (kind !== null) {
      const prefix = kind === 'both' ? words.postsBoth : kind === 'small' ? words.postsSmall : kind === 'big' ? words.postsBig : kind === 'straddle' ? words.postsStraddle : postKind(body, words.postsAnte) ? words.postsAnte : 'posts ante';
      hand.posts.push({ player, kind, amount: amount(body.slice(prefix.length + 1), line), allIn, line });
      return;
    }
  }
  if (body === words.folds || body.startsWith(`${words.folds} [`)) {
    hand.actions.push({ street, player, kind: 'fold', amount: 0, allIn, line });
    return;
  }
  if (body === words.checks) {
    hand.actions.push({ street, player, kind: 'check', amount: 0, allIn, line });
    return;
  }
  if (startsWithWord(body, words.calls)) {
    hand.actions.push({ street, player, kind: 'call', amount: amount(body.slice(words.calls.length + 1), line), allIn, line });
    return;
  }
  if (startsWithWord(body, words.bets)) {
    hand.actions.push({ street, player, kind: 'bet', amount: amount(body.slice(words.bets.length + 1), line), allIn, line });
    return;
  }
  if (startsWithWord(body, words.raises)) {
    const m = compiled(words).raise.exec(body);
    if (m === null) throw new HandRefusal('HISTORY_UNKNOWN_LINE', `a raise the reader cannot read: "${text}" (R270)`, line);
    hand.actions.push({ street, player, kind: 'raise', amount: amount(m[2]!, line), by: amount(m[1]!, line), allIn, line });
    return;
  }
  if (body.startsWith(`${words.shows} [`)) {
    const m = /\[([^\]]*)\]/.exec(body)!;
    hand.shown.set(player, m[1]!.split(' ').filter((c) => c !== ''));
    return;
  }
  if (body === words.mucks || body === words.doesNotShow || body === 'mucks hand' || body === "doesn't show hand" || body.startsWith(`${words.mucks} [`)) {
    const m = /\[([^\]]*)\]/.exec(body);
    if (m !== null) hand.shown.set(player, m[1]!.split(' ').filter((c) => c !== ''));
    return;
  }
  if (/^(?:is sitting out|sits out|is away|has returned|est absent|est de retour)$/.test(body)) return;
  if (body.includes(words.cashedOut) || /cash(?:ed)? ?out/i.test(body)) {
    throw new HandRefusal('HISTORY_CASH_OUT', `the hand was cashed out ("${text}"): a cash-out is out of scope (RULES Appendix C: insurance and cash-outs), so the hand is refused (R271)`, line);
  }
  if (/insurance/i.test(body)) {
    throw new HandRefusal('HISTORY_INSURANCE', `the hand has insurance ("${text}"): insurance is out of scope (RULES Appendix C: insurance and cash-outs), so the hand is refused (R271)`, line);
  }
  throw new HandRefusal('HISTORY_UNKNOWN_LINE', `an action the reader does not know: "${player}${words.colon}${text}" (R270: a hand is never read by guessing)`, line);
}

function readSummaryLine(hand: SiteHand, text: string, line: number, words: PokerStarsWords, amount: (t: string, l: number) => number): void {
  if (text.startsWith(words.totalPot) || text.startsWith('Total pot')) {
    const segments = text.split('|').map((s) => s.trim());
    const total = /^(?:Total pot|Pot total) (\S+(?: €)?)/.exec(segments[0]!);
    if (total === null) throw new HandRefusal('HISTORY_BAD_AMOUNT', `the pot total of "${text}" cannot be read (R271)`, line);
    hand.totalPot = amount(total[1]!, line);
    hand.totalPotLine = line;
    for (const segment of segments.slice(1)) {
      const m = /^(.+?) (\S+(?: €)?)$/.exec(segment);
      if (m === null) throw new HandRefusal('HISTORY_BAD_AMOUNT', `the fee "${segment}" cannot be read (R271)`, line);
      if (m[1] === words.rake || m[1] === 'Rake') hand.rake = amount(m[2]!, line);
      else hand.fees[m[1]!] = amount(m[2]!, line);
    }
    return;
  }
  if (text.startsWith(words.summarySeat) || text.startsWith('Seat ')) {
    // the summary names the cards of hands mucked at showdown (in brackets: most seat lines have none)
    const m = text.includes('[') ? compiled(words).summaryCards.exec(text) : null;
    if (m !== null) {
      const seat = /^(?:Seat|Siège) (\d+)\s?:/.exec(text);
      const who = seat === null ? undefined : hand.seats.find((s) => s.seat === Number(seat[1]));
      if (who !== undefined && !hand.shown.has(who.name)) hand.shown.set(who.name, m[1]!.split(' ').filter((c) => c !== ''));
    }
  }
}
