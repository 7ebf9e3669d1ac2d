/**
 * Whether a line starts a GGPoker hand ("Poker Hand #HD…: Hold'em No Limit ($0.05/$0.1) - …").
 * GGPoker writes PokerStars' layout with its own header and fees (Jackpot, Bingo, Fortune, Tax) in
 * the summary, so its hands are read by the PokerStars reader.
 * @internal
 */
export function isGgPokerHeader(line: string): boolean {
  return /^Poker Hand #[A-Z]*\d+:/.test(line);
}
