import { formatCards } from '@pokerchart/cards';
import { describeHand, evaluateHand, evaluateLow, EvaluationError, getRanking, type HandValue, RANKING_NAMES } from '@pokerchart/evaluator';
import { allVariants as variants } from '@pokerchart/variants';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { chooseVariant, variantOptions } from '../chooseVariant.js';
import { loadRanking } from '../readVariantFile.js';
import { parseOptions, readCards } from '../parseOptions.js';

const help = `pokerchart eval: the best hand of some hole cards and a board

Usage: pokerchart eval <hole> [--board <cards>] [--variant <id> | --variant-file <spec.json>]
                       [--ranking <name|module>] [--locale en|fr] [--json]

  <hole>             the hole cards: "AsKd", "As Kd", or several words (As Kd)
  --board, -b        the board cards, same forms ("Ac9d7s4h2c"); up to the variant's board size
  --variant, -v      ${variants.map((v) => v.id).join(', ')} (default holdem)
  --variant-file     a variant of your own, as JSON (see \`pokerchart chart --help\`)
  --ranking, -r      rank the cards under this ranking instead of the variant's:
                     ${RANKING_NAMES.join(', ')},
                     or a module of your own (./ranking.mjs#exportName). Without --variant
                     the cards are any number of cards (all of them the hand: 7s5d4c3h2s)
  --locale           language of the description: en (default) or fr
  --json             print one JSON object instead of text
  --help, -h         this help

Prints the best five-card hand the variant allows (Hold'em: any five of the seven; Omaha:
exactly two hole and three board cards), its category, the five cards in display order and a
description; for a hi-lo variant (omaha-hilo8) also the best low, or that there is none.
With --ranking the cards are ranked under that ranking (lowball, badugi, a plugin).

Cards are a rank (2-9, T or 10, J, Q, K, A) then a suit (c, d, h, s): As, Td, 7h.

Examples:
  pokerchart eval AsKd --board Ac9d7s4h2c
  pokerchart eval 7s5d4c3h2s --ranking deuce-to-seven-low
  pokerchart eval "As 2d 7c 9h" --board 3c4d8h9sKs --variant omaha-hilo8 --json

Exit codes: 0 evaluated; 2 bad usage (unknown option or variant, unreadable or duplicate
cards, wrong number of cards for the variant); 1 any other failure.`;

/** A hand value as JSON: cards as text. */
function valueJson(value: HandValue, locale: 'en' | 'fr') {
  return {
    category: value.category,
    description: describeHand(value, locale),
    cards: formatCards(value.cards),
    holeUsed: formatCards(value.holeUsed),
    strength: value.strength,
  };
}

function parse(args: string[]) {
  return parseOptions(args, {
    board: { type: 'string', short: 'b' },
    ...variantOptions,
    ranking: { type: 'string', short: 'r' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
  }, { positionals: true });
}

/** `pokerchart eval`: evaluates hole cards and a board under a variant's rules. */
export const evalCommand: CliCommand = {
  name: 'eval',
  summary: 'the best hand of hole cards and a board, with its category and description',
  help,
  async run(args, io) {
    const { values, positionals } = parse(args);
    if (positionals.length === 0) throw new CliUsageError('missing the hole cards, e.g. `pokerchart eval AsKd --board Ac9d7s4h2c`');
    const variant = await chooseVariant(values, 'holdem');
    // --ranking: a name or a module; without a variant, the cards alone are the hand
    const chosen = values.ranking === undefined ? undefined : await loadRanking(values.ranking, process.cwd(), '--ranking');
    const free = chosen !== undefined && values.variant === undefined && values['variant-file'] === undefined;
    const locale = values.locale ?? 'en';
    if (locale !== 'en' && locale !== 'fr') throw new CliUsageError(`--locale must be en or fr, got "${locale}"`);
    const hole = readCards(positionals.join(' '), 'hole cards');
    const board = values.board === undefined ? [] : readCards(values.board, 'board');
    const boardSize = free ? Infinity : variant.streets.reduce((sum, s) => sum + s.board, 0);
    if (!free && hole.length !== variant.holeCards) {
      throw new CliUsageError(`${variant.name} deals ${variant.holeCards} hole cards, got ${hole.length} (${formatCards(hole).join(' ')})`);
    }
    if (board.length > boardSize) {
      throw new CliUsageError(`${variant.name} has at most ${boardSize} board cards, got ${board.length}`);
    }
    const rule = free ? 'any' : variant.selection;
    let high: HandValue;
    let low: HandValue | null | undefined;
    let lowName = '';
    try {
      const ranking = getRanking(chosen ?? variant.ranking, chosen === undefined ? variant.rankingOptions : undefined);
      const size = ranking.cardsPerHand;
      const needBoard = rule === 'any' ? Math.max(0, size - hole.length) : rule.board;
      if (board.length < needBoard) {
        throw new CliUsageError(
          `${free ? 'the ranking' : variant.name} needs at least ${needBoard} board cards to make a ${size === 5 ? 'five' : size}-card hand, got ${board.length} (use --board)`,
        );
      }
      high = evaluateHand({ hole, board, rule, ranking });
      if (chosen === undefined && variant.low !== undefined) {
        const lowRanking = getRanking(variant.low);
        lowName = lowRanking.name;
        low = evaluateLow({ hole, board, rule, ranking: lowRanking });
      }
    } catch (error) {
      if (error instanceof EvaluationError) throw new CliUsageError(error.message);
      throw error;
    }

    if (values.json) {
      const result = {
        variant: free ? null : variant.id,
        ranking: high.ranking,
        hole: formatCards(hole),
        board: formatCards(board),
        high: valueJson(high, locale),
        ...(low === undefined ? {} : { low: low === null ? null : valueJson(low, locale) }),
      };
      io.stdout.write(JSON.stringify(result, null, 2) + '\n');
      return 0;
    }
    const lines = [
      `${free ? high.ranking : variant.name}: ${formatCards(hole).join(' ')}${board.length > 0 ? ` | board ${formatCards(board).join(' ')}` : ''}`,
      `Best hand:  ${describeHand(high, locale)}`,
      `Category:   ${high.category}`,
      `Cards:      ${formatCards(high.cards).join(' ')}${free ? '' : `  (hole cards used: ${formatCards(high.holeUsed).join(' ') || 'none'})`}`,
    ];
    if (low !== undefined) {
      if (low === null) lines.push(`Low hand:   none (no qualifying ${lowName} hand)`);
      else {
        lines.push(`Low hand:   ${describeHand(low, locale)}`);
        lines.push(`Low cards:  ${formatCards(low.cards).join(' ')}  (hole cards used: ${formatCards(low.holeUsed).join(' ')})`);
      }
    }
    io.stdout.write(lines.join('\n') + '\n');
    return 0;
  },
};
