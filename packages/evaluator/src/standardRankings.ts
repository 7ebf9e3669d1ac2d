import { type Card, shortDeck, standardDeck } from '@pokerchart/cards';
import { bestHand, orderFive } from './bestHand.js';
import { CATEGORIES, type Category, type Ranking, type RankedHand } from './Ranking.js';
import { describeStandard } from './describeStandard.js';
import { anyStrength, exactBest, exactPick } from './exactBest.js';
import { type Mode, PAIGOW, SHORTDECK, SHORTDECK_TBS, STANDARD } from './rankMath.js';
import { exposedValue } from './exposedValue.js';

function make(name: string, mode: Mode, deck: readonly Card[], check?: (deck: readonly Card[]) => string | null): Ranking {
  const ranking: Ranking = {
    name,
    side: 'high',
    cardsPerHand: 5,
    suits: 'flush-best',
    deck,
    strength(hole, board, rule) {
      return rule === 'any' ? anyStrength(hole, board, mode) : exactBest(hole, board, rule.hole, rule.board, mode);
    },
    evaluate(hole, board, rule): RankedHand {
      if (rule === 'any') {
        const best = bestHand(board, mode, hole);
        return { strength: best.strength, category: CATEGORIES[(best.strength >> 12) & 15]!, cards: best.cards };
      }
      const strength = exactBest(hole, board, rule.hole, rule.board, mode);
      const cards: Card[] = [0, 0, 0, 0, 0];
      let at = 0;
      for (let i = 0; i < board.length; i++) if ((exactPick.board & (1 << i)) !== 0) cards[at++] = board[i]!;
      for (let i = 0; i < hole.length; i++) if ((exactPick.hole & (1 << i)) !== 0) cards[at++] = hole[i]!;
      orderFive(cards, strength);
      return { strength, category: CATEGORIES[(strength >> 12) & 15]!, cards };
    },
    category(strength): Category {
      return CATEGORIES[(strength >> 12) & 15] ?? 'high-card';
    },
    describe: describeStandard,
    // R203: a stud hand's up cards, pairs and better first, the ace high
    partialStrength: (upCards) => exposedValue(upCards, 'high'),
  };
  if (check !== undefined) ranking.checkDeck = check;
  return Object.freeze(ranking);
}

const SHORT = Object.freeze(shortDeck());
const STANDARD_DECK = Object.freeze(standardDeck());
const shortCheck = (deck: readonly Card[]): string | null =>
  deck.some((c) => c >> 2 < 4) ? "the 'shortdeck' ranking has no 2, 3, 4 or 5 (R175); use deck 'short' or a deck without them" : null;

/** The standard high ranking (R136–R140): the built-in `'standard'` as a {@link Ranking}. */
export const standardRanking: Ranking = make('standard', STANDARD, STANDARD_DECK);

/** The Pai Gow wheel ranking (R170, R171): A-2-3-4-5 is the second-highest straight. */
export const paigowWheelRanking: Ranking = make('paigow-wheel', PAIGOW, STANDARD_DECK);

/** The short-deck ranking (R175, R176) with the default precedence: a straight beats three of a kind. */
export const shortdeckRanking: Ranking = make('shortdeck', SHORTDECK, SHORT, shortCheck);

/** The short-deck ranking with the `tripsBeatStraight` option (R176): three of a kind beats a straight. */
export const shortdeckTripsRanking: Ranking = make('shortdeck', SHORTDECK_TBS, SHORT, shortCheck);
