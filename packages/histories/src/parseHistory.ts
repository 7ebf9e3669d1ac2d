import type { PhhHand } from '@pokerchart/phh';
import type { HistorySite } from './HistorySite.js';
import { checkSiteHand, type HistoryCheck } from './checkSiteHand.js';
import { HandRefusal } from './errors.js';
import type { SiteHand } from './siteHand.js';
import { firstCodeOf, historyLines, lineOf } from './historyLines.js';
import { pokerStarsLanguage, readPokerStarsHand } from './sites/pokerstars/parsePokerStarsHand.js';
import { isWinamaxHeader, parseWinamaxHand } from './sites/winamax/parseWinamaxHand.js';
import { isGgPokerHeader } from './sites/ggpoker/isGgPokerHeader.js';


/** One hand {@link parseHistory} refused: the hand id as printed, the 1-based line, a stable code and why. */
export interface RefusedHand {
  /** The hand id as the room printed it (empty when no hand header could be read). */
  handId: string;
  /** 1-based line of the text where the fault is. */
  line: number;
  /**
   * Stable code of the cause: `HISTORY_UNKNOWN_SITE`, `HISTORY_WRONG_SITE`, `HISTORY_BAD_HEADER`,
   * `HISTORY_UNKNOWN_LINE`, `HISTORY_BAD_AMOUNT`, `HISTORY_BAD_CARD`, `HISTORY_TRUNCATED`,
   * `HISTORY_UNSUPPORTED_GAME`, `HISTORY_SHORT_DECK_ANTE`, `HISTORY_CASH_OUT`, `HISTORY_INSURANCE`,
   * `HISTORY_HOUSE_MONEY`, `HISTORY_TOO_FEW_PLAYERS`, `HISTORY_UNKNOWN_PLAYER`, `HISTORY_BAD_SETUP`,
   * `HISTORY_WRONG_ACTOR`, `HISTORY_OUT_OF_ORDER`, `HISTORY_ILLEGAL_ACTION`, `HISTORY_AMOUNT_MISMATCH`,
   * `HISTORY_INCOMPLETE`, `HISTORY_MISSING_BOARD`, `HISTORY_RUNS_MISMATCH`, `HISTORY_UNKNOWN_WINNER`,
   * `HISTORY_UNCALLED_MISMATCH`, `HISTORY_COLLECTED_MISMATCH`, `HISTORY_POT_MISMATCH`,
   * `HISTORY_NET_MISMATCH`, `HISTORY_NO_POT_TOTAL` (see the hand-histories guide).
   */
  code: string;
  /** What was wrong and what is allowed, citing the rule (and the RULES Appendix C case for what is out of scope). */
  message: string;
}

/** What {@link parseHistory} returns: the hands that add up (R271) and the hands refused, by name. */
export interface ParsedHistory {
  /** The hands converted to PHH and checked by replay (R270, R271), in the order of the text. */
  hands: PhhHand[];
  /** The hands refused, each with its id, line, code and message. */
  refused: RefusedHand[];
}

/** Options of {@link parseHistory}. */
export interface ParseHistoryOptions {
  /** The room that wrote the text; detected from each hand's header when omitted. */
  site?: HistorySite;
  /**
   * Who plays each hand to check that it adds up (R271): `'fast'` (the default) applies the
   * betting rules, the pot rules and the hand rankings the engine plays by directly to the
   * history's actions; `'replay'` replays the hand through the engine's `createHand`, about ten
   * times slower. Both accept and refuse the same hands and give the same PHH (the tests hold
   * them to it on every sample and on thousands of random hands).
   */
  check?: HistoryCheck;
}

/** The hand id a header line prints, for a refusal (read only then). */
function handIdOf(header: string): string {
  const idGuess = /#(\S+?):|n°(\d+)|HandId: #(\S+)/.exec(header);
  return idGuess === null ? '' : (idGuess[1] ?? idGuess[2] ?? idGuess[3] ?? '');
}

/** The room whose hand header a line is, or null. */
function headerSite(line: string): HistorySite | null {
  // "PokerStars …", "Poker Hand #…", "Winamax Poker - …": other lines starting with P or W (player names) end here
  if (!line.startsWith('Poker')) return line.startsWith('Winamax') && isWinamaxHeader(line) ? 'winamax' : null;
  if (pokerStarsLanguage(line) !== null) return 'pokerstars';
  if (isWinamaxHeader(line)) return 'winamax';
  if (isGgPokerHeader(line)) return 'ggpoker';
  return null;
}

/**
 * Reads a card-room hand history (PokerStars in English or French, Winamax, GGPoker; several hands
 * per text, CRLF or LF, with or without a byte-order mark) into PHH hands (RULES R270). Each hand
 * is replayed by the engine and accepted only when it adds up (R271): every action's amount, the
 * uncalled bets, every collected amount against the replay's award less the rake and fees, each
 * player's net and the pot total. Every hand of the text is either in `hands` or in `refused`
 * (with its id, line, code and message): none is dropped silently, none is kept with guessed
 * amounts.
 *
 * Amounts stay in the room's units as printed (`0.25` for 25 cents; PHH's replay scales them to
 * integer chips); seats are the room's (`seats`), players listed from the first seat left of the
 * button; the user fields `_site`, `_hand_id`, `_rake`, `_total_pot` and `_fees` carry what PHH has
 * no field for.
 *
 * @example
 * ```ts
 * const { hands, refused } = parseHistory(text);
 * hands[0]._hand_id;            // "212334885065"
 * refused[0]?.code;              // e.g. "HISTORY_CASH_OUT"
 * ```
 */
export function parseHistory(text: string, options: ParseHistoryOptions = {}): ParsedHistory {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // where the lines start, without a string per line: a line is read when it is needed
  const lines = historyLines(body);
  const hands: PhhHand[] = [];
  const refused: RefusedHand[] = [];
  const starts: { index: number; site: HistorySite }[] = [];
  let strayLine = -1;
  for (let i = 0; i < lines.count; i++) {
    // files joined together keep their byte-order marks in the middle of the text (left out)
    const c = firstCodeOf(lines, i);
    // a header starts with P or W; other lines are skipped fast
    if (c !== 80 && c !== 87) {
      if (starts.length === 0 && strayLine < 0) {
        const line = lineOf(lines, i);
        if (line.trim() !== '' && !/^\*{5,}/.test(line)) strayLine = i;
      }
      continue;
    }
    const line = lineOf(lines, i);
    const site = headerSite(line);
    if (site !== null) starts.push({ index: i, site });
    else if (starts.length === 0 && strayLine < 0 && line.trim() !== '') strayLine = i;
  }
  if (strayLine >= 0) {
    refused.push({
      handId: '',
      line: strayLine + 1,
      code: 'HISTORY_UNKNOWN_SITE',
      message: `text before the first hand header is not a hand of PokerStars, Winamax or GGPoker (R270): "${lineOf(lines, strayLine).slice(0, 80)}"`,
    });
  }
  for (let h = 0; h < starts.length; h++) {
    const { index, site } = starts[h]!;
    let end = h + 1 < starts.length ? starts[h + 1]!.index : lines.count;
    // separator lines some exports put between hands ("*********** # 2 ****")
    while (end > index + 1) {
      const last = lineOf(lines, end - 1);
      if (last.trim() !== '' && !/^\*{5,} ?#/.test(last)) break;
      end--;
    }
    if (options.site !== undefined && options.site !== site) {
      refused.push({ handId: handIdOf(lineOf(lines, index)), line: index + 1, code: 'HISTORY_WRONG_SITE', message: `a ${site} hand in a text read as ${options.site} (R270)` });
      continue;
    }
    try {
      let siteHand: SiteHand;
      if (site === 'winamax') {
        const handLines: string[] = [];
        for (let i = index; i < end; i++) handLines.push(lineOf(lines, i));
        siteHand = parseWinamaxHand(handLines, index + 1);
      } else siteHand = readPokerStarsHand(lines, index, end, site);
      hands.push(checkSiteHand(siteHand, options.check).phh);
    } catch (error) {
      if (error instanceof HandRefusal) refused.push({ handId: handIdOf(lineOf(lines, index)), line: error.line, code: error.code, message: error.message });
      else {
        const message = error instanceof Error ? error.message : String(error);
        refused.push({ handId: handIdOf(lineOf(lines, index)), line: index + 1, code: 'HISTORY_REPLAY_FAILED', message: `the replay failed: ${message} (R271)` });
      }
    }
  }
  if (starts.length === 0 && strayLine < 0) return { hands, refused };
  return { hands, refused };
}
