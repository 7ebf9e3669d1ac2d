import { opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { formatCards } from '@pokerchart/cards';
import { describeHand, describeWin } from '@pokerchart/evaluator';
import type { TableEvent } from './createTable.js';
import { studAnte } from './handInput.js';

/** Options of {@link createNarrator}. */
export interface NarratorOptions {
  /** Whose hole cards to print when dealt: everybody's (`true`, the default), nobody's (`false`), or these seats'. */
  showHoleCards?: boolean | readonly number[];
  /** Description language for shown hands (default `'en'`). */
  locale?: 'en' | 'fr';
  /** The seat of the person reading, narrated in the second person ("You call 20"). */
  you?: number;
  /**
   * The table's variant. A game that opens with a bring-in (stud, razz) has no blinds: every
   * player antes (R200), so its levels read "ante 5" and no ante is called a big-blind ante. Left
   * out, levels are read as blinds with a big-blind ante (R25).
   */
  variant?: VariantDescriptor;
}

/**
 * A narrator: turns {@link TableEvent}s into readable lines ("Alice raises to 300"), with posts,
 * deals, actions and amounts, board cards, showdowns with described hands, main and side pots,
 * eliminations and the winner. With several boards (R230) or runs (R232) each board is told with
 * its place ("Flop (run 2, board 1): …"), each shown hand on every board, and each pot part by part
 * (R231); a bomb pot (R233) and each player's choice of runs are told too. It remembers names and bets between events, so use one narrator
 * per table.
 */
export function createNarrator(options: NarratorOptions = {}): (event: TableEvent) => string[] {
  const showHole = options.showHoleCards ?? true;
  const locale = options.locale ?? 'en';
  let names: (string | null)[] = [];
  let smallBlind = -1;
  let bigBlind = -1;
  /** Whether the level has a big-blind ante (R25); stud's antes are every player's (R200). */
  let bigBlindAnte = false;
  const bringInGame = options.variant !== undefined && opensWithBringIn(options.variant);
  let committed = new Map<number, number>();
  /**
   * Whether the next bet or raise completes the bring-in (R201, R202): the first wager of a stud
   * hand's first round, whether the bring-in seat completes at once or a later seat completes
   * the posted bring-in, brings the bet to the small bet and is told as "completes to".
   */
  let completionDue = false;
  let stacks: number[] = [];
  /** How many boards the hand deals (R230): the variant's, or learnt from a board entry with a board index. */
  let boardCount = options.variant?.boards ?? 1;
  const you = options.you;
  const name = (seat: number) => (seat === you ? 'You' : names[seat] ?? `seat ${seat}`);
  const object = (seat: number) => (seat === you ? 'you' : name(seat));
  // "Ann calls" / "You call": the verb in the third person, turned into the second for `you`
  const says = (seat: number, verb: string) => {
    if (seat !== you) return `${name(seat)} ${verb}`;
    const [first, ...rest] = verb.split(' ');
    const second = first === 'is' ? 'are' : first === 'goes' ? 'go' : first!.replace(/s$/, '');
    return ['You', second, ...rest].join(' ');
  };
  const allInWord = (seat: number) => (seat === you ? ' and are all-in' : ' and is all-in');
  const n = (x: number) => x.toLocaleString('en-US');

  const tell = (event: TableEvent): string[] => {
    switch (event.type) {
      case 'hand-started': {
        names = event.names;
        stacks = event.hand.stacks.slice();
        smallBlind = event.hand.smallBlind;
        bigBlind = event.hand.bigBlind;
        committed = new Map();
        completionDue = bringInGame;
        boardCount = options.variant?.boards ?? 1;
        const { level, levelIndex, bombPot } = event.hand;
        // a bomb pot's antes are everybody's (R233), not a big-blind ante
        bigBlindAnte = Boolean(level.ante) && !bringInGame && bombPot === undefined;
        const lines: string[] = [];
        if (event.levelChanged) {
          const stakes = bringInGame
            ? `ante ${n(studAnte(level))}`
            : `blinds ${n(level.small)}/${n(level.big)}${level.ante ? `, ${n(level.ante)} big-blind ante` : ''}`;
          lines.push(`*** Level ${levelIndex + 1}: ${stakes} ***`);
        }
        const listed = event.hand.stacks.flatMap((s, seat) => (s > 0 ? [`${name(seat)} ${n(s)}`] : [])).join(', ');
        lines.push(`Hand #${event.hand.number}: ${event.hand.button === you ? 'you have' : `${name(event.hand.button)} has`} the button. Stacks: ${listed}`);
        if (bombPot !== undefined) lines.push(`Bomb pot: every player antes ${n(bombPot)}, no blinds, and the hand starts on the flop (R233)`);
        return lines;
      }
      case 'hand-log': {
        const e = event.entry;
        switch (e.type) {
          case 'posted': {
            stacks[e.seat] = (stacks[e.seat] ?? 0) - e.amount;
            const allIn = stacks[e.seat] === 0 ? allInWord(e.seat) : '';
            if (e.kind === 'ante') return [`${says(e.seat, 'posts')} ${e.seat === bigBlind && bigBlindAnte ? 'the big-blind ante' : 'an ante'} of ${n(e.amount)}${allIn}`];
            committed.set(e.seat, (committed.get(e.seat) ?? 0) + e.amount);
            {
              const which = e.seat === bigBlind ? 'the big blind' : e.seat === smallBlind ? 'the small blind' : 'a blind';
              return [`${says(e.seat, 'posts')} ${which} ${n(e.amount)}${allIn}`];
            }
          }
          case 'dealt':
            return e.cards && (showHole === true || (Array.isArray(showHole) && showHole.includes(e.seat))) ? [`${says(e.seat, 'is dealt')} ${formatCards(e.cards).join(' ')}`] : [];
          case 'board': {
            if (e.board !== undefined && e.board >= boardCount) boardCount = e.board + 1;
            const where = partName(e.run, boardCount > 1 ? e.board ?? 0 : undefined);
            return [`${e.street[0]!.toUpperCase()}${e.street.slice(1)}${where ? ` (${where})` : ''}: ${formatCards(e.cards).join(' ')}`];
          }
          case 'chose-runs':
            return [`${says(e.seat, 'chooses')} to run it ${times(e.times)}`]; // R232
          case 'decided':
            return [`${says(e.seat, 'decides')} at the ${e.kind} step`];
          case 'runs':
            return [
              `The board is run ${times(e.times)}${e.times < e.wanted ? ` (${e.wanted} runs were wanted; the stub has cards for ${e.times})` : ''}${e.times > 1 ? ': the cards above are run 1' : ''}`,
            ];
          case 'acted': {
            const before = committed.get(e.seat) ?? 0;
            stacks[e.seat] = e.stack;
            committed.set(e.seat, e.to);
            const allIn = e.stack === 0 ? allInWord(e.seat) : '';
            if (completionDue && (e.action.type === 'bet' || e.action.type === 'raise')) {
              completionDue = false;
              return [`${says(e.seat, 'completes to')} ${n(e.to)}${allIn}`]; // R201, R202
            }
            switch (e.action.type) {
              case 'fold': return [says(e.seat, 'folds')];
              case 'check': return [says(e.seat, 'checks')];
              case 'call': return [`${says(e.seat, 'calls')} ${n(e.to - before)}${allIn}`];
              case 'bet': return [`${says(e.seat, 'bets')} ${n(e.to)}${allIn}`];
              case 'raise': return [`${says(e.seat, 'raises to')} ${n(e.to)}${allIn}`];
              case 'all-in': return [`${says(e.seat, 'goes all-in')} (${n(e.to)} in this round)`];
              case 'bring-in': return [`${says(e.seat, 'brings in for')} ${n(e.to - before)}${allIn}`]; // R201
            }
            return [];
          }
          case 'street-closed':
            committed = new Map();
            completionDue = false;
            return [];
          case 'returned':
            return [`Uncalled ${n(e.amount)} returned to ${object(e.seat)}`];
          case 'exposed':
            return [`All-in: hands turned face up`];
          case 'discarded':
            if (e.count === 0) return [says(e.seat, 'stands pat')];
            return [`${says(e.seat, 'discards')} ${e.cards && (showHole === true || (Array.isArray(showHole) && showHole.includes(e.seat))) ? formatCards(e.cards).join(' ') : `${e.count} card${e.count === 1 ? '' : 's'}`}`];
          default:
            return [];
        }
      }
      case 'hand-finished': {
        const r = event.result;
        const lines: string[] = [];
        const runs = r.runs?.length ?? 1;
        const boards = r.boards?.length ?? 1;
        // the name of a part of the pot (R231, R232): "run 2, board 1"; empty with one board and one run
        const where = (run: number, board: number) => partName(runs > 1 ? run : undefined, boards > 1 ? board : undefined);
        for (const shown of r.shown) {
          const cards = r.holeCards[shown.seat] ?? [];
          const value = (v: typeof shown.value, low: typeof shown.low) => `${describeHand(v, locale)}${low ? `; low ${describeHand(low, locale)}` : ''}`;
          const parts = shown.parts && shown.parts.length > 1
            ? shown.parts.map((p) => `${where(p.run, p.board)}: ${value(p.value, p.low)}`).join(' | ')
            : value(shown.value, shown.low);
          lines.push(`${says(shown.seat, 'shows')} ${formatCards(cards).join(' ')}: ${parts}`);
        }
        for (const seat of r.mucked ?? []) lines.push(says(seat, 'mucks'));
        const who = (seats: readonly number[]) => seats.map(object).join(' and ');
        r.pots.forEach((pot, i) => {
          const label = r.pots.length === 1 ? 'The pot' : i === 0 ? 'Main pot' : `Side pot ${i}`;
          if (pot.parts && pot.parts.length > 1) {
            // one line per part, each awarded on its own board of its own run (R231, R232)
            lines.push(`${label} of ${n(pot.amount)} is split in ${pot.parts.length} parts:`);
            for (const part of pot.parts) {
              const head = `  ${where(part.run, part.board)}: ${n(part.amount)}`;
              const partShown = r.shown.map((s) => ({ seat: s.seat, value: s.parts?.find((p) => p.run === part.run && p.board === part.board)?.value ?? s.value }));
              if (part.lowWinners.length > 0) lines.push(`${head}, high to ${who(part.highWinners)}, low to ${who(part.lowWinners)}`);
              else if (part.highWinners.length > 1) lines.push(`${head} split between ${who(part.highWinners)}`);
              else lines.push(`${head} to ${who(part.highWinners)}${decided(partShown, { eligible: pot.eligible, highWinners: part.highWinners }, locale)}`);
            }
            return;
          }
          if (pot.lowWinners && pot.lowWinners.length > 0) {
            lines.push(`${label} of ${n(pot.amount)}: high to ${who(pot.highWinners)}, low to ${who(pot.lowWinners)}`);
          } else if (pot.winners.length > 1) {
            lines.push(`${label} of ${n(pot.amount)} is split between ${who(pot.winners)}`);
          } else {
            lines.push(`${label} of ${n(pot.amount)} goes to ${who(pot.winners)}${decided(r.shown, pot, locale)}`);
          }
        });
        return lines;
      }
      case 'seat-removed':
        return [`${event.seat === you ? 'You have' : `${event.name} has`} sat out too long and ${event.seat === you ? 'leave' : 'leaves'} the table with ${n(event.stack)} (R262)`];
      case 'eliminated':
        return [`${event.finish.seat === you ? 'You are' : `${event.finish.name} is`} eliminated in ${ordinal(event.finish.place)} place`];
      case 'table-finished': {
        const winner = event.finishes.find((f) => f.place === 1);
        return winner ? [`${winner.seat === you ? 'You win' : `${winner.name} wins`} the tournament after ${event.handsPlayed} hands, holding every chip.`] : [];
      }
    }
  };
  // R261: a timeout action is told as such
  return (event) => {
    const lines = tell(event);
    if (event.type !== 'hand-log' || event.timeout !== true || lines.length === 0) return lines;
    const seat = (event.entry as { seat: number }).seat;
    return [`${seat === you ? 'Your' : `${name(seat)}'s`} time runs out: ${lines[0]}`, ...lines.slice(1)];
  };
}

/**
 * What decided a pot with one winner against the best other hand shown for it, in parentheses:
 * " (Pair of Threes, Queen-Jack kickers beats Pair of Threes, Queen-Nine kickers)". Empty when
 * nobody else showed a hand for that pot, or in a hi-lo split.
 */
function decided(
  shown: readonly { seat: number; value: Parameters<typeof describeWin>[0] }[],
  pot: { eligible: readonly number[]; highWinners: readonly number[]; lowWinners?: readonly number[] },
  locale: 'en' | 'fr' = 'en',
): string {
  if (pot.highWinners.length !== 1 || (pot.lowWinners?.length ?? 0) > 0) return '';
  const winner = shown.find((s) => s.seat === pot.highWinners[0]);
  const others = shown.filter((s) => s.seat !== pot.highWinners[0] && pot.eligible.includes(s.seat));
  if (!winner || others.length === 0) return '';
  const best = others.reduce((a, b) => (b.value.strength > a.value.strength ? b : a));
  if (best.value.strength >= winner.value.strength) return '';
  return ` (${describeWin(winner.value, best.value, locale)})`;
}

/** "once", "twice", "3 times" (R232). */
function times(k: number): string {
  return k === 1 ? 'once' : k === 2 ? 'twice' : `${k} times`;
}

/** "run 2, board 1", "board 2", "run 1", or "" when neither is given (indexes from 0). */
function partName(run: number | undefined, board: number | undefined): string {
  return [run !== undefined ? `run ${run + 1}` : '', board !== undefined ? `board ${board + 1}` : ''].filter(Boolean).join(', ');
}

/** "1st", "2nd", "3rd", "4th", … */
function ordinal(k: number): string {
  const t = k % 100;
  if (t >= 11 && t <= 13) return `${k}th`;
  return `${k}${['th', 'st', 'nd', 'rd'][k % 10] ?? 'th'}`;
}
